"""A firm named by its partners' initials and the partners named by their surnames.

"EMBT" (Enric Miralles, Benedetta Tagliabue), "SOM" (Skidmore, Owings & Merrill): a
practice, studio or firm is often written as the initials of its founders' names, and other
sources name the founders themselves, in full or by surname alone ("Miralles and
Tagliabue"). ``same_initialism`` reads an initialism written in capitals (two to
``MAX_LETTERS`` letters, one word) as the name of a group of people of several words when
its letters split, in order, into equal runs, one per word of that name, each run ending on
that word's initial and holding at most ``MAX_GIVEN`` given-name initial before it: "EMBT" =
"EM" + "BT" for "miralles tagliabue", "E" "M" "B" "T" for the four words of "enric miralles
benedetta tagliabue".

Invariant: only an initialism written in capitals against a name of at least two words
(connectives such as "and" left out); a name of one word, runs of unequal length, a run
that ends on another letter keep the two apart ("IBM" is not "Bill Mason": three letters
make no two equal runs; "EMBT" is not "Miralles and Gaudí").
"""

from __future__ import annotations

import re

MAX_LETTERS = 6
MAX_GIVEN = 1
_CAPITALS = re.compile(rf"[A-Z]{{2,{MAX_LETTERS}}}")
_CONNECTIVES = frozenset({"and", "&", "of", "the", "y", "und", "et"})


def same_initialism(surface_a: str, exact_a: str, surface_b: str, exact_b: str) -> bool:
    """Is one of the two names (their text as written and normalised) an initialism in
    capitals of the other's words (module docstring)?"""
    for surface, words in ((surface_a, exact_b), (surface_b, exact_a)):
        if _CAPITALS.fullmatch(surface.strip()) is not None and _spells(
                surface.strip().lower(), [w for w in words.split() if w not in _CONNECTIVES]):
            return True
    return False


def _spells(letters: str, words: list[str]) -> bool:
    """Do ``letters`` split into one equal run per word, each ending on its initial?"""
    if len(words) < 2 or len(letters) % len(words) != 0:
        return False
    run = len(letters) // len(words)
    if run > MAX_GIVEN + 1:
        return False
    return all(letters[i * run + run - 1] == word[0] for i, word in enumerate(words))
