"""In a line listing items each with its value, a value answers only for its own item."""

from __future__ import annotations

from workers.engine import Policy
from workers.engine.listed import NO_LIST, list_elements, listed_elsewhere
from workers.engine.questions import read_slot
from workers.engine.reading import read_text

from .conftest import chunk, event, run

_SUE = "How long was the Tyrannosaurus rex skeleton known as Sue?"
_SMS = "How many characters fit in a standard SMS text message?"


def _kept(text: str, query: str) -> list[str]:
    """The values of ``text`` a slot question about ``query`` may still take."""
    values = read_text(text).values
    listing = list_elements(text, values)
    return [v.display for v in listed_elsewhere(text, listing, values, read_slot(query),
                                                (0, len(text)))]


def test_a_value_beside_another_items_name_is_that_items() -> None:
    text = "Updated 10/2024 · Biggest T. rex specimens: Scotty ~13 m · Sue ~12.3 m · Stan ~12 m"
    assert _kept(text, _SUE) == ["12.3 m"]


def test_a_row_labelled_with_another_name_is_another_conditions() -> None:
    text = "SMS | Unicode (UCS-2): 70 characters | Concatenated: 153 per part"
    assert "70 characters" not in _kept(text, _SMS)


def test_rows_naming_the_question_or_no_item_stay() -> None:
    assert _kept("Sue | Length: 12.3 m (40 ft) | Hip height: 3.66 m", _SUE)[0] == "12.3 m"
    assert _kept("Tickets | Weekend (Fri–Sun): €189 | Day: €79",
                 "How much is a weekend ticket for the Valmora Folk Festival?")[0] == "189.00 EUR"
    text = "Holi 2025 | Rangwali Holi: Friday, March 14, 2025 | Holika Dahan: Thursday, March 13"
    assert _kept(text, "When is Holi in 2025?")[0] == "2025-03-14"  # days name no item
    text = "Hollin Ridge plesiosaur | Length: 5.2 m | Material: skull, 38 teeth, 47 vertebrae"
    assert "47 vertebrae" in _kept(
        text, "How many vertebrae were recovered from the Hollin Ridge plesiosaur?")


def test_a_line_that_lists_nothing_is_left_as_it_is() -> None:
    text = "Scotty in Canada is ~13 m long."
    assert list_elements(text, read_text(text).values) == NO_LIST
    assert _kept(text, _SUE) == ["13 m"]
    text = "Holi 2025 | Rangwali Holi: Friday, March 14, 2025"  # one value, no list
    assert list_elements(text, read_text(text).values) == NO_LIST


def test_another_items_listed_value_makes_no_conflict(policy: Policy) -> None:
    result = run(policy, event(
        _SMS,
        chunk("a", "SMS | Max length: 160 characters (GSM 7-bit), 140 bytes | Unicode (UCS-2): 70"
              " characters | Concatenated: 153 per part", "team_wiki"),
        chunk("b", "A standard SMS holds 160 characters.", "team_wiki"),
        chunk("c", "Each SMS text message fits 160 characters of the GSM alphabet.",
              "team_wiki")))
    assert result.context.status == "clean"


def test_a_timeline_entry_belongs_to_the_event_after_its_date() -> None:
    text = "Updated 03/2024 · 29.05.1953 Everest · 03.07.1953 Nanga Parbat · 03.06.1950 Annapurna"
    assert _kept(text, "When was Annapurna first climbed?") == ["1950-06-03"]


def test_qualifiers_after_a_labelled_value_and_prose_name_no_other_item() -> None:
    text = "Calder Hall | Opened: 17 October 1956 by Queen Elizabeth II | Closed: 31 March 2003"
    assert "1956-10-17" in _kept(text, "When did Calder Hall open?")
    text = "Lake guide | Ships in 2 days | The 12 m deep end"
    assert len(_kept(text, "How deep is the lake?")) == 2
