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
from bisect import bisect_left, bisect_right
from dataclasses import dataclass, replace
from itertools import islice
from sys import maxsize
from typing import TYPE_CHECKING

from workers.engine.kept_values import Keep, kept
from workers.engine.questions import Slot, read_slot
from workers.engine.sentences import ABBREVIATION, initial_goes_on
from workers.engine.terms import content_terms
from workers.engine.text_memo import per_text
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


_QUESTION_LABEL = re.compile(r"\bQ\d*[:.][^\S\n]*")
_ANSWER_LABEL = re.compile(r"\b(?:A|Answer)[^\S\n]*:[^\S\n]*")
_REPLY_LABEL = re.compile(r"\bRe:[^\S\n]*")
_REPLY_END = re.compile(r"\?[^\S\n]*[—–-][^\S\n]*")
"""A question label ("Q:", "Q3."), an answer label ("A:", "Answer:"), a forum reply to a
question ("Re: how long is the holiday? — 1-8 January is off …")."""
_QUESTION_SPAN = 200
_LABELS = 40
"""A page reads its first labels of each kind only: a Q/A chunk asks a few questions."""
_ANSWER_END = re.compile(
    r"[.!?](?=[^\S\n]*$|[^\S\n]+(?![a-z]))|;|\n|\bQ\d*[:.][^\S\n]")
"""Where an answer's first clause ends: a sentence end (no decimal point: "1.5 m"; no mark a
lower-case word follows, a title's or an abbreviation's: "Hello, Dolly! won 11 Tony Awards"),
a semicolon, a line break, or the next question; never an abbreviation's ("No. 3":
``_answer_end``). A spaced dash goes on with the answer
("Around 110 hp — that's 81 kW")."""
_ANSWER_SPAN = 200


@per_text
def qa_pairs(text: str) -> tuple[QAPair, ...]:
    """The question-and-answer pairs of ``text``, in order (empty for any other text): an
    answer label and the last question label before it on its line, at most
    ``_QUESTION_SPAN`` characters before (each question answered once), or a reply to a
    question; the first ``_LABELS`` labels of each kind, each looking a bounded way."""
    if "Q" not in text and "Re:" not in text:
        return ()
    found: list[tuple[int, str]] = []
    labels = [(m.start(), m.end()) for m in islice(_QUESTION_LABEL.finditer(text), _LABELS)]
    ends = [end for _, end in labels]
    answered = -1
    for label in islice(_ANSWER_LABEL.finditer(text), _LABELS):
        at = bisect_right(ends, label.start()) - 1
        if at <= answered:
            continue
        begin = labels[at][1]
        question = text[begin : label.start()].rstrip()
        if 3 <= len(question) <= _QUESTION_SPAN and "\n" not in question:
            found.append((label.end(), question))
            answered = at
    for label in islice(_REPLY_LABEL.finditer(text), _LABELS):
        mark = text.find("?", label.end() + 3, label.end() + _QUESTION_SPAN + 1)
        close = _REPLY_END.match(text, mark) if mark >= 0 else None
        if close is not None and text.find("\n", label.end(), mark) < 0:
            found.append((close.end(), text[label.end() : mark + 1]))
    pairs = []
    for start, question in sorted(found):
        end = _answer_end(text, start)
        pairs.append(QAPair(question, start, end))
    return tuple(pairs)


_OPENING_NAME = re.compile(r"[^\S\n]*(?:[A-Z][\w'’-]*\.?[^\S\n]+){0,3}[A-Z]\.")
"""An answer that opens on a name up to one of its initials ("A: W. George Beers …",
"A: William G. Morgan …"): the initial's "." ends no answer."""


def _answer_end(text: str, start: int) -> int:
    """Where the answer starting at ``start`` ends (``_ANSWER_END``); an abbreviation's "."
    ("Symphony No. 3", "e.g. the") or an initial of the name the answer opens on ("A: W.
    George Beers …", ``_OPENING_NAME``) goes on, as in ``sentences``."""
    limit = start + _ANSWER_SPAN
    at = start
    while (stop := _ANSWER_END.search(text, at, limit)) is not None:
        if text[stop.start()] != "." or (ABBREVIATION.search(
                text, max(0, stop.start() - 8), stop.start() + 1) is None
                and not (initial_goes_on(text, stop.start() + 1)
                         and _OPENING_NAME.fullmatch(text, start, stop.start() + 1))):
            return stop.start()
        at = stop.end()
    return min(len(text), limit)


@per_text
def _openings(text: str) -> dict[int, QAPair]:
    return {p.answer_start: p for p in qa_pairs(text)}


def opened_by(text: str, start: int) -> QAPair | None:
    """The pair of ``text`` whose answer the value at ``start`` opens ("A: 30, the most on
    record"), if any: the reading ``asked_measure`` and ``asked_event`` tie an answer to
    its question by."""
    return _openings(text).get(start) if "Q" in text or "Re:" in text else None


_TIME_LEAD = re.compile(r"(?:(?:back|way)[^\S\n]+)?(?:in|on)[^\S\n]+(?:the[^\S\n]+year[^\S\n]+)?",
                        re.IGNORECASE)
"""The time preposition an answer may open with before its date ("A: In 1914", "A: On 29th
December 1879", "A: Back in 1926")."""


def opened_by_date(text: str, start: int) -> QAPair | None:
    """The pair of ``text`` whose answer the date at ``start`` opens (``opened_by``), also
    after a time preposition ("A: In 1914, the cornerstone a year later"): the preposition
    only says the value is a date, so the date is still the answer's first word of content.
    Invariant: never a pair ``opened_by`` would not give unless the words between the
    answer's start and ``start`` are exactly such a preposition."""
    pair = opened_by(text, start)
    if pair is not None or ("Q" not in text and "Re:" not in text):
        return pair
    for answer_start, found in _openings(text).items():
        if answer_start < start <= answer_start + 20:
            lead = _TIME_LEAD.fullmatch(text, answer_start, start)
            return found if lead is not None else None
    return None


def matches(pair: QAPair, slot: Slot) -> bool:
    """Does the page's question ask what the event's does: the same slot kind and measured
    dimensions ("how old" is no "how deep"), and at least one content word of the event's
    question ("when is russian christmas?" for "On what date
    do Russian Orthodox Christians celebrate Christmas?")?"""
    asked = read_slot(pair.question)
    return asked.kind == slot.kind and asked.measures == slot.measures \
        and bool(asked.words & slot.words)


def answer_spans(text: str, slot: Slot | None) -> tuple[tuple[int, int], ...]:
    """The answer spans of ``text`` whose question matches ``slot``, in order (none when
    ``slot`` is ``None`` or the text is no Q/A page)."""
    if slot is None or not slot.kind or not qa_pairs(text):
        return ()
    return _spans(text, slot.kind, slot.measures, slot.words)


@per_text
def _spans(text: str, kind: str, measures: frozenset[str], words: frozenset[str],
           ) -> tuple[tuple[int, int], ...]:
    """``answer_spans`` for the slot of ``kind``, ``measures`` and ``words`` (memoised:
    each sentence of a chunk asks, ``opens_answer``)."""
    slot = Slot(kind, frozenset(), words, measures=measures)
    return tuple((p.answer_start, p.answer_end) for p in qa_pairs(text) if matches(p, slot))


ANSWERS_NAME_THE_PREDICATE = False
"""Does the sentence that opens a matching page's answer answer the question's predicate
without naming it ("Q: when is russian christmas? A: January 7.")? Off: on the ten tuning
snippet sets it changes no event (it clears sn9-022 too, which the context gate already
clears; it makes 10 answers claims: "January 7", "1959", "March 18, 2014" …), and leaves
the enterprise sets byte-identical and RAMDocs as they are: more reach, no precision."""


def opens_answer(text: str, start: int, end: int, slot: Slot | None) -> bool:
    """Does the span ``start:end`` of ``text`` (a sentence) hold the opening of an answer
    whose question matches ``slot``, and do such answers name the question's predicate
    (``ANSWERS_NAME_THE_PREDICATE``)?"""
    if not ANSWERS_NAME_THE_PREDICATE:
        return False
    spans = answer_spans(text, slot)
    at = bisect_left(spans, (start, -1))
    return at < len(spans) and spans[at][0] < end


def _inside(value: Value, spans: tuple[tuple[int, int], ...]) -> bool:
    """Is ``value`` inside one of ``spans`` (in order, disjoint)?"""
    at = bisect_right(spans, (value.start, maxsize)) - 1
    return at >= 0 and spans[at][0] <= value.start and value.end <= spans[at][1]


def answered_only(
    chunks: list[tuple[str, list[Claim]]], slot: Slot | None
) -> list[tuple[str, list[Claim]]]:
    """Each chunk (its text and claims) with, on a Q/A page whose question matches
    ``slot``, only the values in an answer span, or equal to a value some answer span of
    the event states (module docstring). A claim left with no value is dropped."""
    spans = [answer_spans(text, slot) for text, _ in chunks]
    if not any(spans):
        return chunks
    answers = list({v.display: v for (_, claims), own in zip(chunks, spans, strict=True)
                    if own for claim in claims for v in claim.values.values()
                    if _inside(v, own)}.values())

    def answering(own: tuple[tuple[int, int], ...]) -> Keep:
        return lambda _, __, v: _inside(v, own) or any(same(v, a, 0.0) for a in answers)

    out = []
    for (text, claims), own in zip(chunks, spans, strict=True):
        if not own:
            out.append((text, claims))
            continue
        widened = [read if not any(_inside(v, own) for v in read.values.values())
                   else replace(read, mentions=read.mentions | _asked_terms(text, slot))
                   for read in claims]
        out.append((text, kept(widened, answering(own))))
    return out


def _asked_terms(text: str, slot: Slot | None) -> frozenset[str]:
    """The content words of the page's questions that match ``slot``: an answer is given
    under its question, so a qualifier the question names ("how many flowers for a pound of
    honey? A: two million") is one the answer mentions (``rules.by_specificity``)."""
    if slot is None:
        return frozenset()
    return frozenset(term for p in qa_pairs(text) if matches(p, slot)
                     for term in content_terms(p.question))
