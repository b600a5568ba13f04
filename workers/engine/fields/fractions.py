"""Fractions of a unit: the other ways one amount is written ("1¼ miles" = "1 1/4 miles" =
"a mile and a quarter" = "one and a quarter miles"; "1/72 in" = "one seventy-second of an
inch").

A fraction counts only before a unit (``unit``: the quantity reader's units): a bare "24/7"
or "9/11" is no amount, and "1/12 teaspoon" (no unit) is left to the count reader. Forms:
digits and a fraction ("1 1/4 miles", "1¼ miles", "1 ¼ mi", "¼ mile", "1⁄72 in"; a written
fraction's numerator is below its denominator, so a date "3/4" before a unit is still read
only as three quarters, and its terms share no factor: "8/500 mg" and "30/500 mg" are the
strengths of two ingredients, a ratio of two amounts, never a fraction of a milligram); a
number and a unit and "and a half" or "and a quarter" ("a mile and a quarter", "2 hours
and a half"), or the number and "and a half" before the unit ("33 and a half hours", "two
and a half days"); a spelled fraction of one unit ("one seventy-second of an inch", "three
quarters of an hour", "half a mile", "a quarter mile"); a decimal of one unit ("0.33 of an
inch"); "in" for inches after a written fraction before a stop or a dimension's word ("A:
1/3 in.", "1/4 in thick"). Each is read as the decimal number before the unit (``reread``,
the quantity reader itself), so every unit and normalisation stays the quantity reader's;
the span is the whole phrase, so nothing inside it ("an inch", "three quarters") is read
again.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass, replace
from math import gcd

from workers.engine.numbers import WORD_NUMBER_PATTERN, format_number, parse_number
from workers.engine.values import Value

VULGAR = {"½": 0.5, "¼": 0.25, "¾": 0.75, "⅓": 1 / 3, "⅔": 2 / 3, "⅛": 0.125, "⅜": 0.375,
          "⅝": 0.625, "⅞": 0.875, "⅕": 0.2, "⅖": 0.4, "⅗": 0.6, "⅘": 0.8, "⅙": 1 / 6,
          "⅚": 5 / 6}
"""Unicode vulgar fractions."""
_ORDINALS = {
    "half": 2, "halve": 2, "third": 3, "quarter": 4, "fourth": 4, "fifth": 5, "sixth": 6,
    "seventh": 7, "eighth": 8, "ninth": 9, "tenth": 10, "eleventh": 11, "twelfth": 12,
    "sixteenth": 16, "twentieth": 20, "thirtieth": 30, "fortieth": 40, "fiftieth": 50,
    "sixtieth": 60, "hundredth": 100, "thousandth": 1000,
}
"""Denominators written as words (a plural adds "s": "three quarters", "two thirds")."""
_TENS = {"twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70,
         "eighty": 80, "ninety": 90}
_UNIT_ORDINALS = {"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6,
                  "seventh": 7, "eighth": 8, "ninth": 9}
_UNIT_ORDINAL_WORDS = frozenset((*_UNIT_ORDINALS, *(f"{w}s" for w in _UNIT_ORDINALS)))
_ORDINAL = (
    r"(?:(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)-(?:first|second|third"
    r"|fourth|fifth|sixth|seventh|eighth|ninth)|" + "|".join(sorted(_ORDINALS, key=len,
                                                                     reverse=True)) + ")"
)
"""A denominator word: never "second" alone ("a second of" is a time), but "seventy-second"."""
_NUMERATOR = r"(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven)"
_AND_A = (r"[^\S\n]+and[^\S\n]+(?P<{}>a[^\S\n]+half|a[^\S\n]+quarter|one[^\S\n]+half"
          r"|a[^\S\n]+third|three[^\S\n]+quarters)")
"""What "and" adds to a whole number of units ("a mile and a quarter")."""
_INCH_MARK = (r"in(?=[^\S\n]*(?:[.,;:)]|$)|[^\S\n]+(?:long|wide|tall|thick|deep|high"
              r"|across)\b)")
""""in" for inches, only after a written fraction and before a stop or a dimension's word
("A: 1/3 in.", "1/4 in thick"): elsewhere it is the preposition ("1/3 in weight")."""
_AFTER_FEET = re.compile(r"(?:ft|foot|feet)[^\S\n]*$")
_WORDS_BEFORE_UNIT = frozenset(
    ("half", "halves", "quarter", "quarters", "third", "thirds")
)


@dataclass(frozen=True, slots=True)
class Patterns:
    """The fraction phrases before a unit, one pattern per family, each tried only when its
    cheap necessary condition holds (``extract``)."""

    marked: re.Pattern[str]
    """"1 1/4 miles", "1/72 in", "1⁄72 in": a fraction mark."""
    vulgar: re.Pattern[str]
    """"1¼ miles", "¼ mile": a vulgar fraction."""
    spelled: re.Pattern[str]
    """"a mile and a quarter", "one seventy-second of an inch", "half a mile"."""


def patterns(unit: str) -> Patterns:
    """The fraction phrases before ``unit`` (a regex of every unit, its groups unnamed)."""
    gap = r"[^\S\n]"
    unit = rf"(?=[a-z%°µ])(?:{unit})(?![\w/])"  # a cheap first check before the alternation
    before = r"(?<![\w.,/⁄:$€£¥-])"
    and2, and3 = _AND_A.format("and2"), _AND_A.format("and3")
    return Patterns(
        re.compile(
            rf"{before}(?=\d)(?:(?P<whole>\d{{1,3}})(?:{gap}|-))?(?P<num>\d{{1,3}})[/⁄]"
            rf"(?P<den>\d{{1,4}})(?![\d/⁄.,]){gap}?-?{gap}?(?P<unit>{unit}|{_INCH_MARK})"),
        re.compile(
            rf"{before}(?P<whole2>\d{{1,3}})?{gap}?(?P<vulgar>[{''.join(VULGAR)}]){gap}?-?{gap}?"
            rf"(?P<unit1>{unit})"),
        re.compile(
            rf"(?<![\w-])(?:"
            rf"(?P<n>{WORD_NUMBER_PATTERN}|\d{{1,3}}(?:\.\d+)?){gap}+(?P<unit2>{unit}){and2}\b"
            rf"|(?P<n3>{WORD_NUMBER_PATTERN}|(?<![\d.,])\d{{1,3}}(?:,\d{{3}})*){and3}{gap}+(?P<unit3>{unit})"
            rf"|(?P<half>half){gap}+an?{gap}+(?P<unit5>{unit})"
            rf"|(?<![\d.,])(?P<dec>0?\.\d{{1,4}}){gap}+of{gap}+an?{gap}+(?P<unit6>{unit})"
            rf"|(?P<snum>{_NUMERATOR})(?:{gap}|-)(?P<ord>{_ORDINAL})s?(?:{gap}+of)?{gap}+"
            rf"(?:an?{gap}+)?(?P<unit4>{unit}))"),
    )


_SPELLED = frozenset({*_WORDS_BEFORE_UNIT, *_ORDINALS, *(f"{w}s" for w in _ORDINALS)})
"""The words of which one is written by every spelled fraction (a tens ordinal's second
half, "seventy-second", is a word of its own: ``_UNIT_ORDINALS``)."""


def _spelled_words(words: frozenset[str]) -> bool:
    return not words.isdisjoint(_SPELLED) or (
        not words.isdisjoint(_TENS) and not words.isdisjoint(_UNIT_ORDINAL_WORDS))


_DECIMAL_OF = re.compile(r"\.\d+[^\S\n]+of[^\S\n]+an?[^\S\n]", re.IGNORECASE)
"""A decimal fraction of one unit ("0.33 of an inch"): read as that many units."""


def worth_trying(text: str, words: frozenset[str]) -> bool:
    """A cheap necessary condition: a fraction mark, a vulgar fraction, a fraction word or
    a decimal of one unit."""
    return "/" in text or "⁄" in text or any(c in text for c in VULGAR) \
        or _spelled_words(words) or ("of a" in text and _DECIMAL_OF.search(text) is not None)


def extract(text: str, lower: str, words: frozenset[str], found: Patterns,
            reread: Callable[[str], Value | None]) -> Iterator[Value]:
    """The fraction phrases of ``text`` (``lower`` its lower-case twin, ``words`` its words),
    each as the value of its decimal number before its unit, spanning the whole phrase; in
    order within each family (marked, vulgar, spelled)."""
    families = (
        (found.marked, "/" in text or "⁄" in text),
        (found.vulgar, any(c in text for c in VULGAR)),
        (found.spelled, _spelled_words(words) or _DECIMAL_OF.search(lower) is not None),
    )
    for pattern, worth in families:
        if not worth:
            continue
        for match in pattern.finditer(lower):
            amount, unit = _amount(match)
            if amount is None or amount <= 0 or unit is None:
                continue
            written = text[unit[0]:unit[1]]
            if written == "in" and _AFTER_FEET.search(lower, 0, match.start()):
                continue  # "7 ft 11 5/8 in": the inches of a compound length, not alone
            value = reread(f"{format_number(amount)} {'inch' if written == 'in' else written}")
            if value is not None:
                start, end = match.span()
                yield replace(value, surface=text[start:end], start=start)


def _amount(match: re.Match[str]) -> tuple[float | None, tuple[int, int] | None]:
    g = match.groupdict()
    if g.get("unit") is not None:
        num, den = int(g["num"]), int(g["den"])
        if not 0 < num < den:
            return None, None  # "9/11", "24/7", "3/2": no fraction of a unit
        if gcd(num, den) > 1:
            return None, None  # "8/500 mg", "30/500 mg": two amounts, a strength
        return (float(g["whole"]) if g["whole"] else 0.0) + num / den, match.span("unit")
    if g.get("unit1") is not None:
        whole = float(g["whole2"]) if g["whole2"] else 0.0
        return whole + VULGAR[g["vulgar"]], match.span("unit1")
    if g["unit2"] is not None or g["unit3"] is not None:
        n = parse_number(g["n"] or g["n3"])
        if n is None:
            return None, None
        return n + _AND[" ".join((g["and2"] or g["and3"]).split())], match.span(
            "unit2" if g["unit2"] is not None else "unit3")
    if g["unit5"] is not None:
        return 0.5, match.span("unit5")
    if g["unit6"] is not None:
        return float(g["dec"]), match.span("unit6")
    denominator = _denominator(g["ord"])
    numerator = parse_number(g["snum"])
    if denominator is None or numerator is None:
        return None, None
    return numerator / denominator, match.span("unit4")


_AND = {"a half": 0.5, "one half": 0.5, "a quarter": 0.25, "a third": 1 / 3,
        "three quarters": 0.75}


def _denominator(word: str) -> int | None:
    if word in _ORDINALS:
        return _ORDINALS[word]
    tens, _, unit = word.partition("-")
    if tens in _TENS and unit in _UNIT_ORDINALS:
        return _TENS[tens] + _UNIT_ORDINALS[unit]
    return None
