"""The specificity rule: the members that name a narrower case of the question than the
others do (a condition, an exception, a scope facet, the query's whole case).

Reads the members' claims (qualifier terms, mentions, facets) and the query. Invariants: a
qualifier every member states separates nothing; the words of the names the query is about
are never a qualifier; the fallbacks (row labels, opening phrases) are read only when
nothing else separates.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from workers.engine.calendar_names import calendar_name
from workers.engine.entities import query_names
from workers.engine.facet_mentions import writes_facet
from workers.engine.fuller_rows import names_fuller_row
from workers.engine.leading_cases import opening_condition, opens_narrower_case
from workers.engine.members import Member
from workers.engine.other_modifiers import WHOLE_WORDS
from workers.engine.query import QueryView
from workers.engine.query_memo import per_query
from workers.engine.row_labels import labels_narrower_case
from workers.engine.rule_subjects import opens_narrower
from workers.engine.terms import stem
from workers.engine.unqualified import event_terms, name_facets


def by_specificity(members: Sequence[Member], query: QueryView) -> list[Member]:
    """Members naming a condition, exception or scope facet that the query also names, and
    that another member does not mention at all: a qualifier every member states (the
    query's own subject, "For London, …" among chunks all about London) separates nothing.
    Naming the query's whole case where another member names only its head is such a
    condition too (``_names_case``; not when the case's words are all the subject's or the
    asked event's: "coin the name for her waxed coats" / "for her coats" date one event),
    and so is a numbered clause's subject that names a query word another clause's does
    not (``rule_subjects.opens_narrower``). The words of
    the names the query is about are never such a qualifier ("when Austin was prosperous"
    for "When was Austin City Hall built?"): a fragment that does not repeat the subject's
    name is no less about it; nor are a facet spelled inside those names or a *when*
    question's event words (``unqualified``). A leading "Where …," case counts whole, past
    its commas; a row label or opening phrase naming the query's case is read only when
    nothing else separates (``leading_cases``; a table row's label cell: ``row_labels``),
    and so is the row of one document naming more of the query's words (``fuller_rows``)."""
    kept = []
    subject = _name_terms(query.text) | event_terms(query)
    scope = query.facets - name_facets(query.text)
    case = () if set(query.case) <= subject else query.case
    for m in members:
        others = [n for n in members if n is not m]
        terms = ((m.claim.qualifier_terms | opening_condition(m)) & query.terms) - subject
        facets = set(m.claim.facets) & scope
        if any(t not in n.claim.mentions for t in terms for n in others) or any(
            f not in n.claim.facets and not writes_facet(n, f) for f in facets for n in others
        ) or _names_case(m, others, case, subject) or opens_narrower(m, others, query, subject):
            kept.append(m)
    return kept or [m for m in members if opens_narrower_case(m, members, query, subject)
                    or labels_narrower_case(m, members, query, subject)
                    or names_fuller_row(m, members, query, subject)]


@per_query
def _name_terms(query: str) -> frozenset[str]:
    """The stemmed words of the names the query is about ("Austin City Hall"): "in Austin"
    names the subject every retrieved passage is about, never a narrower case. A day, month
    or holiday ("over Christmas", ``calendar_names``) names a case, not the subject."""
    return frozenset(stem(w) for name in query_names(query) if not calendar_name(name)
                     for w in re.findall(r"\w+", name.lower()))


def _names_case(
    m: Member, others: Sequence[Member], case: tuple[str, ...], subject: frozenset[str],
) -> bool:
    """Does ``m`` name the whole case the query asks about ("Electric cars: 8p per mile"
    for "… for electric cars?"; ``QueryView.case``) while another member speaks of the
    case's head without its qualifying words ("own car": cars, not electric ones; "any
    order", not custom-engraved ones) or, for a case of several words, none of them at all
    while stating its value for "any" or "every" case ("Bank holiday Monday: £15" against
    "Any sale day: £12" for "… on a bank holiday Monday?": the rule for every day, not the
    one the question names)? A word of the subject or of the asked event qualifies
    nothing: "Christmas frenzy: 1996" names the case of "… cause a Christmas shopping
    frenzy?" as fully as the sentence that writes "shopping" too; nor does a word taking the
    whole of the thing ("full", "whole", "entire", "complete": ``WHOLE_WORDS``): "a full
    re-roof" and "re-roofs" are one job."""
    if not case or not set(case) <= m.claim.mentions:
        return False
    head, qualifying = case[-1], set(case) - subject
    return any((head in n.claim.mentions and not qualifying - WHOLE_WORDS <= n.claim.mentions)
               or (len(case) > 1 and n.claim.mentions.isdisjoint(case)
               and _UNIVERSAL.search(n.claim.snippet) is not None) for n in others)


_UNIVERSAL = re.compile(r"\b(?:any|every)\b", re.IGNORECASE)
"""A universal determiner: the member states its value for every case ("any sale day")."""
