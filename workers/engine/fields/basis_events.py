"""Date bases a period's own preposition names, for events outside the anchor vocabulary.

"14 days before delivery", "90 days before the Event Date", "5 years after study close",
"21 days from packing", "within 28 days of the funeral": the noun right after the period's
"of" / "from" / "after" / "following" names the event the period counts from, and "before"
(or "prior to") names one it counts back from. ``basis.PATTERN`` and ``basis_clauses`` read
the known nouns and verbs; this module reads what they left, so a period never loses its
basis because its event is unusual.

Invariants: a basis is read only directly after a period (a number and a time unit), so "the
balance of the hire" or "25 days of annual leave" (no "within") read nothing; "of" opens a
basis only after "within" (a period *of* something else is an amount of it); a known noun
keeps its vocabulary anchor (``basis.ANCHORS``: "after delivery" = "of delivery"); a period
counted back is another anchor than one counted on ("before delivery" differs from "of
delivery"); between the period and "from", only the noun it measures (three words at most)
and a verb of counting may stand ("a 10-year workmanship guarantee running from the date of
practical completion"), or that noun alone before "from the date of" ("a 12-month warranty
from the date of the repair"); the steps of a service job (``_SERVICE_EVENTS``) are known
events after a period only; nothing is read where another extractor has read (``Taken``).
"""

from __future__ import annotations

import re
from collections.abc import Mapping

from workers.engine.fields.scan import Scan
from workers.engine.fields.spans import Taken
from workers.engine.values import Value

_UNIT = r"(?:minutes?|hours?|days?|weeks?|months?|years?)"
_OWNER = r"(?:(?:the|your|their|our|its|his|her|each|every|an?)\s+)?"
_POSSESSOR = r"(?:[a-z-]+'s\s+)?"
PATTERN = re.compile(
    rf"\b(?P<lead>within\s+|for\s+)?(?:(?<![\d,.])\d[\d,.]{{0,14}}|one|two|three|four|five|six|seven|eight|nine|ten"
    rf"|twelve|fourteen|thirty|sixty|ninety)(?:\s*-\s*|\s+)"
    rf"(?:(?:calendar|business|working|clear|full)\s+)?{_UNIT}\s+"
    rf"(?:(?:[a-z]+\s+){{1,3}}?(?:running|counting|starting|beginning|commencing|calculated"
    rf"|measured)\s+(?=from\b)"  # "a 10-year guarantee running from …": its noun between
    # "a 12-month warranty from the date of …": its noun alone before "from the date of"
    rf"|(?:[a-z]+\s+){{1,3}}?(?=from\s+the\s+(?:date|day)\s+of\b))?"
    rf"(?P<basis>(?P<word>of|from|after|following|before|prior\s+to)\s+{_OWNER}"
    rf"(?:(?:date|day)\s+of\s+{_OWNER})?{_POSSESSOR}(?P<noun>[a-z][a-z-]{{2,}})(?:\s+(?P<second>[a-z][a-z-]{{2,}}))?)",
)
_NOT_EVENTS = frozenset({
    "the", "this", "that", "which", "these", "those", "then", "now", "today", "each", "any",
    "all", "year", "years", "month", "months", "week", "weeks", "day", "days", "hour", "hours",
    "time", "date", "leave", "paid", "unpaid", "annual", "unused", "being", "cover", "term",
    "use", "operating", "activity", "data", "notice", "when", "where", "you", "we", "they",
    "it", "them", "us", "here", "there", "what", "whichever", "receiving", "one", "two", "due",
})
"""Words after the preposition that name no event (a pronoun, an amount's noun, a unit), and
"due": a period counted from the due date (a reminder, a grace period) is not when the
thing falls due."""
_HEADS = {"date": "", "day": "", "time": "", "completion": "completion", "close": "closure",
          "closure": "closure", "start": "start", "begins": "start", "starts": "start",
          "commences": "start", "end": "end", "ends": "end", "opening": "opening",
          "opens": "opening", "closes": "closure"}
"""Second words that head the noun phrase, and the event they name: "the event date" counts
from the event (empty: the first word names it), "study close" from the closure, "the
course start date" and "your course begins" from the start, "account opening" and "the
exhibition opens" from the opening; any other second word is not part of the event's name."""
_MODIFIERS = frozenset({
    "first", "last", "final", "initial", "full", "actual", "original", "scheduled", "planned",
    "expected", "agreed", "relevant", "appropriate", "practical", "technical", "primary",
    "new", "holding", "next", "latest", "earliest",
})
"""Words that modify the event's noun rather than name it: "after the final visit" counts
from the visit, "of full payment" from payment."""


OCCASION = "occasion"
_OCCASIONS = frozenset({
    "event", "party", "wedding", "ceremony", "celebration", "gala", "concert", "festival",
    "performance", "funeral",
})
"""Nouns naming an occasion, the dated happening a booking or a hire is for: a period counted
from it ("within 14 days of the event date", "3 days from your party") counts from a day on
the calendar, never from a step of the transaction around it (booking, invoice, delivery,
the hire's end), so it is a known anchor of its own (``OCCASION``)."""


_SERVICE_EVENTS = {"repair": "repair", "repairs": "repair", "ready": "completion"}
"""Steps of a service job a period counts from, known after a period only (the noun alone is
no event: "the cost of repair", "ready meals"): the repair itself, and the day the work is
ready, which is the job's completion ("within 90 days of the ready date")."""


OPEN = "?"
"""Marks the key of an event outside the vocabulary: its noun may name a known event in other
words ("LMP", "your last period"), so it differs from another only by direction
(``bases_differ``)."""
BEFORE = "before "
"""Prefixes the anchor of a period counted back from its event."""
_KNOWN = frozenset({"start", "end", "opening", "closure", "completion"})
"""Events the head words above name, known to the vocabulary as they are."""


DROP_OFF = "drop-off"
"""The customer's handing a thing over ("from when you drop them off"): the business's
receipt of it, which it may also call its collection, so it differs from neither delivery
(receipt) nor pickup (collection), and from every other anchor of the vocabulary."""
_HANDED = frozenset({DROP_OFF, "delivery", "pickup"})


def bases_differ(a: Value, b: Value, _tolerance: float) -> bool:
    """Do two date bases count from different events? Equal keys agree; a period counted
    back differs from one counted on, but for two events outside the vocabulary that differ
    ("24 hours after the sting" and "24 hours before he died" tell one span from its two
    ends); an event outside the vocabulary (``OPEN``) differs from
    no other counted the same way, two of the vocabulary differ when their anchors do, but
    for a drop-off, one hand-over told from either side (``DROP_OFF``)."""
    if a.exact == b.exact:
        return False
    if DROP_OFF in (a.exact, b.exact) and {a.exact, b.exact} <= _HANDED:
        return False
    back_a, back_b = a.exact.startswith(BEFORE), b.exact.startswith(BEFORE)
    if back_a != back_b:  # but one span between two unlisted events, told from either end
        return not (OPEN in a.exact and OPEN in b.exact
                    and a.exact.removeprefix(BEFORE) != b.exact.removeprefix(BEFORE))
    return OPEN not in a.exact and OPEN not in b.exact


def extract(text: Scan, taken: Taken, anchors: Mapping[str, str]) -> list[Value]:
    """Date bases that a period's own preposition names, in order of appearance; a noun of
    ``anchors`` (the vocabulary) reads as its anchor, any other as itself."""
    found: list[Value] = []
    for match in PATTERN.finditer(text.lower):
        if taken.full:
            break
        word, noun, second = match.group("word"), match.group("noun"), match.group("second")
        lead = (match.group("lead") or "").strip()
        if noun in _NOT_EVENTS or (word == "of" and lead != "within") \
                or (lead == "for" and word == "before"):
            continue  # "for 47 minutes before closing it": a length, then an action
        start = match.start("basis")
        end = match.end("noun")
        event = noun
        if second is not None and (second in _HEADS or noun in _MODIFIERS):
            end = match.end("second")
            event = _HEADS.get(second, second) or noun
        if taken.overlaps(start, end):
            continue
        anchor = anchors.get(event) or _SERVICE_EVENTS.get(event, event)
        known = event in anchors or event in _SERVICE_EVENTS or anchor in _KNOWN
        key = anchor if known else f"{OPEN}{anchor}"
        if event in _OCCASIONS:
            key = OCCASION
        if word.startswith(("before", "prior")):
            anchor, key = f"{BEFORE}{anchor}", f"{BEFORE}{key}"
        taken.add(start, end)
        found.append(Value("date_basis", anchor, text.text[start:end], start,
                           dimension="anchor", exact=key))
    return found
