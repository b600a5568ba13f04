"""A record from a non-Python client (kcat, librdkafka) is processed; `resolver topics
create` is idempotent, compacts archive and decisions, and refuses an uncompacted archive."""

from __future__ import annotations

import asyncio
import shutil
import subprocess
import uuid
from collections.abc import Iterator

import pytest
from aiokafka.admin import AIOKafkaAdminClient, NewTopic
from aiokafka.admin.config_resource import ConfigResource, ConfigResourceType

from tests.integration.conftest import StageFactory, WorkerFactory
from tests.integration.helpers import Stage, make_event, running_loop, values
from workers.engine import Policy
from workers.kafka.topics import create_topics_command
from workers.settings import Settings

pytestmark = pytest.mark.integration


async def test_an_event_produced_by_kcat_is_processed(
    make_stage: StageFactory, policy: Policy,
) -> None:
    kcat = shutil.which("kcat")
    if kcat is None:
        pytest.skip("kcat is not installed (make test installs it: apt-get install -y kcat)")
    stage = await make_stage(partitions=2)
    s = stage.settings
    event = make_event("ev-from-kcat")
    done = await asyncio.to_thread(
        subprocess.run, [kcat, "-P", "-b", s.bootstrap_servers, "-t", s.topic_retrieval,
                         "-k", "ev-from-kcat", "-X", "acks=all"],
        input=event + b"\n", capture_output=True, timeout=30, check=False,
    )
    assert done.returncode == 0, done.stderr.decode()

    async with running_loop(s, policy):
        generation = await stage.read_count(s.topic_generation, 1)
        conflicts = await stage.read_count(s.topic_conflicts, 1)
    assert generation[0].key == b"ev-from-kcat"
    assert values(generation)[0]["status"] == "resolved"
    assert values(conflicts)[0]["event_id"] == "ev-from-kcat"


@pytest.fixture
def topic_env(bootstrap: str) -> Iterator[dict[str, str]]:
    """Settings for five fresh topic names, deleted afterwards."""
    uid = f"it-topics-{uuid.uuid4().hex[:10]}"
    names = {kind: f"{uid}.{kind}"
             for kind in ("retrieval", "generation", "conflicts", "decisions", "dlq")}
    yield {"RESOLVER_BOOTSTRAP_SERVERS": bootstrap, "RESOLVER_TOPIC_REPLICATION": "1",
           "RESOLVER_TOPIC_PARTITIONS": "2"} | {
        f"RESOLVER_TOPIC_{kind.upper()}": name for kind, name in names.items()}
    asyncio.run(_delete(bootstrap, list(names.values())))


async def _delete(bootstrap: str, names: list[str]) -> None:
    admin = AIOKafkaAdminClient(bootstrap_servers=bootstrap)
    await admin.start()
    try:
        present = set(await admin.list_topics())
        await admin.delete_topics([name for name in names if name in present])
    finally:
        await admin.close()


async def _describe(bootstrap: str, topics: list[str]) -> dict[str, dict[str, str]]:
    admin = AIOKafkaAdminClient(bootstrap_servers=bootstrap)
    await admin.start()
    try:
        responses = await admin.describe_configs(
            [ConfigResource(ConfigResourceType.TOPIC, name) for name in topics])
    finally:
        await admin.close()
    return {name: {entry[0]: entry[1] for entry in entries}
            for response in responses for _, _, _, name, entries, *_ in response.resources}


def test_topics_create_is_idempotent_and_compacts_the_archive(
    bootstrap: str, topic_env: dict[str, str], capsys: pytest.CaptureFixture[str],
) -> None:
    env = topic_env
    s = Settings.from_env(env)
    names = [s.topic_retrieval, s.topic_generation, s.topic_conflicts, s.topic_decisions,
             s.topic_dlq]

    assert create_topics_command(env) == 0
    assert capsys.readouterr().out.count("created") == 5
    assert create_topics_command(env) == 0
    assert capsys.readouterr().out.count("exists") == 5

    configs = asyncio.run(_describe(bootstrap, names))
    assert configs[s.topic_conflicts]["cleanup.policy"] == "compact"
    assert configs[s.topic_decisions]["cleanup.policy"] == "compact"
    assert configs[s.topic_generation]["cleanup.policy"] == "delete"
    assert configs[s.topic_dlq]["max.message.bytes"] == str(s.max_output_bytes)


async def _create_plain(bootstrap: str, name: str) -> None:
    admin = AIOKafkaAdminClient(bootstrap_servers=bootstrap)
    await admin.start()
    try:
        await admin.create_topics([NewTopic(name, 1, 1)])
    finally:
        await admin.close()


def test_topics_create_refuses_an_archive_that_is_not_compacted(
    bootstrap: str, topic_env: dict[str, str], capsys: pytest.CaptureFixture[str],
) -> None:
    archive = topic_env["RESOLVER_TOPIC_CONFLICTS"]
    asyncio.run(_create_plain(bootstrap, archive))

    assert create_topics_command(topic_env) == 1
    captured = capsys.readouterr()
    assert f"REFUSED  {archive} has cleanup.policy=delete" in captured.out
    assert "refusing" in captured.err


def test_topics_create_reports_an_unreachable_broker(capsys: pytest.CaptureFixture[str]) -> None:
    env = {"RESOLVER_BOOTSTRAP_SERVERS": "127.0.0.1:1"}
    assert create_topics_command(env) == 2
    assert "127.0.0.1:1" in capsys.readouterr().err



async def test_the_worker_refuses_to_start_without_its_topics(
    make_stage: StageFactory, start_worker: WorkerFactory,
) -> None:
    stage = await make_stage(partitions=1)
    missing = f"{stage.settings.topic_dlq}.missing"
    worker = start_worker(Stage(stage.settings, stage.env | {"RESOLVER_TOPIC_DLQ": missing}))
    assert await worker.wait_exit(timeout=60) == 1
    assert f"has no topic {missing}; create them with `resolver topics create`" in worker.tail()
