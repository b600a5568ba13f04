"""A money or percentage value whose own clause says it measures another amount.

A chunk retrieved for "What does X cost?" often states other amounts of X: what the
seller takes in, a share of some whole, what X fetches today. Each is read from the value's
own clause against what the query asks, never from the words of a known text:

- Received, not paid: the word that governs the amount (the nearest content word before it
  in its clause: "Forecourt income £1.2m", "partners earn £25", "arrears at 3.1%") names
  money the seller's side takes in or is owed (``_RECEIVED``): income, revenue, earnings,
  commission, arrears. A query asking a price (it names a price, cost, fee or charge, a
  billing period, or asks "how much is …") asks what the buyer pays for one thing; money
  received is the other side of the trade, summed over many sales or paid per sale, as an
  export's value answers no question about imports (``opposite_flows``). Any other query
  ("What interest do savers get?", where savers earn) and one naming a word of that class
  are untouched.
- A share, not a change: "3.1% of the rent roll" is a part of a whole; a query asking by how
  much something rises or falls (``_ASKS_CHANGE``) asks a change, which a percentage
  followed by "of" never states.
- Now, not then: a value its clause dates to the present ("go for about $80 now", "today",
  "these days") answers no question about a past year ("What was … in 1995?") unless the
  clause names that year, nor one about the first or original thing ("How much did the
  first meters charge?") unless the clause says "first" or "original"; for such a question,
  a value in the sentence that follows a page's own update stamp ("Updated 04/2025 · Meters:
  $1.50 per hour") is dated to the present too, when that sentence has no mark of the past
  (a past verb, "first", "once", a year): it states today's amount, not the first one.

Reads the member's chunk text around its values and the query only.
"""

from __future__ import annotations

import re

from workers.engine.members import Member
from workers.engine.other_prices import asked_period
from workers.engine.query_memo import per_query
from workers.engine.terms import STOPWORDS, named_terms
from workers.engine.values import Value

_RECEIVED = frozenset(
    "income incomes revenue revenues turnover takings proceeds earnings earn earns earned "
    "earning commission commissions arrears".split())
"""Words for money the seller's side takes in (or is owed and has not yet been paid), never
the price a buyer pays: a closed class, like the two directions of trade."""
_CLAUSE_MARK = re.compile(r"[,;:|·•()\n]|[^\S\n][—–-][^\S\n]|[.!?](?=\s|$)")
_WORD = re.compile(r"[A-Za-z][A-Za-z'-]*")
_SPAN = 40
"""How far before an amount its governing word may stand (about five words)."""
_ASKS_CHANGE = re.compile(
    r"\b(?:increas|decreas|ris(?:e|es|ing)\b|rose\b|fall|fell\b|grow|grew\b|rais|reduc|cut\b"
    r"|drop|go(?:es|ing)? up\b|go(?:es|ing)? down\b)", re.IGNORECASE)
"""A query asking how much something changes ("By what percentage is rent increasing?")."""
_SHARE_OF = re.compile(r"[^\S\n]+of[^\S\n]+(?:the|a|an|its|their|our|all)?[^\S\n]*[A-Za-z]")
_NOW = re.compile(r"\b(?:now|today|nowadays|these days|currently)\b", re.IGNORECASE)
_PAST_YEAR = re.compile(r"\b(?:was|were|did|had)\b.*?\b(1[0-9]{3}|20[0-9]{2})\b", re.IGNORECASE)


def _clause(text: str, start: int, end: int) -> tuple[int, int]:
    """The clause of ``text`` around the value at [start, end): from the last clause mark
    before it to the first after it."""
    marks_before = [m.end() for m in _CLAUSE_MARK.finditer(text, 0, start)]
    after = _CLAUSE_MARK.search(text, end)
    return (marks_before[-1] if marks_before else 0), (after.start() if after else len(text))


def governing_word(text: str, start: int) -> str:
    """The nearest content word (not a stop word) before the value at ``start`` of
    ``text`` in its clause, within ``_SPAN`` characters, lower-cased; "" when none."""
    begin = max(_clause(text, start, start)[0], start - _SPAN)
    while begin > 0 and text[begin - 1].isalpha():
        begin -= 1  # never read a word cut by the span
    for found in reversed(list(_WORD.finditer(text, begin, start))):
        lowered = found.group(0).lower()
        if lowered not in STOPWORDS:
            return lowered
    return ""


_HOW_MUCH_IS = re.compile(r"\bhow much (?:is|are|was|were|will)\b", re.IGNORECASE)


@per_query
def _asks_paid(query: str) -> bool:
    """Does ``query`` ask a price the buyer pays, and name no money received?"""
    if any(w in _RECEIVED for w in _WORD.findall(query.lower())):
        return False
    return any(name == "price" for _, name in named_terms(query)) or bool(
        asked_period(query)) or _HOW_MUCH_IS.search(query) is not None


@per_query
def _asks_change(query: str) -> bool:
    return _ASKS_CHANGE.search(query) is not None


@per_query
def _past_year(query: str) -> str:
    found = _PAST_YEAR.search(query)
    return found.group(1) if found else ""


def other_amount_value(text: str, value: Value, query: str) -> bool:
    """Does ``value`` (money or a percentage in ``text``) measure another amount than the
    one ``query`` asks (module docstring)? Invariant: False for every other kind of value."""
    if value.field != "money" and value.dimension != "percent":
        return False
    if _asks_paid(query) and governing_word(text, value.start) in _RECEIVED:
        return True
    if value.dimension == "percent" and _asks_change(query) \
            and _SHARE_OF.match(text, value.end):
        return True
    year = _past_year(query)
    if year:
        begin, end = _clause(text, value.start, value.end)
        clause = text[begin:end]
        return _NOW.search(clause) is not None and year not in clause
    if _asks_origin(query):
        begin, end = _clause(text, value.start, value.end)
        clause = text[begin:end]
        return _ORIGIN.search(clause) is None and (
            _NOW.search(clause) is not None or _stamped_present(text, value.start))
    return False


_ORIGIN = re.compile(r"\b(?:first|original|originally|initial|initially|earliest)\b",
                     re.IGNORECASE)
_PAST_AUX = re.compile(r"\b(?:did|was|were|had|used to)\b", re.IGNORECASE)
_STAMP = re.compile(
    r"\W*(?:last[^\S\n]+)?(?:updated|reviewed|revised|checked)\b[^\n·|—–]{0,24}?\d{4}"
    r"[^\S\n]*[·|—–:]", re.IGNORECASE)
"""A page's own update stamp opening the text: "Updated 04/2025 · ", "Last reviewed
March 2024 — "."""
_SENTENCE_END = re.compile(r"[.!?](?=\s|$)")
_PAST_MARK = re.compile(
    r"\b(?:was|were|did|had|used|once|then|back|first|original\w*|initial\w*|earliest"
    r"|former\w*|[a-z]{3,}ed|1[0-9]{3}|20[0-9]{2})\b", re.IGNORECASE)
"""A mark of the past in a sentence: a past verb or auxiliary, "once", "first", a year."""


@per_query
def _asks_origin(query: str) -> bool:
    """Does ``query`` ask, in the past, about the first or original thing ("How much did it
    cost at the first meters?")?"""
    return _ORIGIN.search(query) is not None and _PAST_AUX.search(query) is not None


def _stamped_present(text: str, start: int) -> bool:
    """Does the value at ``start`` stand in the sentence right after the text's opening
    update stamp (``_STAMP``), a sentence with no mark of the past (``_PAST_MARK``)?"""
    stamp = _STAMP.match(text)
    if stamp is None or start < stamp.end():
        return False
    if _SENTENCE_END.search(text, stamp.end(), start) is not None:
        return False  # a later sentence of the page: the stamp dates the page, not it
    stop = _SENTENCE_END.search(text, start)
    return _PAST_MARK.search(text, stamp.end(), stop.start() if stop else len(text)) is None


def other_amount(member: Member, query: str) -> bool:
    """Does each money or percentage value of ``member`` measure another amount than the
    asked one? Invariant: False for a member with no such value, or with any other value
    that is no context (a duration, a date beside the amount keeps it)."""
    values = [v for f, v in member.claim.values.items() if f not in ("clause", "date_basis")]
    return bool(values) and all(
        other_amount_value(member.chunk.text, v, query) for v in values)
