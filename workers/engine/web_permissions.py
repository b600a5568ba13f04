"""On open-web pages a permission question is answered yes or no; conditions are wording.

"May a 16-year-old drink cider with a meal in a pub?" is answered "yes, with an adult" on one
page, "yes, if an adult buys it" on another and "May drink … with a meal, with an adult" in a
table: every page says yes, each words the condition its own way. Read as rules, their
conditions differ and the pages seem to conflict. On open-web pages they are one answer:
``polarity_only`` compares their clauses on polarity alone (may, must, must not), so a page
saying yes against one saying no still conflicts, and pages agreeing on the answer agree.

A clause about other things of the asked kind ("Most other Test grounds don't allow it",
"at most PGA Tour events, phones are allowed; Augusta is the famous exception") rules on a
class, not on the thing asked about: ``polarity_only`` sets it aside unless a page ruling on
the thing itself gives the same answer. Such a clause opens on "other" ("most other", "the
other") or on "most", "many" or "some" before a plural noun the question does not write
(``_CLASS_OPENING``); "Most visitors may …" asked about visitors is about them. So is a
clause ruling in another named place ("Dogs must be kept on leads in Richmond Park" for
"May visitors bring a dog into Kew?"): it writes "in", "at" or "on" before a capitalised
place sharing no word with the question, and none of the question's own names
(``_ELSEWHERE``; a month or a day is no place).

Invariants: only for a yes/no question (``QueryView.answer``) and a group whose every chunk
is an open-web passage (``passing_values.open_web``): in tiered or dated documents a
condition is policy, compared as written. Besides the members set aside as above, only a
clause's compared key changes (to its kind, with no condition or exception); what it displays
stays as the page words it. Members are replaced, never mutated; order is kept. Pure.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from workers.engine.accents import folded
from workers.engine.calendar_names import calendar_name
from workers.engine.entities import query_names
from workers.engine.members import Member
from workers.engine.passing_values import open_web
from workers.engine.query import QueryView
from workers.engine.query_memo import per_query
from workers.engine.terms import content_terms, stem

_CLASS_OPENING = re.compile(
    r"(?:^|[:;,—–][^\S\n]*)(?:(?:but|and|while|whereas)[^\S\n]+)?"
    r"(?:(?:at|in|on|for)[^\S\n]+)?(?:(?P<other>(?:(?:most|many|some|all)[^\S\n]+)?other"
    r"|the[^\S\n]+other)|most|many|some)[^\S\n]+"
    r"(?:[A-Za-z][\w'&-]*[^\S\n]+){0,4}?(?P<noun>[a-z][\w-]*s)\b", re.IGNORECASE)
"""A clause opening on a class: "Most other Test grounds", "at most PGA Tour events"."""
_ELSEWHERE = re.compile(
    r"\b(?:in|at|on)[^\S\n]+(?:the[^\S\n]+)?(?P<place>[A-Z][\w'’-]+(?:[^\S\n]+[A-Z][\w'’-]+){0,3})")
"""A capitalised place a clause rules in: "in Richmond Park", "at the Oval"."""
_WORD = re.compile(r"[\w'’-]+")


def polarity_only(members: Sequence[Member], query: QueryView) -> tuple[Member, ...]:
    """``members`` with each clause read on its polarity alone (module docstring)."""
    if query.answer != "yes-no" or not all(open_web(m) for m in members):
        return tuple(members)
    bare = [_bare(m) for m in members]
    asked, words, names = _asked_words(query.text)
    away = [_of_class(m, asked) or _elsewhere(m, words, names) for m in bare]
    if not any(away):
        return tuple(bare)
    kinds = {_kind(m) for m, off in zip(bare, away, strict=True) if not off}
    return tuple(m for m, off in zip(bare, away, strict=True) if not off or _kind(m) in kinds)


@per_query
def _asked_words(query: str) -> tuple[frozenset[str], frozenset[str], tuple[frozenset[str], ...]]:
    """The question's content stems, its folded lower-cased words, and the words of each of
    its names but a calendar one ("May visitors …?" opens on a modal)."""
    names = tuple(frozenset(_WORD.findall(folded(n).lower())) for n in query_names(query)
                  if not calendar_name(n))
    return (frozenset(stem(term) for term in content_terms(query)),
            frozenset(_WORD.findall(folded(query).lower())), names)


def _kind(member: Member) -> str:
    clause = member.claim.values.get("clause")
    return clause.exact.split("|", 1)[0] if clause is not None else ""


def _of_class(member: Member, asked: frozenset[str]) -> bool:
    """Does the member's clause rule on a class of other things (module docstring)?"""
    clause = member.claim.values.get("clause")
    if clause is None:
        return False
    found = _CLASS_OPENING.search(clause.surface)
    return found is not None and (found["other"] is not None
                                  or stem(found["noun"].lower()) not in asked)


def _elsewhere(member: Member, words: frozenset[str],
               names: tuple[frozenset[str], ...]) -> bool:
    """Does the member's clause rule in a named place the question never writes, and name
    none of the question's own names (module docstring)?"""
    clause = member.claim.values.get("clause")
    if clause is None or not names:
        return False
    said = frozenset(_WORD.findall(folded(clause.surface).lower()))
    if any(name & said for name in names):
        return False
    return any(not calendar_name(found["place"])
               and not frozenset(_WORD.findall(folded(found["place"]).lower())) & words
               for found in _ELSEWHERE.finditer(clause.surface))


def _bare(member: Member) -> Member:
    clause = member.claim.values.get("clause")
    if clause is None or clause.exact.startswith("state|"):
        return member
    kind = clause.exact.split("|", 1)[0]
    if clause.exact == f"{kind}||":
        return member
    values = {**member.claim.values, "clause": replace(clause, exact=f"{kind}||")}
    return Member.of(member.chunk, replace(member.claim, values=values), member.order,
                     member.authority)
