"""A "how many of the …" question asks for a part of a named set: its counted noun is no
"of", and "4 of the 60 skerries" states the part it asks for; a page's own furniture ("7
answers") is nothing the page states, so a charitable reading never takes it for a count."""

from __future__ import annotations

from workers.engine import Policy
from workers.engine.bare_numbers import mentioned
from workers.engine.questions import read_slot

from .conftest import chunk, event, run, slot_answers

_QUERY = "How many of the Brannock Skerries are inhabited?"


def test_a_partitive_question_counts_no_of() -> None:
    slot = read_slot(_QUERY)
    assert (slot.kind, slot.counted, slot.partitive) == ("count", "", True)
    assert not read_slot("How many skerries are inhabited?").partitive


def test_a_part_of_the_set_answers_a_partitive_question() -> None:
    text = "Only 4 of the 60 Brannock Skerries are inhabited; ferries run daily."
    assert slot_answers(_QUERY, text) == ["4"]
    assert slot_answers("How many skerries are inhabited?", text) == []


def test_a_pages_furniture_is_not_mentioned() -> None:
    text = "A: 3 inhabited skerries if you count Holm. 7 answers"
    assert [v.display for v in mentioned(text, 0, [], "count")] == ["3"]


def test_a_partitive_count_disagreement_is_found(policy: Policy) -> None:
    result = run(policy, event(
        _QUERY,
        chunk("a", "Brannock Skerries | Islands: about 60 | Inhabited: 4 | Ferry: daily",
              "team_wiki"),
        chunk("b", "Only 4 of the 60 Brannock Skerries are inhabited; ferries run daily.",
              "team_wiki"),
        chunk("c", "Q: how many brannock skerries have people? A: 5 inhabited skerries if you "
              "count Holm, which is joined at low tide. 4 answers", "team_wiki")))
    assert [c.detected_fields for c in result.conflicts] == [["quantity"]]


def test_the_wholes_words_are_no_predicate() -> None:
    slot = read_slot("How many of his paintings did Oren Vask sell in Paris?")
    assert "painting" not in " ".join(slot.predicate) and slot.predicate
    slot = read_slot("How many of the crew were rescued by the lifeboat?")
    assert "crew" not in slot.predicate and slot.predicate


def test_the_wholes_size_answers_no_partitive_question() -> None:
    query = "How many of his paintings did Oren Vask sell in Paris?"
    assert slot_answers(query, "Oren Vask's forty paintings: Dune, Rye, Hale and more.") == []
    query = "How many of the crew were rescued by the lifeboat?"
    assert slot_answers(query, "The trawler's 20 crew: skipper, mate and deckhands.") == []
    assert slot_answers(query, "The trawler had 20 crew; 14 were rescued by the lifeboat.") \
        == ["14"]


def test_a_whole_that_is_all_the_question_says_stays_its_predicate() -> None:
    assert read_slot("How many of the islands are there?").predicate
