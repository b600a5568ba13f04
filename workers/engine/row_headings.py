"""A line of labelled values headed by another name than the question's.

A flattened price sheet opens with the thing its pairs are about: "Harbour office | Day |
£12 | Week | £60" (``cell_pairs``). Where that heading is a name (every word capitalised:
"Harbour Office", "Premier Gold Dog") and writes a word the question never does, while the
question names its own thing by a capitalised name ("… at the Quayside office?"), every
pair of the line is about that other named thing, however well its label names the asked
attribute. A heading in ordinary words ("Monthly direct debit", "UK tariff 2026") says
what kind of list it is, not whose, and is never read so; nor is a heading whose one
capitalised word is its first beside a number ("Menus 2027": the line's opening capital
titles the list), nor for a pair whose own label writes the question's capitalised name
("Plans | Bronze | 2 washes per month | Silver | 4 washes per month" for "the Silver
subscription": that pair is the asked thing's row). Reads the line and the query.
"""

from __future__ import annotations

import re

from workers.engine.cell_pairs import row_heading
from workers.engine.query import QueryView
from workers.engine.query_memo import per_query
from workers.engine.terms import stem

_WORD = re.compile(r"[A-Za-z0-9][\w'-]*")
MAX_HEADING_WORDS = 5


def other_heading(text: str, start: int, query: QueryView) -> str:
    """"row:<words>" for the joined pair at ``start`` when its line's heading is a name with
    a word the query never writes and the query writes a capitalised name past its first
    word (module docstring); "" otherwise."""
    if "|" not in text or not _names_its_thing(query.text):
        return ""
    heading = row_heading(text, start)
    if _label_names_the_asked(text, start, query):
        return ""  # "Plans | Silver | 4 washes": the heading titles the rows the query names
    words = _WORD.findall(heading)
    if not words or len(words) > MAX_HEADING_WORDS:
        return ""
    if not all(w[0].isupper() or w.isdigit() for w in words):
        return ""
    if len(words) > 1 and sum(w[0].isupper() for w in words) == 1:
        return ""  # "Menus 2027": a line's first word capitalised beside a number is a title
    stems = [stem(w.lower()) for w in words]
    if all(s in query.tokens for s in stems):
        return ""
    return "row:" + "-".join(sorted(set(stems)))


def _label_names_the_asked(text: str, start: int, query: QueryView) -> bool:
    """Does the label cell of the pair at ``start`` write, capitalised, a name the query
    capitalises past its first word ("Silver | 4 washes per month" for "the Silver plan")?
    The pair is then a row about the query's own thing, whatever the heading calls the list."""
    end = text.find("|", start)
    if end < 0:
        return False
    names = _query_names(query.text)
    return any(w[0].isupper() and stem(w.lower()) in names
               for w in _WORD.findall(text[start:end]))


@per_query
def _query_names(question: str) -> frozenset[str]:
    """The stems of the words ``question`` capitalises past its first."""
    return frozenset(stem(w.lower()) for w in _WORD.findall(question)[1:] if w[0].isupper())


@per_query
def _names_its_thing(question: str) -> bool:
    """Does ``question`` write a capitalised word past its first (its thing's name)?"""
    return any(w[0].isupper() for w in _WORD.findall(question)[1:])
