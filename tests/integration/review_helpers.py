"""The review service as a subprocess, reviewer accounts, and events for the reviewer loop."""

from __future__ import annotations

import asyncio
import os
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path
from typing import Any

import orjson

from schemas import ConflictRecord
from tests.integration.helpers import ROOT, Stage, free_port
from workers.review.auth import hash_password

PASSWORD = "correct horse battery staple"
SCRIPT_TEXT = "Logs are retained for 30 days. <script>document.title='pwned'</script>"


def users() -> str:
    stored = hash_password(PASSWORD)
    return f"ann:acme:{stored} gus:globex:{stored}"


def retention_event(event_id: str = "ev-review-1", second: str = SCRIPT_TEXT,
                    tenant: str = "acme", second_doc: str = "sre-wiki") -> bytes:
    """Two team wiki pages that disagree and that nothing separates: escalated. Another
    ``second_doc`` (and its own chunk id) makes another disagreement on the same key."""
    return orjson.dumps({
        "event_id": event_id, "tenant": tenant, "emitted_at": "2026-11-29T10:00:00Z",
        "query": "How long are application logs retained?",
        "chunks": [
            {"chunk_id": "c_wiki_a", "doc_id": "ops-wiki", "doc_class": "team_wiki",
             "text": "Logs are retained for 90 days.", "effective_date": "2025-01-01"},
            {"chunk_id": "c_wiki_b" if second_doc == "sre-wiki" else f"c_{second_doc}",
             "doc_id": second_doc, "doc_class": "team_wiki", "text": second,
             "effective_date": "2025-01-01"},
        ],
    })


def latest_by_key(records: list[Any]) -> dict[bytes, dict[str, Any]]:
    """What compaction keeps: the last value per key."""
    return {r.key: orjson.loads(r.value) for r in records if r.value is not None}


async def archived(stage: Stage, predicate: Any, timeout: float = 60.0) -> ConflictRecord:
    """The first archived record (latest per key) that satisfies ``predicate``."""
    topic = stage.settings.topic_conflicts
    found: list[ConflictRecord] = []

    def check(records: list[Any]) -> bool:
        found[:] = [ConflictRecord.model_validate(v) for v in latest_by_key(records).values()
                    if predicate(v)]
        return bool(found)

    await stage.read(topic, check, timeout=timeout)
    return found[0]


class ReviewProcess:
    """``resolver review`` in a subprocess on a free port, with its own SQLite file."""

    def __init__(self, stage: Stage, workdir: Path, extra: dict[str, str] | None = None) -> None:
        self.port = free_port()
        self.log = workdir / f"review-{self.port}.log"
        self.env = os.environ | stage.env | {
            "RESOLVER_REVIEW_USERS": users(),
            "RESOLVER_REVIEW_DB_PATH": str(workdir / f"review-{self.port}.sqlite3"),
            "RESOLVER_REVIEW_HOST": "127.0.0.1",
            "RESOLVER_REVIEW_PORT": str(self.port),
        } | (extra or {})
        self.proc: subprocess.Popen[bytes] | None = None

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def start(self) -> ReviewProcess:
        with self.log.open("ab") as sink:
            self.proc = subprocess.Popen(
                [sys.executable, "-m", "workers.cli", "review"], cwd=ROOT, env=self.env,
                stdout=sink, stderr=subprocess.STDOUT,
            )
        return self

    def ready(self) -> bool:
        try:
            with urllib.request.urlopen(f"{self.url}/health", timeout=2) as reply:
                return bool(orjson.loads(reply.read())["ready"])
        except (urllib.error.URLError, OSError):
            return False

    async def wait_ready(self, timeout: float = 60.0) -> None:
        deadline = time.monotonic() + timeout
        while not self.ready():
            assert self.proc is not None
            if self.proc.poll() is not None:
                raise AssertionError(f"review exited {self.proc.returncode}: {self.tail()}")
            assert time.monotonic() < deadline, f"review not ready: {self.tail()}"
            await asyncio.sleep(0.2)

    async def stop(self) -> int:
        assert self.proc is not None
        if self.proc.poll() is None:
            self.proc.terminate()
        deadline = time.monotonic() + 30
        while self.proc.poll() is None:
            if time.monotonic() > deadline:
                self.proc.kill()
                raise AssertionError(f"review ignored SIGTERM: {self.tail()}")
            await asyncio.sleep(0.1)
        return self.proc.returncode

    def kill(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait()

    def tail(self) -> str:
        return self.log.read_text(errors="replace")[-4000:]
