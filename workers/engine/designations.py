"""A name with a territorial designation: "Campbell of Islay" and "John Francis Campbell"
name one person.

Sources write a laird, a chief or a noble by surname and seat ("Campbell of Islay",
"Cameron of Lochiel") as often as by given names and surname, and a landed family by its
surname in the plural and its seat ("the Stuarts of Gracehill House", "the Joneses of
Llanarth"): the family and one of its members or its surname alone are one answer.
``same_designated`` reads two normalised names as one when exactly one holds "of", and the
words before its first "of" (the core) are all words of the other name and end on the other
name's last word (its surname); a core of one plural word ("stuarts", "joneses") is its
surname in the singular.

Invariant: two names that both hold "of" are never joined here ("catherine of aragon",
"catherine of braganza"), nor a core whose last word is not the other's surname
("catherine of aragon", "catherine parr").
"""

from __future__ import annotations


def _core(name: str) -> list[str]:
    """The words of ``name`` before its first "of" (none when it has no "of" or opens on
    it)."""
    words = name.split()
    return words[:words.index("of")] if "of" in words else []


def same_designated(a: str, b: str) -> bool:
    """Do ``a`` and ``b`` (normalised, lower-case) name one person, one by surname and seat
    (module docstring)?"""
    core_a, core_b = _core(a), _core(b)
    if bool(core_a) == bool(core_b) or ("of" in a.split()) == ("of" in b.split()):
        return False
    core, other = (core_a, b.split()) if core_a else (core_b, a.split())
    if len(core) == 1 and other[-1] in _singulars(core[0]):
        return True  # "stuarts of gracehill house": the Stuart family by its seat
    return set(core) <= set(other) and core[-1] == other[-1]


def _singulars(word: str) -> tuple[str, ...]:
    """A plural family name's singular forms ("stuarts" → "stuart", "joneses" → "jones");
    none for a word a plural "-s" cannot end ("ross", "angus")."""
    if len(word) < 4 or not word.endswith("s") or word.endswith(("ss", "us", "is")):
        return ()
    return (word[:-1], word[:-2]) if word.endswith("es") else (word[:-1],)
