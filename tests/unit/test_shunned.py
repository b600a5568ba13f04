"""A requirement to avoid a thing prohibits it. The sentences are invented."""

from __future__ import annotations

import pytest

from workers.engine import Policy
from workers.engine.fields.clauses import find

from .conftest import chunk, event, run


@pytest.mark.parametrize(
    ("text", "shown"),
    [("Hikers must avoid the eastern ridge after rain.", "must not"),
     ("Patients must strictly avoid grapefruit juice.", "must not"),
     ("Visitors have to stay well away from the nesting area.", "must not"),
     ("Swimmers need to steer clear of the weir.", "must not"),
     ("Staff must refrain from using personal phones.", "must not"),
     ("You must book ahead to avoid queues.", "must"),
     ("Riders must wear a helmet.", "must"),
     ("Guests must leave their climbing ropes at the lodge.", "must not"),
     ("Anglers have to leave all nets outside the reserve.", "must not"),
     ("Campers must leave the dogs behind.", "must not"),
     ("Visitors must leave the gorge by sunset.", "must"),
     ("Guests must leave their keys with reception.", "must"),
     ("Divers must hand in their cameras before entering the wreck.", "must not"),
     ("Guests have to surrender all lighters before you go below deck.", "must not"),
     ("Students must hand in their essays before Friday.", "must")],
)
def test_what_a_requirement_to_avoid_says(text: str, shown: str) -> None:
    value = find(text, 0).value
    assert value is not None and value.display == shown


def test_avoid_agrees_with_never(policy: Policy) -> None:
    result = run(policy, event(
        "Should people on warfarin drink cranberry juice?",
        chunk("a", "Advice: people on warfarin must avoid cranberry juice.", "team_wiki"),
        chunk("b", "My doctor said I must never drink cranberry juice on warfarin.",
              "team_wiki"),
    ))
    assert result.context.status == "clean"
