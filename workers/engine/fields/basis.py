"""Date bases: the event a period counts from ("of delivery", "from purchase").

The anchor is normalised to a small vocabulary so that "from the date of receipt" and
"of delivery" compare equal, and "of purchase" / "after the order date" do too.
"""

from __future__ import annotations

import re

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
    "request": "request",
}
PATTERN = re.compile(
    r"\b(?:of|from|after|following|since|upon)\s+(?:the\s+)?(?:(?:date|day|time)\s+of\s+)?"
    r"(?:the\s+)?(?:customer'?s?\s+)?(?P<anchor>" + "|".join(sorted(ANCHORS, key=len, reverse=True))
    + r")(?:\s+date)?\b",
)
ANCHOR_WORDS = frozenset(ANCHORS)


def extract(text: Scan, taken: Taken) -> list[Value]:
    """Date bases in ``text``, in order of appearance."""
    if text.words.isdisjoint(ANCHOR_WORDS):
        return []
    found: list[Value] = []
    for match in PATTERN.finditer(text.lower):
        start, end = match.span()
        if taken.overlaps(start, end):
            continue
        anchor = ANCHORS[match.group("anchor")]
        taken.add(start, end)
        surface = text.text[start:end]
        found.append(Value("date_basis", anchor, surface, start, dimension="anchor", exact=anchor))
    return found
