"""``resolver whatif``: replay events under the current and a proposed policy, report changes."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import orjson

from workers.clock import utc_now
from workers.decode import Limits, Rejected, decode_event
from workers.engine import Policy, PolicyError, resolve
from workers.governance.archive import parse_time
from workers.governance.progress import Progress
from workers.governance.whatif import WhatIf
from workers.governance.whatif_archive import ArchivedEvents, ArchiveReplay, Selection
from workers.governance.whatif_report import Sides, as_json, render_markdown
from workers.policy_file import load_policy

STATUSES = ("auto_resolved", "surfaced", "escalated", "reviewed")

EXAMPLE = """\
example:
  resolver whatif events.jsonl --policy deploy/policy.toml --proposed proposed.toml \\
      --json whatif.json > whatif.md
  RESOLVER_BOOTSTRAP_SERVERS=kafka:9092 resolver whatif --from-topic --status escalated \\
      --since 2026-11-01 --proposed proposed.toml > whatif.md

EVENTS is RetrievalEvents as JSON lines (the retrieval log, a labelled set, or a dump of
the rag.retrieval topic). A conflict archive (rag.conflicts records) cannot be replayed:
its records keep only the chunks that conflicted and not their supersedes links, scope,
rank or the query scope, so the engine could not rebuild the events faithfully. With
--from-topic the command replays the events behind it instead: it reads the archive topic
(RESOLVER_TOPIC_CONFLICTS) to its end for the event ids of the archived conflicts (the
last version of a conflict_id counts; --status and --since narrow them), then the input
topic (RESOLVER_TOPIC_RETRIEVAL) to its end, and replays each of those events once; the
report says how many were not found there (the input's retention may have dropped them).
No consumer group is used, nothing is committed. Exit 0 report written, 1 something
changed and --fail-on-change was given, 2 invalid policy or unreadable input or topic."""


def add_whatif(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = sub.add_parser(
        "whatif", help="what a policy change would change, as evidence for its review",
        description="Replay events under the current and a proposed policy and report the "
        "conflicts whose strategy, deciding rules, winner, status or owner differ.",
        epilog=EXAMPLE, formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("events", type=Path, nargs="?", help="RetrievalEvents, JSON lines")
    parser.add_argument("--from-topic", action="store_true",
                        help="replay the events behind the archive topic, read from the input "
                        "topic (RESOLVER_* settings: bootstrap, topics, security, limits)")
    parser.add_argument("--status", action="append", default=[], choices=STATUSES,
                        help="with --from-topic: only conflicts archived with this status "
                        "(repeatable)")
    parser.add_argument("--since", metavar="ISO",
                        help="with --from-topic: only conflicts created at or after this time")
    parser.add_argument("--policy", default="deploy/policy.toml", help="the current policy")
    parser.add_argument("--proposed", required=True, help="the proposed policy")
    parser.add_argument("--json", type=Path, metavar="FILE", help="also write the JSON report")
    parser.add_argument("--examples", type=int, default=5,
                        help="examples per kind of change in the Markdown (default 5)")
    parser.add_argument("--fail-on-change", action="store_true",
                        help="exit 1 when any conflict or event status changes")
    parser.set_defaults(handler=run_whatif)


def run_whatif(args: argparse.Namespace) -> int:
    try:
        current = load_policy(args.policy)
    except PolicyError as exc:
        print(f"resolver whatif: current policy {args.policy}: {exc}", file=sys.stderr)
        return 2
    try:
        proposed = load_policy(args.proposed)
    except PolicyError as exc:
        print(f"resolver whatif: proposed policy {args.proposed}: {exc}", file=sys.stderr)
        return 2
    if (args.events is None) == (not args.from_topic):
        print("resolver whatif: give an EVENTS file or --from-topic (one of them)",
              file=sys.stderr)
        return 2
    if (args.status or args.since) and not args.from_topic:
        print("resolver whatif: --status and --since select archived conflicts: they need "
              "--from-topic", file=sys.stderr)
        return 2
    replayed = _from_topic(args, current, proposed) if args.from_topic else _from_file(
        args, current, proposed)
    if replayed is None:
        return 2
    result, sides = replayed
    sys.stdout.write(render_markdown(result, sides, args.examples))
    if args.json is not None:
        args.json.write_bytes(orjson.dumps(as_json(result, sides), option=orjson.OPT_INDENT_2))
    for problem in sides.skipped:
        print(f"resolver whatif: skipped {problem}", file=sys.stderr)
    if sides.coverage is not None:
        cover = sides.coverage
        print(f"resolver whatif: {cover.found} of {cover.events} archived events found on "
              f"{cover.input} and replayed, {len(cover.not_found)} not found", file=sys.stderr)
    changed = bool(result.changes or result.status_changes)
    return 1 if changed and args.fail_on_change else 0


def _from_file(args: argparse.Namespace, current: Policy,
               proposed: Policy) -> tuple[WhatIf, Sides] | None:
    try:
        lines = [line for line in args.events.read_bytes().splitlines() if line.strip()]
    except OSError as exc:
        print(f"resolver whatif: cannot read {args.events}: {exc.strerror}", file=sys.stderr)
        return None
    if lines and _is_archive(lines[0]):
        print(f"resolver whatif: {args.events} holds conflict records, not events: an archive "
              "cannot be replayed from its records; give the retrieval events, or use "
              "--from-topic (see resolver whatif --help)", file=sys.stderr)
        return None
    result, skipped = WhatIf(), []
    limits = Limits()
    bar = Progress(Progress.for_terminal(), "whatif", len(lines))
    for number, line in enumerate(lines, start=1):
        bar.step()
        decoded = decode_event(line, limits)
        if isinstance(decoded, Rejected):
            skipped.append(f"line {number}: {decoded.error}: {decoded.detail}")
            continue
        now = utc_now()
        result.add(resolve(decoded, current, now), resolve(decoded, proposed, now))
    bar.close()
    return result, Sides(args.policy, current.version, args.proposed, proposed.version,
                         str(args.events), tuple(skipped))


def _from_topic(args: argparse.Namespace, current: Policy,
                proposed: Policy) -> tuple[WhatIf, Sides] | None:
    """Archive topic to its end for the event ids, then the input topic for those events."""
    from workers.governance.archive_topic import (  # noqa: PLC0415 - Kafka only when asked
        TopicReadError,
        scan_topic,
    )
    from workers.kafka.reader import TopicRecord  # noqa: PLC0415
    from workers.settings import Settings, SettingsError  # noqa: PLC0415

    since = parse_time(args.since) if args.since else None
    if args.since and since is None:
        print(f"resolver whatif: --since {args.since!r} is not an ISO time", file=sys.stderr)
        return None
    selection = Selection(frozenset(args.status), since)
    archived = ArchivedEvents()

    def fold_archive(records: list[TopicRecord]) -> None:
        for r in records:
            if r.value is not None:
                archived.add(r.value, f"{r.topic}[{r.partition}]@{r.offset}")

    try:
        settings = Settings.from_env()
        terminal = Progress.for_terminal()
        scan_topic(settings, settings.topic_conflicts, fold_archive, progress=terminal)
        conflicts, wanted = archived.select(selection)
        replay = ArchiveReplay(wanted, current, proposed, settings.limits, utc_now)

        def fold_input(records: list[TopicRecord]) -> None:
            for r in records:
                replay.add(r.value, f"{r.topic}[{r.partition}]@{r.offset}")

        if wanted:
            scan_topic(settings, settings.topic_retrieval, fold_input, progress=terminal)
    except (SettingsError, TopicReadError) as exc:
        print(f"resolver whatif: {exc}", file=sys.stderr)
        return None
    coverage = replay.coverage(settings.topic_conflicts, settings.topic_retrieval, selection,
                               conflicts)
    source = f"{settings.topic_retrieval} (the events behind {settings.topic_conflicts})"
    return replay.result, Sides(args.policy, current.version, args.proposed, proposed.version,
                                source, (*archived.problems, *replay.skipped), coverage)


def _is_archive(line: bytes) -> bool:
    try:
        first = orjson.loads(line)
    except orjson.JSONDecodeError:
        return False
    return isinstance(first, dict) and "conflict_id" in first and "entity_key" in first
