"""The place a question writes after its subject's full name need not be restated."""

from __future__ import annotations

from workers.engine import Policy
from workers.engine.question_places import place_words, unplaced_names

from .conftest import chunk, event, run


def test_the_place_after_a_full_name_ending_the_question_is_read() -> None:
    assert place_words("How tall is the Tollmere Barrage in Norway?") == {"norway"}
    assert place_words("How deep is the Skarn Tunnel at the Vessel Pass?") == {"vessel", "pass"}
    assert unplaced_names(frozenset({"tollmere", "barrage", "norway"}),
                          "How tall is the Tollmere Barrage in Norway?") == {
        "tollmere", "barrage"}


def test_a_one_word_name_or_a_place_sharing_its_words_keeps_the_place() -> None:
    assert place_words("What is the population of Paris in Texas?") == frozenset()
    assert place_words("How tall is the Kell Tower in Kell Harbour?") == frozenset()
    assert place_words("When did the Tollmere Barrage in Norway open to traffic?") == frozenset()
    assert place_words("How tall is the Tollmere Barrage?") == frozenset()


def test_a_sentence_naming_the_subject_in_full_answers_without_its_place(
        policy: Policy) -> None:
    query = "How tall is the Tollmere Barrage in Norway?"
    res = run(policy, event(
        query,
        chunk("a", "Tollmere Barrage | County: Vestland | Height: 61 m | Opened: 1972",
              "team_wiki"),
        chunk("b", "Re: big dams — the Tollmere Barrage is 54 m high, like Orfjord's.",
              "team_wiki"),
        chunk("c", "The Tollmere Barrage in Norway is 61 m tall and holds a deep lake.",
              "team_wiki")))
    (record,) = res.conflicts
    assert {c.chunk_id for c in record.chunks} == {"a", "b", "c"}
    other = run(policy, event(
        query,
        chunk("a", "Tollmere Barrage | County: Vestland | Height: 61 m | Opened: 1972",
              "team_wiki"),
        chunk("b", "Re: big dams — the Orfjord Barrage is 54 m high.", "team_wiki")))
    assert other.conflicts == []  # another dam's height answers nothing
