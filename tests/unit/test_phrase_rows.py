"""Rows of one document that tie on the query's words: the one breaking up the query's
phrase names another item when every other document writes the phrase (``phrase_rows``,
``document_rows``). The texts are invented."""

from __future__ import annotations

from workers.engine import Policy
from workers.engine.phrase_rows import leaves_out_phrase, query_phrases

from .conftest import chunk, conflict_sets

_Q = "When is the harbour festival's night of lanterns this year?"


def test_phrases_are_adjacent_content_words_or_joined_by_a_link() -> None:
    found = [p.pattern for p in query_phrases(_Q)]
    assert any("night" in p and "of" in p and "lantern" in p for p in found)
    assert not any(p.startswith(r"\bwhen") for p in found)


def test_a_row_with_the_words_apart_leaves_the_phrase_out() -> None:
    assert leaves_out_phrase(_Q, "Lantern-making night | Friday 3 July",
                             ["Night of lanterns | Saturday 11 July"],
                             ["The night of lanterns is on 11 July.",
                              "Come to our Night of Lanterns, 11 July!"])
    assert leaves_out_phrase("Which day is the Parish Walk of Bells?",
                             "Bells walk day | 5 May", ["Walk of bells | 12 May"],
                             ["The walk of bells is 12 May."])
    assert leaves_out_phrase("What is the price for a box of pears?",
                             "Pear box (6) | £4", ["Box of pears | £6"],
                             ["A box of pears is £6."])


def test_no_row_leaves_out_a_phrase_another_document_does_not_write() -> None:
    assert not leaves_out_phrase(_Q, "Lantern-making night | Friday 3 July",
                                 ["Night of lanterns | Saturday 11 July"],
                                 ["The lanterns go up on 11 July."])
    assert not leaves_out_phrase(_Q, "Lantern-making night | Friday 3 July",
                                 ["Night of lanterns | Saturday 11 July"], [])


def test_the_tied_row_of_another_item_goes(policy: Policy) -> None:
    question = "What date is the Harbour Club night of lanterns in 2026?"
    mail = chunk("c", "Our night of lanterns is on 11 July 2026, weather allowing.",
                 "support_email", doc_id="mail")
    for other in ("Midsummer night lanterns | Friday 3 July 2026 | Library",
                  "Night market lanterns | Friday 3 July 2026"):
        found = conflict_sets(
            policy, question,
            chunk("a", "Night of lanterns | Saturday 11 July 2026 | Quay", "team_wiki",
                  doc_id="fixtures"),
            chunk("b", other, "team_wiki", doc_id="fixtures"), mail)
        assert found == []


def test_tied_rows_stay_when_another_document_breaks_the_phrase(policy: Policy) -> None:
    question = "What date is the Harbour Club night of lanterns in 2026?"
    found = conflict_sets(
        policy, question,
        chunk("a", "Night of lanterns | Saturday 11 July 2026 | Quay", "team_wiki",
              doc_id="fixtures"),
        chunk("b", "Midsummer night lanterns | Friday 3 July 2026 | Library", "team_wiki",
              doc_id="fixtures"),
        chunk("c", "The lanterns night is on 11 July 2026, weather allowing.",
              "support_email", doc_id="mail"))
    assert found == [{"a", "b", "c"}]


def test_a_row_writing_a_phrase_of_its_own_stays() -> None:
    question = "What is the delivery charge for a hamper to a hill farm by tractor?"
    assert not leaves_out_phrase(question, "Hill farms (tractor needed): £40 per drop",
                                 ["Delivery charge, over 20 miles: £15 per drop"],
                                 ["Delivery charge, over 20 miles: £12 per drop"])
