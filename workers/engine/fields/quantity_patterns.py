"""The patterns of a quantity: a number, then a unit (duration, size, percentage,
temperature or physical measure) or a counted noun, and where such a match can start.

Reads nothing: every name here is a pattern. Invariants: ``ANCHORED`` finds exactly what
``PATTERN.finditer`` finds, only faster (a start that can begin no quantity is skipped);
``PATTERN``'s named groups are the ones ``quantity_values.read_match`` reads.
"""

from __future__ import annotations

import re

from workers.engine.fields import fractions
from workers.engine.fields.areas import UNIT as _AREA_UNIT
from workers.engine.fields.scan import Anchored
from workers.engine.numbers import DIGIT_NUMBER_PATTERN, SCALE_PATTERN, WORD_NUMBER_PATTERN

_DURATION_UNIT = (
    r"(?:(?P<bd>business|working|calendar)\s+)?(?P<dur>milliseconds?|ms|seconds?|secs?|minutes?"
    r"|mins?|hours?|hrs?|days?|weeks?|months?|years?|yrs?|s)"
)
_SIZE_UNIT = r"(?P<size>[kmgt]i?b|(?:kilo|mega|giga|tera)?bytes?)"
_TEMPERATURE_UNIT = r"(?P<temp>°\s?[cf]|degrees?\s+(?:celsius|fahrenheit|c|f))"
_MEASURE_UNIT = (
    rf"(?P<measure>{_AREA_UNIT}|(?:nautical|statute)\s+miles?|nmi|knots?|kn"
    r"|n·m|nm|newton[- ]?met(?:er|re)s?|lbf?[-·]?ft|ft[-·]?lbs?|pound[- ]f(?:ee|oo)t"
    r"|km\s?/\s?hr?|kph|mph|m/s|(?:kilomet(?:er|re)s?|miles?)\s+(?:per|an)\s+hour"
    r"|mah|[kmg]?wh|[kmg]w|w|(?:kilo|mega|giga)?watts?|b?hp|horsepower|ps|millimet(?:er|re)s?|centimet(?:er|re)s?|kilomet(?:er|re)s?|met(?:er|re)s?"
    r"|mm|cm|km|m|inch(?:es)?|f(?:ee|oo)t|ft|miles?|yards?|yd|furlongs?|fathoms?|micrograms?|mcg|µg|milligrams?|mg|grams?|g"
    r"|kilograms?|kilos?|kg|lbs?|pounds?|ounces?|oz|tonnes?|metric\s+tons?|t|millilit(?:er|re)s?|ml|lit(?:er|re)s?|l)"
)
_ADJECTIVE = (
    r"(?:(?!(?:or|and|to|of|per|than|a|an|the|in|on|at|by|for|from|business|working|each|every"
    r"|last|next|this|that|past|[kmgt]i?b|(?:kilo|mega|giga|tera)?bytes?|seconds?|minutes?"
    r"|hours?|days?|weeks?|months?|years?|(?:twen|thir|for|fif|six|seven|eigh|nine)ty"
    r"|zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|dozen)\b)"
    r"[a-z]++\s++){0,2}"
)
"""Up to two words between a number and a duration: "five unused vacation days" (the unit
may be possessive: "one calendar month's notice" is one month); never a
unit of time itself ("Mercury's 88-day year" is 88 days, not 88 years), nor a word that
points to a time ("100 miles last year", "12 books this year" count no years)."""
COUNT_ADJECTIVES = frozenset(
    "individual separate distinct different additional extra official whole"
    " consecutive successive wrong incorrect failed unsuccessful invalid".split())
_COUNT_ADJECTIVE = f"(?:{'|'.join(sorted(COUNT_ADJECTIVES))})"
"""A word that says how the counted things are counted, not what they are: "64 individual
squares" counts squares; so does one that says in what order or with what outcome the
counted tries came ("five consecutive incorrect PIN entries" counts PIN entries, "3 failed
logins" logins, never a "consecutive" or a "failed"). Up to two may stand before the noun."""
_PARTICIPLE_COMPOUND = r"[a-z]{2,}-[a-z]{2,}(?:ed|ing)\s"
"""A compound adjective ending in a participle between a count and its noun ("two
well-behaved dogs", "three long-haired cats", "4 hard-wearing mats"): it says what kind of
thing is counted, as an adjective does, so the noun after it is counted."""
_OPEN_QUOTES = "\"“'‘"
_QUOTED = rf"[{_OPEN_QUOTES}][a-z][a-z-]{{0,30}}[\"”'’]"
"""A word in quotes between a number and its noun describes the counted things in someone's
words, as an adjective does: 'just 12 "heritage" trees' counts trees. (A start after digits
may see an opening quote: ``_NO_UNIT_AFTER_DIGITS`` lets it through.)"""
_PCT_UNIT = r"(?P<pct>%|percent\b|per\s+cent\b)"
_PCT_WORDS = r"(?:percent|per\s+cent)\b"
_NUM = (
    rf"(?P<num>{DIGIT_NUMBER_PATTERN}|(?:{WORD_NUMBER_PATTERN})(?![a-z]))"
    rf"(?:\s+\({DIGIT_NUMBER_PATTERN}\))?"
)
"""A number, optionally repeated in digits as contracts write it: "three (3)". A number
word is a whole word: the "a" of "about three days" or the "an" of "and fifteen minutes"
is none (else that match, rejected, would hide the quantity inside it)."""
_COUNT_NUM = (rf"(?P<cnum>{DIGIT_NUMBER_PATTERN}|{WORD_NUMBER_PATTERN})"
              rf"(?:(?<=[a-z])[^\S\n]\({DIGIT_NUMBER_PATTERN}\))?")
"""A count's number, a word optionally repeated in digits as contracts write it: "twenty
(20) players" counts 20 players, as "three (3) days" lasts three days (``_NUM``)."""
_PERIOD = (
    r"(?:\s*(?:(?:per|an?|each|every)\s+(?:calendar\s+)?|/\s*)"
    r"(?P<per>second|minute|hour|day|week|month|year)\b)?"
)
"""A count's period: "120 requests per minute", "120 requests/minute", "three times every
year" (as "each year": one rate); "per calendar month" is a month's rate."""
_ONE_WORD_NUMBER = (
    r"(?:(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)"
    r"(?:-(?:one|two|three|four|five|six|seven|eight|nine))?|zero|one|two|three|four|five|six"
    r"|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen"
    r"|nineteen)"
)
"""A number word below a hundred written as one word ("seven", "twenty-one"): the only
shorter number it begins with ("twenty") is followed by a hyphen, which starts no count
noun."""
_UNIT = re.sub(
    r"\(\?P<\w+>", "(?:",
    rf"(?:{_DURATION_UNIT}|{_SIZE_UNIT}|{_PCT_UNIT}|{_TEMPERATURE_UNIT}|{_MEASURE_UNIT})",
)
"""Every unit, its groups unnamed (a start pattern uses it several times)."""
_NUMBER_COMPOUND = (
    rf"(?<!\ba\s)(?<!\ban\s)(?<!\d{{4}}\s){_ONE_WORD_NUMBER}-"
    rf"(?!(?:{_UNIT}|{_ONE_WORD_NUMBER}|halfs?|halves|(?:third|quarter|fourth|fifth|sixth"
    r"|seventh|eighth|ninth|tenth|twelfth|hundredth|thousandth)s?)(?![a-z]))"
    r"[a-z]{2,}\s"
)
"""A compound adjective led by a number word between a count and its noun ("six two-seat
gliders", "three four-door cars"): it says what kind of thing is counted, as an adjective
does, so the count is the first number's. Never after "a" / "an" (the article is no count
there: "a two-hour session" lasts two hours) nor after a year ("by 2020 two-seat …" counts no
2020 gliders), and never a unit, a number or a fraction after the hyphen: "six two-hour
sessions" keeps its duration, "two-thirds" is a share, "twenty-one" one number."""
PATTERN = re.compile(
    rf"(?:(?<=\d-)|(?<=\d–)|(?<![\w.,:$€£¥'’/^-])){_NUM}(?:\s(?P<scale>{SCALE_PATTERN}))?"
    rf"(?>\s?-?\s?)(?:{_ADJECTIVE}{_DURATION_UNIT}(?:['’]s?)?(?![\w'’])"
    rf"|{_SIZE_UNIT}\b|{_PCT_UNIT}|{_TEMPERATURE_UNIT}\b|{_MEASURE_UNIT}\b(?!-))"
    rf"|(?<![\w.,:$€£¥/^-]){_COUNT_NUM}(?:\s(?P<cscale>{SCALE_PATTERN})|(?P<kilo>k)(?=\s))?"
    rf"\s\s?(?:(?:{_COUNT_ADJECTIVE}\s){{1,2}}|{_QUOTED}\s|{_NUMBER_COMPOUND}|{_PARTICIPLE_COMPOUND})?"
    rf"(?!{_ONE_WORD_NUMBER}(?:\s+{_PCT_WORDS}|-)"
    rf"|(?:(?<=\ba\s)|(?<=\ban\s)){_ONE_WORD_NUMBER}(?![a-z]))"
    rf"(?P<noun>[a-z][a-z-]{{2,}})\b{_PERIOD}",
)
"""A count's noun follows within two spaces: a wider gap is a column break in a table or
an infobox ("Established: 1850   Department for Education" counts no departments). A scale
word multiplies the number before it ("1.2 million people", "4.5 billion years", "12k
members"); a number after "^" is an exponent ("10^19"), never a value. A number word
before "per cent" is never a count's noun: "a thirty per cent deposit" is 30 %, not one
"thirty"; nor is one before a hyphen, nor one after "a": "a two-hour session" and "a two hour
session" last two hours (never one "two-hour"), and no duration's adjective is a number word."""
_NUMBER_INITIALS = "".join(sorted({w[0] for w in re.findall(r"[a-z]+", WORD_NUMBER_PATTERN)}))
FRACTIONS = fractions.patterns(_UNIT)
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
        rf"(?!{_NO_UNIT_AFTER_A})(?!{_ONE_WORD_NUMBER}(?![a-z])\s?[^\w\s%°({_OPEN_QUOTES}-])"
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
nothing (a mark begins no unit, adjective, noun or "(3)", and no longer number), except an
opening quote: "twelve 'great' companies" counts companies (``_QUOTED``)."""
