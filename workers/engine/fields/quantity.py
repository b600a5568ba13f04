"""Quantities: durations, sizes, percentages and counts, normalised to one base unit each.

Durations normalise to seconds (a month is 1/12 of an average Gregorian year, so
"12 months" = "1 year" while "1 month" differs from "30 days"); "2 weeks" = "14 days".
Sizes normalise to bytes (KB = 1000, KiB = 1024). Counts are a number with the noun it
counts ("1,000 requests", "5 users"), optionally per a period (also past an "of" phrase,
``of_periods``): rates compare per hour, so "100 requests per minute" = "6,000 requests
per hour". The noun is part of the dimension, so requests and users are never compared.
The patterns are ``quantity_patterns``'s, the reading of a match ``quantity_values``'s.
"""

from __future__ import annotations

import re

from workers.engine.clause_numbers import DIVISIONS
from workers.engine.fields import coded_counts, defined_units, fractions, restated
from workers.engine.fields.compound import durations, joined
from workers.engine.fields.durations import duration_display
from workers.engine.fields.quantity_patterns import ANCHORED, PATTERN
from workers.engine.fields.quantity_patterns import FRACTIONS as _FRACTIONS
from workers.engine.fields.quantity_values import read_match as _read
from workers.engine.fields.ranges import ranged
from workers.engine.fields.scan import Scan
from workers.engine.fields.spans import Taken
from workers.engine.numbers import NUMBER_WORDS
from workers.engine.values import Value

__all__ = ["ANCHORED", "PATTERN", "extract", "reread_prefix"]

_DURATION_WORDS = frozenset(
    "d day days h hr hrs hour hours m min mins minute minutes s sec secs second seconds".split()
)
"""The unit words a compound duration holds (as the text's words: "8m20s" holds m and s)."""


def extract(text: Scan, taken: Taken) -> list[Value]:
    """Quantities in ``text``, in order of appearance (matched on its lower-case twin). A
    range ("3-5 business days", "three to five working days") reads as its upper end, the
    value it commits to."""
    fractional = fractions.worth_trying(text.text, text.words)
    if not text.has_digit and text.words.isdisjoint(NUMBER_WORDS) and not fractional:
        return []
    found: list[Value] = defined_units.extract(text, taken)  # "22M" beside "M = nautical miles"
    if fractional:  # "1 1/4 miles", "a mile and a quarter": before "a mile" is read alone
        for fraction in fractions.extract(text.text, text.lower, text.words, _FRACTIONS,
                                             _reread):
            if taken.full:
                break
            if not taken.overlaps(fraction.start, fraction.end):
                taken.add(fraction.start, fraction.end)
                found.append(fraction)
    found.extend(coded_counts.extract(text, taken))  # "six AA batteries": before "six aa"
    defined = len(found)
    if not text.has_digit and text.words.isdisjoint(NUMBER_WORDS):
        return found
    if text.has_digit and not text.words.isdisjoint(_DURATION_WORDS):
        # "8 min 20 s", "2h16": one duration, read before its parts
        for compound in durations(text.text, text.lower):
            if taken.full:
                break
            if not taken.overlaps(compound.start, compound.end):
                compound.display = duration_display(compound.magnitude or 0.0, "second")
                taken.add(compound.start, compound.end)
                found.append(compound)
    compounds = len(found) - defined
    for match in ANCHORED.finditer(text.lower):
        if taken.full:
            break
        start, end = match.span()
        if taken.overlaps(start, end) or _numbers_a_clause(match, text.text) \
                or _numbers_a_division(start, text.text) \
                or _distributed_one(match, text.lower) or _pronoun_one(match, text.lower):
            continue
        value = _read(match, start, text.text)
        if value is not None:
            taken.add(start, end)
            found.append(value)
    if compounds or defined:
        found.sort(key=lambda v: v.start)
    whole = joined(found, text.text, lambda seconds: duration_display(seconds, "second"))
    return restated.one_claim(ranged(whole, text.text, _reread), text.text, taken)


_CLAUSE_NUMBER = re.compile(r"\d+(?:\.\d+)+ [A-Z]")
_UNIT_GROUPS = ("dur", "size", "pct", "temp", "measure")


def _numbers_a_clause(match: re.Match[str], text: str) -> bool:
    """Does ``match`` open a line with a clause's number ("2.1 Taster days take …", "4.3
    Hire weeks run …")? A dotted number at a line's start before a capitalised word that is
    no unit numbers the clause; the unit further on is the clause's noun, no amount of it."""
    start = match.start()
    if (start and text[start - 1] != "\n") or not _CLAUSE_NUMBER.match(text, start):
        return False
    unit = next((match.start(g) for g in _UNIT_GROUPS if match.start(g) >= 0), -1)
    return unit != text.index(" ", start) + 1


_DIVISION = re.compile(
    rf"[^\S\n]*(?:[-•*][^\S\n]*)?(?:{DIVISIONS})[^\S\n]+$")
"""A document division's name opening a line, right before its number."""
_DIVISION_NUMBER = re.compile(r"\d+(?:\.\d+)*(?:[:.)]|[^\S\n]+[A-Z(])")
"""The division's number, then its heading's capital or a stop: "9 Overtime", "4.2:"."""


def _numbers_a_division(start: int, text: str) -> bool:
    """Does the number at ``start`` number a division of the document its line opens with
    ("Clause 9 Overtime: …", "Section 4 Deposits", "Rule 3: …"): never a count of the word
    after it ("Rule 3 members …" in lower case still counts members)."""
    line = text.rfind("\n", 0, start) + 1
    return 5 <= start - line <= 16 and _DIVISION.match(text, line, start) is not None \
        and _DIVISION_NUMBER.match(text, start) is not None


_NEXT_ITEM = re.compile(
    r"[^.;!?]*?(?:,|\b(?:and|or|while|but|whereas))[^\S\n]+(?:(?P<one>one)(?:[^\S\n]+"
    r"(?P<word>[a-z]+))?|another|the[^\S\n]+other)\b")
"""A later item of a distributive enumeration in the same sentence: ", one …", "and another"."""
_LATER_ITEM = re.compile(
    r"\bone[^\S\n]+(?P<noun>[a-z]+)\b[^.;!?]*(?:,|\b(?:and|or|while|but|whereas))[^\S\n]+$")
"""An earlier "one" item in the sentence, and a coordinator right before this one."""
_ELIDED = frozenset("for in at on to with from by near".split())
"""Prepositions after a later item's "one" that show its noun left out ("…, one for the old");
never "of" ("one lake, one of the largest …" is an apposition)."""


def _distributed_one(match: re.Match[str], lower: str) -> bool:
    """Is ``match`` a "one" that opens a distributive enumeration ("one lake for the young,
    one for the old and one for the rest", "one tower …, another …", "one lake …, one lake
    …")? Its items name one of the things each, never how many there are: no total. A
    later item must leave its noun out, repeat the first's or say "another" / "the other":
    "one runway and one helipad" counts two kinds of thing, each once."""
    if match.group("cnum") != "one":
        return False
    noun = match.group("noun")
    earlier = _LATER_ITEM.search(lower, max(0, match.start() - 200), match.start())
    if earlier is not None and (noun in _ELIDED or noun == earlier.group("noun")):
        return True  # "…, one lake is blue": a later item itself
    item = _NEXT_ITEM.match(lower, match.end())
    if item is None:
        return False
    word = item.group("word")
    return item.group("one") is None or word is None or word in _ELIDED \
        or word == noun


_PRONOUN_DETERMINER = re.compile(r"\b(?:each|every|any|no|this|that|which)[^\S\n]+$")
"""A determiner right before a "one" that makes it a pronoun ("each one", "no one")."""


def _pronoun_one(match: re.Match[str], lower: str) -> bool:
    """Is ``match`` a "one" a determiner makes a pronoun ("capped at 8 dogs so each one
    gets floor time", "no one may enter", "at any one time")? It stands for a thing already
    named, never how many of the next word there are. "the one survivor" stays a count."""
    return match.group("cnum") == "one" and match.start() > 0 \
        and _PRONOUN_DETERMINER.search(lower, max(0, match.start() - 7), match.start()) is not None


def _reread(text: str) -> Value | None:
    """The one quantity ``text`` is, whole ("2 °C", "10 weeks"), else None."""
    match = PATTERN.fullmatch(text.lower())
    return _read(match, 0, text) if match is not None else None


def reread_prefix(text: str) -> Value | None:
    """The quantity ``text`` starts with ("40 years) and more" reads "40 years"), else None."""
    match = PATTERN.match(text.lower())
    return _read(match, 0, text) if match is not None else None

