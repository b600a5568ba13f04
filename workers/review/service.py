"""``resolver review``: the review service process (settings, Kafka, SQLite, web server).

Start-up order: settings and reviewer accounts (exit 2 when invalid, or when there are no
accounts and no ``--dev-tenant``), the web server (``/health`` answers 503 until ready),
the producer, then both topics read from the beginning into a fresh SQLite store. Once
caught up, any write-back still owed is produced, the pages open, and the topics are
followed until SIGTERM/SIGINT (exit 0). A Kafka failure exits 1.
"""

from __future__ import annotations

import asyncio
import ipaddress
import logging
import signal
import sys
from collections.abc import Mapping
from datetime import UTC, datetime

from aiohttp import web
from prometheus_client import CollectorRegistry

from schemas.records import ConflictRecord, ReviewerDecision
from workers.encode import to_bytes
from workers.kafka.clients import make_producer
from workers.kafka.reader import TopicReader, TopicRecord, make_reader_consumer
from workers.review.auth import AuthConfigError, Authenticator, Sessions, parse_users
from workers.review.follow import ArchiveView, WriteBack
from workers.review.metrics import ReviewMetrics
from workers.review.store import Store
from workers.review.web import Review, create_web_app
from workers.settings import Settings, SettingsError

log = logging.getLogger("resolver.review")
EXIT_CONFIG = 2


class KafkaPublisher:
    """Decision first, then the reviewed record; each awaited until acknowledged."""

    def __init__(self, producer: object, settings: Settings) -> None:
        self._producer = producer
        self._settings = settings

    async def publish(self, decision: ReviewerDecision, reviewed: ConflictRecord) -> None:
        await self.send_decision(decision)
        await self.send_record(reviewed)

    async def send_decision(self, decision: ReviewerDecision) -> None:
        key = decision.conflict_id.encode("utf-8")
        await self._producer.send_and_wait(  # type: ignore[attr-defined] # aiokafka producer
            self._settings.topic_decisions, to_bytes(decision), key=key)

    async def send_record(self, record: ConflictRecord) -> None:
        key = record.conflict_id.encode("utf-8")
        await self._producer.send_and_wait(  # type: ignore[attr-defined] # aiokafka producer
            self._settings.topic_conflicts, to_bytes(record), key=key)


def _now() -> datetime:
    return datetime.now(UTC)


def is_loopback(host: str) -> bool:
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def configure(settings: Settings, dev_tenant: str | None) -> Authenticator:
    """The authenticator; AuthConfigError when the service must refuse to start."""
    accounts = parse_users(settings.review_users)
    if dev_tenant is not None:
        if not is_loopback(settings.review_host):
            raise AuthConfigError(
                f"--dev-tenant signs anyone in: it serves on a loopback address only, not "
                f"RESOLVER_REVIEW_HOST={settings.review_host}"
            )
        return Authenticator({}, dev_tenant=dev_tenant)
    if not accounts:
        raise AuthConfigError(
            "RESOLVER_REVIEW_USERS is empty: give reviewer accounts (name:tenant:hash, from "
            "`resolver review hash-password`), or --dev-tenant TENANT for local development"
        )
    return Authenticator(accounts)


async def serve(settings: Settings, auth: Authenticator, stopping: asyncio.Event) -> None:
    """Run until ``stopping`` is set; raises on a Kafka failure."""
    store = Store.open(settings.review_db_path)
    producer = make_producer(settings)
    publisher = KafkaPublisher(producer, settings)
    metrics = ReviewMetrics(CollectorRegistry())
    review = Review(store, auth, Sessions(), publisher, metrics, _now,
                    secure_cookies=settings.review_secure_cookies, lock=asyncio.Lock())
    view = ArchiveView(store, settings.topic_conflicts, settings.topic_decisions)
    runner = web.AppRunner(create_web_app(review), access_log=None)
    await runner.setup()
    await web.TCPSite(runner, settings.review_host, settings.review_port).start()
    log.info("review service on http://%s:%d", settings.review_host, settings.review_port)
    reader = TopicReader(make_reader_consumer(settings),
                         [settings.topic_conflicts, settings.topic_decisions])
    try:
        await producer.start()
        await reader.start()

        async def fold(records: list[TopicRecord]) -> None:
            assert review.lock is not None  # a submission in flight finishes first
            async with review.lock:
                skipped = view.skipped
                touched = {view.apply(r.topic, r.key, r.value) for r in records}
                metrics.skipped.inc(view.skipped - skipped)
                if review.ready:
                    owed = [w for cid in touched if cid and (w := view.owed(cid)) is not None]
                    await _write_back(publisher, store, owed)

        count = await reader.catch_up(fold)
        await _write_back(publisher, store, view.all_owed())
        review.ready = True
        log.info("review service ready: %d archived records read, %d skipped", count,
                 view.skipped)
        await reader.follow(fold, stopping.is_set)
    finally:
        await reader.stop()
        await producer.stop()
        await runner.cleanup()
        store.close()


async def _write_back(publisher: KafkaPublisher, store: Store, owed: list[WriteBack]) -> None:
    for item in owed:
        if item.decision is not None:
            await publisher.send_decision(item.decision)
            store.put_decision(item.decision)
        await publisher.send_record(item.record)
        store.put_conflict(item.record)
        log.info("wrote back the decision on %s", item.record.conflict_id)


def run_review(dev_tenant: str | None = None, env: Mapping[str, str] | None = None) -> int:
    """``resolver review``: exit 0 after SIGTERM/SIGINT, 1 on a Kafka failure, 2 on config."""
    try:
        settings = Settings.from_env(env)
        auth = configure(settings, dev_tenant)
    except (SettingsError, AuthConfigError) as exc:
        print(f"resolver review: {exc}", file=sys.stderr)
        return EXIT_CONFIG
    logging.basicConfig(level=settings.log_level.upper(),
                        format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    return asyncio.run(_main(settings, auth))


async def _main(settings: Settings, auth: Authenticator) -> int:
    stopping = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGTERM, signal.SIGINT):
        loop.add_signal_handler(sig, stopping.set)
    try:
        await serve(settings, auth, stopping)
    except Exception:
        log.exception("review service stopped on an error")
        return 1
    return 0
