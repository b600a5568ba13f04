"""The Faust application shell around the resolver loop, built in a factory.

Faust provides the process: lifecycle and dependency graph, SIGTERM/SIGINT handling,
logging, and the web server with ``/health`` and ``/ready``. Faust's own Kafka consumer,
producer, agents and tables are switched off (``_ShellOnly``): the hot loop runs on aiokafka
in ``workers.kafka.loop.ResolverLoop``, a service of this app, because Faust 0.15's agent path
acks a message whose agent raised, can commit past a message still in flight
(concurrency > 1) and can record a failed commit as done. README: Streaming worker.
"""

from __future__ import annotations

import logging
import os
import platform
import sys
import time
from collections.abc import Mapping
from dataclasses import asdict, dataclass

import faust
from faust.app.base import BootStrategy
from faust.web import Request, Response, View
from prometheus_client import CollectorRegistry, Gauge, disable_created_metrics, generate_latest

from workers.engine import Policy, PolicyError, set_query_cache_size, set_reading_cache_size
from workers.errors import SettingsError
from workers.escalations import EscalationReport
from workers.gc_tuning import tune_gc
from workers.kafka.loop import ResolverLoop, kafka_loop
from workers.kafka.supervise import supervise
from workers.logs import EventLog, log_event, setup_event_log
from workers.metrics import Metrics, build_version
from workers.observers import Progress
from workers.policy_file import load_policy
from workers.settings import Settings

EXIT_CONFIG = 2
METRICS_CONTENT_TYPE = "text/plain; version=0.0.4"  # Prometheus text format, UTF-8


class _ShellOnly(BootStrategy):
    """Start Faust's web server and sensors, none of its Kafka machinery."""

    enable_kafka = False
    enable_web = True


class ResolverApp(faust.App):
    BootStrategy = _ShellOnly

    async def on_first_start(self) -> None:
        """Faust would create its data directories here; they hold tables, and there are none."""


@dataclass(frozen=True)
class Worker:
    """One worker's parts: the Faust app, its loop, and the observers the endpoints read."""

    app: ResolverApp
    loop: ResolverLoop
    progress: Progress
    metrics: Metrics
    escalations: EscalationReport


def create_app(settings: Settings, policy: Policy,
               registry: CollectorRegistry | None = None) -> Worker:
    """A new app with its resolver loop and observers; nothing starts until a worker runs it.

    Endpoints on the app's web port: ``/health``, ``/ready``, ``/metrics`` (Prometheus text
    format, from ``registry``, a fresh one by default) and ``/escalations/top``.
    """
    set_reading_cache_size(settings.reading_cache_size)
    set_query_cache_size(settings.query_cache_size)
    tune_gc(settings.gc_full_every)
    app = ResolverApp(
        settings.group_id,
        broker=f"kafka://{settings.bootstrap_servers}",  # unused: Faust's Kafka clients are off
        autodiscover=False,
        web_host=settings.web_host,
        web_bind=settings.web_host,  # where the server listens (Faust's default: 0.0.0.0)
        web_port=settings.web_port,
    )
    # no `_created` series: they double the scrape and say little
    disable_created_metrics()  # type: ignore[no-untyped-call]  # unannotated in prometheus_client
    registry = registry if registry is not None else CollectorRegistry()
    progress = Progress()
    metrics = Metrics(registry, policy.version)
    escalations = EscalationReport(settings.escalation_report_size)
    Gauge("resolver_escalation_repeats_max", "Most escalations of any single entity key "
          "since this worker started", registry=registry).set_function(
        lambda: float(escalations.max_escalations()))
    loop = kafka_loop(settings, policy, [progress, metrics, escalations, EventLog()])
    app.add_dependency(loop)
    Gauge("resolver_output_unacknowledged_seconds", "How long outputs have been waiting for "
          "the broker's acknowledgement (0 while writes go through)", registry=registry
          ).set_function(lambda: _stalled_seconds(loop))
    Gauge("resolver_output_resends", "Outputs sent again after a transient broker failure, "
          "since this worker started", registry=registry).set_function(
        lambda: float(loop.output_resends))

    @app.page("/health")
    async def health(view: View, request: Request) -> Response:
        """Alive: 200 unless the loop crashed; the body shows assignment and progress, and
        ``degraded`` with ``write_trouble`` while the broker is not acknowledging outputs."""
        trouble = loop.write_trouble
        body = {
            "status": "crashed" if loop.crashed else "degraded" if trouble else "ok",
            "write_trouble": trouble.as_json(time.monotonic()) if trouble else None,
            "policy_version": policy.version,
            "group_id": settings.group_id,
            "assignment": loop.assignment(),
            "progress": asdict(progress),
        }
        return view.json(body, status=503 if loop.crashed else 200)

    @app.page("/ready")
    async def ready(view: View, request: Request) -> Response:
        """Ready: the loop has joined its group and is not stopping."""
        return view.json({"ready": loop.ready}, status=200 if loop.ready else 503)

    @app.page("/metrics")
    async def metrics_page(view: View, request: Request) -> Response:
        """Every metric of this worker, in the Prometheus text exposition format."""
        return view.bytes(generate_latest(registry), content_type=METRICS_CONTENT_TYPE)

    @app.page("/escalations/top")
    async def escalations_page(view: View, request: Request) -> Response:
        """The entity keys escalated most often (bounded by RESOLVER_ESCALATION_REPORT_SIZE)."""
        return view.json(escalations.as_json())

    return Worker(app, loop, progress, metrics, escalations)


def _stalled_seconds(loop: ResolverLoop) -> float:
    trouble = loop.write_trouble
    return time.monotonic() - trouble.since if trouble else 0.0


def run_worker(env: Mapping[str, str] | None = None) -> int:
    """``resolver worker``: settings and policy first (exit 2 if invalid), then run until stopped.

    Exit codes: 0 after a clean stop (SIGTERM/SIGINT), 1 if the loop crashed (a failed
    write: its batch was not committed), 2 for invalid settings or policy. With
    ``RESOLVER_WORKER_PROCESSES`` > 1 it supervises that many workers instead
    (``workers.kafka.supervise``).
    """
    try:
        settings = Settings.from_env(env)
        policy = load_policy(str(settings.policy_path))
    except (SettingsError, PolicyError) as exc:
        print(f"resolver worker: {exc}", file=sys.stderr)
        return EXIT_CONFIG
    setup_event_log(settings.log_level)
    if settings.worker_processes > 1:
        logging.basicConfig(level=settings.log_level.upper())
        return supervise(settings, os.environ if env is None else env)
    log_event("start", version=build_version(), python=platform.python_version(),
              pid=os.getpid(), group_id=settings.group_id, input_topic=settings.topic_retrieval,
              web_port=settings.web_port)
    log_event("policy_loaded", policy_version=policy.version, path=str(settings.policy_path))
    worker = faust_worker(create_app(settings, policy).app, settings.log_level)
    try:
        worker.execute_from_commandline()
    except SystemExit as exit_:
        return exit_.code if isinstance(exit_.code, int) else 1
    return 0


def faust_worker(app: ResolverApp, log_level: str) -> faust.Worker:
    """The Faust worker that runs ``app``, logging at ``log_level`` and no lower.

    Faust's terminal spinner (kept at levels >= warning) sets the root logger to DEBUG, so
    every aiokafka debug line would build a LogRecord that the handler then drops (about a
    tenth of the event loop's time in a profile): no spinner, the root at ``log_level``."""
    worker = faust.Worker(app, loglevel=log_level, quiet=True)
    worker.spinner = None
    return worker
