"""A one-row list's value cell is about the head of its label: another thing when the query
does not name that head (``lone_rows``, ``row_terms``)."""

from __future__ import annotations

from workers.engine import Policy
from workers.engine.lone_rows import head_terms, lone_row_head
from workers.engine.row_terms import unnamed_terms

from .conftest import chunk, event, run


def test_the_head_is_the_last_word_of_the_first_phrase() -> None:
    assert head_terms("Garden shears") == {"shear"}
    assert head_terms("Hedge trimming, front and back (up to 3 m)") == head_terms("trimming")
    assert head_terms("From March: lawn edging") == head_terms("edging")
    assert len(head_terms("Hedge trimming, front and back (up to 3 m)")) == 1


def test_a_preposition_of_time_or_route_ends_the_first_phrase() -> None:
    assert head_terms("Blade sharpening after collection (mowers)") == head_terms("sharpening")
    assert head_terms("Courier via the night depot") == head_terms("courier")
    # "for" and "of" may lead to the thing itself
    assert head_terms("Minimum order for any hamper") == head_terms("hamper")
    assert head_terms("Box of candles") == head_terms("candles")
    # "of" before a possessive determiner says whose the thing is: the head comes before it
    assert head_terms("Photo print of your dive") == head_terms("print")
    assert head_terms("Recording of their recital") == head_terms("recording")


def test_a_note_after_the_value_is_read_past() -> None:
    text = "Blade sharpening after collection | £18 | includes a balance check"
    assert lone_row_head(text, text.index("£18"), "£18") == head_terms("sharpening")
    two_values = "Blade sharpening | £18 | £25"  # a value, not a note: a line of values
    assert lone_row_head(two_values, two_values.index("£18"), "£18") is None


def test_a_charge_word_gives_way_to_the_thing_it_prices() -> None:
    assert head_terms("Kayak hire") == head_terms("kayak")
    assert head_terms("Locker rentals, per term") == head_terms("locker")
    assert head_terms("Late fee") == head_terms("late")
    assert head_terms("Hire") == head_terms("hire")  # nothing before it: the charge word stays


def test_only_the_value_cell_of_a_lone_two_cell_line_has_a_head() -> None:
    text = "Garden shears | $9"
    assert lone_row_head(text, text.index("$9"), "$9") == head_terms("shears")
    assert lone_row_head(text, 0, "Garden shears ") is None
    table = "Garden shears | $9\nLoppers | $11"
    assert lone_row_head(table, table.index("$9"), "$9") is None  # a table's row
    wordy = "Garden shears | $9 with a free oil"
    assert lone_row_head(wordy, wordy.index("$9"), "$9 with a free oil") is None


def test_a_longer_spelling_of_a_query_stem_names_a_row_term() -> None:
    tokens = frozenset({"deliver", "zone", "edg"})
    assert unnamed_terms(frozenset({"delivery", "zone"}), tokens) == frozenset()
    assert unnamed_terms(frozenset({"edge"}), tokens) == {"edge"}  # under five letters
    assert unnamed_terms(frozenset({"scissor"}), tokens) == {"scissor"}


def test_a_lone_row_for_another_product_joins_no_conflict(policy: Policy) -> None:
    result = run(policy, event(
        "How much does it cost to service a petrol lawnmower?",
        chunk("a", "Petrol lawnmower service | $55"),
        chunk("b", "Hedge trimmer blades | $30"),
        chunk("c", "A petrol lawnmower service is $55, blades sharpened included.",
              "team_wiki")))
    assert result.conflicts == []
    assert result.context.status == "clean"


def test_a_lone_row_naming_the_asked_thing_still_conflicts(policy: Policy) -> None:
    result = run(policy, event(
        "How much does it cost to service a petrol lawnmower?",
        chunk("a", "Lawnmower service (petrol or electric) | $55"),
        chunk("c", "A petrol lawnmower service is $65 this year.", "team_wiki")))
    assert result.conflicts


def test_a_hyphenated_head_is_read_by_its_parts() -> None:
    assert head_terms("Boiler call-out (weekends)") == head_terms("call")


def test_a_particulars_cell_with_a_number_keeps_the_first_cell_as_the_thing() -> None:
    text = "Window wash | 2-storey house | $60"
    assert lone_row_head(text, text.index(" $60"), " $60") == head_terms("wash")
    assert lone_row_head(text, text.index(" 2-storey"), " 2-storey house ") is None
    headed = "Extras | Each extra page printed | $0.10"
    assert lone_row_head(headed, headed.index(" $0.10"), " $0.10") is None  # a heading's row
    coded = "Hire rates | Z-40 floor sander | $35"
    assert lone_row_head(coded, coded.index(" $35"), " $35") is None  # a coded thing
    four = "Window wash | 2-storey house | detached | $60"
    assert lone_row_head(four, four.index(" $60"), " $60") is None


def test_a_signed_or_starting_value_is_still_a_bare_value() -> None:
    for value in (" +$15", " from $15", " From $15"):
        text = f"Rush printing (2 days) |{value}"
        assert lone_row_head(text, text.index("|") + 1, value) == head_terms("printing")
    wordy = "Rush printing | from $15 if booked"
    assert lone_row_head(wordy, wordy.index("|") + 1, " from $15 if booked") is None


def test_a_priced_particulars_row_for_another_service_joins_no_conflict(policy: Policy) -> None:
    result = run(policy, event(
        "What does a weekly lawn mow cost for a 2-bed house?",
        chunk("a", "Hedge trim | 2-bed house | $40", "price_sheet"),
        chunk("c", "A weekly lawn mow for a 2-bed house is $25 a visit.", "team_wiki")))
    assert result.conflicts == []
    named = run(policy, event(
        "What does a weekly lawn mow cost for a 2-bed house?",
        chunk("a", "Lawn mow | 2-bed house | $40", "price_sheet"),
        chunk("c", "A weekly lawn mow for a 2-bed house is $25 a visit.", "team_wiki")))
    assert named.conflicts


def test_a_service_head_gives_way_to_what_is_sold() -> None:
    from workers.engine.lone_rows import head_terms

    assert head_terms("Valuation service") == frozenset({"valuation"})
