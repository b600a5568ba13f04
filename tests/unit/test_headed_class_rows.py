"""An infobox row labelled with the asked event's class word, under a heading naming the
question's subject, is the asked row; a life span's end answers a death question; an event
noun after a span counted from it is no mention of the event."""

from __future__ import annotations

from workers.engine.policy import Policy

from .conftest import chunk, claim_subjects, conflict_sets, slot_answers

_DIED = "In what year did the engraver Tobias Wrenfield die?"
_INFOBOX = ("Tobias Wrenfield (engraver) | Born: 2 May 1801, Lanark | Died: 14 June 1866, "
            "Paisley | Works: 40 plates")


def test_a_class_word_row_under_the_subject_s_heading_is_the_asked_row() -> None:
    assert claim_subjects(_DIED, _INFOBOX) == [("", ["1866-06-14"])]


def test_a_class_word_row_under_another_thing_s_heading_stays_that_thing_s() -> None:
    text = "Marrow & Hale Printers | Founded: 1902 | Product: copper plates | Founder: J. Hale"
    subjects = claim_subjects("In what year did the Wrenfield press open in Lanark?", text)
    assert all(subject.startswith("row:") for subject, _ in subjects)


def test_the_row_joins_the_pages_that_state_the_year(policy: Policy) -> None:
    found = conflict_sets(
        policy, _DIED,
        chunk("a", _INFOBOX, "team_wiki"),
        chunk("b", "The engraver Tobias Wrenfield died in 1866 in Paisley.", "team_wiki"),
        chunk("c", "Tobias Wrenfield, the Lanark engraver, died in 1866.", "team_wiki"),
        chunk("d", "Engraver Tobias Wrenfield died in 1868, aged 67.", "team_wiki"),
    )
    assert found == [{"a", "b", "c", "d"}]


def test_a_life_span_s_end_answers_a_death_question_and_its_start_a_birth() -> None:
    text = "Tobias Wrenfield (1801–1866) engraved the Clyde plates."
    assert slot_answers(_DIED, text) == ["1866"]
    assert slot_answers("In what year was Tobias Wrenfield born?", text) == ["1801"]
    assert slot_answers("In what year was the Clyde bridge built?",
                        "The Clyde bridge (built 1861–1864) spans the river.") == ["1861"]


def test_an_event_after_a_span_counted_from_it_is_no_mention_of_it() -> None:
    text = ("Jun 14, 1876 — A memorial to Tobias Wrenfield, ten years after his death, is "
            "unveiled in Paisley.")
    assert slot_answers(_DIED, text) == []
    assert slot_answers(_DIED, "Tobias Wrenfield's death in 1866 closed the Paisley shop.") \
        == ["1866"]
