"""A family named in the plural and one of its members name one agent; Wade-Giles "hs" is
pinyin's "x"."""

from __future__ import annotations

from workers.engine import Policy
from workers.engine.values import same_name

from .conftest import web_conflict_sets


def test_a_plural_family_agrees_with_its_member() -> None:
    assert same_name("brannocks", "ida brannock")
    assert same_name("ida brannock", "brannocks")
    assert not same_name("brannocks", "ida brannick")
    assert not same_name("ms", "ida m")  # too short to be a family


def test_wade_giles_and_pinyin_agree() -> None:
    assert same_name("hsü shen", "xu shen")
    assert same_name("li hsiang", "li xiang")
    assert not same_name("hsu shen", "su shen")


def test_a_family_and_its_member_make_no_conflict(policy: Policy) -> None:
    assert web_conflict_sets(
        policy, "Who founded the Tarnby Marionette Theatre?",
        "5 years ago · Re: Brannock Puppets — Ida Brannock founded the Tarnby Marionette "
        "Theatre with her husband. — reply #4",
        "Sep 2019 — Forty years since the Brannocks founded the Tarnby Marionette Theatre.",
    ) == []
