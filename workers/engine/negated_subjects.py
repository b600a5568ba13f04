"""A ruling on what is *not* the asked thing: no answer to a yes/no question about it.

"Can dairy ice cream contain vegetable fat?" is not answered "may" by "Ice cream that isn't
called 'dairy' can use vegetable oils instead": the sentence's subject, before its modal,
is defined by a relative clause that denies a word of the question ("that isn't called
'dairy'", "which are not labelled organic"), so it rules on everything but the asked thing.
``excludes_asked`` reads "that/which/who" + a negated copula or verb + at most one verb of
naming ("called", "labelled", "sold as", …) + the word, quoted or not, between the
sentence's start and its first modal. Invariant: a sentence with no such clause, or whose
denied word is none of the question's content words, is left as read. Pure; one bounded
pattern per sentence.
"""

from __future__ import annotations

import re

from workers.engine.terms import content_terms

_DENIED = re.compile(
    r"\b(?:that|which|who)[^\S\n]+(?:is|are|was|were|does|do)(?:n't|[^\S\n]+not)"
    r"(?:[^\S\n]+(?:be[^\S\n]+)?(?:called|labell?ed|named|marked|sold[^\S\n]+as|described"
    r"[^\S\n]+as|branded))?[^\S\n]+['‘\"“]?(?P<word>[A-Za-z][\w-]*)",
    re.IGNORECASE)
_MODAL = re.compile(r"\b(?:can|could|may|might|must|should|shall|cannot|is[^\S\n]+allowed)\b",
                    re.IGNORECASE)


def excludes_asked(sentence: str, query: str) -> bool:
    """Does ``sentence``'s subject (before its first modal) deny a content word of ``query``
    (module docstring)?"""
    modal = _MODAL.search(sentence)
    if modal is None:
        return False
    denied = _DENIED.search(sentence, 0, modal.start())
    if denied is None:
        return False
    word = content_terms(denied.group("word"))
    return bool(word) and set(word) <= set(content_terms(query))
