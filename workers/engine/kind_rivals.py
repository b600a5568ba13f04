"""Another named thing of the question's kind: "Gripsholm Castle's little theatre", "the Bay
of Bengal", "Belfry of Bruges" for the belfry of Tournai, "eight bells" for seven.

A question names its subject by a run of capitalised words whose last word says its kind
("the Drottningholm Palace Theatre", "Hudson Bay"). A sentence names another thing of that
kind, before its first value, when it writes the kind's word owned by another name in the
possessive, past at most two lower-case words ("Gripsholm Castle's little theatre was built
in 1781"), or as a capitalised head followed by "of" and another name ("The Bay of Bengal, at
about 2.17 million km², …" for Hudson Bay: "Bengal Bay" written the other way round). The
other name is two to four capitalised words in the possessive (one word is too often a place
that holds the subject: "Sweden's oldest theatre") or one to three after "of", none of them a
word of the question, and a superlative after the possessive ranks the subject within its
place ("Europe's best-preserved theatre" is left alone). Invariant: a sentence that writes any
of the subject's other name words ("Drottningholm", "Hudson") is never read so.

A question that names its subject by a class word qualified by a name or a numeral, and a
sentence opening on a name and an apposition with the question's own past verb, are read by
``qualified_rivals`` (``other_named``, ``apposed_rival``), which ``kind_rival`` falls back on.
Pure; the question's names are memoised per query, a sentence's word stems per text.
"""

from __future__ import annotations

import re

from workers.engine.qualified_rivals import other_named, reads_qualified, rival_label
from workers.engine.query_memo import per_query
from workers.engine.terms import stem
from workers.engine.text_memo import per_text

_CAP = r"[A-Z][a-z][\w'’-]*"
_QUESTION_RUN = re.compile(rf"(?<=\s)(?:{_CAP}[^\S\n]+)+{_CAP}")
"""Two or more capitalised words past the question's first: a name whose last word is a kind."""
_NAME = r"[A-Z][a-z][\w-]*"
_POSSESSED = re.compile(
    rf"((?:{_NAME}[^\S\n]+){{1,3}}{_NAME})['’]s((?:[^\S\n]+[A-Za-z][a-z-]*){{1,3}})")
"""A possessive name of two to four capitalised words and the (up to three) words after it."""
_HEAD_OF = re.compile(
    rf"\b([A-Z][a-z]+)[^\S\n]+of[^\S\n]+(?:the[^\S\n]+)?((?:{_CAP}[^\S\n]+){{0,2}}{_CAP})")
"""A capitalised head, "of" and a name: "Bay of Bengal", "Gulf of the Lions"."""
_WORD = re.compile(r"[A-Za-z][\w'’-]*")


@per_query
def _kinds(query: str) -> tuple[frozenset[str], frozenset[str], frozenset[str]]:
    """The stems of the kinds (last words) of the question's capitalised names, the stems of
    the other words of those names (lower case), and the stems of all its words."""
    kinds: set[str] = set()
    others: set[str] = set()
    for found in _QUESTION_RUN.finditer(query):
        words = [_word_stem(w) for w in found.group(0).split()]
        kinds.add(words[-1])
        others.update(words[:-1])
    every = frozenset(_word_stem(w) for w in _WORD.findall(query))
    return frozenset(kinds), frozenset(others - kinds), every


def kind_rival(snippet: str, query: str, until: int) -> str:
    """"rival:kind-<name>" when, before ``until``, ``snippet`` names another thing of the
    kind of the question's capitalised name (module docstring); "" otherwise."""
    if not _reads_kinds(query):
        return ""  # no rule of this module can read a sentence for this question
    kinds, others, every = _kinds(query)
    if not kinds or not others:
        return other_named(snippet, query, until)
    if not _sentence_stems(snippet).isdisjoint(others):
        return other_named(snippet, query, until)  # the name's own words: no rival of it
    for found in _POSSESSED.finditer(snippet, 0, until):
        name, after = found.group(1).split(), found.group(2).split()
        at = next((i for i, w in enumerate(after) if stem(w.lower()) in kinds), None)
        if at is not None and _foreign(name, every) \
                and all(w.islower() and not w.endswith("est") for w in after[:at]):
            return rival_label(name)
    for found in _HEAD_OF.finditer(snippet, 0, until):
        name = found.group(2).split()
        if stem(found.group(1).lower()) in kinds and _foreign(name, every):
            return rival_label(name)
    return other_named(snippet, query, until)


def _word_stem(word: str) -> str:
    """The stem of ``word``, lower-cased and without a possessive "'s"."""
    return stem(word.lower().removesuffix("'s"))


@per_text
def _sentence_stems(snippet: str) -> frozenset[str]:
    """The stems of every word of ``snippet`` (lower case, no possessive "'s")."""
    return frozenset(_word_stem(w) for w in _WORD.findall(snippet))


@per_query
def _reads_kinds(query: str) -> bool:
    """Can ``kind_rival`` find anything for the question: a kind named with other words, a
    class word qualified by a name or a numeral, or a past verb for ``apposed_rival``?"""
    kinds, others, _ = _kinds(query)
    return bool(kinds and others) or reads_qualified(query)


def _foreign(name: list[str], every: frozenset[str]) -> bool:
    """Is no word of ``name`` a word of the question?"""
    return not any(_word_stem(w) in every for w in name)
