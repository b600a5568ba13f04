"""A requirement on another act answers no permission question (``other_duties``). The
sentences are invented."""

from __future__ import annotations

from workers.engine.other_duties import duty_on_other_action

_Q = "May skaters in Lunden cross the ice rink at night?"


def test_a_duty_on_another_act_is_set_aside() -> None:
    assert duty_on_other_action("Yes, and then they must switch on a head torch.", _Q)
    assert duty_on_other_action("Rink owners selling night passes must post the rules.", _Q)
    assert duty_on_other_action(
        "Lanterns sold at the gate must also carry a safety mark.",
        "Can you buy a lantern at the gate without ID?")


def test_a_ruling_on_the_asked_act_or_its_need_stays() -> None:
    assert not duty_on_other_action("Skaters must cross the rink by the marked lane.", _Q)
    assert not duty_on_other_action("They must be accompanied by a warden.", _Q)
    assert not duty_on_other_action("You must have a night pass.", _Q)
    assert not duty_on_other_action("Skaters must not cross at night.", _Q)
    assert not duty_on_other_action("They may go, but must switch on a torch.", _Q)
    assert not duty_on_other_action("No warden is required for adults.", _Q)
    assert not duty_on_other_action("Skaters must leave the rink at night.", _Q)


def test_only_a_permission_question_is_read() -> None:
    assert not duty_on_other_action("Owners must post the rules.",
                                    "Must skaters cross the rink by the lane?")
    assert not duty_on_other_action("Owners must post the rules.", "How deep is the rink?")


def test_a_bound_on_a_party_is_no_ruling_on_the_act() -> None:
    assert duty_on_other_action("Toddlers must be at least 90 cm tall to ride.", _Q)
    assert duty_on_other_action("Juniors must be aged 12 or over.", _Q)
    assert not duty_on_other_action("Skaters must be at least 14 to cross the rink.", _Q)
    assert not duty_on_other_action("Juniors must be aged 12 or over.",
                                    "May skaters aged 10 cross the rink?")  # a figure asked
    assert not duty_on_other_action("Skaters must be at least 14 years old.", _Q)  # its party


def test_a_place_ending_the_required_act_is_no_word_of_the_act() -> None:
    query = "Are visitors allowed to photograph the altar at the Lunden chapel?"
    assert duty_on_other_action("You must put your phone away at the altar.", query)
    assert not duty_on_other_action("You must photograph the altar from the door.", query)
