"""The "length" of a thing that lasts is a duration, never a physical length.

"What is the minimum booking length?", "the maximum length of stay", "the contract length":
a booking, a stay or a contract runs over time and has no extent in space, so the question
asks how long it lasts, as "the minimum booking period" does, and "4 hours" answers it.
"the cable length" or "the length of the bridge" still asks a physical length. Reads the
question's lower-cased words only.
"""

from __future__ import annotations

_SPANS = frozenset(
    "booking bookings hire hires rental rentals stay stays visit visits session sessions "
    "contract contracts lease leases tenancy tenancies loan loans shift shifts appointment "
    "appointments meeting meetings call calls subscription subscriptions membership "
    "memberships term terms season seasons holiday holidays leave placement placements "
    "internship apprenticeship treatment treatments programme programmes lesson lessons "
    "trial trials warranty guarantee probation notice "
    "residency engagement engagements interview interviews shoot shoots party parties "
    "event events performance performances show shows film films movie movies video videos "
    "song songs episode episodes game games match matches break breaks".split())
"""Nouns naming something that lasts rather than extends: an arrangement (booking, hire,
lease, contract), a stay or visit, a sitting (session, lesson, meeting) or a work played
(film, song). None of them has a length in metres."""
_DETERMINERS = frozenset("the a an your each one any my our their its this that".split())
"""Words that may stand between "length of" and the noun ("the length of the booking")."""


_FUNCTION_WORDS = frozenset(
    "for in at on with of to from under over per and or is are was be can may must should "
    "will would that which when by if do does did has have had".split())
"""Words that close a noun phrase: the noun before one is its head ("the hire contract for")."""


def asks_span_length(words: list[str]) -> bool:
    """Does the question ask the length of a thing that lasts? Invariant: only "length"
    right after a noun of ``_SPANS`` ("booking length") or "length of" followed, past at most
    a determiner and two modifiers, by such a noun as the phrase's head, the last word or one
    before a function word ("length of stay", "the length of the hire contract"; "the length
    of the party wall" names a wall); any other "length" is left a measure."""
    for at, word in enumerate(words):
        if word not in ("length", "lengths"):
            continue
        if at and words[at - 1] in _SPANS:
            return True
        if words[at + 1 : at + 2] != ["of"]:
            continue
        rest = words[at + 2 :]
        if rest[:1] and rest[0] in _DETERMINERS:
            rest = rest[1:]
        for index, noun in enumerate(rest[:3]):
            following = rest[index + 1 : index + 2]
            if noun in _SPANS and (not following or following[0] in _FUNCTION_WORDS):
                return True
    return False
