"""A rival named by an exclusive modifier of the subject's word in a sentence.

Reads one sentence against the question's phrases (``subject_phrases``). A mention is a
run of words joined by spaces, hyphens or slashes; only a year excludes a year and only a
name or code the sentence never writes excludes a name or code: a common word describes.
Linear in the sentence's words; its tokens are memoised in a small bound.
"""

from __future__ import annotations

from functools import lru_cache

from workers.engine.subject_phrases import FUNCTION_WORDS, JOINT, REFERS_BACK, TOKEN, word_kind
from workers.engine.terms import stem

_DETERMINERS = frozenset("each every any no our your my all another other".split())


def _modifier_kind(snippet: str, modifier: tuple[int, int, str, str],
                   word: tuple[int, int, str, str]) -> str:
    """``word_kind`` of a sentence's ``modifier`` of the subject's ``word``; a capitalised one
    that opens a clause is a name when the word after it is capitalised too: the two are
    one proper name ("Bronx Zoo (opened 1899)" for the San Diego Zoo), as a common noun is
    written in lower case (a determiner names nothing: "Each API key"; nor does a word in
    capitals, an acronym)."""
    kind = word_kind(snippet, modifier[0], modifier[3])
    if kind == "word" and modifier[3].istitle() and word[3].istitle() \
            and modifier[3].lower() not in FUNCTION_WORDS | REFERS_BACK | _DETERMINERS:
        return "name"
    return kind


def other_modifier(snippet: str, pairs: frozenset[tuple[str, str]],
                    heads: dict[str, frozenset[tuple[str, str]]], words: frozenset[str],
                    until: int) -> str:
    """The first rival mention of a sentence that has no mention of the subject as the
    question names it. A mention is a run of words joined by spaces, hyphens or slashes;
    a rival one when one of the subject's words follows an exclusive modifier of its own
    and none of the question's modifiers of that word ("The New Quennell Bridge" for the
    Old Quennell Bridge, though it writes "Quennell Bridge"; not "CI/CD environment" for
    the CI environment); the subject's own when it writes a word after one of the
    question's modifiers of it, and no rival."""
    tokens, stems = _tokens(snippet)
    if stems.isdisjoint(heads):
        return ""
    found = ""
    own = rivalled = False
    run: set[str] = set()
    previous: tuple[int, int, str, str] | None = None  # the word before
    for token in tokens:
        start, _, word, _ = token
        if previous is None or not JOINT.fullmatch(snippet, previous[1], start):
            if own and not rivalled:
                return ""
            own = rivalled = False
            run = set()
        elif (modifiers := heads.get(word)) is not None:
            if any((mine, word) in pairs for mine in run):
                own = True
            elif previous[2] not in words and previous[0] < until \
                    and _excludes(modifiers, _modifier_kind(snippet, previous, token), stems) \
                    and not _abbreviates(previous[2], modifiers):
                rivalled = True
                found = found or f"rival:{previous[2]}-{word}"
        run.add(word)
        previous = token
    return "" if own and not rivalled else found


_stem = lru_cache(maxsize=16_384)(stem)
"""``stem`` of a word, memoised (words recur far more than sentences)."""


@lru_cache(maxsize=2_048)
def _tokens(snippet: str) -> tuple[tuple[tuple[int, int, str, str], ...], frozenset[str]]:
    """A sentence's words as (start, end, stem, text), and their stems; memoised (chunks
    recur across events) in a small bound: a sentence's entry is a few kilobytes."""
    tokens = tuple((m.start(), m.end(), _stem(m.group(0)), m.group(0))
                   for m in TOKEN.finditer(snippet))
    return tokens, frozenset(t[2] for t in tokens)


def _excludes(modifiers: frozenset[tuple[str, str]], kind: str, stems: frozenset[str]
              ) -> bool:
    """Does a modifier of ``kind`` name another thing than the question's ``modifiers``
    (kind, stem) do? A year excludes a year; a name or code excludes a name or code the
    sentence never writes; a common word describes (a "record-shattering" season, "new
    Velora vehicles"), never excludes."""
    if kind == "year":
        return any(k == "year" for k, _ in modifiers)
    return kind == "name" and any(k == "name" and m not in stems for k, m in modifiers)


def _abbreviates(short: str, modifiers: frozenset[tuple[str, str]]) -> bool:
    """Is ``short`` an abbreviation of one of the question's ``modifiers`` ("St" of
    "Saint", "Mt" of "Mount"): shorter, with its first letter and its letters in order?"""
    return any(len(short) < len(m) and short[:1] == m[:1] and _in_order(short, m)
               for _, m in modifiers)


def _in_order(short: str, long: str) -> bool:
    letters = iter(long)
    return all(c in letters for c in short)
