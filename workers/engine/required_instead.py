"""A requirement of the opposite or a substitute act answers "may I …?" with no.

"May visitors wear shoes on the terraces?" is answered "must not" by "you must take off your
shoes" and by "visitors must walk barefoot"; "May a player lift the ball with the hand?" by
"you must lift it with the stick". ``required_instead`` reads a required clause ("require…",
as ``fields.clauses`` reads "must" / "have to") of a permission question ("May", "Can",
"Is it legal/allowed …"):

- asked whether one may wear or keep on a thing ("keep their boots on"), a requirement to
  take it off or remove it within the few words after the modal, or (for footwear) to go "barefoot";
- asked whether one may act "with" one instrument ("with the hand"), a requirement to act
  "with" another one within the few words after the modal, a noun the question never writes.

Invariant: any other question, any clause that is not a bare requirement, and a requirement
that writes neither shape are left as read. Pure; constant work per clause (bounded patterns).
"""

from __future__ import annotations

import re

from workers.engine.terms import content_terms
from workers.engine.values import Value

_PERMISSION = re.compile(r"^\s*(?:may|can|could|is\s+it\s+(?:legal|ok|okay|allowed))\b",
                         re.IGNORECASE)
_REQUIRED = (r"\b(?:must|have\s+to|has\s+to|need\s+to|needs\s+to|shall"
             r"|are\s+required\s+to|is\s+required\s+to)(?:\s+(?:always|first|then))*")
_WEARING = re.compile(
    r"\b(?:wear|wearing|keep\s+(?:[\w'’-]+\s+){0,2}?on|have\s+on|put\s+on)\b",
    re.IGNORECASE)
"""The asked act: wearing a thing; "keep" may hold the thing before its particle ("keep
their shoes on")."""
_TAKEN_OFF = re.compile(
    _REQUIRED + r"\s+(?:(?:take|took|taken|pull|kick)\s+(?:off\b|(?:[\w'’-]+\s+){1,2}off\b)"
    r"|remove\b|be\s+(?:taken\s+off|removed)\b)", re.IGNORECASE)
"""A requirement to take the worn thing off: "must take off your shoes", "have to take your
boots off", "must be removed"."""
_FOOTWEAR = re.compile(
    r"\b(?:shoes?|footwear|boots?|sandals?|trainers|sneakers|flip[\s-]?flops|socks)\b",
    re.IGNORECASE)
_BAREFOOT = re.compile(_REQUIRED + r"(?:\s+[\w'’-]+){0,4}?\s+(?:barefoot|bare\s+feet)\b",
                       re.IGNORECASE)
"""A requirement to go without footwear: "must walk barefoot", "have to go in bare feet"."""
_DET = r"(?:the|a|an|your|his|her|their|its|one's)\s+"
_ASKED_WITH = re.compile(r"\bwith\s+(?:" + _DET + r")?([a-z][\w-]*)\s*(?:[?,]|$)",
                         re.IGNORECASE)
"""The asked instrument, closing the question or its clause: "… with the hand?"."""
_REQUIRED_WITH = re.compile(
    _REQUIRED + r"(?:\s+(?!with\b)[\w'’-]+){1,4}?\s+with\s+(?:" + _DET + r")?([a-z][\w-]*)",
    re.IGNORECASE)
"""A requirement to act with an instrument: "you must lift it with the hurley"."""


def required_instead(clause: Value, query: str) -> bool:
    """Is ``clause`` a requirement of the opposite of, or a substitute for, the act
    ``query`` asks permission for (module docstring)?"""
    if not clause.exact.startswith("require") or _PERMISSION.search(query) is None:
        return False
    text = clause.surface
    if _WEARING.search(query):
        if _TAKEN_OFF.search(text):
            return True
        if _FOOTWEAR.search(query) and _BAREFOOT.search(text):
            return True
    asked = _ASKED_WITH.search(query)
    if asked is None:
        return False
    required = _REQUIRED_WITH.search(text)
    if required is None:
        return False
    tool = required.group(1).lower()
    return tool != asked.group(1).lower() and not set(content_terms(tool)) & set(
        content_terms(query))
