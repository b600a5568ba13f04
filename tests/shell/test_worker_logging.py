"""The worker logs at the level it is given: aiokafka's debug lines are not even built."""

from __future__ import annotations

import logging
from pathlib import Path

import pytest

from workers.kafka.app import create_app, faust_worker
from workers.policy_file import load_policy
from workers.settings import Settings

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("level", ["warning", "error", "info"])
def test_the_root_logger_is_at_the_configured_level(level: str) -> None:
    root = logging.getLogger()
    saved = root.level, list(root.handlers)
    try:
        app = create_app(Settings(), load_policy(str(ROOT / "deploy" / "policy.toml"))).app
        worker = faust_worker(app, level)
        worker.redirect_stdouts = False  # keep pytest's own stdout
        worker._setup_logging()
        assert root.level == logging.getLevelName(level.upper())
        assert not logging.getLogger("aiokafka.conn").isEnabledFor(logging.DEBUG)
    finally:
        root.setLevel(saved[0])
        root.handlers[:] = saved[1]
