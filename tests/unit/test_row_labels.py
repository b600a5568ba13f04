"""A table row's label cell names the case its price holds for (``row_labels``)."""

from __future__ import annotations

from schemas.events import Chunk
from workers.engine import Policy
from workers.engine.claims import Claim
from workers.engine.members import Member
from workers.engine.row_labels import row_cells, row_label
from workers.engine.values import Value

from .conftest import chunk, event, run


def test_the_row_labelled_with_the_asked_day_wins(policy: Policy) -> None:
    res = run(policy, event(
        "How much is a go-kart session per driver on a Sunday?",
        chunk("a", "Go-kart session | £22 per driver | 15 minutes", "price_sheet",
              doc_id="karts"),
        chunk("b", "Sunday go-kart sessions | £26 per driver | 15 minutes", "price_sheet",
              doc_id="karts-weekend"),
    ))
    (record,) = res.conflicts
    assert (record.rule_applied, record.winner) == (["specificity"], "b")


def test_a_row_labelled_with_a_case_of_its_own_wins_over_another_case(
        policy: Policy) -> None:
    res = run(policy, event(
        "What is the mechanic call-out rate on a bank holiday visit?",
        chunk("a", "Mechanic call-out (after 8pm) | £70 per hour", "price_sheet",
              doc_id="rates"),
        chunk("b", "Mechanic call-out on bank holiday visits | £95 per hour", "price_sheet",
              doc_id="rates"),
    ))
    (record,) = res.conflicts
    assert (record.rule_applied, record.winner) == (["specificity"], "b")


def test_rows_both_naming_the_case_separate_nothing(policy: Policy) -> None:
    res = run(policy, event(
        "How much is a go-kart session per driver on a Sunday?",
        chunk("a", "Sunday go-kart session | £22 per driver", "price_sheet", doc_id="karts"),
        chunk("b", "Sunday go-kart sessions | £26 per driver", "price_sheet",
              doc_id="karts-b"),
    ))
    (record,) = res.conflicts
    assert "specificity" not in record.rule_applied


def test_cells_before_the_value_are_the_rows_words() -> None:
    text = "Late return, per day | Cement mixers | £36"
    value = Value("money", "36.00 GBP", "£36", text.index("£36"), "", 36.0, "GBP")
    claim = Claim(subject="", attribute="price", facets=(), values={"money": value},
                  snippet="£36", position=value.start, qualifier_terms=frozenset(),
                  mentions=frozenset(), asides=frozenset(), snippets={"money": "£36"})
    member = Member.of(Chunk.model_validate(chunk("a", text, "price_sheet")), claim, 0, (0, 0))
    assert row_label(member) == {"late", "return"}
    assert row_cells(member) == {"late", "return", "cement", "mixer"}


def test_a_row_naming_the_asked_item_before_its_price_is_compared(policy: Policy) -> None:
    res = run(policy, event(
        "What is the late-return charge per day for a cement mixer?",
        chunk("a", "Late return, per day | Cement mixers | £30", "price_sheet",
              doc_id="late-2025"),
        chunk("b", "Late return, per day | Cement mixers | £36", "price_sheet",
              doc_id="late-2026"),
    ))
    assert len(res.conflicts) == 1


def test_a_row_labelled_with_a_long_asked_case_wins(policy: Policy) -> None:
    res = run(policy, event(
        "How much is the two-hour bike service for an e-bike bought here last week?",
        chunk("a", "Bike service (2 hours) | £80 | includes a chain clean", "price_sheet",
              doc_id="services"),
        chunk("b", "E-bikes bought here in the last 3 months | bike or trailer service | £45",
              "price_sheet", doc_id="services"),
    ))
    (record,) = res.conflicts
    assert (record.rule_applied, record.winner) == (["specificity"], "b")


def test_a_row_labelled_with_the_day_the_question_asks_in_its_head_wins(
        policy: Policy) -> None:
    res = run(policy, event(
        "What is the Saturday hire price for the large marquee?",
        chunk("a", "Large marquee (6 m x 12 m) | £300 per day", "price_sheet", doc_id="tents"),
        chunk("b", "Saturday and bank holiday hire | Large marquee £360 | Gazebo £90",
              "price_sheet", doc_id="tents-weekend"),
    ))
    (record,) = res.conflicts
    assert (record.rule_applied, record.winner) == (["specificity"], "b")


def test_a_row_naming_the_case_in_a_particulars_cell_wins(policy: Policy) -> None:
    res = run(policy, event(
        "What does a guided cave tour cost for school parties?",
        chunk("a", "Guided cave tour | All parties | £14 per person", "price_sheet",
              doc_id="caves"),
        chunk("b", "Guided cave tour | School parties | £9 per person",
              "price_sheet", doc_id="caves"),
    ))
    (record,) = res.conflicts
    assert (record.rule_applied, record.winner) == (["specificity"], "b")


def test_a_case_word_the_general_row_also_writes_does_not_block_another(
        policy: Policy) -> None:
    res = run(policy, event(
        "What is the delivery charge for a sofa on a Saturday?",
        chunk("a", "Delivery charges | Sofa | £40 per drop", "price_sheet",
              doc_id="delivery"),
        chunk("b", "Saturday sofa deliveries | delivery charge £65 per drop",
              "price_sheet", doc_id="delivery"),
    ))
    (record,) = res.conflicts
    assert (record.rule_applied, record.winner) == (["specificity"], "b")
