"""Hand-made labelled events, conflict records and archive records for governance tests."""

from __future__ import annotations

from typing import Any

from schemas.records import ConflictRecord


def chunk(chunk_id: str, doc_class: str = "policy", text: str = "", **extra: Any) -> dict[str, Any]:
    return {"chunk_id": chunk_id, "doc_id": extra.pop("doc_id", f"doc-{chunk_id}"),
            "text": text or f"text of {chunk_id}", "doc_class": doc_class, **extra}


def label(chunks: list[str], fields: list[str], winner: str | None = None,
          strategy: str = "rule_chain", rules: tuple[str, ...] | None = None) -> dict[str, Any]:
    rules = rules or (("authoritative_source",) if winner else ("escalate",))
    return {"chunks": chunks, "fields": fields, "strategy": strategy, "rule_applied": list(rules),
            "winner": winner, "status": "auto_resolved" if winner else "escalated"}


def labelled_event(event_id: str, chunks: list[dict[str, Any]],
                   conflicts: list[dict[str, Any]]) -> dict[str, Any]:
    worst = "escalated" if any(c["status"] == "escalated" for c in conflicts) else (
        "resolved" if conflicts else "clean")
    return {"event_id": event_id, "query": "q", "chunks": chunks,
            "expect": {"conflicts": conflicts, "status": worst, "note": ""}}


def predicted(event: dict[str, Any], chunks: list[str], fields: list[str],
              winner: str | None = None, *, strategy: str = "rule_chain",
              rules: tuple[str, ...] | None = None, key: str = "k") -> dict[str, Any]:
    """A ConflictRecord-shaped JSON object over chunks of ``event``."""
    by_id = {c["chunk_id"]: c for c in event["chunks"]}
    rules = rules or (("authoritative_source",) if winner else ("escalate",))
    return {"event_id": event["event_id"], "entity_key": key, "detected_fields": fields,
            "chunks": [{"chunk_id": c, "doc_class": by_id[c]["doc_class"]} for c in chunks],
            "strategy": strategy, "rule_applied": list(rules), "winner": winner,
            "status": "auto_resolved" if winner else "escalated"}


def archived(conflict_id: str, entity_key: str, docs: list[tuple[str, str, str]], *,
             owner: str = "kb-owners", status: str = "escalated", winner: str | None = None,
             rules: tuple[str, ...] = ("escalate",), created_at: str = "2026-11-01T10:00:00Z",
             event_id: str | None = None, decided_at: str | None = None,
             decision: str | None = None, tenant: str = "acme",
             values: dict[str, dict[str, str]] | None = None) -> ConflictRecord:
    """An archived ConflictRecord; ``docs`` are (chunk_id/doc_id, doc_class, source_tier)."""
    values = values or {}
    return ConflictRecord.model_validate({
        "conflict_id": conflict_id, "tenant": tenant, "entity_key": entity_key,
        "event_id": event_id or f"ev-{conflict_id}", "query": f"what about {entity_key}?",
        "detected_fields": ["quantity"], "category": "unresolved",
        "chunks": [{"chunk_id": d, "doc_id": d, "doc_class": cls, "source_tier": tier,
                    "effective_date": None, "published_at": None, "crawled_at": None,
                    "verbatim": f"text of {d}", "values": values.get(d, {"quantity": "1 day"})}
                   for d, cls, tier in docs],
        "strategy": "rule_chain", "rule_applied": list(rules), "winner": winner,
        "loser_retained": winner is None, "status": status, "owner": owner,
        "policy_version": "t", "created_at": created_at,
        "reviewer": "j.doe" if decided_at else None, "reviewer_decision": decision,
        "decided_at": decided_at,
    })
