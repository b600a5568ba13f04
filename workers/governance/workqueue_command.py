"""``resolver workqueue``: the owners' work queue from the conflict archive."""

from __future__ import annotations

import argparse
import sys
from datetime import UTC, datetime
from pathlib import Path

import orjson

from workers.engine import PolicyError
from workers.governance.archive import Archive, parse_time, read_archive, read_archive_file
from workers.governance.progress import Progress
from workers.governance.workqueue import build_queue
from workers.governance.workqueue_report import queue_csv, queue_json, queue_markdown
from workers.policy_file import load_policy

EXAMPLE = """\
example:
  resolver resolve events.jsonl --out out/
  resolver workqueue out/conflicts.jsonl --out queue/      # queue.md, queue.csv, queue.json
  resolver workqueue archive.jsonl --format csv --owner security-office > mine.csv
  RESOLVER_BOOTSTRAP_SERVERS=kafka:9092 resolver workqueue --from-topic --format json

ARCHIVE is ConflictRecords as JSON lines (the offline command's conflicts.jsonl, or the
rag.conflicts topic dumped), or with --from-topic the topic itself; of several versions of a
conflict_id the last one counts, as on the compacted topic. Groups: one per owner, tenant
and entity key whose conflicts share documents; repeat escalations (two or more escalated
conflicts) first. Actions: demote a secondary source, refresh or fix the primary, add a
supersession link, retire a stale document. Exit 0 queue written, 2 unreadable archive,
invalid policy or bad --now; lines that are not records are reported on stderr, skipped."""


def add_workqueue(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = sub.add_parser(
        "workqueue", help="the owners' work queue from the conflict archive",
        description="Group archived conflicts by owner and entity key, repeat escalations "
        "first, with counts, age, documents and a suggested action.",
        epilog=EXAMPLE, formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("archive", type=Path, nargs="?", help="ConflictRecords, JSON lines")
    parser.add_argument("--from-topic", action="store_true",
                        help="read the archive topic instead (RESOLVER_BOOTSTRAP_SERVERS, "
                        "RESOLVER_TOPIC_CONFLICTS and the security settings)")
    parser.add_argument("--format", choices=["markdown", "csv", "json"], default="markdown",
                        help="what to print on stdout (default markdown)")
    parser.add_argument("--out", type=Path,
                        help="write queue.md, queue.csv and queue.json here")
    parser.add_argument("--owner", action="append", default=[],
                        help="only this owner's groups (repeatable)")
    parser.add_argument("--policy", default="deploy/policy.toml",
                        help="ranks documents by authority to name the primary one")
    parser.add_argument("--now", help="ISO time the ages are measured to (default: now)")
    parser.set_defaults(handler=run_workqueue)


def run_workqueue(args: argparse.Namespace) -> int:
    now = parse_time(args.now) if args.now else datetime.now(UTC)
    if now is None:
        print(f"resolver workqueue: --now {args.now!r} is not an ISO time", file=sys.stderr)
        return 2
    try:
        policy = load_policy(args.policy)
    except PolicyError as exc:
        print(f"resolver workqueue: {args.policy}: {exc}", file=sys.stderr)
        return 2
    if (args.archive is None) == (not args.from_topic):
        print("resolver workqueue: give an ARCHIVE file or --from-topic (one of them)",
              file=sys.stderr)
        return 2
    archive = _from_topic() if args.from_topic else _from_file(args.archive)
    if archive is None:
        return 2
    records = [r for r in archive.records if not args.owner or r.owner in args.owner]
    groups = build_queue(records, policy.authority)
    source = str(args.archive) if args.archive else "the archive topic"
    rendered = {
        "markdown": lambda: queue_markdown(groups, now, source),
        "csv": lambda: queue_csv(groups, now),
        "json": lambda: orjson.dumps(queue_json(groups, now),
                                     option=orjson.OPT_INDENT_2).decode() + "\n",
    }
    sys.stdout.write(rendered[args.format]())
    if args.out is not None:
        args.out.mkdir(parents=True, exist_ok=True)
        for name, fmt in (("queue.md", "markdown"), ("queue.csv", "csv"), ("queue.json", "json")):
            (args.out / name).write_text(rendered[fmt](), encoding="utf-8")
    for problem in archive.problems:
        print(f"resolver workqueue: skipped {problem}", file=sys.stderr)
    print(f"{len(groups)} groups from {len(archive.records)} conflicts "
          f"({archive.versions} records read)", file=sys.stderr)
    return 0



def _from_file(path: Path) -> Archive | None:
    try:
        return read_archive_file(path)
    except OSError as exc:
        print(f"resolver workqueue: cannot read {path}: {exc.strerror}", file=sys.stderr)
        return None


def _from_topic() -> Archive | None:
    from workers.governance.archive_topic import (  # noqa: PLC0415 - Kafka only when asked
        TopicReadError,
        read_archive_topic,
    )
    from workers.settings import Settings, SettingsError  # noqa: PLC0415

    try:
        settings = Settings.from_env()
        values = read_archive_topic(settings, progress=Progress.for_terminal())
    except (SettingsError, TopicReadError) as exc:
        print(f"resolver workqueue: {exc}", file=sys.stderr)
        return None
    return read_archive(values, settings.topic_conflicts)
