"""What kind of value a question that names an attribute asks for, by its wording.

``questions`` reads the answer slot of a question that names no attribute of the table. A
question that does name one still says which kind of value answers it, and values of
another kind in the same sentences are context, never a second answer:

- *when* (*by when*, *on what date*, *what is the last day*) asks for a date, or a period
  that runs from a basis ("within 30 days of the invoice date"): a date, a date basis, or a
  duration stated with its basis. "The 24-month warranty runs from installation" answers
  "when does it start" with its basis; "an extra 12 months" answers nothing.
- a code ("order code", "part number", "IBAN", "which version") asks for an identifier: a
  price or a lead time beside it is context.
- a fee, price, cost or charge asks for money: "laptop loans are for 24 hours" beside "£2 a
  day" is context; not in a question for a year ("In what year was Master Charge renamed
  MasterCard?", "What year was the toll abolished?"), which asks for none. A charge the
  question rules out ("without charge", "free of charge", "no charge") asks for none: "How
  late can I cancel without charge?" asks for a period, and nor does one named after
  "without" and a verb ("… without losing the deposit").
- *how long* (*for how long*, *how soon*) asks for a period: a duration, its basis or the
  date it runs to ("valid until 2027"); a fee or a code beside it is context ("valid for 10
  years; the renewal fee is $130"). Both are read before the money words: "How soon is my
  deposit released?" asks for a period, not the deposit.
- *who*, *whom*, *whose* asks for a party: only text and clause values answer it ("Who may
  issue a refund above £5,000?", "Whose bequest paid for …": the sums are context).
- *how much* of an attribute that is never money ("How much storage …") asks for a
  quantity.
- a rate that is a share or a frequency (a tax, interest or refresh rate, "what
  percentage", "what share of the fee") asks for a quantity: "£13 billion a year" beside
  "VAT rises to 20%" is context.

A question that asks for two things ("the fee and the notice period", "… cost, and how
much notice …", "… and from when?") takes every kind, as does one this reading does not
recognise (``None``).
"""

from __future__ import annotations

import re
from collections.abc import Mapping

from schemas.types import FieldType
from workers.engine.asked_codes import asks_coded
from workers.engine.asked_sizes import asks_size
from workers.engine.query_memo import per_query
from workers.engine.values import Value

_NOT_COMPOUND = (r"(?![^\S\n]+(?!(?:is|was|are|were|does|do|did|will|would|can|could|should|must"
                 r"|may|of|in|on|and|or|the|a|an|my|our|your|their|this|that)\b)[a-z])")
"""After "what day": no lower-case word but a verb, a preposition or a determiner ("What day
is …", "What day of the week …"); a noun there makes "day" its modifier ("What day rate …",
"What day pass …")."""
_WHEN = re.compile(
    r"\W*(?:when|by when|(?:on|from|until|by) what date|what date|what day" + _NOT_COMPOUND
    + r"|what(?:'s| is| was) the (?:last|first|latest|earliest|final) (?:day|date))\b",
    re.IGNORECASE)
"""A when question; "What day rate …" asks a rate, "day" its modifier (``_NOT_COMPOUND``)."""
_CODE = re.compile(
    r"\b(?:code|id|iban|bic|swift code|sku|(?:part|account|order|reference|serial|model"
    r"|catalogue|catalog|flight|vendor|policy|invoice|accreditation|registration|licence"
    r"|license|certificate|permit|membership) (?:number|no\.?)"
    r"|(?:which|what) (?:\w+ ){0,2}version)\b(?! of\b)",
    re.IGNORECASE,
)
_CODE_OF = re.compile(
    r"\b(?:code|sku|(?:part|order|reference|serial|model|catalogue|catalog) (?:number|no\.?))"
    r" of\b(?! (?:conduct|practice|ethics|honou?r)\b)",
    re.IGNORECASE,
)
"""A question for a thing's code by "of" ("the product code of the grow kit", "the part
number of the disc"; never a code of conduct): ``answers_code_question`` reads it."""
_MONEY = re.compile(
    r"\b(?:fees?|prices?|costs?"
    r"|(?<!full )(?<!one )(?<!battery )(?<!without )(?<!free of )(?<!no )charges?|excess|stipend"
    r"|tariffs?|deposit)\b(?! (?:limit|cap|increase|change|rise|list|time))",
    re.IGNORECASE,
)
_YEAR = re.compile(r"\W*(?:(?:in|by|from|until|since)[^\S\n]+)?(?:what|which)[^\S\n]+year\b",
                   re.IGNORECASE)
"""A question for a year ("In what year was Master Charge renamed MasterCard?", "What year
was the entry fee abolished?") asks for no money, whatever money word it writes."""
_WORDS = re.compile(r"[a-z][a-z'-]*")
_HOW_LONG = re.compile(r"\W*(?:for )?how (?:long|soon)\b", re.IGNORECASE)
_WHO = re.compile(r"\W*(?:who|whom|whose)\b", re.IGNORECASE)
"""A who-question ("Who may approve …", "Whose bequest paid for …") asks for a party, a name:
an amount or a date beside it ("a refund above £5,000", "left £3,000") is context, so only
the text and clause fields answer it, whatever attribute a word of it names ("paid")."""
TWO_ASKS = re.compile(
    r"\band (?:(?:from|over|for|in|at|by|to|within|since|until|after) )?"
    r"(?:the|how|what|when|which|is|are|does|do)\b|\?.*\?",
    re.IGNORECASE)
"""Two asks, the second maybe led by a preposition ("… within how many days, and from
when?", "… and over how many instalments …")."""
_REFERENCE = re.compile(r"\b(?:off|below|above|over|under|against) (?:the )?list prices?\b",
                        re.IGNORECASE)
"""A price named only as a reference ("discount off list price") is not what is asked."""
_RULED_OUT = re.compile(r"\bwithout\s+\w+ing\b[^,;?]*", re.IGNORECASE)
"""A sum the question keeps out of play by a "without" and a verb ("… without losing the
deposit", "… without paying a fee") is the condition, not what is asked: "How much notice is
needed to move a booking without losing the deposit?" asks for a period."""

_SHARE = re.compile(
    r"\b(?:vat|tax|interest|inflation|unemployment|growth|error|mortality|refresh|frame"
    r"|sampling|sample|bit|heart)\s+rate\b|\brate\s+of\s+(?:vat|tax|interest|inflation"
    r"|unemployment|growth)\b|\bwhat\s+(?:percentage|proportion|share)\b",
    re.IGNORECASE,
)
"""A rate that is a share or a frequency ("the standard rate of VAT", "What refresh rate
…", "What percentage …"), never an amount of money ("the mileage rate" may be)."""

_HOW_MUCH_PAID = re.compile(
    r"\W*how much (?:did|does|do|will|would|could|can|should|must|has|have|had)\b[^?]{0,120}?"
    r"\b(?:pa(?:y|ys|id|ying)|spen(?:d|ds|t|ding)|fetch(?:es|ed)?|earn(?:s|ed)?"
    r"|(?:sell|sells|sold)\b[^?]{0,80}?\bfor)\b", re.IGNORECASE)
"""*how much* asked of a payment, its auxiliary right after it ("How much did Ada pay for
the first ticket?", "How much does a nurse earn?", "How much did the stamp sell for?",
"… fetch at auction?"): an amount of money, whatever attribute a word of it names ("pay"
names payment terms, whose periods are context here: "the line ran for four months")."""
_HOW_MUCH = re.compile(r"\W*how much ([\w-]+)", re.IGNORECASE)
"""*how much* of an attribute that is never money (``NEVER_MONEY``: "How much storage
did …") asks for a quantity: a price beside it ("a $399 player with a 5 GB drive", "current
bid $8,750") is context."""

WHEN: frozenset[FieldType] = frozenset({"date", "date_basis", "quantity"})
SHARE: frozenset[FieldType] = frozenset({"quantity"})
AMOUNT: frozenset[FieldType] = SHARE
CODE: frozenset[FieldType] = frozenset({"identifier"})
MONEY: frozenset[FieldType] = frozenset({"money"})
PERIOD: frozenset[FieldType] = frozenset({"quantity", "date", "date_basis", "clause", "text"})
PARTY: frozenset[FieldType] = frozenset({"clause", "text"})


@per_query
def asked_fields(query: str) -> frozenset[FieldType] | None:
    """The field types whose values answer ``query``; ``None`` when any may."""
    if TWO_ASKS.search(query):
        return None
    if _WHEN.match(query):
        return WHEN
    if _WHO.match(query):
        return PARTY
    if _HOW_LONG.match(query):
        return PERIOD
    if _CODE.search(query) or asks_coded(_WORDS.findall(query.lower())):
        return CODE  # also "which form …", "which router model …" (``asked_codes``)
    if _SHARE.search(query):
        return SHARE
    if _MONEY.search(_RULED_OUT.sub(" ", _REFERENCE.sub(" ", query))) and not _YEAR.match(query):
        return MONEY
    if _HOW_MUCH_PAID.match(query):
        return MONEY
    if (much := _HOW_MUCH.match(query)) and much.group(1).lower() in NEVER_MONEY:
        return AMOUNT  # "How much storage …": an amount of it, never money
    if asks_size(query):
        return AMOUNT  # "From what height …", "How heavy …": a size (``asked_sizes``)
    return None


def answering_values(
    values: dict[FieldType, Value], asked: frozenset[FieldType] | None
) -> dict[FieldType, Value]:
    """Of a claim's ``values``, those of the kind ``asked`` for; for a *when* question a
    duration only beside its basis ("within 30 days of receipt")."""
    if asked is None:
        return values
    kept = {f: v for f, v in values.items() if f in asked}
    if asked is WHEN and "quantity" in kept and "date_basis" not in kept:
        del kept["quantity"]
    return kept


NEVER_MONEY = frozenset(
    "return-window retention timeout availability warranty notice-period probation leave "
    "access deadline dosage password rotation backup monitoring version endpoint expiry "
    "response-time retries deployment rollback approval encryption mfa sso review "
    "cancellation trial storage capacity height width weight latency throughput onboarding "
    "training audit upload-limit resolution-time carry-over payload bank-account".split()
)
"""Attributes of the table whose values are never an amount of money (a return window is
a period, a version an identifier)."""


def answers_code_question(values: Mapping[FieldType, Value], query: str) -> bool:
    """Does an identifier answer ``query``'s question for a code ("What is the product code
    of …?"), whatever attribute its own words name? A catalogue row's code cell names none
    ("Oyster grow kit | GH-OYS-220 | £22"), a corrigendum's sentence the question's: both
    state the asked code."""
    return "identifier" in values and (
        asked_fields(query) is CODE or _CODE_OF.search(query) is not None)


def answers_money_question(measure: str, values: Mapping[FieldType, Value], query: str) -> bool:
    """Does an amount of money stated under ``measure``, an attribute that is never money
    ("Laptop late returns: £2 per day"), answer ``query``'s question for money all the
    same? The word named something near the amount, not what the amount is."""
    return "money" in values and measure in NEVER_MONEY and asked_fields(query) is MONEY
