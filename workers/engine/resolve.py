"""The engine's entry point: one RetrievalEvent in, its ResolvedContext and conflicts out.

Pure and deterministic: no I/O, no clock (the caller passes ``received_at``, and may pass
a ``Budget`` that the engine asks, between chunks and conflicts, whether time is up), and
the records do not depend on the order of the event's chunks. The records are built as plain
JSON data (``records.Doc``); the pydantic views are built only when someone asks for them.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import orjson

from schemas.events import Chunk, RetrievalEvent
from schemas.records import ConflictRecord, ResolvedContext
from schemas.types import ContextStatus, FieldType, parse_iso
from workers.engine.anniversaries import witnessed_only
from workers.engine.asked import asked_fields
from workers.engine.asked_deal import asked_deal, dealt_only
from workers.engine.asked_event import asked_event, evented_only
from workers.engine.asked_measure import asked_measure, asks_physical, measured_only
from workers.engine.asked_period import asked_period_only
from workers.engine.budget import UNLIMITED, Budget
from workers.engine.charitable import read_charitably
from workers.engine.claims import extract_claims
from workers.engine.conversions import set_aside_conversions
from workers.engine.copies import copy_groups
from workers.engine.costated import explained, stated_by_chunk
from workers.engine.counted_years import told_only
from workers.engine.decided import Decided
from workers.engine.decisions import (
    NO_DECISIONS,
    DecisionTable,
    chunk_signature,
    disagreement_id,
    reviewed_outcome,
)
from workers.engine.detect import detected_fields, differs_on
from workers.engine.dimensioned import asked_dimension_only
from workers.engine.directive import build_directive
from workers.engine.document_rows import best_rows
from workers.engine.duration_uses import lengths_only
from workers.engine.echoes import already_compared, echo_groups
from workers.engine.entities import chunk_entities, query_names
from workers.engine.fields.registry import DETECTION_ORDER
from workers.engine.groups import Group, build_groups
from workers.engine.ids import content_id
from workers.engine.lone_prices import joined_prices
from workers.engine.lone_values import free_lone_values
from workers.engine.measured import off_question, unasked_amounts
from workers.engine.members import Member
from workers.engine.named_measures import unnamed_only
from workers.engine.observed import ruled_only
from workers.engine.off_topic import off_topic, other_row
from workers.engine.opposite_flows import other_flow
from workers.engine.opposite_places import set_aside_opposite
from workers.engine.other_amounts import other_amount
from workers.engine.other_countries import other_country
from workers.engine.other_endpoints import endpoint_only
from workers.engine.other_names import named_only
from workers.engine.per_item import set_aside_items
from workers.engine.per_units import settle_units
from workers.engine.policy import Policy
from workers.engine.product_lines import unsold_only
from workers.engine.qa_pages import answered_only
from workers.engine.qa_subjects import other_answers_dropped
from workers.engine.quantified_nouns import other_quantity
from workers.engine.query import QueryView, read_query
from workers.engine.questions import read_slot
from workers.engine.records import (
    Doc,
    archived_values,
    conflict_record,
    dropped,
    dropped_chunks,
    resolved_fields,
    summary,
)
from workers.engine.rules import absolute_majority, decide
from workers.engine.sibling_variants import siblings_only
from workers.engine.sides import answers_only, stating
from workers.engine.unpredicated import predicated_only
from workers.engine.witnesses import claimed_keys, fragment_answers, with_witnesses
from workers.engine.working_days import settle_days

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
    asked = None if query.answer == "yes-no" else asked_fields(query.text)
    measure = None if query.answer == "yes-no" else asked_measure(query)
    event = None if query.answer == "yes-no" else asked_event(query)
    members: list[Member] = []
    readings = []
    for order, chunk in chunks:
        budget.check(f"before reading chunk {order}")
        readings.append((chunk.text, unnamed_only(asked_dimension_only(asked_period_only(
            lengths_only(measured_only(answers_only(
                extract_claims(chunk, query, entities.get(chunk.chunk_id), budget), asked),
                chunk.text, measure), chunk.text, query.text), chunk.text, query.text),
            chunk.text, query.text), chunk.text, query.text)))
    readings = predicated_only(answered_only(other_answers_dropped(readings, query.text),
                                             query.slot or read_slot(query.text)))
    deal = asked_deal(query)
    if deal is not None:
        readings = list(zip([text for text, _ in readings], dealt_only(readings, deal),
                            strict=True))
    readings = told_only(witnessed_only(siblings_only(list(zip(
        [text for text, _ in readings], unsold_only(readings, query), strict=True)), query)),
        event, query.text)
    for (order, chunk), claims in zip(chunks, evented_only(readings, event), strict=True):
        authority = policy.authority(chunk.source_tier, chunk.doc_class)
        members.extend(Member.of(chunk, claim, order, authority) for claim in claims)
    budget.check("before grouping claims")
    decided = []
    stated = stated_by_chunk(members)
    keyed = claimed_keys(members)
    fragments = fragment_answers(members)

    def decided_with_witnesses(group: Group, fields: list[FieldType]) -> Decided:
        """The group's outcome; for an answer slot left open, the outcome with the chunks
        that witness a disputed value (``witnesses``) when with them an absolute majority
        of independent texts decides it (a reviewer's decision on either stands)."""
        plain = _decided(group, fields, policy, query, tenant, decisions)
        if query.slot is None or plain.review is not None \
                or plain.outcome.status == "auto_resolved":
            return plain
        more = with_witnesses(group, fields, chunks, claimed=keyed, entities=entities,
                              policy=policy, fragments=fragments)
        if more is group or not absolute_majority(more.members, fields, policy.tolerance):
            return plain
        voted = _decided(more, fields, policy, query, tenant, decisions)
        by_policy = voted.policy_outcome or voted.outcome
        return voted if by_policy.rule_applied[-1:] == ["majority"] else plain

    in_country = [m for m in joined_prices(members, query)
                  if not other_country(m.chunk.text, query.text)
                  and not other_flow(m, query.text)
                  and not other_quantity(m, query.text)
                  and not other_amount(m, query.text)]
    for built in build_groups(free_lone_values(in_country, policy,
                                               query_names(query.text)), asked=query.facets):
        budget.check("before deciding a conflict")
        if off_question(query.focus, built.members[0].claim.attribute) \
                or other_row(built.entity_key) \
                or unasked_amounts(query, built.members) or off_topic(query, built.members) \
                or len(named := named_only(built.members, query)) < 2 \
                or len(named := best_rows(named, query.text, policy.tolerance)) < 2 \
                or len(named := ruled_only(named, query.text)) < 2 \
                or len(named := endpoint_only(named, query.text)) < 2:
            continue
        settled = settle_units(settle_days(named, query.text), policy.tolerance)
        if query.answer == "yes-no":
            settled = set_aside_opposite(settled, query.text)
        group = Group(built.entity_key,
                      set_aside_items(set_aside_conversions(settled), policy.tolerance))
        read = read_charitably(group, _answering(query), policy.tolerance,
                               stated=query.slot is not None)
        fields = [f for f in detected_fields(read.members, policy.tolerance, _answering(query))
                  if not explained(read.members, f, policy.tolerance_for(f), stated)]
        if fields:
            decided.append(decided_with_witnesses(stating(read, fields, policy.tolerance), fields))
    if query.slot is not None:  # copies (names), echoes (typed)
        budget.check("before comparing copies")
        naming = query.slot.kind == "name"
        for group in [*(copy_groups(chunks, policy, query) if naming else ()),
                      *echo_groups(chunks, policy, query)]:
            if already_compared(group, [d.members for d in decided], by_value=not naming):
                continue  # the typed fields already set these copies against each other
            claimed = [f for f in DETECTION_ORDER
                       if any(f in m.claim.values for m in group.members)]
            fields = detected_fields(group.members, policy.tolerance, claimed)
            if fields:
                decided.append(decided_with_witnesses(group, fields))
    decided.sort(key=lambda d: (d.entity_key, d.conflict_id))
    return decided


def _answering(query: QueryView) -> tuple[FieldType, ...]:
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



def _decided(  # noqa: PLR0917 - private, called from two places in _decide_all
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


def _unique_chunks(chunks: Sequence[Chunk]) -> tuple[list[tuple[int, Chunk]], list[Doc]]:
    """One chunk per chunk_id: exact repeats collapse; of differing ones the canonically
    smallest is kept and the rest are dropped as ``duplicate_chunk_id``."""
    by_id: dict[str, list[tuple[int, Chunk]]] = {}
    for order, chunk in enumerate(chunks):
        by_id.setdefault(chunk.chunk_id, []).append((order, chunk))
    kept: list[tuple[int, Chunk]] = []
    duplicates: list[Doc] = []
    for chunk_id, copies in by_id.items():
        if len(copies) == 1:
            kept.append(copies[0])
            continue
        ranked = sorted(copies, key=lambda oc: (orjson.dumps(oc[1].model_dump(mode="json"),
                                                              option=orjson.OPT_SORT_KEYS), oc[0]))
        kept.append(ranked[0])
        if any(c != ranked[0][1] for _, c in ranked[1:]):
            duplicates.append(dropped(chunk_id, None, "duplicate_chunk_id"))
    kept.sort(key=lambda oc: oc[0])
    return kept, duplicates


def _split_by_as_of(
    chunks: list[tuple[int, Chunk]], as_of: str | None
) -> tuple[list[tuple[int, Chunk]], list[Chunk]]:
    """Chunks whose effective period covers ``as_of`` (day granularity); the rest are out."""
    if as_of is None:
        return chunks, []
    day = parse_iso(as_of).date()
    inside, outside = [], []
    for order, chunk in chunks:
        start = parse_iso(chunk.effective_date).date() if chunk.effective_date else None
        until = parse_iso(chunk.effective_until).date() if chunk.effective_until else None
        if (start is not None and day < start) or (until is not None and day > until):
            outside.append(chunk)
        else:
            inside.append((order, chunk))
    return inside, outside


def _relevance(item: tuple[int, Chunk]) -> tuple[int, int]:
    """Passage order: rank (unranked last), then position in the input."""
    order, chunk = item
    return (chunk.rank if chunk.rank is not None else 1 << 62), order


def _status(records: Sequence[Doc]) -> ContextStatus:
    worst: tuple[int, ContextStatus] = (0, "clean")
    for record in records:
        reviewed = record["status"] == "reviewed"
        status = record["reviewer_decision"] if reviewed else record["status"]
        worst = max(worst, _SEVERITY[status])
    return worst[1]
