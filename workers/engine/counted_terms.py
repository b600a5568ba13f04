"""The terms a "how many" question counts, and the term a unit word stands for.

Reads words of a question (lower-cased for the phrase readers). A term is a canonical stem
(``predicates.canonical`` of ``terms.stem``), short unit words expanded first ("hrs" →
hour); a counted phrase is at most three words and ends at a function word.
"""

from __future__ import annotations

from workers.engine.predicates import canonical
from workers.engine.terms import stem

_ABBREVIATIONS = {"h": "hour", "hr": "hour", "hrs": "hour", "min": "minute", "mins": "minute",
                  "sec": "second", "secs": "second", "s": "second", "wk": "week", "wks": "week",
                  "yr": "year", "yrs": "year", "fps": "frame", "bpm": "beat", "rpm": "revolution"}
"""Short unit words and the noun they stand for ("24 fps" counts frames)."""
_FUNCTION = frozenset(
    "of per a an the do does did is are was were has have had in on at for to can could will "
    "would should must may might there by from with that which who and or".split())
"""Words that end the noun phrase after "how many" ("pairs of ribs" counts pairs)."""


_AUXILIARIES = frozenset(
    "do does did is are was were has have had can could will would should must may might"
    .split())
"""The function words that close a question's subject before its verb."""


def term_of(word: str) -> str:
    """The term a word of a count or a unit stands for ("arches" → arch, "hrs" → hour)."""
    lowered = word.lower().strip("'’-")
    return canonical(stem(_ABBREVIATIONS.get(lowered, lowered)))


def counted_phrase(after: list[str]) -> frozenset[str]:
    """The terms of the noun phrase a "how many" question counts: its first three words
    before a function word ("unused vacation days", "pairs" of "pairs of ribs", "frames" of
    "frames per second"). A time unit after "per" is a rate's, not the phrase's."""
    nouns: list[str] = []
    for word in after[:3]:
        if word in _FUNCTION:
            break
        nouns.append(term_of(word))
    return frozenset(n for n in nouns if len(n) > 1)


def counted_head(after: list[str]) -> str:
    """The head of the noun phrase a "how many" question counts, when that phrase has two or
    three words and a function word closes it: its last word ("species" of "plant species
    does", "titles" of "Olympic diving titles did"); "" otherwise (one word, or a phrase
    the three-word bound cuts off, whose head is not known). A modifier names a kind of
    the head: the head is what is counted. Only an auxiliary closes it: "How many people
    live in …" ends no noun phrase at "live"."""
    size = next((i for i, word in enumerate(after[:4]) if word in _FUNCTION), -1)
    if size < 2 or after[size] not in _AUXILIARIES:
        return ""
    head = term_of(after[size - 1])
    return head if len(head) > 1 else ""


def of_what(lower: list[str]) -> str:
    """``Slot.of_what`` of a question's lower-cased words: the word after "many", "of"."""
    after = lower[lower.index("many") + 1 :] if "many" in lower else []
    if len(after) < 3 or after[1] != "of" or after[0] in _FUNCTION or after[2] in _FUNCTION:
        return ""
    return term_of(after[2])
