"""A product's own release number is no answer to which version of *another* thing it needs.

"Which Python version does Harrowdb 3 require?" asks for a version of Python; in "harrowdb
3.2.1 · Requires: Python >=3.10" the 3.2.1 numbers the subject's own release. A version
written right after a name the question uses for its subject (any capitalised word of the
question but its first and the thing whose version is asked) is that release, never a value.
A question that asks the subject's own version ("What is the latest version of quillfmt?")
names no other thing before "version", so nothing is set aside.
"""

from __future__ import annotations

import re

from workers.engine.query_memo import per_query
from workers.engine.values import Value

_ASKED = re.compile(r"\b([A-Z][\w.+-]*)\s+version\b")
"""The thing whose version the question asks, written as a name ("Python version")."""
_NAME = re.compile(r"(?<!^)(?<![.?!]\s)\b[A-Z][\w-]*")
_WORD_BEFORE = re.compile(r"([A-Za-z][\w-]*)[^\w\n]{0,3}$")
_REACH = 24


@per_query
def subject_names(query: str) -> frozenset[str]:
    """Lower-cased names of the question's subject when it asks another thing's version
    (empty otherwise)."""
    asked = _ASKED.search(query)
    if asked is None:
        return frozenset()
    names = {m.group(0).lower() for m in _NAME.finditer(query.strip())}
    return frozenset(names - {asked.group(1).lower()})


def own_release(text: str, value: Value, query: str) -> bool:
    """Is ``value`` (a version in ``text``) the release number of the question's subject,
    written right after its name ("harrowdb 3.2.1")?"""
    if value.field != "identifier" or value.dimension != "version":
        return False
    names = subject_names(query)
    if not names:
        return False
    before = _WORD_BEFORE.search(text, max(0, value.start - _REACH), value.start)
    return before is not None and before.group(1).lower() in names
