"""The subject a numbered clause states its rule of: the words it opens with, before its verb.

"1.4 Trade visitors holding a licence are charged £5", "2.3 Sealed units fitted in a
conservatory roof are guaranteed for 5 years": what opens a numbered clause restricts its
rule to those cases, as a leading "For trade visitors, …" does. A time or manner written
after the verb ("… when the disc comes back") is no part of it.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from workers.engine.clause_numbers import past_clause_number
from workers.engine.members import Member
from workers.engine.query import QueryView
from workers.engine.query_memo import per_query
from workers.engine.terms import content_terms, named_terms

_VERB = re.compile(
    r"[|:;,(]|\s(?:is|are|was|were|will|may|must|can|cannot|can't|shall|should|costs?"
    r"|pays?|charged?|gets?|has|have|needs?|takes?)\b"
)
"""Where a rule's subject ends: its first finite verb or modal, or a cell or clause break."""
_MAX_WORDS = 10
"""A longer opening is a sentence of its own, not a subject."""


def subject_terms(sentence: str) -> frozenset[str]:
    """Content terms of the noun phrase ``sentence`` opens with (past a clause number), up to
    its first verb (``_VERB``); empty when no verb ends it within ``_MAX_WORDS`` words.

    Invariant: only words before the verb; a sentence opening with a verb or a condition
    ("If …", "When …", "For …,") has no subject here (leading conditions are read by
    ``fields.clauses``)."""
    if not rule_shaped(sentence):
        return frozenset()
    text = past_clause_number(sentence.lower()).lstrip(" -–—•*\t")
    found = _VERB.search(text)
    if found is None or not found.start():
        return frozenset()
    head = text[:found.start()]
    words = head.split()
    if len(words) > _MAX_WORDS or words[0] in _LEADS:
        return frozenset()
    return frozenset(content_terms(head))


_LEADS = frozenset("if when where for in on once unless after before while as".split())


def rule_shaped(sentence: str) -> bool:
    """Is ``sentence`` a numbered clause of a rule document ("2.3 Sealed units …", "R-3
    Pre-orders …"): a clause number, then a capitalised word? A code opening a phrase
    ("P1 tickets get …", "CK-7 intake filter: …") is a name, not a clause number; prose opens
    with a topic as often as with a rule's subject, so only a clause's opening is read."""
    folded = sentence.lower()
    rest = past_clause_number(folded)
    at = len(folded) - len(rest)
    return rest != folded and sentence[at:at + 1].isupper()


def opens_narrower(
    m: Member, others: Sequence[Member], query: QueryView, subject: frozenset[str]
) -> bool:
    """Is ``m`` a numbered clause whose subject (``subject_terms``) names a query word (not
    the query's own names, nor the asked attribute's word) that another clause, stated of a
    subject of its own, does not mention at all, while ``m`` mentions every query word that
    clause opens or qualifies with ("1.4 Trade visitors are charged £5 for a cellar tasting"
    beside "3.1 The cellar tasting fee is £18" for "What do trade visitors pay for a cellar
    tasting?")? Two clauses each narrower in a way of their own separate nothing.
    ``subject`` holds the query's own name and event words, which never narrow."""
    unasked = subject | _attribute_terms(query.text)
    opening = (subject_terms(m.claim.snippet) & query.terms) - unasked
    if not opening:
        return False
    for n in others:
        own = (subject_terms(n.claim.snippet) & query.terms) - unasked
        if not own or opening <= n.claim.mentions:
            continue
        if own | ((n.claim.qualifier_terms & query.terms) - unasked) <= m.claim.mentions:
            return True
    return False


@per_query
def _attribute_terms(query: str) -> frozenset[str]:
    """Stems of the query's words that name an attribute ("fee", "guarantee")."""
    return frozenset(term for term, name in named_terms(query) if name)
