"""``resolver eval``: score the engine on labelled sets; reports, gates, the README table."""

from __future__ import annotations

import argparse
import sys
from dataclasses import replace
from pathlib import Path
from typing import Any

import orjson

from workers.engine import PolicyError
from workers.governance.archive import read_archive_file
from workers.governance.evaluate import evaluate, load_set, pooled, run_engine
from workers.governance.floors import GateError, breaches, parse_gate
from workers.governance.markdown import HEADLINE, headline_rows, render_report, table
from workers.governance.progress import Progress
from workers.governance.review_time import duration_text, review_time
from workers.governance.summary import EvalRun, run_summary
from workers.governance.table import MarkerError, render_table, replace_between_markers
from workers.policy_file import load_policy

CHART = "rates-per-field-type.png"
EXAMPLE = """\
example:
  resolver eval tests/data/*.jsonl --out eval-report/ \\
      --fail-under detection_recall=0.85 --fail-under labelled:attribution_accuracy=1 \\
      --fail-over false_positive_rate=0.2 --archive archive.jsonl

writes eval-report/report.md (with the PNG chart), summary.json and
rates-per-field-type.png; prints the headline table. Metrics: detection_precision,
detection_recall, field_precision, field_recall, attribution_accuracy, winner_accuracy,
status_accuracy, citation_fidelity (floors, --fail-under); miss_rate, false_positive_rate,
wrong_citation_rate (ceilings, --fail-over). A gate without SET: applies to every set; SET
is a file stem, 'all' the pooled sets. Exit 0 all gates hold, 1 a gate failed,
2 unusable input (unreadable file, invalid policy or gate, inconsistent labels).
The labelled-set format: docs/labelled-sets.md."""


def add_eval(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = sub.add_parser(
        "eval", help="score the engine on labelled sets (reports, CI gates)",
        description="Run the engine over labelled sets and score its behaviour: "
        "false positives, misses, rule attribution, winners, citation fidelity; "
        "with --archive, the time reviewers take to decide.",
        epilog=EXAMPLE, formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("sets", nargs="*", type=Path, help="labelled JSONL files")
    parser.add_argument("--policy", default="deploy/policy.toml")
    parser.add_argument("--out", type=Path, help="write report.md, summary.json and the chart")
    parser.add_argument("--archive", type=Path,
                        help="conflict archive JSONL: time to reviewer decision")
    parser.add_argument("--fail-under", action="append", default=[], metavar="[SET:]METRIC=X")
    parser.add_argument("--fail-over", action="append", default=[], metavar="[SET:]METRIC=X")
    parser.add_argument("--mismatches", action="store_true",
                        help="print every event the engine got wrong")
    parser.add_argument("--table-into", type=Path, metavar="MARKDOWN",
                        help="rewrite the evaluation table between its markers in this file")
    parser.add_argument("--baseline", type=Path,
                        help="JSON of the blind figures per set, for --table-into")
    parser.set_defaults(handler=run_eval)


def run_eval(args: argparse.Namespace) -> int:
    if not args.sets and args.archive is None:
        print("resolver eval: give labelled sets, --archive, or both", file=sys.stderr)
        return 2
    try:
        gates = [parse_gate(g, upper=False) for g in args.fail_under]
        gates += [parse_gate(g, upper=True) for g in args.fail_over]
        policy = load_policy(args.policy)
        loaded = [load_set(path) for path in args.sets]
        archive = read_archive_file(args.archive) if args.archive else None
        baseline = orjson.loads(args.baseline.read_bytes()) if args.baseline else {}
    except (GateError, PolicyError) as exc:
        print(f"resolver eval: {exc}", file=sys.stderr)
        return 2
    except OSError as exc:
        print(f"resolver eval: cannot read {exc.filename}: {exc.strerror}", file=sys.stderr)
        return 2
    terminal = Progress.for_terminal()
    produced = [(s, run_engine(s, policy, terminal)) for s in loaded]
    sets = tuple((s, evaluate(s.name, s.events, p)) for s, p in produced)
    run = EvalRun(
        policy_version=policy.version, sets=sets,
        pooled=pooled(produced) if len(produced) > 1 else None,
        review_time=review_time(archive.records) if archive else None,
        archive_problems=tuple(archive.problems) if archive else (),
    )
    failed, unknown = breaches(gates, run.metrics_by_set())
    run = replace(run, breaches=tuple(failed))
    _print(run, args.mismatches)
    if args.out is not None:
        _write(run, args.out)
    problems = [p for s in loaded for p in s.problems] + list(run.archive_problems) + unknown
    if args.table_into is not None and (code := _table(run, args, baseline)):
        return code
    for problem in problems:
        print(f"resolver eval: {problem}", file=sys.stderr)
    for breach in failed:
        print(f"resolver eval: gate failed: {breach.text()}", file=sys.stderr)
    if problems:
        return 2
    return 1 if failed else 0


def _print(run: EvalRun, mismatches: bool) -> None:
    print(f"policy {run.policy_version}")
    if run.sets:
        print("\n".join(table(["set", "events", *(h for h, _ in HEADLINE)],
                              headline_rows(run.evaluations()))))
    if run.review_time is not None:
        waits = run.review_time.overall
        print(f"time to reviewer decision: {len(waits.seconds)} decisions, "
              f"median {duration_text(waits.median)}, p90 {duration_text(waits.p90)}")
    if mismatches:
        for _, evaluation in run.sets:
            print(f"\n{evaluation.name}:")
            print("\n".join(evaluation.report.summary_lines()))
            print("\n".join(evaluation.report.mismatch_lines()))


def _write(run: EvalRun, out: Path) -> None:
    out.mkdir(parents=True, exist_ok=True)
    chart = None
    focus = run.pooled or (run.sets[0][1] if run.sets else None)
    if focus is not None:
        from workers.governance.chart import write_chart  # noqa: PLC0415 - matplotlib loads slowly; only --out draws

        write_chart(focus, out / CHART, f"Rates per field type ({focus.name}, "
                                        f"policy {run.policy_version})")
        chart = CHART
    (out / "report.md").write_text(render_report(run, chart), encoding="utf-8")
    (out / "summary.json").write_bytes(
        orjson.dumps(run_summary(run), option=orjson.OPT_INDENT_2) + b"\n")
    print(f"report: {out / 'report.md'}, summary: {out / 'summary.json'}", file=sys.stderr)


def _table(run: EvalRun, args: argparse.Namespace, baseline: dict[str, Any]) -> int:
    target: Path = args.table_into
    try:
        document = target.read_text(encoding="utf-8")
        updated = replace_between_markers(document, render_table(run, baseline))
    except OSError as exc:
        print(f"resolver eval: cannot read {target}: {exc.strerror}", file=sys.stderr)
        return 2
    except MarkerError as exc:
        print(f"resolver eval: {target}: {exc}", file=sys.stderr)
        return 2
    if updated != document:
        target.write_text(updated, encoding="utf-8")
    print(f"evaluation table in {target} {'updated' if updated != document else 'unchanged'}",
          file=sys.stderr)
    return 0
