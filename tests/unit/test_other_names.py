"""A sentence opening on another product's name than the one the query names."""

from __future__ import annotations

from workers.engine import Policy
from workers.engine.other_names import other_name

from .conftest import chunk, event, run


def _other(query: str, sentence: str) -> str:
    """``other_name`` with the opening read up to the sentence's first digit."""
    first = next((i for i, ch in enumerate(sentence) if ch.isdigit() or ch in "£$€"),
                 len(sentence))
    return other_name(sentence, first, query)


def test_another_capitalised_name_in_the_opening_is_another_thing() -> None:
    query = "What is the top grant the Harbour Arts Scheme pays?"
    assert _other(query, "Riverside Heritage Fund: grants of up to £40,000.") == "word"
    assert _other(query, "Harbour Arts Scheme: grants of up to £6,000.") == ""
    # a clause-opening capital is no name; the query's words in title case name its thing
    assert _other(query, "Larger projects: grants of up to £40,000.") == ""
    assert _other(query, "Top Grant Band: £6,000.") == ""
    # a sentence that writes the query's name anywhere may answer
    assert _other(query, "Unlike the Riverside Fund, the Harbour Arts Scheme pays £6,000.") == ""


def test_another_model_code_is_another_thing_and_its_series_is_not() -> None:
    query = "How long is the warranty on the Kelvo TR7 toaster?"
    assert _other(query, "Kelvo KB-series kettles carry a warranty of 1 year.") == "code"
    assert _other(query, "Kelvo TR-series toasters carry a warranty of 3 years.") == ""
    # an acronym the query writes is no model: only a code with a digit is compared
    assert _other("What does one SMS cost through the Relay API?", "POST /v1/sms: $0.02") == ""


def test_members_naming_another_product_join_no_group(policy: Policy) -> None:
    query = "How long is the warranty on the Kelvo TR7 toaster?"
    result = run(policy, event(
        query,
        chunk("a", "G-1 Kelvo TR-series toasters carry a warranty of three years."),
        chunk("b", "G-2 Kelvo KB-series kettles carry a warranty of one year."),
        chunk("c", "TR7 warranty: 36 months from purchase.", "team_wiki")))
    assert result.context.status == "clean"


def test_a_name_no_other_member_writes_sets_nothing_aside(policy: Policy) -> None:
    # no text names the "Ostrava Logistics" agreement: the capitalised term is the
    # document's own wording, and the values still disagree
    query = "What is the annual fee under the Ostrava Logistics agreement?"
    result = run(policy, event(
        query,
        chunk("a", "4.1 The Customer shall pay an annual fee of EUR 9,000."),
        chunk("b", "The annual fee is EUR 9,500.", "team_wiki")))
    assert [c.detected_fields for c in result.conflicts] == [["money"]]


def test_a_determiner_opening_a_sentence_is_no_part_of_the_name_it_opens() -> None:
    query = "How long is the warranty on the Osprey Q5 blender?"
    assert _other(query, "The Kestrel juicer carries a warranty of 2 years.") == "word"
    assert _other(query, "The Osprey blender carries a warranty of 2 years.") == ""
    # a determiner before a lower-case word still names nothing
    assert _other(query, "The warranty lasts 2 years.") == ""


def test_another_name_in_the_place_of_the_querys_name_is_another_thing() -> None:
    query = "What is the monthly fee on the Saver savings account?"
    # at a clause's opening, a capital right before the query's "savings account"
    assert _other(query, "Bonus savings account: monthly fee £5.") == "word"
    assert _other(query, "Saver savings account: monthly fee £0.") == ""
    # a clause-opening capital before other words is still no name
    assert _other(query, "Monthly fees: £5.") == ""


def test_a_row_or_title_heading_names_whose_values_the_sentence_states() -> None:
    query = "What is the monthly fee on the Saver savings account?"
    assert other_name("Monthly fee: £5", 13, query, cells="Bonus Gold") == "word"
    assert other_name("Monthly fee: £5", 13, query, above="Bonus savings account") == "word"
    assert other_name("Monthly fee: £0", 13, query, above="Saver savings account") == ""
    # a title that names no thing in the name's place is read as nothing
    assert other_name("Monthly fee: £5", 13, query, above="Fees and charges") == ""


def test_a_card_titled_with_another_name_joins_no_group(policy: Policy) -> None:
    query = "What is the overdraft limit on the Saver savings account?"
    result = run(policy, event(
        query,
        chunk("a", "Saver savings account\nArranged overdraft limit: £250"),
        chunk("b", "Bonus savings account\nArranged overdraft limit: £1,500"),
        chunk("c", "Plan | Overdraft\nSaver | Overdraft limit: £250\n"
                   "Bonus Premier | Overdraft limit: £1,500", "team_wiki")))
    assert result.context.status == "clean"


def test_a_row_opening_on_the_query_code_writes_it() -> None:
    # the row's first cell reads like a section number ("W-2"), yet it is the query's code
    query = "What did the KX-40 pocket radio cost at launch?"
    row = "KX-40 | Maker: Sandor-Wells | Launched: 1968 | Price: £39"
    start = row.find("Price")
    assert other_name("Price: £39", 7, query, row[:start - 3], "") == ""
    assert other_name("Price: £39", 7, query, "ZB-12 | Maker: Sandor-Wells", "") == "code"


def test_a_hyphenated_compound_writes_the_query_name() -> None:
    from workers.engine.other_names import writes_query_name
    query = "When did Anne Marie Colbert die?"
    assert writes_query_name("Anne-Marie de Colbert, duchesse 1702 1761", query)
    assert not writes_query_name("Louise de Brissac, duchesse 1702 1761", query)
