"""Prices of something else than the one the query asks: another billing period, an add-on.

"What does the plan cost per month?" asks a monthly price: "EUR 571.20 per year" is the
annual price, another attribute, though an amount written with no period ("59,50 EUR")
would compare with both. And a sentence that opens on an additional or extra item the query
does not name ("each additional seat is EUR 12 per month") prices that add-on, not the
asked thing, a price called a deposit is the part paid up front (unless the query asks a
deposit), and a price called a minimum ("a minimum monthly charge of £350") is a floor on
the bill, not the price asked, unless the query asks a bound. A question asking a rate and
then another amount ("the price per TB per month and the minimum annual commitment") keeps
the rate and the lump sum apart. Reads the sentence's values and words and the query only.
"""

from __future__ import annotations

import re

from schemas.types import FieldType
from workers.engine.distance_rates import distance_rate
from workers.engine.query import QueryView
from workers.engine.query_memo import per_query
from workers.engine.sentence_readings import SentenceReading
from workers.engine.terms import stem
from workers.engine.values import Value

_PERIODS = ("hour", "day", "night", "week", "month", "quarter", "year")
_ADVERBS = {"hourly": "hour", "daily": "day", "nightly": "night", "weekly": "week",
            "monthly": "month", "quarterly": "quarter", "yearly": "year", "annual": "year",
            "annually": "year"}
_PER = re.compile(rf"\b(?:per|a|an|each|every)\s+({'|'.join(_PERIODS)})\b|\b("
                  rf"{'|'.join(_ADVERBS)})\b", re.IGNORECASE)
_ADD_ON = re.compile(r"[^A-Za-z0-9]*(?:(?:each|every|per|any|an?)\s+)?(?:additional|extra)\s+"
                     r"([A-Za-z][\w-]*)", re.IGNORECASE)
"""A sentence opening on an add-on: "each additional seat", "Extra bags", "an extra night"."""


@per_query
def asked_period(query: str) -> str:
    """The billing period a query asks a price for ("per month", "a year", "monthly" →
    "month"); "" when it names none or several."""
    found = {(m.group(1) or _ADVERBS[m.group(2).lower()]).lower() for m in _PER.finditer(query)}
    return next(iter(found)) if len(found) == 1 else ""


def other_price(sentence: SentenceReading, query: QueryView) -> str:
    """"per:<period>" for a sentence whose prices are all for another billing period than
    the query asks ("per year" for a monthly price); "per:once" for one stating one price
    it calls paid once ("a one-off £10 fee", ``_one_off``); "per:span" for one whose price
    with no period sums several periods ("£2,400 over two years", ``_over_span``);
    "rate:<word>" for one whose every price is called the rate of a case the query never
    names ("the £4 concession rate", ``_named_rate``); "add-on:<noun>" for one that
    opens on an additional or extra item the query does not name, or whose every price is
    a surcharge (``surcharges_only``); "deposit:amount" for one whose every price is a
    deposit (``deposits_only``); else "per:<mile or km>" for one whose every price is for
    a distance travelled that the query never speaks of (``distance_rates``); ""
    otherwise. A sentence with no period on any price, or with one price of the asked
    period, states the asked price."""
    asked = asked_period(query.text)
    periods = {_period(v.dimension) for v in sentence.values if v.field == "money"}
    if asked and periods and asked not in periods and "" not in periods:
        return f"per:{min(periods)}"
    if asked and periods == {""} and _one_off(sentence):
        return "per:once"
    if asked and "" in periods and _over_span(sentence):
        return "per:span"
    if surcharges_only(sentence, query.text):
        return "add-on:amount"
    if (named := _named_rate(sentence, query)):
        return f"rate:{named}"
    if minimums_only(sentence, query.text):
        return "minimum:amount"
    if deposits_only(sentence, query.text):
        return "deposit:amount"
    found = _ADD_ON.match(sentence.snippet)
    if found and stem(found.group(1)) not in query.terms | query.tokens and any(
            v.field == "money" for v in sentence.values):
        return f"add-on:{stem(found.group(1))}"
    return distance_rate(sentence, query.text)  # "45p a mile": ``distance_rates``


def _named_rate(sentence: SentenceReading, query: QueryView) -> str:
    """The stem of the word naming which rate every price of the sentence's reading is
    ("the £4 concession rate", "a £12 member price"), when the query never writes it;
    "" otherwise. A word for the usual rate ("standard", "full", "normal" …) or a period
    ("annual") names no other case."""
    money = [v for v in sentence.values if v.field == "money"]
    if not money:
        return ""
    text, named = sentence.snippet, set()
    for value in money:
        at = text.find(value.surface) if value.surface else -1
        found = _RATE_AFTER.match(text, at + len(value.surface)) if at >= 0 else None
        word = found.group(1).lower() if found else ""
        if not word or word in _USUAL_RATES or word in _ADVERBS:
            return ""
        named.add(stem(word))
    if len(named) != 1 or named & (query.terms | query.tokens):
        return ""
    return next(iter(named))


_RATE_AFTER = re.compile(r"[^\S\n]+([a-z][a-z-]+)[^\S\n]+(?:rate|price|fare|tariff)s?\b")
"""A word naming a rate right after its amount: " concession rate", " member price"."""
_USUAL_RATES = frozenset(
    "standard normal usual regular basic full flat current base list headline adult".split())
"""Words for the rate every buyer pays unless a case applies: no other case."""


def _over_span(sentence: SentenceReading) -> bool:
    """Does a price with no period of the sentence's reading sum a span of several periods
    ("£2,400 over two years", "EUR 900 across the first six months")? That total is no price
    per the one period a query asks."""
    text = sentence.snippet
    for value in sentence.values:
        if value.field != "money" or _period(value.dimension) or not value.surface:
            continue
        at = text.find(value.surface)
        if at >= 0 and _SPAN_AFTER.match(text, at + len(value.surface)):
            return True
    return False


_SPAN_AFTER = re.compile(
    r"[^\S\n]+(?:over|across)[^\S\n]+(?:the[^\S\n]+(?:next|first|last)[^\S\n]+)?"
    r"(?:\d+|two|three|four|five|six|seven|eight|nine|ten|twelve|several)[^\S\n]+"
    r"(?:hours|days|nights|weeks|months|quarters|years)\b",
    re.IGNORECASE,
)
"""A span of several periods right after a price: "over two years", "across the first six
months"."""


def _one_off(sentence: SentenceReading) -> bool:
    """Does a sentence state one price, with no period, that it calls paid once ("a one-off
    £10 joining fee", "a one-time set-up charge of $50")? That price is charged once, so it
    is not the price per the period a query asks; a sentence with two prices keeps them (the
    word may call only one of them so)."""
    money = [v for v in sentence.sentence_values if v.field == "money"]
    return len(money) == 1 and _ONCE.search(sentence.snippet) is not None


_ONCE = re.compile(r"\b(?:one[- ]off|one[- ]time|once[- ]only|non[- ]recurring)\b",
                   re.IGNORECASE)


def surcharges_only(sentence: SentenceReading, query: str) -> bool:
    """Is every value of a sentence's reading a price, and every price of the reading and of
    the sentence one added on top of another ("for £95 extra", "add 50p per mile", "plus
    £5", "a supplement of £15")? Such an amount is what an option or an excess costs beyond
    the price, never the price itself, unless the query asks for an extra, a surcharge, a
    supplement, a fee or a charge. A sentence with one price no word marks so keeps every
    price (the word may mark only one of them); a reading holding another value ("1,400
    volumes, plus £300 for shelving") is never one."""
    if _asks(query)[0]:
        return False
    return _every_price_marked(sentence, _EXTRA_BEFORE, _EXTRA_AFTER)


def asks_extra(query: str) -> bool:
    """Does the question ask about an addition, a fee or a charge (``_ASKS_EXTRA``)?"""
    return _asks(query)[0]


def minimums_only(sentence: SentenceReading, query: str) -> bool:
    """Is every value of a sentence's reading a price, and every price of the reading and of
    the sentence called a minimum ("a minimum monthly charge of £350", "minimum £20 per
    lot")? A minimum charge is a floor on what is billed, never the price of the thing the
    query asks, unless the query asks a bound itself ("the minimum order", "the lowest
    fare"). Same sentence conditions as ``surcharges_only``."""
    if _MINIMUM.search(sentence.snippet) is None or _asks(query)[1]:
        return False  # neither marker can match a sentence that never writes "minimum"
    return _every_price_marked(sentence, _MINIMUM_BEFORE, _MINIMUM_AFTER)


def deposits_only(sentence: SentenceReading, query: str) -> bool:
    """Is every value of a sentence's reading a price, and every price of the reading and of
    the sentence called a deposit ("A £20 deposit secures any box", "a deposit of £50")? A
    deposit is the part paid up front, never the price of the thing, unless the query asks a
    deposit or a sum paid up front itself. Same sentence conditions as ``surcharges_only``."""
    if _DEPOSIT.search(sentence.snippet) is None or _ASKS_DEPOSIT.search(query) is not None:
        return False
    return _every_price_marked(sentence, _DEPOSIT_BEFORE, _DEPOSIT_AFTER)


_DEPOSIT = re.compile(r"deposit", re.IGNORECASE)
"""The word both markers of a deposit need."""
_DEPOSIT_BEFORE = re.compile(r"\bdeposits?\s+of\s+$", re.IGNORECASE)
"""A deposit right before an amount: "a deposit of £50"."""
_DEPOSIT_AFTER = re.compile(r"[^\S\n]+(?:[a-z]+[^\S\n]+)?deposits?\b", re.IGNORECASE)
"""A deposit right after an amount, maybe with one word between: "£20 deposit", "£50
booking deposit"."""
_ASKS_DEPOSIT = re.compile(
    r"\b(?:deposits?|up[- ]?front|down[- ]payments?|advance|secure|reserve)\b", re.IGNORECASE)
"""A question asking the sum paid first itself."""


@per_query
def _asks(query: str) -> tuple[bool, bool]:
    """Does the question ask about an addition itself (``_ASKS_EXTRA``), and does it ask a
    bound (``_ASKS_BOUND``)? Read once per question."""
    return _ASKS_EXTRA.search(query) is not None, _ASKS_BOUND.search(query) is not None


def _every_price_marked(
    sentence: SentenceReading, before: re.Pattern[str], after: re.Pattern[str]
) -> bool:
    """Does ``before`` end just before (within 30 characters), or ``after`` start just after,
    every price of the sentence's reading, the reading holding only prices and all the
    sentence's prices?"""
    money = list(sentence.values)
    if not money or any(v.field != "money" for v in money) or any(
            v.field == "money" and v not in money for v in sentence.sentence_values):
        return False
    text, at = sentence.snippet, 0
    for value in money:
        start = text.find(value.surface, at) if value.surface else -1
        if start < 0:
            return False
        end = start + len(value.surface)
        if not (before.search(text, max(0, start - 30), start) or after.match(text, end)):
            return False
        at = end
    return True


_MINIMUM_BEFORE = re.compile(
    r"\bminimum(?:\s+[a-z]+){0,2}?(?:\s+(?:charge|fee|spend|bill|invoice))?\s+(?:of\s+)?$",
    re.IGNORECASE)
"""A minimum right before an amount: "minimum £20", "a minimum monthly charge of £350"."""
_MINIMUM_AFTER = re.compile(r"[^\S\n]+minimum\b", re.IGNORECASE)
"""A minimum right after an amount: "£350 minimum"."""
_MINIMUM = re.compile(r"minimum", re.IGNORECASE)
"""The word both markers of a minimum need (the same case rule as theirs)."""
_ASKS_BOUND = re.compile(r"\b(?:minimum|min|least|lowest|cheapest|floor)\b", re.IGNORECASE)
"""A question asking a bound, where a minimum charge may be the very answer."""


_EXTRA_BEFORE = re.compile(
    r"\b(?:add(?:s|ing)?|plus|(?:an?\s+)?(?:surcharge|supplement)\s+of)\s+(?:just\s+|only\s+)?$",
    re.IGNORECASE)
"""Words that make the amount after them an addition: "add 50p", "plus £5"; never "an extra
£10", which a sentence may say of the very fee asked ("late pick-ups cost an extra £15")."""
_EXTRA_AFTER = re.compile(
    r"[^\S\n]+(?:extra|on top|(?:[a-z]+(?:-[a-z]+)?[^\S\n]+)?(?:surcharge|supplement))\b",
    re.IGNORECASE)
"""Words that make the amount before them an addition: "£95 extra", "£20 on top", and a
surcharge or supplement named right after, maybe with one word saying what for ("£5 per
night peak supplement", "£10 weekend surcharge")."""
_ASKS_EXTRA = re.compile(
    r"\b(?:extra|additional|add|adds|added|surcharges?|supplements?|on top|more|fees?"
    r"|charges?|penalty|penalties)\b", re.IGNORECASE)
"""A question about the addition itself ("How much extra is priority evaluation?") or about
a fee or a charge, which is often what is added on top ("the booking fee": "online bookings
cost EUR 2.50 extra per ticket")."""


def opens_on_add_on(snippet: str) -> bool:
    """Does a sentence open on an additional or extra item ("Each additional editor is …")?
    What it names is an add-on, the reading ``other_price`` owns."""
    return _ADD_ON.match(snippet) is not None


def _period(dimension: str) -> str:
    """The billing period a price's unit ends with ("seat/month" → "month"), else ""."""
    last = dimension.rsplit("/", 1)[-1]
    return last if last in _PERIODS else ""


def rate_or_sum(values: dict[FieldType, Value], query: str) -> str:
    """For a question asking both a rate and another amount ("the price per TB per month
    and the minimum annual commitment"), "rate" for a claim whose money is per a unit and
    "money" for a lump sum, so the two answers stay two keys; "" otherwise."""
    money = values.get("money")
    if money is None or not _ASKS_RATE.search(query):
        return ""
    return "rate" if money.dimension else "money"


_ASKS_RATE = re.compile(r"\bper\s+\w+.*\band\b", re.IGNORECASE)
"""A question that asks a price "per" a unit and then something more."""
