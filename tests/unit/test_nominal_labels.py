"""A row label the question names by the verb its noun is made from ("Restoration cost" for
"cost to restore") names the asked thing's row, not another thing's. Invented texts."""

from __future__ import annotations

import pytest

from workers.engine.claims import extract_claims
from workers.engine.query import read_query

from .conftest import chunk, event


def _subjects(query: str, text: str, label: str) -> list[str]:
    """The subjects of the claims read from the row ``label`` of ``text``."""
    ev = event(query, chunk("c1", text))
    return [c.subject for c in extract_claims(ev.chunks[0], read_query(ev))
            if c.values and label in c.snippet]


@pytest.mark.parametrize(
    ("query", "text", "label"),
    [("How much did it cost to restore the Marlow tide mill?",
      "Marlow tide mill | Type: tide mill | Restoration cost: £412,000 | Status: listed",
      "Restoration"),
     ("How much did it cost to renovate the Kessel lido?",
      "Kessel lido | Opened: 1931 | Renovation cost: £2.1 million | Pool: 50 m", "Renovation"),
     ("How tall does the Orrin Spout geyser erupt?",
      "Orrin Spout | Type: geyser | Eruption height: 22 m | Interval: 40 minutes",
      "Eruption")],
)
def test_a_label_naming_the_asked_verb_by_its_noun_is_the_asked_row(
        query: str, text: str, label: str) -> None:
    subjects = _subjects(query, text, label)
    assert subjects and not any(s.startswith("row:") for s in subjects)


def test_a_label_of_another_thing_still_names_that_thing() -> None:
    subjects = _subjects("How much did it cost to restore the Marlow tide mill?",
                         "Marlow tide mill | Boat trip: £12 per person | Status: listed",
                         "Boat trip")
    assert all(s.startswith("row:") for s in subjects)
