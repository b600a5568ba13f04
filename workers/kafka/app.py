"""The Faust application shell around the resolver loop, built in a factory.

Faust provides the process: lifecycle and dependency graph, SIGTERM/SIGINT handling,
logging, and the web server with ``/health`` and ``/ready``. Faust's own Kafka consumer,
producer, agents and tables are switched off (``_ShellOnly``): the hot loop runs on aiokafka
in ``workers.kafka.loop.ResolverLoop``, a service of this app, because Faust 0.15's agent path
acks a message whose agent raised, can commit past a message still in flight
(concurrency > 1) and can record a failed commit as done. README: Streaming worker.
"""

from __future__ import annotations

import sys
from collections.abc import Mapping
from dataclasses import asdict

import faust
from faust.app.base import BootStrategy
from faust.web import Request, Response, View

from workers.engine import Policy, PolicyError
from workers.kafka.loop import ResolverLoop
from workers.policy_file import load_policy
from workers.settings import Settings, SettingsError

EXIT_CONFIG = 2


class _ShellOnly(BootStrategy):
    """Start Faust's web server and sensors, none of its Kafka machinery."""

    enable_kafka = False
    enable_web = True


class ResolverApp(faust.App):
    BootStrategy = _ShellOnly

    async def on_first_start(self) -> None:
        """Faust would create its data directories here; they hold tables, and there are none."""


def create_app(settings: Settings, policy: Policy) -> tuple[ResolverApp, ResolverLoop]:
    """A new app with its resolver loop; nothing starts until a worker runs the app."""
    app = ResolverApp(
        settings.group_id,
        broker=f"kafka://{settings.bootstrap_servers}",  # unused: Faust's Kafka clients are off
        autodiscover=False,
        web_host=settings.web_host,
        web_port=settings.web_port,
    )
    loop = ResolverLoop(settings, policy)
    app.add_dependency(loop)

    @app.page("/health")
    async def health(view: View, request: Request) -> Response:
        """Alive: 200 unless the loop crashed; the body shows assignment and progress."""
        body = {
            "status": "crashed" if loop.crashed else "ok",
            "policy_version": policy.version,
            "group_id": settings.group_id,
            "assignment": loop.assignment(),
            "progress": asdict(loop.progress),
        }
        return view.json(body, status=503 if loop.crashed else 200)

    @app.page("/ready")
    async def ready(view: View, request: Request) -> Response:
        """Ready: the loop has joined its group and is not stopping."""
        return view.json({"ready": loop.ready}, status=200 if loop.ready else 503)

    return app, loop


def run_worker(env: Mapping[str, str] | None = None) -> int:
    """``resolver worker``: settings and policy first (exit 2 if invalid), then run until stopped.

    Exit codes: 0 after a clean stop (SIGTERM/SIGINT), 1 if the loop crashed (a failed
    write: its batch was not committed), 2 for invalid settings or policy.
    """
    try:
        settings = Settings.from_env(env)
        policy = load_policy(str(settings.policy_path))
    except (SettingsError, PolicyError) as exc:
        print(f"resolver worker: {exc}", file=sys.stderr)
        return EXIT_CONFIG
    app, _ = create_app(settings, policy)
    worker = faust.Worker(app, loglevel=settings.log_level, quiet=True)
    try:
        worker.execute_from_commandline()
    except SystemExit as exit_:
        return exit_.code if isinstance(exit_.code, int) else 1
    return 0
