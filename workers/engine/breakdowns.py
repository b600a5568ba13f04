"""A count's breakdown: "5 eyes (2 compound, 3 ocelli)" states 5, not 2 or 3.

A page that answers a count often splits it into its parts right after ("five eyes: two
compound eyes and three ocelli", "Eyes: 5 (2 compound, 3 simple)"). The parts are counts
of the same page, but no answer of their own: a page read charitably (``charitable``) must
not be taken to give a part another page picks ("a bee has two eyes"), nor count as
stating it. Reads only the page's own values; a part is a count that, with another count
the page states, adds up to the page's pick. A question that counts a noun "of" another
("How many crates of pears …") asks for a part, though: the one part the qualifier follows
("Crates: 40 (25 of apples, 15 of pears)" states 15, ``qualified_part``).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from workers.engine.questions import term_of
from workers.engine.values import Value


def _count(value: Value) -> bool:
    return value.field == "quantity" and value.magnitude is not None and (
        value.dimension == "count" or value.dimension.startswith("count:"))


def breakdown_parts(pick: Value | None, stated: Sequence[Value]) -> frozenset[float]:
    """The magnitudes of the counts of ``stated`` that are parts of ``pick`` (a count): two
    smaller counts the page states that add up to it. Empty when ``pick`` is no count."""
    if pick is None or not _count(pick) or pick.magnitude is None:
        return frozenset()
    total = pick.magnitude
    sizes = {v.magnitude for v in stated if _count(v) and v.magnitude is not None
             and 0 < v.magnitude < total}
    return frozenset(a for a in sizes if total - a in sizes and total - a != a)


def is_part(value: Value, parts: frozenset[float]) -> bool:
    """Is ``value`` a count whose magnitude is one of ``parts`` (``breakdown_parts``)?"""
    return _count(value) and value.magnitude in parts


_PART_NOUN = re.compile(r"[^\S\n]+(?:of[^\S\n]+)?([^\W\d_][\w'’-]*)")
"""The noun a part names right after it: "11 of plates", "11 plate (volumes)"."""


def qualified_part(snippet: str, offset: int, candidates: list[Value],
                   counts: Sequence[Value], qualifier: str) -> list[Value]:
    """``candidates`` (values of ``snippet``, which starts at ``offset`` in its chunk)
    replaced by the one part of a breakdown that names the question's "of"-qualifier
    (``qualifier``, a canonical stem: "How many volumes of plates …" → "plat"): "Volumes: 28
    (17 of text, 11 of plates)" states 11 volumes of plates, not 28. ``counts`` are every
    count the sentence writes (``bare_numbers.mentioned``), parts included. Unchanged when
    no candidate is a total two of ``counts`` add up to, or when not exactly one of those
    parts is followed by the qualifier (past "of")."""
    if not qualifier or not candidates or len(counts) < 2:
        return candidates
    for total in candidates:
        parts = breakdown_parts(total, counts)
        named = [v for v in counts if is_part(v, parts)
                 and _names(snippet, v.end - offset, qualifier)]
        if len(named) == 1:
            return named
    return candidates


def _names(snippet: str, end: int, qualifier: str) -> bool:
    noun = _PART_NOUN.match(snippet, end)
    return noun is not None and term_of(noun.group(1)) == qualifier
