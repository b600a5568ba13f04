"""The garbage-collector setting: the worker and ``resolver resolve`` apply it at start-up."""

from __future__ import annotations

import gc
from collections.abc import Iterator
from pathlib import Path

import pytest

from workers.cli import main
from workers.gc_tuning import DEFAULT_FULL_EVERY, tune_gc
from workers.kafka.app import create_app
from workers.policy_file import load_policy
from workers.settings import Settings

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(autouse=True)
def _restore_thresholds() -> Iterator[None]:
    saved = gc.get_threshold()
    yield
    gc.set_threshold(*saved)


def test_the_setting_reads_from_the_environment() -> None:
    assert Settings.from_env({}).gc_full_every == DEFAULT_FULL_EVERY
    assert Settings.from_env({"RESOLVER_GC_FULL_EVERY": "37"}).gc_full_every == 37


def test_tune_gc_changes_only_the_full_collection_threshold() -> None:
    young, middle, _ = gc.get_threshold()
    tune_gc(37)
    assert gc.get_threshold() == (young, middle, 37)
    with pytest.raises(ValueError, match="at least 1"):
        tune_gc(0)


def test_the_worker_applies_its_setting() -> None:
    gc.set_threshold(700, 10, 10)
    create_app(Settings(gc_full_every=37), load_policy(str(ROOT / "deploy" / "policy.toml")))
    assert gc.get_threshold() == (700, 10, 37)


def test_resolve_applies_the_default(tmp_path: Path) -> None:
    gc.set_threshold(700, 10, 10)
    events = tmp_path / "events.jsonl"
    events.write_text((ROOT / "tests/data/labelled.jsonl").read_text().splitlines()[0] + "\n")
    code = main(["resolve", str(events), "--policy", str(ROOT / "deploy/policy.toml"),
                 "--out", str(tmp_path / "out")])
    assert code == 0
    assert gc.get_threshold() == (700, 10, DEFAULT_FULL_EVERY)
