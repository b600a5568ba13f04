"""An amount the question itself writes, restated by a sentence beside another of its kind.

"What is the fee for a survey of a property worth up to £500,000?": a sentence "for a
property valued up to £500,000 the fee is £895" repeats the question's £500,000 to say which
case it prices, and states £895 as the answer. The question already knows its own amount, so
a value equal to one it writes (same field, dimension and size) is its case whenever the
sentence states another value of that field that the question does not write; alone, it is
kept (it may be the answer, or agree with one). Reads the sentence's values and the question.
"""

from __future__ import annotations

from workers.engine.query_memo import per_query
from workers.engine.reading import read_text
from workers.engine.values import Value

_Stated = tuple[tuple[str, str, float], ...]


@per_query
def _written(query: str) -> _Stated:
    """(field, dimension, size) of each single-sized value ``query`` writes."""
    return tuple((v.field, v.dimension, v.magnitude) for v in read_text(query).values
                 if v.magnitude is not None and v.low is None)


def _restates(value: Value, written: _Stated) -> bool:
    size = value.magnitude
    return size is not None and value.low is None and any(
        (field, dimension) == (value.field, value.dimension)
        and abs(size - other) <= 1e-9 * max(abs(other), 1.0)
        for field, dimension, other in written)


def without_restated(values: tuple[Value, ...], query: str,
                     sentence: tuple[Value, ...]) -> tuple[Value, ...]:
    """``values`` of one sentence (all of whose values are ``sentence``: a reading may hold
    only some) without those restating the question's own amount when the sentence states
    another of their field (module docstring)."""
    written = _written(query)
    if not written or len(sentence) < 2:
        return values
    restated = [v for v in values if _restates(v, written)]
    if not restated:
        return values
    fresh = {v.field for v in sentence if not _restates(v, written)}
    return tuple(v for v in values if v not in restated or v.field not in fresh)
