"""Words that mark a document's revision, not the item a table row is about.

A revised price list often repeats its revision in every row label ("Revised kiln firing
fees | Large | £8" beside the earlier "Kiln firing | Large | £6"): the word says which
version of the list the row is in, so the row is still about the query's kiln firing and
meets the earlier row (``subjects.sentence_subject``) for the version rules to decide.
"""

from __future__ import annotations

from workers.engine.terms import content_terms

REVISION_TERMS = frozenset(content_terms(
    "revised revision updated amended latest replacement corrected"))
"""Stems of words naming a revision of a list or document ("new" and "current" are stop
words already)."""


def item_words(row: frozenset[str]) -> frozenset[str]:
    """``row``'s terms (a table row's first cell) without those marking a revision.
    Invariant: a subset of ``row``; equal to it when no revision word is among them."""
    return row - REVISION_TERMS
