"""Build the wire records of one resolution as plain JSON-ready structures.

The hot output path constructs no pydantic model: each builder returns a dict whose keys
are exactly the fields of its schema model (``schemas.records``), in the schema's order,
with every optional field present, so ``orjson.dumps(doc)`` is byte-identical to
``orjson.dumps(Model.model_validate(doc).model_dump(mode="json"))``
(``tests/unit/test_plain_records.py`` proves it on every labelled set). The pydantic models
stay the schema: readers validate with them, ``schemas export`` is generated from them.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from schemas.events import RetrievalEvent
from workers.engine.decided import Decided
from workers.engine.decisions import fold_decision_doc
from workers.engine.fields.registry import DETECTION_ORDER
from workers.engine.members import Member

Doc = dict[str, Any]
"""A record as plain JSON data, keys in its schema model's field order."""


def conflict_record(event: RetrievalEvent, d: Decided, policy_version: str,
                    created_at: str) -> Doc:
    """The archived ConflictRecord of ``d``; every member's text is kept verbatim.

    A reviewed conflict is the policy's record folded with the decision, exactly as the
    review service writes it back.
    """
    outcome = d.policy_outcome or d.outcome
    record = {
        "conflict_id": d.conflict_id,
        "tenant": event.tenant,
        "entity_key": d.entity_key,
        "event_id": event.event_id,
        "query": event.query,
        "detected_fields": list(d.fields),
        "category": outcome.category,
        "chunks": [archived(m) for m in d.members],
        "strategy": outcome.strategy,
        "rule_applied": list(outcome.rule_applied),
        "winner": outcome.winner.chunk_id if outcome.winner else None,
        "loser_retained": True,
        "status": outcome.status,
        "owner": d.owner,
        "policy_version": policy_version,
        "created_at": created_at,
        "reviewer": None,
        "reviewer_decision": None,
        "decided_at": None,
        "notes": list(outcome.notes),
        "reviewer_condition": None,
        "reviewer_note": None,
    }
    if d.review is None:
        return record
    winner = d.outcome.winner
    return fold_decision_doc(record, d.review, winner.chunk_id if winner else None)


def archived(m: Member) -> Doc:
    """A member's chunk as the archive keeps it (a ConflictChunk): provenance, verbatim
    text, its values and the scope its claim was read with."""
    chunk = m.chunk
    return {
        "chunk_id": chunk.chunk_id,
        "doc_id": chunk.doc_id,
        "doc_class": chunk.doc_class,
        "source_tier": chunk.source_tier,
        "effective_date": chunk.effective_date,
        "published_at": chunk.published_at,
        "crawled_at": chunk.crawled_at,
        "verbatim": chunk.text,
        "values": archived_values(m),
        "scope": dict(m.claim.facets),
    }


def archived_values(m: Member) -> dict[str, str]:
    """The values the archive keeps for a member: field type → display, detection order."""
    values = m.claim.values
    return {f: values[f].display for f in DETECTION_ORDER if f in values}


def summary(record: Doc) -> Doc:
    """The ConflictSummary of a conflict record."""
    return {
        "conflict_id": record["conflict_id"],
        "category": record["category"],
        "detected_fields": record["detected_fields"],
        "rule_applied": record["rule_applied"],
        "winner": record["winner"],
        "status": record["status"],
    }


def dropped(chunk_id: str, conflict_id: str | None, reason: str) -> Doc:
    """A DroppedChunk."""
    return {"chunk_id": chunk_id, "conflict_id": conflict_id, "reason": reason}


def resolved_fields(decided: Sequence[Decided]) -> list[Doc]:
    """One ResolvedField per decided value, with the winner's sentence that states it."""
    out = []
    for d in decided:
        winner = d.outcome.winner
        if winner is None:
            continue
        for field in d.fields:
            value = winner.claim.values.get(field)
            if value is None:
                continue
            out.append({
                "entity_key": d.entity_key,
                "field": field,
                "value": value.display,
                "chunk_id": winner.chunk_id,
                "snippet": winner.claim.snippets.get(field, winner.claim.snippet),
            })
    return out


def dropped_chunks(decided: Sequence[Decided]) -> list[Doc]:
    """Chunks that lost an auto-resolved conflict and are needed by no other conflict.

    A chunk that wins some conflict, or takes part in a surfaced or escalated one, stays.
    A reviewer's accept_neither makes every chunk of its conflict a loser.
    """
    keep: set[str] = set()
    lost: dict[str, tuple[str, str]] = {}
    for d in sorted(decided, key=lambda x: x.conflict_id):
        winner = d.outcome.winner
        if d.review is not None and d.review.kind == "accept_neither":
            for m in sorted(d.members, key=lambda x: x.chunk_id):
                lost.setdefault(m.chunk_id, (d.conflict_id, d.outcome.rule_applied[-1]))
            continue
        if winner is None:
            keep.update(m.chunk_id for m in d.members)
            continue
        keep.add(winner.chunk_id)
        reason = d.outcome.rule_applied[-1]
        for chunk_id in sorted(d.losers):
            lost.setdefault(chunk_id, (d.conflict_id, reason))
    return [
        dropped(cid, conflict, reason)
        for cid, (conflict, reason) in sorted(lost.items())
        if cid not in keep
    ]
