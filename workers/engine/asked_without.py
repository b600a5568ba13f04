"""A yes/no question asked "without" a thing, and the rules that answer it no.

"Can you go prospecting in Victoria without a Miner's Right?" asks about the case where the
thing is missing. Two rule shapes answer it "must not", though neither writes "not" where the
question's words are:

- a requirement to have the thing: "you must hold a Miner's Right", "anyone who digs has to
  carry a Miner's Right" (a verb of having within the few words after the modal, then every
  content word of the thing): the act needs it, so without it the act is barred
  (``required_lacked``);
- a prohibition excepting the thing: "you can't go prospecting without a Miner's Right" is
  read "must not … unless a Miner's Right" (``fields.clauses``); the question's case is the
  exception's absence, so the plain prohibition answers it (``lacked_excepted``).

Invariant: only a permission question ("Can", "May", "Could", "Is it legal/allowed …") that
writes "without" and a thing of at most five words after it, closing the question or its
clause, is read so; a requirement of another thing, or an exception naming a word the asked
thing does not, is left as read. Pure; bounded patterns.
"""

from __future__ import annotations

import re

from workers.engine.query_memo import per_query
from workers.engine.terms import content_terms
from workers.engine.values import Value

_PERMISSION = re.compile(r"^\s*(?:may|can|could|is\s+it\s+(?:legal|ok|okay|allowed))\b",
                         re.IGNORECASE)
_WITHOUT = re.compile(r"\bwithout\s+((?:[\w'’-]+\s+){0,4}?[\w'’-]+)\s*(?:[?,;]|$)",
                      re.IGNORECASE)
"""The thing the question goes without, closing the question or its clause."""
_HAVE_REQUIRED = re.compile(
    r"\b(?:must|have\s+to|has\s+to|need\s+to|needs\s+to|are\s+required\s+to|is\s+required\s+to)"
    r"(?:\s+(?:always|first|still|also))?\s+(?:hold|have|carry|get|obtain|buy|show|possess|own"
    r"|bring)\b((?:\s+[\w'’-]+){1,5})", re.IGNORECASE)
"""A requirement to have a thing: "must hold a Miner's Right", "has to carry one's pass"."""


@per_query
def lacked_terms(query: str) -> frozenset[str]:
    """The content terms of the thing a permission question asks to do without; empty when
    it asks no such case."""
    if _PERMISSION.search(query) is None:
        return frozenset()
    found = _WITHOUT.search(query)
    return frozenset(content_terms(found.group(1))) if found is not None else frozenset()


def required_lacked(clause: Value, query: str) -> bool:
    """Is ``clause`` a requirement to have the thing ``query`` asks to do without (module
    docstring)?"""
    lacked = lacked_terms(query)
    if not lacked or not clause.exact.startswith("require|"):
        return False
    return any(lacked <= frozenset(content_terms(m.group(1)))
               for m in _HAVE_REQUIRED.finditer(clause.surface))


def lacked_excepted(clause: Value, query: str) -> Value:
    """``clause`` read as a plain prohibition when it is one whose exception names only the
    thing ``query`` asks to do without; ``clause`` otherwise (its condition is kept)."""
    kind, condition, exception = [*clause.exact.split("|", 2), "", ""][:3]
    lacked = lacked_terms(query)
    if kind != "prohibit" or not exception or not lacked \
            or not frozenset(exception.split(",")) <= lacked:
        return clause
    display = clause.display if condition else clause.display.split(" [", 1)[0]
    return Value("clause", display, clause.surface, clause.start, clause.dimension,
                 exact=f"{kind}|{condition}|")
