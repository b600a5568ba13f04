"""The case a sentence names before its value: a row label or a leading phrase.

A price sheet states a narrower case beside the general one without a condition clause
``fields.clauses`` reads whole: as the label its value follows ("Members aged 65 and over:
half plot £39 a year", "Second sibling, one afternoon a week: £72"), as a phrase the
sentence opens with ("At peak times (weekdays from 5pm) a court costs £16", "With a
conservatory, the survey is £480"), or as a leading "Where …," or "If …," case that runs on
past a comma ("Where a tenant over 70, or a tenant with a carer, has no lift, we repair
within 4 hours": ``fields.clauses`` keeps only its first part). ``rules.by_specificity``
reads these words beside a claim's condition and exception terms.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from workers.engine.clause_numbers import past_clause_number
from workers.engine.members import Member
from workers.engine.query import QueryView
from workers.engine.query_memo import per_query
from workers.engine.terms import content_terms
from workers.engine.text_memo import per_text

_MAX_LABEL_WORDS = 8
"""A longer run before a colon is a sentence of its own, not a row label."""
_CONDITION = re.compile(r"(?:where|if|when|whenever|once|provided)\s")
"""A word that opens a condition the rest of the sentence holds under."""
_LEAD = re.compile(r"(?:at|with|during|outside|for|in|on)\s")
"""A preposition that opens a phrase narrowing the sentence's case."""
_SUBJECT_START = re.compile(r"\s(?:a|an|the|our|your|we|you|each|every)\s")
"""Where the main clause's subject starts when no comma closes the leading phrase."""
_EMPTY: frozenset[str] = frozenset()


@dataclass(frozen=True, slots=True)
class Opening:
    """What a sentence names before its first value: ``condition`` holds the terms of a
    leading condition ("Where …, …"), ``case`` those of a row label or a leading
    prepositional phrase; at most one of them is non-empty."""

    condition: frozenset[str] = _EMPTY
    case: frozenset[str] = _EMPTY


NONE = Opening()


def opening(snippet: str, surfaces: Iterable[str]) -> Opening:
    """What ``snippet`` says before the first of its values (``surfaces``, as written): the
    label before a colon (at most ``_MAX_LABEL_WORDS`` words), else a phrase from an
    opening ``_CONDITION`` or ``_LEAD`` word to the last comma before the value (for a
    preposition, else to where the subject starts, ``_SUBJECT_START``).

    Invariants: only words before the first value; nothing for a table row (a "|" before
    the value), for a sentence none of whose values is found in it, or for a sentence
    opening with neither a label nor such a phrase."""
    starts = [at for s in surfaces if s and (at := snippet.find(s)) >= 0]
    if not starts:
        return NONE
    return _opening(snippet[:min(starts)])


@per_text
def _opening(head: str) -> Opening:
    if "|" in head:
        return NONE
    folded = past_clause_number(head.lower()).lstrip(" -–—•*\t")
    colon = folded.find(":")
    if colon > 0 and len(folded[:colon].split()) <= _MAX_LABEL_WORDS:
        return Opening(case=frozenset(content_terms(folded[:colon])))
    comma = folded.rfind(",")
    if _CONDITION.match(folded) is not None:
        return Opening(condition=frozenset(content_terms(folded[:comma]))) if comma > 0 \
            else NONE
    if _LEAD.match(folded) is None:
        return NONE
    if comma < 0:
        subject = _SUBJECT_START.search(folded)
        comma = subject.start() if subject is not None else -1
    return Opening(case=frozenset(content_terms(folded[:comma]))) if comma > 0 else NONE


_ASKED_CASE = re.compile(
    r"\b(?:for|at|with|when|whenever|if|where|during|while|once|aged)\s+(?P<case>[^?]+)",
    re.IGNORECASE)
"""The question's qualifying phrases: from the first word opening one to its end."""


@per_query
def asked_head(query: str) -> str:
    """``query`` up to its first qualifying phrase ("How much is the pottery class" of "How
    much is the pottery class if I bring my own clay?"); all of it when it has none."""
    found = _ASKED_CASE.search(query)
    return query[:found.start()] if found is not None else query


@per_query
def asked_case_terms(query: str) -> frozenset[str]:
    """Content terms of what ``query`` says after the first word opening a qualifying
    phrase ("… a badminton court for one hour at peak times?" → hour, peak, time): the case
    it narrows its question to, never the head of the question ("the daily late fee")."""
    found = _ASKED_CASE.search(query)
    return frozenset(content_terms(found.group("case"))) if found is not None else _EMPTY


def opening_condition(m: Member) -> frozenset[str]:
    """The terms of the leading condition ``m``'s sentence opens with ("Where …, …"), read
    whole past its commas; empty when it opens with none."""
    return _member_opening(m).condition


def _member_opening(m: Member) -> Opening:
    """What ``m``'s sentence names before its values."""
    return opening(m.claim.snippet,
                   (v.surface for f, v in m.claim.values.items() if f != "clause"))


def opens_narrower_case(
    m: Member, members: Sequence[Member], query: QueryView, subject: frozenset[str],
) -> bool:
    """Does ``m`` open with a label or a leading phrase naming a word of the query's case
    (``asked_case_terms``) that no other member mentions ("Members aged 65 and over: half
    plot £39" for "… for a member aged 65 or over?"), while every other member mentions
    only query words ``m`` mentions too, and one opens with a label or phrase naming the
    general case ("Half plot: £52") or, for a question asking under a condition ("if …", or
    a case fronted before the question: ``_FRONTED_CASE``),
    writes before its value a word of the question's head that ``m`` mentions ("A half plot
    is £52", ``_before_value``)? Read only when no condition, exception or facet
    separates the members: a label or an opening phrase names a case less surely. A label
    naming the question's head ("Late fees: …") or a topic in words of its own ("Leaving
    the yard: …" beside "Owners moving on must give …") is no narrower case."""
    others = [n for n in members if n is not m]
    own = (_member_opening(m).case & asked_case_terms(query.text)) - subject
    if not others or not any(all(t not in n.claim.mentions for n in others) for t in own):
        return False
    if any(not ((n.claim.mentions & query.terms) - subject) <= m.claim.mentions
           for n in others):
        return False
    fronted = _FRONTED_CASE.match(query.text)
    asked = fronted.group("head") if fronted is not None else asked_head(query.text)
    head = (frozenset(content_terms(asked)) & m.claim.mentions) - subject \
        if fronted is not None or _ASKS_UNDER_CONDITION.search(query.text) else _EMPTY
    return any((_member_opening(n).case & query.terms) - subject or head & _before_value(n)
               for n in others)


_ASKS_UNDER_CONDITION = re.compile(r"\s(?:if|when|whenever|once|provided)\s", re.IGNORECASE)
"""A question asking under a condition ("… take if I drop it off in December?"): its case is
no name of its thing ("at the Leeds depot" may be the thing itself)."""


_FRONTED_CASE = re.compile(
    r"\s*(?:for|if|when|where|with|during|once|at)\s[^,?]+,\s*(?P<head>(?:how|what|which|"
    r"when|who|where|is|are|can|do|does|must|will)\b[^?]*)", re.IGNORECASE)
"""A question opening with its case, a phrase closed by a comma before the question proper
("For a choir of 12 or more, how long is the room hire?"): the case is set before the thing
is named, so it is a condition, no name of the thing, and the question's head is what
follows the comma."""


def _before_value(m: Member) -> frozenset[str]:
    """The content terms ``m``'s sentence writes before its first value, past a clause
    number ("4.2 A full service is completed within …" → full, servic, complet): a sentence
    whose subject, so written, names the question's head states the general case as
    surely as a label naming it ("Full service: …")."""
    surfaces = (v.surface for f, v in m.claim.values.items() if f != "clause")
    snippet = m.claim.snippet
    starts = [at for s in surfaces if s and (at := snippet.find(s)) >= 0]
    if not starts or "|" in snippet[:min(starts)]:
        return _EMPTY
    return frozenset(content_terms(past_clause_number(snippet[:min(starts)].lower())))
