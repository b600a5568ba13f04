"""Policy validation refuses every error docs/policy.md names, naming the entry."""

from __future__ import annotations

import copy
import subprocess
import sys
import tomllib
from pathlib import Path
from typing import Any

import pytest

from workers.engine import PolicyError, parse_policy

from .conftest import ROOT

SHIPPED = tomllib.loads((ROOT / "deploy" / "policy.toml").read_text())


def variant(**changes: Any) -> dict[str, Any]:
    doc = copy.deepcopy(SHIPPED)
    for path, value in changes.items():
        section, _, key = path.partition("__")
        if key:
            doc[section][key] = value
        else:
            doc[section] = value
    return doc


def test_shipped_policy_is_valid() -> None:
    policy = parse_policy(SHIPPED)
    assert policy.version == "2026.1"
    assert policy.strategy_for({"security_standard", "policy"}) == "escalate"
    assert policy.strategy_for({"policy", "support_email"}) == "rule_chain"
    assert policy.tolerance_for("money") == 0.01


@pytest.mark.parametrize(
    ("doc", "entry"),
    [
        (variant(strategy__runbook="newest"), "strategy.runbook"),
        (variant(strategy__wiki="escalate"), "strategy.wiki"),
        (variant(owners__wiki="someone"), "owners.wiki"),
        (variant(authority__classes=["policy", "runbook", "policy"]), "authority.classes"),
        (variant(authority__source_tiers=["primary", "primary"]), "authority.source_tiers"),
        (variant(**{"strategy__policy+wiki": "escalate"}), "strategy.policy+wiki"),
        (variant(**{"strategy__policy+policy": "escalate"}), "strategy.policy+policy"),
        (variant(**{"strategy__a+b+c": "escalate"}), "strategy.a+b+c"),
        (variant(tolerance__money="one percent"), "tolerance.money"),
        (variant(tolerance__money=-0.1), "tolerance.money"),
        (variant(tolerance__money=True), "tolerance.money"),
        (variant(tolerance__colour=0.1), "tolerance.colour"),
        (variant(strategies={"policy": "escalate"}), "strategies"),
    ],
)
def test_invalid_entries_are_refused_by_name(doc: dict[str, Any], entry: str) -> None:
    with pytest.raises(PolicyError) as caught:
        parse_policy(doc)
    assert caught.value.entry == entry
    assert entry in str(caught.value)


def test_missing_defaults_are_refused() -> None:
    doc = copy.deepcopy(SHIPPED)
    del doc["strategy"]["_default"]
    with pytest.raises(PolicyError, match=r"strategy\._default"):
        parse_policy(doc)


def test_numeric_string_tolerance_is_parsed() -> None:
    assert parse_policy(variant(tolerance__money="0.02")).tolerance_for("money") == 0.02


def test_pair_entry_wins_for_exactly_those_two_classes() -> None:
    policy = parse_policy(variant(**{"strategy__policy+support_email": "surface_both"}))
    assert policy.strategy_for({"support_email", "policy"}) == "surface_both"
    assert policy.strategy_for({"support_email", "policy", "team_wiki"}) == "rule_chain"


def test_strategy_comes_from_the_highest_authority_class_with_an_entry() -> None:
    policy = parse_policy(SHIPPED)
    assert policy.strategy_for({"runbook", "hr_handbook"}) == "authoritative_source"
    assert policy.strategy_for({"runbook", "team_wiki"}) == "newest_version"
    assert policy.strategy_for({"unknown_class"}) == "rule_chain"


def test_unknown_tier_and_class_rank_below_every_listed_one() -> None:
    policy = parse_policy(SHIPPED)
    assert policy.authority("primary", "meeting_notes") < policy.authority("mystery", "policy")
    assert policy.authority("tertiary", "meeting_notes") < policy.authority(None, "policy")
    assert policy.authority("primary", "meeting_notes") < policy.authority("primary", "mystery")


def test_validate_policy_command_exits_non_zero_with_the_entry(tmp_path: Path) -> None:
    bad = tmp_path / "policy.toml"
    bad.write_text((ROOT / "deploy" / "policy.toml").read_text().replace(
        'runbook = "newest_version"', 'runbook = "latest"'))
    done = subprocess.run(
        [sys.executable, "-m", "workers.cli", "validate-policy", str(bad)],
        capture_output=True, text=True, check=False,
    )
    assert done.returncode != 0
    assert "strategy.runbook" in done.stderr
    assert "unknown strategy 'latest'" in done.stderr
    good = subprocess.run(
        [sys.executable, "-m", "workers.cli", "validate-policy",
         str(ROOT / "deploy" / "policy.toml")],
        capture_output=True, text=True, check=False,
    )
    assert good.returncode == 0, good.stderr
