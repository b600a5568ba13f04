"""Physical measures agree at the precision written; exact units never round."""

from __future__ import annotations

from dataclasses import replace

import pytest

from workers.engine import Policy
from workers.engine.approximated import with_approximate
from workers.engine.fields.quantity import extract
from workers.engine.fields.scan import scan
from workers.engine.fields.spans import Taken
from workers.engine.precision import approximate
from workers.engine.values import Value, differs

from .conftest import chunk, event, run


def _value(text: str) -> Value:
    return extract(scan(text), Taken())[0]


@pytest.mark.parametrize(
    ("a", "b"),
    [("1,642 m", "5,387 feet"), ("78.37 °C", "173°F"), ("78.4 °C", "78.37 °C"),
     ("412 km", "256 miles"), ("50 m", "164 ft"), ("1.9 kg", "4.2 lb"), ("80 km", "50 miles"),
     ("300 m", "299.4 m"), ("2,000 kg", "1,988 kg"), ("24 h 40 min", "24 h 39 min 35 s"),
     ("1¼ miles", "about 2,012 metres"), ("one seventy-second of an inch", "0.3528 mm")],
)
def test_a_rounded_conversion_is_the_same_measure(a: str, b: str) -> None:
    assert not differs(_value(a), _value(b), 0.0)


@pytest.mark.parametrize(
    ("a", "b"),
    [("99.9%", "99.95%"), ("2 hours", "2.4 hours"), ("1 t", "800 kg"), ("1.8 m", "1,600 mm"),
     ("1.5 km", "1 mile"), ("2 weeks", "15 days"), ("30 km", "31 km"), ("1.5 km", "1.6 km"),
     ("200 km/h", "225 km/h"), ("300 m", "296 m"), ("24 h 40 min", "24 h 39 min"),
     ("8 min 20 s", "8 min 21 s")],
)
def test_other_measures_still_differ(a: str, b: str) -> None:
    assert differs(_value(a), _value(b), 0.0)


def test_an_approximate_answer_covers_the_figure_it_rounds(policy: Policy) -> None:
    query = "How many students attend the University of Kessing?"
    close = run(policy, event(
        query, chunk("a", "Kessing has about 24,000 students.", "team_wiki"),
        chunk("b", "The University of Kessing has 24,310 students.", "team_wiki")))
    far = run(policy, event(
        query, chunk("a", "Kessing has about 10,000 students.", "team_wiki"),
        chunk("b", "The University of Kessing has 12,000 students.", "team_wiki")))
    assert close.context.status == "clean"
    assert [c.detected_fields for c in far.conflicts] == [["quantity"]]


def test_an_approximate_figure_covers_a_unit_of_its_last_digit(policy: Policy) -> None:
    query = "How long does light from the Sun take to reach Earth?"
    res = run(policy, event(
        query, chunk("a", "Light from the Sun takes ≈ 499 s to reach Earth.", "team_wiki"),
        chunk("b", "Sunlight takes 8m20s to reach Earth.", "team_wiki")))
    assert res.context.status == "clean"
    far = run(policy, event(
        query, chunk("a", "Light from the Sun takes ≈ 499 s to reach Earth.", "team_wiki"),
        chunk("b", "Sunlight takes 8m27s to reach Earth.", "team_wiki")))
    assert [c.detected_fields for c in far.conflicts] == [["quantity"]]


def test_a_hedged_figure_is_approximate(policy: Policy) -> None:
    """"maybe 20 feet" and "perhaps 6 m" say they are approximate, as "about" does."""
    for text in ("maybe 20 feet", "perhaps 6 m"):
        assert approximate(with_approximate(text, 0, _value(text)))
    query = "How deep is the wreck of the Halvard off Skerro?"
    close = run(policy, event(
        query, chunk("a", "The wreck of the Halvard lies six metres down off Skerro.",
                     "team_wiki"),
        chunk("b", "Re: dived the Halvard off Skerro, maybe 20 feet down.", "team_wiki")))
    assert close.context.status == "clean"
    far = run(policy, event(
        query, chunk("a", "The wreck of the Halvard lies six metres down off Skerro.",
                     "team_wiki"),
        chunk("b", "Re: dived the Halvard off Skerro, maybe 30 feet down.", "team_wiki")))
    assert [c.detected_fields for c in far.conflicts] == [["quantity"]]


def test_a_number_in_words_rounds_as_the_other_is_written() -> None:
    spelled = _value("four hundred and twelve kilometres")
    assert not differs(spelled, _value("256 miles"), 0.0)
    assert differs(spelled, _value("250 miles"), 0.0)
    assert differs(spelled, _value("411 km"), 0.0)


def test_a_whole_percentage_in_words_is_written_as_precisely_as_in_digits() -> None:
    spelled = _value("sixty-four percent")
    assert not differs(spelled, _value("63.91%"), 0.0)
    assert not differs(_value("64%"), _value("63.91%"), 0.0)
    assert differs(spelled, _value("63.4%"), 0.0)
    assert differs(_value("sixty percent"), _value("63.91%"), 0.0)


def test_an_approximate_number_in_words_covers_five_percent(policy: Policy) -> None:
    query = "What is the longest a Tarrow bore wave can last?"
    res = run(policy, event(
        query,
        chunk("a", "A Tarrow bore wave can last about six and a half minutes.", "team_wiki"),
        chunk("b", "The Tarrow bore wave lasts at most 6 min 34 s.", "team_wiki"),
        chunk("c", "At its longest the Tarrow bore wave lasts 394 seconds.", "team_wiki")))
    assert res.context.status == "clean"
    words = _value("six and a half minutes")
    spelled = replace(words, surface=f"about {words.surface}")  # as ``slots`` keeps it
    assert not differs(spelled, _value("394 s"), 0.0)
    assert differs(spelled, _value("7 min 30 s"), 0.0)


def _part(text: str) -> Value:
    from workers.engine.reading import read_text
    return next(v for v in read_text(text).values if v.dimension == "length")


def test_a_coarse_part_of_a_unit_is_a_round_figure() -> None:
    third = _part("The old tram line ran a third of a mile along the quay.")
    assert third.surface.lower().startswith("a third of a mile")
    assert not differs(third, _value("530 m"), 0.0)  # 536 m written coarsely
    assert differs(third, _value("600 m"), 0.0)
    half = _part("The causeway is half a kilometre long.")
    assert not differs(half, _value("490 m"), 0.0)
    assert differs(half, _value("440 m"), 0.0)


def test_or_so_after_a_measure_says_it_is_approximate(policy: Policy) -> None:
    query = "How deep is the Quarrel Tarn?"
    res = run(policy, event(
        query, chunk("a", "The Quarrel Tarn is 40 metres or so deep.", "team_wiki"),
        chunk("b", "The Quarrel Tarn is 41.2 m deep.", "team_wiki")))
    assert res.context.status == "clean"
    far = run(policy, event(
        query, chunk("a", "The Quarrel Tarn is 40 metres or so deep.", "team_wiki"),
        chunk("b", "The Quarrel Tarn is 44 m deep.", "team_wiki")))
    assert [c.detected_fields for c in far.conflicts] == [["quantity"]]
    plain = _value("12 km")
    said = replace(plain, surface=f"{plain.surface} or thereabouts")  # as ``slots`` keeps it
    assert not differs(said, _value("11.45 km"), 0.0)
    assert differs(plain, _value("11.45 km"), 0.0)
    assert differs(said, _value("11.3 km"), 0.0)


def test_two_approximate_figures_one_whole_unit_apart_agree() -> None:
    """Each covers a whole unit either way, inclusive, in any base unit: a float's last bit
    never makes "about 21 feet" and "about 20 feet" differ (20 covers 5 %: one foot)."""
    def about(text: str) -> Value:
        plain = _value(text)
        return replace(plain, surface=f"about {plain.surface}")
    assert not differs(about("21 feet"), about("20 feet"), 0.0)
    assert not differs(about("20 yards"), about("21 yards"), 0.0)
    assert differs(about("22 feet"), about("20 feet"), 0.0)


def test_plain_miles_of_the_same_number_are_the_nautical_miles_written_short() -> None:
    nautical = _value("The race covers 606 nautical miles.")
    assert not differs(nautical, _value("It sails its six hundred and six miles."), 0.0)
    assert not differs(_value("606 miles round the island"), nautical, 0.0)
    assert differs(nautical, _value("It sails its 600 miles."), 0.0)
    assert differs(_value("The road is 606 km long."), _value("The road is 606 miles long."), 0.0)
