"""An amount that names its own fee, when the question names another.

"What is the team registration fee?" names its fee by a word before the fee word
("registration"). An amount written right before a fee word with a name of its own ("pay a
£10 late fee", "a £4.50 admin charge") is the price of that named fee: when none of the
words naming it is a word of the question, it states another fee and never answers the asked
one, so it is dropped. Invariants: only money values, and only those followed by one or two
naming words and then a singular fee noun (fee, charge, surcharge, penalty, fine); the
question must name exactly one fee by a naming word; words that say how much or how often a
fee is charged ("annual", "flat", "additional": ``_HOW_CHARGED``) name no fee on either side,
so "a £90 annual fee" answers "the membership fee" and "What is the annual fee?" names none.
An amount with no naming word ("a £10 fee"), or named by any question word, is kept.
Pure; claims are replaced, never mutated.
"""

from __future__ import annotations

import re

from schemas.types import FieldType
from workers.engine.claims import Claim
from workers.engine.kept_values import kept
from workers.engine.query_memo import per_query
from workers.engine.terms import STOPWORDS, stem
from workers.engine.values import Value

_FEE = r"(?:fee|charge|surcharge|penalty|fine)\b"
_QUERY_FEE = re.compile(rf"\b([a-z]+(?:-[a-z]+)*)[^\S\n]+{_FEE}", re.IGNORECASE)
"""The question's fee word and the word before it: "registration fee"."""
_NAMED_AFTER_AMOUNT = re.compile(
    rf"[^\S\n]+(?P<name>[a-z]+(?:-[a-z]+)*(?:[^\S\n]+[a-z]+(?:-[a-z]+)*)?)[^\S\n]+{_FEE}")
"""One or two lower-case naming words, then a singular fee noun, right after an amount:
" late fee", " late collection fee", " no-show charge"."""
_WORD = re.compile(r"[A-Za-z]+")
_HOW_CHARGED = frozenset(
    "hourly daily nightly weekly fortnightly monthly quarterly termly yearly annual one-off "
    "one-time once-off flat fixed standard basic usual normal full total additional extra "
    "small nominal modest reduced discounted refundable non-refundable new current "
    "minimum maximum same separate further".split())
"""Words that say how much, how often or on what terms a fee is charged, never what it is
charged for: a fee named by one of them is not named."""


@per_query
def asked_fee_words(query: str) -> frozenset[str]:
    """The stems of every word of ``query`` when it names exactly one fee by a naming word
    ("the team registration fee"); empty when it names none (or only by ``_HOW_CHARGED``
    or a stopword) or several."""
    names = {m.group(1).lower() for m in _QUERY_FEE.finditer(query)}
    names = {n for n in names if n not in _HOW_CHARGED and n not in STOPWORDS}
    if len(names) != 1:
        return frozenset()
    return frozenset(stem(w) for w in _WORD.findall(query))


def _named_other(text: str, value: Value, asked: frozenset[str]) -> bool:
    """Is ``value`` an amount right before a fee word named by words none of which is a
    question word (nor a ``_HOW_CHARGED`` or stop word)?"""
    found = _NAMED_AFTER_AMOUNT.match(text, value.end)
    if found is None:
        return False
    words = found["name"].lower().split()
    if any(w in STOPWORDS or w in _HOW_CHARGED for w in words):
        return False
    return not any(_same_word(stem(part), a) for w in words for part in w.split("-")
                   for a in asked)


def _same_word(written: str, asked: str) -> bool:
    """One stem, or one the start of the other ("regist" in "registration")."""
    short, long = sorted((written, asked), key=len)
    return short == long or (len(short) > 3 and long.startswith(short))


def other_named_fees_dropped(claims: list[Claim], text: str, query: str) -> list[Claim]:
    """``claims`` without the amounts of ``text`` that name a fee other than the one the
    question names (module docstring); a claim left with no value is dropped."""
    if not claims or not (asked := asked_fee_words(query)):
        return claims

    def keep(_c: Claim, _f: FieldType, v: Value) -> bool:
        return v.field != "money" or not _named_other(text, v, asked)

    return kept(claims, keep)
