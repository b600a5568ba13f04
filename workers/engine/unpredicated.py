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

from workers.engine.kept_values import kept
from workers.engine.values import Value, same

if TYPE_CHECKING:
    from workers.engine.claims import Claim

SCALE = 10.0
"""How many times larger one measure must be than the other to measure another thing."""


def predicated_only(chunks: list[tuple[str, list[Claim]]]) -> list[tuple[str, list[Claim]]]:
    """Each chunk (its text and claims) without the values of its broad claims
    (``Claim.broad``) that measure another thing than every predicate answer (module
    docstring); unchanged when no chunk states such an answer. A claim left with no value
    is dropped."""
    answers = [v for _, claims in chunks for claim in claims if not claim.broad
               for v in claim.values.values()]
    if not answers or not any(claim.broad for _, claims in chunks for claim in claims):
        return chunks
    return [(text, kept(claims, lambda c, _f, v: not c.broad or not _another_measure(v, answers)
                        or _writes_answer(c, answers))) for text, claims in chunks]


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
