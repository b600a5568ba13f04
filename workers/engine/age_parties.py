"""A rule for an age band that leaves out the asked age rules on another party.

"May a 16-year-old drink cider with a meal …?" asks about one age; "under-16s … may not
drink alcohol, even with a meal" rules on children younger than that, and "over-65s may
travel free" on older people: neither answers the question. ``other_age_band`` reads the
age the question asks about ("a 16-year-old", "16 year olds", "aged 16") and the age bands
a ruling sentence names ("under-16s", "under 18", "anyone below 12", "over-65s").

Invariant: a sentence is set aside only when the question states one age, the sentence
names at least one band, every band it names leaves that age out, and it never writes the
age itself outside a band ("at 16 or 17 they can …" answers). Reads text only.
"""

from __future__ import annotations

import re

from workers.engine.query_memo import per_query

_ASKED_AGE = re.compile(r"\b(\d{1,2})[- ]years?[- ]olds?\b|\baged[ \t]+(\d{1,2})\b",
                        re.IGNORECASE)
_BAND = re.compile(r"\b(under|below|over|above)[- ](\d{1,2})(?:s|'s)?\b", re.IGNORECASE)


@per_query
def asked_age(query: str) -> int | None:
    """The one age ``query`` asks about, None for none or several."""
    ages = {int(m.group(1) or m.group(2)) for m in _ASKED_AGE.finditer(query)}
    return next(iter(ages)) if len(ages) == 1 else None


def other_age_band(sentence: str, query: str) -> bool:
    """Does ``sentence`` rule only on age bands that leave out the age ``query`` asks about
    (module docstring)?"""
    age = asked_age(query)
    if age is None:
        return False
    bands = [(m.group(1).lower(), int(m.group(2))) for m in _BAND.finditer(sentence)]
    if not bands or re.search(rf"\b{age}\b", _BAND.sub(" ", sentence)):
        return False
    return not any(_holds(word, bound, age) for word, bound in bands)


def _holds(word: str, bound: int, age: int) -> bool:
    """Can ``age`` belong to the band "``word`` ``bound``" ("under 16": below 16; "over
    18": 18 and up, as "over-18s" is used)?"""
    return age < bound if word in ("under", "below") else age >= bound
