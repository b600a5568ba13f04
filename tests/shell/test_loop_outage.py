"""An output outage on in-memory clients: the broker cannot take the outputs for a while.

The loop must hold the batch (no commit), report the trouble, send the refused outputs again
and commit once they are acknowledged; a record refused for good still stops it, and a stop
during the outage leaves the batch uncommitted. The same outage runs on a real three-broker
cluster in tests/reliability/test_cluster.py.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable

import pytest
from aiokafka.errors import KafkaTimeoutError, NotEnoughReplicasError, RecordTooLargeError

from tests.shell.memory_kafka import MemoryConsumer, MemoryProducer, records
from tests.shell.test_loop import BAD, GOOD, SETTINGS, TOPICS, TP0, run_step
from workers.kafka.loop import ResolverLoop
from workers.kafka.writes import WritesAbandonedError, transient
from workers.observers import Progress


def outage_loop(producer: MemoryProducer, consumer: MemoryConsumer, progress: Progress,
                ) -> ResolverLoop:
    return ResolverLoop(SETTINGS, run_step, consumer_factory=lambda: consumer,
                        producer_factory=lambda: producer, observers=[progress],
                        write_stall_s=0.05, write_backoff_s=(0.01, 0.02))


async def until(what: str, check: Callable[[], bool], timeout: float = 5.0) -> None:
    deadline = time.monotonic() + timeout
    while not check():
        assert time.monotonic() < deadline, what
        await asyncio.sleep(0.01)


async def started(producer: MemoryProducer, progress: Progress,
                  ) -> tuple[ResolverLoop, MemoryConsumer, list[str]]:
    journal = producer.journal
    consumer = MemoryConsumer(journal, TOPICS, [TP0])
    loop = outage_loop(producer, consumer, progress)
    await loop.on_start()
    await asyncio.sleep(0)  # the fake group join
    return loop, consumer, journal


async def test_refused_outputs_are_sent_again_and_committed_only_once_acknowledged() -> None:
    producer = MemoryProducer([], outage_topic="gen")
    progress = Progress()
    loop, consumer, journal = await started(producer, progress)

    task = asyncio.create_task(loop.process_batch(
        {TP0: records("in", 0, [GOOD, BAD, GOOD])}, fetched_at=time.perf_counter()))
    await until("two resends of the generation outputs", lambda: loop.output_resends >= 4)
    trouble = loop.write_trouble
    assert trouble is not None and "NotEnoughReplicasError" in trouble.error
    assert consumer.commits == [], "nothing is committed while an output is unacknowledged"
    assert not task.done() and progress.batches == 0

    producer.outage_topic = None  # the broker has its replicas back
    await task
    assert consumer.commits == [{TP0: 3}]
    assert loop.write_trouble is None
    commit = journal.index("commit in:0@3")
    assert journal[commit - 1] == "ack gen" and journal.count("ack gen") == 2, (
        "only the last resends were acknowledged, and the commit came after them")
    generation = [value for topic, _, value in producer.sent if topic == "gen"]
    assert len(generation) >= 6 and len(set(generation)) == 1, (
        "the same event twice, each sent and re-sent: every copy is the same record")
    assert progress.records == 3 and progress.dead_letters == 1


async def test_acks_that_do_not_come_are_reported_and_awaited_without_a_commit() -> None:
    producer = MemoryProducer([], ack_at_once=False)
    progress = Progress()
    loop, consumer, _ = await started(producer, progress)

    task = asyncio.create_task(loop.process_batch(
        {TP0: records("in", 0, [GOOD])}, fetched_at=time.perf_counter()))
    await until("the stall to be reported", lambda: loop.write_trouble is not None)
    assert loop.write_trouble is not None and "not acknowledged" in loop.write_trouble.error
    assert consumer.commits == [] and not task.done()
    assert loop.output_resends == 0, "a late ack is waited for, not duplicated"
    producer.ack_all()
    await task
    assert consumer.commits == [{TP0: 1}] and loop.write_trouble is None


async def test_a_send_held_by_a_full_producer_buffer_is_reported_and_awaited() -> None:
    producer = MemoryProducer([], buffer_full=asyncio.Event())
    loop, consumer, _ = await started(producer, Progress())
    task = asyncio.create_task(loop.process_batch(
        {TP0: records("in", 0, [GOOD])}, fetched_at=time.perf_counter()))
    await until("the full buffer to be reported", lambda: loop.write_trouble is not None)
    assert loop.write_trouble is not None and "buffer is full" in loop.write_trouble.error
    assert consumer.commits == [] and producer.sent == []
    assert producer.buffer_full is not None
    producer.buffer_full.set()
    await task
    assert consumer.commits == [{TP0: 1}] and loop.write_trouble is None


async def test_a_permanent_refusal_during_an_outage_still_stops_the_batch() -> None:
    class TooLarge(MemoryProducer):
        def ack_all(self) -> None:
            for _, ack in self.pending:
                ack.set_exception(RecordTooLargeError("over max.message.bytes"))
            self.pending.clear()

    producer = TooLarge([])
    loop, consumer, _ = await started(producer, Progress())
    with pytest.raises(RecordTooLargeError):
        await loop.process_batch({TP0: records("in", 0, [GOOD])}, fetched_at=time.perf_counter())
    assert consumer.commits == []


async def test_a_stop_during_the_outage_abandons_the_batch_uncommitted() -> None:
    producer = MemoryProducer([], outage_topic="gen")
    loop, consumer, _ = await started(producer, Progress())
    task = asyncio.create_task(loop.process_batch(
        {TP0: records("in", 0, [GOOD])}, fetched_at=time.perf_counter()))
    await until("the outage to be seen", lambda: loop.write_trouble is not None)
    loop._stopped.set()  # what Service.stop does first: should_stop becomes true
    with pytest.raises(WritesAbandonedError):
        await task
    assert consumer.commits == []


def test_transient_means_the_broker_may_take_it_later() -> None:
    assert transient(NotEnoughReplicasError()) and transient(KafkaTimeoutError())
    assert not transient(RecordTooLargeError()) and not transient(ValueError())
