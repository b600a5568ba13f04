"""A quantity that labels a price is a size on sale, not a measure the text states.

"Ethiopia Yirgacheffe G1, green — 1 kg €14.90, 5 kg €66.00" or "25 for £99": each amount
names the pack a price buys. It says what a shop sells, not what the thing weighs or
measures, so it answers no question about the thing's size: the quantity is context (the
price stays a value). Only a quantity with the price right after it ("1 kg €14.90",
"500 g: £3", "25 for £99") counts, the price also when a dash cut it into a sentence of its
own ("Bridge toll, car up to 6 m — 455 kr": a vehicle class's size, priced). Pure; linear in
the sentence's values, and in the chunk's for a quantity that ends its sentence.
"""

from __future__ import annotations

import re

from workers.engine.values import Value

_PRICE_GAP = re.compile(r"[^\S\n]*(?:[:@–—-]|for|at)?[^\S\n]*", re.IGNORECASE)
"""What may stand between a size and its price ("=" states an equivalence: "1 shilling = 12
pence" converts, it sells nothing)."""


def not_pack_sizes(snippet: str, start: int, values: tuple[Value, ...], text: str = "",
                   chunk_values: tuple[Value, ...] = ()) -> tuple[Value, ...]:
    """``values`` (of ``snippet``, which starts at ``start`` in its chunk) without the
    quantities that a money amount follows at once: in the snippet, or, for a quantity that
    ends it, in the chunk ``text`` (whose money values ``chunk_values`` holds) right after
    the separator the snippet was cut at ("car up to 6 m — 455 kr")."""
    prices = {v.start - start for v in values if v.field == "money"}
    if not prices and not text:
        return values  # no price in the snippet, and no chunk to look past it in
    kept = []
    for value in values:
        if value.field == "quantity":
            gap = _PRICE_GAP.match(snippet, value.end - start)
            if gap is not None and gap.end() in prices:
                continue
            if text and not snippet[value.end - start:].strip(_TRAILING) \
                    and _priced_after(text, value.end, chunk_values):
                continue
        kept.append(value)
    return tuple(kept)


def _priced_after(text: str, end: int, chunk_values: tuple[Value, ...]) -> bool:
    """Does a money value of ``chunk_values`` follow ``end`` of ``text`` at once, past a
    separator the sentence was cut at? (At most one quantity per snippet ends it.)"""
    gap = _PRICE_GAP.match(text, end)
    return gap is not None and any(
        v.field == "money" and v.start == gap.end() for v in chunk_values)


_TRAILING = " \t.,"
"""What may follow a quantity that ends its snippet."""
