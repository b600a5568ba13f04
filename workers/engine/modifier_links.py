"""Chunks linked to a question only by an outer modifier of its asked thing.

"What is the diameter of an Olympic archery target face?" asks about a *target face*;
"archery" only says which one. A chunk whose only words of the question are such outer
modifiers ("Olympic numbers: archery 70 m; fencing piste 14 m") is about some other thing
the modifier also qualifies (the shooting distance), and is read as weakly as a chunk that
never writes the predicate (``unpredicated``): once another chunk writes the asked thing's
head or the asked attribute, its value more than ten times from every answer of the subject
is another attribute's and disputes nothing; a near value stays a rival.

A question's noun phrase here is a run of two to four lower-case content words after a
determiner or a preposition (capitalised names between them are names, never modifiers),
ending at the question's end, a comma or a preposition. Its last two words are its compound
("target face", "group size", "nonstop service": a text names the compound by either, "the
nonstop", "groups of 12"), every word before them an outer modifier, unless the same word also
stands elsewhere in the question. Left alone: a run after an auxiliary ("did the city bus
driver retire": a subject and its verb), save a copula right after the question word ("What
is the …"); a run ending in "-ed" and a modifier in "-ing" ("the boiling point": the verb names
the property). The asked attribute's synonyms the engine knows count as the head (a row label
naming the asked measure, ``measure_labels``, and a dimension's adjective, "122 cm across" for
a diameter). Pure and order-free: each chunk is judged against the words of all of them.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from workers.engine.measure_labels import asked_dimension_words, measure_labels
from workers.engine.predicate_words import predicate_hits
from workers.engine.predicates import canonical_word
from workers.engine.query_memo import per_query
from workers.engine.questions import read_slot
from workers.engine.terms import STOPWORDS

if TYPE_CHECKING:
    from workers.engine.claims import Claim

_PREPOSITIONS = r"of|on|in|at|for|from|to|by|with|about|into|over|under|between|among"
_NOUN_PHRASE = re.compile(
    r"\b(?:(?:" + _PREPOSITIONS + r")[^\S\n]+)?"
    r"(?:(?:the|its|their|his|her|a|an|our|your|this|that|these|those)[^\S\n]+)?"
    r"(?<![A-Za-z'-])(?:[A-Z][\w'-]*[^\S\n]+)*"
    r"(?P<run>[a-z][a-z-]+(?:[^\S\n]+[a-z][a-z-]+){1,3})"
    r"(?=[^\S\n]*(?:[?.,!]|$)|[^\S\n]+(?:" + _PREPOSITIONS + r")\b)")
"""An opener (a preposition, a determiner or both), names, then two to four lower-case
words before the question's end, a comma or a preposition."""
_OPENER = re.compile(r"\b(?:" + _PREPOSITIONS + r"|the|its|their|his|her|a|an|our|your|this"
                     r"|that|these|those)[^\S\n]+(?:[A-Z][\w'-]*[^\S\n]+)*$")
_AUXILIARY = re.compile(
    r"\b(?i:did|does|do|was|were|is|are|has|have|had|will|can|could|would|should|may|might"
    r"|must)[^\S\n]+(?:(?:the|its|their|his|her|a|an|our|your|this|that|these|those)"
    r"[^\S\n]+)?(?:[A-Z][\w'-]*[^\S\n]+)*$")
"""Right before the run (past its determiner and names): a subject and its verb follow."""
_COPULA = re.compile(
    r"\b(?i:what|which|who|how[^\S\n]+[a-z]+)[^\S\n]+(?i:is|are|was|were)[^\S\n]+(?:(?:the|its"
    r"|their|his|her|a|an|our|your|this|that|these|those)[^\S\n]+)?(?:[A-Z][\w'-]*[^\S\n]+)*$")
"""A copula right after the question word ("What is the …", "How tall is the …"): the noun
phrase is what is asked about, no subject of a verb to come."""
_WORD = re.compile(r"[A-Za-z][A-Za-z'-]*")


@per_query
def question_modifiers(question: str) -> tuple[frozenset[str], frozenset[str]]:
    """The canonical terms of ``question``'s outer modifiers (module docstring) and of its head
    words (the predicate words that are no modifier, with the asked attribute's known
    synonyms); two empty sets when it has no modifier."""
    slot = read_slot(question)
    modifiers: set[str] = set()
    elsewhere: set[str] = set()
    for found in _NOUN_PHRASE.finditer(question):
        start = found.start("run")
        if not _OPENER.search(question, max(0, start - 80), start) \
                or (_AUXILIARY.search(question, max(0, start - 80), start)
                    and not _COPULA.search(question, max(0, start - 80), start)):
            continue  # "When did the city bus run …": a subject and its verb
        words = found.group("run").split()
        if any(w in STOPWORDS for w in words) or words[-1].endswith("ed"):
            continue
        modifiers.update(canonical_word(w) for w in words[:-2] if not w.endswith("ing"))
        elsewhere.update(canonical_word(w) for w in words[-2:])
    spans = [(f.start("run"), f.end("run")) for f in _NOUN_PHRASE.finditer(question)]
    for word in _WORD.finditer(question):
        inside = any(s <= word.start() < e for s, e in spans)
        if not inside:
            elsewhere.add(canonical_word(word.group()))
    modifiers -= elsewhere
    modifiers &= slot.predicate
    if not modifiers:
        return frozenset(), frozenset()
    heads = (slot.predicate - modifiers) | measure_labels(question) \
        | asked_dimension_words(question)
    return frozenset(modifiers), frozenset(heads)


def modifier_only(chunks: list[tuple[str, list[Claim]]], question: str) -> list[bool]:
    """For each chunk (its text and claims), is it read only through ``question``'s
    modifiers: it has claims, writes a modifier and no head or attribute word, while another
    chunk with claims writes one (module docstring)? All False otherwise."""
    modifiers, heads = question_modifiers(question)
    if not modifiers:
        return [False] * len(chunks)
    headed = [bool(claims) and bool(predicate_hits(text, heads)) for text, claims in chunks]
    if not any(headed):
        return [False] * len(chunks)
    return [bool(claims) and not linked and bool(predicate_hits(text, modifiers))
            for (text, claims), linked in zip(chunks, headed, strict=True)]
