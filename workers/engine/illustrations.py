"""An amount worked out from a percentage rule in the same sentence: the rule's illustration.

"a no-show fee of 50% of the booked price (£27.50 for a small Full Groom) will be taken"
states one rule, half the booked price; the amount in brackets right after the percentage
is that rule applied to one case, not a second rule for the fee. Such an amount is no claim
unless the question asks for its case, writing every content word of it ("… for a small
Full Groom?"). Reads the text around the amount and the query only.
"""

from __future__ import annotations

import re

from workers.engine.terms import STOPWORDS, stem
from workers.engine.values import Value

_RULE_BEFORE = re.compile(
    r"\d(?:[\d.,]*\d)?[^\S\n]*(?:%|per[^\S\n]?cent)[^\S\n]+of[^\S\n]+[^.;:()\n]{1,80}?"
    r"[^\S\n]*\([^\S\n]*(?:(?:e\.g\.|i\.e\.|that is|say|so|about|around|roughly),?"
    r"[^\S\n]*)?[^\s(]{0,3}$",
    re.IGNORECASE,
)
"""A percentage "of" something, then an opening bracket and at most a currency sign before
the amount: "50% of the booked price (£"."""
_CASE_AFTER = re.compile(r"[^()\n]{0,80}?\)")
_WORD = re.compile(r"[A-Za-z][A-Za-z-]*")


def illustrates_rate(text: str, value: Value, query_tokens: frozenset[str]) -> bool:
    """Is ``value`` (in ``text``) the bracketed illustration of a percentage rule right
    before it, for a case the query does not name in full? Invariant: an amount not opening
    a bracket after "N% of …" is never one."""
    if _RULE_BEFORE.search(text, max(0, value.start - 120), value.start) is None:
        return False
    case = _CASE_AFTER.match(text, value.end)
    words = {stem(w) for w in _WORD.findall(case.group(0) if case else "")
             if w.lower() not in STOPWORDS}
    return not words or not words <= query_tokens
