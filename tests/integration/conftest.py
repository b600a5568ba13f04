"""Fixtures for tests on a real Apache Kafka broker (``make test`` starts one and sets
KAFKA_BOOTSTRAP). Every test gets its own topics and consumer group from factories, and
everything it started is stopped and deleted afterwards."""

from __future__ import annotations

import os
import signal
import uuid
from collections.abc import AsyncIterator, Awaitable, Callable, Iterator
from contextlib import asynccontextmanager
from pathlib import Path

import pytest
from aiokafka.admin import AIOKafkaAdminClient

from tests.integration.helpers import ROOT, Stage, WorkerProcess
from workers.engine import Policy
from workers.kafka.topics import ensure_topics
from workers.policy_file import load_policy
from workers.settings import Settings

StageFactory = Callable[..., Awaitable[Stage]]
WorkerFactory = Callable[[Stage], WorkerProcess]


@pytest.fixture(scope="session")
def bootstrap() -> str:
    address = os.environ.get("KAFKA_BOOTSTRAP", "")
    if not address:
        pytest.skip("KAFKA_BOOTSTRAP is not set: integration tests need the broker `make test` "
                    "starts (or KAFKA_PORT=NNNN deploy/kafka/kafka.sh up, then set it)")
    return address


@pytest.fixture(scope="session")
def policy() -> Policy:
    return load_policy(str(ROOT / "deploy" / "policy.toml"))


@pytest.fixture
async def make_stage(bootstrap: str) -> AsyncIterator[StageFactory]:
    """``await make_stage(partitions=3, RESOLVER_X=...)``: fresh topics and group."""
    async with stages(bootstrap) as factory:
        yield factory


@asynccontextmanager
async def stages(bootstrap: str) -> AsyncIterator[StageFactory]:
    """A stage factory on ``bootstrap``; every topic it made is deleted on exit."""
    made: list[Settings] = []

    async def factory(partitions: int = 3, **overrides: str) -> Stage:
        uid = uuid.uuid4().hex[:10]
        env = {
            "RESOLVER_BOOTSTRAP_SERVERS": bootstrap,
            "RESOLVER_GROUP_ID": f"it-{uid}",
            "RESOLVER_POLICY_PATH": str(ROOT / "deploy" / "policy.toml"),
            "RESOLVER_TOPIC_PARTITIONS": str(partitions),
            "RESOLVER_TOPIC_REPLICATION": "1",
            "RESOLVER_TOPIC_RETRIEVAL": f"it-{uid}.rag.retrieval",
            "RESOLVER_TOPIC_GENERATION": f"it-{uid}.rag.generation",
            "RESOLVER_TOPIC_CONFLICTS": f"it-{uid}.rag.conflicts",
            "RESOLVER_TOPIC_DECISIONS": f"it-{uid}.rag.conflicts.decisions",
            "RESOLVER_TOPIC_DLQ": f"it-{uid}.rag.retrieval.dlq",
            "RESOLVER_BATCH_MAX_WAIT_MS": "50",
        } | overrides
        settings = Settings.from_env(env)
        await ensure_topics(settings)
        made.append(settings)
        return Stage(settings, env)

    try:
        yield factory
    finally:
        await _delete_topics(bootstrap, made)


async def _delete_topics(bootstrap: str, made: list[Settings]) -> None:
    admin = AIOKafkaAdminClient(bootstrap_servers=bootstrap)
    await admin.start()
    try:
        names = [name for s in made for name in (
            s.topic_retrieval, s.topic_generation, s.topic_conflicts, s.topic_decisions,
            s.topic_dlq)]
        if names:
            await admin.delete_topics(names)
    finally:
        await admin.close()


@pytest.fixture
def start_worker(tmp_path: Path) -> Iterator[WorkerFactory]:
    """``start_worker(stage)``: ``resolver worker`` as a subprocess; SIGKILLed at teardown."""
    workers: list[WorkerProcess] = []

    def factory(stage: Stage) -> WorkerProcess:
        worker = WorkerProcess(stage.env, tmp_path / f"worker-{len(workers)}.log").start()
        workers.append(worker)
        return worker

    yield factory
    for worker in workers:
        if worker.proc is not None and worker.proc.poll() is None:
            worker.proc.send_signal(signal.SIGKILL)
            worker.proc.wait()
