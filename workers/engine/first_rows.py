"""An infobox row labelled "First <event>:" answers a question asking when its subject first
did that event.

"Aneto | Elevation: 3,404 m | First ascent: 20 July 1842" answers "In what year was Aneto
first climbed?", "Colby cheese | … | First made: 1885" answers "… first make Colby cheese?":
the row's label is the question's "first" and its event, written as a past participle
("made", "held", "appeared") or as the event's noun ("appearance", "flight", "ascent"), so
the row is neither another thing's row nor a text without the question's predicate. The
row counts only on an infobox whose heading (before the first " | ") names one of the
question's names (``headed_class_rows``), only for a *when* question that writes "first",
and only when the label's event word is one of the words the question writes after its
"first" ("first climbed", "the first … Championships held"). Pure.
"""

from __future__ import annotations

import re

from workers.engine.headed_class_rows import heading_names
from workers.engine.predicates import canonical_word
from workers.engine.query_memo import per_query
from workers.engine.sentence_readings import SentenceReading
from workers.engine.slots import Slot
from workers.engine.terms import stem

_FIRST_LABEL = re.compile(
    r"\W*(?i:first)[^\S\n]+([A-Za-z]+)[^\S\n]*:[^\S\n]*(?=\d|[A-Z][a-z]{2,9}\.?\s)")
"""A two-word row label "First <word>:" with a date or number (or a month) after its colon."""
_EVENT_NOUNS: dict[str, frozenset[str]] = {
    noun: frozenset(verbs.split()) for noun, verbs in (
        ("ascent", "ascend climb"), ("flight", "fly"), ("publication", "publish"),
        ("issue", "appear publish"), ("sighting", "see sight"),
    )}
"""Event nouns no suffix derives from their verb: the verb words they name the event of."""
_NOUN_SUFFIX = re.compile(r"(?:ance|ence|ing|ment)$")
"""A noun of the verb's event ("appearance", "landing", "performance")."""
_WORD = re.compile(r"[A-Za-z]+")


@per_query
def _after_first(question: str) -> frozenset[str]:
    """The canonical words the question writes after its "first" (empty when it has none)."""
    words = _WORD.findall(question.lower())
    if "first" not in words:
        return frozenset()
    return frozenset(canonical_word(w) for w in words[words.index("first") + 1:])


def _names_event(word: str, events: frozenset[str]) -> bool:
    """Is ``word`` one of ``events`` (canonical words), or a noun of one's event?"""
    word = word.lower()
    if canonical_word(word) in events:
        return True
    if word in _EVENT_NOUNS:
        return not {canonical_word(v) for v in _EVENT_NOUNS[word]}.isdisjoint(events)
    base = _NOUN_SUFFIX.sub("", word)
    return base != word and len(base) > 2 and (
        canonical_word(base) in events or stem(base) in {stem(e) for e in events})


def first_event_row(text: str, sentence: SentenceReading, slot: Slot | None,
                    question: str) -> bool:
    """Is ``sentence`` a row labelled "First <event>:" whose event is the one a *when*
    ``question`` asks its subject first did, on an infobox whose heading names one of the
    question's names? Such a row states the asked date: read with the question's words."""
    if slot is None or slot.kind != "when" or not sentence.label:
        return False
    label = _FIRST_LABEL.match(sentence.snippet)
    if label is None or not _names_event(label.group(1), _after_first(question)):
        return False
    return heading_names(text, question)
