"""Items of one flattened list: the one whose own words name the question's thing answers.

A timeline or a price sheet flattened onto one line sets its items apart with "|", " · ",
"•" or ";" ("Harbour timeline: 1802 East Quay built · 1861 West Quay built · 1930 …"; "Day | £12 |
Week | £60"). Each item is read as a sentence of its own (``segments``, ``cell_pairs``), and
several may carry the question's predicate ("built") as well as each other: then the
question's own thing is told by the words each item writes itself, not by a heading the
list opens with ("Harbour timeline:" is every item's, though only the first item's text
holds it). Of items of one line that tie on the predicate, those naming fewer of the
question's words than another stand aside. Likewise an item whose only predicate words are
the heading's ("Ferry crossings: 35 minutes at dawn; 50 minutes in a swell; 80 minutes in
winter") answers no more than its siblings: when another item of the line holds a rival
value and the item writes none of the question's names or words, the line is undecided
(``heading_only_item``). A line with one ";" is two clauses of prose
("A: 1827, by the founder; 1821 is when he opened his shop"), no list: ";" sets items
apart only on a line that writes it twice or more. Reads the sentences' text only; sentences of
prose, or on other lines, are never compared so.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TypeVar

from workers.engine.accents import folded
from workers.engine.chunk_answers import rival_answers
from workers.engine.predicates import canonical, matches
from workers.engine.sentence_readings import SentenceReading
from workers.engine.terms import content_terms
from workers.engine.values import Value

_SEPARATOR = re.compile(r"\||[^\S\n]·[^\S\n]|•")
T = TypeVar("T")


def own_words(snippet: str, label: frozenset[str]) -> frozenset[str]:
    """The content terms of an item without the label it opens with (the list's heading:
    "Harbour timeline: 1802 East Quay built" → east, quay, built)."""
    if label and ":" in snippet:
        snippet = snippet[snippet.index(":") + 1:]
    return frozenset(content_terms(snippet))


def items_naming_most(
    text: str, found: Sequence[tuple[int, T, SentenceReading]], terms: frozenset[str]
) -> list[tuple[int, T, SentenceReading]]:
    """``found`` (coverage, values, sentence) without the top-coverage entries that are
    items of a separated line (``_SEPARATOR`` between them, no line break) where another
    top item of that line names more of ``terms`` in its own words; order kept."""
    if len(found) < 2:
        return list(found)
    top = max(coverage for coverage, _, _ in found)
    tops = [f for f in found if f[0] == top]
    shares = {id(f): len(own_words(f[2].snippet, f[2].label) & terms) for f in tops}
    dropped: set[int] = set()
    for entry in tops:
        for other in tops:
            if other is not entry and shares[id(other)] > shares[id(entry)] \
                    and _same_list(text, entry[2], other[2]):
                dropped.add(id(entry))
                break
    return [f for f in found if id(f) not in dropped]


def _same_list(text: str, one: SentenceReading, other: SentenceReading) -> bool:
    """Are two sentences items of one line, a separator between them (or closing the first:
    "1802 East Quay built;")?"""
    first, second = sorted((one, other), key=lambda s: s.offset)
    start = text.find(first.snippet, first.offset) + len(first.snippet) - 1
    between = text[start:max(start, text.find(second.snippet, second.offset))]
    if "\n" in between:
        return False
    if _SEPARATOR.search(between) is not None:
        return True
    if ";" not in between:
        return False
    line_start = text.rfind("\n", 0, start) + 1
    line_end = text.find("\n", start)
    return text.count(";", line_start, line_end if line_end >= 0 else len(text)) >= 2


_HEADING = re.compile(r"[^\S\n]*[^:;\n]{1,60}:[^\S\n]+")
"""A list's heading at the start of its line: "Ferry crossings: "."""
_NAME_WORD = re.compile(r"[^\W\d_][\w'’-]*")
MIN_ITEMS = 3


def heading_only_item(  # noqa: PLR0917 - one caller: slot_values
    text: str, start: int, snippet: str, hits: Sequence[tuple[int, int, str]], found: Value,
    values: Sequence[Value], kind: str, names: frozenset[str], words: frozenset[str],
) -> bool:
    """Is ``snippet`` (at ``start`` in ``text``), whose answer is ``found``, the first item
    of a line "Heading: item; item; item" (at least ``MIN_ITEMS`` items apart by ";"), every
    predicate word of it (``hits``, offsets in ``snippet``) in the heading, writing none of
    the question's ``names`` (folded) nor its ``words`` (terms) in its own words ("35 minutes
    in summer" picks itself out for "… in summer?"), while another item of that line holds
    a value of ``values`` that rivals ``found`` for a question of ``kind``? The heading is
    every item's: it picks out none of them, and the item answers nothing."""
    heading = _HEADING.match(snippet)
    if heading is None or text.rfind("\n", 0, start) + 1 != start:
        return False
    line_end = text.find("\n", start)
    line_end = len(text) if line_end < 0 else line_end
    if text.count(";", start, line_end) < MIN_ITEMS - 1 or ";" in snippet[:heading.end()]:
        return False
    if any(s < e and e > heading.end() for s, e, _ in hits):
        return False  # the item writes a predicate word of its own
    item_end = text.find(";", start + heading.end(), line_end)
    item = text[start + heading.end():item_end]
    if not {folded(w.lower()) for w in _NAME_WORD.findall(item)}.isdisjoint(names) or any(
            matches(canonical(term), words) for term in content_terms(item)):
        return False  # the item writes what the question asks about: it picks itself out
    return any(item_end < v.start < line_end and rival_answers(found, v, kind) for v in values)
