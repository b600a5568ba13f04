"""Numbers as written in prose: digits with thousands separators, decimals, small number words.

Invariant: ``parse_number`` returns None rather than guessing; "1,000" and "1000" are equal,
"thirty" is 30, "twenty-one" is 21. Every number it returns is finite and below
``MAX_NUMBER`` in size, so no later product, ratio or ``int()`` overflows (400 digits once did).
"""

from __future__ import annotations

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
WORD_NUMBER_PATTERN = (
    r"(?:(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[- ](?:one|two|three|four"
    r"|five|six|seven|eight|nine))?|zero|one|two|three|four|five|six|seven|eight|nine|ten"
    r"|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|a|an"
    r"|single)(?:[- ](?:hundred|thousand)(?:\s+and\s+(?:(?:twenty|thirty|forty|fifty|sixty"
    r"|seventy|eighty|ninety)(?:[- ](?:one|two|three|four|five|six|seven|eight|nine))?|one|two"
    r"|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen"
    r"|sixteen|seventeen|eighteen|nineteen))?)?"
)
"""A spelled-out number up to the thousands: "twenty-one", "four hundred and fifty"."""
DIGIT_NUMBER_PATTERN = (
    r"(?:\d{1,3}(?:,\d{3})+|\d{1,3}(?:[ \u00a0\u202f]\d{3})+(?!\d|[.,]\d)|\d++)(?:\.\d++)?"
)
"""Digits, grouped in thousands by commas ("20,000,000") or by spaces as much of Europe and
the SI write them ("20 000 000", also with a no-break or narrow space); a space-grouped
number ends where its last group of three does."""
_GROUP_SPACES = str.maketrans("", "", ", \u00a0\u202f")
NUMBER_PATTERN = rf"(?:{DIGIT_NUMBER_PATTERN}|(?i:{WORD_NUMBER_PATTERN}))"


MAX_NUMBER = 1e18
"""Numbers this large or larger are not read as values (no policy states them)."""


def parse_number(text: str) -> float | None:
    """Value of a digit or word number; None when it is not one we read with certainty."""
    cleaned = text.strip().lower()
    if not cleaned:
        return None
    if cleaned[0].isdigit():
        try:
            number = float(cleaned.translate(_GROUP_SPACES))
        except ValueError:
            return None
        return number if number < MAX_NUMBER else None
    return _parse_words(cleaned)


def _parse_words(text: str) -> float | None:
    total = 0
    for part in text.replace("-", " ").split():
        if part == "and" and total >= 100:
            continue  # "four hundred and fifty"
        if part in _UNITS:
            total += _UNITS[part]
        elif part in _TENS:
            total += _TENS[part]
        elif part in _SCALES:
            total = max(total, 1) * _SCALES[part]
        else:
            return None
    return float(total)


def format_number(value: float) -> str:
    """Shortest faithful decimal: 30.0 → "30", 99.90 → "99.9", 1e21 stays readable."""
    if value == int(value) and abs(value) < 1e15:
        return str(int(value))
    return f"{value:.10g}"
