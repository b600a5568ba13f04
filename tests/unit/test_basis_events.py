"""Date bases a period's own preposition names: the event after "of/from/after/following",
or counted back from after "before"; open events compare only by direction."""

from __future__ import annotations

import pytest

from workers.engine.fields import basis
from workers.engine.fields.basis_events import bases_differ
from workers.engine.fields.scan import scan
from workers.engine.fields.spans import Taken
from workers.engine.values import Value


def bases(text: str) -> list[Value]:
    return basis.extract(scan(text), Taken())


def anchors(text: str) -> list[str]:
    return [v.display for v in bases(text)]


@pytest.mark.parametrize(
    ("text", "anchor"),
    [
        ("The remaining fee is payable 21 days before delivery of the marquee.", "before delivery"),
        ("Pay the rest no later than 60 days before the Gala Date.", "before gala"),
        ("Records are destroyed 6 years after project close.", "closure"),
        ("Claims within 10 days of the final inspection visit.", "inspection"),
        ("Lenses are guaranteed for 2 years from fitting.", "fitting"),
        ("Send the form within 28 days of the date of the ceremony.", "ceremony"),
        ("Tell us at least three weeks before your retreat begins.", "before start"),
        ("Keys come back within two days of your walker's last visit.", "visit"),
        ("Tyres are replaced 5 years after manufacture.", "manufacture"),
        ("Decks carry a 15-year structural warranty running from the date of final handover.",
         "handover"),
        ("A 2-year cover counting from installation.", "installation"),
    ],
)
def test_the_preposition_names_the_event(text: str, anchor: str) -> None:
    assert anchors(text) == [anchor]


@pytest.mark.parametrize(
    "text",
    [
        "Staff receive 25 days of annual leave.",  # an amount of leave, no "within"
        "Keep the pump running for 20 minutes before closing the valve.",  # a length
        "A reminder goes out 10 days before the due date.",  # counted from the deadline
        "The balance of the hire charge is £300.",  # "hire" modifies a price
        "within 3 days of the year",  # a unit, not an event
    ],
)
def test_no_event_no_basis(text: str) -> None:
    assert anchors(text) == []


def test_a_known_event_keeps_its_vocabulary_anchor() -> None:
    assert anchors("refunds 30 days after arrival") == anchors("refunds within 30 days of receipt")


def test_counted_back_differs_from_counted_on() -> None:
    (back,), (on,) = bases("due 14 days before shipment"), bases("due 14 days after shipment")
    assert bases_differ(back, on, 0.0)


@pytest.mark.parametrize(
    ("after", "before"),
    [
        ("the swimmer died 3 hours after the sting", "she collapsed 3 hours before death"),
        ("the tower stood 40 years following its restoration", "40 years before demolition"),
        ("rescued 9 days after the avalanche", "stranded for 9 days prior to rescue"),
    ],
)
def test_two_open_events_in_opposite_directions_are_one_span(after: str, before: str) -> None:
    (a,), (b,) = bases(after), bases(before)
    assert not bases_differ(a, b, 0.0)


def test_one_open_event_counted_both_ways_differs() -> None:
    (a,), (b,) = bases("flowers 2 weeks after pruning"), bases("flowers 2 weeks before pruning")
    assert bases_differ(a, b, 0.0)


def test_two_open_events_counted_one_way_do_not_differ() -> None:
    (a,), (b,) = bases("40 weeks from LMP"), bases("40 weeks from your last period")
    assert not bases_differ(a, b, 0.0)


def test_an_open_event_differs_from_a_known_one_only_by_direction() -> None:
    (gala,) = bases("pay 60 days before the Gala Date")
    (booking,) = bases("pay within 7 days of booking")
    (handover,) = bases("pay within 7 days of the handover")
    assert bases_differ(gala, booking, 0.0)
    assert not bases_differ(handover, booking, 0.0)


@pytest.mark.parametrize(
    "occasion", ["settle within 10 days of the concert", "refund 5 days from your wedding",
                 "payable within 21 days of the event date"])
def test_an_occasion_is_a_known_event_of_its_own(occasion: str) -> None:
    (day,) = bases(occasion)
    for other in ("within 10 days of booking", "within 10 days of the invoice date",
                  "within 10 days of the lease end date"):
        (known,) = bases(other)
        assert bases_differ(day, known, 0.0), other
    (again,) = bases("within 3 days after the gala")
    assert not bases_differ(day, again, 0.0)


def test_a_verb_heading_the_event_names_it() -> None:
    (opens,) = bases("Apply four months before the gallery opens.")
    (opening,) = bases("Apply four months before opening.")
    assert not bases_differ(opens, opening, 0.0)


def test_two_known_events_differ() -> None:
    (a,), (b,) = bases("within 14 days of delivery"), bases("within 14 days of purchase")
    assert bases_differ(a, b, 0.0)


@pytest.mark.parametrize(
    ("text", "anchor"),
    [
        ("Boilers get a 24-month guarantee from the date of the repair.", "repair"),
        ("Return the bike within 14 days of the repair for a free adjustment.", "repair"),
        ("Unclaimed coats are sold 60 days after the ready date.", "completion"),
    ],
)
def test_a_service_job_step_after_a_period_is_a_known_event(text: str, anchor: str) -> None:
    (value,) = bases(text)
    assert (value.display, value.exact) == (anchor, anchor)


@pytest.mark.parametrize("text", ["The cost of repair is £40.", "A range of ready meals."])
def test_a_service_job_step_away_from_a_period_is_no_basis(text: str) -> None:
    assert anchors(text) == []


def test_the_repair_differs_from_the_collection() -> None:
    (repair,) = bases("bring it back within 21 days of the repair visit")
    (pickup,) = bases("bring it back within 21 days from collection")
    assert bases_differ(repair, pickup, 0.0)


@pytest.mark.parametrize(
    ("text", "anchor"),
    [
        ("We hold shoes for 60 days from when you drop them off.", "drop-off"),
        ("Bags are kept 30 days after you hand them in.", "drop-off"),
        ("Parcels wait 5 days after you pick them up.", "pickup"),
        ("Refunds close 7 days after the customer collects the order.", "pickup"),
    ],
)
def test_a_hand_over_told_as_a_clause_names_receipt_or_pickup(text: str, anchor: str) -> None:
    (value,) = bases(text)
    assert (value.display, value.exact) == (anchor, anchor)


def test_a_drop_without_its_particle_stays_open() -> None:
    (value,) = bases("Prices hold for 30 days after you drop the plan.")
    assert value.exact.startswith("?")


def test_a_drop_off_is_a_hand_over_and_no_other_event() -> None:
    (dropped,) = bases("Coats are kept 60 days from when you drop them off.")
    for same in ("Coats are kept 60 days from receipt.", "Coats are kept 60 days from collection."):
        (other,) = bases(same)
        assert not bases_differ(dropped, other, 0.0), same
    (ready,) = bases("Coats are kept 60 days after the ready date.")
    assert bases_differ(dropped, ready, 0.0)
