"""Reviewer accounts, password hashes, sessions and CSRF tokens of the review service.

Accounts come from one setting, ``RESOLVER_REVIEW_USERS``: entries ``name:tenant:hash``
separated by commas or whitespace, where ``hash`` is what ``resolver review hash-password``
prints (``scrypt$N$r$p$salt$digest``, salted, hex). Passwords are never stored or logged;
checks run in constant time. A session is a random token in an HttpOnly, SameSite=Strict
cookie, held in memory only (a restart signs everyone out), with its own CSRF token that
every form carries back.
"""

from __future__ import annotations

import hashlib
import hmac
import re
import secrets
from dataclasses import dataclass, field
from time import monotonic

SCRYPT_N, SCRYPT_R, SCRYPT_P = 2**14, 8, 1
SESSION_SECONDS = 8 * 3600
_NAME = re.compile(r"^[A-Za-z0-9._@-]{1,64}$")


class AuthConfigError(ValueError):
    """RESOLVER_REVIEW_USERS is malformed; the message names the entry (never a hash)."""


@dataclass(frozen=True, slots=True)
class Reviewer:
    """A signed-in reviewer: sees and decides only the conflicts of ``tenant``."""

    name: str
    tenant: str


def hash_password(password: str, salt: bytes | None = None) -> str:
    """A salted scrypt hash in the form RESOLVER_REVIEW_USERS stores."""
    salt = salt if salt is not None else secrets.token_bytes(16)
    digest = hashlib.scrypt(
        password.encode("utf-8"), salt=salt, n=SCRYPT_N, r=SCRYPT_R, p=SCRYPT_P, dklen=32
    )
    return f"scrypt${SCRYPT_N}${SCRYPT_R}${SCRYPT_P}${salt.hex()}${digest.hex()}"


def verify_password(password: str, stored: str) -> bool:
    """True when ``password`` matches ``stored``; constant-time on the digest."""
    try:
        scheme, n, r, p, salt, digest = stored.split("$")
        if scheme != "scrypt":
            return False
        actual = hashlib.scrypt(
            password.encode("utf-8"), salt=bytes.fromhex(salt), n=int(n), r=int(r), p=int(p),
            dklen=len(bytes.fromhex(digest)),
        )
    except ValueError:
        return False
    return hmac.compare_digest(actual, bytes.fromhex(digest))


@dataclass(frozen=True, slots=True)
class Account:
    reviewer: Reviewer
    password_hash: str


def parse_users(value: str) -> dict[str, Account]:
    """Accounts by name from the RESOLVER_REVIEW_USERS value; AuthConfigError if malformed."""
    accounts: dict[str, Account] = {}
    for number, entry in enumerate(re.split(r"[,\s]+", value.strip()), start=1):
        if not entry:
            continue
        parts = entry.split(":", 2)
        if len(parts) != 3:
            raise AuthConfigError(f"RESOLVER_REVIEW_USERS entry {number}: not name:tenant:hash")
        name, tenant, stored = parts
        if not _NAME.match(name) or not _NAME.match(tenant):
            raise AuthConfigError(f"RESOLVER_REVIEW_USERS entry {number}: bad name or tenant")
        if not stored.startswith("scrypt$") or stored.count("$") != 5:
            raise AuthConfigError(
                f"RESOLVER_REVIEW_USERS entry {number} ({name}): not a scrypt hash "
                "(use: resolver review hash-password)"
            )
        if name in accounts:
            raise AuthConfigError(f"RESOLVER_REVIEW_USERS: {name} is listed twice")
        accounts[name] = Account(Reviewer(name, tenant), stored)
    return accounts


_DUMMY_HASH = hash_password("not a password", salt=b"\0" * 16)


@dataclass(slots=True)
class Authenticator:
    """Checks credentials; with ``dev_tenant`` any name signs in to that tenant unchecked."""

    accounts: dict[str, Account]
    dev_tenant: str | None = None

    def check(self, name: str, password: str) -> Reviewer | None:
        if self.dev_tenant is not None:
            return Reviewer(name, self.dev_tenant) if _NAME.match(name) else None
        account = self.accounts.get(name)
        ok = verify_password(password, account.password_hash if account else _DUMMY_HASH)
        return account.reviewer if ok and account else None


@dataclass(slots=True)
class Session:
    reviewer: Reviewer
    csrf: str
    expires: float


@dataclass(slots=True)
class Sessions:
    """In-memory sessions: token → reviewer and CSRF token, expiring after a working day."""

    ttl: float = SESSION_SECONDS
    _by_token: dict[str, Session] = field(default_factory=dict)

    def open(self, reviewer: Reviewer) -> tuple[str, Session]:
        token = secrets.token_urlsafe(32)
        session = Session(reviewer, secrets.token_urlsafe(32), monotonic() + self.ttl)
        self._by_token[token] = session
        return token, session

    def get(self, token: str | None) -> Session | None:
        session = self._by_token.get(token) if token else None
        if session is None:
            return None
        if session.expires < monotonic():
            self._by_token.pop(token or "", None)
            return None
        return session

    def close(self, token: str | None) -> None:
        self._by_token.pop(token or "", None)


@dataclass(slots=True)
class Throttle:
    """At most ``limit`` failed sign-ins per name within ``window`` seconds; then refused
    until the oldest failure leaves the window (guessing passwords online stays slow)."""

    limit: int = 5
    window: float = 900.0
    _failures: dict[str, list[float]] = field(default_factory=dict)

    def blocked(self, name: str) -> bool:
        recent = [t for t in self._failures.get(name, []) if t > monotonic() - self.window]
        self._failures[name] = recent
        if not recent:
            del self._failures[name]
        return len(recent) >= self.limit

    def failed(self, name: str) -> None:
        self._failures.setdefault(name, []).append(monotonic())

    def succeeded(self, name: str) -> None:
        self._failures.pop(name, None)


def same_token(expected: str, given: str | None) -> bool:
    """Constant-time comparison of a CSRF token."""
    return given is not None and hmac.compare_digest(expected.encode(), given.encode())
