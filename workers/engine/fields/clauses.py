"""Policy clauses: polarity (may / must / must not), condition ("with manager approval",
"if the seal is broken") and exception ("except for perishable goods", "unless …").

Two clauses are equal when polarity, condition terms and exception terms are all equal.
Terms are stemmed content words, so "with approval of a manager" and "with manager
approval" are the same condition. ``find`` reads one sentence at a time; its patterns
are ``clause_patterns``'s, the attachment and terms of its qualifiers ``clause_qualifiers``'s.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from workers.engine.clause_numbers import past_clause_number
from workers.engine.fields.access_levels import level_rule, noted_case
from workers.engine.fields.clause_patterns import CONDITION_AT as _CONDITION_AT
from workers.engine.fields.clause_patterns import CONDITION_WORDS as _CONDITION_WORDS
from workers.engine.fields.clause_patterns import EXCEPTION_AT as _EXCEPTION_AT
from workers.engine.fields.clause_patterns import EXCEPTION_WORDS as _EXCEPTION_WORDS
from workers.engine.fields.clause_patterns import (
    IMPERATIVE,
    IMPERATIVE_LABEL,
    POLARITY,
    TRIGGERS,
)
from workers.engine.fields.clause_patterns import IMPERATIVE_WORDS as _IMPERATIVE_WORDS
from workers.engine.fields.clause_patterns import NOTICE as _NOTICE
from workers.engine.fields.clause_patterns import POLARITY_AT as _POLARITY_AT
from workers.engine.fields.clause_patterns import POLARITY_SHOWN as _POLARITY_SHOWN
from workers.engine.fields.clause_patterns import POLARITY_WORDS as _POLARITY_WORDS
from workers.engine.fields.clause_patterns import WORD as _WORD
from workers.engine.fields.clause_qualifiers import attached as _attached
from workers.engine.fields.clause_qualifiers import later_condition as _later_condition
from workers.engine.fields.clause_qualifiers import lead as _lead
from workers.engine.fields.clause_qualifiers import manner as _manner
from workers.engine.fields.clause_qualifiers import only_case as _only_case
from workers.engine.fields.clause_qualifiers import outside as _outside
from workers.engine.fields.clause_qualifiers import phrase as _phrase
from workers.engine.fields.clause_qualifiers import terms as _terms
from workers.engine.fields.facet_scopes import unfaceted
from workers.engine.fields.month_may import months_masked
from workers.engine.fields.restricted import matrix_rule
from workers.engine.fields.scan import Anchored
from workers.engine.fields.shunned import shuns
from workers.engine.values import Value

__all__ = ["NO_CLAUSE", "POLARITY", "TRIGGERS", "ClauseParts", "find"]


def _first(anchored: Anchored, text: str) -> re.Match[str] | None:
    """What ``anchored.pattern.search(text)`` finds."""
    return next(anchored.finditer(text), None)


def _after(folded: str, at: int) -> re.Match[str] | None:
    """The first polarity marker of ``folded`` from ``at`` on. A marker that ends a
    condition, its verb left out ("…, if the golfers don't: …", "when they can't, …"), is
    the condition's own (elliptical) verb, never the rule's polarity, which only a marker
    outside it states; a marker inside a condition's body that goes on past it ("without
    proof over £100 must not be approved") still rules."""
    return next((m for m in _POLARITY_AT.finditer(folded) if m.start() >= at), None)


@dataclass(slots=True)
class ClauseParts:
    """What a sentence says about permission; ``spans`` are its condition and exception,
    ``anchor`` the sentence offset of its first marker."""

    value: Value | None
    condition_terms: frozenset[str]
    exception_terms: frozenset[str]
    spans: tuple[tuple[int, int], ...]
    anchor: int = 0


NO_CLAUSE = ClauseParts(None, frozenset(), frozenset(), (), 0)


def _imperative(folded: str) -> re.Match[str] | None:
    """The imperative verb ``folded`` opens on, unless it only labels a row ("Keep completed:
    1606": a castle's keep, no instruction)."""
    polarity = IMPERATIVE.match(folded)
    if polarity is not None and IMPERATIVE_LABEL.match(folded, polarity.end()):
        return None
    return polarity


def find(sentence: str, offset: int, lower: str | None = None, *,
         matrix: bool = False) -> ClauseParts:
    """The clause in ``sentence`` (which starts at ``offset`` in its chunk), if it has one.

    A sentence has a clause when it has a polarity marker, a condition or an exception;
    without a marker its polarity is "state". ``lower`` is the sentence in lower case
    with the same offsets (computed when not given). ``matrix``: the sentence is a row of
    a role matrix, whose bare access-level cells rule (``access_levels``).
    """
    folded = lower if lower is not None else sentence.lower()
    if "May" in sentence:
        folded = months_masked(sentence, folded)
    words = set(_WORD.findall(folded))
    polarity = None if words.isdisjoint(_POLARITY_WORDS) else _first(_POLARITY_AT, folded)
    if polarity is None and not words.isdisjoint(_IMPERATIVE_WORDS):
        polarity = _imperative(folded)
    notice = _NOTICE.search(folded) if polarity is None and "no" in words else None
    leads = past_clause_number(folded).lstrip(" -–—•*\t")[:6] \
        .startswith(("for", "in ", "on ", "where "))
    condition = (
        unfaceted(_first(_CONDITION_AT, folded))  # "In the United States, …": the facet
        if leads or not words.isdisjoint(_CONDITION_WORDS) else None
    )
    if polarity is not None and condition is not None \
            and condition.start() < polarity.start() and polarity.end() == condition.end():
        polarity = _after(folded, condition.end())  # "if the golfers don't": the case's verb
    exception = None if words.isdisjoint(_EXCEPTION_WORDS) else _first(_EXCEPTION_AT, folded)
    cell = (matrix_rule(folded, words) or (level_rule(folded) if matrix else None)) \
        if polarity is None and notice is None else None  # "Volunteer | hidden" in a matrix
    if cell is not None:
        exception, condition = _cell_case(folded, cell, condition, exception)
    if polarity is None and condition is None and exception is None and cell is None:
        return NO_CLAUSE
    kind = polarity.lastgroup if polarity is not None and polarity.lastgroup else "state"
    if notice is not None:
        kind = "prohibit"
    elif cell is not None:
        kind = cell[0]
    elif kind == "require" and polarity is not None and shuns(folded, polarity.end()):
        kind = "prohibit"  # "must avoid fava beans" prohibits eating them
    if polarity is not None:
        condition = _attached(folded, polarity, condition)
        exception = _attached(folded, polarity, exception)
    if kind in ("permit", "prohibit") and exception is None and "only" in words \
            and (polarity is not None or kind == "prohibit"):  # "view only": a level
        kind, exception, condition = _only_case(folded, kind, polarity, condition)
    if kind == "prohibit" and exception is None and condition is not None \
            and condition.group("intro") == "without":
        exception, condition = condition, None  # "cannot … without X": "cannot … unless X"
    if condition is not None and (polarity or notice or exception) is not None \
            and _CONCESSIVE.search(folded, 0, condition.start()):
        condition = None  # "not … even with consent": the rule holds in that case too
    if kind in ("require", "permit") and _manner(condition, polarity):
        condition = _later_condition(folded, condition)  # "must shower without swimwear"
    cond_terms = (
        _terms(condition.group("body") or condition.group("scope") or condition.group("case"))
        if condition else frozenset()
    )
    exc_terms = _terms(exception.group("body")) if exception else frozenset()
    shown = _POLARITY_SHOWN[kind]
    if condition:
        shown += f" [{_phrase(condition)}]"
    if exception:
        shown += f" [{_phrase(exception)}]"
    spans = tuple((m.start(), m.end()) for m in (condition, exception) if m is not None)
    exact = f"{kind}|{','.join(sorted(cond_terms))}|{','.join(sorted(exc_terms))}"
    start = offset + _lead(sentence)
    dimension = "statement" if kind == "state" else "modal"  # "may" vs "when X, …" never compare
    value = Value("clause", shown, sentence.strip(), start, dimension, exact=exact)
    first = min((m.start() for m in (polarity, notice, condition, exception, cell and cell[1])
                 if m is not None), default=max(folded.find("|"), 0))
    return ClauseParts(value, cond_terms, exc_terms, spans, first)



def _cell_case(
    folded: str, cell: tuple[str, re.Match[str], bool], condition: re.Match[str] | None,
    exception: re.Match[str] | None,
) -> tuple[re.Match[str] | None, re.Match[str] | None]:
    """The exception and condition of a matrix cell's rule: a cell granting in one case
    alone ("unlock: supervisors only", "| yes, only with a work order") is the exception,
    its condition not read twice; a level cell's note ("| no access; the coordinator shares a
    summary when needed", ``access_levels.noted_case``) holds no case of the rule."""
    if cell[2]:
        return cell[1], _outside(condition, cell[1])
    if condition is not None and noted_case(folded, cell[1], condition):
        return exception, None
    return exception, condition


_CONCESSIVE = re.compile(r"\beven[^\S\n]+$")
"""A condition after "even" ("even with parental consent", "even if you ask") is
concessive: the rule holds in that case as in every other, so it names no condition."""
