"""Question-and-answer pages: a Q/A chunk's answer is its answer sentence.

A Q/A page or forum reply asks one question and answers it ("Q: when is russian christmas?
A: January 7. Catholics and Protestants in Russia celebrate on 25 December. 11 answers"),
or a forum reply answers its thread's question ("Re: how long is the holiday? — …").
One reading serves every slot kind (``qa_pairs``): the page's asked question, and its
answer span, which runs from the "A:" (or "Answer:") to the end of its first clause (a
sentence end, a semicolon). When the page's question matches the event's
(``matches``: same slot kind, and a shared content word of the question), only the values
in its answer span answer; later sentences are context (other years, other animals, other
churches) and make no claim, unless they repeat a value some answer span states (a page
that repeats its answer witnesses it and disputes nothing). A page whose question asks
something else ("how old is …?" for "In what year was … founded?") is read as any text.
Pure; claims are replaced, never mutated.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from functools import lru_cache
from typing import TYPE_CHECKING

from workers.engine.questions import Slot, read_slot
from workers.engine.values import Value, same

if TYPE_CHECKING:
    from workers.engine.claims import Claim


@dataclass(frozen=True, slots=True)
class QAPair:
    """One question of a Q/A chunk (``question``: its text, without the "Q:" label) and the
    span ``answer_start:answer_end`` of the chunk's text that answers it."""

    question: str
    answer_start: int
    answer_end: int


_PAIR = re.compile(
    r"\b(?:Q\d*[:.][^\S\n]*(?P<q>[^\n]{3,200}?)[^\S\n]*\b(?:A|Answer)[^\S\n]*:"
    r"|Re:[^\S\n]*(?P<re>[^\n?]{3,200}\?)[^\S\n]*[—–-])[^\S\n]*")
"""A question label, its question, and the answer label that follows ("Q3. How many seats
…? A: 705"); or a forum reply to a question ("Re: how long is the holiday? — 1-8 January
is off …"). Each label scans at most 200 characters."""
_ANSWER_END = re.compile(
    r"[.!?](?=[^\S\n]|$)|;|\n|\bQ\d*[:.][^\S\n]")
"""Where an answer's first clause ends: a sentence end (no decimal point: "1.5 m"), a
semicolon, a line break, or the next question. A spaced dash goes on with the answer
("Around 110 hp — that's 81 kW")."""
_ANSWER_SPAN = 200


@lru_cache(maxsize=8192)
def qa_pairs(text: str) -> tuple[QAPair, ...]:
    """The question-and-answer pairs of ``text``, in order (empty for any other text)."""
    if "Q" not in text and "Re:" not in text:
        return ()
    pairs = []
    for found in _PAIR.finditer(text):
        start = found.end()
        stop = _ANSWER_END.search(text, start, start + _ANSWER_SPAN)
        end = stop.start() if stop is not None else min(len(text), start + _ANSWER_SPAN)
        pairs.append(QAPair(found.group("q") or found.group("re"), start, end))
    return tuple(pairs)


def opened_by(text: str, start: int) -> QAPair | None:
    """The pair of ``text`` whose answer the value at ``start`` opens ("A: 30, the most on
    record"), if any: the reading ``asked_measure`` and ``asked_event`` tie an answer to
    its question by."""
    return next((p for p in qa_pairs(text) if p.answer_start == start), None)


def matches(pair: QAPair, slot: Slot) -> bool:
    """Does the page's question ask what the event's does: the same slot kind and measured
    dimensions ("how old" is no "how deep"), and at least one content word of the event's
    question ("when is russian christmas?" for "On what date
    do Russian Orthodox Christians celebrate Christmas?")?"""
    asked = read_slot(pair.question)
    return asked.kind == slot.kind and asked.measures == slot.measures \
        and bool(asked.words & slot.words)


def answer_spans(text: str, slot: Slot | None) -> tuple[tuple[int, int], ...]:
    """The answer spans of ``text`` whose question matches ``slot`` (none when ``slot`` is
    ``None`` or the text is no Q/A page)."""
    if slot is None or not slot.kind:
        return ()
    return tuple((p.answer_start, p.answer_end) for p in qa_pairs(text) if matches(p, slot))


def opens_answer(text: str, start: int, end: int, slot: Slot | None) -> bool:
    """Does the span ``start:end`` of ``text`` (a sentence) hold the opening of an answer
    whose question matches ``slot``? Then it answers the question's predicate without
    naming it ("Q: how many teeth does a grown dog have? A: forty-two.")."""
    return any(start <= s < end for s, _ in answer_spans(text, slot))


def _inside(value: Value, spans: tuple[tuple[int, int], ...]) -> bool:
    return any(start <= value.start and value.end <= end for start, end in spans)


def answered_only(
    chunks: list[tuple[str, list[Claim]]], slot: Slot | None
) -> list[tuple[str, list[Claim]]]:
    """Each chunk (its text and claims) with, on a Q/A page whose question matches
    ``slot``, only the values in an answer span, or equal to a value some answer span of
    the event states (module docstring). A claim left with no value is dropped."""
    spans = [answer_spans(text, slot) for text, _ in chunks]
    if not any(spans):
        return chunks
    answers = [v for (_, claims), own in zip(chunks, spans, strict=True) if own
               for claim in claims for v in claim.values.values() if _inside(v, own)]
    out = []
    for (text, claims), own in zip(chunks, spans, strict=True):
        if not own:
            out.append((text, claims))
            continue
        kept = []
        for claim in claims:
            values = {f: v for f, v in claim.values.items()
                      if _inside(v, own) or any(same(v, a, 0.0) for a in answers)}
            if len(values) == len(claim.values):
                kept.append(claim)
            elif values:
                kept.append(replace(claim, values=values))
        out.append((text, kept))
    return out
