"""Date bases told as a clause with its own subject: "6 weeks after you book", "90 days from
when you drop them off", "14 days after the customer receives the goods".

A period's preposition followed by a subject (a personal pronoun or the noun of a party's
role) and a verb names the event the period counts from: the verb is that event, whatever it
is. ``basis_clauses`` reads verbs after "the date …" and "from when …"; this module reads the
bare subject-and-verb clause a period's "after", "from", "following", "since", "before" or
"prior to" opens, as enterprise texts tell it to a customer.

Invariants: a clause is read only directly after a period (a number and a time unit), so
"after you book, we send a confirmation" reads nothing; the subject is a closed class
(``_PRONOUNS``, or "the"/"your" and a role noun of ``_ROLES``), so "6 weeks after the wedding
takes place" is left to the period's noun (``basis_events``); a verb of the anchor lexicon
(``basis_clauses.VERB_ANCHORS``) reads as its anchor, any other as itself, an event outside
the vocabulary (``basis_events.OPEN``) that differs from no other counted the same way; a
period counted back ("before", "prior to") is another anchor than one counted on; nothing is
read where another extractor has read (``Taken``).
"""

from __future__ import annotations

import re

from workers.engine.fields.basis_clauses import RECEIVED, VERB_ANCHORS
from workers.engine.fields.basis_events import BEFORE, DROP_OFF, OPEN
from workers.engine.fields.scan import Scan
from workers.engine.fields.spans import Taken
from workers.engine.values import Value

_PRONOUNS = frozenset({"you", "we", "they", "he", "she", "i"})
"""Subject pronouns: the person of a clause, never a thing's noun."""
_ROLES = frozenset({
    "customer", "customers", "buyer", "buyers", "client", "clients", "purchaser", "tenant",
    "tenants", "guest", "guests", "member", "members", "employee", "employees", "hirer",
    "borrower", "applicant", "applicants", "patient", "student", "students", "seller",
    "supplier", "contractor", "user", "users", "owner", "landlord",
})
"""Nouns of the parties to a transaction or a tenancy: the subject of the act a period
counts from ("after the customer receives the goods")."""
_NOT_VERBS = frozenset({
    "can", "could", "may", "might", "must", "shall", "should", "will", "would", "need",
    "not", "no", "also", "still", "then", "all", "both", "each", "do", "does", "did",
    "are", "is", "am", "was", "were", "be", "been", "have", "has", "had", "get", "gets",
    "got", "to", "and", "or", "if", "as",
})
"""Words after the subject that name no act: modals, auxiliaries and the copula (a state,
not an event: "30 days after you are"), function words."""

_UNIT = r"(?:minutes?|hours?|days?|weeks?|months?|years?)"
PATTERN = re.compile(
    rf"(?:(?<![\d,.])\d[\d,.]{{0,14}}|\b(?:one|two|three|four|five|six|seven|eight|nine|ten"
    rf"|twelve|fourteen|thirty|sixty|ninety))(?:\s*-\s*|\s+)"
    rf"(?:(?:calendar|business|working|clear|full)\s+)?{_UNIT}\s+"
    rf"(?P<basis>(?P<word>after|from|following|since|before|prior\s+to)\s+"
    rf"(?:(?:when|the\s+moment|the\s+time)\s+)?"
    rf"(?:(?P<pronoun>you|we|they|he|she|i)|(?:the|your|a)\s+(?P<role>[a-z]+))\s+"
    rf"(?:(?:have|has|had|'ve|first|last|actually)\s+)?"
    rf"(?:(?:are|is|were|was|been)\s+)?(?P<verb>[a-z]+)\b"
    rf"(?:\s+(?:them\s+|it\s+|us\s+|you\s+)?(?:(?:the|your|their|our|an?)\s+)?(?P<thing>[a-z]+))?)"
)
_GATE = frozenset({*_PRONOUNS, *_ROLES})


def extract(text: Scan, taken: Taken) -> list[Value]:
    """Date bases ``text`` tells as a subject-and-verb clause after a period, in order."""
    if (not text.has_digit and text.words.isdisjoint(_NUMBER_WORDS)) \
            or text.words.isdisjoint(_GATE):
        return []
    found: list[Value] = []
    for match in PATTERN.finditer(text.lower):
        if taken.full:
            break
        role, verb = match.group("role"), match.group("verb")
        if (role is not None and role not in _ROLES) or verb in _NOT_VERBS:
            continue
        start, end = match.start("basis"), match.end("verb")
        if taken.overlaps(start, end):
            continue
        key = event_of(verb, match.group("thing") or "")
        if match.group("word").startswith(("before", "prior")):
            key = f"{BEFORE}{key}"
        taken.add(start, end)
        found.append(Value("date_basis", key.replace(OPEN, ""), text.text[start:end], start,
                           dimension="anchor", exact=key))
    return found


_NUMBER_WORDS = frozenset({"one", "two", "three", "four", "five", "six", "seven", "eight",
                           "nine", "ten", "twelve", "fourteen", "thirty", "sixty", "ninety"})


_HANDOVERS = {"drop": ("off", DROP_OFF), "drops": ("off", DROP_OFF),
              "dropped": ("off", DROP_OFF), "hand": ("in", DROP_OFF),
              "hands": ("in", DROP_OFF), "handed": ("in", DROP_OFF),
              "pick": ("up", "pickup"), "picks": ("up", "pickup"),
              "picked": ("up", "pickup"), "collect": ("", "pickup"),
              "collects": ("", "pickup"), "collected": ("", "pickup")}
"""Verbs of handing a thing over, by the particle they need ("" for none): dropping or
handing it in is a drop-off (``basis_events.DROP_OFF``: the business's receipt, which may
also be its collection), picking it up or collecting it is the pickup (as "collection" is)."""


def event_of(verb: str, thing: str) -> str:
    """The anchor key of the act ``verb`` names: the lexicon's anchor, a hand-over's
    (``_HANDOVERS``: "drop them off", "collect it"), else the verb itself as an event outside
    the vocabulary (``OPEN``)."""
    handover = _HANDOVERS.get(verb)
    if handover is not None and handover[0] in ("", thing):
        return handover[1]
    anchor = VERB_ANCHORS.get(verb)
    if anchor is None:
        return f"{OPEN}{verb}"
    if anchor == "delivery" and verb.startswith("rece"):
        return RECEIVED.get(thing, "delivery")
    return anchor
