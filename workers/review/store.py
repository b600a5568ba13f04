"""The review service's SQLite view of the compacted archive and decisions topics.

The database is a cache of the topics, never a source of truth: ``Store.open`` drops and
recreates its tables, and the follower replays both topics into it from the beginning.
The latest record per conflict_id wins, exactly as compaction keeps it. Every query takes
the reviewer's tenant: nothing here returns another tenant's rows.
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass
from pathlib import Path

import orjson

from schemas.records import ConflictRecord, ReviewerDecision
from schemas.types import parse_iso
from workers.encode import to_bytes

OPEN_STATUSES = ("escalated", "surfaced")

_SCHEMA = """
DROP TABLE IF EXISTS conflicts;
DROP TABLE IF EXISTS decisions;
CREATE TABLE conflicts (
    conflict_id TEXT PRIMARY KEY,
    tenant TEXT NOT NULL,
    status TEXT NOT NULL,
    owner TEXT NOT NULL,
    entity_key TEXT NOT NULL,
    created_at TEXT NOT NULL,
    doc_classes TEXT NOT NULL,
    fields TEXT NOT NULL,
    decided INTEGER NOT NULL,
    record BLOB NOT NULL
);
CREATE INDEX conflicts_open ON conflicts (tenant, decided, status, created_at);
CREATE INDEX conflicts_key ON conflicts (tenant, entity_key);
CREATE TABLE decisions (
    conflict_id TEXT PRIMARY KEY,
    tenant TEXT,
    entity_key TEXT,
    decided_at TEXT NOT NULL,
    record BLOB NOT NULL
);
CREATE INDEX decisions_key ON decisions (tenant, entity_key);
"""


@dataclass(frozen=True, slots=True)
class Filters:
    """List filters; an empty string means any."""

    owner: str = ""
    doc_class: str = ""
    field: str = ""


@dataclass(frozen=True, slots=True)
class Page:
    records: list[ConflictRecord]
    total: int
    number: int
    size: int

    @property
    def pages(self) -> int:
        return max(1, -(-self.total // self.size))


@dataclass(frozen=True, slots=True)
class PriorDecision:
    decision: ReviewerDecision
    record: ConflictRecord | None


def _bar(values: list[str]) -> str:
    """``|a|b|``: a set stored so ``instr`` finds whole members only."""
    return "|" + "|".join(sorted(set(values))) + "|"


class Store:
    """Conflicts and decisions of every tenant, queried per tenant."""

    def __init__(self, db: sqlite3.Connection) -> None:
        self._db = db

    @classmethod
    def open(cls, path: Path | str) -> Store:
        """A fresh store at ``path`` (``:memory:`` for tests); old contents are dropped."""
        if str(path) != ":memory:":
            Path(path).parent.mkdir(parents=True, exist_ok=True)
        db = sqlite3.connect(str(path), isolation_level=None)
        db.execute("PRAGMA journal_mode=WAL")
        db.executescript(_SCHEMA)
        return cls(db)

    def close(self) -> None:
        self._db.close()

    def put_conflict(self, record: ConflictRecord) -> None:
        self._db.execute(
            "INSERT OR REPLACE INTO conflicts VALUES (?,?,?,?,?,?,?,?,?,?)",
            (record.conflict_id, record.tenant, record.status, record.owner, record.entity_key,
             parse_iso(record.created_at).isoformat(),
             _bar([c.doc_class for c in record.chunks]), _bar(list(record.detected_fields)),
             int(record.reviewer_decision is not None), to_bytes(record)),
        )

    def delete_conflict(self, conflict_id: str) -> None:
        self._db.execute("DELETE FROM conflicts WHERE conflict_id = ?", (conflict_id,))

    def put_decision(self, decision: ReviewerDecision) -> None:
        self._db.execute(
            "INSERT OR REPLACE INTO decisions VALUES (?,?,?,?,?)",
            (decision.conflict_id, decision.tenant, decision.entity_key,
             parse_iso(decision.decided_at).isoformat(), to_bytes(decision)),
        )

    def delete_decision(self, conflict_id: str) -> None:
        self._db.execute("DELETE FROM decisions WHERE conflict_id = ?", (conflict_id,))

    def conflict(self, tenant: str, conflict_id: str) -> ConflictRecord | None:
        """The latest record of ``conflict_id`` if it belongs to ``tenant``."""
        row = self._db.execute(
            "SELECT record FROM conflicts WHERE conflict_id = ? AND tenant = ?",
            (conflict_id, tenant),
        ).fetchone()
        return ConflictRecord.model_validate(orjson.loads(row[0])) if row else None

    def any_conflict(self, conflict_id: str) -> ConflictRecord | None:
        """The latest record of ``conflict_id`` whatever its tenant (follower use only)."""
        row = self._db.execute(
            "SELECT record FROM conflicts WHERE conflict_id = ?", (conflict_id,)
        ).fetchone()
        return ConflictRecord.model_validate(orjson.loads(row[0])) if row else None

    def decision(self, conflict_id: str) -> ReviewerDecision | None:
        row = self._db.execute(
            "SELECT record FROM decisions WHERE conflict_id = ?", (conflict_id,)
        ).fetchone()
        return ReviewerDecision.model_validate(orjson.loads(row[0])) if row else None

    def decided_ids(self) -> list[str]:
        return [r[0] for r in self._db.execute("SELECT conflict_id FROM decisions")]

    def open_conflicts(self, tenant: str, filters: Filters, number: int, size: int) -> Page:
        """Open conflicts of ``tenant``: escalated first, then surfaced; oldest first."""
        where = ["tenant = ?", "decided = 0", "status IN (?, ?)"]
        args: list[object] = [tenant, *OPEN_STATUSES]
        if filters.owner:
            where.append("owner = ?")
            args.append(filters.owner)
        if filters.doc_class:
            where.append("instr(doc_classes, ?) > 0")
            args.append(f"|{filters.doc_class}|")
        if filters.field:
            where.append("instr(fields, ?) > 0")
            args.append(f"|{filters.field}|")
        clause = " AND ".join(where)
        (total,) = self._db.execute(f"SELECT count(*) FROM conflicts WHERE {clause}",
                                    args).fetchone()
        rows = self._db.execute(
            f"SELECT record FROM conflicts WHERE {clause} "
            "ORDER BY status = 'surfaced', created_at, conflict_id LIMIT ? OFFSET ?",
            [*args, size, (number - 1) * size],
        ).fetchall()
        records = [ConflictRecord.model_validate(orjson.loads(r[0])) for r in rows]
        return Page(records, int(total), number, size)

    def facets(self, tenant: str) -> dict[str, list[str]]:
        """Owners and document classes present among ``tenant``'s open conflicts."""
        rows = self._db.execute(
            "SELECT owner, doc_classes FROM conflicts WHERE tenant = ? AND decided = 0 "
            "AND status IN (?, ?)", (tenant, *OPEN_STATUSES),
        ).fetchall()
        owners = sorted({r[0] for r in rows})
        classes = sorted({c for r in rows for c in r[1].strip("|").split("|") if c})
        return {"owner": owners, "doc_class": classes}

    def prior_decisions(
        self, tenant: str, entity_key: str, exclude: str, limit: int = 20
    ) -> list[PriorDecision]:
        """Decisions on the same entity key in ``tenant``, newest first."""
        rows = self._db.execute(
            "SELECT d.record, c.record FROM decisions d "
            "LEFT JOIN conflicts c ON c.conflict_id = d.conflict_id "
            "WHERE coalesce(d.tenant, c.tenant) = ? AND coalesce(d.entity_key, c.entity_key) = ? "
            "AND d.conflict_id != ? ORDER BY d.decided_at DESC LIMIT ?",
            (tenant, entity_key, exclude, limit),
        ).fetchall()
        return [
            PriorDecision(
                ReviewerDecision.model_validate(orjson.loads(d)),
                ConflictRecord.model_validate(orjson.loads(c)) if c else None,
            )
            for d, c in rows
        ]
