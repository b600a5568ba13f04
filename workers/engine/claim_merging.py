"""Merging one chunk's sentences into claims: of several values of one field, the main one.

Reads sentences' values and the claims so far under their ``Key``. Of two values of a
field, the one not in an aside wins, then the one whose sentence shares more of the query's
words, then a measured quantity over a count, then the earlier: merging never depends on
anything but these and the order sentences arrive in.
"""

from __future__ import annotations

from schemas.types import FieldType
from workers.engine.approximated import with_approximate
from workers.engine.bounds import with_bound
from workers.engine.claim_records import Claim, Found, Key
from workers.engine.reading import SentenceReading
from workers.engine.slots import Slot, best_answer
from workers.engine.values import Value


def main_values(values: tuple[Value, ...], asides: frozenset[int], counted: str = ""
                ) -> dict[FieldType, Value]:
    """Of a sentence's values, the main one of each field type (``_rank``); a count of the
    noun a "how many" question counts (``counted``: "dose") comes first ("get three doses
    over six months" for "How many doses …?")."""
    out: dict[FieldType, Value] = {}
    for value in values:
        current = out.get(value.field)
        if current is None or _rank(value, asides, counted) < _rank(current, asides, counted):
            out[value.field] = value
    return out


def add_claim(
    claims: dict[Key, Claim], key: Key,
    values: dict[FieldType, Value], sentence: SentenceReading, weight: int = 0,
) -> None:
    """A new claim under ``key``, or the sentence's values merged into the earlier one: of
    two values of a field, the one not in an aside, then the one whose sentence shares more
    of the query's words ("warn at 70% usage; page on-call at 80%" for a query about
    paging), then the main one (``_rank``), then the earlier. A bound word before a
    quantity ("over 80 metres") joins its surface (``bounds``), and so does an approximation
    word ("roughly 225 metres", ``approximated``)."""
    values = {name: with_approximate(sentence.snippet, sentence.offset,
                                     with_bound(sentence.snippet, sentence.offset, value))
              for name, value in values.items()}
    earlier = claims.get(key)
    if earlier is not None:
        asides = earlier.asides | sentence.asides
        for name, value in values.items():
            current = earlier.values.get(name)
            if current is None or _merge_rank(value, asides, weight) < _merge_rank(
                current, asides, earlier.weights.get(name, 0)
            ):
                earlier.values[name] = value
                earlier.snippets[name] = sentence.snippet
                earlier.weights[name] = weight
        earlier.asides = asides
        return
    claims[key] = Claim(
        subject=key[0],
        attribute=key[1],
        facets=key[2],
        values=values,
        snippet=sentence.snippet,
        position=sentence.offset,
        qualifier_terms=sentence.qualifier_terms if sentence.narrowing is None
        else sentence.narrowing,
        mentions=sentence.mentions,
        asides=sentence.asides,
        snippets=dict.fromkeys(values, sentence.snippet),
        weights=dict.fromkeys(values, weight),
    )


def _merge_rank(value: Value, asides: frozenset[int], weight: int) -> tuple[bool, int, bool]:
    aside, _, counted = _rank(value, asides)
    return aside, -weight, counted


def _rank(value: Value, asides: frozenset[int], counted: str = "") -> tuple[bool, bool, bool]:
    """Of two values of one field, the main one ranks lower: not an aside in parentheses,
    then a count of ``counted`` (the question's counted noun) when one is given, then a
    measured quantity rather than a count ("one checked bag of up to 23 kg"); on a tie the
    first stays."""
    return (value.start in asides, bool(counted) and value.dimension != f"count:{counted}",
            value.dimension.startswith("count:"))


def add_answers(
    claims: dict[Key, Claim], pending: dict[Key, Found], slot: Slot | None, *, broad: bool,
    undecided: int,
) -> None:
    """Each key's answer, if it has one (``best_answer``)."""
    for key, found in pending.items():
        best = best_answer(found, slot, broad=broad, undecided=undecided)
        if best is not None:
            add_claim(claims, key, *best)


def with_alternatives(claims: dict[Key, Claim], by_subject: dict[str, list[Value]], *,
                       broad: bool) -> list[Claim]:
    """The claims, each with every value its chunk states about its subject, marked
    ``broad`` when read without the question's predicate."""
    for (subject, _, _), claim in claims.items():
        claim.alternatives = tuple(by_subject.get(subject, ()))
        claim.broad = broad
    return list(claims.values())
