"""Text without its accents: the one accent folding every reading that compares names uses.

``folded("Pathé")`` is "Pathe", ``folded("Hôtel Biron")`` "Hotel Biron": each character is
decomposed (NFKD) and its combining marks dropped. Case is kept; callers lower-case where they
compare without case. Pure.
"""

from __future__ import annotations

import unicodedata


def folded(text: str) -> str:
    """``text`` without accents ("Pathé" → "Pathe"); case and every other character kept.
    ASCII text is returned as it is (NFKD leaves it unchanged and it has no combining mark)."""
    if text.isascii():
        return text
    return "".join(c for c in unicodedata.normalize("NFKD", text)
                   if not unicodedata.combining(c))
