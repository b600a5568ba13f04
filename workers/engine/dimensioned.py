"""A length followed by another dimension's word, for a question keyed by an attribute.

"How tall was the world's tallest sunflower?" is read through the attribute table
(``height``), so its values never pass a slot's ``measure_labels.other_dimension`` check: the
same reading applies here to every claim, whatever path read it. A length followed by the
adjective of a dimension the question's "how" adjective (or size noun) does not ask ("82 cm
across", "45 m wide" for "How tall …?") measures that other dimension and answers nothing;
"13 m of brick" (an extent) is left alone here, as a page's height is often written so.
Invariant: a question naming no dimension, a value other than a length, and a length with no
dimension word after it are left as they are. Pure.
"""

from __future__ import annotations

from workers.engine.claims import Claim
from workers.engine.kept_values import kept
from workers.engine.measure_labels import (
    other_dimension,
    other_dimension_before,
    other_superlative,
)


def asked_dimension_only(claims: list[Claim], text: str, query: str) -> list[Claim]:
    """``claims`` without the lengths of ``text`` written as another dimension than
    ``query`` asks (module docstring); a claim left with no value is dropped."""
    if not any(v.dimension == "length" for c in claims for v in c.values.values()):
        return claims
    return kept(claims, lambda _c, _f, v: v.dimension != "length"
                or not (other_dimension(text, v.end, v.dimension, query, adjectives_only=True)
                        or other_superlative(text, v.start, v.end, query)
                        or other_dimension_before(text, v.start, v.dimension, query)))
