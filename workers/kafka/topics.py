"""``resolver topics create``: the stage's five topics, created idempotently with their configs.

Existing topics are left as they are, but the two compacted ones (the conflict archive and
the reviewer decisions) are checked: an archive that the broker would delete by age loses
the audit trail, so the command refuses (exit 1) and says how to fix it.
"""

from __future__ import annotations

import asyncio
import sys
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from aiokafka.admin import NewTopic
from aiokafka.admin.config_resource import ConfigResource, ConfigResourceType
from aiokafka.errors import KafkaError

from workers.errors import SettingsError, TopicsError
from workers.kafka.clients import make_admin
from workers.settings import Settings

TOPIC_ALREADY_EXISTS = 36  # Kafka protocol error code


@dataclass(frozen=True, slots=True)
class TopicSpec:
    name: str
    configs: Mapping[str, str]

    @property
    def compacted(self) -> bool:
        return self.configs.get("cleanup.policy") == "compact"


@dataclass(slots=True)
class TopicsReport:
    created: list[str] = field(default_factory=list)
    existing: list[str] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)

    def lines(self) -> list[str]:
        return (
            [f"created  {name}" for name in self.created]
            + [f"exists   {name}" for name in self.existing]
            + [f"REFUSED  {problem}" for problem in self.problems]
        )


def topic_specs(settings: Settings) -> list[TopicSpec]:
    """The five topics of docs/records.md and the configs they are created with."""
    sized = {"max.message.bytes": str(settings.max_output_bytes)}
    if settings.topic_min_insync_replicas:
        sized["min.insync.replicas"] = str(settings.topic_min_insync_replicas)
    durable = {key: value for key, value in sized.items() if key == "min.insync.replicas"}
    compact = sized | {"cleanup.policy": "compact"}
    return [
        TopicSpec(settings.topic_retrieval, durable),
        TopicSpec(settings.topic_generation, sized),
        TopicSpec(settings.topic_conflicts, compact),
        TopicSpec(settings.topic_decisions, compact),
        TopicSpec(settings.topic_dlq, sized),
    ]


async def ensure_topics(settings: Settings) -> TopicsReport:
    """Create the missing topics; report existing ones and refuse uncompacted archives."""
    specs = topic_specs(settings)
    report = TopicsReport()
    admin = make_admin(settings)
    try:
        await admin.start()
        present = set(await admin.list_topics())
        missing = [spec for spec in specs if spec.name not in present]
        report.existing = [spec.name for spec in specs if spec.name in present]
        if missing:
            await _create(admin, settings, missing, report)
        # topics created just now have the configs above; check the ones found in place
        compacted = [spec.name for spec in specs if spec.compacted and spec.name in report.existing]
        policies = await _cleanup_policies(admin, compacted)
        for name in compacted:
            if "compact" not in policies.get(name, "").split(","):
                report.problems.append(
                    f"{name} has cleanup.policy={policies.get(name) or '?'}, but it must be "
                    f"compacted; fix: kafka-configs --alter --entity-type topics --entity-name "
                    f"{name} --add-config cleanup.policy=compact"
                )
    except KafkaError as exc:
        raise TopicsError(f"{settings.bootstrap_servers}: {exc}") from exc
    finally:
        await admin.close()
    return report


async def _create(admin: Any, settings: Settings, specs: list[TopicSpec], report: TopicsReport,
                  ) -> None:
    # replication -1 asks for the broker's default.replication.factor; aiokafka's NewTopic
    # accepts -1 only next to an explicit (here empty) replica assignment
    assignments: dict[int, list[int]] | None = {} if settings.topic_replication == -1 else None
    new = [
        NewTopic(spec.name, settings.topic_partitions, settings.topic_replication,
                 replica_assignments=assignments, topic_configs=dict(spec.configs))
        for spec in specs
    ]
    response = await admin.create_topics(new)
    for name, code, message in response.topic_errors:
        if code == 0:
            report.created.append(name)
        elif code == TOPIC_ALREADY_EXISTS:  # created concurrently by another process
            report.existing.append(name)
        else:
            raise TopicsError(f"cannot create {name}: {message} (Kafka error {code})")


DESCRIBE_ATTEMPTS = 10
DESCRIBE_PAUSE_S = 0.3


async def _cleanup_policies(admin: Any, names: list[str]) -> dict[str, str]:
    """``cleanup.policy`` of each topic; asks again (a few times) for a topic the broker does
    not describe yet, as happens for a moment after another client created it."""
    policies: dict[str, str] = {}
    for attempt in range(DESCRIBE_ATTEMPTS):
        missing = [name for name in names if name not in policies]
        if not missing:
            break
        if attempt:
            await asyncio.sleep(DESCRIBE_PAUSE_S)
        resources = [ConfigResource(ConfigResourceType.TOPIC, name, {"cleanup.policy": None})
                     for name in missing]
        for response in await admin.describe_configs(resources):
            for _code, _message, _type, name, entries, *_ in response.resources:
                for entry in entries:
                    if entry[0] == "cleanup.policy":
                        policies[name] = entry[1]
    return policies


def create_topics_command(env: Mapping[str, str] | None = None) -> int:
    """Entry point of ``resolver topics create``; returns the exit code."""
    try:
        settings = Settings.from_env(env)
        report = asyncio.run(ensure_topics(settings))
    except (SettingsError, TopicsError) as exc:
        print(f"resolver topics: {exc}", file=sys.stderr)
        return 2
    for line in report.lines():
        print(line)
    if report.problems:
        print("resolver topics: refusing: see REFUSED above", file=sys.stderr)
        return 1
    return 0
