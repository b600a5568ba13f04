"""A lone row whose label puts its own modifier before the head the question modifies.

A lone price row is read by the head of its label (``lone_rows``): "Conservatory roof clean
(one-off) | from £45" is about a "clean", which "What does a regular clean cost …?" names, so
it would stay on the question's subject. But the label's first phrase puts a content word of
its own ("roof") right before that head where the question puts another ("regular"), and
never writes the question's: it names another thing of the head's kind, as a "Label: value"
segment does (``other_modifiers``, ``distractors.labels_another``). Its amount is then that
thing's. Invariants: only the value cell of a line ``lone_rows.lone_row_head`` reads as a lone
row; a label writing the question's modifier, or none before the head, is left alone. Pure.
"""

from __future__ import annotations

import re

from workers.engine.lone_rows import first_phrase, lone_row_head
from workers.engine.other_modifiers import other_modifiers
from workers.engine.sentence_readings import SentenceReading
from workers.engine.terms import STOPWORDS, stem

_WORD = re.compile(r"[a-z0-9]+")


def other_modified_row(text: str, sentence: SentenceReading, query: str) -> str:
    """``"row:<terms>"`` for a lone row's value cell whose label names the question's head
    with another modifier (module docstring); "" otherwise."""
    if sentence.row is None or "|" not in text:
        return ""
    at = text.find(sentence.snippet, sentence.offset)
    if at < 0 or lone_row_head(text, at, sentence.snippet) is None:
        return ""
    cell = text[text.rfind("\n", 0, at) + 1:at].split("|", 1)[0]
    label = tuple(stem(w) if w not in STOPWORDS else ""
                  for w in _WORD.findall(first_phrase(cell)))
    if other_modifiers(label, query) is None:
        return ""
    return "row:" + "-".join(sorted({t for t in label if t}))
