"""A question that asks which party a rule lets act: "Who may unlock the cage?", "Which care
workers can view a care plan?".

Its answer is the rule itself, a grant to one party, restricted or broad, never a name found
in the text: a matrix's "unlock: supervisors only" and a policy's "any operative may unlock"
answer it differently. So it has no name slot, and its clauses are compared as a rule
question's are. Pure function of the question's text.
"""

from __future__ import annotations

import re

_WHO_MAY = re.compile(
    r"\s*(?:who|which\s+(?:[a-z-]+\s+){0,2}?(?:staff|workers?|roles?|users?|members?"
    r"|employees?|operatives?|people|groups?))\s+(?:may|can|is\s+allowed\s+to"
    r"|are\s+allowed\s+to|is\s+permitted\s+to|are\s+permitted\s+to)\s+[a-z]",
    re.IGNORECASE,
)
""""Who" or "which <role noun>" and a permission's modal, then the verb."""


def asks_permitted_party(query: str) -> bool:
    """Does ``query`` ask which party a rule permits to act ("Who may approve …?")?"""
    return _WHO_MAY.match(query) is not None
