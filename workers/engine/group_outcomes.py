"""One group's outcome: the field types whose disagreement matters to the question, and the
policy's decision on a group or the reviewers' decision on its disagreement.

Reads a group's members, the policy, the query and the reviewers' decisions. Invariants:
with no decisions the outcome is exactly the policy's (``rules.decide``); a conflict's id
depends on the tenant, the group's key, its chunk ids and fields, never on member order.
"""

from __future__ import annotations

from schemas.types import FieldType
from workers.engine.asked_measure import asks_physical
from workers.engine.decided import Decided
from workers.engine.decisions import (
    DecisionTable,
    chunk_signature,
    disagreement_id,
    reviewed_outcome,
)
from workers.engine.detect import differs_on
from workers.engine.fields.registry import DETECTION_ORDER
from workers.engine.groups import Group
from workers.engine.ids import content_id
from workers.engine.policy import Policy
from workers.engine.query import QueryView
from workers.engine.records import archived_values
from workers.engine.rules import decide


def answering_fields(query: QueryView) -> tuple[FieldType, ...]:
    """The field types whose disagreement gives the query different answers: for a yes/no
    question only clauses (a review period beside a permission is context); for a
    how-long/-much/-many/-often question, or one for a physical measure (``asks_physical``),
    every field but clauses (a rule stated beside the value, "refunds are never made by
    cheque", is context)."""
    if query.answer == "yes-no":
        return ("clause",)
    if query.answer == "value" or asks_physical(query):
        return tuple(f for f in DETECTION_ORDER if f != "clause")
    return DETECTION_ORDER


def decide_group(  # noqa: PLR0917 - called from two places in resolve._decide_all
    group: Group, fields: list[FieldType], policy: Policy, query: QueryView, tenant: str,
    decisions: DecisionTable,
) -> Decided:
    """The policy's outcome for one group, or the reviewers' decision on its disagreement."""
    outcome = decide(group.members, fields, policy, query)
    ids = [m.chunk_id for m in group.members]
    conflict_id = content_id("cf_", [tenant, group.entity_key, *sorted(ids), "|", *fields])
    policy_outcome, review = None, None
    if decisions:
        signatures = [chunk_signature(m.chunk.doc_id, archived_values(m)) for m in group.members]
        entry = decisions.get(disagreement_id(tenant, group.entity_key, signatures))
        reviewed = None
        if entry is not None:
            reviewed = reviewed_outcome(outcome, group.members, signatures, entry)
        if entry is not None and reviewed is not None:
            policy_outcome, review, outcome = outcome, entry, reviewed
    winner = outcome.winner
    losers = frozenset(
        m.chunk_id for m in group.members
        if winner is not None and differs_on(winner, m, fields, policy.tolerance)
    )
    owner = policy.owner_for({m.chunk.doc_class for m in group.members})
    return Decided(conflict_id, group.entity_key, group.members, tuple(fields), outcome, owner,
                   losers, review, policy_outcome)
