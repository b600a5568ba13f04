"""The variant a question names by a count and its noun, however either side writes it.

"a 72-hour pass", "the two-bedroom flat", "a six-person tub": a count joined to its noun
names one row of a price list ("Card 72h", "2-bed flat", "6-person inflatable"), and rows
with another count ("1-bed flat") are other variants. A question writes small counts in
words as often as in digits, and a row writes its noun short: "two-bedroom" is the row
"2-bed", "six-person" the row "6pp". So a count word of the question (one to twenty,
joined to its noun by a hyphen) is read as its digit, and two nouns are one when one starts
the other ("bed", "bedroom"; "h", "hour") or one is a common abbreviation of the other
("pp" for person, "br" for bedroom). A row label writes its count in words too ("Three-bed
flat", ``worded_variants``). Pure.
"""

from __future__ import annotations

import re

from workers.engine.query_memo import per_query
from workers.engine.terms import STOPWORDS

_COUNT_WORDS = {
    "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
    "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14,
    "fifteen": 15, "sixteen": 16, "seventeen": 17, "eighteen": 18, "nineteen": 19,
    "twenty": 20,
}
_DIGITS = re.compile(r"(?<![\w.])(\d+)-?([A-Za-z]+)")
"""A count joined to its noun: "72-hour pass", "5GB plan" ("Trail 2 tent" names none)."""
_PARTICLES = "off|on|up|out|in|over|by|to|for"
"""Adverb particles and prepositions, a closed class: after a count word they make an idiom
("one-off", "one-on-one", "two-up"), no counted noun."""
_WORDS = re.compile(rf"(?<![\w-])({'|'.join(_COUNT_WORDS)})-"
                    rf"(?!(?:{'|'.join(_COUNT_WORDS)}|{_PARTICLES})\b)([A-Za-z]+)",
                    re.IGNORECASE)
"""A count word hyphened to its noun: "two-bedroom", "Six-person" ("two bedrooms" names no
variant, as "2 bedrooms" names none; "twenty-one-day" is no "twenty" of "one", "one-off" no
count of a particle: ``_PARTICLES``)."""
_SPACED_ASK = re.compile(
    r"(?<![\w'’-])(?:a|an|the|on|of|for|with|in|per|at|by|from|each|every)[^\S\n]+"
    rf"(?:(\d{{1,3}})|({'|'.join(_COUNT_WORDS)}))[^\S\n]+([a-z][a-z-]{{2,}})\b")
"""A count after an article or a preposition, then a space and a lower-case noun: "a 40 ligne
button", "an extent on seven bells", "for 20 people". The article or preposition makes the
count part of the asked thing's phrase (a name's number, "Trail 2 tent", follows a capital),
and up to three digits is never a year."""
_SPACED_WORDS = re.compile(rf"(?<![\w-])({'|'.join(_COUNT_WORDS)})[^\S\n]+([a-z][a-z-]{{2,}})\b",
                           re.IGNORECASE)
"""A count word up to twenty and a lower-case noun after a space ("eight bells")."""
ABBREVIATIONS = {
    "pp": "person", "ppl": "person", "pax": "person", "people": "person", "persons": "person",
    "br": "bedroom", "bd": "bedroom", "bdr": "bedroom", "bdrm": "bedroom", "hr": "hour",
    "hrs": "hour", "wk": "week", "wks": "week", "mo": "month", "yr": "year", "yrs": "year",
    "min": "minute", "mins": "minute", "sec": "second", "secs": "second",
}
"""Short forms a row writes its counted noun in, each to the noun's full form."""


@per_query
def asked_variants(query: str) -> frozenset[tuple[str, str]]:
    """The (noun in lower case, count in digits) pairs ``query`` names: "72-hour" gives
    ("hour", "72"); a count word up to twenty is its digit ("two-bedroom" gives ("bedroom",
    "2")); a compound count word ("forty-two-hour") names none. A count written apart from
    its noun is read by ``spaced_variants``."""
    found = {(noun.lower(), number) for number, noun in _DIGITS.findall(query)}
    found |= {(noun.lower(), str(_COUNT_WORDS[word.lower()]))
              for word, noun in _WORDS.findall(query)}
    return frozenset(found)


@per_query
def spaced_variants(query: str) -> frozenset[tuple[str, str]]:
    """The (noun, count in digits) pairs ``query`` writes with a space between count and
    noun, after an article or a preposition (``_SPACED_ASK``: "on seven bells" gives
    ("bells", "7"), "a 40 ligne button" ("ligne", "40")), its noun no stop word; those
    ``asked_variants`` reads are left out."""
    joined = asked_variants(query)
    return frozenset(pair for digits, word, noun in _SPACED_ASK.findall(query)
                     if noun not in STOPWORDS
                     and (pair := (noun, digits or str(_COUNT_WORDS[word]))) not in joined)


def worded_variants(text: str, start: int, end: int) -> set[tuple[str, str]]:
    """The (noun in lower case, count in digits) pairs ``text[start:end]`` names by a count
    word hyphened to its noun ("Two-bed flat" gives ("bed", "2")), as ``asked_variants``
    reads them in a question, or by one a space parts from its lower-case noun ("the extent
    on eight bells": ("bells", "8"); no stop word)."""
    found = {(match.group(2).lower(), str(_COUNT_WORDS[match.group(1).lower()]))
             for match in _WORDS.finditer(text, start, end)}
    found.update((match.group(2), str(_COUNT_WORDS[match.group(1).lower()]))
                 for match in _SPACED_WORDS.finditer(text, start, end)
                 if match.group(2) not in STOPWORDS)
    return found


def same_noun(a: str, b: str) -> bool:
    """Are ``a`` and ``b`` (lower case) one counted noun written two ways: equal, one the
    start of the other ("h" and "hour", "bed" and "bedroom"), or one the other's
    abbreviation ("pp" and "person")?"""
    a, b = ABBREVIATIONS.get(a, a), ABBREVIATIONS.get(b, b)
    return a == b or a.startswith(b) or b.startswith(a)
