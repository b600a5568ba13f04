"""``RESOLVER_WORKER_PROCESSES``: what each worker process is given, and what is refused."""

from __future__ import annotations

import pytest

from workers.errors import SettingsError
from workers.kafka.supervise import child_environments
from workers.settings import Settings


def test_each_process_gets_its_own_web_port_and_transactional_id_and_no_children() -> None:
    env = {"RESOLVER_WORKER_PROCESSES": "3", "RESOLVER_WEB_PORT": "7000",
           "RESOLVER_PROCESSING_GUARANTEE": "exactly_once", "RESOLVER_TRANSACTIONAL_ID": "pod-a",
           "RESOLVER_GROUP_ID": "g"}
    children = child_environments(Settings.from_env(env), env)
    assert [c["RESOLVER_WEB_PORT"] for c in children] == ["7000", "7001", "7002"]
    assert [c["RESOLVER_TRANSACTIONAL_ID"] for c in children] == ["pod-a-0", "pod-a-1", "pod-a-2"]
    assert {c["RESOLVER_WORKER_PROCESSES"] for c in children} == {"1"}
    assert {c["RESOLVER_GROUP_ID"] for c in children} == {"g"}, "one group: it splits partitions"
    assert all(Settings.from_env(c).worker_processes == 1 for c in children)


def test_at_least_once_children_get_no_transactional_id() -> None:
    env = {"RESOLVER_WORKER_PROCESSES": "2"}
    children = child_environments(Settings.from_env(env), env)
    assert all("RESOLVER_TRANSACTIONAL_ID" not in c for c in children)


@pytest.mark.parametrize(("processes", "port", "message"), [
    ("0", "6066", "greater than or equal to 1"),
    ("3", "65534", "past port 65535"),
])
def test_impossible_process_counts_are_refused(processes: str, port: str, message: str) -> None:
    with pytest.raises(SettingsError, match=message):
        Settings.from_env({"RESOLVER_WORKER_PROCESSES": processes, "RESOLVER_WEB_PORT": port})
