"""The asked measure: a value answers a question that names its measure only in that
measure (a count of the asked noun, a duration in the asked unit, a quantity of the asked
dimension; never money nor a date)."""

from __future__ import annotations

import pytest

from workers.engine import Policy
from workers.engine.asked_measure import Measure, _asked, asked_measure, carries
from workers.engine.query import read_query
from workers.engine.questions import read_slot
from workers.engine.reading import read_text
from workers.engine.values import Value

from .conftest import chunk, event, run


def _measure(query: str) -> Measure | None:
    return _asked(query, physical=True)


@pytest.mark.parametrize(
    ("query", "kind", "nouns"),
    [("How many arches does the Old Quennell Bridge have?", "count", {"arch"}),
     ("How many pairs of ribs does a human have?", "count", {"pair"}),
     ("At how many frames per second are films shot?", "count", {"fram"}),
     ("How many unused vacation days can be carried over?", "duration", {"day"}),
     ("What is the running time of Casablanca (1942)?", "duration", set()),
     ("How deep should tulip bulbs be planted?", "physical", set())],
)
def test_a_question_names_its_measure(query: str, kind: str, nouns: set[str]) -> None:
    measure = _measure(query)
    assert measure is not None
    assert (measure.kind, set(measure.nouns) - {"unus", "vacation"}) == (kind, nouns)


@pytest.mark.parametrize("query", [
    "What is the price of the Aerix 300?",
    "When did the first section of the London Underground open?",
    "How long is the warranty, and when does it start?",   # two asks: any kind
])
def test_a_question_without_a_measure_takes_any_value(query: str) -> None:
    assert _measure(query) is None


def test_a_physical_attribute_of_the_table_keeps_its_own_reading() -> None:
    assert _asked("What is the minimum password length?", physical=False) is None


def test_the_frame_rate_question_counts_frames_not_time() -> None:
    assert read_slot("At how many frames per second are films shot?").kind == "count"
    assert read_slot("How many calendar days does the appeal take?").kind == "count-time"


def _count(text: str, surface: str) -> Value:
    return Value("quantity", surface, surface, text.index(surface), "count", 0.0)


@pytest.mark.parametrize(
    ("text", "surface", "carried"),
    [("The bridge has 9 arches.", "9", True),               # the noun follows
     ("Old Quennell Bridge | Arches: 9 | Length: 142 m", "9", True),   # a label names it
     ("Q: How many arches has it got? A: 9, since 1771.", "9", True),  # a Q/A answer
     ("Riverside cottage with a view of the old bridge, sleeps 4, from £95.", "4", False),
     ("A pork side has 14 or 15 ribs.", "14", False),
     ("Thorax card 4: ribs 1-7 true.", "4", False)],
)
def test_a_count_must_be_of_the_asked_noun(text: str, surface: str, carried: bool) -> None:
    assert carries(_count(text, surface), Measure("count", frozenset({"arch", "pair"})),
                   text) is carried


def test_money_and_dates_never_answer_a_measured_question() -> None:
    measure = Measure("duration")
    assert not carries(Value("money", "3.49 GBP", "£3.49", 0, "", 3.49), measure, "£3.49")
    assert not carries(Value("date", "1942-11-26", "November 26, 1942", 0, "day"), measure,
                       "November 26, 1942")
    assert carries(Value("quantity", "102 minute", "102 minutes", 0, "duration", 6120.0),
                   measure, "102 minutes")


def test_a_how_many_days_duration_is_stated_in_days() -> None:
    measure = Measure("duration", frozenset({"day"}))
    days = Value("quantity", "28 day", "28 days", 0, "duration", 28 * 86400.0)
    weeks = Value("quantity", "5.6 week", "5.6 weeks", 0, "duration", 5.6 * 7 * 86400.0)
    assert carries(days, measure, "28 days")
    assert not carries(weeks, measure, "5.6 weeks")


def test_a_whole_number_of_the_asked_unit_in_a_shorter_unit_answers() -> None:
    measure = Measure("duration", frozenset({"week"}))
    days = Value("quantity", "21 day", "21 days", 0, "duration", 21 * 86400.0)
    odd = Value("quantity", "30 day", "30 days", 0, "duration", 30 * 86400.0)
    month = Value("quantity", "1 month", "1 month", 0, "duration", 2_629_746.0)
    assert carries(days, measure, "21 days")
    assert not carries(odd, measure, "30 days")
    assert not carries(month, measure, "1 month")


def test_other_things_counts_make_no_conflict(policy: Policy) -> None:
    query = "How many arches does the Old Quennell Bridge have?"
    result = run(policy, event(
        query,
        chunk("a", "Old Quennell Bridge | Arches: 9 | Length: 142 m | Built: 1612", "team_wiki"),
        chunk("b", "Masons will repoint all 9 arches of the Old Quennell Bridge.", "team_wiki"),
        chunk("c", "Riverside cottage with a view of the Old Quennell Bridge, sleeps 4.",
              "team_wiki")))
    assert result.context.status == "clean"
    differ = run(policy, event(
        query,
        chunk("a", "Old Quennell Bridge | Arches: 9 | Length: 142 m | Built: 1612", "team_wiki"),
        chunk("b", "The Old Quennell Bridge has 7 arches.", "team_wiki")))
    assert [c.detected_fields for c in differ.conflicts] == [["quantity"]]


def test_prices_make_no_conflict_about_a_running_time(policy: Policy) -> None:
    result = run(policy, event(
        "What is the running time of Casablanca (1942)?",
        chunk("a", "Casablanca · 1942 · PG · 1 h 42 min · Drama. Rent £3.49, buy £7.99.",
              "team_wiki"),
        chunk("b", "Casablanca 4K UHD, running time 1:42, black and white. £14.99.",
              "team_wiki"),
        chunk("c", "Q: How long is Casablanca? A: 102 minutes.", "team_wiki")))
    assert result.context.status == "clean"


def test_a_ratio_question_compares_no_typed_value(policy: Policy) -> None:
    assert _measure("What scale is OO gauge model railway?") == Measure("ratio")
    result = run(policy, event(
        "What scale is OO gauge model railway?",
        chunk("a", "Scales explained: OO 1:76 · HO 1:87. Starter sets from £99.99.", "team_wiki"),
        chunk("b", "Museum shop: OO gauge (1:76.2) wagon pack, £34.95. UK delivery £4.95",
              "team_wiki"),
        chunk("c", "OO is 1/76 scale, so a 1.8 m person is about 23.6 mm tall.", "team_wiki")))
    assert result.context.status == "clean"


@pytest.mark.parametrize("query", [
    "What is the running time of Casablanca?",
    "What is the gestation period of an African elephant?",
    "What is the orbital period of Mars?",
])
def test_a_period_noun_asks_for_a_duration(query: str) -> None:
    assert _measure(query) == Measure("duration")


def test_a_value_on_a_named_scale_is_no_ratio() -> None:
    assert _measure("What is the hardness of topaz on the Mohs scale?") is None


@pytest.mark.parametrize(
    ("query", "text", "surface"),
    [("What is the population of Marrowdale?",
      "Marrowdale | Population (2021 census): 212,480 | Metro: 341,000", "212,480"),
     ("How many people does Osterfeld Bank employ?",
      "Osterfeld Bank AG | Founded: 1871 | Number of employees: 11,800 (2024)", "11,800"),
     ("How many seats does the Orrin Concert Hall have?",
      "Orrin Concert Hall — capacity 2,180 (seated). Stage 18 m wide.", "2,180")],
)
def test_a_label_or_an_aside_names_the_counted_noun(query: str, text: str, surface: str) -> None:
    measure = _measure(query)
    assert measure is not None
    assert carries(_count(text, surface), measure, text)


def test_a_what_temperature_question_keyed_by_an_attribute_asks_a_temperature(
        policy: Policy) -> None:
    """"kept" names the table's retention attribute, but "At what temperature" still asks
    a temperature: a storage period for another case beside it is no rival value, and the
    "may" of that case no rival rule."""
    query = "At what temperature must vaccine vials be kept in the clinic?"
    result = run(policy, event(
        query,
        chunk("sop", "VX-3 Vaccine vials must be stored between 2 °C and 8 °C.", "policy",
              source_tier="primary"),
        chunk("open", "VX-5 Opened multi-dose vials may be kept at room temperature for up to "
              "6 hours.", "policy", source_tier="primary"),
        chunk("faq", "Keep vaccine vials between 2 and 8 degrees Celsius.", "team_wiki",
              source_tier="secondary")))
    assert result.context.status == "clean"
    differ = run(policy, event(
        query,
        chunk("sop", "VX-3 Vaccine vials must be stored between 2 °C and 8 °C.", "policy",
              source_tier="primary"),
        chunk("old", "Vaccine vials must be stored between 15 °C and 25 °C.", "team_wiki",
              source_tier="secondary")))
    assert [c.detected_fields for c in differ.conflicts] == [["quantity"]]


def test_a_length_keyed_by_an_attribute_keeps_the_tables_reading() -> None:
    """A length may be answered in characters (a count): only a temperature or a weight
    what-noun measures an attribute-keyed question."""
    assert read_slot("What password length is required for admins?").asked == "length"
    assert _asked("What password length is required for admins?", physical=False) is None



def test_a_how_tall_question_keyed_by_an_attribute_takes_no_duration() -> None:
    """"tall" names the table's height attribute; the question still asks a length: the
    duration of a tour or of a siege, and a count of steps, answer nothing."""
    query = read_query(event("How tall is the Varden Lighthouse including its lantern?",
                             chunk("a", "Varden Lighthouse | Height: 41 m")))
    assert query.slot is None
    measure = asked_measure(query)
    assert measure is not None
    assert measure.kind == "physical"
    text = "Harl Hill tour, 5 hours. The 90 days of the siege. It is 41 m tall."
    read = {v.surface: v for v in read_text(text).values}
    assert not carries(read["5 hours"], measure, text)
    assert not carries(read["90 days"], measure, text)
    assert carries(read["41 m"], measure, text)
    long = asked_measure(read_query(event("How long is the Varden tour?", chunk("a", "x"))))
    assert long is None or carries(read["5 hours"], long, text)  # "how long": a duration too


def test_a_count_of_occasions_is_counted_by_the_act_s_noun_too() -> None:
    from .conftest import claim_subjects
    query = "How many times did Ada Lund win the Harrow Cup?"
    assert claim_subjects(query, "Ada Lund won the Harrow Cup four times.") == [
        ("", ["4 time"])]  # a capitalised word before "four times" names no model
    measure = _measure(query)
    assert measure is not None and measure.nouns == {"time", "win"}
    text = "Ada Lund | Born: 1901 | Harrow Cup wins: 4 (1921, 1923)"
    four = Value("quantity", "4", "4", text.index(": 4") + 2, "count", 4.0)
    assert carries(four, measure, text)  # "wins" labels the count of the wins


def test_a_count_of_the_nights_a_noun_names_answers_how_many_such_nights() -> None:
    measure = _measure("How many rehearsal nights must a new cast member attend?")
    assert measure is not None and measure.kind == "duration"
    text = "New cast members need at least 6 rehearsal nights before opening."
    count = next(v for v in read_text(text).values if v.surface.startswith("6"))
    assert carries(count, measure, text)
    other = "Understudies need 4 rehearsals with the director."
    alone = next(v for v in read_text(other).values if v.surface.startswith("4"))
    assert not carries(alone, measure, other)
