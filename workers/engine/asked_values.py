"""Does a value measure or count what the question asks (``slots.pick``)?"""

from __future__ import annotations

import re

from workers.engine.act_nouns import names_asked_act
from workers.engine.group_sizes import counts_people
from workers.engine.predicates import canonical, matches
from workers.engine.questions import Slot, family
from workers.engine.terms import stem
from workers.engine.values import Value

_PEOPLE = frozenset("people person inhabitant resident citizen individual soul".split())


def measures_what_is_asked(value: Value, slot: Slot) -> bool:
    """A measure answers only in the dimension the question names ("How deep" → a length),
    and a duration only a question that asks how long ("the range is 80 km" is no time)."""
    if not slot.measures:
        return True
    kind = family(value)
    if kind == "duration":
        return "duration" in slot.measures
    return kind != "measure" or value.dimension in slot.measures


def dates_what_is_asked(value: Value, slot: Slot) -> bool:
    """A day without its year ("7 December", "--12-07") answers no question asking a year
    ("In what year was … inaugurated?"): it agrees with every year and states none."""
    return not (slot.asked == "year" and value.field == "date"
                and value.exact.startswith("--"))


_PER_ITEM = re.compile(r"[^\S\n]*(?:[a-z]+[^\S\n]+)?(?:per|each|apiece)\b", re.IGNORECASE)
"""Right after a count, past at most one word: "per strand", "each", "in each" — the count of
one item of several, no total."""


def counts_what_is_asked(value: Value, slot: Slot, after: str = "") -> bool:
    """A count answers only if it counts what the question asks about: people for a
    population, the noun a "how many" question names, the question's own words otherwise
    ("699 households" is no population; "two teams" is no number of players). A noun that
    only shares the counted one's stem but is another word of the question ("one kite" when
    it asks how many kiteflyers fly a single kite) counts that other thing; a noun of the
    question's own verb ("four reservations" for "… can a reader reserve?") counts what is
    asked (``act_nouns``); so does the head of a counted phrase a modifier opens ("980
    species" for "How many plant species …": ``Slot.head``), unless ``after`` (the text right
    after the count) makes it one item's ("40 cranes per strand", "40 cranes each")."""
    if not value.dimension.startswith(("count:", "rate:")) or slot.kind != "count":
        return True
    noun = value.dimension.split(":", 1)[1]
    if "#population" in slot.predicate:
        return noun in _PEOPLE
    if slot.members and counts_people(noun):  # "45 pupils" for "the maximum group size"
        return True
    if slot.counted:
        term = canonical(stem(noun))
        return (matches(term, frozenset({slot.counted}))
                and (term == slot.counted or term not in slot.words)) \
            or (term == slot.head and _PER_ITEM.match(after) is None) \
            or names_asked_act(noun, slot.predicate - {slot.counted}) \
            or counts_asked_compound(value, term, slot, after)
    return matches(stem(noun), slot.predicate)


_NEXT_WORD = re.compile(r"[^\S\n]*([A-Za-z][A-Za-z'-]*)")


def counts_asked_compound(value: Value, term: str, slot: Slot, after: str) -> bool:
    """Does a count whose noun is a name-like modifier of the question's counted compound
    count that compound? "How many wrong PIN entries …" counts "PIN entries"; as the question
    is read (``questions.read_slot`` reads past a capitalised word to the counted noun), a
    count whose noun is such a capitalised word of the question's counted phrase counts the
    compound when the question's counted noun follows it ("five incorrect PIN entries") or
    when it is written plural, standing for the whole phrase ("3 wrong PINs"). A lower-case
    kind word ("425 paper copies" beside "438 copies") and a modifier before another noun
    ("5 PIN resets") are left as they are read."""
    written = value.surface.rsplit(None, 1)[-1]
    if term == slot.counted or term not in slot.counts or not written[:1].isupper():
        return False
    following = _NEXT_WORD.match(after)
    if following is not None and canonical(stem(following.group(1).lower())) == slot.counted:
        return True  # "five incorrect PIN entries"
    return written.lower() != term and written.endswith("s")  # "3 wrong PINs"
