"""The asked event with another named object: "Sendak also won the Hans Christian Andersen
Award, in 1970" for when the book won the Caldecott Medal.

A *when* question whose event word takes a capitalised object ("win the Caldecott Medal",
"join the Royal Society": ``Event.objects``) asks for that one winning or joining. A date
whose sentence writes, before it, the event's word followed (past "the" at most) by a name of
capitalised words (the whole noun phrase: "the Delft draper" names a person by a place) none
of which is a word of the question dates the same act on another
thing: another prize, another society. Invariants: only a question with objects is read; an
object sharing a word with the question ("won the Caldecott in 1964", "murdered Becket in
the cathedral" for "was Becket murdered in Canterbury Cathedral?"; a code by its letters), a
possessive ("won Britain's top prize"), a pronoun or lower-case object, and a sentence without
the event word before the date stay the question's. The last event word before the date is
the one read. Pure.
"""

from __future__ import annotations

import re

from workers.engine.event_mentions import event_hits
from workers.engine.event_of_question import Event

_SENTENCE_MARK = re.compile(r"[.!?](?=[^\S\n])|\n|[^\S\n][—–][^\S\n]|[|·•;]")
_SPAN = 200
"""How far before the date its sentence is read."""
_OBJECT = re.compile(
    r"[^\S\n]+(?:the[^\S\n]+)?((?:[A-Z][\w&'’.-]*[^\S\n]+){0,4}[A-Z][\w&'’-]*)"
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
    found = _OBJECT.match(span, max(e for _, e, _ in hits))
    if found is None:
        return False
    words = found.group(1).split()
    if any(w.endswith(("'s", "’s", "'", "’")) for w in words):
        return False
    letters = {run for w in words for run in _LETTERS.findall(w.lower())}
    return letters.isdisjoint(_runs(event.objects)) and letters.isdisjoint(_runs(event.spelled))


def _runs(words: frozenset[str]) -> frozenset[str]:
    """The runs of letters of ``words`` (``_LETTERS``)."""
    return frozenset(run for w in words for run in _LETTERS.findall(w))
