"""An agent's past verb acting on another named thing dates that thing's event. Texts are
invented."""

from __future__ import annotations

import pytest

from workers.engine.acted_objects import acted_on_other
from workers.engine.event_subjects import other_subject_event

_OWN = frozenset("arden mills weaving founded built".split())


def _own(word: str) -> bool:
    return word.lower() in _OWN


@pytest.mark.parametrize(
    ("before", "other"),
    [("Ada Vale opened the Institute for Young Weavers at Arden in ", "institute young weavers"),
     ("then Vale built the Corn Exchange in ", "corn exchange"),
     ("She founded Kessby Bank in ", "kessby bank"),
     ("Ada Vale founded the Arden Mills in ", ""),      # the asked name itself
     ("Westerman founded it in ", ""),                  # an agent acting on the subject
     ("Dale built the mills in ", ""),                  # a plain noun: the subject's
     ("Ada Vale opens the Institute in ", ""),          # no past verb
     ("Vale joined Tsar Peter in ", "tsar peter")],     # a title beside a name of its own
)
def test_a_named_object_of_another_thing(before: str, other: str) -> None:
    assert acted_on_other(before, _own) == other


def test_read_only_for_a_question_whose_subject_undergoes_the_act() -> None:
    text = "Ada Vale opened the Institute for Young Weavers at Arden in 1816."
    at = text.index("1816")
    assert other_subject_event(text, at, _own, doer=False) == "institute young weavers"
    assert other_subject_event(text, at, _own, doer=True) != "institute young weavers"
