"""Street numbers: a number right before a street's name is an address, never a year.

"The parlor opened at 1155 Broadway", "221B Baker Street", "at 1600 Pennsylvania Avenue":
the number is a house's place on its street, whatever its digits. Read right after the
number (``street_number``):

- a name of one to three capitalised words ending on a street word (``_STREET``: Street,
  Avenue, Road, Lane, Broadway …), the number joined to it by spaces only, and no word of
  time right before the number ("In 1893 Baker Street station opened": a year);
- or "at" right before the number and a capitalised word right after it ("at 1155
  Broadway", "at 2401 Calder"): "at" places a thing, and a year after "at" is followed by
  no name.

A year opening a timeline's row ("1904 Kirkgate's new hall opens") ends on no street word
and has no "at" before it: still a year. Pure.
"""

from __future__ import annotations

import re

_STREET = (
    r"(?:Street|Avenue|Ave|Road|Rd|Lane|Boulevard|Blvd|Drive|Place|Square|Terrace|Crescent"
    r"|Parkway|Highway|Broadway|Strand|Plaza)"
)
"""Street words ("St" and "Dr" are left out: "in 1893 Dr Williams", "1905 St Louis")."""
_WHEN = re.compile(
    r"\b(?:in|since|by|until|till|before|after|during|of|from|circa|c\.|ca\.|around"
    r"|about|year|early|late|mid)[^\S\n]*$", re.IGNORECASE)
"""A word before the number that makes it a time: "In 1893 Baker Street station opened"."""
_NAMED_STREET = re.compile(
    rf"[^\S\n]+(?:[A-Z][\w'’-]*[^\S\n]+){{0,2}}{_STREET}\b(?!['’]s)")
"""One to three capitalised words, the last a street word: " Baker Street", " Broadway"."""
_AT = re.compile(r"\bat[^\S\n]+$")
_CAPITAL_AFTER = re.compile(r"[^\S\n]+[A-Z][a-z]")
_LOOK_BACK = 4


def street_number(text: str, start: int, end: int) -> bool:
    """Is the number at ``start:end`` of ``text`` a street number (module docstring)? A
    letter may follow its digits ("221B")."""
    while end < len(text) and text[end].isalpha() and text[end].isupper() \
            and end - start < 6 and not text[end + 1:end + 2].isalpha():
        end += 1  # "221B": the house's letter
    if _NAMED_STREET.match(text, end) is not None:
        return _WHEN.search(text, max(0, start - _LOOK_BACK - 8), start) is None
    return _AT.search(text, max(0, start - _LOOK_BACK), start) is not None \
        and _CAPITAL_AFTER.match(text, end) is not None
