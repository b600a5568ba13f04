"""The loop's ack-then-commit logic on in-memory clients (the same logic runs on a real
broker in tests/integration): outputs first, every ack awaited, then the commit."""

from __future__ import annotations

import asyncio
import time
from pathlib import Path

import pytest
from aiokafka.errors import KafkaError
from aiokafka.structs import TopicPartition

from schemas.records import DeadLetterSource
from tests.shell.memory_kafka import MemoryConsumer, MemoryProducer, records
from workers.errors import MissingTopicsError, ResolverError
from workers.kafka.loop import ResolverLoop
from workers.observers import BatchDone, Observer, Progress
from workers.policy_file import load_policy
from workers.settings import Settings
from workers.step import Output, StepConfig, step

ROOT = Path(__file__).resolve().parents[2]
SETTINGS = Settings(topic_retrieval="in", topic_generation="gen", topic_conflicts="arch",
                    topic_dlq="dlq", batch_max_wait_ms=10)
TOPICS = {"in", "gen", "arch", "dlq", "rag.conflicts.decisions"}
TP0, TP1 = TopicPartition("in", 0), TopicPartition("in", 1)
LINES = [line for line in (ROOT / "deploy/samples/events.jsonl").read_bytes().splitlines()
         if line.strip()]
GOOD, BAD = LINES[0], b"{not json"
CONFIG = StepConfig(load_policy(str(ROOT / "deploy" / "policy.toml")))


def run_step(key: bytes | None, value: bytes | None, source: DeadLetterSource, now: str,
             ) -> list[Output]:
    return step(key, value, source, CONFIG, now)


def make_loop(journal: list[str], producer: MemoryProducer, consumer: MemoryConsumer,
              *observers: Observer) -> ResolverLoop:
    return ResolverLoop(SETTINGS, run_step, consumer_factory=lambda: consumer,
                        producer_factory=lambda: producer, observers=observers)


def clients(journal: list[str], **producer_options: object,
            ) -> tuple[MemoryProducer, MemoryConsumer]:
    producer = MemoryProducer(journal, **producer_options)  # type: ignore[arg-type]
    return producer, MemoryConsumer(journal, TOPICS, [TP0, TP1])


async def started(loop: ResolverLoop, consumer: MemoryConsumer) -> None:
    """Start the loop's clients and subscription without its fetch task."""
    await loop.on_start()
    await asyncio.sleep(0)  # the fake group join


async def test_offsets_are_committed_only_after_every_output_is_acknowledged() -> None:
    journal: list[str] = []
    producer, consumer = clients(journal, ack_at_once=False)
    progress = Progress()
    loop = make_loop(journal, producer, consumer, progress)
    await started(loop, consumer)
    batch = {TP0: records("in", 0, [GOOD, BAD], first_offset=7), TP1: records("in", 1, [GOOD])}

    task = asyncio.create_task(loop.process_batch(batch, fetched_at=time.perf_counter()))
    for _ in range(20):
        await asyncio.sleep(0)
    assert not task.done()
    assert consumer.commits == [], "nothing is committed while an ack is outstanding"
    assert progress.batches == 0, "observers hear of a batch only once it is written"
    producer.ack_all()
    await task

    assert consumer.commits == [{TP0: 9, TP1: 1}], "last offset + 1 of each partition"
    assert journal.index("commit in:0@9, in:1@1") > max(
        i for i, entry in enumerate(journal) if entry.startswith("ack "))
    kinds = [topic for topic, _, _ in producer.sent]
    assert kinds.count("dlq") == 1 and kinds.count("gen") == 2
    assert (progress.records, progress.dead_letters, progress.batches) == (3, 1, 1)
    assert progress.outputs == len(producer.sent)


async def test_a_failed_ack_raises_and_commits_nothing() -> None:
    journal: list[str] = []
    producer, consumer = clients(journal, fail_topic="dlq")
    progress = Progress()
    loop = make_loop(journal, producer, consumer, progress)
    await started(loop, consumer)

    with pytest.raises(KafkaError, match="dlq refused"):
        await loop.process_batch({TP0: records("in", 0, [GOOD, BAD, GOOD])},
                                 fetched_at=time.perf_counter())
    assert consumer.commits == []
    assert progress.batches == 0 and progress.records == 0
    assert "fail dlq" in journal


async def test_records_of_a_partition_revoked_meanwhile_are_neither_written_nor_committed(
) -> None:
    journal: list[str] = []
    producer, consumer = clients(journal)
    loop = make_loop(journal, producer, consumer)
    await started(loop, consumer)
    consumer.assigned = {TP0}

    await loop.process_batch({TP0: records("in", 0, [BAD]), TP1: records("in", 1, [GOOD])},
                             fetched_at=time.perf_counter())
    assert [topic for topic, _, _ in producer.sent] == ["dlq"]
    assert consumer.commits == [{TP0: 1}]


async def test_a_commit_refused_after_a_rebalance_is_counted_not_raised() -> None:
    journal: list[str] = []
    producer, consumer = clients(journal)
    consumer.refuse_commits = True
    progress = Progress()
    loop = make_loop(journal, producer, consumer, progress)
    await started(loop, consumer)

    await loop.process_batch({TP0: records("in", 0, [GOOD])}, fetched_at=time.perf_counter())
    assert progress.commits_skipped == 1 and progress.records == 1
    assert journal[-1] == "commit refused"


async def test_an_observer_that_raises_changes_nothing_else() -> None:
    class Broken(Observer):
        def on_batch(self, batch: BatchDone) -> None:
            raise RuntimeError("observer bug")

    journal: list[str] = []
    producer, consumer = clients(journal)
    progress = Progress()
    loop = make_loop(journal, producer, consumer, Broken(), progress)
    await started(loop, consumer)

    await loop.process_batch({TP0: records("in", 0, [GOOD])}, fetched_at=time.perf_counter())
    assert consumer.commits == [{TP0: 1}]
    assert progress.records == 1


async def test_the_service_fetches_writes_commits_measures_lag_and_stops_in_order() -> None:
    class Lag(Observer):
        def __init__(self) -> None:
            self.seen: dict[tuple[str, int], int] = {}

        def on_lag(self, lag: dict[tuple[str, int], int]) -> None:  # type: ignore[override]
            self.seen.update(lag)

    journal: list[str] = []
    producer, consumer = clients(journal)
    consumer.batches = [{TP0: records("in", 0, [GOOD, GOOD])},
                        {TP1: records("in", 1, [BAD])}]
    consumer.ends[TP0] = 5  # three more records than the loop will have read
    lag, progress = Lag(), Progress()
    loop = make_loop(journal, producer, consumer, progress, lag)
    await loop.start()
    try:
        deadline = time.monotonic() + 5
        while progress.batches < 2:
            assert time.monotonic() < deadline, journal
            await asyncio.sleep(0.01)
        assert loop.ready
        assert loop.assignment() == ["in:0", "in:1"]
    finally:
        await loop.stop()
    assert consumer.commits == [{TP0: 2}, {TP1: 1}]
    assert lag.seen[("in", 0)] == 3
    assert journal[-2:] == ["consumer stop", "producer stop"], "leave the group, then flush"


async def test_a_missing_topic_stops_the_start_with_a_named_error() -> None:
    journal: list[str] = []
    producer, consumer = clients(journal)
    consumer.topic_names = TOPICS - {"dlq"}
    loop = make_loop(journal, producer, consumer)
    with pytest.raises(MissingTopicsError, match="no topic dlq") as raised:
        await loop.on_start()
    assert isinstance(raised.value, ResolverError)
