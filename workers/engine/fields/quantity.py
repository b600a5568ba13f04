"""Quantities: durations, sizes, percentages and counts, normalised to one base unit each.

Durations normalise to seconds (a month is 1/12 of an average Gregorian year, so
"12 months" = "1 year" while "1 month" differs from "30 days"); "2 weeks" = "14 days".
Sizes normalise to bytes (KB = 1000, KiB = 1024). Counts are a number with the noun it
counts ("1,000 requests", "5 users"), optionally per a period: rates compare per hour,
so "100 requests per minute" = "6,000 requests per hour". The noun is part of the
dimension, so requests and users are never compared.
"""

from __future__ import annotations

import re

from workers.engine.fields.compound import durations, joined
from workers.engine.fields.measures import measure
from workers.engine.fields.scan import Anchored, Scan
from workers.engine.fields.spans import Taken
from workers.engine.numbers import (
    DIGIT_NUMBER_PATTERN,
    NUMBER_WORDS,
    WORD_NUMBER_PATTERN,
    format_number,
    parse_number,
)
from workers.engine.values import Value

_MONTH_S = 2_629_746.0
_DURATION_S = {
    "millisecond": 0.001, "ms": 0.001, "second": 1.0, "sec": 1.0, "s": 1.0, "minute": 60.0,
    "min": 60.0,
    "hour": 3600.0, "hr": 3600.0, "h": 3600.0, "day": 86400.0, "week": 604800.0,
    "month": _MONTH_S, "year": 12 * _MONTH_S, "yr": 12 * _MONTH_S,
}
_BUSINESS_DAYS = {"day": 1.0, "week": 5.0}
_DURATION_WORDS = frozenset(
    "d day days h hr hrs hour hours m min mins minute minutes s sec secs second seconds".split()
)
"""The unit words a compound duration holds (as the text's words: "8m20s" holds m and s)."""
_SIZE_B = {
    "byte": 1, "b": 1, "kb": 10**3, "mb": 10**6, "gb": 10**9, "tb": 10**12,
    "kib": 2**10, "mib": 2**20, "gib": 2**30, "tib": 2**40,
}
_DURATION_UNIT = (
    r"(?:(?P<bd>business|working|calendar)\s+)?(?P<dur>milliseconds?|ms|seconds?|secs?|minutes?"
    r"|mins?|hours?|hrs?|days?|weeks?|months?|years?|yrs?|s)"
)
_SIZE_UNIT = r"(?P<size>[kmgt]i?b|(?:kilo|mega|giga|tera)?bytes?)"
_SIZE_WORDS = {"kilobyte": "kb", "megabyte": "mb", "gigabyte": "gb", "terabyte": "tb"}
_TEMPERATURE_UNIT = r"(?P<temp>°\s?[cf]|degrees?\s+(?:celsius|fahrenheit|c|f))"
_MEASURE_UNIT = (
    r"(?P<measure>n·m|nm|newton[- ]?met(?:er|re)s?|lbf?[-·]?ft|ft[-·]?lbs?|pound[- ]f(?:ee|oo)t"
    r"|km\s?/\s?hr?|kph|mph|m/s|(?:kilomet(?:er|re)s?|miles?)\s+(?:per|an)\s+hour"
    r"|mah|[kmg]?wh|[kmg]w|w|(?:kilo|mega|giga)?watts?|b?hp|horsepower|ps|millimet(?:er|re)s?|centimet(?:er|re)s?|kilomet(?:er|re)s?|met(?:er|re)s?"
    r"|mm|cm|km|m|inch(?:es)?|f(?:ee|oo)t|ft|miles?|yards?|yd|micrograms?|mcg|µg|milligrams?|mg|grams?|g"
    r"|kilograms?|kg|lbs?|pounds?|ounces?|oz|tonnes?|metric\s+tons?|t|millilit(?:er|re)s?|ml|lit(?:er|re)s?|l)"
)
_ADJECTIVE = (
    r"(?:(?!(?:or|and|to|of|per|than|a|an|the|in|on|at|by|for|from|business|working|each|every"
    r"|[kmgt]i?b|(?:kilo|mega|giga|tera)?bytes?|seconds?|minutes?|hours?|days?|weeks?|months?"
    r"|years?)\b)"
    r"[a-z]++\s++){0,2}"
)
"""Up to two words between a number and a duration: "five unused vacation days"; never a
unit of time itself ("Mercury's 88-day year" is 88 days, not 88 years)."""
_PCT_UNIT = r"(?P<pct>%|percent\b|per\s+cent\b)"
_NUM = (
    rf"(?P<num>{DIGIT_NUMBER_PATTERN}|(?:{WORD_NUMBER_PATTERN})(?![a-z]))"
    rf"(?:\s+\({DIGIT_NUMBER_PATTERN}\))?"
)
"""A number, optionally repeated in digits as contracts write it: "three (3)". A number
word is a whole word: the "a" of "about three days" or the "an" of "and fifteen minutes"
is none (else that match, rejected, would hide the quantity inside it)."""
_COUNT_NUM = rf"(?P<cnum>{DIGIT_NUMBER_PATTERN}|{WORD_NUMBER_PATTERN})"
_PERIOD = (
    r"(?:\s*(?:(?:per|an?|each)\s+|/\s*)(?P<per>second|minute|hour|day|week|month|year)\b)?"
)
"""A count's period: "120 requests per minute", "120 requests/minute"."""
PATTERN = re.compile(
    rf"(?:(?<=\d-)|(?<=\d–)|(?<![\w.,:$€£¥'’/-])){_NUM}(?>\s?-?\s?)(?:{_ADJECTIVE}{_DURATION_UNIT}'?(?![\w'])"
    rf"|{_SIZE_UNIT}\b|{_PCT_UNIT}|{_TEMPERATURE_UNIT}\b|{_MEASURE_UNIT}\b(?!-))"
    rf"|(?<![\w.,:$€£¥/-]){_COUNT_NUM}\s\s?(?P<noun>[a-z][a-z-]{{2,}})\b{_PERIOD}",
)
"""A count's noun follows within two spaces: a wider gap is a column break in a table or
an infobox ("Established: 1850   Department for Education" counts no departments)."""
_NUMBER_INITIALS = "".join(sorted({w[0] for w in re.findall(r"[a-z]+", WORD_NUMBER_PATTERN)}))
_UNIT = re.sub(
    r"\(\?P<\w+>", "(?:",
    rf"(?:{_DURATION_UNIT}|{_SIZE_UNIT}|{_PCT_UNIT}|{_TEMPERATURE_UNIT}|{_MEASURE_UNIT})",
)
"""Every unit, its groups unnamed (a start pattern uses it several times)."""
_NO_SPACE_AFTER = r"(?=[a-z]+(?![a-z\s]))"
"""Letters that end without a space; asked before the units, which cost more to try."""
_SHORT_WORD = rf"[\s-]{{1,3}}(?=[a-z-]{{1,2}}(?![a-z-])){_NO_SPACE_AFTER}(?!{_UNIT}(?![a-z]))"
"""After spaces or hyphens, one or two letters that are no unit and end without a space."""
_NO_UNIT_AFTER_A = (
    rf"a{_NO_SPACE_AFTER}(?!n?{_UNIT}(?![a-z])|n(?![a-z]))|an?{_SHORT_WORD}"
)
"""An "a" (or "an") followed, run in or after spaces or hyphens, by letters that are no unit
and no space after them ("ab-", "ab1", "a b,"): no unit follows the number, an adjective
needs a space after it, a counted noun three letters and a space before."""
_NO_UNIT_AFTER_DIGITS = (
    r"\d+[\s-]{1,3}\d(?!\d\d)|\d+(?:[.,](?!\d)|[^\w\s%°.,-]|_)|\d+[\s-]{1,3}(?:[^\w\s%°(-]|_)"
    r"|\d+\.\d+[.,]"
    rf"|\d+{_NO_SPACE_AFTER}(?!{_UNIT}(?![a-z]))|\d+{_SHORT_WORD}"
)
"""Digits followed by what can neither continue the number nor follow it: across spaces or
hyphens another number that is no group of three ("9 9 9", "12 - 40"), a mark ("9. ", "1, ",
"3_", "7)", "1 . ", also after a decimal part: "10.0.0.1", "1.5,"), or letters as after "a"
("1ab-", "1 no.")."""
ANCHORED = Anchored(
    PATTERN,
    re.compile(
        rf"(?:[^\w.,:$€£¥-]|(?<=\d)-)(?=[\d{_NUMBER_INITIALS}])"
        rf"(?=(?!{_NO_UNIT_AFTER_DIGITS})\d"
        rf"|(?!an?(?:[\s-]{{1,3}}an?(?![\w-])|\s?-\s?an?\b|[\s-]{{0,3}}(?:[^\w\s%°(-]|[_\d])))"
        rf"(?!{_NO_UNIT_AFTER_A}){WORD_NUMBER_PATTERN})"
    ),
    after=True,
)
"""A quantity starts at a word that is a number or begins like a number word (whose first
letters are checked first). "a"/"an" followed by another bare "a"/"an" (after a hyphen, also
one that a hyphen follows: "a-a-"), by a mark, digit or underscore no unit begins with ("a.",
"a,", "a_", "a 9"), or by letters that are no unit and end without a space ("ab-", "a b,"),
starts nothing: no unit, adjective or counted noun is "a", so the search skips them in C
instead of trying the whole pattern there (a text of a million "a a a …" took seconds).
Likewise digits followed by what neither continues the number nor can follow it
(``_NO_UNIT_AFTER_DIGITS``): no unit begins with a digit or a mark."""
_YEAR = re.compile(r"(?:19|20|21)\d\d")
_NOT_COUNTED = frozenset(
    "and or to of the a an in on at for per by from with than percent cent "
    "more less fewer days day am pm is are was were be until till through into as when since "
    "after before answer reply comment upvote".split()
)
"""Words after a number that count nothing the text states: a page's own furniture ("19
answers", "3 replies", "12 comments") counts its readers' posts, never its subject."""


def extract(text: Scan, taken: Taken) -> list[Value]:
    """Quantities in ``text``, in order of appearance (matched on its lower-case twin). A
    range ("3-5 business days", "three to five working days") reads as its upper end, the
    value it commits to."""
    if not text.has_digit and text.words.isdisjoint(NUMBER_WORDS):
        return []
    found: list[Value] = []
    if text.has_digit and not text.words.isdisjoint(_DURATION_WORDS):
        # "8 min 20 s", "2h16": one duration, read before its parts
        for compound in durations(text.text, text.lower):
            if taken.full:
                break
            if not taken.overlaps(compound.start, compound.end):
                compound.display = _duration_display(compound.magnitude or 0.0, "second")
                taken.add(compound.start, compound.end)
                found.append(compound)
    compounds = len(found)
    for match in ANCHORED.finditer(text.lower):
        if taken.full:
            break
        start, end = match.span()
        if taken.overlaps(start, end):
            continue
        value = _read(match, start, text.text)
        if value is not None:
            taken.add(start, end)
            found.append(value)
    if compounds:
        found.sort(key=lambda v: v.start)
    return joined(found, text.text, lambda seconds: _duration_display(seconds, "second"))


def _read(match: re.Match[str], start: int, original: str) -> Value | None:
    g = match.groupdict()
    surface = original[start : match.end()]
    if g["cnum"] is not None:
        return _count(match, start, surface, original[max(0, start - 30) : start])
    number = parse_number(g["num"])
    if number is None:
        return None
    if g["dur"]:
        unit = _singular(g["dur"].lower())
        if not _plausible_duration(g["num"], unit, surface, original[max(0, start - 12):start]):
            return None
        seconds = number * _DURATION_S[unit]
        kind = (g["bd"] or "").lower()
        if kind in ("business", "working") and unit in _BUSINESS_DAYS:
            days = number * _BUSINESS_DAYS[unit]
            display = f"{format_number(days)} business day"
            return Value("quantity", display, surface, start, "business-duration", days)
        display = _duration_display(seconds, unit)
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
        return measure(written, number, surface, start)
    if g["size"]:
        unit = g["size"].lower()
        unit = unit.rstrip("s") if unit.endswith(("byte", "bytes")) else unit
        unit = _SIZE_WORDS.get(unit, unit)
        size = number * _SIZE_B[unit]
        return Value("quantity", f"{format_number(size)} byte", surface, start, "size", size)
    return Value("quantity", f"{format_number(number)}%", surface, start, "percent", number)


_CAPITAL_NOT_UNIT = frozenset({"G", "M", "T"})
"""One-letter units written only in lower case (g, m, t): a capital is something else."""
_SHORT_DURATION = frozenset({"s", "ms", "h", "hr", "min", "sec", "yr"})
_ARTICLE = frozenset({"a", "an", "single"})
_INTRODUCES_PERIOD = frozenset(
    "within in for after before about around over under than of least to up only just "
    "take takes took last lasts lasted".split()
)


def _plausible_duration(number: str, unit: str, surface: str, before: str) -> bool:
    """Is this really a period of time? A short unit ("s", "h", "min") needs digits ("as",
    "ones" are words); "a"/"an" counts one only of the unit right after it, never of a
    second ("a second term" is ordinal; "a few days" is not one day), and only after a word
    that introduces a period ("within a year"; "50 GB a month" is a rate); "the 1970s" and
    "the 80s" are decades."""
    if unit in _SHORT_DURATION and not number[:1].isdigit():
        return False
    if unit == "s" and number.isdigit() and int(number) % 10 == 0 and (
        len(number) == 4 or before.lower().endswith(("the ", "early ", "mid ", "late "))
    ):
        return False
    if number.lower() in _ARTICLE:
        previous = before.lower().split()[-1:] or [""]
        if previous[0] not in _INTRODUCES_PERIOD:
            return False
        between = surface[len(number):].lower()
        if unit in ("second", "s", "ms", "millisecond") or not re.fullmatch(
            r"[\s-]*" + re.escape(unit) + r"s?'?", between.rstrip()
        ):
            return False
    return True


_NAME_BEFORE = re.compile(r"(?<![.!?:]\s)(?<!^)\b[A-Z][A-Za-z]*\s$")


def _count(match: re.Match[str], start: int, surface: str, before: str) -> Value | None:
    raw = match.group("cnum")
    if raw.lower() in ("a", "an", "single") or "." in raw or _YEAR.fullmatch(raw):
        return None  # "a manager", "7.2 Invoices" (a section), "2024 edition" (a year)
    if _NAME_BEFORE.search(before):
        return None  # "AquaPure 300 replacement filter", "Windows 11 laptops": a model name
    number = parse_number(raw)
    noun = _singular(match.group("noun").lower())
    if number is None or noun in _NOT_COUNTED:
        return None
    per = match.group("per")
    if per is None:
        return Value("quantity", f"{format_number(number)} {noun}", surface, start,
                     f"count:{noun}", number)
    hourly = number * 3600.0 / _DURATION_S[per]  # rates compare per hour: 100/min = 6000/h
    display = f"{format_number(number)} {noun} per {per}"
    return Value("quantity", display, surface, start, f"rate:{noun}", round(hourly, 9))


def _singular(word: str) -> str:
    if word in ("ms", "mins", "hrs", "secs", "yrs"):
        return {"ms": "ms", "mins": "min", "hrs": "hr", "secs": "sec", "yrs": "yr"}[word]
    if word.endswith("ies"):
        return word[:-3] + "y"
    if word.endswith("s") and not word.endswith("ss") and len(word) > 3:
        return word[:-1]
    return word


def _duration_display(seconds: float, unit: str) -> str:
    """Calendar units stay in months/years; fixed units show as days, hours, minutes or seconds."""
    if unit in ("month", "year", "yr"):
        months = seconds / _MONTH_S
        if round(months) == months and months % 12 == 0:
            return f"{format_number(months / 12)} year"
        return f"{format_number(round(months, 6))} month"
    for name, size in (("day", 86400.0), ("hour", 3600.0), ("minute", 60.0)):
        if seconds >= size and (seconds / size) == int(seconds / size):
            return f"{format_number(seconds / size)} {name}"
    return f"{format_number(round(seconds, 6))} second"
