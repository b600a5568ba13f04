"""An infobox row labelled with the asked event's class word, under a heading naming the
question's subject, is the asked row.

"George Forrest (plant hunter) | Born: 13 March 1873 | Died: 5 January 1932" answers "In what
year did George Forrest die?" as surely as prose does: "Died" is a word of the question's
predicate class (``predicates.canonical_word`` gives "#death"), though not the question's own
word, so ``distractors.labels_another`` reads the row as another thing's. A class word alone is
too loose for that (an infobox of another thing dates its own founding: "Bendix Home
Appliances | Founded: 1936" for when the first washateria opened), so the row is the asked one
only when the infobox's heading (what the chunk writes before its first " | ") names one of
the question's names. Pure.
"""

from __future__ import annotations

import re

from workers.engine.accents import folded
from workers.engine.entities import query_names
from workers.engine.predicates import canonical_word
from workers.engine.query import QueryView
from workers.engine.sentence_readings import SentenceReading

_HEADING = re.compile(r"[^|\n]{3,120}?(?=[^\S\n]*\|)")
"""An infobox's heading: what a chunk writes before its first " | "."""
_LABEL = re.compile(r"\W*([A-Za-z][A-Za-z ]{0,30}?)[^\S\n]*:[^\S\n]*(?=\d|[A-Z][a-z]{2,9}\.?\s)")
"""A row's label, with a date or number (or a month name) right after its colon."""
_WORD = re.compile(r"\w+")


def asked_class_row(text: str, sentence: SentenceReading, query: QueryView,
                    subject: str) -> bool:
    """Is ``subject``, the row subject read for ``sentence``'s own label, wrong because the
    label is all words of one of the question's predicate classes ("Died:", "Established:")
    and ``text`` is an infobox whose heading names the question's subject? Never for a row
    subject from anything but the label, nor for a name question."""
    if query.slot is None or query.slot.kind == "name" or not sentence.label \
            or subject != f"row:{'-'.join(sorted(sentence.label))}":
        return False
    label = _LABEL.match(sentence.snippet)
    if label is None:
        return False
    classes = {canonical_word(w) for w in label.group(1).split()}
    if not all(c.startswith("#") and c in query.slot.predicate for c in classes):
        return False
    return heading_names(text, query.text)


def heading_names(text: str, question: str) -> bool:
    """Does the chunk's infobox heading hold a word (of three letters or more) of one of the
    question's names?"""
    heading = _HEADING.match(text)
    if heading is None:
        return False
    written = set(_WORD.findall(folded(heading.group(0)).lower()))
    return any(len(w) > 2 and w in written
               for name in query_names(question)
               for w in _WORD.findall(folded(name).lower()))
