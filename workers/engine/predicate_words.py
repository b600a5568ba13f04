"""Where a sentence names the question's predicate: the words that let a value answer it.

``slots`` accepts a value only in a sentence that carries one of the question's predicate
words ("born", "built", "population", the question's own words); this module finds them.
A word counts in any form that stems to the predicate's term (``predicates.canonical``), or
by one of its hyphen-separated parts. Two things are no mention of the predicate:

- a derived measure of it: "population density", "birth rate", "population growth" name
  another quantity (per area, per year, a share), so "its population at the 2010 census
  was 741 and a population density of 423" has one population, 741;
- an event's noun after a span counted from it ("ten years after his death"): the sentence
  dates what happened that span later, the event only anchors it;
- an event's participle used as an adjective: right after an article, "open" or an "-ed"
  form ("an open day", "the open-air stage", "in an open, undeveloped state", "a chartered
  body") qualifies a noun and states no event (no verb follows "a", "an" or "the"); the
  event's nouns ("the opening", "the founding", "the construction") stay predicate words;

and one mention has no word: a life span in parentheses after one of the question's words
("Crampton (1816–1888)") carries "born" at its first year and "died" at its second.
"""

from __future__ import annotations

import re
from functools import lru_cache

from workers.engine.predicates import canonical_word, matches
from workers.engine.terms import stem
from workers.engine.text_memo import per_text

Hit = tuple[int, int, str]
"""(start, end, term) of one predicate word in a sentence; start == end marks a year."""

_WORD = re.compile(r"[A-Za-z][A-Za-z'-]*\.?")
_LIFE_SPAN = re.compile(r"\(\s*(?:born\s+|b\.\s*)?[^()]{0,40}?\d{4}\s*[–—-]")
_NOUNS = frozenset({"building", "buildings"})
"""Event words whose form names a thing ("the building", "other buildings"), not the event."""
_FOUND_AS_FIND = re.compile(
    r"[^\S\n]+(?:the|a|an|that|it|out|them|him|her|its|their|his|some|no)\b", re.IGNORECASE)
"""After "found", an object or "out": the past of "find" ("builders found the clay in 1806",
"found out"), never the founding of something, which a text writes "founded" in the past."""
_FOUND_BASE = re.compile(r"\b(?:to|did|do|does|will|would|could|can|helped|help)[^\S\n]+$",
                         re.IGNORECASE)
"""Before "found", a base form's auxiliary ("did Bourne found", "to found a college"): the
verb of founding, whatever follows."""
_DERIVED = re.compile(
    r"[^\S\n]+(?:density|densities|growth|rate|rates|ratio|change|increase|decrease"
    r"|decline|share|percentage)\b",
    re.IGNORECASE,
)
"""A noun right after a predicate word that makes it a derived measure's modifier."""
_ANCHOR_BEFORE = re.compile(
    r"\b(?:\d+|[a-z]+)[^\S\n]+(?:years?|decades?|months?|weeks?|days?|centur(?:y|ies))"
    r"[^\S\n]+(?:after|before|since)[^\S\n]+(?:his|her|its|their|the)[^\S\n]+$",
    re.IGNORECASE,
)
"""Before an event's noun, a span counted from it ("ten years after his death"): the event is
the anchor another date is reckoned from, never what the sentence dates."""

_ARTICLE_BEFORE = re.compile(r"\b(?:a|an|the)[^\S\n]+$", re.IGNORECASE)
"""Right before a word, an article: a participle there is attributive ("an open day")."""


def _attributive(snippet: str, word: str, start: int) -> bool:
    """Is ``word`` (at ``start``) an event's participle used as an adjective: "open" (or a
    hyphenated "open-…") or an "-ed" form, right after an article?"""
    lower = word.lower()
    return (lower == "open" or lower.startswith("open-") or lower.endswith("ed")) \
        and _ARTICLE_BEFORE.search(snippet, max(0, start - 5), start) is not None


@lru_cache(maxsize=65_536)
def word_hit(word: str, predicate: frozenset[str]) -> str | None:
    """The predicate term ``word`` (or one of its hyphen-separated parts) stands for, if any
    (memoised: a question's predicate meets the same words in every chunk)."""
    for part in (word, *word.split("-")):  # the whole word first: deterministic
        term = canonical_word(part.rstrip("."))
        if matches(term, predicate):
            return term
    return None


def predicate_hits(
    snippet: str, predicate: frozenset[str], names_of: frozenset[str] | None = None
) -> list[Hit]:
    """(start, end, term) of the predicate's words in ``snippet``; a life span after one of
    ``names_of`` (the question's words) carries "born" at its first year and "died" at its
    second. A new list each time (callers extend it)."""
    return list(_hits(snippet, predicate, names_of))


@per_text
def _hits(
    snippet: str, predicate: frozenset[str], names_of: frozenset[str] | None
) -> tuple[Hit, ...]:
    """``predicate_hits``, memoised: a popular chunk's sentences meet the same question's
    predicate again, and each sentence is read twice per event (``sentence_answers.needs_broad``).
    Each entry keeps its sentence alive, under the per-text bound (``text_memo``)."""
    hits = []
    for match in _WORD.finditer(snippet):
        word = match.group(0)
        term = word_hit(word, predicate)
        if term is None or word.lower().rstrip(".") in _NOUNS:
            continue  # "several other buildings": a thing, not the event of building it
        if term.startswith("#") and _attributive(snippet, word, match.start()):
            continue  # "celebrates with an open day": a kind of day, no opening
        if word.lower() == "found" and _FOUND_AS_FIND.match(snippet, match.end()) \
                and not _FOUND_BASE.search(snippet, max(0, match.start() - 12), match.start()):
            continue  # "builders found the clay": what they found, no founding
        if term.startswith("#") and _ANCHOR_BEFORE.search(
                snippet, max(0, match.start() - 48), match.start()):
            continue  # "…, ten years after his death, ends": the death anchors another date
        if not _DERIVED.match(snippet, match.end()):
            hits.append((*match.span(), term))
    for wanted, index in (("#birth", 0), ("#death", 1)):
        if wanted in predicate:
            names = [w for w in predicate if not w.startswith("#")] if names_of is None \
                else names_of
            for span in _LIFE_SPAN.finditer(snippet):
                before = snippet[max(0, span.start() - 60) : span.start()]
                if not any(matches(stem(w.lower()), frozenset(names))
                           for w in re.findall(r"[A-Za-z]+", before)):
                    continue  # another person's life span ("See also Crampton (1816–1888)")
                years = list(re.finditer(r"\d{4}", snippet[span.start():span.start() + 80]))
                if len(years) > index:
                    at = span.start() + years[index].start()
                    hits.append((at, at, wanted))
    return tuple(hits)
