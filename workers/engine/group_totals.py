"""A group's total said after its counted part: "a dozen monks and their prior, thirteen men in
all" states thirteen.

A page may count a group by its main part, name the rest of it without a number ("a dozen
monks and their prior", "ten riders and their guide") and then give the whole (", eleven
people in all"). The total, said with "in all", "in total", "all told" or "altogether" right
after it, is the size of the group the sentence is about: the part alone, read as the answer,
would seem to dispute the total other pages give. Reads one sentence's values.

Invariant: a count of the asked noun is replaced only when, right after it, "and" (or "plus",
"with") and at most four words holding no number nor article ("their prior", never "a bus"),
then a comma, lead to a larger count that "in all" (or the like) follows; the total keeps the
asked noun and its surface runs from the part to the total, so the sentence cited states both.
A part followed by another count ("15 cars and 3 buses, 18 vehicles in all") is a breakdown
whose total counts other things: left as it is.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from workers.engine.numbers import NUMBER_WORDS
from workers.engine.predicates import canonical, matches
from workers.engine.terms import stem
from workers.engine.values import Value

_REST = re.compile(
    r"[^\S\n]+(?:and|plus|with)[^\S\n]+(?P<rest>[^\W\d_][^,;:()\d\s]*+"
    r"(?:[^\S\n]+[^,;:()\d\s]++){0,3}),[^\S\n]*",
    re.IGNORECASE)
"""The rest of the group, named in at most four words without digits ("and their prior"),
and the comma before its total."""
_IN_ALL = re.compile(r"[^\S\n]+(?:in[^\S\n]+all|in[^\S\n]+total|all[^\S\n]+told|altogether)\b",
                     re.IGNORECASE)
_COUNTING = NUMBER_WORDS | {"a", "an", "single"}
"""Words that count the rest ("and a bus", "and two guides"): another thing counted, no
member of the group named by its role ("and their prior")."""


def group_totals(snippet: str, offset: int, candidates: Sequence[Value],
                 values: Sequence[Value], counted: str) -> list[Value]:
    """``candidates`` (counts read in ``snippet``, which starts at ``offset`` in its chunk)
    with each count of the ``counted`` noun that a stated total of its group follows (module
    docstring) read as that total; ``values`` are every value the sentence holds."""
    if not counted or not _IN_ALL.search(snippet):
        return list(candidates)
    return [_total(snippet, offset, value, values, counted) for value in candidates]


def _total(snippet: str, offset: int, part: Value, values: Sequence[Value], counted: str
           ) -> Value:
    """The total of ``part``'s group when the sentence states it, else ``part``."""
    if not _counts(part, counted) or part.magnitude is None:
        return part
    rest = _REST.match(snippet, part.end - offset)
    if rest is None or any(word.lower() in _COUNTING for word in rest.group("rest").split()):
        return part
    total = next((v for v in values if v.start - offset == rest.end()), None)
    if total is None or total.field != "quantity" or total.magnitude is None \
            or total.low is not None or not total.dimension.startswith("count") \
            or total.magnitude <= part.magnitude \
            or _IN_ALL.match(snippet, total.end - offset) is None:
        return part
    noun = part.dimension.split(":", 1)[1]
    return Value("quantity", f"{total.magnitude:g} {noun}",
                 snippet[part.start - offset : total.end - offset], part.start,
                 part.dimension, total.magnitude)


def _counts(value: Value, counted: str) -> bool:
    """Does ``value`` count the ``counted`` noun?"""
    return value.field == "quantity" and value.dimension.startswith("count:") \
        and matches(canonical(stem(value.dimension.split(":", 1)[1])), frozenset({counted}))
