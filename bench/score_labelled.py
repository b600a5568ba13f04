"""Score the engine on a labelled set and print the figures and every mismatch.

Kept for old habits: the scorer is the product's ``resolver eval`` (``workers/governance/``);
this runs ``resolver eval FILE --policy POLICY --mismatches``.

    .venv/bin/python bench/score_labelled.py [--data FILE] [--policy FILE]
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from workers.cli import main as resolver  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", default=str(ROOT / "tests" / "data" / "labelled.jsonl"))
    parser.add_argument("--policy", default=str(ROOT / "deploy" / "policy.toml"))
    args = parser.parse_args(argv)
    return resolver(["eval", args.data, "--policy", args.policy, "--mismatches"])


if __name__ == "__main__":
    sys.exit(main())
