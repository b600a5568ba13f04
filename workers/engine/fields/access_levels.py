"""Access levels written bare in a role matrix's cells: "hidden", "no access", "view only",
"read", "edit", "full access", "✓", "—".

A role matrix is a table whose header row opens on the party column ("Role | Borrower
address", "User type | Payroll export | Rota"): each later row names a role and, in each
column, how far that role may go with the column's resource. Its cells carry no modal, so
the clause patterns read nothing in "Volunteer | hidden" or "Section leader | view only".
Read as a rule, a cell denying all access ("hidden", "no access", "—", "✗") prohibits, and
a level ("view", "read", "edit", "full access", "✓") permits up to that level: so a
question about a higher act ("Can section leaders edit …?" beside "view only") is denied
by it (``beyond_level``), one about the level or a lower act is granted.

A level may be followed by a semicolon and a note ("no access; the coordinator shares a
summary when needed"): the level rules, and the note's case is not the rule's.

Invariant: only a whole cell (or its part before a semicolon) of a row under a party-column
header is read; the levels are
a closed, ordered class (none < view < edit < all). Pure functions of the text.
"""

from __future__ import annotations

import re

_PARTY_HEADER = re.compile(
    r"[^\S\n]*(?:(?:user|member(?:ship)?|account|staff|job|access)[^\S\n]+)?"
    r"(?:roles?|users?|types?|groups?|positions?|titles?|personas?)[^\S\n]*\|"
)
"""A header row's first cell naming the party column: "Role |", "User type |", "Member
type |", "Job title |" (never a resource or a price column)."""

NONE, VIEW, EDIT, ALL = 0, 1, 2, 3
"""Ordered access levels: nothing, reading, changing, whatever the column names."""

_LEVELS: dict[str, int] = {
    "hidden": NONE, "no access": NONE, "not visible": NONE, "denied": NONE, "none": NONE,
    "—": NONE, "–": NONE, "-": NONE, "✗": NONE, "✘": NONE, "×": NONE,
    "view": VIEW, "view only": VIEW, "read": VIEW, "read only": VIEW, "read-only": VIEW,
    "visible": VIEW, "see": VIEW,
    "edit": EDIT, "write": EDIT, "read/write": EDIT, "read-write": EDIT,
    "read and write": EDIT, "view and edit": EDIT, "read and edit": EDIT, "view/edit": EDIT,
    "full access": ALL, "full": ALL, "full control": ALL, "✓": ALL, "✔": ALL,
}
_CELL = re.compile(r"\|[^\S\n]*([^|\n]*?)[^\S\n]*(?=\||$)")

_VIEW_VERBS = frozenset({"see", "view", "read", "look", "access", "consult", "browse"})
_EDIT_VERBS = frozenset({"edit", "change", "update", "modify", "amend", "write", "add",
                         "delete", "remove", "correct", "alter", "create"})
_WORD = re.compile(r"[a-z]+")


def party_header(row: str) -> bool:
    """Does the piped header ``row`` (lower case) open on the party column of a role
    matrix ("role | …", "user type | …")?"""
    return _PARTY_HEADER.match(row) is not None


def cell_level(row: str) -> int | None:
    """The access level a row's cell after the first states as its whole text (``row`` in
    lower case; the first such cell), or None when no cell is a bare level."""
    for found in _CELL.finditer(row):
        level = _LEVELS.get(" ".join(found.group(1).split()))
        if level is not None:
            return level
    return None


def level_rule(row: str) -> tuple[str, re.Match[str], bool] | None:
    """The rule a role matrix's ``row`` (lower case) states by its first bare level cell or
    case cell, as ``restricted.matrix_rule`` returns one: "prohibit" for a denial of all
    access, "permit" for a level (the cell, no case named); "prohibit" with the cell as its
    exception for a cell granting in one case alone, a few words and a closing "only"
    ("| booked sessions only", whose ``body`` is the case); None when no cell is either."""
    for found in _CELL.finditer(row):
        level = _LEVELS.get(" ".join(found.group(1).split()))
        if level is not None:
            return ("prohibit" if level == NONE else "permit"), found, False
        noted = _NOTED_LEVEL.match(row, found.start(1), found.end(1))
        level = _LEVELS.get(" ".join(noted.group(1).split())) if noted else None
        if noted is not None and level is not None:
            return ("prohibit" if level == NONE else "permit"), noted, False
        case = _CASE_ONLY.fullmatch(row, found.start(1), found.end(1))
        if case is not None:
            return "prohibit", case, True
    return None


_NOTED_LEVEL = re.compile(r"([^|;\n]*?)[^\S\n]*;")
"""A cell's level before a semicolon and a note on it: "| no access; the coordinator shares a
summary when needed" (the note says what happens instead, never the role's level)."""
_CASE_ONLY = re.compile(
    r"(?P<body>[a-z][a-z'-]*(?:[^\S\n]+[a-z][a-z'-]*){0,7}?)[^\S\n]+only"
)
"""A matrix cell that names the one case its role may act in: "| booked sessions only",
"| own site only", "| signed out and back in the same evening only" (one to eight words,
then "only", ending the cell: the whole cell is the case)."""


def noted_case(row: str, cell: re.Match[str], condition: re.Match[str]) -> bool:
    """Does ``condition`` (a match in ``row``) open in the note after a level cell's
    semicolon (``cell``, as ``level_rule`` returns it), before the next cell? The note's
    case ("…; the coordinator shares a summary when needed") is not the level's."""
    end = cell.end()
    return row[end - 1:end] == ";" and condition.start() >= end \
        and "|" not in row[end:condition.start()]


def asked_level(question: str) -> int | None:
    """The level the question's act needs: EDIT for a verb that changes ("edit", "update",
    "delete"), VIEW for one that reads ("see", "view", "access"); None for another act.
    The first such verb of the question counts."""
    for word in _WORD.findall(question.lower()):
        if word in _EDIT_VERBS:
            return EDIT
        if word in _VIEW_VERBS:
            return VIEW
    return None


def beyond_level(row: str, question: str) -> bool:
    """Does the access-level cell of matrix ``row`` (any case) stop short of the act
    ``question`` asks about ("view only" asked whether one may edit)? Never for a row with
    no level cell, or a question whose act has no level."""
    level = cell_level(row.lower())
    if level is None or level == NONE:
        return False  # a denial already prohibits
    needed = asked_level(question)
    return needed is not None and level < needed


def matrix_header(text: str, offset: int) -> str:
    """The header row of the role matrix whose row starts at ``offset`` of ``text``: the
    first of the piped lines run the row belongs to, when it opens on the party column
    (``party_header``); "" for a row of no such table or for the header itself. The header
    names the resource and the acts its columns rule on ("Role | Borrower home address"),
    which the row's own cells never repeat."""
    start = text.rfind("\n", 0, offset) + 1
    line_end = text.find("\n", offset)
    if "|" not in text[start:len(text) if line_end < 0 else line_end]:
        return ""
    first = start
    while first > 0:
        above = text.rfind("\n", 0, first - 1) + 1
        if "|" not in text[above:first - 1]:
            break
        first = above
    if first == start:
        return ""
    end = text.find("\n", first)
    header = text[first:end]
    return header if party_header(header.lower()) else ""


def ruled_row(text: str, offset: int, snippet: str) -> str:
    """What a role matrix's row (``snippet``, a sentence of ``text`` at ``offset``) rules
    on and how: its header row, naming the act and the resource, then the row's cells past
    its first, the role's name ("Role | Borrower home address hidden" for "Volunteer |
    hidden"); the role names the party, never the act. ``snippet`` itself for any other
    sentence."""
    if "|" not in snippet:
        return snippet
    header = matrix_header(text, offset)
    return f"{header} {snippet.split('|', 1)[1]}" if header else snippet
