"""A modal clause granting another party another action rules nothing on a yes/no
question's action (``other_actions``). The sentences are invented."""

from __future__ import annotations

from workers.engine.other_actions import other_party_action

_Q = "May bakers add bleach to flour sold in Norland?"


def test_another_party_doing_another_thing_is_set_aside() -> None:
    assert other_party_action("Millers may still dry the grain with warm air and bleach the "
                              "sacks.", _Q)
    assert other_party_action("Farmers can also sell flour at the gate.", _Q)


def test_the_asked_party_or_action_keeps_the_ruling() -> None:
    assert not other_party_action("Bakers must not add bleach to flour.", _Q)
    assert not other_party_action("Millers must never add bleach to any flour.", _Q)
    assert not other_party_action("Bakers may still dry the flour.", _Q)
    assert not other_party_action("No bleach may be added to flour.", _Q)
    assert not other_party_action("Inspectors may check, and nothing may be added.", _Q)
    assert not other_party_action("Flour may not be bleached; millers may sift it.", _Q)
    assert not other_party_action("Guests holding a pass may enter unescorted.",
                                  "Must guests be escorted in the mill?")
    assert not other_party_action("It is forbidden.", _Q)
    assert not other_party_action("Millers may dry grain.", "What may millers charge?")
