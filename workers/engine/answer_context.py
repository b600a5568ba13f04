"""The words a sentence answers under when it writes none of its own: the question the text
asks just before it ("How much is the deposit …? 1,200 EUR, blocked on …"), or the earlier
cells of its own line of cells ("Rate card | Acme Ltd | Leeds | £135")."""

from __future__ import annotations

import re

from workers.engine.entities import query_names
from workers.engine.query import QueryView
from workers.engine.sentence_readings import SentenceReading
from workers.engine.terms import content_terms

_QUESTION_BEFORE = re.compile(r"([^.?!\n|]{3,200})\?[^\S\n]*$")
"""A question ending right where the sentence starts, within one line."""

_ASKS = re.compile(r"\?")


def answers_asked_context(text: str, sentence: SentenceReading, query: QueryView) -> bool:
    """Does ``sentence`` (of ``text``) answer under words of the query: a question it
    follows at once on the same line that shares a content term with the query, or the
    cells before it on its line of " | " cells that write one of the query's names
    (``entities.query_names``)? A row's common words ("Direct cremation | £1,495") do not
    make a distractor's price the asked one; a name the query is about does.

    Invariants: only the same line counts (a heading or sentence lines above never does);
    a sentence that itself asks ("… ?") answers nothing."""
    if "?" not in text and "|" not in text:
        return False  # neither a question before it nor a line of cells
    start = text.find(sentence.snippet, sentence.offset)
    if start < 0 or _ASKS.search(sentence.snippet):
        return False
    line = text[text.rfind("\n", 0, start) + 1 : start]
    asked = _QUESTION_BEFORE.search(line)
    if asked is not None:
        return not query.terms.isdisjoint(content_terms(asked.group(1)))
    if not line.rstrip().endswith("|"):
        return False
    cells = line.lower()
    return any(name.lower() in cells for name in query_names(query.text))
