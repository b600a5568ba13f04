"""A real Prometheus server (Debian package ``prometheus``; ``make prometheus`` installs it)
scraping workers every second with the project's alert rules loaded, for integration tests."""

from __future__ import annotations

import asyncio
import json
import shutil
import subprocess
import time
import urllib.error
import urllib.parse
import urllib.request
from pathlib import Path
from typing import Any

import pytest
import yaml

from tests.integration.helpers import ROOT, free_port

RULES = sorted((ROOT / "deploy" / "prometheus" / "rules").glob("*.yml"))
SCRAPE_INTERVAL_S = 1.0


class PrometheusServer:
    """``prometheus`` on a free port of 127.0.0.1, its data and config in ``workdir``."""

    def __init__(self, workdir: Path, targets: list[str]) -> None:
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.workdir = workdir
        self.log = workdir / "prometheus.log"
        self.config = {
            "global": {"scrape_interval": f"{SCRAPE_INTERVAL_S:g}s",
                       "evaluation_interval": f"{SCRAPE_INTERVAL_S:g}s"},
            "rule_files": [str(path) for path in RULES],
            "scrape_configs": [{"job_name": "resolver", "metrics_path": "/metrics",
                                "static_configs": [{"targets": targets}]}],
        }
        self.proc: subprocess.Popen[bytes] | None = None

    def start(self) -> PrometheusServer:
        binary = shutil.which("prometheus")
        if binary is None:
            pytest.fail("prometheus not found: `make prometheus` installs the Debian package")
        config = self.workdir / "prometheus.yml"
        config.write_text(yaml.safe_dump(self.config))
        with self.log.open("ab") as sink:
            self.proc = subprocess.Popen(
                [binary, f"--config.file={config}", f"--storage.tsdb.path={self.workdir / 'data'}",
                 f"--web.listen-address=127.0.0.1:{self.port}"],
                stdout=sink, stderr=subprocess.STDOUT)
        return self

    def stop(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(timeout=30)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()

    def api(self, path: str, **params: str) -> Any:
        """The ``data`` of a successful Prometheus HTTP API answer."""
        query = f"?{urllib.parse.urlencode(params)}" if params else ""
        with urllib.request.urlopen(f"{self.url}/api/v1/{path}{query}", timeout=10) as response:
            body = json.loads(response.read())
        assert body["status"] == "success", body
        return body["data"]

    def query(self, expr: str) -> list[dict[str, Any]]:
        result: list[dict[str, Any]] = self.api("query", query=expr)["result"]
        return result

    async def wait_ready(self, timeout: float = 60.0) -> None:
        deadline = time.monotonic() + timeout
        while True:
            assert self.proc is not None
            if self.proc.poll() is not None:
                raise AssertionError(f"prometheus exited {self.proc.returncode}: {self.tail()}")
            try:
                with urllib.request.urlopen(f"{self.url}/-/ready", timeout=2) as response:
                    if response.status == 200:
                        return
            except (urllib.error.URLError, OSError):
                pass
            assert time.monotonic() < deadline, f"prometheus not ready: {self.tail()}"
            await asyncio.sleep(0.2)

    async def wait_for(self, expr: str, timeout: float = 60.0) -> list[dict[str, Any]]:
        """The result of ``expr`` once it is not empty (a filter expression holds)."""
        deadline = time.monotonic() + timeout
        while not (result := self.query(expr)):
            assert time.monotonic() < deadline, f"{expr}: still empty after {timeout}s"
            await asyncio.sleep(0.5)
        return result

    def tail(self) -> str:
        return self.log.read_text(errors="replace")[-4000:]
