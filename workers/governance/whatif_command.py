"""``resolver whatif``: replay events under the current and a proposed policy, report changes."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import orjson

from workers.clock import utc_now
from workers.decode import Limits, Rejected, decode_event
from workers.engine import PolicyError, resolve
from workers.governance.progress import Progress
from workers.governance.whatif import WhatIf
from workers.governance.whatif_report import Sides, as_json, render_markdown
from workers.policy_file import load_policy

EXAMPLE = """\
example:
  resolver whatif events.jsonl --policy deploy/policy.toml --proposed proposed.toml \\
      --json whatif.json > whatif.md

EVENTS is RetrievalEvents as JSON lines (the retrieval log, a labelled set, or a dump of
the rag.retrieval topic). A conflict archive (rag.conflicts records) cannot be replayed:
its records keep only the chunks that conflicted and not their supersedes links, scope,
rank or the query scope, so the engine could not rebuild the events faithfully; replay
the retrieval events behind it instead. Exit 0 report written, 1 something changed and
--fail-on-change was given, 2 invalid policy or unreadable input."""


def add_whatif(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = sub.add_parser(
        "whatif", help="what a policy change would change, as evidence for its review",
        description="Replay events under the current and a proposed policy and report the "
        "conflicts whose strategy, deciding rules, winner, status or owner differ.",
        epilog=EXAMPLE, formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("events", type=Path, help="RetrievalEvents, JSON lines")
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
    try:
        lines = [line for line in args.events.read_bytes().splitlines() if line.strip()]
    except OSError as exc:
        print(f"resolver whatif: cannot read {args.events}: {exc.strerror}", file=sys.stderr)
        return 2
    if lines and _is_archive(lines[0]):
        print(f"resolver whatif: {args.events} holds conflict records, not events: an archive "
              "cannot be replayed (see resolver whatif --help); give the retrieval events",
              file=sys.stderr)
        return 2
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
    sides = Sides(args.policy, current.version, args.proposed, proposed.version,
                  str(args.events), tuple(skipped))
    sys.stdout.write(render_markdown(result, sides, args.examples))
    if args.json is not None:
        args.json.write_bytes(orjson.dumps(as_json(result, sides), option=orjson.OPT_INDENT_2))
    for problem in skipped:
        print(f"resolver whatif: skipped {problem}", file=sys.stderr)
    changed = bool(result.changes or result.status_changes)
    return 1 if changed and args.fail_on_change else 0


def _is_archive(line: bytes) -> bool:
    try:
        first = orjson.loads(line)
    except orjson.JSONDecodeError:
        return False
    return isinstance(first, dict) and "conflict_id" in first and "entity_key" in first
