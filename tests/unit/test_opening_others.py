"""A sentence of a ranked document naming, before its value, a thing of the query's kind with
modifiers of its own (``opening_others``): another plan, product or scope, whose values
answer nothing."""

from __future__ import annotations

from .conftest import chunk, event


def subjects(query: str, text: str, tier: str | None = "primary"
             ) -> list[tuple[str, list[str]]]:
    """Each claim of a one-chunk event (a ranked policy chunk of ``text``): its subject key
    and the displays of its values."""
    from workers.engine.claims import extract_claims
    from workers.engine.query import read_query

    ev = event(query, chunk("c", text, source_tier=tier))
    return [(c.subject, [v.display for v in c.values.values()])
            for c in extract_claims(ev.chunks[0], read_query(ev))]


def test_another_modifier_of_the_querys_head_before_the_value_is_another_thing() -> None:
    query = "What is the monthly allowance on a site engineer's travel pass?"
    assert subjects(query, "Office staff passes are £90 a month.")[0][0] == "rival:staff-passes"
    # a page no tenant ranks describes rather than names its own plans
    assert subjects(query, "Office staff passes are £90 a month.", tier=None)[0][0] == ""
    assert subjects(query, "Refunds for the courier scheme go to an external bureau "
                           "within 15 days.")[0][0] == ""  # no head of the query
    # the query's own modifier written anywhere in the chunk keeps the sentence its own
    assert subjects(query, "Office staff passes are £90 a month; site engineer passes "
                           "differ.")[0][0] == ""


def test_a_value_before_the_naming_is_stated_of_the_querys_thing() -> None:
    query = "What is the fee for moving a pension to another domestic provider?"
    assert subjects(query, "Moves to an offshore provider cost £250."
                    )[0][0] == "rival:offshore-provider"
    assert subjects(query, "It costs £250 to move to an offshore provider.")[0][0] == ""


def test_a_date_set_for_another_class_may_bind_the_querys() -> None:
    """Which class is wider ("company laptops", "engineering laptops") words do not say."""
    assert subjects("What is the renewal deadline for a market trader licence?",
                    "Street trader licences are renewed by 1 April 2027.")[0][0] == ""


def test_descriptions_and_spellings_of_the_querys_words_are_no_other_thing() -> None:
    # an abbreviation, a participle, a degree: the same thing described
    assert subjects("How long are production server logs kept?",
                    "Prod logs are kept for 30 days.")[0][0] == ""
    assert subjects("What is the fee for a same-day parcel?",
                    "A delayed parcel costs £4.")[0][0] == ""
    assert subjects("What is the biggest grant the Arts Pot gives?",
                    "The largest grant is £9,000.")[0][0] == ""
    # a query phrase without modifiers is rivalled by nothing
    assert subjects("What does the locker cost?", "Student lockers cost £12.")[0][0] == ""


def test_a_capitalised_head_is_a_name_no_kind() -> None:
    query = "How much did the painting Harbour at Quenby sell for?"
    assert subjects(query, "Auction round-up: Renshaw's Harbour at Quenby sold for £41,000."
                    )[0][0] == ""


def test_a_cell_of_a_piped_line_is_about_the_lines_first_cell() -> None:
    query = "What is the daily rental for a standard touring bike?"
    assert subjects(query, "Cargo bike (two seats) | daily rental €60")[-1][0] == (
        "rival:cargo-bike")
    assert subjects(query, "Touring bike | daily rental €35 | helmet included")[0][0] == ""
    # a stop word describing the thing after its opener keeps the phrase ("a standard
    # touring bike" names the bike's modifier "touring")
    assert subjects(query, "Hire of a cargo bike costs €60 a day.")[0][0] == (
        "rival:cargo-bike")


def test_a_stop_word_hyphened_on_a_modifier_keeps_the_phrase() -> None:
    """"Bike-only passes" names the bike-only kind; the hyphen joins "only" to its word."""
    query = "What is the weekly price of a family ferry pass?"
    assert subjects(query, "Bike-only passes: £20; sold at the kiosk.")[0][0] \
        == "rival:bike-passes"
    assert subjects(query, "Bike only. Passes: £20.")[-1][0] == ""  # no hyphen, no phrase
