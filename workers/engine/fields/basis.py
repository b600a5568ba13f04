"""Date bases: the event a period counts from ("of delivery", "from purchase").

The anchor is normalised to a small vocabulary so that "from the date of receipt" and
"of delivery" compare equal, and "of purchase" / "after the order date" do too. "Receipt of a
valid invoice" counts from the invoice's receipt (an article and one qualifier may stand
before the invoice or payment received), "the date on your invoice" from the invoice, "of
the order being approved" from the approval the verb names (as "after the order is
approved"), and a cargo's "discharge" (unloading) from discharge, an anchor of its own. An
anchor word before "end date" / "start date" only modifies that head ("the hire end date"
counts from the end), and one before a calendar period ("the end of the invoice month") only
names which month.
"""

from __future__ import annotations

import re

from workers.engine.fields import basis_clauses, basis_events, basis_subjects
from workers.engine.fields.scan import Scan
from workers.engine.fields.spans import Taken
from workers.engine.values import Value

ANCHORS = {
    "delivery": "delivery", "delivered": "delivery", "receipt": "delivery",
    "received": "delivery", "receiving": "delivery", "arrival": "delivery",
    "purchase": "purchase", "purchased": "purchase", "order": "purchase",
    "ordering": "purchase", "checkout": "purchase", "sale": "purchase",
    "invoice": "invoice", "invoicing": "invoice", "billing": "invoice",
    "shipment": "shipment", "shipping": "shipment", "dispatch": "shipment",
    "shipped": "shipment", "signing": "signing", "signature": "signing",
    "activation": "activation", "cancellation": "cancellation",
    "termination": "termination", "hire": "start", "start": "start",
    "incident": "incident", "detection": "incident", "notification": "notification",
    "request": "request", "installation": "installation", "install": "installation",
    "commissioning": "installation", "quarter": "quarter-end", "acceptance": "acceptance",
    "resolution": "resolution", "declaration": "declaration", "closure": "closure",
    "enrolment": "enrolment", "enrollment": "enrolment", "renewal": "renewal",
    "approval": "approval", "submission": "submission", "issue": "invoice",
    "publication": "publication", "pickup": "pickup", "collection": "pickup", "exam": "exam",
    "examination": "exam", "hearing": "hearing",
    "completion": "completion", "discharge": "discharge", "unloading": "discharge",
    "booking": "booking", "inspection": "inspection",
}
_RECEIVED = basis_clauses.RECEIVED
"""What "receipt of the X" / "after the X is received" counts from, by X (default delivery)."""
_EVENT_ANCHORS = {
    "received": "receipt", "delivered": "delivery", "shipped": "shipment", "signed": "signing",
    "accepted": "acceptance", "declared": "declaration", "resolved": "resolution",
    "closed": "closure", "opened": "opening", "detected": "incident", "reported": "report",
    "submitted": "submission", "approved": "approval", "placed": "purchase",
    "issued": "invoice",
}
"""What "after the X is <verb>" counts from: the event the verb names."""
_EVENTS = "|".join(_EVENT_ANCHORS)
_ANCHOR = "|".join(sorted((a for a in ANCHORS if "'" not in a), key=len, reverse=True))
_PRICED = r"(?:charges?|fees?|prices?|costs?|rates?|amount|value|total|balance)\b"
"""Nouns an anchor word only modifies ("the balance of the hire charge", "of the order
value"): the phrase names an amount, not the event a period counts from."""
_CALENDAR = r"(?:week|month|year)\b"
"""A calendar period an anchor word only modifies ("the end of the invoice month" counts from
a month's end, as "the end of the month of invoice" does; never from the invoice)."""
_OWNER = r"(?:(?:the|your|their|each|every)\s+)?(?:customer'?s?\s+|buyer'?s?\s+)?"
PATTERN = re.compile(
    # "after the invoice is received", "once the incident is declared" (tried first: the
    # verb names the event, the noun alone would not)
    rf"\b(?:(?:after|once|when)\s+the\s+(?P<thing>[a-z]+)\s+"
    rf"(?:is|are|has\s+been|have\s+been|was|were)"
    # "of the order being approved", "from the goods being delivered": the same event
    rf"|(?:of|from|after|following|since|upon)\s+{_OWNER}(?P<being>[a-z]+)\s+being)"
    rf"\s+(?P<event>{_EVENTS})\b"
    # "of delivery", "from the date of shipment", "after the end of each calendar quarter",
    # "from receipt of the customer's payment", "commencing on the date of installation"
    rf"|\b(?:of|from|after|following|since|upon|commencing\s+on|starting\s+on|beginning\s+on)"
    rf"\s+{_OWNER}(?:(?:date|day|time|end)\s+(?:of|on)\s+{_OWNER}(?:calendar\s+)?)?"
    rf"(?:(?P<receipt>receipt)\s+of\s+{_OWNER}"
    rf"(?:(?:an?\s+)?(?:[a-z]+\s+)?(?P<billed>invoice|payment)\b|(?P<received>[a-z]+))"
    rf"|(?P<offer>offer\s+letter|offer)(?!\s+(?:acceptance|accepted))"
    rf"|(?:(?:contract|offer|incident|order|invoice|ticket|case|service|customer|policy"
    rf"|vessel|container|goods)\s+)?"
    rf"(?P<anchor>{_ANCHOR})(?!\s+{_PRICED}|\s+{_CALENDAR})"
    rf"(?:\s+(?P<head>end|start)(?=\s+date\b))?)"
    rf"(?:\s+date)?\b"
    # "on the day you receive the goods"
    rf"|\bthe\s+day\s+(?:you|they|the\s+customer|the\s+buyer)\s+receives?\s+"
    rf"(?:the\s+|your\s+|their\s+)?(?P<goods>goods|items?|order|package|parcel)\b"
    # "paid 30 days after we receive them"
    rf"|\b(?:after|once|when)\s+(?:we|you|they|the\s+customer)\s+(?P<receives>receives?)\b",
)
ANCHOR_WORDS = frozenset({*ANCHORS, *_EVENT_ANCHORS, "receipt", "receive", "receives", "offer"})


def extract(text: Scan, taken: Taken) -> list[Value]:
    """Date bases in ``text``, in order of appearance: named by a noun (``PATTERN``), then,
    where none was read, told as a clause (``basis_clauses``: "of placing your order"; with
    its own subject after a period, ``basis_subjects``: "6 weeks after you book"), then
    named by a period's own preposition (``basis_events``: "14 days before delivery")."""
    found = _named(text, taken)
    told = [*basis_clauses.extract(text, taken), *basis_subjects.extract(text, taken),
            *basis_events.extract(text, taken, ANCHORS)]
    return sorted([*found, *told], key=lambda v: v.start) if told else found


def _named(text: Scan, taken: Taken) -> list[Value]:
    if text.words.isdisjoint(ANCHOR_WORDS):
        return []
    return basis_clauses.read_anchored(text, taken, PATTERN, _anchor)


def _anchor(match: re.Match[str]) -> str:
    if match.group("offer"):
        return "offer"
    if match.group("event"):
        event = _EVENT_ANCHORS[match.group("event")]
        if event == "receipt":
            return _RECEIVED.get(match.group("thing") or match.group("being"), "delivery")
        return event
    if match.group("head"):  # "the hire end date": the anchor word modifies its head
        return match.group("head")
    if match.group("anchor"):
        return ANCHORS[match.group("anchor")]
    if match.group("billed"):  # "receipt of a valid invoice"
        return _RECEIVED[match.group("billed")]
    if match.group("receipt"):
        return _RECEIVED.get(match.group("received"), "delivery")
    return "delivery"  # "the day you receive the goods", "after we receive them"
