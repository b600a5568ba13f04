"""The clause that answers a yes/no question, when a sentence rules on several parties.

A permission sentence may join two rulings ("Guests can book the spa, but children are not
allowed in the pool") or grant one party what the question asks for another ("only members
are allowed", asked about visitors). ``answering`` reads the ruling the question asks about:

- of coordinated parts (", but", "; ", a spaced dash, or "and" before a second verb phrase
  whose subject is the first part's: "visitors must stay quiet and are not allowed to …")
  that each carry a modal, the one that shares most of the question's content words (its
  subject and verb; a verb phrase borrows the subject of the part before it); the first on a
  tie;
- a permission granted "only" to parties the question does not name ("only members may
  enter" for "Can visitors enter …?") denies it to the question's party: "must not";
- a requirement of a bound the question asks to cross ("must weigh at least 6.8 kg" for
  "… allowed to weigh less than 6.8 kg?", ``crosses_required``): "must not";
- a requirement to give the thing up ("must be released") asked whether one may keep it
  (``given_up``): "must not".

Invariant: with one modal part and no "only" grant, the clause is the sentence's as read.
"""

from __future__ import annotations

import re
from itertools import pairwise

from workers.engine.asked_bound import crosses_required
from workers.engine.asked_only import excluded_terms, negates_asked, only_in_other_case
from workers.engine.fields import clauses
from workers.engine.given_up import gives_up
from workers.engine.terms import content_terms
from workers.engine.values import Value

_PARTS = re.compile(r"[,;][^\S\n]*(?:but|while|whereas|yet)\s|;\s|\s[-–—]\s")
"""Where a coordinated ruling opens: ", but …", "; …", " - …"."""
_ELIDED = re.compile(
    r"\s(?:and|but)\s+(?=(?:are|is|may|can|cannot|must|should|shall|will|need)\b)"
)
"""Where a second verb phrase with the same subject opens: "… and are not allowed to …"."""
_CASE_WORDS = (
    "with|through|via|if|when|after|once|on|in|for|by|at|to|from|during|before|until|the"
    "|a|an|be|been|available|accepted|allowed|permitted"
)
_ONLY = re.compile(
    rf"\bonly\s+(?P<who>(?!(?:{_CASE_WORDS})\b)[a-z][a-z\s-]{{0,60}}?)\s+"
    r"(?:are|is|can|may)\b(?:\s+(?:be\s+)?(?:allowed|permitted|admitted))?"
)
"""A grant to named parties only: "only men and boys are allowed in", "only fleet admins
can" (never a case: "only with a permit", "only after sign-off")."""
_JOINED = re.compile(r",|\band\b|\bor\b")
"""Between the parties of one grant: "men and boys", "staff, volunteers or members"."""


def answering(clause: Value, query_terms: frozenset[str], query: str = "") -> Value:
    """The clause of the sentence ``clause`` was read from (its ``surface``) that answers a
    yes/no question with ``query_terms`` (``query`` its text); ``clause`` when no other part
    does."""
    snippet = clause.surface
    parts = _ruled_parts(snippet, snippet.lower(), clause.start)
    best = clause
    if len(parts) > 1:
        scored = [(len(query_terms & frozenset(content_terms(text))), -i, value)
                  for i, (text, value) in enumerate(parts)]
        best = max(scored, key=lambda s: (s[0], s[1]))[2]
    if negates_asked(best, query_terms) or crosses_required(best, query) \
            or gives_up(best, query):
        return _denied(best)
    excluded = excluded_terms(query)
    if only_in_other_case(best, query_terms, query, excluded):
        return _denied(best)
    return _only_granted(best, query_terms, excluded)


def _ruled_parts(snippet: str, lower: str, offset: int) -> list[tuple[str, Value]]:
    """Each coordinated part of ``snippet`` with its clause, for parts with a modal."""
    elided = {m.start(): m.end() for m in _ELIDED.finditer(lower)}
    cuts = sorted({0, *(m.start() for m in _PARTS.finditer(lower)), *elided, len(snippet)})
    if len(cuts) == 2:
        return []
    out: list[tuple[str, Value]] = []
    subject = ""
    for start, end in pairwise(cuts):
        begin = elided.get(start, start)
        text = snippet[begin:end].lstrip(",;—–- ")
        begin = end - len(text)
        found = clauses.find(text, offset + begin, lower[begin:end])
        if found.value is not None and found.value.dimension == "modal":
            if start in elided:
                out.append((subject + text, found.value))
                continue
            subject = text[:found.anchor]
            out.append((text, found.value))
    return out


def _only_granted(clause: Value, query_terms: frozenset[str],
                  excluded: frozenset[str] = frozenset()) -> Value:
    """``clause`` read as "must not" when it permits only parties the question does not
    name (no joined party's words all in the question: "only fleet admins" for a question
    about drivers of the fleet), or names as excluded (``excluded_terms``: "wine made outside
    the Loire" for "only wine from the Loire may"); else ``clause``."""
    if not clause.exact.startswith("permit|"):
        return clause
    grant = _ONLY.search(clause.surface.lower())
    if grant is None:
        return clause
    parties = [frozenset(content_terms(p)) for p in _JOINED.split(grant.group("who"))]
    if not any(parties) or any(p and p <= query_terms and p.isdisjoint(excluded)
                               for p in parties):
        return clause
    return _denied(clause)


def _denied(clause: Value) -> Value:
    """``clause``'s sentence read as a plain prohibition."""
    return Value("clause", "must not", clause.surface, clause.start, clause.dimension,
                 exact="prohibit||")
