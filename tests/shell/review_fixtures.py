"""Builders for review-service tests: conflict records from the engine, an in-memory
publisher that records what would be produced, and a signed-in test client."""

from __future__ import annotations

import re
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from aiohttp import CookieJar
from aiohttp.test_utils import TestClient, TestServer
from prometheus_client import CollectorRegistry

from schemas import ConflictRecord, RetrievalEvent, ReviewerDecision
from workers.engine import resolve
from workers.policy_file import load_policy
from workers.review.auth import Account, Authenticator, Reviewer, Sessions, hash_password
from workers.review.metrics import ReviewMetrics
from workers.review.store import Store
from workers.review.web import Review, create_web_app

ROOT = Path(__file__).resolve().parents[2]
POLICY = load_policy(str(ROOT / "deploy" / "policy.toml"))
NOW = datetime(2026, 11, 30, 12, 0, tzinfo=UTC)
PASSWORD = "correct horse battery staple"
SCRIPT = "Contractors must not access production. <script>alert('x')</script> <b>bold</b>"


def escalated(tenant: str = "acme", event_id: str = "ev-1", script: bool = False,
              days: tuple[str, str] = ("90", "30"), suffix: str = "") -> ConflictRecord:
    """An escalated conflict between two team wiki pages (nothing separates them);
    ``suffix`` makes the chunk ids, hence the conflict id, different."""
    text_b = SCRIPT if script else f"Logs are retained for {days[1]} days."
    event = RetrievalEvent.model_validate({
        "event_id": event_id, "tenant": tenant, "query": "How long are logs retained?",
        "emitted_at": "2026-11-29T10:00:00Z",
        "chunks": [
            {"chunk_id": f"c_a{suffix}", "doc_id": "wiki-a", "doc_class": "team_wiki",
             "text": f"Logs are retained for {days[0]} days."},
            {"chunk_id": f"c_b{suffix}", "doc_id": "wiki-b", "doc_class": "team_wiki",
             "text": text_b},
        ],
    })
    if script:
        event = RetrievalEvent.model_validate({
            "event_id": event_id, "tenant": tenant, "emitted_at": "2026-11-29T10:00:00Z",
            "query": "May contractors access the production database?",
            "chunks": [
                {"chunk_id": "c_a", "doc_id": "onboarding", "doc_class": "policy",
                 "text": "Contractors may access the production database with manager approval."},
                {"chunk_id": "c_b", "doc_id": "sec-std", "doc_class": "security_standard",
                 "text": SCRIPT},
            ],
        })
    (record,) = resolve(event, POLICY, "2026-11-29T10:00:00Z").conflicts
    assert record.status == "escalated", record
    return record


@dataclass
class RecordingPublisher:
    """Stands in for Kafka in web tests (integration tests use the real broker)."""

    produced: list[tuple[ReviewerDecision, ConflictRecord]] = field(default_factory=list)

    async def publish(self, decision: ReviewerDecision, reviewed: ConflictRecord) -> None:
        self.produced.append((decision, reviewed))


def review_for(*records: ConflictRecord) -> Review:
    store = Store.open(":memory:")
    for record in records:
        store.put_conflict(record)
    accounts = {
        name: Account(Reviewer(name, tenant), hash_password(PASSWORD))
        for name, tenant in (("ann", "acme"), ("gus", "globex"))
    }
    return Review(store, Authenticator(accounts), Sessions(), RecordingPublisher(),
                  ReviewMetrics(CollectorRegistry()), lambda: NOW, ready=True)


def token(html: str) -> str:
    match = re.search(r'name="csrf" value="([^"]+)"', html)
    assert match, html
    return match.group(1)


@asynccontextmanager
async def client(review: Review, name: str | None = "ann") -> AsyncIterator[TestClient[Any, Any]]:
    """A test client, signed in as ``name`` (ann: acme, gus: globex) unless None."""
    jar = CookieJar(unsafe=True)  # the test server is on an IP address
    async with TestClient(TestServer(create_web_app(review)), cookie_jar=jar) as c:
        if name is not None:
            form = await c.get("/login")
            reply = await c.post("/login", data={"csrf": token(await form.text()), "name": name,
                                                 "password": PASSWORD}, allow_redirects=False)
            assert reply.status == 303
        yield c
