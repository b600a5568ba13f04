"""The sentences a name is read in: every sentence of a text, a name being no typed value.

Reads the text and its ``TextReading``. Each sentence appears once, in order, none longer
than ``MAX_SENTENCE_CHARS`` and at most ``MAX_CLAIM_SENTENCES`` of them; for an agent
question a dash-led part opens with the name right before it (``_credited``).
"""

from __future__ import annotations

import re
from dataclasses import replace

from workers.engine.misread_names import thread_title
from workers.engine.preamble import preamble_end
from workers.engine.questions import Slot
from workers.engine.reading import MAX_CLAIM_SENTENCES, SentenceReading, TextReading
from workers.engine.segments import segments
from workers.engine.sentences import MAX_SENTENCE_CHARS
from workers.engine.tag_questions import asks

_DASH_LED = re.compile(r"[-–—]\s")
_CREDIT = re.compile(r"(?<![\w'.&-])[A-Z][\w'.&-]*(?:\s+(?:(?:of|the|de|van|von)\s+)*"
                     r"[A-Z][\w'.&-]*){0,4}\s+$")
"""A name ending the text before a dash-led part (``_credited``)."""
_CREDIT_REACH = 62


def every_sentence(text: str, reading: TextReading, slot: Slot | None = None,
                   ) -> list[SentenceReading]:
    """The text's sentences in order, those without any typed value too (a name is no typed
    value, so ``reading`` skips the sentences that state only a name); each sentence once,
    none longer than ``MAX_SENTENCE_CHARS`` and at most ``MAX_CLAIM_SENTENCES`` of them (as
    ``reading``: the work per text stays bounded). For an agent question (``slot``), a
    dash-led part opens with the name right before it (``_credited``)."""
    credits = slot is not None and slot.agent
    read = {s.offset: s for s in reading.sentences}
    out: list[SentenceReading] = []
    for offset, body in segments(text, preamble_end(text)):
        if len(out) >= MAX_CLAIM_SENTENCES:
            break
        if offset in read:
            sentence = read.pop(offset)
            out.append(_credited(text, sentence) if credits else sentence)
        elif body.strip() and len(body) <= MAX_SENTENCE_CHARS and not asks(body):
            bare = SentenceReading(
                offset=offset, snippet=body.strip(), sentence_values=(), values=(),
                clause=None, qualifier_terms=frozenset(), facets=(), measure="", named=False,
                terms=frozenset(), row=None, mentions=frozenset(), asides=frozenset(),
            )
            out.append(_credited(text, bare) if credits else bare)
    out.extend(read.values())  # never expected: every reading is a segment
    return sorted(out, key=lambda s: s.offset)


def _credited(text: str, sentence: SentenceReading) -> SentenceReading:
    """A dash-led part with the name that ends the text right before it: "Miles Davis –
    Giant Steps" is how pages, shops and citations credit a work to its artist, and a spaced
    dash ends a sentence, so the credit would be cut in two. The name (a run of capitalised
    words, ``_CREDIT``) then opens the part; anything else is left as it is."""
    at = text.find(sentence.snippet, sentence.offset)
    if at < 0 or _DASH_LED.match(sentence.snippet) is None:
        return sentence
    name = _CREDIT.search(text, max(0, at - _CREDIT_REACH), at)
    if name is None or thread_title(text, name.start()):
        return sentence
    start = name.start()
    return replace(sentence, offset=start, snippet=text[start:at] + sentence.snippet)
