"""Which events ``resolver whatif --from-topic`` replays, without a broker: the archive fold,
the selection by status and time, and the replay of exactly the selected events."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import orjson
import pytest

from tests.governance.builders import archived
from workers.cli import main
from workers.decode import Limits
from workers.governance.archive import parse_time
from workers.governance.whatif_archive import ArchivedEvents, ArchiveReplay, Selection
from workers.policy_file import load_policy

ROOT = Path(__file__).resolve().parents[2]
POLICY = load_policy(str(ROOT / "deploy" / "policy.toml"))
DOCS = [("rb", "runbook", "primary"), ("wk", "team_wiki", "primary")]


def _archive(*records: bytes) -> ArchivedEvents:
    events = ArchivedEvents()
    for number, value in enumerate(records):
        events.add(value, f"rag.conflicts[0]@{number}")
    return events


def _record(conflict_id: str, event_id: str, **kwargs: Any) -> bytes:
    return archived(conflict_id, "k", DOCS, event_id=event_id, **kwargs).model_dump_json().encode()


def _event(event_id: str, minutes: int = 15) -> bytes:
    return orjson.dumps({
        "event_id": event_id, "query": "How long do we have to roll back a deploy?",
        "emitted_at": "2026-11-29T10:00:00Z",
        "chunks": [{"chunk_id": c, "doc_id": f"doc-{c}", "doc_class": k, "source_tier": "primary",
                    "text": f"Roll back a failed deploy within {m} minutes."}
                   for c, k, m in (("rb", "runbook", minutes), ("wk", "team_wiki", 30))]})


def test_the_latest_version_of_a_conflict_decides_whether_it_is_selected() -> None:
    events = _archive(
        _record("c1", "ev-1", status="escalated", created_at="2026-11-01T10:00:00Z"),
        _record("c2", "ev-2", status="escalated", created_at="2026-11-20T10:00:00Z"),
        _record("c1", "ev-1", status="reviewed", created_at="2026-11-01T10:00:00Z",
                decided_at="2026-11-02T10:00:00Z", decision="accept_neither"),
        _record("c3", "ev-2", status="auto_resolved", winner="rb",
                rules=("newest_version",), created_at="2026-11-21T10:00:00Z"),
        b'{"conflict_id": "broken"}',
    )
    assert events.select(Selection()) == (3, {"ev-1", "ev-2"})
    assert events.select(Selection(frozenset({"escalated"}))) == (1, {"ev-2"})
    assert events.select(Selection(frozenset({"reviewed", "auto_resolved"}))) == (
        2, {"ev-1", "ev-2"})
    since = parse_time("2026-11-21")
    assert events.select(Selection(since=since)) == (1, {"ev-2"})
    assert events.select(Selection(frozenset({"reviewed"}), since)) == (0, set())
    assert len(events.problems) == 1 and events.problems[0].startswith("rag.conflicts[0]@4: ")


def test_exactly_the_selected_events_are_replayed_once_and_the_rest_counted(tmp_path: Path) -> None:
    text = (ROOT / "deploy" / "policy.toml").read_text()
    proposed_path = tmp_path / "proposed.toml"
    proposed_path.write_text(text.replace('runbook = "newest_version"', 'runbook = "escalate"'))
    proposed = load_policy(str(proposed_path))
    replay = ArchiveReplay({"ev-a", "ev-b", "ev-gone"}, POLICY, proposed, Limits(),
                           lambda: "2026-11-30T10:00:00.000Z")
    inputs: list[bytes | None] = [
        _event("ev-a"),
        _event("ev-other"),           # not behind the archive: a runbook conflict, not replayed
        b"not json",                  # unreadable: reported
        None,                         # a null record: reported
        orjson.dumps({"event_id": "ev-b", "chunks": "nope"}),  # selected but invalid: reported
        orjson.dumps({"event_id": "ev-unrelated", "chunks": "nope"}),  # not selected: ignored
        _event("ev-a", minutes=20),   # a redelivered copy: counted, not replayed again
        _event("ev-b"),               # a valid copy of ev-b after the invalid one
    ]
    for offset, value in enumerate(inputs):
        replay.add(value, f"rag.retrieval[1]@{offset}")

    assert replay.result.events == 2
    assert {c.event_id for c in replay.result.changes} == {"ev-a", "ev-b"}
    assert all(c.kind == "changed" and c.after and c.after["strategy"] == "escalate"
               for c in replay.result.changes)
    assert [s.split(":")[0] for s in replay.skipped] == [
        "rag.retrieval[1]@2", "rag.retrieval[1]@3", "rag.retrieval[1]@4"]
    coverage = replay.coverage("rag.conflicts", "rag.retrieval", Selection(), 4)
    assert (coverage.events, coverage.found, coverage.duplicates) == (3, 2, 1)
    assert coverage.not_found == ("ev-gone",)
    assert coverage.selection == "all"


@pytest.mark.parametrize(("statuses", "since", "text"), [
    (frozenset({"surfaced", "escalated"}), None, "status escalated, surfaced"),
    (frozenset(), "2026-11-01", "created since 2026-11-01T00:00:00+00:00"),
])
def test_the_selection_describes_itself(statuses: frozenset[str], since: str | None,
                                        text: str) -> None:
    assert Selection(statuses, parse_time(since)).describe() == text


@pytest.mark.parametrize("args", [
    [],                                                   # neither EVENTS nor --from-topic
    ["events.jsonl", "--from-topic"],                     # both
    ["events.jsonl", "--status", "escalated"],            # a selection without the topic
    ["events.jsonl", "--since", "2026-11-01"],
])
def test_the_source_must_be_one_and_selections_need_the_topic(
    args: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    policy = str(ROOT / "deploy" / "policy.toml")
    assert main(["whatif", *args, "--policy", policy, "--proposed", policy]) == 2
    assert "--from-topic" in capsys.readouterr().err
