"""Which of a table row's first-cell terms the query leaves unnamed.

The crude stem (``terms.stem``) keeps a noun and its verb apart ("delivery" against the
query's "deliver", "publication" against "publish" is left alone): a row whose first cell is
"Delivery, zone B" is still about what "How much to deliver to zone B?" asks. A row term
is named by a query token equal to it, or by one that begins it or that it begins when the
shorter of the two has at least ``MIN_SHARED`` letters (so "edg" never names "edge" and a
short word never names a longer one by chance). Pure; linear in the two sets' product.
"""

from __future__ import annotations

MIN_SHARED = 5
"""The fewest letters a stem shared as a prefix must have to name a longer spelling."""


def _named(term: str, tokens: frozenset[str]) -> bool:
    """Does a token name ``term``: equal, or one a prefix of the other of ``MIN_SHARED``+
    letters, both words (no digits)?"""
    if term in tokens:
        return True
    if len(term) < MIN_SHARED or not term.isalpha():
        return False
    return any(
        len(token) >= MIN_SHARED and token.isalpha()
        and (term.startswith(token) or token.startswith(term))
        for token in tokens
    )


def unnamed_terms(terms: frozenset[str], tokens: frozenset[str]) -> frozenset[str]:
    """The ``terms`` no query token names (``_named``). Invariant: a subset of
    ``terms - tokens``; empty when ``terms <= tokens``."""
    return frozenset(t for t in terms if not _named(t, tokens))
