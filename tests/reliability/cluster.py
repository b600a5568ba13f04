"""A three-broker KRaft cluster for the fault suite (``deploy/kafka/cluster.sh``), started and
stopped inside the test session, and what the tests ask of it: who leads, who is in sync,
which offsets a group has committed. Stage topics on it have 3 replicas and
``min.insync.replicas=2``."""

from __future__ import annotations

import asyncio
import os
import subprocess
import time
from collections.abc import AsyncIterator, Iterator
from typing import Any

import pytest
from aiokafka.admin import AIOKafkaAdminClient
from aiokafka.errors import KafkaError

from tests.integration.conftest import StageFactory, stages
from tests.integration.helpers import ROOT, Stage

CLUSTER_SH = ROOT / "deploy" / "kafka" / "cluster.sh"
DURABLE = {"RESOLVER_TOPIC_REPLICATION": "3", "RESOLVER_TOPIC_MIN_INSYNC_REPLICAS": "2"}


def cluster_env() -> dict[str, str] | None:
    """KAFKA_CLUSTER_PORT, or KAFKA_PORT + 2 (the ports after the single broker's two)."""
    if os.environ.get("KAFKA_CLUSTER_PORT"):
        return dict(os.environ)
    if os.environ.get("KAFKA_PORT"):
        return os.environ | {"KAFKA_CLUSTER_PORT": str(int(os.environ["KAFKA_PORT"]) + 2)}
    return None


def cluster_sh(*args: str, check: bool = True) -> str:
    env = cluster_env()
    assert env is not None
    done = subprocess.run([str(CLUSTER_SH), *args], env=env, capture_output=True, text=True,
                          timeout=240, check=False)
    assert not check or done.returncode == 0, done.stderr[-3000:]
    return done.stdout.strip()


@pytest.fixture(scope="session")
def cluster() -> Iterator[str]:
    """The bootstrap servers of a fresh three-broker cluster, removed after the session."""
    if cluster_env() is None:
        pytest.skip("neither KAFKA_CLUSTER_PORT nor KAFKA_PORT is set: no ports for the cluster")
    cluster_sh("up")
    try:
        yield cluster_sh("bootstrap")
    finally:
        if not os.environ.get("KAFKA_CLUSTER_KEEP"):  # set it to inspect the logs afterwards
            cluster_sh("down", check=False)


@pytest.fixture
async def make_durable_stage(cluster: str) -> AsyncIterator[StageFactory]:
    """Like ``make_stage``, on the cluster, every topic with 3 replicas and min ISR 2."""
    async with stages(cluster) as factory:
        async def durable(partitions: int = 3, **overrides: str) -> Stage:
            return await factory(partitions, **(DURABLE | overrides))
        yield durable


class Admin:
    """Questions about the cluster, on one admin client."""

    def __init__(self, bootstrap: str) -> None:
        self._admin = AIOKafkaAdminClient(bootstrap_servers=bootstrap, request_timeout_ms=10_000)

    async def __aenter__(self) -> Admin:
        await self._admin.start()
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self._admin.close()

    async def partitions(self, topics: list[str], timeout: float = 30.0) -> list[dict[str, Any]]:
        """Each partition of ``topics`` with its topic, leader and in-sync replicas.

        The admin client asks a random broker it knows, which may be the one just killed:
        it is asked again (another random broker) until ``timeout``."""
        deadline = time.monotonic() + timeout
        while True:
            try:
                described = await self._admin.describe_topics(topics)
                break
            except KafkaError:
                if time.monotonic() > deadline:
                    raise
                await asyncio.sleep(0.5)
        out = []
        for topic in described:
            out += [p | {"topic": topic["topic"]} for p in topic["partitions"]]
        return out

    async def wait_in_sync(self, topics: list[str], replicas: int = 3,
                           timeout: float = 120.0) -> float:
        """Seconds until every partition of ``topics`` has ``replicas`` in-sync replicas."""
        started = time.monotonic()
        while True:
            try:
                if all(len(p["isr"]) >= replicas for p in await self.partitions(topics)):
                    return time.monotonic() - started
            except KafkaError:  # a broker coming back: ask again
                pass
            assert time.monotonic() - started < timeout, f"{topics} not in sync after {timeout}s"
            await asyncio.sleep(0.5)

    async def wait_without(self, broker: int, topics: list[str], timeout: float = 60.0,
                           ) -> float:
        """Seconds until ``broker`` leads no partition of ``topics`` and is in no ISR."""
        started = time.monotonic()
        while True:
            try:
                if all(broker not in p["isr"] and p["leader"] != broker
                       for p in await self.partitions(topics)):
                    return time.monotonic() - started
            except KafkaError:  # asked a dead broker: ask again
                pass
            assert time.monotonic() - started < timeout, f"{broker} still in sync after {timeout}s"
            await asyncio.sleep(0.5)

    async def committed(self, group: str) -> dict[int, int]:
        """The group's committed offsets of its input topic, by partition."""
        for _ in range(20):  # the group coordinator may be moving to a live broker
            try:
                offsets = await self._admin.list_consumer_group_offsets(group)
                return {tp.partition: meta.offset for tp, meta in offsets.items()}
            except KafkaError:
                await asyncio.sleep(1)
        raise AssertionError(f"no committed offsets of {group} after 20 attempts")


def stage_topics(stage: Stage) -> list[str]:
    s = stage.settings
    return [s.topic_retrieval, s.topic_generation, s.topic_conflicts, s.topic_dlq]
