"""A percentage that a clause opens by naming its own rate: "VAT at 20%", "Interest at 3%".

"2.2 VAT at 20% is charged on the buyer's premium only" states the rate of VAT, not of the
premium the sentence also names: the clause opens on a noun and "at" right before the
percentage, and that noun is what the percentage measures. When the question never writes
that noun ("What buyer's premium is charged …?"), the percentage answers another question
and is dropped. Invariants: only percentages; only a capitalised noun (or an acronym) that
opens its sentence or clause (after a clause number, a colon, a semicolon or a comma), no
past form in "-ed" ("Charged at 22%" names no rate of its own); a noun the question writes
keeps its value. Pure; claims are replaced, never mutated.
"""

from __future__ import annotations

import re

from schemas.types import FieldType
from workers.engine.claims import Claim
from workers.engine.kept_values import kept
from workers.engine.query_memo import per_query
from workers.engine.terms import stem
from workers.engine.values import Value

_NAMED_RATE = re.compile(
    r"(?:^|[:;,(][^\S\n]*|\n|(?<=\d)[^\S\n]+|(?<=\d\.)[^\S\n]+)"
    r"(?P<noun>[A-Z]{2,5}|[A-Z][a-z]+)[^\S\n]+at[^\S\n]+$")
"""A clause opening on a capitalised noun or an acronym and "at", right before a value."""
_WORD = re.compile(r"[A-Za-z]+")


@per_query
def _query_stems(query: str) -> frozenset[str]:
    return frozenset(stem(w) for w in _WORD.findall(query))


def named_rate(text: str, value: Value) -> str:
    """The noun (lower case) a clause of ``text`` opens on right before ``value`` ("VAT" of
    "VAT at 20%"), when ``value`` is a percentage; "" otherwise."""
    if value.field != "quantity" or value.dimension != "percent":
        return ""
    found = _NAMED_RATE.search(text, max(0, value.start - 40), value.start)
    if found is None or found["noun"].endswith("ed"):
        return ""
    return found["noun"].lower()


def other_rates_dropped(claims: list[Claim], text: str, query: str) -> list[Claim]:
    """``claims`` without the percentages of ``text`` that a clause names as the rate of a
    noun the question never writes (module docstring)."""
    if not claims or " at " not in text or ("%" not in text and "per" not in text.lower()):
        return claims
    asked = _query_stems(query)

    def keep(_c: Claim, _f: FieldType, v: Value) -> bool:
        noun = named_rate(text, v)
        return not noun or stem(noun) in asked

    return kept(claims, keep)
