"""A given name and its pet form: "Charlie Bowman" and "Charles Bowman" name one person.

Sources write a person's given name in full or as its familiar form, a stem of the full
name with "-ie" or "-y" ("Charlie" for "Charles", "Freddie" for "Frederick", "Johnny" for
"John", the stem's last consonant doubled or not). ``same_pet_named`` reads two normalised
names as one when they end on the same surname and their given names pair off in order, one
for one: equal, or one the pet form of the other, whose stem (without "-ie"/"-y", its
doubled consonant written once or twice) has four letters or more and begins the other.

Invariant: at least one pair is a pet form and full name, the surnames are equal words, and
a short stem ("Mary" -> "mar", which "Margaret" also begins) or a truncation without the
suffix ("Paul", "Pauline"; "Eric", "Erica") keeps the names apart.
"""

from __future__ import annotations

_SUFFIXES = ("ie", "y")
_CLIPPED = {
    "tom": "thomas", "bill": "william", "will": "william", "bob": "robert", "rob": "robert",
    "dick": "richard", "jim": "james", "mike": "michael", "dave": "david",
    "ben": "benjamin", "sam": "samuel", "ted": "edward", "ed": "edward", "alex": "alexander",
    "tony": "anthony", "chris": "christopher", "nick": "nicholas", "steve": "stephen",
    "joe": "joseph", "pete": "peter", "liz": "elizabeth", "kate": "katherine",
    "meg": "margaret", "peggy": "margaret", "sue": "susan", "jack": "john", "harry": "henry",
    "andy": "andrew", "matt": "matthew", "dan": "daniel", "tim": "timothy", "greg": "gregory",
    "jeff": "jeffrey", "ken": "kenneth", "don": "donald", "ron": "ronald", "phil": "philip",
    "fred": "frederick", "abe": "abraham", "jon": "jonathan", "nate": "nathaniel",
}
"""English given names' familiar forms that no suffix rule reaches ("Tom" for "Thomas",
"Bill" for "William", "Jack" for "John"): a closed class."""
_MIN_STEM = 4


def _stems(pet: str) -> tuple[str, ...]:
    """The stems of a pet form of four letters or more ("charlie" -> "charl", "freddie" ->
    "fredd" and "fred", "jessie" -> "jess"); none when ``pet`` has no pet suffix."""
    for suffix in _SUFFIXES:
        if pet.endswith(suffix):
            stem = pet[: -len(suffix)]
            found = (stem, stem[:-1]) if len(stem) >= 2 and stem[-1] == stem[-2] else (stem,)
            return tuple(s for s in found if len(s) >= _MIN_STEM)
    return ()


def _pet_of(pet: str, full: str) -> bool:
    """Is ``pet`` a familiar form of the given name ``full`` (itself no pet form), by its
    suffix or as a clipped form (``_CLIPPED``)?"""
    return full != pet and (_CLIPPED.get(pet) == full or (
        not _stems(full) and any(full.startswith(s) for s in _stems(pet))))


def _pairs(a: str, b: str) -> bool:
    """Do two given names of one place agree (equal, or a pet form and its full name)?"""
    return a == b or _pet_of(a, b) or _pet_of(b, a)


def same_pet_named(a: str, b: str) -> bool:
    """Are normalised names ``a`` and ``b`` one person, one writing a given name as its pet
    form ("charlie bowman", "charles bowman")?"""
    wa, wb = a.split(), b.split()
    if len(wa) != len(wb) or len(wa) < 2 or wa[-1] != wb[-1] or len(wa[-1]) < 2:
        return False
    given = list(zip(wa[:-1], wb[:-1], strict=True))
    return all(_pairs(x, y) for x, y in given) and any(x != y for x, y in given)
