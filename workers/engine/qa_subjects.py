"""A Q/A answer under a question about something else is that other thing's.

An FAQ line answers its own question: "Q: Can I hire a changing robe? A: Yes, £3 per visit
from the kiosk." prices the robe, though the answer itself names nothing ("Yes, £3 per
visit"). Beside a question about something else ("What does an early-morning swim cost?")
such an answer would be read as the query's price, since nothing in it says otherwise. So a
value inside the answer span of a Q/A pair is set aside when neither the pair's question
nor the answer span shares a content word with the query: the page asked about another
thing. Invariant: a pair whose question or answer writes any content word of the query is
read as before (``qa_pages`` decides what a matching page answers), as is every value
outside an answer span and every chunk that is no Q/A page. Pure.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from sys import maxsize
from typing import TYPE_CHECKING

from workers.engine.kept_values import Keep, kept
from workers.engine.qa_pages import qa_pairs
from workers.engine.query_memo import per_query
from workers.engine.terms import STOPWORDS, stem
from workers.engine.values import Value

if TYPE_CHECKING:
    from workers.engine.claims import Claim

_WORD = re.compile(r"[a-z0-9]+")


@per_query
def _query_stems(query: str) -> frozenset[str]:
    """Stems of the query's words, hyphenated parts apart ("early-morning": early, morning)."""
    return frozenset(stem(w) for w in _WORD.findall(query.lower()) if w not in STOPWORDS)


def _stems(text: str) -> frozenset[str]:
    return frozenset(stem(w) for w in _WORD.findall(text.lower()) if w not in STOPWORDS)


def _foreign_spans(text: str, query: str) -> tuple[tuple[int, int], ...]:
    """The answer spans of ``text`` whose question and answer share no word with ``query``."""
    asked = _query_stems(query)
    return tuple((p.answer_start, p.answer_end) for p in qa_pairs(text)
                 if _stems(p.question).isdisjoint(asked)
                 and _stems(text[p.answer_start:p.answer_end]).isdisjoint(asked))


def _inside(value: Value, spans: tuple[tuple[int, int], ...]) -> bool:
    at = bisect_right(spans, (value.start, maxsize)) - 1
    return at >= 0 and spans[at][0] <= value.start < spans[at][1]


def other_answers_dropped(
    chunks: list[tuple[str, list[Claim]]], query: str
) -> list[tuple[str, list[Claim]]]:
    """Each chunk (its text and claims) without the values inside a Q/A answer about
    another thing than ``query`` (module docstring); a claim left with no value is dropped."""
    out = []
    for text, claims in chunks:
        spans = _foreign_spans(text, query) if claims else ()
        out.append((text, kept(claims, _outside(spans)) if spans else claims))
    return out


def _outside(spans: tuple[tuple[int, int], ...]) -> Keep:
    """Keep a value outside every one of ``spans``."""
    return lambda _c, _f, v: not _inside(v, spans)
