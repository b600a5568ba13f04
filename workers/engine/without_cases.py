"""A rule for the case without the thing a yes/no question names answers nothing about it.

"May cyclists ride through a red light at a yield sign?" is not contradicted by "without the
little yellow sign you may not go through": that clause's condition, "without" and a noun
phrase whose head (its last word: "sign") is a word of the question, is the case the
question leaves out, stated as such; it holds beside the question's own answer ("at the sign
they may"), never against it. ``set_aside_without`` drops such a clause from its member (the
member keeps its other values) for a yes/no question that writes neither "without" nor "no"
(a question asking about the case without the thing, "… without consent?", is answered by
it). Invariant: a clause with no condition, another condition, or a "without" phrase whose
head the question never writes is kept; members of other questions are unchanged. Pure.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from schemas.types import FieldType
from workers.engine.members import Member
from workers.engine.query_memo import per_query
from workers.engine.terms import content_terms
from workers.engine.values import Value

_WITHOUT = re.compile(r"\[without[^\S\n]+(?:[^\]\s]+[^\S\n]+)*?(?P<head>[^\]\s]+)\]")
"""A clause display's condition opening on "without", and its last word."""
_NEGATED = re.compile(r"\b(?:without|no|not|never)\b", re.IGNORECASE)


@per_query
def _asked_terms(query: str) -> frozenset[str]:
    """The question's content terms; none when it names a case without something."""
    return frozenset() if _NEGATED.search(query) else frozenset(content_terms(query))


def set_aside_without(members: Sequence[Member], query: str) -> tuple[Member, ...]:
    """``members`` without each clause whose condition is the case without a thing the
    question names (module docstring)."""
    asked = _asked_terms(query)
    if not asked:
        return tuple(members)
    return tuple(_unclaused(m) if _without_asked(m, asked) else m for m in members)


def _without_asked(member: Member, asked: frozenset[str]) -> bool:
    clause = member.claim.values.get("clause")
    if clause is None or "[without" not in clause.display:
        return False
    found = _WITHOUT.search(clause.display)
    return found is not None and bool(set(content_terms(found.group("head"))) & asked)


def _unclaused(member: Member) -> Member:
    values: dict[FieldType, Value] = {
        f: v for f, v in member.claim.values.items() if f != "clause"}
    return Member.of(member.chunk, replace(member.claim, values=values), member.order,
                     member.authority)
