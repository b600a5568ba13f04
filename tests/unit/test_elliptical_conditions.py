"""A modal that ends a condition with its verb left out ("if the rowers don't") is the
condition's own verb, never the rule's polarity (``fields.clauses._after``). The sentences
are invented."""

from __future__ import annotations

import pytest

from workers.engine.fields.clauses import find


@pytest.mark.parametrize(
    ("text", "kind"),
    [("The old coach said the lake needs a rest, if the rowers don't: the Mere is closed to "
      "boats each Monday, except in regatta week.", "state"),
     ("Ask the desk when you can't, and staff must then open the gate.", "require"),
     ("Parcels without a label over 2 kg must not be sent by post.", "prohibit"),
     ("If you don't book, you cannot enter the cave.", "prohibit"),
     ("Members must not bring guests.", "prohibit")],
)
def test_a_marker_ending_a_condition_states_no_polarity(text: str, kind: str) -> None:
    value = find(text, 0).value
    assert value is not None and (value.exact or "").split("|")[0] == kind


@pytest.mark.parametrize(
    ("text", "shown"),
    [("Without a green wristband you may not use the slide.", "must not [without a green "
      "wristband]"),
     ("If the tide is out they can walk to the island.", "may [if the tide is out]"),
     ("When the bell rings we must leave the hall.", "must [when the bell rings]")],
)
def test_a_condition_ends_where_a_pronoun_and_its_modal_open_the_rule(
        text: str, shown: str) -> None:
    value = find(text, 0).value
    assert value is not None and value.display == shown
