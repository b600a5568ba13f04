"""A modal clause granting another party another action rules nothing on a yes/no
question's action (``other_actions``). The sentences are invented."""

from __future__ import annotations

from workers.engine.other_actions import other_party_action, other_party_granted

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


_SHOW = "Is it allowed for a village fair in Norland to have fireworks display?"


def test_the_asked_action_granted_to_listed_other_parties_is_set_aside() -> None:
    assert other_party_granted("the ban is on fireworks only; lanterns and bonfires may "
                               "still display at fairs.", _SHOW)
    assert other_party_granted("Lanterns, flares or bonfires can display.", _SHOW)


def test_a_listed_party_of_the_question_or_another_action_keeps_the_ruling() -> None:
    assert not other_party_granted("Fireworks and flares may display after dark.", _SHOW)
    assert not other_party_granted("Lanterns and bonfires may burn all night.", _SHOW)
    assert not other_party_granted("Staff may display fireworks.", _SHOW)  # one party
    assert not other_party_granted("Lanterns and bonfires may display; fireworks must "
                                   "not.", _SHOW)
    assert not other_party_granted("Lanterns and bonfires are fine.", _SHOW)


def test_an_impersonal_ruling_on_other_acts_is_set_aside() -> None:
    query = "May a 15-year-old ride the quad bike on the Tarn farm trail?"
    assert other_party_action(
        "It is illegal to sell fuel to anyone under 16, or for a parent to lend a licence.",
        query)
    assert not other_party_action("It is illegal for under-16s to ride quad bikes on roads.",
                                  query)  # the asked act
    assert not other_party_action("It is illegal to take a quad bike onto the farm trail.",
                                  query)  # a word of the question: the trail's own rule
