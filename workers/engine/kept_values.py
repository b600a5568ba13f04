"""What the answer gates share: keeping some of a claim's values, and the row around one.

A gate (the asked event, the asked deal, product lines) decides value by value; a claim
keeps the values its gate admits, in their order, is dropped when none is left, and is
returned as the same object when all are kept. A tied value's witnesses (untied values
equal to an answer some chunk ties) are kept too: they repeat the answer and dispute
nothing.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING

from schemas.types import FieldType
from workers.engine.sentences import sentences
from workers.engine.values import Value

if TYPE_CHECKING:  # claims reads through modules (qa_pages, anniversaries) that keep values
    from workers.engine.claims import Claim

Keep = Callable[["Claim", FieldType, Value], bool]
"""Does the gate keep this value (of this field) of this claim?"""


def kept(claims: list[Claim], keep: Keep) -> list[Claim]:
    """``claims`` with only the values ``keep`` admits (see the module docstring)."""
    out = []
    for claim in claims:
        values = {f: v for f, v in claim.values.items() if keep(claim, f, v)}
        if len(values) == len(claim.values):
            out.append(claim)
        elif values:
            out.append(replace(claim, values=values))
    return out


def outside_sentences(claims: list[Claim], text: str, drop: Callable[[str], bool]) -> list[Claim]:
    """``claims`` without the values that lie in a sentence of ``text`` (``sentences``) that
    ``drop`` marks; a claim left with no value is dropped, and ``claims`` itself is returned
    when no sentence is marked."""
    spans = [(at, at + len(body)) for at, body in sentences(text) if drop(body)]
    if not spans:
        return claims
    return kept(claims, lambda _c, _f, value: not any(a <= value.start < b for a, b in spans))


def tied_or_witnessed(
    chunks: list[tuple[str, list[Claim]]],
    field: str,
    tied: Callable[[str, Value], bool],
    witnessed_by: Callable[[list[Value]], Callable[[Value], bool]],
    may_witness: Callable[[str, Value], bool] = lambda _text, _v: True,
) -> list[list[Claim]]:
    """Each chunk's claims (``chunks``: its text and claims) with only the values of
    ``field`` that ``tied`` ties in their own text, or that ``witnessed_by(answers)`` finds
    equal to a tied one and ``may_witness`` lets witness in its text; values of other
    fields stay. ``tied`` runs once per value."""
    marks = [{id(c): {f: v.field != field or tied(text, v) for f, v in c.values.items()}
              for c in claims} for text, claims in chunks]
    answers = [v for (_, claims), marked in zip(chunks, marks, strict=True)
               for claim in claims for f, v in claim.values.items()
               if v.field == field and marked[id(claim)][f]]
    witnessed = witnessed_by(answers)

    def keeper(text: str, marked: dict[int, dict[FieldType, bool]]) -> Keep:
        return lambda c, f, v: marked[id(c)][f] or (witnessed(v) and may_witness(text, v))

    return [kept(claims, keeper(text, marked))
            for (text, claims), marked in zip(chunks, marks, strict=True)]


ROW_LABEL = re.compile(r"[^\S\n]*([A-Za-z][\w ()'’/.-]{0,40}?)[^\S\n]*:[^\S\n]")
"""A row's label ("Fine: $100", "Named by: …"): up to 40 characters before a colon."""


def row_around(text: str, at: int, breaks: re.Pattern[str], span: int,
               stop: int | None = None) -> tuple[int, int]:
    """The row or sentence of ``text`` (bounded by ``breaks``) that holds the span
    ``at:stop`` (``stop`` defaults to ``at``), at most ``span`` characters either side of
    it (the cost per value is bounded)."""
    end = at if stop is None else stop
    begin = max(0, at - span)
    for match in breaks.finditer(text, begin, at):
        begin = match.end()
    after = breaks.search(text, end, end + span)
    return begin, after.start() if after is not None else min(len(text), end + span)
