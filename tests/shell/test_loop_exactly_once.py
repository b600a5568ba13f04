"""Exactly-once mode on in-memory clients: each batch is one transaction holding its outputs
and its offsets; the consumer never commits; an aborted batch is sought back and done again.
The same mode runs on a real broker, under SIGKILL, in tests/reliability."""

from __future__ import annotations

import asyncio
import time

import pytest
from aiokafka.errors import KafkaError

from schemas.records import DeadLetterSource
from tests.shell.memory_kafka import MemoryConsumer, MemoryProducer, records
from tests.shell.test_loop import BAD, GOOD, SETTINGS, TP0, TP1, clients, run_step, started
from workers.errors import SettingsError
from workers.kafka.loop import ResolverLoop
from workers.observers import Progress
from workers.settings import Settings

EOS = SETTINGS.model_copy(update={"processing_guarantee": "exactly_once",
                                  "transactional_id": "resolver-0"})
SOURCE = DeadLetterSource(topic="in", partition=0, offset=0)
BATCH = {TP0: records("in", 0, [GOOD, BAD], first_offset=7), TP1: records("in", 1, [GOOD])}


def eos_loop(producer: MemoryProducer, consumer: MemoryConsumer, progress: Progress,
             ) -> ResolverLoop:
    return ResolverLoop(EOS, run_step, consumer_factory=lambda: consumer,
                        producer_factory=lambda: producer, observers=[progress],
                        write_backoff_s=(0.01,))


async def test_outputs_and_offsets_commit_in_one_transaction_after_every_ack() -> None:
    journal: list[str] = []
    producer, consumer = clients(journal, ack_at_once=False)
    progress = Progress()
    loop = eos_loop(producer, consumer, progress)
    await started(loop, consumer)

    task = asyncio.create_task(loop.process_batch(BATCH, fetched_at=time.perf_counter()))
    outputs = sum(len(run_step(r.key, r.value, SOURCE, "2026-01-01T00:00:00Z"))
                  for rs in BATCH.values() for r in rs)
    for _ in range(500):  # the step runs in a thread: wait until every output is sent
        if len(producer.sent) == outputs:
            break
        await asyncio.sleep(0.01)
    assert not task.done(), "the transaction waits for every ack"
    assert producer.visible == [] and producer.committed_offsets == []
    producer.ack_all()
    await task

    sends = len(producer.sent)
    assert journal[0] == "begin transaction"
    assert [e.split()[0] for e in journal[1:1 + 2 * sends]] == ["send"] * sends + ["ack"] * sends
    assert journal[1 + 2 * sends:] == [f"offsets in:0@9, in:1@1 for {EOS.group_id}",
                                       "commit transaction"]
    assert producer.visible == producer.sent, "every output visible once the transaction commits"
    assert producer.committed_offsets == [{TP0: 9, TP1: 1}]
    assert consumer.commits == [], "no offset is committed outside the transaction"
    assert progress.batches == 1 and progress.records == 3


async def test_a_transient_failure_aborts_seeks_back_and_the_batch_is_done_again() -> None:
    journal: list[str] = []
    producer, consumer = clients(journal, transient_failures=1)
    progress = Progress()
    loop = eos_loop(producer, consumer, progress)
    await started(loop, consumer)

    await loop.process_batch(BATCH, fetched_at=time.perf_counter())
    assert "abort transaction" in journal and "commit transaction" not in journal
    assert producer.visible == [] and producer.committed_offsets == []
    assert consumer.seeks == [(TP0, 7), (TP1, 0)], "back to the batch's first offsets"
    assert consumer.commits == [] and progress.batches == 0
    assert loop.write_trouble is not None and "NotEnoughReplicas" in loop.write_trouble.error
    attempt = len(producer.sent)
    assert loop.output_resends == attempt, "every output of the aborted transaction"

    await loop.process_batch(BATCH, fetched_at=time.perf_counter())  # fetched again
    assert journal[-1] == "commit transaction"
    assert len(producer.sent) == 2 * attempt
    assert [(t, k) for t, k, _ in producer.visible] == [
        (t, k) for t, k, _ in producer.sent[:attempt]], "the aborted attempt's never visible"
    assert producer.committed_offsets == [{TP0: 9, TP1: 1}]
    assert consumer.commits == [] and progress.batches == 1
    assert loop.write_trouble is None


async def test_a_refused_record_aborts_and_stops_the_worker_with_nothing_committed() -> None:
    journal: list[str] = []
    producer, consumer = clients(journal, fail_topic="dlq")
    loop = eos_loop(producer, consumer, Progress())
    await started(loop, consumer)

    with pytest.raises(KafkaError, match="refused"):
        await loop.process_batch(BATCH, fetched_at=time.perf_counter())
    assert journal[-1] == "abort transaction"
    assert producer.visible == [] and producer.committed_offsets == []
    assert consumer.commits == [] and consumer.seeks == []


async def test_the_default_mode_commits_on_the_consumer_without_transactions() -> None:
    journal: list[str] = []
    producer, consumer = clients(journal)
    loop = ResolverLoop(SETTINGS, run_step, consumer_factory=lambda: consumer,
                        producer_factory=lambda: producer)
    await started(loop, consumer)
    await loop.process_batch(BATCH, fetched_at=time.perf_counter())
    assert not [e for e in journal if "transaction" in e]
    assert consumer.commits == [{TP0: 9, TP1: 1}]


def test_exactly_once_needs_a_transactional_id_and_the_id_needs_the_mode() -> None:
    with pytest.raises(SettingsError, match="RESOLVER_TRANSACTIONAL_ID"):
        Settings.from_env({"RESOLVER_PROCESSING_GUARANTEE": "exactly_once"})
    with pytest.raises(SettingsError, match="at_least_once"):
        Settings.from_env({"RESOLVER_TRANSACTIONAL_ID": "resolver-0"})
    with pytest.raises(SettingsError, match="RESOLVER_PROCESSING_GUARANTEE"):
        Settings.from_env({"RESOLVER_PROCESSING_GUARANTEE": "exactly-once"})
    with pytest.raises(SettingsError, match="RESOLVER_TRANSACTIONAL_ID"):
        Settings.from_env({"RESOLVER_PROCESSING_GUARANTEE": "exactly_once",
                           "RESOLVER_TRANSACTIONAL_ID": "has space"})
    s = Settings.from_env({"RESOLVER_PROCESSING_GUARANTEE": "exactly_once",
                           "RESOLVER_TRANSACTIONAL_ID": "resolver-0"})
    assert (s.processing_guarantee, s.transactional_id) == ("exactly_once", "resolver-0")
    assert Settings.from_env({}).processing_guarantee == "at_least_once"

