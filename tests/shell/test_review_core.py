"""Review service parts without a web server: accounts and hashes, the refusal to start
without them, and folding topic records (malformed ones skipped, write-backs owed)."""

from __future__ import annotations

import orjson
import pytest

from schemas import ReviewerDecision
from workers.encode import to_bytes
from workers.engine.decisions import decision_for, record_disagreement
from workers.review.auth import (
    AuthConfigError,
    Authenticator,
    hash_password,
    parse_users,
    verify_password,
)
from workers.review.follow import ArchiveView
from workers.review.service import configure
from workers.review.store import Store
from workers.settings import Settings

from .review_fixtures import escalated

ARCHIVE, DECISIONS = "rag.conflicts", "rag.conflicts.decisions"


def test_password_hashes_are_salted_and_verified() -> None:
    first, second = hash_password("s3cret"), hash_password("s3cret")
    assert first != second
    assert "s3cret" not in first
    assert verify_password("s3cret", first)
    assert not verify_password("s3cret!", first)
    assert not verify_password("s3cret", "scrypt$garbage")


def test_users_setting_is_parsed_and_checked() -> None:
    stored = hash_password("pw")
    accounts = parse_users(f"ann:acme:{stored}, gus:globex:{stored}")
    assert accounts["gus"].reviewer.tenant == "globex"
    auth = Authenticator(accounts)
    assert auth.check("ann", "pw") is not None
    assert auth.check("ann", "wrong") is None
    assert auth.check("nobody", "pw") is None
    for bad in ("ann:acme", "ann:acme:plaintext", f"ann:acme:{stored} ann:acme:{stored}",
                f"a n:acme:{stored}"):
        with pytest.raises(AuthConfigError):
            parse_users(bad)


def test_the_service_refuses_to_start_without_accounts() -> None:
    with pytest.raises(AuthConfigError, match="RESOLVER_REVIEW_USERS is empty"):
        configure(Settings(), None)
    exposed = Settings(review_host="0.0.0.0")
    with pytest.raises(AuthConfigError, match="loopback"):
        configure(exposed, "acme")
    assert configure(Settings(), "acme").check("anyone", "").tenant == "acme"  # type: ignore[union-attr]


def _view() -> ArchiveView:
    return ArchiveView(Store.open(":memory:"), ARCHIVE, DECISIONS)


def test_malformed_records_are_skipped(caplog: pytest.LogCaptureFixture) -> None:
    view = _view()
    assert view.apply(DECISIONS, b"k", b"not json") is None
    assert view.apply(DECISIONS, b"k", b'{"conflict_id": "cf"}') is None
    assert view.apply(ARCHIVE, b"k", b"[1, 2]") is None
    assert view.skipped == 3
    unknown = orjson.dumps({"conflict_id": "cf_unknown", "reviewer": "r",
                            "decision": "accept_neither", "decided_at": "2026-11-30T00:00:00Z"})
    assert view.apply(DECISIONS, b"cf_unknown", unknown) == "cf_unknown"
    assert view.owed("cf_unknown") is None
    assert view.all_owed() == []
    assert "cf_unknown, which is not in the archive" in caplog.text


def test_a_hand_made_decision_is_written_back_and_completed() -> None:
    """A contract-only decision (no disagreement id) gets its write-back and its
    disagreement, so workers can apply it too."""
    record = escalated()
    view = _view()
    key = record.conflict_id.encode()
    view.apply(ARCHIVE, key, to_bytes(record))
    bare = ReviewerDecision(conflict_id=record.conflict_id, reviewer="r",
                            decision="accept_winner", chunk_id="c_a",
                            decided_at="2026-11-30T09:00:00Z")
    view.apply(DECISIONS, key, to_bytes(bare))
    owed = view.owed(record.conflict_id)
    assert owed is not None
    assert (owed.record.status, owed.record.winner) == ("reviewed", "c_a")
    assert owed.decision is not None
    assert owed.decision.disagreement_id == record_disagreement(record)
    view.apply(ARCHIVE, key, to_bytes(owed.record))
    assert view.owed(record.conflict_id) is None
    assert view.apply(ARCHIVE, key, None) == record.conflict_id  # tombstone deletes
    assert view.store.any_conflict(record.conflict_id) is None


def test_a_decision_about_another_disagreement_is_not_written_back() -> None:
    record = escalated()
    changed = escalated(days=("90", "45"))
    assert changed.conflict_id == record.conflict_id
    view = _view()
    key = record.conflict_id.encode()
    view.apply(DECISIONS, key, to_bytes(decision_for(record, "accept_neither", "r",
                                                     "2026-11-30T09:00:00Z")))
    view.apply(ARCHIVE, key, to_bytes(changed))
    assert view.owed(record.conflict_id) is None
