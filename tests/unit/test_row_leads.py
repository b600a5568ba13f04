"""A later cell of a one-line row of cells is read with the words of the cells before it."""

from __future__ import annotations

from workers.engine.questions import read_slot
from workers.engine.row_leads import row_lead
from workers.engine.terms import stem


def test_the_cells_before_a_value_name_what_it_is() -> None:
    slot = read_slot("What bottle deposit does Kelloway charge on glass jars?")
    text = "Bottle deposit | Glass jars | 0.25 per item, refunded at the till"
    lead = row_lead(text, text.index("0.25"), slot)
    assert {stem("deposit"), stem("glass")} <= lead


def test_a_sentence_that_is_no_later_cell_has_no_row_lead() -> None:
    slot = read_slot("What bottle deposit does Kelloway charge on glass jars?")
    assert row_lead("Glass jars carry a deposit of 0.25.", 0, slot) == frozenset()
    text = "Bottle deposit | Glass jars | 0.25 per item"
    assert row_lead(text, 0, slot) == frozenset()


def test_a_row_whose_value_cell_carries_the_predicate_keeps_its_own_leads() -> None:
    slot = read_slot("When was the Harlow footbridge opened?")
    text = "Harlow footbridge | 40 m span (1980-1982) | Opened: 1983 by the mayor"
    assert row_lead(text, text.index("40 m"), slot) == frozenset()


def test_the_first_cell_naming_the_row_is_no_value_cell() -> None:
    """"(ages 18-64)" qualifies the row's own name: the row still names what its price is."""
    slot = read_slot("How much is a standard dental check-up for an adult?")
    text = "Standard dental check-up (ages 18-64) | £30"
    assert stem("dental") in row_lead(text, text.index("£30"), slot)


def test_a_dotted_lists_label_heads_its_later_items_naming_the_asked_thing() -> None:
    from workers.engine.row_leads import dotted_lead

    slot = read_slot("How tall is the Kestrel Tower?")
    text = "Tallest towers in town: Harbour Spire 96 m · Kestrel Tower 88 m · Mill Chimney 61 m"
    item = text.index("Kestrel")
    lead = dotted_lead(text, item, item + len("Kestrel Tower 88 m"), slot)
    assert stem("town") in lead  # the heading's words
    other = text.index("Mill")
    assert dotted_lead(text, other, len(text), slot) == frozenset()  # another thing's item
    assert dotted_lead(text, 0, 10, slot) == frozenset()  # the first item has the label itself
    plain = "Harbour Spire 96 m · Kestrel Tower 88 m"
    assert dotted_lead(plain, plain.index("Kestrel"), len(plain), slot) == frozenset()
