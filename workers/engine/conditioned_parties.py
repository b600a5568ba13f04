"""A role matrix row for a party the question names only inside its condition.

"May a junior member run trains without an adult member present?" asks about juniors; the
adult is part of the case asked ("without an adult present"), not the party the rule is
asked for. So a role matrix's row whose role ("Adult | permitted") is named by the question
only inside a phrase opened by "without", "unless", "with", "except" or "if" states another
party's rule, as a row about a role the question never names does: a "row:" subject (its
rule is no rival of the asked party's). A role the question names outside such a phrase too
("Can an adult member … without a guest?" for "Adult | …") stays the question's. Reads the
question's words, the row's first cell and whether the row is one of a role matrix
(``access_levels.matrix_header``); pure.
"""

from __future__ import annotations

import re

from workers.engine.fields.access_levels import matrix_header
from workers.engine.query_memo import per_query
from workers.engine.terms import STOPWORDS, stem

_CONDITION = re.compile(
    r"\b(?:without|unless|with|except|if)\b([^,;:?.!]*)", re.IGNORECASE)
"""A condition phrase of the question: from its opening word to the next punctuation."""
_WORD = re.compile(r"[A-Za-z][A-Za-z'-]*")


def _stems(text: str) -> frozenset[str]:
    return frozenset(stem(w) for w in _WORD.findall(text.lower()) if w not in STOPWORDS)


@per_query
def split_words(query: str) -> tuple[frozenset[str], frozenset[str]]:
    """The stems the question writes inside its condition phrases, and those it writes
    outside them ("adult" inside, "junior" outside, of "May a junior member … without an
    adult member present?")."""
    inside = frozenset().union(*(_stems(m.group(1)) for m in _CONDITION.finditer(query)))
    return inside, _stems(_CONDITION.sub(" ", query)) if inside else inside


def conditioned_role(text: str, offset: int, snippet: str, query: str) -> str:
    """"row:<role>" for a role matrix row (``snippet`` at ``offset`` of ``text``) whose role
    cell's words the question writes, some of them, inside a condition phrase and none
    outside one (module docstring); "" otherwise."""
    if "|" not in snippet:
        return ""
    inside, outside = split_words(query)
    if not inside:
        return ""
    role = _stems(snippet.split("|", 1)[0])
    if not role & inside or role & outside or not matrix_header(text, offset):
        return ""
    return "row:" + "-".join(sorted(role))
