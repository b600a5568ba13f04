"""A name written with initials and the same name written out: "W. H. Auden", "Wystan Hugh Auden".

Sources shorten given names to initials ("E. E. Barnard", "John F. Kennedy"); the normalised
key drops the dots, so an initial is a one-letter word ("w h auden"). ``same_initialled``
reads two names as one when they end on the same surname and their given names pair off in
order, one for one: an initial with a written-out name that begins with its letter (or the
same initial), a written-out name only with the same name.

Invariant: at least one initial is paired with a written-out name, both names have given
names, and the surnames are equal words; initials that differ ("J. Smith", "K. Smith"), given
names in another order or number, or another surname keep the names apart.
"""

from __future__ import annotations


def _pairs(a: str, b: str) -> bool:
    """Do two given-name words of one place agree (equal, or an initial and a name that
    begins with its letter)?"""
    if a == b:
        return True
    initial, word = (a, b) if len(a) == 1 else (b, a)
    return len(initial) == 1 and len(word) > 1 and word[0] == initial


def same_initialled(a: str, b: str) -> bool:
    """Are normalised names ``a`` and ``b`` one name, one of them (or both) writing given
    names as initials ("w h auden", "wystan hugh auden")?"""
    wa, wb = a.split(), b.split()
    if len(wa) != len(wb) or len(wa) < 2 or wa[-1] != wb[-1] or len(wa[-1]) < 2:
        return False
    given = list(zip(wa[:-1], wb[:-1], strict=True))
    return all(_pairs(x, y) for x, y in given) and any(x != y for x, y in given)
