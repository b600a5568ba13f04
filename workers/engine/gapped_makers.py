"""A gapped list of makers and their items: "Ada Kell made the saw, and Bo Lind the press".

A sentence may pair several makers with their items under one verb, writing the verb once and
leaving it out of the later parts: "NAME VERB the ITEM, and NAME the ITEM". A gapped part (a
comma or semicolon, an optional "and", a capitalised name and right after it an article or a
possessive pronoun and up to four words) pairs its name with its item; when that item writes a
word of a *who* question, the part's name is the one the sentence credits with the asked thing.

Invariant: a gapped part counts only after an earlier part of the same sentence written in
full, with a capitalised word, a lower-case verb and an article ("Constam made the T-bar"), and
only when the part's item holds one of the question's words. Pure; linear in the sentence.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

_NAME = r"[A-Z][\w'’.-]*(?:[^\S\n]+[A-Z][\w'’.-]*){0,3}"
_GAPPED = re.compile(
    rf"[,;][^\S\n]+(?:and[^\S\n]+)?(?P<name>{_NAME})[^\S\n]+(?:the|a|an|its|his|her|their)"
    r"[^\S\n]+(?P<item>[\w'’-]+(?:[^\S\n]+[\w'’-]+){0,3})")
"""A part without a verb: a name, then an article and its item."""
_FULL = re.compile(r"[A-Z][\w'’-]*[^\S\n]+[a-z]{3,}[^\S\n]+(?:the|a|an)[^\S\n]+\S")
"""A part written in full: a name's last word, a verb and an article."""


def gapped_maker(snippet: str, hits: Sequence[tuple[int, int, str]]) -> tuple[int, int] | None:
    """The span of the name of a gapped part whose item writes one of ``hits`` (the
    question's words found in ``snippet``), after a part written in full; None if none."""
    for part in _GAPPED.finditer(snippet):
        if not any(part.start("item") <= s < part.end("item") for s, e, _ in hits if s < e):
            continue
        if _FULL.search(snippet, 0, part.start()) is not None:
            return part.span("name")
    return None
