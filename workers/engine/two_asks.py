"""Two asks joined by "and": a question that asks two things of different kinds.

"How much is a drop-in visit, and how long does the sitter stay?" asks for money and for a
duration; "What deposit is taken, and over how many instalments is the balance spread?"
for money and for a count. Each ask opens with its own question word (the second maybe
led by a preposition: "and over how many …", "and from when …"). Read as one answer slot,
such a question keeps one kind of value and drops the other; read as two asks, each kind
of value answers its own ask and is keyed apart (``claim_attributes.measured_attribute``:
``focus/kind``), so each pair of disagreeing values forms its own conflict.

Two asks count only when their slots (``questions.read_slot``) are of different kinds and
neither asks for a name or a time of day (which no typed value answers): "When did it open
and when did it close?" asks two dates, one kind, and stays one slot.
"""

from __future__ import annotations

import re

from workers.engine.query_memo import per_query
from workers.engine.questions import FAMILIES, family, read_slot, term_of
from workers.engine.terms import content_terms
from workers.engine.values import Value

_PREPOSITION = r"(?:(?:from|over|for|in|at|by|to|within|since|until|after)\s+)?"
_QUESTION_WORD = r"(?:how|what|when|which)\b"
_OPENING = re.compile(rf"\W*{_PREPOSITION}{_QUESTION_WORD}", re.IGNORECASE)
"""An ask that opens with its question word ("How much …", "Within how many days …")."""
_JOINED = re.compile(rf",?\s+and\s+(?={_PREPOSITION}{_QUESTION_WORD})", re.IGNORECASE)
"""The "and" that opens a second ask with its own question word."""
_UNTYPED = frozenset({"name", "time"})
"""Slot kinds no typed value answers: such an ask is never split off."""


@per_query
def asks(query: str) -> tuple[str, ...]:
    """The asks of ``query``: two when it opens with a question word and an "and" opens a
    second ask with its own question word ("…, and how long does …"), else the query alone.
    The second ask runs to the end; a third "and" stays within it."""
    if not _OPENING.match(query):
        return (query,)
    joined = _JOINED.search(query)
    if joined is None:
        return (query,)
    return query[: joined.start()], query[joined.end() :]


@per_query
def asks_two_kinds(query: str) -> bool:
    """Does ``query`` join two asks whose slots are of different kinds, each a typed value
    (money and a duration, a count and an unnamed amount …)? Then neither ask's kind
    alone answers it."""
    parts = asks(query)
    if len(parts) < 2:
        return False
    kinds = [read_slot(part).kind for part in parts]
    return kinds[0] != kinds[1] and _UNTYPED.isdisjoint(kinds)


_UNTYPED_FAMILIES = frozenset({"clause", "text"})
"""Families of values that are no typed answer (a rule's wording): never gated here."""


def answers_an_ask(value: Value, query: str, text: str) -> bool:
    """Does ``value`` (read from ``text``) answer one of ``query``'s two asks
    (``asks_two_kinds``)? A typed value answers an ask whose slot accepts its family
    (``questions.FAMILIES``), or one whose kind is unknown: "from 22 December" answers
    neither "how much …" nor "how long …". A value only some asks take, in a sentence that
    shares words with another ask and none with those ("additional miles are charged at 25p
    per mile" for "What deposit is held, and how many miles are included?"), is of the
    other ask's matter: it answers neither (an ask that refers back, "when does it start?",
    or names nothing, "and from when?", shares the other's matter: ``_words``). True for
    every value of a query that is not two asks of different kinds."""
    if not asks_two_kinds(query) or family(value) in _UNTYPED_FAMILIES:
        return True
    parts = asks(query)
    taking = [part for part in parts if _takes(part, value)]
    if not taking:
        return False
    if len(taking) == len(parts):
        return True
    sentence = set(content_terms(_sentence(text, value)))
    others = [part for part in parts if part not in taking]
    return not (any(sentence & _words(part, parts) for part in others)
                and not any(sentence & _words(part, parts) for part in taking))


_BACK = re.compile(r"\b(?:it|its|they|them|their|this|that|these|those)\b", re.IGNORECASE)
"""A pronoun that refers an ask back to the other's matter ("… and when does it start?")."""


def _words(ask: str, parts: tuple[str, ...]) -> set[str]:
    """The content terms of ``ask``; an ask that refers back with a pronoun ("when does it
    start?") or names nothing of its own ("and from when?") is about the other asks'
    matter, and takes their terms."""
    own = set(content_terms(ask))
    if own and not _BACK.search(ask):
        return own
    return {term for part in parts for term in content_terms(part)}


def _takes(ask: str, value: Value) -> bool:
    """Does ``ask`` take ``value``? An ask of unknown kind takes any; a "how many" ask
    also takes a measure stated in the unit it counts ("how many miles": "200 miles")."""
    slot = read_slot(ask)
    if not slot.kind or family(value) in FAMILIES[slot.kind]:
        return True
    return value.field == "quantity" and bool(slot.counts) and not slot.counts.isdisjoint(
        term_of(word) for word in _WORD.findall(value.surface))


_WORD = re.compile(r"[A-Za-z]+")


_SENTENCE_END = re.compile(r"\n|[.!?](?=\s)")


def _sentence(text: str, value: Value) -> str:
    """The sentence of ``text`` around ``value`` (a table row's cells are one sentence)."""
    start = max((m.end() for m in _SENTENCE_END.finditer(text, 0, value.start)), default=0)
    end = next((m.start() for m in _SENTENCE_END.finditer(text, value.end)), len(text))
    return text[start:end]
