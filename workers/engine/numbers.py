"""Numbers as written in prose: digits with thousands separators, decimals, small number words.

Invariant: ``parse_number`` returns None rather than guessing; "1,000" and "1000" are equal,
"thirty" is 30, "twenty-one" is 21. Every number it returns is finite and below
``MAX_NUMBER`` in size, so no later product, ratio or ``int()`` overflows (400 digits once did).
"""

from __future__ import annotations

import re

_UNITS = {
    "zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
    "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13,
    "fourteen": 14, "fifteen": 15, "sixteen": 16, "seventeen": 17, "eighteen": 18,
    "nineteen": 19, "a": 1, "an": 1, "single": 1,
}
_TENS = {
    "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70,
    "eighty": 80, "ninety": 90,
}
_SCALES = {"hundred": 100, "thousand": 1000, "dozen": 12}

NUMBER_WORDS = frozenset(w for w in (*_UNITS, *_TENS, *_SCALES) if w not in ("a", "an", "single"))
"""Words that make a text worth scanning for spelled-out numbers ("a"/"an" alone do not)."""
_SMALL_WORD = (
    r"(?:(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[- ](?:one|two|three|four"
    r"|five|six|seven|eight|nine))?|zero|one|two|three|four|five|six|seven|eight|nine|ten"
    r"|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen)"
)
"""A number word below a hundred: "seven", "forty-two"."""
_MILLIONS = (
    rf"(?:{_SMALL_WORD}(?:[- ]hundred(?:(?:\s+and)?[- ]{_SMALL_WORD})?)?[- ]million,?[- ]"
    rf"(?:and[- ])?(?={_SMALL_WORD}[- ](?:hundred|thousand)))"
)
"""The millions of a spelled-out number that goes on in thousands or hundreds ("one million
six hundred forty-one thousand"); "two million copies" is read with its scale word."""
WORD_NUMBER_PATTERN = (
    rf"{_MILLIONS}?(?:{_SMALL_WORD}|a|an|single)"
    rf"(?:[- ](?:(?:hundred(?:\s+and\s+{_SMALL_WORD}|[- ]{_SMALL_WORD})?[- ])?thousand"
    rf"(?:[- ]{_SMALL_WORD}[- ]hundred(?:[- ]{_SMALL_WORD}(?![\w-]))?)?"
    rf"|hundred(?:[- ]{_SMALL_WORD}(?![\w-]))?|dozen)"
    rf"(?:\s+and\s+{_SMALL_WORD})?)?(?:\s+and\s+a\s+half\b)?"
)
"""A spelled-out number up to the thousands: "twenty-one", "four hundred and fifty", "three
hundred sixty-one" (no "and", as American English writes it), "three thousand six hundred",
"one hundred and fifty thousand", "eleven thousand six hundred seventy-four", "a dozen", "two
and a half". A hundreds group before "thousand" belongs to it: "one hundred and fifty
thousand" is read whole, never as "fifty thousand" after "one hundred and"."""
SPELLED_NUMBER = re.compile(rf"\b(?:{WORD_NUMBER_PATTERN})(?![\w-])", re.IGNORECASE)
"""A spelled-out number standing alone ("four" of "four feet", not "a" ending "mega")."""
DIGIT_NUMBER_PATTERN = (
    r"(?:\d{1,3}(?:,\d{3})+|\d{1,3}(?:[ \u00a0\u202f]\d{3}){1,6}(?!\d|[.,]\d)|\d++)"
    r"(?:\.\d++|[½¼¾])?"
)
"""Digits, grouped in thousands by commas ("20,000,000") or by spaces as much of Europe and
the SI write them ("20 000 000", also with a no-break or narrow space); a space-grouped
number ends where its last group of three does. A vulgar fraction may end it ("1½").

At most six space-separated groups follow the first (below ``MAX_NUMBER`` whatever the first
group): a run of such groups ("000 000 000 …") can start a number at each of its groups, and
an unbounded run would be read to its end from each, quadratic in the run's length (the
quantity search also skips a start that seven more groups follow: ``quantity.ANCHORED``)."""
_GROUP_SPACES = str.maketrans("", "", ", \u00a0\u202f")
NUMBER_PATTERN = rf"(?:{DIGIT_NUMBER_PATTERN}|(?i:{WORD_NUMBER_PATTERN}))"


MAX_NUMBER = 1e18
"""Numbers this large or larger are not read as values (no policy states them)."""

SCALE_WORDS = {
    "thousand": 1e3, "million": 1e6, "billion": 1e9, "trillion": 1e12, "quadrillion": 1e15,
    "quintillion": 1e18,
}
SCALE_PATTERN = "(?:" + "|".join(SCALE_WORDS) + r")(?![a-z])"
"""A scale word after digits ("1.2 million", "43 quintillion"): it multiplies the number."""
MAX_SCALED = 1e27
"""A number times its scale word must stay below this (every product stays finite)."""


_SUPERSCRIPTS = str.maketrans("⁰¹²³⁴⁵⁶⁷⁸⁹⁻", "0123456789-")
SCIENTIFIC_PATTERN = (
    r"\d++\.\d++e\+?\d{1,2}(?![\w.])|\d++(?:\.\d++)?[^\S\n]?[×x][^\S\n]?10"
    r"(?:(?:\^|\*\*)[-−]?\d{1,2}|⁻?[⁰¹²³⁴⁵⁶⁷⁸⁹]{1,2})"
)
"""A number in scientific notation: "4.3 × 10^19", "6.02 x 10²³", "4.3e19" (an "e" form
needs a decimal point, so that a code like "3e5" is none)."""


def parse_scientific(text: str) -> float | None:
    """The value of a number written in scientific notation (``SCIENTIFIC_PATTERN``); None
    when it is none or reaches ``MAX_SCALED``."""
    cleaned = text.translate(_SUPERSCRIPTS).replace("−", "-").replace("**", "^").lower()
    mantissa, exponent = re.split(r"\s?[×x]\s?10\^?|e", cleaned.replace(" ", ""), maxsplit=1)
    try:
        value = float(mantissa) * 10.0 ** int(exponent)
    except ValueError:
        return None
    return value if value < MAX_SCALED else None


def scaled(number: float, word: str) -> float | None:
    """``number`` times the scale ``word`` ("million"); None when the word is none or the
    product reaches ``MAX_SCALED``."""
    factor = SCALE_WORDS.get(word.lower())
    if factor is None or number * factor >= MAX_SCALED:
        return None
    return number * factor


def parse_number(text: str) -> float | None:
    """Value of a digit or word number; None when it is not one we read with certainty."""
    cleaned = text.strip().lower()
    if not cleaned:
        return None
    if cleaned[0].isdigit():
        fraction = _FRACTIONS.get(cleaned[-1], 0.0)
        try:
            number = float((cleaned[:-1] if fraction else cleaned).translate(_GROUP_SPACES))
        except ValueError:
            return None
        return number + fraction if number < MAX_NUMBER else None
    if cleaned.endswith(" and a half"):
        whole = _parse_words(cleaned[: -len(" and a half")])
        return None if whole is None else whole + 0.5
    return _parse_words(cleaned)


_FRACTIONS = {"½": 0.5, "¼": 0.25, "¾": 0.75}


def _parse_words(text: str) -> float | None:
    total = current = 0
    for part in text.replace("-", " ").replace(",", " ").split():
        if part == "and" and total + current >= 100:
            continue  # "four hundred and fifty"
        if part in _UNITS:
            current += _UNITS[part]
        elif part in _TENS:
            current += _TENS[part]
        elif part == "million":
            total, current = total + max(current, 1) * 1_000_000, 0
        elif part == "thousand":
            total, current = total + max(current, 1) * 1000, 0
        elif part in _SCALES:
            current = max(current, 1) * _SCALES[part]
        else:
            return None
    return float(total + current)


def format_number(value: float) -> str:
    """Shortest faithful decimal: 30.0 → "30", 99.90 → "99.9", 1e21 stays readable."""
    if value == int(value) and abs(value) < 1e15:
        return str(int(value))
    return f"{value:.10g}"
