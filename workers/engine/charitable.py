"""A page read charitably: of the values it states, the one its peers agree on.

Each claim carries one main value per field, picked from the sentence that answers best.
When a page states several values of one kind ("27 ft wide for singles and 36 ft for
doubles", a table row "8.23 m | 10.97 m", "9 ft wider, from 27 to 36 feet"), the pick
may fall on another column, condition or difference than the one its peers report, and
the page then seems to contradict pages it agrees with. A page that states the value most
other pages give does not contradict them: it is read as giving that value.

Invariants: only a value the chunk itself states in a sentence about the claim's
subject (the claim's ``alternatives``: never another row's, model's or entity's), of the
same field and comparable with the peers' value, replaces its main one. The peers' value
is the main value of the most distinct documents: at least two, and strictly more than
any other value has (else nothing changes). Members are replaced, never mutated (claims
may be memoised). Linear in members times the values of a chunk.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from schemas.types import FieldType
from workers.engine.fields.registry import tolerance_of
from workers.engine.groups import Group
from workers.engine.members import Member
from workers.engine.precision import APPROXIMATE
from workers.engine.reading import read_text
from workers.engine.values import Value, same


def read_charitably(
    group: Group, fields: Sequence[FieldType], tolerance: dict[str, float]
) -> Group:
    """``group`` with each member that also states its peers' value on a field (see the
    module) carrying that value instead of its own pick."""
    members = list(group.members)
    changed = False
    for field in fields:
        tol = tolerance_of(field, tolerance)
        agreed = _agreed(members, field, tol)
        if agreed is None:
            continue
        for index, member in enumerate(members):
            own = member.claim.values.get(field)
            if own is None or same(own, agreed, tol):
                continue
            also = _also_stated(member, agreed, tol)
            if also is not None:
                members[index] = _giving(member, field, also)
                changed = True
    return Group(group.entity_key, tuple(members)) if changed else group


def _agreed(members: Sequence[Member], field: FieldType, tolerance: float) -> Value | None:
    """The main value given by the most distinct documents, when at least two give it and
    no other value has as many; members come in canonical order, so the result is too."""
    giving = [m for m in members if m.claim.values.get(field) is not None]
    if len(giving) < 2:
        return None  # one value makes one class at most
    classes: list[tuple[Value, set[str]]] = []
    for member in sorted(giving, key=_approximate):  # stable: exact values seed classes
        value = member.claim.values[field]
        for first, docs in classes:
            if same(first, value, tolerance):
                docs.add(member.chunk.doc_id)
                break
        else:
            classes.append((value, {member.chunk.doc_id}))
    if len(classes) < 2:
        return None
    counts = sorted((len(docs) for _, docs in classes), reverse=True)
    if counts[0] < 2 or counts[0] == counts[1]:
        return None
    return next(first for first, docs in classes if len(docs) == counts[0])


def _approximate(member: Member) -> bool:
    """Does the member's main value say it is approximate ("about 40 weeks")? Such a value
    agrees with every value near it ("about 38 weeks" and "40 weeks" alike), so it joins
    the class of an exact one rather than seed a class of its own."""
    return any(APPROXIMATE.match(v.surface) is not None for v in member.claim.values.values())


def _also_stated(member: Member, agreed: Value, tolerance: float) -> Value | None:
    """The first value the member's chunk states under its claim's key (``alternatives``:
    not another row's, model's or subject's) equal to ``agreed``, if it states one."""
    for value in member.claim.alternatives:
        if value.field == agreed.field and same(value, agreed, tolerance) \
                and not _coarser(value, agreed):
            return value
    return None


def _coarser(value: Value, agreed: Value) -> bool:
    """Is ``value`` a date less precise than ``agreed`` ("2027" beside "2027-01-11")? A page
    that names the year only does not state the day."""
    return value.field == "date" and len(value.exact) < len(agreed.exact)


def _giving(member: Member, field: FieldType, value: Value) -> Member:
    claim = member.claim
    snippets = dict(claim.snippets)
    snippets[field] = _sentence_of(member.chunk.text, value)
    claim = replace(claim, values={**claim.values, field: value}, snippets=snippets)
    return replace(member, claim=claim)


def _sentence_of(text: str, value: Value) -> str:
    """The sentence of ``text`` that holds ``value``."""
    for sentence in read_text(text).sentences:
        start = text.find(sentence.snippet, sentence.offset)
        if start <= value.start < start + len(sentence.snippet):
            return sentence.snippet
    return text
