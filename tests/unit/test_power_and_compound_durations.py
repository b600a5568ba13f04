"""Power values and compound durations: each read as one quantity, compared across units."""

from __future__ import annotations

import pytest

from workers.engine import Policy
from workers.engine.questions import read_slot
from workers.engine.reading import read_text
from workers.engine.slots import answer
from workers.engine.values import Value, differs

from .conftest import chunk, event, run


def _read(text: str) -> list[tuple[str, float | None, str]]:
    return [(v.dimension, v.magnitude, v.surface) for v in read_text(text).values]


@pytest.mark.parametrize(
    ("text", "watts"),
    [("a 2.5 MW turbine", 2.5e6), ("draws 750 W at most", 750.0), ("rated 0.75 kW", 750.0),
     ("a 90 kilowatt charger", 90e3), ("the 1.2 GW plant", 1.2e9), ("two 40 watts bulbs", 40.0),
     ("a 5 mW laser pointer", 0.005), ("about 300 hp", 300 * 745.69987158227),
     ("300 bhp", 300 * 745.69987158227), ("200 PS", 200 * 735.49875),
     ("a 150 horsepower outboard", 150 * 745.69987158227)],
)
def test_power_reads_in_watts_however_written(text: str, watts: float) -> None:
    (found,) = [v for v in read_text(text).values if v.dimension == "power"]
    assert found.magnitude == pytest.approx(watts)


@pytest.mark.parametrize("text", ["HP 15 laptop", "the 5 ps pulse", "a 40 kWh battery"])
def test_brands_small_ps_and_energy_are_no_power(text: str) -> None:
    assert all(v.dimension != "power" for v in read_text(text).values)


def test_power_in_kilowatts_horsepower_and_ps_is_one_answer(policy: Policy) -> None:
    query = "How powerful is the Zephyr R3 motorcycle engine?"
    agree = run(policy, event(
        query,
        chunk("a", "Zephyr R3 engine: 150 kW at 9,000 rpm.", "team_wiki"),
        chunk("b", "The Zephyr R3 engine makes 204 PS.", "team_wiki"),
        chunk("c", "Road test: the R3 engine puts out 201 hp.", "team_wiki")))
    assert agree.context.status == "clean"
    differ = run(policy, event(
        query,
        chunk("a", "Zephyr R3 engine: 150 kW at 9,000 rpm.", "team_wiki"),
        chunk("b", "The Zephyr R3 engine makes 180 kW.", "team_wiki")))
    assert [c.detected_fields for c in differ.conflicts] == [["quantity"]]


@pytest.mark.parametrize(
    ("text", "seconds", "surface"),
    [("the lap took 9 min 40 s", 580, "9 min 40 s"), ("a lap of 9m40s", 580, "9m40s"),
     ("about 1 hr 5 min", 3900, "1 hr 5 min"), ("the crossing is 2 h 30 min", 9000, "2 h 30 min"),
     ("it ran 3 hours and 12 minutes", 11520, "3 hours and 12 minutes"),
     ("she won in 2h16, a record", 8160, "2h16"), ("1h05m30s in all", 3930, "1h05m30s"),
     ("a trip of 3 days 4 hours", 273600, "3 days 4 hours"),
     ("drift time: 2 days, 5 hours, 10 minutes", 191400, "2 days, 5 hours, 10 minutes"),
     ("adrift 2 days, 5 hours and 10 minutes", 191400, "2 days, 5 hours and 10 minutes"),
     ("log: 2 d 5 h 10 min", 191400, "2 d 5 h 10 min")],
)
def test_a_compound_duration_is_one_value(text: str, seconds: float, surface: str) -> None:
    assert _read(text) == [("duration", seconds, surface)]


@pytest.mark.parametrize(
    ("text", "expected"),
    [("the 100 m in 9.58 s", [("length", 100.0, "100 m"), ("duration", 9.58, "9.58 s")]),
     ("open 24 hours 7 days a week",
      [("duration", 86400.0, "24 hours"), ("duration", 604800.0, "7 days")]),
     ("1 h 75 min", [("duration", 4500.0, "75 min")])],
)
def test_parts_that_do_not_fall_in_order_stay_apart(
    text: str, expected: list[tuple[str, float, str]]
) -> None:
    assert _read(text) == expected


def test_a_travel_time_agrees_however_it_is_split(policy: Policy) -> None:
    query = "How long is the ferry crossing from Port Ellery to Skarholm?"
    agree = run(policy, event(
        query,
        chunk("a", "The ferry crossing to Skarholm takes 2 h 30 min.", "team_wiki"),
        chunk("b", "Port Ellery - Skarholm ferry crossing: 2 hours and 30 minutes.", "team_wiki"),
        chunk("c", "Crossing time from Port Ellery: 2.5 hours by ferry.", "team_wiki")))
    assert agree.context.status == "clean"
    differ = run(policy, event(
        query,
        chunk("a", "The ferry crossing to Skarholm takes 2 h 30 min.", "team_wiki"),
        chunk("b", "The ferry crossing to Skarholm takes 2 h 45 min.", "team_wiki")))
    assert [c.detected_fields for c in differ.conflicts] == [["quantity"]]


def test_a_duration_with_decimals_rounds_and_a_whole_one_does_not() -> None:
    def duration(text: str) -> Value:
        (value,) = read_text(text).values
        return value

    tenths = duration("8.3 minutes")
    assert not differs(tenths, duration("8 min 20 s"), 0.0)  # 2 s apart, under 3 s
    assert differs(tenths, duration("8 min 40 s"), 0.0)
    assert differs(duration("1 year"), duration("365 days"), 0.0)


def test_a_total_answers_before_the_parts_beside_it() -> None:
    text = "The Lindqvist pumping station: 40 pumps of 2 kW each, 80 kW in total."
    (value,) = answer(text, 0, read_text(text).values,
                      read_slot("How much power does the Lindqvist pumping station use?"))
    assert value.magnitude == 80e3


def test_a_hypothetical_value_is_no_answer() -> None:
    slot = read_slot("How much power does the Lindqvist pumping station use?")
    text = "A third pump would lift the pumping station's power use to 120 kW."
    assert answer(text, 0, read_text(text).values, slot) == []
    text = "The pumping station uses 80 kW; a third pump would lift that to 120 kW."
    (value,) = answer(text, 0, read_text(text).values, slot)
    assert value.magnitude == 80e3


@pytest.mark.parametrize(
    ("text", "newton_metres"),
    [("peak torque 400 Nm", 400.0), ("400 N·m at 1,800 rpm", 400.0),
     ("400 newton-metres", 400.0), ("295 lb-ft", 295 * 1.3558179483),
     ("295 ft-lbs", 295 * 1.3558179483)],
)
def test_torque_reads_in_newton_metres(text: str, newton_metres: float) -> None:
    (found,) = [v for v in read_text(text).values if v.dimension == "torque"]
    assert found.magnitude == pytest.approx(newton_metres)


def test_a_chip_process_in_nanometres_is_no_torque() -> None:
    assert read_text("built on a 5 nm process").values == ()


def test_torque_and_percentage_questions_name_their_kind() -> None:
    torque = read_slot("What torque figure does the Halvard T6 have?")
    assert (torque.kind, torque.measures) == ("measure", frozenset({"torque"}))
    assert read_slot("What percentage of the lake is frozen in winter?").kind == "percent"


def test_as_little_as_is_a_loose_bound() -> None:
    slot = read_slot("What percentage of fruit is in Orvel squash?")
    text = "Squashes contain as little as 5% fruit; Orvel squash has 25% fruit."
    (value,) = answer(text, 0, read_text(text).values, slot)
    assert value.magnitude == 25.0


def test_just_under_a_round_figure_is_that_figure_approximately(policy: Policy) -> None:
    query = "How long did the Kestrel raft take to drift to Barra?"
    res = run(policy, event(
        query,
        chunk("a", "The Kestrel raft took just under 12 days to drift to Barra.", "team_wiki"),
        chunk("b", "The Kestrel raft took 11 days, 22 hours and 5 minutes to drift to Barra.",
              "team_wiki"),
        chunk("c", "Drift to Barra: the Kestrel raft took 286 hours and 5 minutes.",
              "team_wiki")))
    assert res.context.status == "clean"
