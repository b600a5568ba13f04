"""Bad input end to end: one dead letter per bad record, with its key, bytes and source;
the worker keeps going; and a dead letter that cannot be written is never skipped."""

from __future__ import annotations

import asyncio
import base64
import time

import orjson
import pytest
from aiokafka.admin import AIOKafkaAdminClient
from aiokafka.admin.config_resource import ConfigResource, ConfigResourceType
from aiokafka.structs import TopicPartition

import workers.step
from schemas import RetrievalEvent
from tests.integration.conftest import StageFactory
from tests.integration.helpers import make_event, running_loop, values
from workers.engine import Policy, Resolution, resolve
from workers.observers import Progress

pytestmark = pytest.mark.integration

MISSING_DOC_ID = orjson.dumps({"event_id": "ev-missing", "query": "q", "chunks": [
    {"chunk_id": "c1", "text": "Returns accepted within 30 days.", "doc_class": "policy"}]})
TOO_MANY_CHUNKS = orjson.dumps({"event_id": "ev-many", "query": "q", "chunks": [
    {"chunk_id": f"c{i}", "doc_id": f"d{i}", "text": "t", "doc_class": "policy"}
    for i in range(6)]})

# (key, value, expected error, a phrase the detail must contain)
BAD = [
    (b"bad-utf8", b'{"event_id": "\xff\xfe"}', "encoding", "not UTF-8"),
    (b"bad-json", b'{"event_id": "ev-1", "query": ', "json", "not JSON"),
    (b"bad-shape", b"[1, 2, 3]", "validation", "JSON object"),
    (b"bad-missing", MISSING_DOC_ID, "validation", "chunks.0.doc_id"),
    (b"bad-null", None, "validation", "empty record"),
    (b"bad-size", make_event("ev-big", text_a="Returns accepted within 30 days. " * 200),
     "limit", "bytes"),
    (b"bad-chunks", TOO_MANY_CHUNKS, "limit", "chunks"),
    (b"bad-engine", make_event("ev-engine-bug"), "internal", "RuntimeError"),
    (None, b"no key at all", "json", "not JSON"),
]


async def test_every_kind_of_bad_input_becomes_one_dead_letter(
    make_stage: StageFactory, policy: Policy, monkeypatch: pytest.MonkeyPatch,
) -> None:
    def engine_with_a_bug(event: RetrievalEvent, policy: Policy, received_at: str) -> Resolution:
        if event.event_id == "ev-engine-bug":
            raise RuntimeError("simulated engine bug")
        return resolve(event, policy, received_at)

    monkeypatch.setattr(workers.step, "resolve", engine_with_a_bug)
    stage = await make_stage(partitions=1, RESOLVER_MAX_EVENT_BYTES="4096",
                             RESOLVER_MAX_CHUNKS="5")
    s = stage.settings
    after = make_event("ev-after-the-bad-ones")
    sent = await stage.produce([v for _, v, _, _ in BAD] + [after],
                               keys=[k for k, _, _, _ in BAD] + [b"ev-after-the-bad-ones"])

    async with running_loop(s, policy):
        generation = await stage.read_count(s.topic_generation, 1)
        dlq = await stage.read_count(s.topic_dlq, len(BAD), settle=1.5)

    assert [g["event_id"] for g in values(generation)] == ["ev-after-the-bad-ones"]
    assert len(dlq) == len(BAD), "exactly one dead letter per bad record"
    for (key, value, error, phrase), meta, record in zip(BAD, sent[:-1], dlq, strict=True):
        letter = orjson.loads(record.value)
        assert record.key == key
        assert letter["error"] == error
        assert phrase in letter["detail"]
        assert base64.b64decode(letter["payload_b64"]) == (value or b"")
        assert letter["source"] == {"topic": s.topic_retrieval, "partition": meta.partition,
                                    "offset": meta.offset}


async def _set_topic_config(bootstrap: str, topic: str, configs: dict[str, str]) -> None:
    admin = AIOKafkaAdminClient(bootstrap_servers=bootstrap)
    await admin.start()
    try:
        await admin.alter_configs([ConfigResource(ConfigResourceType.TOPIC, topic, configs)])
    finally:
        await admin.close()


async def _committed(bootstrap: str, group: str, tp: TopicPartition) -> int | None:
    admin = AIOKafkaAdminClient(bootstrap_servers=bootstrap)
    await admin.start()
    try:
        offsets = await admin.list_consumer_group_offsets(group)
    finally:
        await admin.close()
    meta = offsets.get(tp)
    return None if meta is None or meta.offset < 0 else int(meta.offset)


async def test_a_dead_letter_that_cannot_be_written_stops_the_commit(
    make_stage: StageFactory, policy: Policy,
) -> None:
    stage = await make_stage(partitions=1)
    s = stage.settings
    tp = TopicPartition(s.topic_retrieval, 0)
    # the broker refuses any record over 200 bytes on the dead-letter topic
    await _set_topic_config(s.bootstrap_servers, s.topic_dlq, {"max.message.bytes": "200"})
    bad = b"this is not JSON " * 20
    await stage.produce([bad, make_event("ev-behind-the-bad-one")], keys=[b"k-bad", b"k-ok"])

    progress = Progress()
    async with running_loop(s, policy, progress) as loop:
        deadline = time.monotonic() + 30
        while not loop.crashed:
            assert time.monotonic() < deadline, "the loop should stop on a refused dead letter"
            await asyncio.sleep(0.1)
        assert progress.records == 0
    assert await _committed(s.bootstrap_servers, s.group_id, tp) is None, "nothing committed"

    await _set_topic_config(s.bootstrap_servers, s.topic_dlq, {"max.message.bytes": "4194304"})
    async with running_loop(s, policy):  # same group: resumes at the uncommitted record
        dlq = await stage.read_count(s.topic_dlq, 1)
        generation = await stage.read_count(s.topic_generation, 1)
        deadline = time.monotonic() + 10
        while await _committed(s.bootstrap_servers, s.group_id, tp) != 2:
            assert time.monotonic() < deadline, "both records should be committed"
            await asyncio.sleep(0.2)
    letter = values(dlq)[0]
    assert base64.b64decode(letter["payload_b64"]) == bad
    assert letter["source"]["offset"] == 0
    assert values(generation)[0]["event_id"] == "ev-behind-the-bad-one"
