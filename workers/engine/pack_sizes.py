"""A quantity that labels a price is a size on sale, not a measure the text states.

"Ethiopia Yirgacheffe G1, green — 1 kg €14.90, 5 kg €66.00" or "25 for £99": each amount
names the pack a price buys. It says what a shop sells, not what the thing weighs or
measures, so it answers no question about the thing's size: the quantity is context (the
price stays a value). Only a quantity with the price right after it ("1 kg €14.90",
"500 g: £3", "25 for £99") counts. Pure; linear in the sentence's values.
"""

from __future__ import annotations

import re

from workers.engine.values import Value

_PRICE_GAP = re.compile(r"[^\S\n]*(?:[:@–—-]|for|at)?[^\S\n]*", re.IGNORECASE)
"""What may stand between a size and its price ("=" states an equivalence: "1 shilling = 12
pence" converts, it sells nothing)."""


def not_pack_sizes(snippet: str, start: int, values: tuple[Value, ...]) -> tuple[Value, ...]:
    """``values`` (of ``snippet``, which starts at ``start`` in its chunk) without the
    quantities that a money amount follows at once."""
    prices = {v.start - start for v in values if v.field == "money"}
    if not prices:
        return values
    kept = []
    for value in values:
        if value.field == "quantity":
            gap = _PRICE_GAP.match(snippet, value.end - start)
            if gap is not None and gap.end() in prices:
                continue
        kept.append(value)
    return tuple(kept)
