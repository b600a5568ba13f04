"""The worker's settings: one frozen object, read once from ``RESOLVER_*`` environment variables.

Every field ``name`` is set by the variable ``RESOLVER_NAME`` (upper case); a ``RESOLVER_``
variable that names no field is refused, so a typo is an error rather than a silent default.
The environment is read in exactly one place, ``Settings.from_env``, and the mapping is
injectable so tests never touch ``os.environ``. The SASL password is a ``SecretStr``: it is
masked in ``repr``, ``str`` and logs, and only ``clients.kafka_options`` reveals it.
"""

from __future__ import annotations

import ipaddress
import os
import re
from collections.abc import Mapping
from pathlib import Path
from typing import Literal, Self

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    SecretStr,
    ValidationError,
    field_validator,
    model_validator,
)

from workers.decode import Limits
from workers.errors import SettingsError

__all__ = ["PREFIX", "Settings", "SettingsError"]  # SettingsError: raised here, defined in errors

PREFIX = "RESOLVER_"

_LIMITS = Limits()
SecurityProtocol = Literal["PLAINTEXT", "SSL", "SASL_SSL"]
SaslMechanism = Literal["PLAIN", "SCRAM-SHA-256", "SCRAM-SHA-512"]


_TOPIC = r"^[A-Za-z0-9._-]{1,249}$"
"""Kafka's legal topic names."""
_NAME = r"^[\x21-\x7e]{1,255}$"
"""Client and group ids: printable ASCII, no spaces."""
_HOST = re.compile(r"[A-Za-z0-9](?:[A-Za-z0-9._-]{0,252})")
_SERVER = re.compile(
    r"(?P<host>\[[0-9A-Fa-f:.]{2,45}\]|[A-Za-z0-9._-]{1,253}):(?P<port>[0-9]{1,5})"
)
MIB = 1 << 20


class Settings(BaseModel):
    """Everything the worker, the topics command and the demo need to know about their world."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    # Kafka connection
    bootstrap_servers: str = Field("127.0.0.1:9092", max_length=4096)
    client_id: str = Field("rag-conflict-resolver", pattern=_NAME)
    group_id: str = Field("rag-conflict-resolver", pattern=_NAME)
    security_protocol: SecurityProtocol = "PLAINTEXT"
    sasl_mechanism: SaslMechanism | None = None
    sasl_username: str | None = Field(None, max_length=1024)
    sasl_password: SecretStr | None = Field(None, max_length=1024)
    ssl_cafile: Path | None = None

    # topics (docs/records.md: Topics)
    topic_retrieval: str = Field("rag.retrieval", pattern=_TOPIC)
    topic_generation: str = Field("rag.generation", pattern=_TOPIC)
    topic_conflicts: str = Field("rag.conflicts", pattern=_TOPIC)
    topic_decisions: str = Field("rag.conflicts.decisions", pattern=_TOPIC)
    topic_dlq: str = Field("rag.retrieval.dlq", pattern=_TOPIC)
    # partitions and replication used by `resolver topics create`; -1 = the broker's default
    topic_partitions: int = Field(6, ge=1, le=10_000)
    topic_replication: int = Field(-1, ge=-1, le=64)
    # min.insync.replicas set on the topics `topics create` makes; 0 = the broker's default
    topic_min_insync_replicas: int = Field(0, ge=0, le=64)

    # processing
    policy_path: Path = Path("deploy/policy.toml")
    batch_size: int = Field(500, ge=1, le=100_000)
    batch_max_wait_ms: int = Field(100, ge=1, le=60_000)
    linger_ms: int = Field(5, ge=0, le=60_000)
    max_event_bytes: int = Field(_LIMITS.max_event_bytes, ge=1, le=64 * MIB)
    max_chunks: int = Field(_LIMITS.max_chunks, ge=1, le=100_000)
    # largest record the worker writes (producer max_request_size, topics' max.message.bytes)
    max_output_bytes: int = Field(4 * MIB, ge=1024, le=256 * MIB)
    # an event whose resolution takes longer is dead-lettered (error "timeout")
    event_time_budget_ms: int = Field(5_000, ge=1, le=600_000)
    # chunk readings memoised per worker (about 6 KB each); 0 turns the memo off
    reading_cache_size: int = Field(6_144, ge=0, le=10_000_000)
    # entries of each memo keyed by a query (questions rarely recur); 0 turns them off
    query_cache_size: int = Field(256, ge=0, le=10_000_000)
    # a full garbage collection after this many second-generation ones (workers/gc_tuning.py)
    gc_full_every: int = Field(100, ge=1, le=1_000_000)
    # exactly_once: each batch's outputs and offsets in one Kafka transaction (README)
    processing_guarantee: Literal["at_least_once", "exactly_once"] = "at_least_once"
    transactional_id: str | None = Field(None, pattern=_NAME)  # one per worker instance
    # processes `resolver worker` runs, each its own group member (workers/kafka/supervise.py)
    worker_processes: int = Field(1, ge=1, le=256)

    # shell
    web_host: str = "0.0.0.0"  # health checks come from outside the pod
    web_port: int = Field(6066, ge=1, le=65535)
    # entries of /escalations/top; ten times as many keys are tracked (workers/escalations.py)
    escalation_report_size: int = Field(20, ge=1, le=1000)
    log_level: Literal["debug", "info", "warning", "error"] = "info"

    # review service (`resolver review`)
    review_users: str = ""  # name:tenant:scrypt-hash entries (resolver review hash-password)
    review_db_path: Path = Path("var/review.sqlite3")
    review_host: str = "127.0.0.1"
    review_port: int = Field(6070, ge=1, le=65535)
    review_secure_cookies: bool = False  # true when served over HTTPS (behind a TLS proxy)

    @classmethod
    def from_env(cls, env: Mapping[str, str] | None = None) -> Self:
        """Read ``RESOLVER_*`` variables from ``env`` (default: the process environment)."""
        source = os.environ if env is None else env
        known = {PREFIX + name.upper(): name for name in cls.model_fields}
        unknown = sorted(k for k in source if k.startswith(PREFIX) and k not in known)
        if unknown:
            raise SettingsError(f"{unknown[0]}: not a known setting (README: Streaming worker)")
        values = {name: source[var] for var, name in known.items() if source.get(var, "") != ""}
        for name, value in values.items():
            try:
                value.encode("utf-8")
            except UnicodeEncodeError:
                raise SettingsError(f"{PREFIX}{name.upper()}: not valid UTF-8") from None
        try:
            return cls.model_validate(values)
        except ValidationError as exc:
            first = exc.errors()[0]
            field = str(first["loc"][0]) if first["loc"] else ""
            message = first["msg"].removeprefix("Value error, ")
            where = f"{PREFIX}{field.upper()}: " if field else ""
            raise SettingsError(where + message) from exc

    @field_validator("bootstrap_servers")
    @classmethod
    def _servers(cls, value: str) -> str:
        """A comma-separated list of host:port, each port in 1-65535."""
        for server in value.split(","):
            match = _SERVER.fullmatch(server.strip())
            if match is None:
                raise ValueError(f"{server.strip()!r} is not host:port")
            port = int(match["port"])
            if not 1 <= port <= 65535:
                raise ValueError(f"{server.strip()!r}: port {port} is not in 1-65535")
        return value

    @field_validator("web_host")
    @classmethod
    def _bind_address(cls, value: str) -> str:
        """An IP address or a host name to bind the health server to."""
        try:
            ipaddress.ip_address(value)
        except ValueError:
            if _HOST.fullmatch(value) is None:
                raise ValueError(f"{value!r} is not an IP address or host name") from None
        return value

    @model_validator(mode="after")
    def _consistent(self) -> Self:
        if self.security_protocol == "SASL_SSL":
            missing = [
                PREFIX + name.upper()
                for name in ("sasl_mechanism", "sasl_username", "sasl_password")
                if getattr(self, name) is None
            ]
            if missing:
                raise ValueError(f"SASL_SSL needs {', '.join(missing)}")
        elif self.sasl_mechanism is not None:
            raise ValueError(
                f"{PREFIX}SASL_MECHANISM is set but {PREFIX}SECURITY_PROTOCOL is "
                f"{self.security_protocol}"
            )
        if self.processing_guarantee == "exactly_once" and self.transactional_id is None:
            raise ValueError(
                f"{PREFIX}PROCESSING_GUARANTEE=exactly_once needs {PREFIX}TRANSACTIONAL_ID "
                "(unique per worker instance, the same across its restarts)"
            )
        if self.processing_guarantee == "at_least_once" and self.transactional_id is not None:
            raise ValueError(
                f"{PREFIX}TRANSACTIONAL_ID is set but {PREFIX}PROCESSING_GUARANTEE is "
                "at_least_once (set it to exactly_once to use transactions)"
            )
        if self.ssl_cafile is not None and not self.ssl_cafile.is_file():
            raise ValueError(f"{PREFIX}SSL_CAFILE: {self.ssl_cafile} is not a file")
        if 0 < self.topic_replication < self.topic_min_insync_replicas:
            raise ValueError(
                f"{PREFIX}TOPIC_MIN_INSYNC_REPLICAS ({self.topic_min_insync_replicas}) exceeds "
                f"{PREFIX}TOPIC_REPLICATION ({self.topic_replication}): no write could succeed"
            )
        if self.web_port + self.worker_processes - 1 > 65535:
            raise ValueError(
                f"{PREFIX}WEB_PORT + {PREFIX}WORKER_PROCESSES - 1 is past port 65535 "
                "(worker process i serves on RESOLVER_WEB_PORT + i)"
            )
        if self.max_output_bytes < 2 * self.max_event_bytes:
            raise ValueError(
                f"{PREFIX}MAX_OUTPUT_BYTES must be at least twice {PREFIX}MAX_EVENT_BYTES "
                "(a dead letter carries the event base64-encoded)"
            )
        return self

    @property
    def limits(self) -> Limits:
        return Limits(max_event_bytes=self.max_event_bytes, max_chunks=self.max_chunks)

    @property
    def output_topics(self) -> tuple[str, str, str]:
        """The topics one input record can write to: generation, conflicts, dead letters."""
        return (self.topic_generation, self.topic_conflicts, self.topic_dlq)
