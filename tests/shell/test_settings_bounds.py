"""Issue 11: every RESOLVER_* setting is validated with sane bounds and a named error."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from workers.settings import Settings, SettingsError

ROOT = Path(__file__).resolve().parents[2]
NOT_UTF8 = os.fsdecode(b"/tmp/ca-\xff.pem")  # how the process sees a non-UTF-8 byte


@pytest.mark.parametrize(("env", "message"), [
    ({"RESOLVER_BOOTSTRAP_SERVERS": "garbage:::"}, "RESOLVER_BOOTSTRAP_SERVERS"),
    ({"RESOLVER_BOOTSTRAP_SERVERS": "broker:99999"}, "port 99999"),
    ({"RESOLVER_BOOTSTRAP_SERVERS": "broker:0"}, "port 0"),
    ({"RESOLVER_BOOTSTRAP_SERVERS": "broker:notaport"}, "RESOLVER_BOOTSTRAP_SERVERS"),
    ({"RESOLVER_BOOTSTRAP_SERVERS": ":9092"}, "RESOLVER_BOOTSTRAP_SERVERS"),
    ({"RESOLVER_BOOTSTRAP_SERVERS": "a:9092,,b:9092"}, "RESOLVER_BOOTSTRAP_SERVERS"),
    ({"RESOLVER_BOOTSTRAP_SERVERS": "bro ker:9092"}, "RESOLVER_BOOTSTRAP_SERVERS"),
    ({"RESOLVER_SSL_CAFILE": NOT_UTF8, "RESOLVER_SECURITY_PROTOCOL": "SSL"},
     "RESOLVER_SSL_CAFILE: not valid UTF-8"),
    ({"RESOLVER_GROUP_ID": NOT_UTF8}, "RESOLVER_GROUP_ID: not valid UTF-8"),
    ({"RESOLVER_BATCH_MAX_WAIT_MS": "99999999999999999999"}, "RESOLVER_BATCH_MAX_WAIT_MS"),
    ({"RESOLVER_BATCH_SIZE": "10000000"}, "RESOLVER_BATCH_SIZE"),
    ({"RESOLVER_LINGER_MS": "86400000"}, "RESOLVER_LINGER_MS"),
    ({"RESOLVER_MAX_CHUNKS": "100000000"}, "RESOLVER_MAX_CHUNKS"),
    ({"RESOLVER_MAX_EVENT_BYTES": "99999999999"}, "RESOLVER_MAX_EVENT_BYTES"),
    ({"RESOLVER_MAX_OUTPUT_BYTES": "99999999999"}, "RESOLVER_MAX_OUTPUT_BYTES"),
    ({"RESOLVER_TOPIC_PARTITIONS": "1000000"}, "RESOLVER_TOPIC_PARTITIONS"),
    ({"RESOLVER_TOPIC_REPLICATION": "1000"}, "RESOLVER_TOPIC_REPLICATION"),
    ({"RESOLVER_TOPIC_MIN_INSYNC_REPLICAS": "65"}, "RESOLVER_TOPIC_MIN_INSYNC_REPLICAS"),
    ({"RESOLVER_TOPIC_MIN_INSYNC_REPLICAS": "-1"}, "RESOLVER_TOPIC_MIN_INSYNC_REPLICAS"),
    ({"RESOLVER_TOPIC_REPLICATION": "2", "RESOLVER_TOPIC_MIN_INSYNC_REPLICAS": "3"},
     "exceeds RESOLVER_TOPIC_REPLICATION"),
    ({"RESOLVER_TOPIC_DLQ": "bad topic/name"}, "RESOLVER_TOPIC_DLQ"),
    ({"RESOLVER_TOPIC_GENERATION": "x" * 300}, "RESOLVER_TOPIC_GENERATION"),
    ({"RESOLVER_GROUP_ID": "g" * 300}, "RESOLVER_GROUP_ID"),
    ({"RESOLVER_WEB_HOST": "not a host!"}, "RESOLVER_WEB_HOST"),
    ({"RESOLVER_WEB_PORT": "70000"}, "RESOLVER_WEB_PORT"),
    ({"RESOLVER_EVENT_TIME_BUDGET_MS": "0"}, "RESOLVER_EVENT_TIME_BUDGET_MS"),
    ({"RESOLVER_EVENT_TIME_BUDGET_MS": "99999999999"}, "RESOLVER_EVENT_TIME_BUDGET_MS"),
])
def test_out_of_bounds_settings_are_named(env: dict[str, str], message: str) -> None:
    with pytest.raises(SettingsError, match=message):
        Settings.from_env(env)


@pytest.mark.parametrize("servers", ["127.0.0.1:9092", "a.example:1,b.example:65535",
                                     "[::1]:9092", "kafka-0.kafka:9093"])
def test_valid_bootstrap_servers_are_accepted(servers: str) -> None:
    assert Settings.from_env({"RESOLVER_BOOTSTRAP_SERVERS": servers}).bootstrap_servers == servers


def test_the_worker_exits_2_on_bad_settings_without_a_traceback() -> None:
    clean = {k: v for k, v in os.environ.items() if not k.startswith("RESOLVER_")}
    for env in ({"RESOLVER_BOOTSTRAP_SERVERS": "garbage:::"},
                {"RESOLVER_BATCH_MAX_WAIT_MS": "99999999999999999999"}):
        done = subprocess.run(
            [sys.executable, "-m", "workers.cli", "worker"], cwd=ROOT, env=clean | env,
            capture_output=True, text=True, timeout=60, check=False,
        )
        assert done.returncode == 2, done.stderr
        assert "Traceback" not in done.stderr
        assert next(iter(env)) in done.stderr


def test_the_worker_exits_2_on_a_non_utf8_setting() -> None:
    clean = {k: v for k, v in os.environ.items() if not k.startswith("RESOLVER_")}
    env = {k.encode(): v.encode() for k, v in clean.items()}
    env[b"RESOLVER_SSL_CAFILE"] = b"/tmp/ca-\xff.pem"
    env[b"RESOLVER_SECURITY_PROTOCOL"] = b"SSL"
    done = subprocess.run(
        [sys.executable, "-m", "workers.cli", "worker"], cwd=ROOT, env=env,
        capture_output=True, timeout=60, check=False,
    )
    assert done.returncode == 2, done.stderr
    assert b"Traceback" not in done.stderr
    assert b"RESOLVER_SSL_CAFILE" in done.stderr
