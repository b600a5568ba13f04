"""The asked transaction: money answers a *how much was paid* question only beside its deal.

A question may ask for the money of one transaction of its subject's story ("How much did
Facebook pay for Instagram?", "How much was John Scopes fined …?", "What is the face value
of the Inverted Jenny stamp?"); every text about that subject is full of other money: an
auction's price, a later valuation, a reissue's face value, a course, a replica, tickets, a
paperback. The question's deal is its transaction word (``_DEALS``: a purchase or sale in
the past, also asked by its noun, "What was the winning bid for …?", a fine, a face value); its
group's words ("paid", "bought", "acquired", "spent", "went
for", a sale's "made", "realised", "hammer", its "price"; "fine", "fined"; "face value",
"denomination") name the deal. A money value answers
only where it is tied to the deal:

- it opens the answer of a question-and-answer chunk whose question names the deal
  ("Q: how much did facebook buy instagram for? A: $1 billion");
- in an infobox row, the row's label names the deal ("Fine: $100", "Acquired by Facebook:
  April 2012, US$1 billion");
- otherwise its clause (between commas and sentence ends) names the deal, and the words
  right around it do not give it to another transaction (``_OTHER_DEAL``: tickets, a
  paperback, shipping, a dose, instalments, a valuation, a reissue; for an item's price
  when new, a resale: "auction" before it, a bid count after it, "sold £180 (16 bids)").

A money value no tie reaches still stands when it equals one another claim ties (a page
that repeats the answer without its deal witnesses it, disputes nothing). A question with
no deal word ("How much is an adult ticket?", "What does the Pro plan cost?") asks for a
price, which listings state: nothing is gated. Only money is gated. Pure; claims are
replaced, never mutated.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from workers.engine.claims import Claim
from workers.engine.kept_values import ROW_LABEL, row_around, tied_or_witnessed
from workers.engine.qa_pages import opened_by
from workers.engine.query import QueryView
from workers.engine.sold_things import sold_other_thing
from workers.engine.values import Value


@dataclass(frozen=True, slots=True)
class Deal:
    """The transaction a money question asks about: ``words``, a pattern of the words that
    name it in a text."""

    words: re.Pattern[str]
    asked: frozenset[str] = frozenset()
    """The question's own words, lower-cased: an object they name is the deal's."""
    per: bool = False
    """Does the question ask for a rate ("per share")? Else money per unit ("R$ 150 a
    dose") is another transaction's."""
    others: re.Pattern[str] | None = None
    """Words of this deal's kind, right before a money value in its clause, that give the
    value to another transaction (a resale's "auction" to a cover price question)."""


_PURCHASE = (r"pa(?:y|id|ys|ying|yment)|b(?:uy|ought|uys|uying|uyer)|acqui(?:re[sd]?|ring"
             r"|sition)|purchas(?:e[sd]?|ing)|s(?:ell|old|ells|elling|ale)|fetch(?:ed|es)?"
             r"|sp(?:end|ends|ent|ending)|went[^\S\n]+for|deal|takeover|bid|price[ds]?|pricing"
             r"|costs?|made|realis(?:ed|es)|realiz(?:ed|es)|hammer|raised|lot")
_FINE = r"fine[ds]?|fining|penalt(?:y|ies)|penalised|penalized"
_FACE = r"face(?:[^\S\n-]*value)?|denomination"
_COST = (r"costs?|costing|pric(?:e[ds]?|ing)|sold|sale|retail(?:ed|s)?|newsstand|cover"
         r"|launch(?:ed|es)?|releas(?:ed|es)|debut(?:ed|s)?")
_ASK_COST = re.compile(
    r"\bhow[^\S\n]+much[^\S\n]+did\b[^?]*\bcost\b(?![^\S\n]+to\b)|\bwhat[^\S\n]+(?:was|were)"
    r"[^\S\n]+(?:the|its|their)[^\S\n]+(?:cover|original|launch|retail|list|newsstand|issue)"
    r"[^\S\n]+price\b|\bwhat[^\S\n]+(?:was|were)[^\S\n]+(?:the|its|their)[^\S\n]+price\b"
    r"[^?]*?\b(?:at|on)[^\S\n]+(?:its|their|the)[^\S\n]+(?:[\w-]+[^\S\n]+)?(?:launch|release"
    r"|debut|introduction)\b", re.I)
"""An item's price when new, asked in the past: "How much did the first issue … cost?",
"What was the cover price of …?", "What was the price of … at its 1990 launch?" (a
building's cost "to build" is no item's price)."""
_RESOLD = re.compile(
    r"\b(?:auction(?:ed|s)?|hammer|resale|resold|reprints?|facsimiles?|now|today|currently"
    r"|copies|(?:a|one|the)[^\S\n]+(?:(?:whole|full)[^\S\n]+)?(?:year|month|week)(?:'s|’s)?"
    r"[^\S\n]+(?:of|worth))\b[^$€£¥]{0,48}$", re.IGNORECASE)
"""Before money, in its clause, for an item's price when new: a later sale of the item (an
auction, a resale, copies now), a reprint, or a period's run of it ("a whole year of it")."""
_BIDS_AFTER = re.compile(r"[^\S\n]*\(?[^\S\n]*\d[\d,]*[^\S\n]+bids?\b", re.IGNORECASE)
"""Right after money, for an item's price when new: an auction listing's bid count ("sold
£180 (16 bids)"), the mark of a later sale of the item."""
_ASK_MONEY = re.compile(r"\b(?:how[^\S\n]+much|what[^\S\n]+(?:price|sum|amount))\b", re.I)
_ASK_FACE = re.compile(r"\bface[^\S\n-]*value\b", re.I)
_ASK_FINE = re.compile(r"\bfined\b", re.I)
_ASK_PURCHASE = re.compile(
    r"\b(?:did|was|were)\b.*\b(?:pay|paid|buy|bought|acquire|acquired|purchase|purchased"
    r"|sell|sold|fetch|fetched|spend|spent)\b", re.I)
_ASK_BID = re.compile(
    r"\bwhat[^\S\n]+(?:was|were)[^\S\n]+the[^\S\n]+(?:[\w-]+[^\S\n]+)?(?:bids?|(?:hammer"
    r"|sale|selling|purchase)[^\S\n]+price|transfer[^\S\n]+fee)\b"
    r"(?=[^\S\n]*(?:[?,]|$|(?:for|of|on|at|in|by)\b))", re.I)
"""A past deal asked by its noun: "What was the winning bid for …?", "… the hammer price …"."""
_DEALS = (
    (_ASK_FACE, _FACE),
    (_ASK_BID, _PURCHASE),
    (_ASK_FINE, _FINE),
    (_ASK_PURCHASE, _PURCHASE),
    (_ASK_COST, _COST),
)
"""(what in the question asks for the deal, the words that name it in a text), first match
wins: a face value is asked as "What is the face value …", a bid or a sale price as "What was
the winning bid …", the others with "how much"."""
_SELF_ASKED = (_ASK_FACE, _ASK_BID, _ASK_COST)
"""The asks that name money themselves (no "how much" needed)."""


def asked_deal(query: QueryView) -> Deal | None:
    """The transaction a money question asks about (module docstring); ``None`` for any
    other question, and for a price question with no deal word."""
    text = query.text
    if query.answer == "yes-no":
        return None
    for asks, words in _DEALS:
        if asks.search(text) and (asks in _SELF_ASKED or _ASK_MONEY.search(text)):
            return Deal(re.compile(rf"\b(?:{words})\b", re.IGNORECASE),
                        frozenset(_NAME.findall(text.lower())),
                        re.search(r"\b(?:per|each|a[^\S\n]+share)\b", text, re.I) is not None,
                        _RESOLD if asks is _ASK_COST else None)
    return None


_ROW_BREAK = re.compile(r"[|;\n·•]|[^\S\n][—–][^\S\n]|[.!?](?=[^\S\n]+[A-Z\"'“(‘])|\?")
_CLAUSE_BREAK = re.compile(r",(?=[^\S\n])|[^\S\n](?:but|whereas|while|then)[^\S\n]")
_LABEL = ROW_LABEL
_NO_LABEL = frozenset({"a", "q", "answer", "re", "note", "update", "edit"})
_SPAN = 300
_OTHER_DEAL = re.compile(
    r"\b(?:tickets?|admission|entry|paperback|hardback|hardcover|pp|shipping|postage"
    r"|delivery|subscription|course|masterclass|replica|reissue[sd]?|(?<!face[^\S\n])valu(?:e|ed|ation)"
    r"|worth|estimated|or[^\S\n]+\d+[^\S\n]+(?:payments|instalments|installments)[^\S\n]+of)"
    r"\b[^\d$€£¥]{0,24}$", re.IGNORECASE)
"""Words right before a money value, in its clause, that give it to another transaction."""
_PER_DOSE = re.compile(r"[^\S\n]*(?:/|a|per|each)[^\S\n]*(?:dose|copy|ticket|month|year)\b",
                       re.IGNORECASE)


def tied(text: str, value: Value, deal: Deal) -> bool:
    """Is the money ``value`` of ``text`` tied to ``deal`` (module docstring)?"""
    start, end = value.start, value.end
    pair = opened_by(text, start)
    if pair is not None:
        return deal.words.search(pair.question) is not None
    row_start, row_end = _row(text, start)
    row = text[row_start:row_end]
    at, stop = start - row_start, end - row_start
    label = _LABEL.match(row)
    body = 0
    if label is not None and label.end() <= at \
            and label.group(1).strip().lower() not in _NO_LABEL:
        if deal.words.search(label.group(1)):
            return True
        body = label.end()
    begin = max((m.end() for m in _CLAUSE_BREAK.finditer(row, body, at)), default=body)
    after = _CLAUSE_BREAK.search(row, stop)
    clause_end = after.start() if after is not None else len(row)
    if _OTHER_DEAL.search(row, begin, at) or _PER_DOSE.match(row, stop) \
            or (deal.others is not None and (deal.others.search(row, begin, at)
                                             or _BIDS_AFTER.match(row, stop))) \
            or (" per " in value.display and not deal.per) or _other_object(row, stop, deal) \
            or sold_other_thing(row[body:at], deal.asked):
        return False
    return deal.words.search(row, begin, clause_end) is not None


_NAME = re.compile(r"[a-z][a-z'’-]+")
_FOR_OBJECT = re.compile(r"[^\S\n]+(?:for|on)[^\S\n]+(?:the[^\S\n]+)?([A-Z][A-Za-z'’-]+)")


def _other_object(row: str, stop: int, deal: Deal) -> bool:
    """Does a name the question does not use follow the value as what it was paid for
    ("paid $19 billion for WhatsApp" to "How much did Facebook pay for Instagram?")?"""
    found = _FOR_OBJECT.match(row, stop)
    return found is not None and found.group(1).lower() not in deal.asked


def _row(text: str, at: int) -> tuple[int, int]:
    """The row or sentence of ``text`` that holds offset ``at`` (``kept_values.row_around``)."""
    return row_around(text, at, _ROW_BREAK, _SPAN)


def dealt_only(chunks: list[tuple[str, list[Claim]]], deal: Deal | None) -> list[list[Claim]]:
    """Each chunk's claims (``chunks``: its text and claims) with only the money tied to
    ``deal``, or equal to money another claim ties to it (the same normalised amount: a
    set look-up, linear in the values); all when ``deal`` is ``None``.
    A claim left with no value is dropped."""
    if deal is None:
        return [claims for _, claims in chunks]
    return tied_or_witnessed(chunks, "money", lambda text, v: tied(text, v, deal), _witnessed_by)


def _witnessed_by(answers: list[Value]) -> Callable[[Value], bool]:
    """Money of the same normalised amount as one of ``answers``."""
    amounts = {a.display for a in answers}
    return lambda v: v.display in amounts
