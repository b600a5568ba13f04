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
