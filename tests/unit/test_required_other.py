"""A requirement of another thing of the asked kind answers no permission question
(``required_other``). The sentences are invented."""

from __future__ import annotations

from workers.engine.required_other import requires_other

_Q = "Can Norland cheddar contain cow milk?"


def test_a_requirement_of_another_kind_is_no_answer() -> None:
    assert requires_other("Norland cheddar has to be made with goat milk.", _Q)
    assert requires_other("Norland cheddar must use sheep milk from the valley.", _Q)


def test_the_asked_thing_a_prohibition_or_another_shape_stays() -> None:
    assert not requires_other("Norland cheddar must not contain cow milk.", _Q)
    assert not requires_other("It must be made with goat milk, never cow milk.", _Q)
    assert not requires_other("Norland cheddar must use only goat milk.", _Q)
    assert not requires_other("Norland cheddar may use goat milk.", _Q)
    assert not requires_other("Norland cheddar has to be made with milk.", _Q)
    assert not requires_other("Norland cheddar has to be made with goat milk.",
                              "Can Norland cheddar be sold abroad")
    assert not requires_other("Cheddar must be stored in the cool room.",
                              "Can cheddar be stored in the warm room?")  # a place


def test_the_object_before_a_closing_place_phrase_is_the_asked_thing() -> None:
    hats = "May riders wear helmets with visors in the Tarn indoor arena?"
    assert requires_other("Riders must wear round helmets in the arena.", hats)
    assert not requires_other("Helmets with visors must be fastened in the arena.", hats)
    caps = "Can players wear a baseball cap on the croquet lawn?"
    assert requires_other("Players must wear a white cap on the lawn.", caps)
    assert not requires_other("Players must take photos on the lawn.",
                              "Can players take photos on the croquet lawn?")  # a verb first
