"""Values that one source states side by side are no contradiction between others.

A chunk that says "the motor is covered for 2 years; the 10-year frame warranty is
separate" holds both values to be true at once, of different parts of its subject. When
two other chunks disagree only in those values (one says 2 years, the other 10), the
sources do not contradict each other: they pick different parts of one story. A field
whose every distinct value in a group is stated by one single chunk of the event (under
any of its claims) is therefore not a conflict. A measure a page restates right after its
answer in another unit ("its legs can span about a metre, roughly 3 feet") is stated too: the
page holds the two figures for one measure, so two other pages giving one each ("up to 1 m",
"up to 3 ft") do not contradict each other. Linear in the members for each group.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from schemas.types import FieldType
from workers.engine.fields.registry import FIELDS as REGISTERED
from workers.engine.members import Member
from workers.engine.values import Value, comparable, differs, same

FIELDS: frozenset[FieldType] = frozenset(f.name for f in REGISTERED if f.side_by_side)
"""Fields whose values say what, not only whether (registry: ``side_by_side``)."""
Stated = dict[tuple[str, str], list[Value]]


def stated_by_chunk(members: Sequence[Member]) -> Stated:
    """Every value of ``FIELDS`` each chunk states about each subject, under any claim (a
    table's other row is another subject: its values say nothing of this one)."""
    out: Stated = {}
    for member in members:
        claim = member.claim
        out.setdefault((member.chunk_id, claim.subject), []).extend(
            v for f, v in claim.values.items() if f in FIELDS)
        quantity = claim.values.get("quantity")
        if quantity is not None and quantity.magnitude is not None:
            out[(member.chunk_id, claim.subject)].extend(
                restatements(member.chunk.text, quantity, claim.alternatives))
    return out


_RESTATING = re.compile(
    r"[^\S\n]*[,(][^\S\n]*(?:(?:or|about|around|roughly|approximately|approx\.|nearly"
    r"|almost|some|just[^\S\n]+(?:over|under))[^\S\n]+)?")
"""What joins a measure to its restatement in another unit: a comma or an opening
parenthesis and perhaps a word of approximation ("about a metre, roughly 3 feet", "1 m (3 ft
3 in)")."""
_UNIT = re.compile(r"[^\W\d_]+\.?$")
"""A measure's unit: the word its surface ends on ("feet" of "3 feet", "in" of "3 ft 3 in")."""
_REACH = 24
"""How far after a measure its restatement may start."""


def restatements(text: str, value: Value, alternatives: Sequence[Value]) -> list[Value]:
    """The measures ``text`` writes right after ``value`` as its restatement in another unit
    of its dimension (``_RESTATING``): the page holds both for one measure."""
    unit = _UNIT.search(value.surface)
    after = [v for v in alternatives if value.end <= v.start <= value.end + _REACH]
    if unit is None or not after:
        return []
    other = min(after, key=lambda v: v.start)  # only the measure right after can restate it
    own = _UNIT.search(other.surface)
    if other.field != value.field or other.dimension != value.dimension or own is None \
            or own.group(0).lower() == unit.group(0).lower() \
            or _RESTATING.fullmatch(text, value.end, other.start) is None:
        return []
    return [other]


def explained(
    group: Sequence[Member], field: FieldType, tolerance: float, stated: Stated,
) -> bool:
    """Does one chunk state, of the group's subject, every distinct value the group's
    members give for ``field`` (one of ``FIELDS``)?

    The distinct values are the first of each class of equal values (``differs`` under
    ``tolerance``); there are at least two when the field was detected. Only the chunks
    stating two of them or more are looked at; a day without its year ("30 June") that
    agrees with two years ("1974", "1977") alone states neither of them.
    """
    if field not in FIELDS or not group:
        return False
    subject = group[0].claim.subject
    distinct: list[Value] = []
    for member in group:
        value = member.claim.values.get(field)
        if value is not None and all(differs(value, d, tolerance) or not comparable(value, d)
                                     for d in distinct):
            distinct.append(value)
    if len(distinct) < 2:
        return False
    for (_, about), values in stated.items():
        if about != subject:
            continue
        matched = [next((i for i, v in enumerate(values) if same(d, v, tolerance)), -1)
                   for d in distinct]
        if -1 in matched or (len(set(matched)) == 1 and _yearless(values[matched[0]])):
            continue  # "30 June", no year, states neither "1974" nor "1977"
        return True
    return False


def _yearless(value: Value) -> bool:
    """Is ``value`` a date without its year ("--06-30", "---30")? It agrees with any year
    and so states none."""
    return value.field == "date" and value.exact.startswith("--")
