"""Issue 11: the health server listens on RESOLVER_WEB_HOST only (it used to bind 0.0.0.0)."""

from __future__ import annotations

import socket
from pathlib import Path

import pytest

from tests.integration.conftest import StageFactory, WorkerFactory

pytestmark = pytest.mark.integration


def _listening_addresses(port: int) -> set[str]:
    """Local IPv4 addresses with a socket in LISTEN state on ``port`` (from /proc/net/tcp)."""
    found = set()
    for line in Path("/proc/net/tcp").read_text().splitlines()[1:]:
        local, state = line.split()[1], line.split()[3]
        address, port_hex = local.split(":")
        if state == "0A" and int(port_hex, 16) == port:
            found.add(socket.inet_ntoa(bytes.fromhex(address)[::-1]))
    return found


async def test_the_health_server_binds_only_the_configured_host(
    make_stage: StageFactory, start_worker: WorkerFactory,
) -> None:
    stage = await make_stage(partitions=1)
    worker = start_worker(stage)  # WorkerProcess sets RESOLVER_WEB_HOST=127.0.0.1
    await worker.wait_ready()
    assert _listening_addresses(worker.port) == {"127.0.0.1"}
    with socket.socket() as probe:  # another loopback address reaches nothing there
        probe.settimeout(2)
        assert probe.connect_ex(("127.0.0.2", worker.port)) != 0
