"""``RESOLVER_WORKER_PROCESSES`` = N > 1: ``resolver worker`` runs N worker processes on its
host, each a whole worker and its own consumer group member (one per core).

Each child is a plain ``resolver worker`` with the same settings except three: its web
port, ``RESOLVER_WEB_PORT + i`` (its own ``/health``, ``/ready`` and ``/metrics``: probe and
scrape each port, and sum across them as across pods); in exactly-once mode its
transactional id, ``RESOLVER_TRANSACTIONAL_ID-i`` (one per producer, the same across
restarts); and ``RESOLVER_WORKER_PROCESSES=1``. The group splits the input partitions among
the children, so N above the partition count leaves the extra ones idle. SIGTERM and SIGINT
are passed on to every child, and the supervisor exits once all have stopped, with the
first non-zero exit code among them (0 after a clean stop). A child that exits by itself
(a crash) makes the supervisor stop the others and exit non-zero, so that its own
supervisor (Kubernetes, systemd, compose) restarts the set.
"""

from __future__ import annotations

import logging
import os
import signal
import subprocess
import sys
from collections.abc import Mapping
from types import FrameType

from workers.settings import PREFIX, Settings

logger = logging.getLogger(__name__)


def child_environments(settings: Settings, env: Mapping[str, str]) -> list[dict[str, str]]:
    """The environment of each of the ``settings.worker_processes`` children."""
    children = []
    for i in range(settings.worker_processes):
        child = dict(env) | {f"{PREFIX}WEB_PORT": str(settings.web_port + i),
                             f"{PREFIX}WORKER_PROCESSES": "1"}
        if settings.transactional_id is not None:
            child[f"{PREFIX}TRANSACTIONAL_ID"] = f"{settings.transactional_id}-{i}"
        children.append(child)
    return children


def supervise(settings: Settings, env: Mapping[str, str]) -> int:
    """Run the workers until they stop; the exit code is the module docstring's."""
    children = [subprocess.Popen([sys.executable, "-m", "workers.cli", "worker"], env=child)
                for child in child_environments(settings, env)]
    logger.info("supervising %d worker processes: %s", len(children),
                ", ".join(str(child.pid) for child in children))
    stopping = False

    def pass_on(signum: int, frame: FrameType | None) -> None:
        nonlocal stopping
        stopping = True
        for child in children:
            if child.poll() is None:
                child.send_signal(signum)

    signal.signal(signal.SIGTERM, pass_on)
    signal.signal(signal.SIGINT, pass_on)
    codes: dict[int, int] = {}
    while len(codes) < len(children):
        pid, status = os.wait()
        codes[pid] = os.waitstatus_to_exitcode(status)
        if not stopping:
            logger.error("worker process %d exited with %d: stopping the others", pid, codes[pid])
            pass_on(signal.SIGTERM, None)
            codes[pid] = codes[pid] or 1  # even a clean exit is unexpected here
    failed = [codes[child.pid] for child in children if codes[child.pid] != 0]
    return 0 if not failed else (failed[0] if failed[0] > 0 else 1)
