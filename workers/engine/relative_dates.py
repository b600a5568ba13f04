"""A date followed by how far it lies from the asked event dates something else.

"has run the championships since 1956, five years after it was formed" answers when the body
was formed with 1951, not 1956: a date followed by ", <amount> <unit> after/before" and a
clause that opens on a pronoun (the sentence's own subject again: "it", "he", "their") and
carries the question's predicate word ("formed" for *founded*) is the date of
another event, placed relative to the asked one; so is one whose clause opens on "the" and a
noun of the question's predicate, then another predicate word ("was 1968, seven years after
the shop opened" when the question asks when the shop opened). For a *when* question it is
no answer.
Invariant: only *when* slots are read; a date whose offset clause carries no predicate word
("in 1956, two years after the war"), or whose clause names another subject ("in 1983, a
year after the channel launched"), stays a candidate.
"""

from __future__ import annotations

import re

from workers.engine.bare_numbers import Hit
from workers.engine.predicate_words import predicate_hits
from workers.engine.questions import Slot
from workers.engine.values import Value

_OFFSET = re.compile(
    r"[^\S\n]*,?[^\S\n]+(?:(?:some|about|around|roughly|just|only)[^\S\n]+)?"
    r"(?:\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a[^\S\n]+few"
    r"|several|twenty|thirty|forty|fifty)[^\S\n]+(?:years?|months?|decades?|weeks?|days?)"
    r"[^\S\n]+(?:after|before)[^\S\n]+(?P<clause>(?:(?:it|he|she|they|its|his|her|their)\b"
    r"|the[^\S\n]+(?P<noun>[a-z][\w'-]*))[^.;!?\n—–]{1,60})", re.IGNORECASE)
"""", five years after it was formed", ", seven years after the shop opened": the clause runs
to the sentence's or dash's end."""


def other_dated(
    snippet: str, offset: int, candidates: list[Value], slot: Slot,
    hits: list[Hit],
) -> list[Value]:
    """``candidates`` (of ``snippet``, which starts at ``offset`` in its chunk) without the
    dates placed relative to a clause holding one of the predicate ``hits`` (module
    docstring); unchanged for slots that are not *when*."""
    if slot.kind != "when" or ("after" not in snippet and "before" not in snippet):
        return candidates
    kept = []
    for value in candidates:
        found = _OFFSET.match(snippet, value.end - offset)
        if found is not None and _same_subject(found, slot) and any(
                max(found.start("clause"), found.end("noun")) <= s < found.end("clause")
                and term in slot.predicate
                for s, _, term in hits):
            continue
        kept.append(value)
    return kept


def _same_subject(found: re.Match[str], slot: Slot) -> bool:
    """Does the offset clause open on the sentence's own subject: a pronoun, or "the" and a
    noun of the question's predicate ("the shop" when it asks when the shop opened; not
    "the channel" of "on Channel 4", a name the question places its event by)?"""
    noun = found["noun"]
    return noun is None or any(t in slot.predicate for _, _, t in predicate_hits(
        noun, slot.predicate, slot.words))
