"""The asked event with another named object dates another act. The texts are invented."""

from __future__ import annotations

from workers.engine.event_of_question import question_event
from workers.engine.object_events import other_object_event

_PRIZE = question_event("In what year did Tide Lines win the Orwell Medal?", close=True)


def _other(sentence: str, year: str) -> bool:
    assert _PRIZE is not None
    return other_object_event(sentence, sentence.index(year), _PRIZE)


def test_the_event_word_with_another_named_object_is_another_act() -> None:
    assert _other("Its author later won the Greyfell Poetry Prize, in 1988.", "1988")
    assert _other("Ada Roe won the Best Debut Novel Award in 1979.", "1979")


def test_the_questions_object_and_other_shapes_stay() -> None:
    assert not _other("Tide Lines won the Orwell Medal in 1981.", "1981")
    assert not _other("Tide Lines won the Orwell in 1981.", "1981")
    assert not _other("Tide Lines won it in 1981.", "1981")
    assert not _other("Ada Roe's Tide Lines won in 1981.", "1981")
    assert not _other("Ada Roe won Best Debut Novel in 1979.", "1979")  # no "the": maybe a place
    assert not _other("Tide Lines won the Monday vote in 1981.", "1981")
    assert not _other("At the Greyfell Winning Night Gala in 1981.", "1981")  # inside a name
    assert not _other("The jury said Ada Roe won Tide Lines fans over in 1981.", "1981")
    assert not _other("Tide Lines won Britain's top medal in 1981.", "1981")
    assert not _other("Tide Lines won the Greyfell reader vote in 1981.", "1981")  # a modifier
    assert not _other("In 1981 Tide Lines won the Greyfell Prize.", "1981")  # date first
    assert not _other("The Greyfell Prize went elsewhere. In 1981 it won.", "1981")


def test_a_question_without_an_object_reads_nothing() -> None:
    event = question_event("When did Tide Lines win?", close=True)
    assert event is not None and not event.objects
    text = "It won the Greyfell Prize in 1988."
    assert not other_object_event(text, text.index("1988"), event)


def test_a_code_is_compared_by_its_letters() -> None:
    event = question_event("In what year did Ada Roe design the T4 lamp?", close=True)
    assert event is not None
    text = "Ada Roe designed the T4 in 1931."
    assert not other_object_event(text, text.index("1931"), event)
    hyphened = question_event("In what year did Ada Roe patent the U-joint coupling?", close=True)
    assert hyphened is not None
    text = "Ada Roe patented the U-joint coupling in 1931."
    assert not other_object_event(text, text.index("1931"), hyphened)
