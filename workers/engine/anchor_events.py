"""A how-long question timed against another event: that event's own length answers nothing.

"How long must the varnish dry before sanding starts?" asks how long the drying lasts; its
"before …" clause names the event the period runs up to (the anchor). A sentence that writes
words of the anchor clause but none of the question's main clause, and tells how long
something takes or lasts with no event of its own to time it against ("Sanding takes about 2
hours with the orbital sander": ``_LASTS``, and no "before", "after", "until" …), states how
long the anchor event itself lasts, never the asked wait. Its claims are dropped; a sentence
writing any word of the main clause ("leave it to dry for 12 hours before sanding"), or
timing a period against an event ("hold writes for 10 min after failover"), is kept whole.

Invariant: only questions opening "How long" with one "before", "after" or "until" clause
are read, and a chunk's claims are kept or dropped whole per sentence, never changed. Pure;
the question's two word sets are memoised per query.
"""

from __future__ import annotations

import re

from workers.engine.claim_records import Claim
from workers.engine.predicates import canonical
from workers.engine.query_memo import per_query
from workers.engine.terms import content_terms

_TIMED = re.compile(
    r"^\W*how\s+long\b(?P<main>[^?]*?)\s(?:before|after|until)\s(?P<anchor>[^?]+)",
    re.IGNORECASE)
"""A how-long question with its main clause, then the clause of the event it is timed
against."""
_LASTS = re.compile(r"\b(?:takes?|took|taking|lasts|lasted|lasting)\b", re.IGNORECASE)
"""A verb telling how long a thing itself takes ("last" alone is left out: "the last drill")."""
_TIMED_WORDS = re.compile(r"\b(?:before|after|until|till|once|then|following|prior)\b",
                          re.IGNORECASE)
"""Words timing a period against an event: such a sentence has the asked shape."""


@per_query
def timed_against(query: str) -> tuple[frozenset[str], frozenset[str]] | None:
    """The content terms of the question's main clause and those only its anchor clause
    writes; ``None`` for a question with no such clause, or none of either kind."""
    found = _TIMED.match(query)
    if found is None:
        return None
    main = frozenset(canonical(t) for t in content_terms(found.group("main")))
    anchor = frozenset(canonical(t) for t in content_terms(found.group("anchor"))) - main
    return (main, anchor) if main and anchor else None


def anchor_lengths_dropped(claims: list[Claim], query: str) -> list[Claim]:
    """``claims`` but those whose sentence writes a word of the question's anchor clause and
    none of its main clause (``timed_against``), and tells how long a thing takes without
    timing it against an event (``_LASTS``, ``_TIMED_WORDS``)."""
    words = timed_against(query)
    if words is None or not claims:
        return claims
    main, anchor = words
    kept = []
    for claim in claims:
        said = frozenset(canonical(t) for t in content_terms(claim.snippet))
        if said.isdisjoint(main) and not said.isdisjoint(anchor) \
                and _LASTS.search(claim.snippet) and not _TIMED_WORDS.search(claim.snippet):
            continue
        kept.append(claim)
    return kept
