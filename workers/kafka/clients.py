"""aiokafka clients configured from Settings, with the delivery settings chosen deliberately.

aiokafka's defaults are ``acks=1``, no idempotence and auto-commit on; none of them holds the
stage's guarantee, so every client here is built with the values spelled out.
"""

from __future__ import annotations

from typing import Any

from aiokafka import AIOKafkaConsumer, AIOKafkaProducer
from aiokafka.admin import AIOKafkaAdminClient
from aiokafka.helpers import create_ssl_context

from workers.settings import Settings


def kafka_options(settings: Settings) -> dict[str, Any]:
    """Connection and security options shared by every client (the only place secrets are read)."""
    options: dict[str, Any] = {
        "bootstrap_servers": settings.bootstrap_servers,
        "client_id": settings.client_id,
        "security_protocol": settings.security_protocol,
    }
    if settings.security_protocol in ("SSL", "SASL_SSL"):
        cafile = str(settings.ssl_cafile) if settings.ssl_cafile else None
        options["ssl_context"] = create_ssl_context(cafile=cafile)
    if settings.security_protocol == "SASL_SSL":
        password = settings.sasl_password.get_secret_value() if settings.sasl_password else None
        options |= {
            "sasl_mechanism": settings.sasl_mechanism,
            "sasl_plain_username": settings.sasl_username,
            "sasl_plain_password": password,
        }
    return options


def make_producer(settings: Settings) -> Any:
    """Every write is acknowledged by all in-sync replicas, and retries never duplicate;
    in exactly-once mode the producer is transactional under ``RESOLVER_TRANSACTIONAL_ID``
    (starting it fences an earlier producer with that id and aborts its open transaction)."""
    transactional: dict[str, Any] = {}
    if settings.processing_guarantee == "exactly_once":
        transactional["transactional_id"] = settings.transactional_id
    return AIOKafkaProducer(
        **kafka_options(settings),
        **transactional,
        acks="all",
        enable_idempotence=True,
        linger_ms=settings.linger_ms,
        max_request_size=settings.max_output_bytes,
    )


def make_consumer(settings: Settings) -> Any:
    """Offsets move only by the worker's explicit commit; a new group starts at the beginning."""
    return AIOKafkaConsumer(
        **kafka_options(settings),
        group_id=settings.group_id,
        enable_auto_commit=False,
        auto_offset_reset="earliest",
        isolation_level="read_committed",
        max_poll_records=settings.batch_size,
    )


def make_admin(settings: Settings) -> Any:
    return AIOKafkaAdminClient(**kafka_options(settings), request_timeout_ms=30_000)
