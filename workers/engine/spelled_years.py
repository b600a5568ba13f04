"""Years spelled out in words: "in nineteen ten", "since eighteen sixty-six".

Pages for children and spoken-style answers write a year as two spoken numbers: the century
("nineteen", "eighteen", "twenty") and the year within it ("ten", "thirty-two", "oh five",
"hundred"). After a preposition that takes a time ("in", "since", "from", "until", "by",
"of"), such a pair is a year: "opened in nineteen ten" states 1910, as "opened in 1910"
does. Without that preposition ("nineteen twenty-pound notes") the words are left alone, and
no century below eleven is read. Pure; one bounded pattern.
"""

from __future__ import annotations

import re

_UNITS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
          "eight": 8, "nine": 9}
_TEENS = {"ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14,
          "fifteen": 15, "sixteen": 16, "seventeen": 17, "eighteen": 18, "nineteen": 19}
_TENS = {"twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70,
         "eighty": 80, "ninety": 90}
_CENTURIES = {**{w: n for w, n in _TEENS.items() if n >= 11}, "twenty": 20}

SPELLED_YEAR = re.compile(
    r"\b(?:in|since|from|until|till|by|of)[^\S\n]+(?P<y>(?P<c>"
    + "|".join(_CENTURIES) + r")[^\S\n]+(?P<r>hundred|oh[^\S\n-]+(?:"
    + "|".join(_UNITS) + r")|(?:" + "|".join(_TENS) + r")(?:[- ](?:"
    + "|".join(_UNITS) + r"))?|" + "|".join(_TEENS) + r"))(?![\w-])",
    re.IGNORECASE)
"""A time preposition, a century word and the year within it ("in nineteen thirty-two")."""


def spelled_years(snippet: str) -> list[tuple[int, int, str]]:
    """(start, end, year) of each year ``snippet`` spells out after a time preposition."""
    if "teen" not in snippet.lower() and "twenty" not in snippet.lower():
        return []
    out = []
    for found in SPELLED_YEAR.finditer(snippet):
        century = _CENTURIES[found.group("c").lower()]
        rest = found.group("r").lower()
        if rest == "hundred":
            within = 0
        elif rest.startswith("oh"):
            within = _UNITS[rest.split()[-1]]
        else:
            words = re.split(r"[- ]", rest)
            within = _TENS.get(words[0], 0) + _TEENS.get(words[0], 0) + (
                _UNITS[words[1]] if len(words) > 1 else 0)
        out.append((found.start("y"), found.end("y"), str(century * 100 + within)))
    return out
