"""A possessive that opens a list's heading owns the list and names no maker of its items."""

from __future__ import annotations

import pytest

from workers.engine.list_headings import heads_list


@pytest.mark.parametrize(
    ("text", "listed"),
    [("Bristol's Georgian arcades: Pellow (Ada Brind, 1790), Corn Street (Tom Vale, 1801), "
      "Quay Row (Ian Hume, 1799)", True),
     ("Bristol's arcades: Pellow; Corn Street; Quay Row", True),
     ("Bristol's Georgian arcades: Pellow and Corn Street", False),  # two items only
     ("Bristol's arcades: lovely, airy, bright", False),             # no named items
     ("Bristol's Georgian arcades, built by Ada Brind, Tom Vale and Ian Hume", False),  # no colon
     ("Bristol's finest Georgian shopping arcades of all: Pellow, Corn Street, Quay Row",
      False)],  # a heading of more than five words is no heading
)
def test_a_heading_opening_a_list_of_named_items(text: str, listed: bool) -> None:
    assert heads_list(text, text.index("'s") + 2) is listed
