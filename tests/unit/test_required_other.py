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
