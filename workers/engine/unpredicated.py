"""Answers read without the question's predicate that measure another thing.

A chunk that never writes the question's predicate words (nor its synonyms, a row label
naming the asked measure, or a Q/A page's matching question) is read, for a question whose
predicate has no class, from sentences sharing any other word of the question
(``sentence_answers.needs_broad``): usually only the subject's name. Such a chunk is often
about something else the subject does or has: a forum thread on Phobos's decay ("should
break up in 30 to 50 million years") when the question asks how long Phobos takes to orbit
Mars. Once other chunks of the event state answers in sentences that carry the predicate, a
value read so that is more than ``SCALE`` times apart from every such answer of its field
and dimension measures another attribute: it is dropped, and disputes nothing. A value
within that scale stays (a wrong figure is a near figure: "20,320 ft" against "20,310 ft",
"250 km/h" against "240 km/h"), and so does one whose chunk also writes an answer about its
subject, which ``charitable`` may read it as. Where no chunk carries the predicate, the
broad readings stand as they are.

Pure and order-free: every chunk is judged against the predicate answers of all of them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from schemas.types import FieldType
from workers.engine.kept_values import Keep, kept
from workers.engine.values import Value, same

if TYPE_CHECKING:
    from workers.engine.claims import Claim

SCALE = 10.0
"""How many times larger one measure must be than the other to measure another thing."""


def predicated_only(chunks: list[tuple[str, list[Claim]]], weak: list[bool] | None = None
                    ) -> list[tuple[str, list[Claim]]]:
    """Each chunk (its text and claims) without the values of its broad claims
    (``Claim.broad``), and of every claim of a ``weak`` chunk (one read only through a
    modifier of the asked thing: ``modifier_links``), that measure another thing than every
    predicate answer (module docstring); unchanged when no chunk states such an answer. A
    claim left with no value is dropped."""
    flags = weak or [False] * len(chunks)
    answers = [v for (_, claims), thin in zip(chunks, flags, strict=True) if not thin
               for claim in claims if not claim.broad for v in claim.values.values()]
    if not answers or not any(thin or claim.broad for (_, claims), thin in zip(
            chunks, flags, strict=True) for claim in claims):
        return chunks
    own = [v for (_, claims), thin in zip(chunks, flags, strict=True) if not thin
           for claim in claims if not claim.broad and ":" not in claim.subject
           for v in claim.values.values()]  # "row:compound-face": another thing's
    return [(text, kept(claims, _gate(thin, answers, own)))
            for (text, claims), thin in zip(chunks, flags, strict=True)]


def _gate(thin: bool, answers: list[Value], own: list[Value]) -> Keep:
    """The gate of one chunk: a broad claim's value is judged against every predicate
    answer, a ``thin`` chunk's (read through a modifier) against the subject's own answers
    (no row's or other item's); any other value stays."""

    def keep(claim: Claim, _field: FieldType, value: Value) -> bool:
        if not (claim.broad or thin):
            return True
        pool = answers if claim.broad else own
        return not _another_measure(value, pool) or _writes_answer(claim, pool)

    return keep


def _another_measure(value: Value, answers: list[Value]) -> bool:
    """Is ``value`` more than ``SCALE`` times apart from every answer of its field and
    dimension (there is at least one)?"""
    like = [a.magnitude for a in answers if a.field == value.field
            and a.dimension == value.dimension and a.magnitude]
    if not value.magnitude or not like:
        return False
    size = abs(value.magnitude)
    return all(max(size, abs(m)) > SCALE * min(size, abs(m)) for m in like)


def _writes_answer(claim: Claim, answers: list[Value]) -> bool:
    """Does the claim's chunk write, about its subject, a value equal to an answer ("10 feet
    shorter than thought: … puts the summit at 20,310 feet")? Then ``charitable`` may read
    it as that answer, and its far pick stays for the vote to weigh."""
    return any(same(alt, a, 0.0) for alt in claim.alternatives for a in answers)
