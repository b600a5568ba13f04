"""A name with a territorial designation: "Campbell of Islay" and "John Francis Campbell"
name one person.

Sources write a laird, a chief or a noble by surname and seat ("Campbell of Islay",
"Cameron of Lochiel") as often as by given names and surname. ``same_designated`` reads two
normalised names as one when exactly one holds "of", and the words before its first "of"
(the core) are all words of the other name and end on the other name's last word (its
surname).

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
    return set(core) <= set(other) and core[-1] == other[-1]
