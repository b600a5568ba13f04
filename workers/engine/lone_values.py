"""A fragment that shows no entity but states, alone, what no entity's own pages state.

When the chunks of an event show two entities or more (``entities``), a chunk that shows
none is left unattributed and compared with nothing: a fragment of one entity's article must
not be set against the other's. But a fragment whose value for a key differs from the value
of every chunk of at least ``MIN_ENTITIES`` named entities (one, for a name), and that no
other chunk of the event states, agrees with no entity at all: whichever entity it is about,
its own pages say otherwise. That is the shape of a planted or stale value, so such a claim
loses its entity facet and is compared with every entity's group (``groups``: a claim
without a facet joins each group of it). A value two chunks share is left alone (two
independent pages agreeing is more likely a third entity than a planted value), as is any
value one entity states. A date or number must be stated about the question's subject (its
sentence names a word of the question's names): in a sentence about something else
("Banknotes of 1, 2 were later introduced in 1942") it is that thing's.
Pure and order-free: each claim is judged against the whole set of claims.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from schemas.types import FieldType
from workers.engine.entity_links import UNATTRIBUTED
from workers.engine.members import Member
from workers.engine.policy import Policy
from workers.engine.values import differs

_WORD = re.compile(r"\w+")
MIN_ENTITIES = 2
"""How many named entities must state the key, each otherwise: with fewer, the fragment may
well be about an entity whose pages state nothing here."""
MIN_ENTITIES_NAMING = 1
"""The same for a named answer (a ``text`` value: a band, a director): one entity naming its
own suffices. A number in a fragment is often another same-name place's own (a census
table, a timeline), but a fragment that credits the work to a name no page of the event
gives ("Coldplay's 'Direct Hits'"), against the entity that names its own, is the shape of a
planted or mistaken credit."""


def free_lone_values(members: Sequence[Member], policy: Policy,
                     names: Sequence[str] = ()) -> list[Member]:
    """``members`` with every lone unattributed claim freed of its entity facet."""
    by_key: dict[tuple[str, str], list[Member]] = {}
    for member in members:
        by_key.setdefault((member.claim.subject, member.claim.attribute), []).append(member)
    return [_freed(m) if _lone(m, by_key[_key(m)], policy) and _about(m, names) else m
            for m in members]


def _about(member: Member, names: Sequence[str]) -> bool:
    """Is a lone date or number stated about the question's subject: does its sentence name
    a word of the question's names (of four letters or more, when it has any)? A fragment's
    value in a sentence about something else ("Banknotes of 1, 2 were later introduced in
    1942", "her married name became Erskine") is another thing's, never a planted answer.
    A named answer needs no such word: a credit names the work ("Coldplay's 'Direct Hits'")."""
    if "text" in member.claim.values or not names:
        return True
    words = [w for name in names for w in _WORD.findall(name.lower())]
    long_words = [w for w in words if len(w) > 3] or words
    snippet = member.claim.snippet.lower()
    return any(w in snippet for w in long_words)


def _freed(member: Member) -> Member:
    facets = tuple(f for f in member.claim.facets if f[0] != "entity")
    claim = replace(member.claim, facets=facets)
    return Member.of(member.chunk, claim, member.order, member.authority)


def _key(member: Member) -> tuple[str, str]:
    return member.claim.subject, member.claim.attribute


def _lone(member: Member, same_key: list[Member], policy: Policy) -> bool:
    """Is ``member`` unattributed and does it state, on its key, a value that differs from
    the value of every chunk of ``MIN_ENTITIES`` named entities or more, and that no other
    chunk states?"""
    if not (member.claim.facet("entity") or "").startswith(UNATTRIBUTED):
        return False
    if len(member.claim.facets) > 1:
        return False  # scoped to a situation ("In the US, …"): its scope tells why it differs
    named = [m for m in same_key if _named(m) and _states_any(m, member)]
    least = MIN_ENTITIES_NAMING if "text" in member.claim.values else MIN_ENTITIES
    if len({m.claim.facet("entity") for m in named}) < least:
        return False
    for other in same_key:
        if other.chunk_id == member.chunk_id:
            continue
        if any(_agree(member, other, field, policy) for field in member.claim.values):
            return False  # another chunk states it too
    return all(
        any(_disagree(member, m, field, policy) for field in member.claim.values) for m in named
    )


def _named(member: Member) -> bool:
    entity = member.claim.facet("entity")
    return entity is not None and not entity.startswith(UNATTRIBUTED)


def _states_any(member: Member, of: Member) -> bool:
    return any(field in member.claim.values for field in of.claim.values)


def _agree(a: Member, b: Member, field: FieldType, policy: Policy) -> bool:
    va, vb = a.claim.values.get(field), b.claim.values.get(field)
    return va is not None and vb is not None and not differs(va, vb, policy.tolerance_for(field))


def _disagree(a: Member, b: Member, field: FieldType, policy: Policy) -> bool:
    va, vb = a.claim.values.get(field), b.claim.values.get(field)
    return va is not None and vb is not None and differs(va, vb, policy.tolerance_for(field))
