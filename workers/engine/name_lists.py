"""Two names joined by "and" where a *who* question's answer stands: one answer, the pair.

"Founded by Ana Mirk and Tomo Bešić" credits both founders, and "Mirk and Bešić's museum"
credits the same two by surname; read one name each (the first of the list after an agent,
the last before a possessive), two pages that agree would name two different people.
``partner_after`` finds the second name of a pair a reading stopped before, ``partner_before``
the first name of a pair a possessive reading began after; ``paired`` reads the pair as
one name whose words are both names' (``values.same_name`` then lets "Mirk and Bešić" agree
with "Ana Mirk and Tomo Bešić", and either with one of them alone).

Invariant: only a run of capitalised words directly joined by "and" or "&" (no comma, no
lower-case word between) counts, and the partner must end where a name ends (punctuation, a
lower-case word or a possessive), so "Ana Mirk and Tomo Bešić" pairs, while "Ana Mirk and
the board" or "Ana Mirk and Tomo Bešić Foundation Trust Fund Group" (past ``MAX_WORDS``)
does not.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from workers.engine.values import Value

_PART = r"[A-Z][\w.-]*(?:[^\S\n]+[A-Z][\w.-]*){0,2}"
"""One name of a pair: one to three capitalised words (no possessive inside)."""
_AFTER = re.compile(rf"[^\S\n]+(?:and|&)[^\S\n]+({_PART})(?=['’]s\b|[^\S\n]+[a-z(]|[,.;:!?)]|$)")
_BEFORE = re.compile(rf"(?<![\w'’.-])({_PART})[^\S\n]+(?:and|&)[^\S\n]+$")


def partner_after(snippet: str, end: int) -> tuple[int, int] | None:
    """The span of the name joined to the one ending at ``end`` by "and" ("Ana Mirk| and
    Tomo Bešić"), or None."""
    found = _AFTER.match(snippet, end)
    return found.span(1) if found else None


def partner_before(snippet: str, start: int) -> tuple[int, int] | None:
    """The span of the name joined by "and" to the one starting at ``start`` ("Mirk and
    |Bešić's museum"), or None."""
    found = _BEFORE.search(snippet, max(0, start - 60), start)
    return found.span(1) if found else None


def paired(snippet: str, offset: int, value: Value,
           read: Callable[[int, int], Value | None]) -> Value:
    """``value`` (a name read in ``snippet``, which starts at ``offset`` in its chunk) with
    the name "and" joins to it, as one name of both names' words ("Ana Mirk and Tomo
    Bešić", "Mirk and Bešić"); ``value`` alone when no other name is joined to it or
    ``read`` (the name reader, by span in ``snippet``) finds no answer there."""
    start = value.start - offset
    end = start + len(value.surface)
    for span, first in ((partner_after(snippet, end), True),
                        (partner_before(snippet, start), False)):
        other = read(*span) if span is not None else None
        if other is None:
            continue
        one, two = (value, other) if first else (other, value)
        surface = snippet[one.start - offset:two.start - offset + len(two.surface)]
        return Value("text", surface, surface, one.start, "name",
                     exact=f"{one.exact} {two.exact}")
    return value
