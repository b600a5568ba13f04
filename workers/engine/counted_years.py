"""A bare count of years back from a page's date answers only in the sentence telling the
asked event of the asked subject.

"May 2015 — 80 years ago the Jubilee Pool opened" dates the opening to 1935: a careful
reader counts back from the result's date (``anniversaries`` reads it, year-granular). A
page's sentence may count back to another event than the
asked one ("50 years ago the Act made it illegal; the station kept broadcasting") or to
another subject's ("100 years ago the Sunday Express printed the first crossword" when the
question asks for The Times'). Such a reckoning stands only where its clause tells the asked
event (``tied_dates.tied``, strictly: at the clause, and never merely because another chunk
writes the same year) and its sentence names the question's subject (a word of one of the
names it uses, ``entities.query_names``); for a question that asks no event it answers
nothing. Every other value passes untouched. Pure; claims are replaced, never mutated.
"""

from __future__ import annotations

import re
from dataclasses import replace

from workers.engine.accents import folded
from workers.engine.anniversaries import bare_count_back
from workers.engine.claims import Claim
from workers.engine.entities import query_names
from workers.engine.event_of_question import Event
from workers.engine.kept_values import Keep, kept
from workers.engine.sentences import sentences
from workers.engine.tied_dates import tied
from workers.engine.values import Value

_NAME_WORD = re.compile(r"[^\W\d_]{3,}")


def told_only(chunks: list[tuple[str, list[Claim]]], event: Event | None, query: str
              ) -> list[tuple[str, list[Claim]]]:
    """Each chunk (its text and claims) without the bare count-backs ("80 years ago") not
    told of ``event`` and of ``query``'s subject (module docstring); a claim left with no
    value is dropped, and nothing changes when no claim holds such a date."""
    if not any(bare_count_back(v) for _, claims in chunks for c in claims
               for v in c.values.values()):
        return chunks
    strict = None if event is None else replace(event, close=True, tie=True)
    names = frozenset(folded(w).lower() for name in query_names(query)
                      for w in _NAME_WORD.findall(name))

    def keep(text: str) -> Keep:
        def told(_: Claim, __: object, value: Value) -> bool:
            return not bare_count_back(value) or (
                strict is not None and tied(text, value, strict)
                and _names_subject(text, value.start, names))
        return told

    return [(text, kept(claims, keep(text))) for text, claims in chunks]


def _names_subject(text: str, at: int, names: frozenset[str]) -> bool:
    """Does the sentence of ``text`` holding offset ``at`` name a word of the question's
    names (``names``: accents folded, so "Schönbrunn" names "Schonbrunn"; any, when the
    question uses none)?"""
    if not names:
        return True
    for offset, body in sentences(text):
        if offset <= at < offset + len(body):
            return any(folded(w).lower() in names for w in _NAME_WORD.findall(body))
    return False
