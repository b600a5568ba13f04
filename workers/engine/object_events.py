"""The asked event with another named object: "Sendak also won the Hans Christian Andersen
Award, in 1970" for when the book won the Caldecott Medal.

A *when* question whose event word takes a capitalised object ("win the Caldecott Medal",
"join the Royal Society": ``Event.objects``) asks for that one winning or joining. A date
whose sentence writes, before it, the event's word (in lower case), "the" and a name of
capitalised words that is the whole noun phrase ("the Delft draper" names a person by a
place), none of them a word of the question, dates the same act on another thing: another
prize, another society. Invariants: only a question with objects is read; an object sharing a
word with the question ("won the Caldecott in 1964"; a code by its letters, "the K6"), a
possessive ("won Britain's top prize"), a day or month ("starts Monday"), an object without
"the" ("published Montreal, 1869" names a place), a pronoun or lower-case object, an event
word inside a name ("the State Opening") and a sentence without the event word before the
date stay the question's. The last event word before the date is the one read. Pure.
"""

from __future__ import annotations

import re

from workers.engine.event_mentions import event_hits
from workers.engine.event_of_question import Event
from workers.engine.owner_names import CALENDAR

_SENTENCE_MARK = re.compile(r"[.!?](?=[^\S\n])|\n|[^\S\n][—–][^\S\n]|[|·•;]")
_SPAN = 200
"""How far before the date its sentence is read."""
_OBJECT = re.compile(
    r"[^\S\n]+the[^\S\n]+((?:[A-Z][\w&'’.-]*[^\S\n]+){0,4}[A-Z][\w&'’-]*)"
    r"(?=[^\S\n]*(?:[,.;:!?)]|$)|[^\S\n]+(?:for|in|on|at|by|with|from|to|and|as|after|before"
    r"|during|when|while|but)\b)")
"""A named object right after the event word, the whole of its noun phrase ("the Hans
Christian Andersen Award for …", never "the Delft draper")."""
_LETTERS = re.compile(r"[a-z]+")
"""The runs of letters a word is compared by: "K6" is the question's "K6" ("k"), "S-bend"
its "S-bend" ("s", "bend")."""


def other_object_event(text: str, start: int, event: Event) -> bool:
    """Does the sentence of the date at ``start`` of ``text`` write the question's event word
    with another named object before it (module docstring)?"""
    if not event.objects:
        return False
    begin = max(0, start - _SPAN)
    marks = [m.end() for m in _SENTENCE_MARK.finditer(text, begin, start)]
    span = text[marks[-1] if marks else begin:start]
    hits = event_hits(span.lower(), event)
    if not hits:
        return False
    at, end, _ = max(hits, key=lambda hit: hit[1])
    found = _OBJECT.match(span, end)
    if found is None or not span[at].islower():
        return False  # no object, or the event's word inside a name ("the State Opening")
    words = found.group(1).split()
    if any(w.endswith(("'s", "’s", "'", "’")) or w.lower().rstrip(".") in CALENDAR
           for w in words):
        return False  # a possessive, or a day or month ("starts Monday 9 March")
    letters = {run for w in words for run in _LETTERS.findall(w.lower())}
    return letters.isdisjoint(_runs(event.objects)) and letters.isdisjoint(_runs(event.spelled))


def _runs(words: frozenset[str]) -> frozenset[str]:
    """The runs of letters of ``words`` (``_LETTERS``)."""
    return frozenset(run for w in words for run in _LETTERS.findall(w))
