"""A timeline item's year dates its own item's event, told by the item's own subject."""

from __future__ import annotations

import pytest

from workers.engine.event_of_question import question_event
from workers.engine.tied_dates import tied
from workers.engine.timeline_items import item_subject
from workers.engine.values import Value

_OWN = frozenset("ada brind tea room rooms harrow opened open".split())
_LINE = ("Harrow timeline: 1899 Brind meets Ivo Salt · 1901 Harrow's new corn exchange opens · "
         "1930 a flood closes the quay · 1931 Ivo Salt sells the mill")


def _own(word: str) -> bool:
    return word.lower() in _OWN


@pytest.mark.parametrize(
    ("text", "at", "other"),
    [(_LINE, "1901", "harrow exchange"),          # a named owner's other thing
     (_LINE, "1930", "flood"),                    # an article's noun
     (_LINE, "1931", "ivo salt"),                 # another name
     (_LINE, "1899", ""),                         # the question's own name does it
     ("1901 Harrow's tea room opens · 1930 a flood · 1931 Ivo Salt sells", "1901", ""),
     ("1901 Harrow's new corn exchange opens · 1930 the quay shuts", "1901", ""),  # two items
     ("In 1901 Harrow's new corn exchange opens.", "1901", "")],  # prose, no timeline
)
def test_a_timeline_items_subject_owns_its_year(text: str, at: str, other: str) -> None:
    assert item_subject(text, text.index(at), _own) == other


def test_another_things_item_is_not_tied_to_the_asked_deed() -> None:
    event = question_event("In what year did Ada Brind open her first tea room in Harrow?",
                           close=True)
    assert event is not None and event.doer
    text = "1898 Brind marries · 1901 Harrow's new corn exchange opens · 1930 a flood hits"
    at = text.index("1901")
    year = Value("date", "1901", "1901", at, at + 4)
    assert not tied(text, year, event)
    own = "1898 Brind marries · 1901 Ada Brind opens her tea room · 1930 a flood hits"
    at = own.index("1901")
    assert tied(own, Value("date", "1901", "1901", at, at + 4), event)
