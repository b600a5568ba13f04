"""Values whose own words give them to something else than the asked thing.

Three readings, each by the words around one value: a length that places the subject or a
duration that spaces two of it (``relative_measures``: "8 km west of Everest"), a price
before another thing's noun (``priced_nouns``: "the £1.50 lounge slippers") and a resale
row's price (``resale_prices``: "… £145.00, 22 bids"). The slot reading and the table
attribute's reading both set them aside here. Pure.
"""

from __future__ import annotations

from workers.engine.priced_nouns import not_other_priced
from workers.engine.relative_measures import not_relative
from workers.engine.resale_prices import not_resale
from workers.engine.values import Value


def not_elsewhere(text: str, values: tuple[Value, ...], question: str) -> tuple[Value, ...]:
    """``values`` (read in ``text``) less those the three readings give to something else;
    the others in their order."""
    return not_resale(text, not_other_priced(text, not_relative(text, values, question),
                                             question), question)
