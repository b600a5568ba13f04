"""A code of the question's code's shape, but another one, names another variant.

Short codes that mix capitals and digits name variants of one scheme ("B2C" and "B2B", "P2"
and "P3", "4G" and "5G"): two codes written with the same run of letters and digits (letters
and digits in the same places, the letters in the same case) exclude one another, like the
years and names of ``rivals``. When the question writes such a code, a sentence that writes
another code of its shape before its first value and never the question's own ("B2B pick,
per order line | £0.55" for the B2C pick fee) states the other variant's value. A sentence
writing the question's code too is left alone (it may compare the two); so is a code that
differs from the question's only in its last digits' count (no such pair shares a shape).
Pure; reads the sentence up to its first value and the question's words.
"""

from __future__ import annotations

import re

from workers.engine.query_memo import per_query

_CODE = re.compile(r"(?<![\w.-])(?=[A-Za-z]*\d)(?=[a-z\d]*[A-Z])[A-Za-z0-9]{2,6}(?![\w-]|\.\d)")
"""A token of two to six letters and digits with a digit and a capital ("B2C", "4G", "P3"),
so that a number and its unit ("5kg", "9am", "1st") is none."""


def _shape(code: str) -> str:
    """Each character's class in order: "A" an upper-case letter, "a" a lower-case one, "9"
    a digit ("B2C" → "A9A")."""
    return "".join("9" if c.isdigit() else "A" if c.isupper() else "a" for c in code)


@per_query
def asked_codes(query: str) -> frozenset[str]:
    """The codes ``query`` writes (``_CODE``)."""
    return frozenset(m.group(0) for m in _CODE.finditer(query))


def sibling_code(snippet: str, first_value: int, query: str) -> str:
    """"code:<code>" for the first code of ``snippet`` before ``first_value`` that has the
    shape of a code of ``query`` but is another, when ``snippet`` writes none of the
    question's codes; "" otherwise. Invariant: "" when the question writes no code."""
    asked = asked_codes(query)
    if not asked:
        return ""
    written = {m.group(0) for m in _CODE.finditer(snippet)}
    if written & asked:
        return ""
    shapes = {_shape(code) for code in asked}
    for found in _CODE.finditer(snippet[:first_value]):
        if _shape(found.group(0)) in shapes:
            return f"code:{found.group(0).lower()}"
    return ""
