"""A requirement to keep the asked thing closed answers "is it open?" with no.

"Are the minutes open to members before the audit?" is answered "must not" by "the minutes
must stay sealed until the audit", as by "the minutes may not be seen before the audit": a
requirement whose verb keeps the thing closed (stay, remain, be kept or be held closed,
sealed, shut, locked, secret, confidential, hidden or private) denies its being open, seen
or consulted. ``kept_closed`` reads a required clause ("require…", as ``fields.clauses`` reads
"must" / "have to") whose surface requires such a state within the few words after its
modal, for a yes/no question that asks whether something is open, public, accessible,
available or visible, or may be seen, viewed, read, consulted, accessed or disclosed, when
the words before the modal name one of the question's things (or a pronoun stands for it).

Invariant: any other question, any clause that is not a bare requirement, a requirement of
any other state, and a requirement on a thing the question does not name are left as read.
Pure; constant work per clause (bounded patterns).
"""

from __future__ import annotations

import re

from workers.engine.terms import content_terms
from workers.engine.values import Value

_ACCESS = re.compile(
    r"\b(?:open|opened|public|accessible|available|visible|see|seen|view|viewed|read"
    r"|consult|consulted|access|accessed|disclosed|inspected)\b", re.IGNORECASE)
"""The asked state or act: being open to someone, being seen or consulted."""
_KEPT_CLOSED = re.compile(
    r"\b(?P<modal>must|have\s+to|has\s+to|shall|need\s+to|needs\s+to|are\s+required\s+to"
    r"|is\s+required\s+to)(?:\s+(?:always|still|then))?\s+"
    r"(?:stay|remain|be\s+kept|be\s+held|be|keep\s+(?:it|them))\s+"
    r"(?:\w+\s+)?(?:closed|sealed|shut|locked|secret|confidential|hidden|private)\b",
    re.IGNORECASE)
"""A requirement that keeps the thing closed: "must stay closed", "have to remain sealed",
"must be kept strictly confidential"."""
_PRONOUNS = frozenset({"it", "they", "them", "these", "those", "this", "that"})
_SUBJECT_WORDS = 4
"""How many words before the modal are read as the requirement's subject."""


def kept_closed(clause: Value, query: str) -> bool:
    """Is ``clause`` a requirement to keep closed what ``query`` asks to be open or seen
    (module docstring)?"""
    if not clause.exact.startswith("require") or _ACCESS.search(query) is None:
        return False
    found = _KEPT_CLOSED.search(clause.surface)
    if found is None:
        return False
    before = clause.surface[: found.start()].split()[-_SUBJECT_WORDS:]
    if any(w.lower() in _PRONOUNS for w in before):
        return True
    return bool(set(content_terms(" ".join(before))) & set(content_terms(query)))
