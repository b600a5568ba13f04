"""A question about the size of a group of people asks for a head count, not a measure.

"What is the maximum group size for …?", "the largest class size", "the size of a school
party": the size of a collective noun of people (``COLLECTIVES``: group, class, party,
team …) is how many members it has, so "45 pupils" or "8 players" answers it, while the
size of a thing ("the size of the tank") stays a measure. Reads the lower-cased question.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from workers.engine.fields import facets
from workers.engine.values import Value

COLLECTIVES = frozenset("group groups class classes party parties team teams cohort cohorts "
                        "crew crews squad squads troop troops".split())
"""Collective nouns whose members are people: a closed, general class."""

_SIZE_AFTER = re.compile(r"\b([a-z]+)[ -]sizes?\b")
"""The collective before "size": "group size", "class-size"."""
_SIZE_OF = re.compile(
    r"\bsizes?[ \t]+of[ \t]+(?:(?:a|an|the|each|any|one|your|our)[ \t]+)?"
    r"(?:[a-z]+[ \t]+)?([a-z]+)\b(?!')")
"""The collective after "size of", one modifier allowed: "the size of a school group"."""


def asks_group_size(text: str) -> bool:
    """Does the lower-cased question ask for the size of a group of people ("group size",
    "the size of a school group"), so a count of its members?"""
    if "size" not in text:
        return False
    return any(m.group(1) in COLLECTIVES
               for pattern in (_SIZE_AFTER, _SIZE_OF) for m in pattern.finditer(text))


PEOPLE = frozenset(
    "people person persons adult adults child children kid kids pupil pupils student students "
    "guest guests player players participant participants member members visitor visitors "
    "attendee attendees passenger passengers customer customers delegate delegates learner "
    "learners trainee trainees climber climbers rider riders diner diners camper campers "
    "swimmer swimmers walker walkers skater skaters surfer surfers infant infants teen teens "
    "teenager teenagers youngster youngsters junior juniors senior seniors".split())
"""Nouns for people as members of a group: what a group's size counts."""


def counts_people(noun: str) -> bool:
    """Does a count's noun (as read, "pupil", "children") name people?"""
    return noun.lower() in PEOPLE


def member_audiences(text: str, values: Sequence[Value]) -> frozenset[str]:
    """The audiences ``text`` names only as the nouns its counts count ("45 pupils", "up to
    60 children"): for a group-size question these are the group's members, what is
    counted, not a group of people the rule is scoped to."""
    counted = [(v.start, v.end) for v in values if v.dimension.startswith("count:")]
    if not counted:
        return frozenset()
    named: dict[str, bool] = {}
    for match in facets.PATTERN.finditer(text):
        facet, value = facets.LOOKUP[match.group(0).lower()]
        if facet == "audience":
            inside = any(s <= match.start() and match.end() <= e for s, e in counted)
            named[value] = named.get(value, True) and inside
    return frozenset(value for value, only in named.items() if only)
