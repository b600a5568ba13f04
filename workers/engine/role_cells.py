"""The cells of a role matrix flattened to one line: each role's rule read with its role.

An access matrix is often retrieved as one piped line that states no number: "Role matrix |
Teacher | records: view only, must not edit | Manager | records: view and edit". Read as a
table, its only line would be a header and state nothing; read as one sentence, every role's
rule would blur into one. So a piped line alone with no digit, some cell of which states a rule
(a clause's polarity: "must not", "allowed", "may"; or "unlock: supervisors only"), is read
cell by cell, and a rule cell is
read together with the cell right before it when that one is a role's name (a few words, no
rule, no colon of its own): "Teacher | records: view only, must not edit".

Such a pair states the rule of its role only: when the query does not name all of the role's
words, the pair is about another role (``other_role``: a subject of kind "row:"), as a table
row about another thing is. Pure functions of the line and the query's words.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from workers.engine.fields.clauses import POLARITY
from workers.engine.fields.restricted import restricted_cell
from workers.engine.terms import stem

_CELL = re.compile(r"[^|]+")
_WORD = re.compile(r"[a-z]+")
_DIGIT = re.compile(r"\d")
MAX_ROLE_WORDS = 4


def rule_line(body: str) -> bool:
    """Is ``body`` a piped line of two cells or more, with no digit, some cell of which
    states a rule?"""
    if body.count("|") < 1 or _DIGIT.search(body):
        return False
    return _rule(body)


def role_spans(line: str) -> Iterator[tuple[int, int]]:
    """The spans of the non-blank cells of a ``rule_line``, each rule cell joined with a role
    cell right before it (``_role``); spans never overlap and come in order."""
    cells = [(m.start(), m.end()) for m in _CELL.finditer(line) if m.group(0).strip()]
    index = 0
    while index < len(cells):
        start, end = cells[index]
        if index + 1 < len(cells) and _role(line[start:end]) \
                and _rule(line[cells[index + 1][0]:cells[index + 1][1]]):
            yield start, cells[index + 1][1]
            index += 2
            continue
        yield start, end
        index += 1


def other_role(snippet: str, query_tokens: frozenset[str]) -> str:
    """For a role and rule read together ("Teacher | records: must not edit"), a "row:"
    subject naming the role when the query does not name all of its words; else ""."""
    if snippet.count("|") != 1:
        return ""
    role, rule = snippet.split("|", 1)
    if not _role(role) or not _rule(rule):
        return ""
    terms = frozenset(stem(w) for w in _WORD.findall(role.lower()))
    if not terms or terms <= query_tokens:
        return ""
    return "row:" + "-".join(sorted(terms))


def _role(cell: str) -> bool:
    """A role's name: one to ``MAX_ROLE_WORDS`` words, no colon, states no rule."""
    words = _WORD.findall(cell.lower())
    return 0 < len(words) <= MAX_ROLE_WORDS and ":" not in cell and not _rule(cell)


def _rule(cell: str) -> bool:
    """A rule: a clause's polarity, or a cell granting its action to one party alone
    ("unlock: site supervisors only": ``restricted_cell``)."""
    folded = cell.lower()
    return POLARITY.search(folded) is not None or restricted_cell(folded) is not None
