"""A prohibition whose exception is the very case a yes/no question asks under: a permission.

"Without the little yellow sign you may not go through" (a prohibition, excepted where the
sign stands), asked "May cyclists ride through a red light at a give-way sign?": the
question asks about the excepted case, and there the rule allows it, so the page answers
"may", as the pages that say "at the sign cyclists may go through" do; read with its
exception it would differ from them. The exception reaches the asked case when each of its
terms that names a thing is one the question writes, or, of a longer exception, at least its
head noun (its last term) is: "the little yellow sign" names the question's "sign".

An exception that names a kind of the very thing the rule prohibits ("Dogs are not allowed,
except assistance dogs": its head noun is the prohibition's own) carves that kind out; a
question about the thing in general ("May visitors bring a dog?") asks the rule, not the
exception, unless it writes every term of the exception ("an assistance dog").

Invariant: only a prohibition with an exception and no condition changes, and only to a
plain permission; a question that asks "without" the thing itself, or an exception whose
head noun the question does not write ("except with a blue badge" asked about a permit),
keeps the clause as read. Pure.
"""

from __future__ import annotations

import re

from workers.engine.terms import content_terms
from workers.engine.values import Value

_WITHOUT = re.compile(r"\b(?:without|except|unless|no)\b", re.IGNORECASE)


def asked_case_excepted(clause: Value, query_text: str) -> Value:
    """``clause`` read as a plain permission when it is a prohibition whose exception is the
    case ``query_text`` asks under (module docstring); ``clause`` otherwise."""
    kind, condition, exception = [*clause.exact.split("|", 2), "", ""][:3]
    if kind != "prohibit" or condition or not exception or _WITHOUT.search(query_text):
        return clause
    terms = exception.split(",")
    asked = frozenset(content_terms(query_text))
    head = _head(clause.display, terms)
    if head is None or head not in asked:
        return clause
    if not asked.issuperset(terms) and content_terms(clause.surface).count(head) > 1:
        return clause  # "Dogs are not allowed, except assistance dogs": a kind of the thing
    return Value("clause", "may", clause.surface, clause.start, clause.dimension,
                 exact="permit||")


_BRACKET = re.compile(r"\[([^\]]*)\]\s*$")


def _head(display: str, terms: list[str]) -> str | None:
    """The exception's head noun: the stemmed term its written words end on (the last of
    ``terms`` in the order the display writes them)."""
    found = _BRACKET.search(display)
    if found is None:
        return None
    written = content_terms(found.group(1))
    return next((t for t in reversed(written) if t in terms), None)
