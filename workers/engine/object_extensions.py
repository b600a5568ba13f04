"""A word that only extends a noun of the asked thing is another word, no mention of it.

``predicates.matches`` lets a word match a predicate term it extends or is extended by
("effect" / "effectiv"), which serves verbs and their derived nouns. The nouns of the thing
a *who* question's verb acts on (``asked_objects``) are matched whole: "hovercraft" is no
"hover" mower ("Who invented the Flymo hover mower?": "Cockerell's hovercraft idea" credits
Cockerell with another machine), "edited" no "edition" ("Who transcribed … for the first
printed edition?": "edited by Lord Braybrooke" is another deed's agent).

Invariant: only a hit of an agent question whose term differs from every object term,
matches one of them by extension only, and matches no other trigger is dropped; a
zero-width hit (a work's name, a year) and a hit equal to a term stay. Pure.
"""

from __future__ import annotations

from collections.abc import Sequence

from workers.engine.predicates import matches

Hit = tuple[int, int, str]


def whole_objects(hits: Sequence[Hit], wanted: frozenset[str],
                  objects: frozenset[str]) -> list[Hit]:
    """``hits`` without those whose term only extends (or is extended by) a term of
    ``objects`` and matches none of ``wanted``'s other terms (module docstring)."""
    others = wanted - objects
    return [(start, end, term) for start, end, term in hits
            if start == end or term in objects or not matches(term, objects & wanted)
            or matches(term, others)]
