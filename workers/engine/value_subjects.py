"""A clause after a semicolon whose subject is its own value: "…; seven minutes is the limit".

"Time the medley at every practice; seven minutes is the limit" states the medley's limit,
though the second clause names no medley: a clause that opens on an amount (a digit, a
number word or a currency sign) as the subject of "is"/"are" and a determiner ("the", "a",
"our", …) names what the amount is, and the thing it is of is the clause before the
semicolon's. Invariant: only a clause right after a semicolon on the same line continues
the one before it; any other clause stands alone (``reading._continued``).
"""

from __future__ import annotations

import re

from workers.engine.numbers import NUMBER_WORDS

_NUMBER_WORD = "|".join(sorted(NUMBER_WORDS, key=len, reverse=True))
_VALUE_SUBJECT = re.compile(
    rf"[^\S\n]*(?:[£$€]?\d[\d,.]*|(?:{_NUMBER_WORD})\b)[^\S\n]*[%a-z]*"
    r"(?:[^\S\n]+[a-z]+)?[^\S\n]+(?:is|are)[^\S\n]+"
    r"(?:the|a|an|our|its|their|your|this|that)[^\S\n]+[a-z]",
    re.IGNORECASE)
"""An amount (and at most two words of its unit) as a copula's subject before a determiner."""


def continues_before(previous: str, body: str) -> bool:
    """Does ``body``, a clause after ``previous`` on the same line, continue it: ``previous``
    ends with a semicolon and ``body`` opens on its value as the subject of "is the …"?"""
    return previous.rstrip().endswith(";") and _VALUE_SUBJECT.match(body) is not None
