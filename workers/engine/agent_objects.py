"""An opening subject's active verb whose object is the question's named thing.

"How long was Ada Vale sentenced to?" is answered by "A Cologne court sentences the forger
Ada Vale to six years": the sentence opens on a subject the question never writes (the
court), but that subject is an agent acting on the asked thing, which stands as the object
right after its verb. ``foreign_subjects`` sets aside a sentence whose opening subject is
another thing; such an agent's sentence is the question's own. The object is the verb's next
words: an optional article or possessive, at most two lower-case words describing it ("the
forger"), then a capitalised word that is one of the question's names (its capitalised words
past the first).

Invariant: a modal, a form of "be" or "have" is no active verb ("Flea treatment must be
applied to Rex …" is a thing done, no agent), and a question naming nothing by capitalised
words leaves every sentence as it was. Pure; the question's names are memoised per query.
"""

from __future__ import annotations

import re

from workers.engine.query_memo import per_query
from workers.engine.terms import stem

_WORD = re.compile(r"[A-Za-z][\w'’-]*")
_OBJECT = re.compile(
    r"[^\S\n]+(?:(?:the|a|an|his|her|their|its)[^\S\n]+)?(?:[a-z][\w-]*[^\S\n]+){0,2}"
    r"(?P<name>[A-Z][\w'’-]*)")
"""The object after a verb: an article, up to two describing words, then a capitalised word."""
_VERB_BEFORE = re.compile(r"([a-z]+)[^\S\n]*$")
_NOT_ACTIVE = frozenset(
    "must may can will shall should could would might is are was were be been has have had"
    .split())


@per_query
def _names(query: str) -> frozenset[str]:
    """Stems of the question's capitalised words past its first."""
    words = [m.group(0) for m in _WORD.finditer(query)][1:]
    return frozenset(stem(re.sub(r"['’]s$", "", w).lower()) for w in words if w[:1].isupper())


def acts_on_asked(snippet: str, verb_end: int, query: str) -> bool:
    """Does the active verb ending at ``verb_end`` of ``snippet`` take one of the question's
    names as its object (module docstring)?"""
    names = _names(query)
    if not names:
        return False
    verb = _VERB_BEFORE.search(snippet, 0, verb_end)
    if verb is None or verb.group(1) in _NOT_ACTIVE:
        return False
    found = _OBJECT.match(snippet, verb_end)
    return found is not None and stem(re.sub(r"['’]s$", "", found["name"]).lower()) in names
