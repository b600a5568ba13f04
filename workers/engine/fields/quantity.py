"""Quantities: durations, sizes, percentages and counts, normalised to one base unit each.

Durations normalise to seconds (a month is 1/12 of an average Gregorian year, so
"12 months" = "1 year" while "1 month" differs from "30 days"); "2 weeks" = "14 days".
Sizes normalise to bytes (KB = 1000, KiB = 1024). Counts are a number with the noun it
counts ("1,000 requests", "5 users"), optionally per a period (also past an "of" phrase,
``of_periods``): rates compare per hour, so "100 requests per minute" = "6,000 requests
per hour". The noun is part of the dimension, so requests and users are never compared.
"""

from __future__ import annotations

import re

from workers.engine.fields import areas, defined_units, fractions, of_periods, restated
from workers.engine.fields.compound import durations, joined
from workers.engine.fields.durations import (
    BUSINESS_DAYS,
    DURATION_S,
    duration_display,
    plausible_duration,
)
from workers.engine.fields.measures import measure
from workers.engine.fields.ranges import ranged
from workers.engine.fields.scan import Anchored, Scan
from workers.engine.fields.spans import Taken
from workers.engine.numbers import (
    DIGIT_NUMBER_PATTERN,
    NUMBER_WORDS,
    SCALE_PATTERN,
    SCALE_WORDS,
    WORD_NUMBER_PATTERN,
    format_number,
    parse_number,
    scaled,
)
from workers.engine.terms import SAME_IN_BOTH_NUMBERS
from workers.engine.values import Value

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
    rf"(?P<measure>{areas.UNIT}|(?:nautical|statute)\s+miles?|nmi|knots?|kn"
    r"|n·m|nm|newton[- ]?met(?:er|re)s?|lbf?[-·]?ft|ft[-·]?lbs?|pound[- ]f(?:ee|oo)t"
    r"|km\s?/\s?hr?|kph|mph|m/s|(?:kilomet(?:er|re)s?|miles?)\s+(?:per|an)\s+hour"
    r"|mah|[kmg]?wh|[kmg]w|w|(?:kilo|mega|giga)?watts?|b?hp|horsepower|ps|millimet(?:er|re)s?|centimet(?:er|re)s?|kilomet(?:er|re)s?|met(?:er|re)s?"
    r"|mm|cm|km|m|inch(?:es)?|f(?:ee|oo)t|ft|miles?|yards?|yd|furlongs?|fathoms?|micrograms?|mcg|µg|milligrams?|mg|grams?|g"
    r"|kilograms?|kg|lbs?|pounds?|ounces?|oz|tonnes?|metric\s+tons?|t|millilit(?:er|re)s?|ml|lit(?:er|re)s?|l)"
)
_ADJECTIVE = (
    r"(?:(?!(?:or|and|to|of|per|than|a|an|the|in|on|at|by|for|from|business|working|each|every"
    r"|last|next|this|that|past|[kmgt]i?b|(?:kilo|mega|giga|tera)?bytes?|seconds?|minutes?"
    r"|hours?|days?|weeks?|months?|years?)\b)"
    r"[a-z]++\s++){0,2}"
)
"""Up to two words between a number and a duration: "five unused vacation days" (the unit
may be possessive: "one calendar month's notice" is one month); never a
unit of time itself ("Mercury's 88-day year" is 88 days, not 88 years), nor a word that
points to a time ("100 miles last year", "12 books this year" count no years)."""
_COUNT_ADJECTIVE = r"(?:individual|separate|distinct|different|additional|extra|official|whole)"
"""A word that says how the counted things are counted, not what they are: "64 individual
squares" counts squares."""
_OPEN_QUOTES = "\"“'‘"
_QUOTED = rf"[{_OPEN_QUOTES}][a-z][a-z-]{{0,30}}[\"”'’]"
"""A word in quotes between a number and its noun describes the counted things in someone's
words, as an adjective does: 'just 12 "heritage" trees' counts trees. (A start after digits
may see an opening quote: ``_NO_UNIT_AFTER_DIGITS`` lets it through.)"""
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
    rf"(?:(?<=\d-)|(?<=\d–)|(?<![\w.,:$€£¥'’/^-])){_NUM}(?:\s(?P<scale>{SCALE_PATTERN}))?"
    rf"(?>\s?-?\s?)(?:{_ADJECTIVE}{_DURATION_UNIT}(?:['’]s?)?(?![\w'’])"
    rf"|{_SIZE_UNIT}\b|{_PCT_UNIT}|{_TEMPERATURE_UNIT}\b|{_MEASURE_UNIT}\b(?!-))"
    rf"|(?<![\w.,:$€£¥/^-]){_COUNT_NUM}(?:\s(?P<cscale>{SCALE_PATTERN})|(?P<kilo>k)(?=\s))?"
    rf"\s\s?(?:{_COUNT_ADJECTIVE}\s|{_QUOTED}\s)?(?P<noun>[a-z][a-z-]{{2,}})\b{_PERIOD}",
)
"""A count's noun follows within two spaces: a wider gap is a column break in a table or
an infobox ("Established: 1850   Department for Education" counts no departments). A scale
word multiplies the number before it ("1.2 million people", "4.5 billion years", "12k
members"); a number after "^" is an exponent ("10^19"), never a value."""
_NUMBER_INITIALS = "".join(sorted({w[0] for w in re.findall(r"[a-z]+", WORD_NUMBER_PATTERN)}))
_UNIT = re.sub(
    r"\(\?P<\w+>", "(?:",
    rf"(?:{_DURATION_UNIT}|{_SIZE_UNIT}|{_PCT_UNIT}|{_TEMPERATURE_UNIT}|{_MEASURE_UNIT})",
)
"""Every unit, its groups unnamed (a start pattern uses it several times)."""
_FRACTIONS = fractions.patterns(_UNIT)
"""A fraction of a unit written out ("1 1/4 miles", "a mile and a quarter")."""
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
    r"\d+[\s-]{1,3}\d(?!\d\d)|\d+(?:[.,](?!\d)|[^\w\s%°.,-]|_)"
    rf"|\d+[\s-]{{1,3}}(?:[^\w\s%°({_OPEN_QUOTES}-]|_)"
    r"|\d+\.\d+[.,]|\d{1,3}(?:[ \u00a0\u202f]\d{3}){7}|\d+[^\S\n]{0,2}\n\s{0,2}\d"
    rf"|\d+{_NO_SPACE_AFTER}(?!{_UNIT}(?![a-z]))|\d+{_SHORT_WORD}"
    rf"|\d+[\s-]{{1,3}}(?=[a-z]{{1,2}}\s+[^a-z\s])(?!{_UNIT}(?![a-z]))"
)
"""Digits followed by what can neither continue the number nor follow it: across spaces or
hyphens another number that is no group of three ("9 9 9", "12 - 40"), a mark ("9. ", "1, ",
"3_", "7)", "1 . ", also after a decimal part: "10.0.0.1", "1.5,"), letters as after "a"
("1ab-", "1 no."), or one or two letters that are no unit and that spaces and then no letter
follow ("12 kr 12", "1 to 2"): no adjective ends there and no counted noun is that short.
Digits that a line break and then a digit follow (a column of "000" lines: a line break groups no
thousands, and neither a unit nor a counted noun begins with a digit). Also digits that seven
more space-separated groups of three follow: a number takes at most six
of them (``numbers.DIGIT_NUMBER_PATTERN``), so a group of three digits follows it ("000 000
000 …": without this, every group of a long run would be tried)."""
_ONE_WORD_NUMBER = (
    r"(?:(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)"
    r"(?:-(?:one|two|three|four|five|six|seven|eight|nine))?|zero|one|two|three|four|five|six"
    r"|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen"
    r"|nineteen)"
)
"""A number word below a hundred written as one word ("seven", "twenty-one"): the only
shorter number it begins with ("twenty") is followed by a hyphen, which starts no count
noun."""
_NUMBER_OPENS = r"\d|an?(?![a-jl-z])|t[whe]|f[oi]|s[ie]|e[il]|ni|ze|on"
"""How a number starts: a digit, "a" or "an" that no letter but the "k" of thousands
follows, or the first two letters of a number word ("tw" of "twelve", "si" of "single"):
most words fail here at their first or second letter, before the start's other tests."""
ANCHORED = Anchored(
    PATTERN,
    re.compile(
        rf"[^\w.,:$€£¥](?:(?<!-)|(?<=\d-))(?={_NUMBER_OPENS})"
        rf"(?=(?!{_NO_UNIT_AFTER_DIGITS})\d"
        rf"|(?!an?(?:[\s-]{{1,3}}an?(?![\w-])|\s?-\s?an?\b|[\s-]{{0,3}}(?:[^\w\s%°(\"“'‘-]|[_\d])))"
        rf"(?!{_NO_UNIT_AFTER_A})(?!{_ONE_WORD_NUMBER}(?![a-z])\s?[^\w\s%°(-])"
        rf"{WORD_NUMBER_PATTERN}(?![a-jl-z]))"
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
(``_NO_UNIT_AFTER_DIGITS``): no unit begins with a digit or a mark. A number word is
whole: no letter follows it but the "k" of thousands ("and" starts nothing); one written
as one word that a mark follows, right after it or after one space ("twenty-one . "), starts
nothing (a mark begins no unit, adjective, noun or "(3)", and no longer number)."""
_YEAR = re.compile(r"(?:19|20|21)\d\d|1[1-8](?!00)\d\d")
"""A number that reads as a year before a word ("2024 edition", "the 1885 Rover", "1861 first
Melbourne Cup run", "1837 founded"): 1900-2199, or 1100-1899 unless a round hundred ("1000
requests/hour", "1500 words" count)."""
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
        if taken.overlaps(start, end):
            continue
        value = _read(match, start, text.text)
        if value is not None:
            taken.add(start, end)
            found.append(value)
    if compounds or defined:
        found.sort(key=lambda v: v.start)
    whole = joined(found, text.text, lambda seconds: duration_display(seconds, "second"))
    return restated.one_claim(ranged(whole, text.text, _reread), text.text, taken)


def _reread(text: str) -> Value | None:
    """The one quantity ``text`` is, whole ("2 °C", "10 weeks"), else None."""
    match = PATTERN.fullmatch(text.lower())
    return _read(match, 0, text) if match is not None else None


def reread_prefix(text: str) -> Value | None:
    """The quantity ``text`` starts with ("40 years) and more" reads "40 years"), else None."""
    match = PATTERN.match(text.lower())
    return _read(match, 0, text) if match is not None else None


def _read(match: re.Match[str], start: int, original: str) -> Value | None:
    if match.group("cnum") is not None:
        if _singular(match.group("noun").lower()) in _NOT_COUNTED:
            return None  # "1 and", "19 answers": nothing the text states is counted
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
        if not plausible_duration(g["num"], unit, surface, original[max(0, start - 12):start]):
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
_NAME_BEFORE = re.compile(r"(?<![.!?:]\s)(?<!^)\b[A-Z][A-Za-z]*\s$")


def _count(
    match: re.Match[str], start: int, surface: str, before: str, after: str
) -> Value | None:
    """The count or rate a count match states, else None (its noun counts something:
    ``_read`` asked ``_NOT_COUNTED`` first)."""
    raw, written = match.group("cnum"), match.group("noun").lower()
    noun = _singular(written)
    scale = match.group("cscale") or ("thousand" if match.group("kilo") else "")
    if not match.group("kilo") and written in SCALE_WORDS:
        scale = written  # "146 million.": a scaled number that counts no noun
    if raw.lower() in ("a", "an", "single") or (
            not scale and ("." in raw or _YEAR.fullmatch(raw))):
        return None  # "a manager", "7.2 Invoices" (a section), "2024 edition" (a year)
    if _NAME_BEFORE.search(before):
        return None  # "AquaPure 300 replacement filter", "Windows 11 laptops": a model name
    if match.group("kilo") and surface[len(raw)] != "k":
        return None  # "3K mini-LED", "1.4K replies": a capital K is a resolution or furniture
    number = parse_number(raw)
    if number is not None and scale:
        number = scaled(number, scale)
    if number is None:
        return None
    if written == scale:
        if _UNIT_AFTER.match(after):
            return None  # "17.1 million km²": a measure whose unit is not read here
        return Value("quantity", format_number(number), surface, start, "count", number)
    per = match.group("per") or of_periods.period_after_of(after)
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
