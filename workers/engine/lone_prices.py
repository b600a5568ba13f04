"""An unnamed amount that alone answers the question beside one lone on-topic amount.

A sentence that states an amount, names no attribute and shares no word of the question is
keyed "price" (``claim_attributes.measured_attribute``: "an unnamed amount is a price"),
while a sentence that shares the question's words is keyed by the question's focus, "topic"
when the question names no attribute. Two texts answering "What rate do carers claim for
mileage?" in
different words ("mileage is claimed at 45p" / "travel is paid at 52p a mile") then land on
two keys of one chunk each, and neither key forms a group: the disagreement is never
compared. When the question names no attribute and both keys hold money from exactly one
chunk each (two different chunks, same subject), the "price" claim is the other text's
answer to the same question and joins the "topic" key; never for a question that names a
physical measure ("dimensions", "size": a price beside it is an offer, not an answer), and
only for a question that asks for an amount (``_AMOUNT_ASKED``).
With more chunks on either key the keys already compare their own values and are left
alone. Pure; linear in the members.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from workers.engine.members import Member
from workers.engine.query import QueryView

_MEASURE_ASKED = re.compile(
    r"\b(?:dimensions?|measurements?|size|length|height|width|depth|weight|volume|"
    r"diameter|capacity)\b", re.IGNORECASE)
"""Nouns of a question for a physical measure: no amount of money answers it."""
_AMOUNT_ASKED = re.compile(
    r"\b(?:how much|rates?|fees?|prices?|costs?|charges?|pay|paid|spend|fares?|rents?|wages?|"
    r"salary|subscriptions?|deposits?|premiums?|amount|minimum|maximum|tariffs?|budget)\b",
    re.IGNORECASE)
"""Words of a question that asks for an amount: only then is a lone price another text's
answer ("What was the first book …?" asks for a title: two prices are two offers)."""
TOPIC = "topic"
PRICE = "price"


def joined_prices(members: Sequence[Member], query: QueryView) -> list[Member]:
    """``members`` with a lone unnamed "price" amount rekeyed to the question's "topic"
    when exactly one other chunk states a "topic" amount of the same subject; otherwise
    ``members`` unchanged (invariant: only the attribute of "price" money claims changes)."""
    if query.focus != TOPIC or query.answer == "yes-no" or _MEASURE_ASKED.search(query.text) \
            or not _AMOUNT_ASKED.search(query.text):
        return list(members)
    chunks: dict[tuple[str, str], set[str]] = {}
    for m in members:
        if _amount_only(m, query) and m.claim.attribute in (TOPIC, PRICE):
            chunks.setdefault((m.claim.subject, m.claim.attribute), set()).add(m.chunk_id)
    joined = {
        subject for (subject, attribute), ids in chunks.items()
        if attribute == PRICE and len(ids) == 1
        and len(topic := chunks.get((subject, TOPIC), set())) == 1 and topic != ids
    }
    return [_rekeyed(m) if m.claim.attribute == PRICE and m.claim.subject in joined
            and _amount_only(m, query) else m for m in members]


def _amount_only(member: Member, query: QueryView) -> bool:
    """Does ``member`` state an amount of money and nothing else (no count or size beside
    it: "5 reams for €24.99" prices goods), scoped to no case the query does not ask?"""
    return set(member.claim.values) == {"money"} \
        and all(facet in query.facets for facet in member.claim.facets)


def _rekeyed(member: Member) -> Member:
    claim = replace(member.claim, attribute=TOPIC)
    return Member.of(member.chunk, claim, member.order, member.authority)
