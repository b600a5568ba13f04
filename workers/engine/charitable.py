"""A page read charitably: of the values it states, the one its peers agree on.

Each claim carries one main value per field, picked from the sentence that answers best.
When a page states several values of one kind ("27 ft wide for singles and 36 ft for
doubles", a table row "8.23 m | 10.97 m", "9 ft wider, from 27 to 36 feet"), the pick
may fall on another column, condition or difference than the one its peers report, and
the page then seems to contradict pages it agrees with. A page that states the value most
other pages give does not contradict them: it is read as giving that value.

Invariants: only a value the chunk itself states in a sentence about the claim's subject
(the claim's ``alternatives``: never another row's, model's or entity's), of the same field
and comparable with the peers' value, replaces its main one. The peers' value is the main
value of the most distinct documents (a bare reckoning, "80 years ago" on a dated page,
``anniversaries.bare_count_back``, counts for none: it only witnesses): at least two, and
strictly more than any other value has (else nothing changes); or, for a question with an
answer slot (one answer per page) and a field that qualifies no other value (not a date
basis or a clause), when more documents state another of the members' main values, as their
pick or beside it, that one: a page that picks the 2020 census count (316) but also gives
the 2010 one (319) that two other pages pick supports 319, and a page whose first life span
is a namesake's ("ninth baronet (1869–1941)") but which also gives the date its peer picks
agrees with that peer. A range ("2 to 3 weeks") states neither of its ends, a value written
only to be denied ("in 1794, not 1810": ``denied_values``) is not stated, and a count of
things ("319 people") states the bare count (319).
Members are replaced, never mutated (claims may be memoised).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from schemas.types import FieldType
from workers.engine.anniversaries import bare_count_back
from workers.engine.breakdowns import breakdown_parts, is_part
from workers.engine.denied_values import denied
from workers.engine.fields.registry import tolerance_of
from workers.engine.groups import Group
from workers.engine.members import Member
from workers.engine.precision import APPROXIMATE
from workers.engine.reading import read_text
from workers.engine.values import Value, same


def read_charitably(
    group: Group, fields: Sequence[FieldType], tolerance: dict[str, float], *,
    stated: bool = False,
) -> Group:
    """``group`` with each member that also states its peers' value on a field (see the
    module) carrying that value instead of its own pick; with ``stated`` (a question with
    an answer slot: one answer per page), the peers' value may be the one most pages
    state rather than pick (``_agreed``)."""
    members = list(group.members)
    changed = False
    for field in fields:
        tol = tolerance_of(field, tolerance)
        agreed = _agreed(members, field, tol, stated=stated)
        if agreed is None:
            continue
        peers = _peer_forms(members, field, agreed, tol)
        for index, member in enumerate(members):
            own = member.claim.values.get(field)
            if own is None or same(own, agreed, tol):
                continue
            also = next((found for peer in peers
                         if (found := _also_stated(member, peer, tol)) is not None), None)
            if also is not None:
                members[index] = _giving(member, field, also)
                changed = True
    return Group(group.entity_key, tuple(members)) if changed else group


def _peer_forms(members: Sequence[Member], field: FieldType, agreed: Value,
                tolerance: float) -> list[Value]:
    """``agreed`` first, then each coarser form of it that a member picks ("1846" beside
    "1846-07-30"): a page that states the year its peers pick states what they say."""
    out = [agreed]
    for member in members:
        value = member.claim.values.get(field)
        if value is not None and _coarser(value, agreed) and same(value, agreed, tolerance) \
                and all(_key(value) != _key(v) for v in out):
            out.append(value)
    return out


def _agreed(members: Sequence[Member], field: FieldType, tolerance: float, *,
            stated: bool = False) -> Value | None:
    """The main value given by the most distinct documents, when at least two give it and
    no other value has as many; or, with ``stated`` and for a field that qualifies no other
    (``_QUALIFYING``), when more documents *state* another main value (as their pick or
    beside it, ``_stating``) than state that one, or none is agreed by picks, the main value
    stated by the most. Members come in canonical order, so the result is too."""
    giving = [m for m in members if (v := m.claim.values.get(field)) is not None
              and not bare_count_back(v)]  # a bare "80 years ago" witnesses, never leads
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
    main = _most(classes)
    if not stated or field in _QUALIFYING:
        return main  # a basis the page states beside another value qualifies that value
    stating = _stating(members, classes, field, tolerance)
    size = {id(first): len(docs) for first, docs in stating}
    wider = _most(stating)
    if wider is not None and (main is None or size[id(wider)] > size[id(main)]):
        return wider  # more pages state it, as their pick or beside it
    return main


_QUALIFYING = frozenset({"date_basis", "clause"})
"""Fields that qualify the value beside them ("76 days of purchase"): only a page's pick
counts, never a basis it states for another period ("2 weeks after delivery")."""


def _most(classes: Sequence[tuple[Value, set[str]]]) -> Value | None:
    """The value of the class with the most documents: at least two, more than any other."""
    counts = sorted((len(docs) for _, docs in classes), reverse=True)
    if counts[0] < 2 or counts[0] == counts[1]:
        return None
    return next(first for first, docs in classes if len(docs) == counts[0])


def _stating(members: Sequence[Member], classes: Sequence[tuple[Value, set[str]]],
             field: FieldType, tolerance: float) -> list[tuple[Value, set[str]]]:
    """Each class with the documents whose chunk states its value, as their pick or beside
    it (the first of the chunk's values equal to it, as ``_also_stated``); a range ("2 to 3
    weeks") does not state one of its ends. Each chunk's values of ``field`` are gathered
    once: members times classes times those values."""
    said = [(m.chunk.doc_id, [v for v in values if not denied(m.chunk.text, v)])
            for m in members
            if (values := _distinct(m.claim.alternatives, field, m.claim.values.get(field)))]
    out = []
    for first, docs in classes:
        more = set(docs)
        for doc, values in said:
            if doc not in more:
                also = next((v for v in values if _equal(v, first, tolerance)), None)
                if also is not None and (also.low is None or first.low is not None):
                    more.add(doc)
        out.append((first, more))
    return out


def _distinct(values: Sequence[Value], field: FieldType, pick: Value | None) -> list[Value]:
    """``values`` of ``field``, each written value once, in order ("70.6 %" recurs); none
    when the chunk writes no other value than its pick (its pick counts in its own class)."""
    seen: dict[tuple[object, ...], Value] = {}
    parts = breakdown_parts(pick, values)
    for v in values:
        if v.field == field and not is_part(v, parts):
            seen.setdefault(_key(v), v)
    if pick is None or set(seen) <= {_key(pick)}:
        return []
    return list(seen.values())


def _key(v: Value) -> tuple[object, ...]:
    return v.surface, v.display, v.dimension, v.magnitude, v.low, v.exact


def _equal(stated: Value, agreed: Value, tolerance: float) -> bool:
    """Is ``stated`` (a value a chunk states) ``agreed``, and as precise? "319 people"
    states the count 319."""
    value = replace(stated, dimension="count") if agreed.dimension == "count" \
        and stated.dimension.startswith("count:") else stated
    return same(value, agreed, tolerance) and not _coarser(value, agreed)


def _approximate(member: Member) -> bool:
    """Does the member's main value say it is approximate ("about 40 weeks")? Such a value
    agrees with every value near it ("about 38 weeks" and "40 weeks" alike), so it joins
    the class of an exact one rather than seed a class of its own."""
    return any(APPROXIMATE.match(v.surface) is not None for v in member.claim.values.values())


def _also_stated(member: Member, agreed: Value, tolerance: float) -> Value | None:
    """The first value the member's chunk states under its claim's key (``alternatives``:
    not another row's, model's or subject's) equal to ``agreed``, if it states one; a part
    of the member's own count ("5 eyes (2 compound, 3 ocelli)", ``breakdowns``) is none."""
    parts = breakdown_parts(member.claim.values.get(agreed.field), member.claim.alternatives)
    for stated in member.claim.alternatives:
        if stated.field == agreed.field and _equal(stated, agreed, tolerance) \
                and not is_part(stated, parts) and not denied(member.chunk.text, stated):
            return replace(stated, dimension="count") if agreed.dimension == "count" \
                and stated.dimension.startswith("count:") else stated
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
