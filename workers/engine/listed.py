"""What a value belongs to in a list of items each with its value in parentheses.

"Aviation anniversaries in December: the Wright brothers' first powered flight (1903),
Apollo 8's launch (21 December 1968) and Voyager's landing (23 December 1986)": in a
sentence with two or more such items, a value in parentheses belongs to the item just
before it, and answers only when that item names what the question is about: the
question's own names (its capitalised words: "Wright", "Lindqvist", "Brellin"), or, when
the question names nothing, one of its words. A value outside parentheses, and a sentence
with a single parenthesised value ("the bird's span (145 cm)") are left as they are.
"""

from __future__ import annotations

import re

from workers.engine.predicates import canonical, matches
from workers.engine.questions import Slot, read_slot
from workers.engine.terms import STOPWORDS, stem
from workers.engine.values import Value

_ASIDE = re.compile(r"\(([^()\n]{1,40})\)")
_ITEM_START = re.compile(r".*[:;—–]\s*|.*\.\s+", re.DOTALL)
_WORD = re.compile(r"[A-Za-z][A-Za-z'-]*")
MIN_ITEMS = 2


def other_items(snippet: str, offset: int, candidates: list[Value], slot: Slot) -> list[Value]:
    """``candidates`` (of ``snippet``, which starts at ``offset`` in its chunk) without the
    parenthesised values of list items that name neither the names of ``slot``'s question
    nor, when it has none, its content words."""
    asides = [m for m in _ASIDE.finditer(snippet) if any(c.isdigit() for c in m.group(1))]
    if len(asides) < MIN_ITEMS or not candidates:
        return candidates
    own = (slot.words - slot.predicate) or slot.words
    kept = []
    for value in candidates:
        at = value.start - offset
        aside = next((i for i, m in enumerate(asides) if m.start() < at < m.end()), None)
        if aside is None:
            kept.append(value)
            continue
        item = snippet[: asides[aside].start()]
        item = item[item.rfind(")") + 1 :]  # after the item before, whatever its aside holds
        lead = _ITEM_START.match(item)
        item = item[lead.end() :] if lead else item
        if any(matches(canonical(stem(w.lower())), own) for w in _WORD.findall(item)
               if w.lower() not in STOPWORDS):
            kept.append(value)
    return kept


def other_items_of_sentence(
    text: str, snippet: str, offset: int, values: tuple[Value, ...], query: str
) -> tuple[Value, ...]:
    """``other_items`` for a query that names an attribute of the table ("What is the entry
    deadline for the Brellin Prize?"): ``values`` of the sentence ``snippet``, found from
    ``offset`` in ``text``, without those of list items the question does not name."""
    start = text.find(snippet, offset)
    if start < 0 or snippet.count("(") < MIN_ITEMS:
        return values
    return tuple(other_items(snippet, start, list(values), read_slot(query)))
