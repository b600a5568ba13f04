"""A measure written as the modifier of the question's named thing measures that thing itself.

"How wide are the clock faces of the Orvik Tower?" asks a size of a part of a named thing
(a noun of the question's own, "faces", joined to the name by "of", or after the name's
possessive: "the Orvik Tower's clock faces"). A physical measure written before the name as
its modifier, joined to its unit by a hyphen ("the 310-metre Orvik Tower") or after a
determiner ("the 310 m Orvik Tower"), describes the named thing as a whole (its height), so
it answers no question about the part. The name's words are the question's names
(``Slot.names``), one or more, and the word after them must be no content word of the
question's own beyond the name ("the 40-metre Orvik clock faces" measures the faces). A
question about the thing itself ("How tall is the Orvik Tower?") has no such part and reads
the measure as stated. Likewise a clause measuring "the whole" of the owner of an asked part
("the whole whale can top 150 tonnes" for the heart of a blue whale) measures the owner.

Pure; the question is read once (``per_query``).
"""

from __future__ import annotations

import re

from workers.engine.predicates import canonical, matches
from workers.engine.query_memo import per_query
from workers.engine.terms import STOPWORDS, stem
from workers.engine.values import Value

_PHYSICAL = frozenset({"length", "area", "mass", "volume"})
"""The dimensions a thing's size is written in."""
_SIZE_WORDS = frozenset({
    "tall", "high", "height", "deep", "depth", "wide", "width", "breadth", "long", "length",
    "thick", "thickness", "big", "large", "size", "area", "heavy", "weight", "mass", "volume",
    "diameter", "across", "span", "wingspan", "far", "distance", "how", "what",
})
"""Words that ask a size, not which thing has it ("How wide", "the height of")."""
_PART_OF = re.compile(r"\b([A-Za-z][\w-]*)[^\S\n]+of[^\S\n]+(?:the[^\S\n]+)?([A-Z][\w-]*)")
"""A noun joined to a capitalised name by "of": "faces of the Orvik Tower"."""
_PART_AFTER = re.compile(r"\b([A-Z][\w-]*)['’]s?[^\S\n]+(?:[a-z][\w-]*[^\S\n]+)?([a-z][\w-]*)")
"""A noun after a capitalised name's possessive: "the Orvik Tower's (clock) faces"."""
_HYPHEN_UNIT = re.compile(r"\d-[A-Za-z]")
_DETERMINER = re.compile(r"\b(?:the|its|their|this|that)[^\S\n]+$", re.IGNORECASE)
_WORD = re.compile(r"[^\S\n]*([A-Za-z][\w-]*)")


@per_query
def asks_part(question: str) -> bool:
    """Does ``question`` ask a size of a part of a named thing: a content word that asks
    no size, joined to a capitalised name by "of" or after the name's possessive?"""
    pairs = [(m.group(1), m.group(2)) for m in _PART_OF.finditer(question)]
    pairs += [(m.group(2), m.group(1)) for m in _PART_AFTER.finditer(question)]
    return any(_content(part) and part.lower() not in _SIZE_WORDS and not part[0].isupper()
               for part, _ in pairs)


def _content(word: str) -> bool:
    return word.lower() not in STOPWORDS and len(word) > 2


def measures_owner(snippet: str, offset: int, value: Value, slot_names: frozenset[str],
                   words: frozenset[str]) -> bool:
    """Is ``value`` (in ``snippet``, which starts at ``offset`` in its chunk) a physical
    measure written as the modifier of the question's named thing (module docstring): a
    hyphen to its unit or a determiner before it, then one or more of the question's name
    words (``slot_names``), then no content word of the question (``words``) beyond them?"""
    if value.field != "quantity" or value.dimension not in _PHYSICAL or not slot_names:
        return False
    at, end = value.start - offset, value.end - offset
    if _HYPHEN_UNIT.search(value.surface) is None \
            and _DETERMINER.search(snippet, max(0, at - 8), at) is None:
        return False
    named = 0
    found = _WORD.match(snippet, end)
    while found is not None and found.group(1).lower() in slot_names:
        named += 1
        found = _WORD.match(snippet, found.end())
    if not named:
        return False
    if found is None:
        return True  # punctuation or the end after the name
    word = found.group(1).lower()
    return word in STOPWORDS or not matches(canonical(stem(word)), words)


_PART_OF_KIND = re.compile(
    r"\b([a-z][\w-]*)[^\S\n]+of[^\S\n]+(?:a|an|the)[^\S\n]+(?:[a-z][\w-]*[^\S\n]+)?([a-z][\w-]*)")
"""A part of a kind of thing: "the heart of a blue whale" (the part, the owner's head noun)."""
_WHOLE = re.compile(r"\b(?:whole|entire)[^\S\n]+([a-z][\w-]*)(?:[^\S\n]+([a-z][\w-]*))?")
""""whole" or "entire" and the one or two words after it ("the whole (adult) whale")."""


@per_query
def _asked_part(question: str) -> tuple[str, str] | None:
    """The part and its owner's head noun (stems) when ``question`` asks a size of a part of
    a kind of thing ("How heavy is the heart of a blue whale?": "heart", "whale")."""
    if not any(w in _SIZE_WORDS for w in re.findall(r"[a-z]+", question.lower())):
        return None
    found = _PART_OF_KIND.search(question)
    if found is None or found.group(1).lower() in _SIZE_WORDS or not _content(found.group(1)):
        return None
    return stem(found.group(1).lower()), stem(found.group(2).lower())


def measures_whole_owner(snippet: str, at: int, question: str) -> bool:
    """Does the clause of ``snippet`` before offset ``at`` measure the whole of the asked
    part's owner ("the whole whale can top 150 tonnes" for the heart of a blue whale): "the
    whole" or "the entire" and the owner's noun, and no word of the part in the clause?"""
    if "whole" not in snippet and "entire" not in snippet:
        return False  # most sentences: no look at the question at all (a hot path)
    asked = _asked_part(question)
    if asked is None:
        return False
    part, owner = asked
    clause = re.split(r"[,;:—–]", snippet[:at])[-1]
    whole = _WHOLE.search(clause)
    return whole is not None and owner in {stem(w) for w in whole.groups() if w} \
        and part not in {stem(w) for w in re.findall(r"[a-z]+", clause.lower())}
