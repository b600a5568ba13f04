"""Which claims and members take a side in a comparison.

A claim keeps only the values of the kind its question asks for (``asked``): a price beside
an order code is context; a percentage written as a share of a sum answers a question for
money (``share_of_sum``). A member of a group takes a side only when it states one of the
values in dispute, in the disputed dimension: a chunk that only says "you may change your
contribution" takes no side on the percentage, and one whose only value is of another
dimension ("a 30-minute break" beside counts of nurses) takes no side on the count.
Pure; members and claims are replaced, never mutated.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from schemas.types import FieldType
from workers.engine.asked import MONEY, answering_values
from workers.engine.claims import Claim
from workers.engine.detect import contested
from workers.engine.fields.registry import ENTRY
from workers.engine.groups import Group
from workers.engine.share_of_sum import share_of_sum


def answers_only(claims: list[Claim], asked: frozenset[FieldType] | None) -> list[Claim]:
    """The claims with only the values of the kind the question asks for (``asked``);
    a claim left with none is dropped."""
    if asked is None:
        return claims
    out = []
    for claim in claims:
        values = answering_values(claim.values, asked)
        share = claim.values.get("quantity")
        if asked is MONEY and share is not None and "quantity" not in values \
                and share_of_sum(share, claim.snippets.get("quantity", claim.snippet)):
            values = {**values, "quantity": share}  # "10% of the hire price" is a charge
        if len(values) == len(claim.values):
            out.append(claim)
        elif values:
            out.append(replace(claim, values=values))
    return out


def stating(group: Group, fields: Sequence[FieldType], tolerance: dict[str, float]) -> Group:
    """``group`` without the members that state none of the disputed values."""
    disputed = contested(group.members, fields, tolerance)
    members = tuple(m for m in group.members if any(
        (f, "" if ENTRY[f].any_unit else v.dimension) in disputed
        for f, v in m.claim.values.items() if f in fields))
    return group if len(members) == len(group.members) else Group(group.entity_key, members)
