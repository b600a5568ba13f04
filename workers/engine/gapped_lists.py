"""A gapped list: "Tegel closed in 2020, Tempelhof in 2008" dates each name by its own part.

A sentence may state one verb for several subjects, writing it once and leaving it out of the
parts after the first: ", NAME in VALUE" (or "on", "at", "by"; "and" may open the part). Each
part's value is its own name's. When such a gapped part names one of the question's own
capitalised words and holds a candidate value, that value answers; a candidate before it
whose clause (from the last comma, semicolon, colon or dash) opens on a capitalised name that
is none of the question's words is the other name's, and stands aside. Invariant: a sentence
with no gapped part naming the question's thing keeps every candidate, and so does a
candidate whose clause opens on the question's name or on a lower-case word. A gapped part
dated from the part before it ("Martha the pigeon went in 1914 and Incas the parakeet four
years later") holds no value of its own, yet the values before it are the other name's all
the same, when that part names the question's thing. Pure.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from workers.engine.values import Value

_NAME = r"[A-Z][\w'’-]*(?:[^\S\n]+[A-Z][\w'’-]*){0,3}"
_GAPPED = re.compile(
    rf",[^\S\n]+(?:and[^\S\n]+)?(?P<name>{_NAME})[^\S\n]+(?:in|on|at|by)[^\S\n]+$")
"""A part after a comma: a capitalised name and a preposition right before the value."""
_RELATIVE_PART = re.compile(
    rf"(?:,|[^\S\n]and)[^\S\n]+(?P<name>{_NAME})"
    r"(?:[^\S\n]+the(?:[^\S\n]+[\w'’-]+){1,4}?)?"
    r"[^\S\n]+(?:[\w-]+[^\S\n]+)?(?:years?|months?|weeks?|days?|decades?)"
    r"[^\S\n]+(?:later|earlier|after|before|on)\b")
"""A gapped part dated from the part before it: ", and Incas the Carolina parakeet four
years later" (its name, an optional apposition after "the", a count of a time unit)."""
_CLAUSE_START = re.compile(r"(?:^|[,;:—–]|[.!?](?=\s))[^\S\n]*(?P<name>[A-Z][\w'’-]*)?")
_REACH = 40
"""The most characters read before a value for its gapped part's name."""


def _own(name: str, names: frozenset[str]) -> bool:
    """Does ``name`` write one of the question's capitalised words (``names``, lower case)?"""
    return any(w.strip("'’").removesuffix("'s").lower() in names for w in name.split())


def _gapped_name(snippet: str, at: int) -> str | None:
    """The name of the gapped part right before offset ``at``, if any."""
    part = _GAPPED.search(snippet, max(0, at - _REACH), at)
    return part.group("name") if part is not None else None


def _relative_part(snippet: str, names: frozenset[str]) -> int | None:
    """The offset of the first gapped part dated from the part before it that names the
    question's thing (``_RELATIVE_PART``), if any."""
    for part in _RELATIVE_PART.finditer(snippet):
        if _own(part.group("name"), names):
            return part.start()
    return None


def _clause_opener(snippet: str, at: int) -> str | None:
    """The capitalised word opening the clause that holds offset ``at``, if any."""
    opener = None
    for found in _CLAUSE_START.finditer(snippet, 0, at):
        opener = found.group("name")
    return opener


def gapped_own(snippet: str, offset: int, candidates: Sequence[Value],
               names: frozenset[str]) -> list[Value]:
    """``candidates`` (values of ``snippet``, which starts at ``offset`` in its chunk) less
    those another name's clause states, when a gapped part names the question's thing and
    holds a candidate (module docstring)."""
    if not candidates or not names:
        return list(candidates)
    owned = [v for v in candidates
             if (name := _gapped_name(snippet, v.start - offset)) is not None
             and _own(name, names)] if len(candidates) > 1 and ", " in snippet else []
    if owned:
        first = min(v.start for v in owned)
    elif (relative := _relative_part(snippet, names)) is not None:
        first = offset + relative  # every candidate before it is the other part's
    else:
        return list(candidates)
    out: list[Value] = []
    for value in candidates:
        opener = None if value in owned or value.start > first else _clause_opener(
            snippet, value.start - offset)
        if opener is None or _own(opener, names):
            out.append(value)
    return out
