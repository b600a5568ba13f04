"""A size compound names its size: "medium-sized", "king-size", "mid-sized" read as the size word.

"A medium-sized dog" asks about the row a price sheet labels "Medium dog", and a mail's "counts
as medium" answers it: the compound's second part only says that the first is a size. Reads one
lower-cased word; never a word whose first part is not a plain word ("XL-sized" stays whole
only through case, "3-sized" is no word).
"""

from __future__ import annotations

import re

_SIZE_COMPOUND = re.compile(r"([a-z]{2,})-sized?")


def size_word(word: str) -> str:
    """The size a lower-cased ``word`` names when it is "<size>-sized" or "<size>-size", else
    ``word`` itself (invariant: a word without that ending is returned unchanged)."""
    found = _SIZE_COMPOUND.fullmatch(word)
    return found.group(1) if found else word
