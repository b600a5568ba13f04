"""A quantity match read into its value: a duration in seconds (or business days), a size in
bytes, a percentage, a temperature in °C, a physical measure in SI units, or a count (or a
rate per hour) of a noun.

Reads one ``quantity_patterns.PATTERN`` match and the text around it. Invariants: a match
that states no quantity the text commits to (a year, a model name, a page's furniture, a
capital that is no unit) reads as None; equal quantities written in different units read as
equal magnitudes of one dimension.
"""

from __future__ import annotations

import re

from workers.engine.fields import areas, of_periods
from workers.engine.fields.durations import (
    BUSINESS_DAYS,
    DURATION_S,
    duration_display,
    plausible_duration,
)
from workers.engine.fields.measures import measure
from workers.engine.numbers import SCALE_WORDS, format_number, parse_number, scaled
from workers.engine.terms import SAME_IN_BOTH_NUMBERS
from workers.engine.values import Value

_SIZE_B = {
    "byte": 1, "b": 1, "kb": 10**3, "mb": 10**6, "gb": 10**9, "tb": 10**12,
    "kib": 2**10, "mib": 2**20, "gib": 2**30, "tib": 2**40,
}
_SIZE_WORDS = {"kilobyte": "kb", "megabyte": "mb", "gigabyte": "gb", "terabyte": "tb"}
_YEAR = re.compile(r"(?:19|20|21)\d\d|1[1-8](?!00)\d\d")
"""A number that reads as a year before a word ("2024 edition", "the 1885 Rover", "1861 first
Melbourne Cup run", "1837 founded"): 1900-2199, or 1100-1899 unless a round hundred ("1000
requests/hour", "1500 words" count)."""
_NOT_COUNTED = frozenset(
    "and or to of the a an in on at for per by from with than percent cent "
    "more less fewer days day am pm is are was were be until till through into as when since "
    "after before answer reply comment upvote they you she him her them their".split()
)
"""Words after a number that count nothing the text states: a page's own furniture ("19
answers", "3 replies", "12 comments") counts its readers' posts, never its subject; a
personal pronoun opens the next clause ("at 16 or 17 they can …")."""
_VERBS_AFTER = frozenset(
    "must might could shall should would will may cannot has have had".split())
"""Modal and auxiliary verbs, as written after a number: they open the clause the number's
noun phrase is the subject of ("Skaters under 12 must have …", "over 65 cannot start"), they
count nothing ("can", "does" are also nouns: "3 cans", "two does")."""


def read_match(match: re.Match[str], start: int, original: str) -> Value | None:
    """The quantity ``match`` (found at ``start`` in ``original``) states, else None."""
    if match.group("cnum") is not None:
        if _singular(match.group("noun").lower()) in _NOT_COUNTED \
                or match.group("noun").lower() in _VERBS_AFTER:
            return None  # "1 and", "19 answers", "under 12 must": nothing is counted
        end = match.end()
        return _count(match, start, original[start:end], original[max(0, start - 30) : start],
                      original[end : end + 40])
    g = match.groupdict()
    surface = original[start : match.end()]
    number = parse_number(g["num"])
    if number is not None and g["scale"]:
        number = scaled(number, g["scale"])
    if number is None:
        return None
    if g["dur"]:
        unit = _singular(g["dur"].lower())
        if not plausible_duration(g["num"], unit, surface, original[max(0, start - 30):start],
                                  original[match.end() : match.end() + 4]):
            return None
        seconds = number * DURATION_S[unit]
        kind = (g["bd"] or "").lower()
        if kind in ("business", "working") and unit in BUSINESS_DAYS:
            days = number * BUSINESS_DAYS[unit]
            display = f"{format_number(days)} business day"
            return Value("quantity", display, surface, start, "business-duration", days)
        display = duration_display(seconds, unit)
        return Value("quantity", display, surface, start, "duration", seconds)
    if g["temp"]:
        celsius = number if g["temp"].rstrip().endswith(("c", "celsius")) else (number - 32) / 1.8
        celsius = round(celsius, 6)
        return Value("quantity", f"{format_number(celsius)} °C", surface, start, "temperature",
                     celsius)
    if g["measure"]:
        if len(g["measure"]) <= 2 and not surface[:1].isdigit():
            return None  # "at", "an m…": a one- or two-letter unit needs digits before it
        written = original[match.start("measure") : match.end("measure")]
        if written in _CAPITAL_NOT_UNIT:
            return None  # "5G", "4M": a network generation, a million; never grams, metres
        if written[:2] in ("Kn", "KN") and len(written) == 2:
            return None  # "25.00 Kn": the Croatian kuna; a knot is written "kn"
        if areas.square_metres(written) is not None:  # "965 ha", "3.7 sq mi", "48 km²"
            return areas.area(written, number, surface, start, original[match.end():][:8])
        kind = _KIND_AFTER.match(original, match.end())
        if kind is not None and written.lower().startswith("mile"):
            written = f"{kind.group(1).lower()} mile"  # "628 miles (nautical)"
        return measure(written, number, surface, start)
    if g["size"]:
        unit = g["size"].lower()
        unit = unit.rstrip("s") if unit.endswith(("byte", "bytes")) else unit
        unit = _SIZE_WORDS.get(unit, unit)
        size = number * _SIZE_B[unit]
        return Value("quantity", f"{format_number(size)} byte", surface, start, "size", size)
    return Value("quantity", f"{format_number(number)}%", surface, start, "percent", number)


_KIND_AFTER = re.compile(r"[^\S\n]?\((nautical|statute)\)", re.IGNORECASE)
"""The kind of mile written in brackets after it: "628 miles (nautical)" is 628 nmi."""
_CAPITAL_NOT_UNIT = frozenset({"G", "M", "T"})
"""One-letter units written only in lower case (g, m, t): a capital is something else."""
_UNIT_AFTER = re.compile(r"[^\S\n]*[^\W\d_]")
_OF_PRONOUN = re.compile(r"[^\S\n]+of[^\S\n]+(?:them|these|those)\b", re.IGNORECASE)
"""A scale word before "of them" / "of these" ("close to 8 million of them"): the scaled
number counts what the pronoun names, spoken of before; "of" starts no unit, so the scale
keeps its value (8,000,000, never the bare 8)."""
_NAME_BEFORE = re.compile(r"(?<![.!?:]\s)(?<!^)\b[A-Z][A-Za-z]*\s$")


def _count(
    match: re.Match[str], start: int, surface: str, before: str, after: str
) -> Value | None:
    """The count or rate a count match states, else None (its noun counts something:
    ``read_match`` asked ``_NOT_COUNTED`` first)."""
    raw, written = match.group("cnum"), match.group("noun").lower()
    noun = _singular(written)
    scale = match.group("cscale") or ("thousand" if match.group("kilo") else "")
    if not match.group("kilo") and written in SCALE_WORDS:
        scale = written  # "146 million.": a scaled number that counts no noun
    if raw.lower() in ("a", "an", "single") or (
            not scale and ("." in raw or _YEAR.fullmatch(raw))):
        return None  # "a manager", "7.2 Invoices" (a section), "2024 edition" (a year)
    if _NAME_BEFORE.search(before) and noun != "time":
        return None  # "AquaPure 300 replacement filter", "Windows 11 laptops": a model name
        # ("won the Iditarod four times" counts occasions: no model is named in "times")
    if match.group("kilo") and surface[len(raw)] != "k":
        return None  # "3K mini-LED", "1.4K replies": a capital K is a resolution or furniture
    number = parse_number(raw)
    if number is not None and scale:
        number = scaled(number, scale)
    if number is None:
        return None
    if written == scale:
        if _UNIT_AFTER.match(after) and not _OF_PRONOUN.match(after):
            return None  # "17.1 million km²": a measure whose unit is not read here
        return Value("quantity", format_number(number), surface, start, "count", number)
    per = match.group("per") or of_periods.period_after_of(after) \
        or of_periods.period_before(before)
    if per is None:
        return Value("quantity", f"{format_number(number)} {noun}", surface, start,
                     f"count:{noun}", number)
    hourly = number * 3600.0 / DURATION_S[per]  # rates compare per hour: 100/min = 6000/h
    display = f"{format_number(number)} {noun} per {per}"
    return Value("quantity", display, surface, start, f"rate:{noun}", round(hourly, 9))


def _singular(word: str) -> str:
    """The singular of a counted noun or unit ("trees" → "tree"; "species" stays whole:
    ``terms.SAME_IN_BOTH_NUMBERS``)."""
    if word in ("ms", "mins", "hrs", "secs", "yrs"):
        return {"ms": "ms", "mins": "min", "hrs": "hr", "secs": "sec", "yrs": "yr"}[word]
    if word in SAME_IN_BOTH_NUMBERS:
        return word
    if word.endswith("ies"):
        return word[:-3] + "y"
    if word.endswith("s") and not word.endswith("ss") and len(word) > 3:
        return word[:-1]
    return word
