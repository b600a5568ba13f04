"""A grant restricted to one party: "may be disclosed only to the named applicant", "may be
signed off only by a supervisor".

Such a permission is a prohibition with that party as its exception, as "must not be
disclosed except to the named applicant" words it; so a grant to a broader or another party
("may read them out to any family member") differs from it in polarity, and two
restrictions to one party ("only to the applicant" / "except to the applicant") agree.
"""

from __future__ import annotations

import re

from workers.engine.terms import stem

_ONLY_PARTY = re.compile(
    r"[^\S\n]only[^\S\n]+(?P<intro>to|by)[^\S\n]+(?P<body>(?:the|a|an|their|its|his|her)\b"
    r"[^,;:.!?()\n]{2,60}?)(?=[,;:.!?)]|[^\S\n]+(?:and|but|or|if|when|unless|except)\b|$)"
)
"""" only to/by " and a party named with its determiner ("only to the applicant", "only by
a supervisor"): never "only by 5 pm" or "only to 40 km/h", which bound a time or an amount."""
_BREAK = re.compile(r"[,;:.!?]")


def restricted_party(folded: str, after: int) -> re.Match[str] | None:
    """The party a grant is restricted to: an "only to/by <the|a …> party" in the granting
    clause, after its marker (which ends at ``after``) and before the clause's first break;
    None when there is none. ``folded`` is the sentence in lower case. The match's ``body``
    names the party (its ``intro`` is "to" or "by")."""
    stop = _BREAK.search(folded, after)
    end = len(folded) if stop is None else stop.start()
    found = _ONLY_PARTY.search(folded, after, len(folded))
    return found if found is not None and found.start() < end else None


_ONLY_CELL = re.compile(
    r"(?:^|\|)[^\S\n]*(?P<label>[a-z][a-z' -]{1,30}):[^\S\n]*"
    r"(?P<intro>)(?!(?:with|by|in|on|at|for|to|from|via|through|under|over)\b)"
    r"(?P<body>[a-z][a-z'-]*(?:[^\S\n]+[a-z][a-z'-]*){0,3})[^\S\n]+only[^\S\n]*(?=\||$)"
)
"""A matrix cell "action: party only" ("unlock: site supervisors only", "Approve: Site Manager
only"): a label, a colon, one to four words and a closing "only", the cell ending there; never
a manner or place led by a preposition ("Scoring: with the point only")."""


_ONLY_CASE_CELL = re.compile(
    r"(?:^|\|)[^\S\n]*(?P<label>[a-z][a-z' -]{1,30}):[^\S\n]*only[^\S\n]+"
    r"(?P<intro>for|to|by)[^\S\n]+(?P<body>[a-z][^|\n,;:.]{2,60}?)[^\S\n]*(?=\||$)"
)
"""A matrix cell "action: only for/to/by X" ("view care plans: only for clients on their
rota"), the cell ending with X: the action is granted in that case alone."""


def restricted_cell(folded: str) -> re.Match[str] | None:
    """The first cell of a piped line or a lone label that grants its action to one party
    or case alone ("approve: site manager only", "view: only for clients on their rota"), or
    None. ``folded`` is in lower case; the match's ``body`` names the party, as a grant "only
    by the site manager" would: a prohibition with that party as its exception (the cell has
    no modal of its own)."""
    if "only" not in folded or ":" not in folded:
        return None  # both cells need a label's colon and "only"
    return _ONLY_CELL.search(folded) or _ONLY_CASE_CELL.search(folded)


_ANSWER_CELL = re.compile(
    r"\|[^\S\n]*(?:(?P<permit>yes)\b|(?P<prohibit>no)(?=[^\S\n]*(?:[,;.]|$)))"
    r"(?:,[^\S\n]*only[^\S\n]+(?P<intro>with|if|when|for|to|by)[^\S\n]+"
    r"(?P<body>[^|\n,;.]{2,60}?)[^\S\n]*(?=[,;.|]|$))?"
)
"""A matrix row's answer cell: "| yes", "| no, keys stay at the office", "| yes, only with a
signed order"; never "| no charge" (a "no" before a noun denies nothing)."""


def answer_cell(folded: str) -> tuple[str, re.Match[str], bool] | None:
    """The rule a matrix row's answer cell states: its kind, the cell, and whether the cell
    names the one case it grants in: "permit" for "yes", "prohibit" for "no", and "prohibit"
    with a case for "yes, only with <case>" (granted in that case alone: a prohibition with
    that exception, whose ``body`` is the case); None when ``folded`` (lower case) has no such
    cell."""
    found = _ANSWER_CELL.search(folded)
    if found is None:
        return None
    if found.group("body") is not None:
        return "prohibit", found, True
    return ("permit" if found.group("permit") else "prohibit"), found, False


def matrix_rule(folded: str, words: set[str]) -> tuple[str, re.Match[str], bool] | None:
    """The rule a matrix cell states in a sentence with no modal (``folded``, lower case,
    whose ``words`` are given): a cell granting to one party or case alone
    (``restricted_cell``) first, else a row's answer cell (``answer_cell``); as
    ``answer_cell`` returns it, None when there is neither."""
    if "only" in words:
        only = restricted_cell(folded) or (_ONLY_RULE_CELL.search(folded) if "|" in folded
                                           else None)
        if only is not None:
            return "prohibit", only, True
    return answer_cell(folded) if "|" in folded else None


_ONLY_RULE_CELL = re.compile(
    r"\|[^\S\n]*(?:(?:up[^\S\n]+to|at[^\S\n]+most|max(?:imum)?)[^\S\n]+[^|\n,;]{1,20},[^\S\n]*)?"
    r"(?:[a-z][a-z'-]*[^\S\n]+){0,2}?only[^\S\n]+"
    r"(?P<intro>after|once|with|if|when)[^\S\n]+(?P<body>[a-z][^|\n,;.]{2,60}?)"
    r"[^\S\n]*(?=[,;.|]|$)"
)
"""An access matrix's rule cell with no modal that grants its row's role the action in one
case alone: "| only after the kiln induction", "| view only with the owner's consent" (at
most two words, the action, before "only"; a limit may lead it, "| up to £20, only with a
manager's approval"): a prohibition with that case as its exception, as "| yes, only with
<case>" is (``answer_cell``)."""


_LABEL_WORD = re.compile(r"[a-z]+")


def off_asked_cell(folded: str, shown: str, query_tokens: frozenset[str]) -> bool:
    """Is the clause ``shown`` (a clause value's display) read from a restricted matrix cell
    whose label names nothing the question does ("Access: footpath only" asked whether
    canoes may be hired)? Such a cell rules on another action of the row. ``folded`` is
    the sentence in lower case, ``query_tokens`` the question's stemmed words."""
    cell = restricted_cell(folded)
    if cell is None or " ".join(cell.group(0).split()).strip(" ,") not in shown:
        return False
    label = frozenset(stem(word) for word in _LABEL_WORD.findall(cell.group("label")))
    return label.isdisjoint(query_tokens)
