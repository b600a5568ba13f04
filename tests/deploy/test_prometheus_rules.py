"""The alert rules and scrape config are valid, and every alert has unit tests that pass.

``promtool test rules`` runs deploy/prometheus/tests/*.test.yml; the coverage test makes
sure each alert of the rules file is shown there both firing and silent.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml

from tests.deploy.promtool import PROMETHEUS_DIR, promtool

RULES = sorted((PROMETHEUS_DIR / "rules").glob("*.yml"))
UNIT_TESTS = sorted((PROMETHEUS_DIR / "tests").glob("*.test.yml"))


def load(path: Path) -> dict[str, Any]:
    document: dict[str, Any] = yaml.safe_load(path.read_text())
    return document


def alert_names() -> set[str]:
    return {rule["alert"] for path in RULES for group in load(path)["groups"]
            for rule in group["rules"] if "alert" in rule}


def test_rules_pass_promtool_check() -> None:
    assert RULES
    result = promtool("check", "rules", *map(str, RULES))
    assert result.returncode == 0, result.stdout + result.stderr


def test_scrape_config_passes_promtool_check_and_loads_every_rule_file() -> None:
    config = PROMETHEUS_DIR / "prometheus.yml"
    result = promtool("check", "config", str(config))
    assert result.returncode == 0, result.stdout + result.stderr
    loaded = {(config.parent / name).resolve() for name in load(config)["rule_files"]}
    assert loaded == {path.resolve() for path in RULES}


def test_alert_unit_tests_pass() -> None:
    assert UNIT_TESTS
    result = promtool("test", "rules", *map(str, UNIT_TESTS))
    assert result.returncode == 0, result.stdout + result.stderr
    assert "SUCCESS" in result.stdout


def test_every_alert_is_tested_firing_and_silent() -> None:
    firing: set[str] = set()
    silent: set[str] = set()
    for path in UNIT_TESTS:
        for case in load(path)["tests"]:
            for check in case.get("alert_rule_test", []):
                (firing if check.get("exp_alerts") else silent).add(check["alertname"])
    names = alert_names()
    assert len(names) >= 5
    assert names - firing == set(), "alerts never shown firing"
    assert names - silent == set(), "alerts never shown silent"
    assert (firing | silent) - names == set(), "tests of alerts that do not exist"


def test_every_alert_has_a_severity_and_says_what_it_means() -> None:
    for path in RULES:
        for group in load(path)["groups"]:
            for rule in group["rules"]:
                if "alert" in rule:
                    assert rule["labels"]["severity"] in {"warning", "critical"}, rule["alert"]
                    assert {"summary", "description"} <= set(rule["annotations"]), rule["alert"]
                    assert "Response:" in rule["annotations"]["description"], rule["alert"]
