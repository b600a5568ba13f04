"""The one date of a question-and-answer page's first answer sentence, when its question
asks when the asked event happened.

A page that asks "Q: when was the atlas published?" and answers "A: The atlas came out in
1569 with his projection." dates the asked event with its answer, whatever verb the answer
uses ("came out", "went in", "ran"): the question names the event, so the answer's sentence
need not. Only the answer's first sentence (to its first ".", ";", "!" or "?") is read, and
only when it holds no other year: "A: Begun in 1569, it was published in 1595" names two
events and leaves each date to its own clause; a page's question of another kind ("Q: where
was England's first turnpike? A: at Wadesmill, under an act of 1663") asks no date, so its
answer's date is read as any sentence's. Pure.
"""

from __future__ import annotations

import re

from workers.engine.qa_pages import QAPair, qa_pairs
from workers.engine.questions import read_slot

_SENTENCE_END = re.compile(r"[.;!?](?=\s|$)")
_YEAR = re.compile(r"(?<![\w.,-])(?:1[0-9]{3}|20[0-9]{2})(?![\w.,-]\d)")


def sole_answer_date(text: str, start: int, end: int) -> QAPair | None:
    """The pair of ``text`` whose question asks *when* and whose answer's first sentence
    holds the date at ``start:end`` and no other year; ``None`` when there is none.
    Invariant: the date lies inside the answer's span, before its first sentence end."""
    if "Q" not in text:
        return None
    for pair in qa_pairs(text):
        if not pair.answer_start <= start < pair.answer_end:
            continue
        if read_slot(pair.question).kind != "when":
            return None
        stop = _SENTENCE_END.search(text, pair.answer_start, pair.answer_end)
        sentence_end = stop.start() if stop is not None else pair.answer_end
        if end > sentence_end:
            return None
        before = text[pair.answer_start:start]
        after = text[end:sentence_end]
        if _YEAR.search(before) or _YEAR.search(after):
            return None
        return pair
    return None
