"""The reviewer loop on a real broker: the review service, the decisions topic, the
write-back, and workers applying decisions (after a restart too)."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import orjson
import pytest
from aiohttp import ClientSession, CookieJar

from schemas import ConflictRecord
from tests.integration.conftest import StageFactory, WorkerFactory
from tests.integration.helpers import Stage
from tests.integration.review_helpers import (
    PASSWORD,
    ReviewProcess,
    archived,
    latest_by_key,
    retention_event,
)
from workers.encode import to_bytes
from workers.engine.decisions import decision_for

pytestmark = pytest.mark.integration


@pytest.fixture
def start_review(tmp_path: Path) -> Iterator[Any]:
    started: list[ReviewProcess] = []

    def factory(stage: Stage) -> ReviewProcess:
        review = ReviewProcess(stage, tmp_path).start()
        started.append(review)
        return review

    yield factory
    for review in started:
        review.kill()


def _escalated(record: dict[str, Any]) -> bool:
    return bool(record["status"] == "escalated")


async def _generation(stage: Stage, event_id: str, count: int) -> list[dict[str, Any]]:
    records = await stage.read(
        stage.settings.topic_generation,
        lambda rs: sum(r.key == event_id.encode() for r in rs) >= count,
    )
    return [orjson.loads(r.value) for r in records if r.key == event_id.encode()]


async def test_a_worker_reads_every_decision_before_its_first_event(
    make_stage: StageFactory, start_worker: WorkerFactory
) -> None:
    """Decision on the topic first, worker started after: the very first resolution of a
    replayed event follows it; a different disagreement on the same key does not."""
    stage = await make_stage(partitions=2)
    first = start_worker(stage)
    await first.wait_ready()
    await stage.produce([retention_event()], [b"ev-review-1"])
    record = await archived(stage, _escalated)
    decision = decision_for(record, "accept_winner", "ann", "2026-11-30T09:00:00Z",
                            chunk_id="c_wiki_a")
    await stage.produce([b"not json", to_bytes(decision)], [b"junk", record.conflict_id.encode()],
                        topic=stage.settings.topic_decisions)
    assert await first.stop() == 0

    second = start_worker(stage)
    await second.wait_ready()
    other_doc = retention_event("ev-review-2", "Logs are retained for 45 days.", second_doc="pw")
    await stage.produce([retention_event(), other_doc], [b"ev-review-1", b"ev-review-2"])
    replayed = (await _generation(stage, "ev-review-1", 2))[-1]
    assert replayed["status"] == "resolved"
    assert replayed["conflicts"][0]["rule_applied"][-1] == "reviewer_decision"
    assert replayed["conflicts"][0]["winner"] == "c_wiki_a"
    (other,) = await _generation(stage, "ev-review-2", 1)
    assert other["status"] == "escalated"
    assert other["conflicts"][0]["conflict_id"] != record.conflict_id
    latest = latest_by_key(await stage.read_all(stage.settings.topic_conflicts))
    assert latest[record.conflict_id.encode()]["status"] == "reviewed"
    assert second.proc is not None and second.proc.poll() is None  # the junk record was skipped


async def _sign_in(session: ClientSession, url: str, name: str) -> None:
    form = await (await session.get(f"{url}/login")).text()
    csrf = re.search(r'name="csrf" value="([^"]+)"', form)
    assert csrf
    reply = await session.post(f"{url}/login", data={
        "csrf": csrf.group(1), "name": name, "password": PASSWORD})
    assert reply.status == 200, await reply.text()


async def test_review_service_decides_writes_back_and_rebuilds(
    make_stage: StageFactory, start_worker: WorkerFactory, start_review: Any
) -> None:
    stage = await make_stage(partitions=2)
    worker = start_worker(stage)
    await worker.wait_ready()
    await stage.produce([retention_event()], [b"ev-review-1"])
    record: ConflictRecord = await archived(stage, _escalated)
    review = start_review(stage)
    await review.wait_ready()
    async with ClientSession(cookie_jar=CookieJar(unsafe=True)) as session:
        await _sign_in(session, review.url, "gus")
        assert record.conflict_id not in await (await session.get(
            f"{review.url}/conflicts")).text()
        session.cookie_jar.clear()
        await _sign_in(session, review.url, "ann")
        page = await (await session.get(f"{review.url}/conflicts/{record.conflict_id}")).text()
        assert "&lt;script&gt;" in page and "<script" not in page
        csrf = re.search(r'name="csrf" value="([^"]+)"', page)
        assert csrf
        reply = await session.post(
            f"{review.url}/conflicts/{record.conflict_id}/decision",
            data={"csrf": csrf.group(1), "decision": "accept_winner", "chunk_id": "c_wiki_a"})
        assert reply.status == 200
        assert "Decided by ann" in await reply.text()

    reviewed = await archived(stage, lambda r: r["status"] == "reviewed")
    assert (reviewed.conflict_id, reviewed.winner, reviewed.reviewer) == (
        record.conflict_id, "c_wiki_a", "ann")
    decisions = await stage.read_all(stage.settings.topic_decisions)
    assert [d.key for d in decisions] == [record.conflict_id.encode()]

    assert await review.stop() == 0
    again = start_review(stage)
    await again.wait_ready()
    async with ClientSession(cookie_jar=CookieJar(unsafe=True)) as session:
        await _sign_in(session, again.url, "ann")
        listing = await (await session.get(f"{again.url}/conflicts")).text()
        assert record.conflict_id not in listing  # decided: no longer open
        page = await (await session.get(f"{again.url}/conflicts/{record.conflict_id}")).text()
        assert "Decided by ann" in page
    assert len(await stage.read_all(stage.settings.topic_decisions)) == 1  # nothing owed
