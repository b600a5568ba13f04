"""Date bases stated by a verb, not a noun: the event a period counts from, told as a clause.

Enterprise texts often name the starting event with a verb: "within 28 days of the date the
notice was issued", "14 days from when you received the notice", "within 60 days of placing
your order", "from the end of the ride". ``basis.PATTERN`` reads the nouns ("of delivery");
this module reads the clauses, into the same anchor vocabulary (``basis.ANCHORS``), so a
clause and a noun naming one event agree ("of the date the goods were delivered" = "of
delivery") and two different events differ.

Invariants: only a verb of the lexicon below names an anchor (an unknown verb reads nothing);
a clause is read only after a word that opens a period's start (``of``, ``from``, ``after``,
``following``, ``since``) and only where no other extractor has read (``Taken``).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from workers.engine.fields.scan import Scan
from workers.engine.fields.spans import Taken
from workers.engine.values import Value

_VERBS: dict[str, tuple[str, ...]] = {
    "invoice": ("issue", "issues", "issued", "invoice", "invoiced"),
    "delivery": ("deliver", "delivers", "delivered", "receive", "receives", "received",
                 "get", "gets", "got"),
    "notification": ("notify", "notifies", "notified", "inform", "informs", "informed",
                     "tell", "tells", "told"),
    "purchase": ("place", "places", "placed", "order", "orders", "ordered", "buy", "buys",
                 "bought", "purchase", "purchases", "purchased"),
    "shipment": ("ship", "ships", "shipped", "dispatch", "dispatches", "dispatched"),
    "signing": ("sign", "signs", "signed"),
    "submission": ("submit", "submits", "submitted", "apply", "applies", "applied"),
    "approval": ("approve", "approves", "approved"),
    "booking": ("book", "books", "booked"),
    "cancellation": ("cancel", "cancels", "cancelled", "canceled"),
    "installation": ("install", "installs", "installed"),
    "acceptance": ("accept", "accepts", "accepted"),
    "report": ("report", "reports", "reported"),
}
VERB_ANCHORS = {form: anchor for anchor, forms in _VERBS.items() for form in forms}
"""The anchor each verb form names (its tense and person do not matter)."""
_GERUNDS = {
    "placing": "purchase", "ordering": "purchase", "buying": "purchase",
    "purchasing": "purchase", "receiving": "delivery", "signing": "signing",
    "submitting": "submission", "booking": "booking", "making": "", "sending": "",
}
"""What "of <verb>ing your X" counts from; empty: the object names it ("making a booking")."""
_OBJECT_ANCHORS = {
    "order": "purchase", "booking": "booking", "reservation": "booking", "claim": "submission",
    "application": "submission", "request": "request", "invoice": "invoice",
    "payment": "payment",
}
"""What the object of the verb names when it, not the verb, tells the event."""
RECEIVED = {"invoice": "invoice-receipt", "payment": "payment", "order": "purchase"}
"""What receiving the X counts from, by X (default: delivery of what is received)."""

_OPEN = r"\b(?:of|from|after|following|since)\s+"
_VERB = "|".join(sorted(VERB_ANCHORS, key=len, reverse=True))
_OWNER = r"(?:(?:the|your|their|an?|each|every|our)\s+)"
_BE = r"(?:(?:is|are|was|were|has\s+been|have\s+been)\s+)?"
PATTERN = re.compile(
    # "of the date the notice was issued", "from the day we notify you of the charge"
    rf"{_OPEN}the\s+(?:date|day|time)\s+(?:on\s+which\s+|that\s+|when\s+)?"
    rf"(?P<subject>(?:[a-z'-]+\s+){{1,4}}?){_BE}(?P<verb>{_VERB})\b"
    rf"(?:\s+(?:you\s+|us\s+|them\s+)?(?:of\s+)?{_OWNER}?(?P<object>[a-z]+))?"
    # "from when you received the notice", "after you placed your order"
    rf"|\b(?:from|since)\s+(?:when|the\s+moment)\s+(?P<who>(?:[a-z'-]+\s+){{1,3}}?){_BE}"
    rf"(?P<verb2>{_VERB})\b(?:\s+{_OWNER}?(?P<object2>[a-z]+))?"
    # "of placing your order", "from making a booking"
    rf"|{_OPEN}(?P<gerund>{'|'.join(_GERUNDS)})\s+{_OWNER}(?:[a-z]+\s+)?(?P<object3>[a-z]+)\b"
    # "from the end of the ride", "after the end of your stay"
    rf"|{_OPEN}the\s+(?P<end>end)\s+of\s+{_OWNER}(?P<ended>[a-z]+)\b"
)
_GATE = frozenset({*VERB_ANCHORS, *_GERUNDS, "end"})


def extract(text: Scan, taken: Taken) -> list[Value]:
    """Date bases that ``text`` states as a clause, in order of appearance."""
    if text.words.isdisjoint(_GATE):
        return []
    return read_anchored(text, taken, PATTERN, anchor_of)


def read_anchored(text: Scan, taken: Taken, pattern: re.Pattern[str],
                  anchor_of: Callable[[re.Match[str]], str]) -> list[Value]:
    """The date bases ``pattern`` finds in ``text``, in order, each with the anchor
    ``anchor_of`` names for its match; a match with no anchor ("") or overlapping what is
    ``taken`` reads nothing, and each one read is taken."""
    found: list[Value] = []
    for match in pattern.finditer(text.lower):
        if taken.full:
            break
        start, end = match.span()
        anchor = anchor_of(match)
        if not anchor or taken.overlaps(start, end):
            continue
        taken.add(start, end)
        found.append(anchored(text, start, end, anchor))
    return found


def anchored(text: Scan, start: int, end: int, anchor: str) -> Value:
    """The date basis ``anchor`` written at ``text[start:end]``."""
    return Value("date_basis", anchor, text.text[start:end], start, dimension="anchor",
                 exact=anchor)


def anchor_of(match: re.Match[str]) -> str:
    """The anchor a match names; empty when it names none of the vocabulary."""
    if match.group("end"):
        return "end"
    if match.group("gerund"):
        gerund, thing = match.group("gerund"), match.group("object3")
        if gerund == "receiving":
            return RECEIVED.get(thing, "delivery")
        return _OBJECT_ANCHORS.get(thing, "") if not _GERUNDS[gerund] else _GERUNDS[gerund]
    verb = match.group("verb") or match.group("verb2")
    thing = match.group("object") or match.group("object2") or ""
    anchor = VERB_ANCHORS[verb]
    if anchor == "delivery" and verb.startswith("rece"):
        return RECEIVED.get(thing, "delivery")
    return anchor
