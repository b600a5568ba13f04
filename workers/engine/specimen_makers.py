"""A priced specimen's maker is no inventor of its kind.

"Who invented the X?" asks who first made a kind of thing. A shop's or a dealer's row that
offers one specimen of it ("Brass theodolite by Hurst & Sons, walnut box — £640") names whoever
made or sold that specimen, long after the kind existed: such a name answers no question
about the kind's inventor. A name is offered when its row (``offers.offer_row``) runs on,
past short attribute pieces only, to a written price. Invariant: only a question whose
predicate is inventing is read so (a listing of a copy still names its author for "Who
wrote …?"), and only a name (``text`` value) offered in its row is set aside. Pure.
"""

from __future__ import annotations

from workers.engine.offers import offer_row
from workers.engine.values import Value

_INVENTING = frozenset({"invent", "inventor"})
"""The predicate stems of a question about a kind's first maker."""


def asks_inventor(predicate: frozenset[str]) -> bool:
    """Does a *who* question's predicate (``questions.Slot.predicate``) ask who invented?"""
    return not predicate.isdisjoint(_INVENTING)


def specimen_maker(text: str, value: Value) -> bool:
    """Is ``value`` a name offered in a priced row of ``text`` (one specimen's maker)?"""
    return value.field == "text" and offer_row(text, value.start, value.end) is not None
