"""The ``resolver`` command: offline resolution, policy validation, schemas, worker, topics,
and the governance tools (eval, whatif, workqueue)."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path

from workers.engine import PolicyError
from workers.policy_file import load_policy


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point; returns the process exit code."""
    parser = _parser()
    args = parser.parse_args(argv)
    handler = getattr(args, "handler", None)
    if handler is None:
        parser.print_help()
        return 2
    code: int = handler(args)
    return code


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="resolver", description=__doc__)
    sub = parser.add_subparsers(metavar="COMMAND")

    resolve = sub.add_parser("resolve", help="resolve RetrievalEvents from a JSONL file")
    resolve.add_argument("input", help="JSON lines file, or - for standard input")
    resolve.add_argument("--policy", default="deploy/policy.toml")
    resolve.add_argument("--out", required=True, type=Path, help="output directory")
    resolve.add_argument("--decisions", type=Path, metavar="FILE",
                         help="ReviewerDecisions, one JSON object a line, applied as a worker "
                              "applies the decisions topic")
    resolve.set_defaults(handler=_resolve)

    validate = sub.add_parser("validate-policy", help="validate a policy file")
    validate.add_argument("file")
    validate.set_defaults(handler=_validate)

    schemas = sub.add_parser("schemas", help="JSON Schema files for other-language producers")
    schemas.add_argument("action", choices=["export", "check"])
    schemas.set_defaults(handler=_schemas)

    _add_shell_commands(sub)
    _add_governance_commands(sub)
    return parser


def _add_shell_commands(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """``worker`` and ``topics``: they import the Kafka shell only when run."""
    worker = sub.add_parser("worker", help="run the streaming worker")
    worker.set_defaults(handler=_worker)
    topics = sub.add_parser("topics", help="manage the stage's Kafka topics")
    topics.add_argument("action", choices=["create"])
    topics.set_defaults(handler=_topics)
    review = sub.add_parser("review", help="run the review service, or hash a password for it")
    review.add_argument("action", nargs="?", choices=["serve", "hash-password"], default="serve")
    review.add_argument("--dev-tenant", metavar="TENANT",
                        help="local development only: anyone signs in to TENANT, no password")
    review.set_defaults(handler=_review)


def _add_governance_commands(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """``eval``, ``whatif`` and ``workqueue`` (``workers/governance/``)."""
    from workers.governance.commands import add_commands

    add_commands(sub)


def _resolve(args: argparse.Namespace) -> int:
    from workers.decisions_table import LiveDecisions
    from workers.gc_tuning import tune_gc
    from workers.offline import open_input, run_offline
    from workers.step import StepConfig

    tune_gc()
    try:
        policy = load_policy(args.policy)
    except PolicyError as exc:
        print(f"resolver: {exc}", file=sys.stderr)
        return 2
    try:
        stream, source = open_input(args.input)
    except OSError as exc:
        print(f"resolver: cannot read {args.input}: {exc.strerror}", file=sys.stderr)
        return 2
    decisions = LiveDecisions()
    if args.decisions is not None:
        try:
            for line in args.decisions.read_bytes().splitlines():
                if line.strip():
                    decisions.apply(None, line)  # malformed lines are logged and skipped
        except OSError as exc:
            print(f"resolver: cannot read {args.decisions}: {exc.strerror}", file=sys.stderr)
            return 2
    with stream:
        progress = sys.stderr if sys.stderr.isatty() else None
        config = StepConfig(policy, decisions=decisions)
        totals = run_offline(stream, source, config, args.out, progress=progress)
    print(
        f"resolved {totals.resolved} events ({totals.conflicts} conflicts), "
        f"dead-lettered {totals.dead_lettered}; records in {args.out}/",
        file=sys.stderr,
    )
    return 0


def _validate(args: argparse.Namespace) -> int:
    try:
        policy = load_policy(args.file)
    except PolicyError as exc:
        print(f"resolver: {exc}", file=sys.stderr)
        return 2
    print(f"{args.file}: valid policy, version {policy.version}")
    return 0


def _schemas(args: argparse.Namespace) -> int:
    from schemas.export import SCHEMA_DIR, render_all, write_all

    if args.action == "export":
        for path in write_all():
            print(path)
        return 0
    stale = [
        name for name, content in render_all().items()
        if not (SCHEMA_DIR / name).is_file() or (SCHEMA_DIR / name).read_bytes() != content
    ]
    for name in stale:
        print(f"stale: schemas/json/{name} (run: resolver schemas export)", file=sys.stderr)
    return 1 if stale else 0


def _worker(args: argparse.Namespace) -> int:
    from workers.kafka.app import run_worker

    return run_worker()


def _topics(args: argparse.Namespace) -> int:
    from workers.kafka.topics import create_topics_command

    return create_topics_command()


def _review(args: argparse.Namespace) -> int:
    if args.action == "hash-password":
        import getpass

        from workers.review.auth import hash_password

        if sys.stdin.isatty():
            password = getpass.getpass("password: ")
        else:
            password = sys.stdin.readline().rstrip("\n")
        if not password:
            print("resolver review: empty password", file=sys.stderr)
            return 2
        print(hash_password(password))
        return 0
    from workers.review.service import run_review

    return run_review(args.dev_tenant)


if __name__ == "__main__":
    raise SystemExit(main())
