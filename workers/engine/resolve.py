"""The engine's entry point: one RetrievalEvent in, its ResolvedContext and conflicts out.

Pure and deterministic: no I/O, no clock (the caller passes ``received_at``, and may pass
a ``Budget`` that the engine asks, between chunks and conflicts, whether time is up), and
the records do not depend on the order of the event's chunks. The records are built as plain
JSON data (``records.Doc``); the pydantic views are built only when someone asks for them.
Which chunks are read is ``event_chunks``'s, each chunk's claims ``asked_claims``'s, one
group's outcome ``group_outcomes``'s.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from schemas.events import Chunk, RetrievalEvent
from schemas.records import ConflictRecord, ResolvedContext
from schemas.types import ContextStatus, FieldType
from workers.engine.asked_claims import asked_claims
from workers.engine.budget import UNLIMITED, Budget
from workers.engine.charitable import read_charitably
from workers.engine.closing_years import in_asked_year
from workers.engine.conversions import set_aside_conversions
from workers.engine.copies import copy_groups
from workers.engine.costated import explained, stated_by_chunk
from workers.engine.decided import Decided
from workers.engine.decisions import NO_DECISIONS, DecisionTable
from workers.engine.detect import detected_fields
from workers.engine.directive import build_directive
from workers.engine.document_rows import best_rows
from workers.engine.echoes import already_compared, echo_groups
from workers.engine.entities import chunk_entities, own_entity, query_names
from workers.engine.event_chunks import relevance as _relevance
from workers.engine.event_chunks import split_by_as_of as _split_by_as_of
from workers.engine.event_chunks import unique_chunks as _unique_chunks
from workers.engine.fields.registry import DETECTION_ORDER
from workers.engine.group_outcomes import answering_fields as _answering
from workers.engine.group_outcomes import decide_group as _decided
from workers.engine.groups import Group, build_groups
from workers.engine.ids import content_id
from workers.engine.lone_prices import joined_prices
from workers.engine.lone_values import free_lone_values
from workers.engine.measured import off_question, unasked_amounts
from workers.engine.members import Member
from workers.engine.observed import ruled_only
from workers.engine.off_topic import off_topic, other_row
from workers.engine.opposite_flows import other_flow
from workers.engine.opposite_places import set_aside_opposite
from workers.engine.other_amounts import other_amount
from workers.engine.other_boxes import about_other_box
from workers.engine.other_countries import other_country
from workers.engine.other_endpoints import endpoint_only
from workers.engine.other_items import same_item_only
from workers.engine.other_names import named_only
from workers.engine.owner_values import of_owned_only
from workers.engine.passing_values import answering_only
from workers.engine.per_item import set_aside_items
from workers.engine.per_units import settle_units
from workers.engine.policy import Policy
from workers.engine.quantified_nouns import other_quantity
from workers.engine.query import QueryView, read_query
from workers.engine.records import (
    Doc,
    conflict_record,
    dropped,
    dropped_chunks,
    resolved_fields,
    summary,
)
from workers.engine.remainders import remainder
from workers.engine.rules import absolute_majority
from workers.engine.sides import stating
from workers.engine.unnamed_chunks import about_other_thing
from workers.engine.web_permissions import polarity_only
from workers.engine.witnesses import claimed_keys, fragment_answers, with_witnesses
from workers.engine.working_days import settle_days
from workers.engine.yearless import year_answers

__all__ = ["Resolution", "resolve"]

_SEVERITY: dict[str | None, tuple[int, ContextStatus]] = {
    "auto_resolved": (1, "resolved"),
    "surfaced": (2, "surfaced"),
    "escalated": (3, "escalated"),
    # a reviewed conflict: by the decision's effect on the answer
    "accept_winner": (1, "resolved"),
    "accept_both_with_condition": (2, "surfaced"),
    "accept_neither": (3, "escalated"),
    "request_fresher_source": (3, "escalated"),
}


@dataclass(frozen=True, slots=True)
class Resolution:
    """Everything one event produces: the generation record and the conflict records, as
    plain JSON data in schema field order (what the worker encodes and sends)."""

    context_doc: Doc
    conflict_docs: list[Doc]

    @property
    def context(self) -> ResolvedContext:
        """The ResolvedContext, validated into its schema model (not on the hot path)."""
        return ResolvedContext.model_validate(self.context_doc)

    @property
    def conflicts(self) -> list[ConflictRecord]:
        """The ConflictRecords, validated into their schema model (not on the hot path)."""
        return [ConflictRecord.model_validate(doc) for doc in self.conflict_docs]


def resolve(
    event: RetrievalEvent, policy: Policy, received_at: str, *,
    decisions: DecisionTable = NO_DECISIONS, budget: Budget = UNLIMITED,
) -> Resolution:
    """Resolve one event under ``policy`` and the reviewers' ``decisions``.

    ``created_at`` of every record is the event's ``emitted_at`` when present (so a replay
    yields identical records), else ``received_at``. A conflict whose disagreement a
    reviewer has decided follows that decision (``workers.engine.decisions``); with no
    decisions the records are exactly the policy's. Never raises on a valid event, except
    ``BudgetExceeded`` once ``budget`` has run out.
    """
    query = read_query(event)
    chunks, withheld = _unique_chunks(event.chunks)
    in_scope, out_of_scope = _split_by_as_of(chunks, event.as_of)
    withheld.extend(dropped(c.chunk_id, None, "out_of_scope") for c in out_of_scope)
    decided = _decide_all(in_scope, policy, query, event.tenant, decisions=decisions,
                          budget=budget)
    created_at = event.emitted_at or received_at
    records = [conflict_record(event, d, policy.version, created_at) for d in decided]
    withheld.extend(dropped_chunks(decided))
    withheld.sort(key=lambda d: (d["chunk_id"], d["reason"]))
    gone = {d["chunk_id"] for d in withheld if d["reason"] != "duplicate_chunk_id"}
    passages = [
        chunk.model_dump(mode="json")
        for _, chunk in sorted(in_scope, key=_relevance)
        if chunk.chunk_id not in gone
    ]
    context = {  # a ResolvedContext, fields in schema order
        "event_id": event.event_id,
        "tenant": event.tenant,
        "query": event.query,
        "policy_version": policy.version,
        "resolution_id": content_id(
            "rs_",
            [event.tenant, event.event_id, policy.version, *sorted(c.chunk_id for _, c in chunks),
             *(r["conflict_id"] for r in records)],
        ),
        "status": _status(records),
        "passages": passages,
        "dropped": withheld,
        "resolved_fields": resolved_fields(decided),
        "conflicts": [summary(r) for r in records],
        "directive": build_directive(decided),
    }
    return Resolution(context, records)


def _decide_all(
    chunks: Sequence[tuple[int, Chunk]], policy: Policy, query: QueryView, tenant: str,
    *, decisions: DecisionTable, budget: Budget,
) -> list[Decided]:
    entities = chunk_entities({c.chunk_id: c.text for _, c in chunks}, query.text)
    members: list[Member] = []
    claims_by_chunk = asked_claims(chunks, query, entities, budget)
    for (order, chunk), claims in zip(chunks, claims_by_chunk, strict=True):
        authority = policy.authority(chunk.source_tier, chunk.doc_class)
        members.extend(Member.of(chunk, claim, order, authority) for claim in claims)
    budget.check("before grouping claims")
    decided = []
    stated = stated_by_chunk(members)
    keyed = claimed_keys(members)
    fragments = fragment_answers(members)

    named_chunks = [(order, c) for order, c in chunks
                    if not about_other_box(c.text, query.text)]  # witnesses none: ``other_boxes``
    if query.slot is not None and query.slot.agent:
        named_chunks = [(order, c) for order, c in named_chunks
                        if not about_other_thing(c.text, query.text)]

    def titled() -> dict[str, str]:
        """chunk id → the entity its own title or first mention names (``own_entity``)."""
        names = query_names(query.text)
        return {c.chunk_id: own_entity(c.text, names, query.text) for _, c in chunks}

    def decided_with_witnesses(group: Group, fields: list[FieldType]) -> Decided:
        """The group's outcome; for an answer slot left open, the outcome with the chunks
        that witness a disputed value (``witnesses``) when with them an absolute majority
        of independent texts decides it (a reviewer's decision on either stands)."""
        plain = _decided(group, fields, policy, query, tenant, decisions)
        if query.slot is None or plain.review is not None \
                or plain.outcome.status == "auto_resolved":
            return plain
        more = with_witnesses(group, fields, named_chunks, claimed=keyed, entities=entities,
                              policy=policy, fragments=fragments, titled=titled(),
                              query=query.text)
        if more is group or not absolute_majority(more.members, fields, policy.tolerance):
            return plain
        voted = _decided(more, fields, policy, query, tenant, decisions)
        by_policy = voted.policy_outcome or voted.outcome
        return voted if by_policy.rule_applied[-1:] == ["majority"] else plain

    in_country = [m for m in joined_prices(members, query)
                  if not other_country(m.chunk.text, query.text)
                  and not other_flow(m, query.text)
                  and not other_quantity(m, query.text)
                  and not other_amount(m, query.text)
                  and not remainder(m, query.text)]
    answering = _answering(query)
    for built in build_groups(free_lone_values(in_country, policy,
                                               query_names(query.text)), asked=query.facets):
        budget.check("before deciding a conflict")
        if off_question(query.focus, built.members[0].claim.attribute) \
                or other_row(built.entity_key) \
                or unasked_amounts(query, built.members) or off_topic(query, built.members) \
                or len(named := named_only(built.members, query)) < 2 \
                or len(named := best_rows(named, query.text, policy.tolerance, answering)) < 2 \
                or len(named := ruled_only(named, query.text)) < 2 \
                or len(named := endpoint_only(named, query.text)) < 2 \
                or len(named := year_answers(named, query)) < 2 \
                or len(named := in_asked_year(named, query)) < 2 \
                or len(named := answering_only(named, query, answering, policy.tolerance)) < 2 \
                or len(named := same_item_only(named, query, answering, policy.tolerance)) < 2 \
                or len(named := of_owned_only(named, query, answering, policy.tolerance)) < 2:
            continue
        settled = settle_units(settle_days(named, query.text), policy.tolerance)
        if query.answer == "yes-no":
            settled = polarity_only(set_aside_opposite(settled, query.text), query)
        group = Group(built.entity_key,
                      set_aside_items(set_aside_conversions(settled), policy.tolerance))
        read = read_charitably(group, answering, policy.tolerance,
                               stated=query.slot is not None)
        fields = [f for f in detected_fields(read.members, policy.tolerance, answering)
                  if not explained(read.members, f, policy.tolerance_for(f), stated)]
        if fields:
            decided.append(decided_with_witnesses(stating(read, fields, policy.tolerance), fields))
    if query.slot is not None:  # copies (names), echoes (typed)
        budget.check("before comparing copies")
        naming = query.slot.kind == "name"
        for group in [*(copy_groups(named_chunks, policy, query) if naming else ()),
                      *echo_groups(named_chunks, policy, query)]:
            if already_compared(group, [d.members for d in decided], by_value=not naming):
                continue  # the typed fields already set these copies against each other
            claimed = [f for f in DETECTION_ORDER
                       if any(f in m.claim.values for m in group.members)]
            fields = detected_fields(group.members, policy.tolerance, claimed)
            if fields:
                decided.append(decided_with_witnesses(group, fields))
    decided.sort(key=lambda d: (d.entity_key, d.conflict_id))
    return decided


def _status(records: Sequence[Doc]) -> ContextStatus:
    worst: tuple[int, ContextStatus] = (0, "clean")
    for record in records:
        reviewed = record["status"] == "reviewed"
        status = record["reviewer_decision"] if reviewed else record["status"]
        worst = max(worst, _SEVERITY[status])
    return worst[1]
