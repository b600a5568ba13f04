"""A physical attribute of the table takes only its kind of value, the one its sentence
ties to the question's words."""

from __future__ import annotations

from workers.engine import Policy
from workers.engine.measured import fits, nearest_first, off_question
from workers.engine.questions import read_slot
from workers.engine.reading import read_text

from .conftest import chunk, conflict_sets, event, run

_QUERY = "What is the battery capacity of the Velora P9?"


def _values(text: str) -> list[tuple[str, str]]:
    return [(v.display, v.dimension) for v in read_text(text).values]


def test_battery_charge_and_energy_read_however_written() -> None:
    assert _values("the 5000mAh cell, a 5 000 mAh pack, 5,000 mAh") == [
        ("5000 mAh", "charge")] * 3
    assert _values("a 75 kWh pack") == [("75000 Wh", "energy")]


def test_a_kilo_is_a_kilogram() -> None:
    assert _values("the ram weighed 140 kilos, the ewe 60 kilo") == [
        ("140000 g", "mass"), ("60000 g", "mass")]


def test_a_capacity_is_no_time_price_or_date_and_a_weight_is_a_mass() -> None:
    kinds = {v.display: v for v in read_text(
        "5,000 mAh, 55 minutes, £0 upfront, 2 L, 198 g, 1.8 m, 128 GB, on 3 May 2024").values}
    capacity = {d for d, v in kinds.items() if fits("capacity", v)}
    assert capacity == {"5000 mAh", "2 l", "198 g", "1.8 m", "128000000000 byte"}
    assert {d for d, v in kinds.items() if fits("weight", v)} == {"198 g"}
    assert {d for d, v in kinds.items() if fits("height", v)} == {"1.8 m"}
    assert all(fits("price", v) for v in kinds.values())


def test_the_value_nearest_the_questions_words_comes_first() -> None:
    text = "Velora P9, 128 GB, 50 MP camera, 5 000 mAh battery, IP68."
    values = tuple(read_text(text).values)
    predicate = read_slot(_QUERY).predicate
    assert nearest_first(values, text, 0, predicate)[0].display == "5000 mAh"
    assert nearest_first(values, "Velora P9, 128 GB", 0, predicate) == ()


def test_other_quantities_in_a_capacity_sentence_are_no_conflict(policy: Policy) -> None:
    agree = run(policy, event(
        _QUERY,
        chunk("a", "Velora P9 on a 24-month plan: £0 upfront, £32/month with 100 GB data.",
              "team_wiki"),
        chunk("b", "Velora P9 5G, 128 GB — £599.00. Key features: 5 000 mAh battery.",
              "team_wiki"),
        chunk("c", "The P9's battery: the 5000mAh cell lasted 14 hours in our test.",
              "team_wiki"),
        chunk("d", "The P9 battery capacity is 5,000 mAh; it charges in about 55 minutes.",
              "team_wiki")))
    assert agree.context.status == "clean"
    disagree = run(policy, event(
        _QUERY,
        chunk("c", "The P9's battery: the 5000mAh cell lasted 14 hours in our test.",
              "team_wiki"),
        chunk("d", "The P9 battery capacity is 4,500 mAh; it charges in about 55 minutes.",
              "team_wiki")))
    assert [c.detected_fields for c in disagree.conflicts] == [["quantity"]]


def test_a_physical_question_compares_no_other_attribute_of_the_table(policy: Policy) -> None:
    query = "What is the maximum payload of the Arden X8 drone?"
    agree = run(policy, event(
        query,
        chunk("a", "Arden X8 specs: Max take-off weight 9.2 kg · Max payload 2.7 kg.",
              "team_wiki"),
        chunk("b", "The X8 drone carries a payload of 2,700 g. Price: €4,990.", "team_wiki"),
        chunk("c", "Spray kit for the X8 drone, payload-ready: 2.7kg payload. Price €690.",
              "team_wiki")))
    assert agree.context.status == "clean"
    assert off_question("payload", "price") and not off_question("price", "payload")
    assert not off_question("payload", "payload") and not off_question("topic", "price")
    disagree = run(policy, event(
        query,
        chunk("a", "Arden X8 specs: Max take-off weight 9.2 kg · Max payload 2.7 kg.",
              "team_wiki"),
        chunk("b", "The X8 drone carries a payload of 2,200 g. Price: €4,990.", "team_wiki")))
    assert [c.detected_fields for c in disagree.conflicts] == [["quantity"]]


def test_a_row_labelled_with_the_attribute_answers_a_how_adjective_question(
        policy: Policy) -> None:
    res = run(policy, event(
        "How tall is the Brennick lighthouse?",
        chunk("a", "Brennick Light | Built: 1871 | Height: 41.5 m (136 ft), surveyed 2020 | "
                   "Range: 18 nmi", "team_wiki"),
        chunk("b", "The Brennick lighthouse rises 38 m above the rocks.", "team_wiki"),
    ))
    (record,) = res.conflicts
    assert {c.chunk_id for c in record.chunks} == {"a", "b"}
    prose = run(policy, event(
        "How tall is the Brennick lighthouse?",
        chunk("a", "The Brennick lighthouse rises 41.5 m above the rocks.", "team_wiki"),
        chunk("b", "Its twin at Carrow Point, a mile away, is 38 m tall.", "team_wiki"),
    ))
    assert prose.conflicts == []  # prose naming only the attribute speaks of another thing


def test_the_named_things_value_before_the_attributes_word_is_its_measure(
        policy: Policy) -> None:
    query = "How tall is Brennock Spout waterfall?"
    split = run(policy, event(
        query,
        chunk("a", "Brennock Spout | River: Lusk Water | Height: 41 m | Path: 2 km", "team_wiki"),
        chunk("b", "Mar 2021 — Brennock Spout, 47 metres tall, roared after the thaw.",
              "team_wiki"),
        chunk("c", "Q: how tall is brennock spout? A: Brennock Spout is 47 metres tall.",
              "team_wiki"),
        chunk("d", "Re: walks — Brennock Spout is 41 m tall; bring boots.", "team_wiki")))
    assert split.context.status == "escalated"  # two pages each: 41 m against 47 m
    other = run(policy, event(
        query,
        chunk("a", "Brennock Spout | River: Lusk Water | Height: 41 m | Path: 2 km", "team_wiki"),
        chunk("b", "Mar 2021 — Carra Linn, 47 metres tall, roared beside Brennock Water.",
              "team_wiki"),
        chunk("c", "Re: walks — Brennock Spout is 41 m tall; bring boots.", "team_wiki")))
    assert other.context.status == "clean"  # another fall's measure answers nothing


def test_a_dimension_s_adjective_after_the_value_and_a_q_a_question_name_the_measure(
        policy: Policy) -> None:
    query = "How tall is the Corrie Needle of the Glas Ridge?"
    res = run(policy, event(
        query,
        chunk("a", "Glas Ridge | Peaks: Corrie Needle | Corrie Needle height: 61 m", "team_wiki"),
        chunk("b", "Jun 2020 — The Corrie Needle of the Glas Ridge stands 67 m high, a hard "
                   "scramble.", "team_wiki"),
        chunk("c", "Q: how tall is the corrie needle on the glas ridge? A: The Corrie Needle "
                   "is 61 metres tall. 4 answers", "team_wiki")))
    (record,) = res.conflicts
    assert {c.chunk_id for c in record.chunks} == {"a", "b", "c"}
    other = run(policy, event(
        query,
        chunk("a", "Glas Ridge | Peaks: Corrie Needle | Corrie Needle height: 61 m", "team_wiki"),
        chunk("b", "Q: how tall is the glas tooth? A: The Glas Tooth stands 67 m high.",
              "team_wiki")))
    assert other.conflicts == []  # another peak's page: its question names another thing


def test_a_qa_answer_takes_the_subject_of_its_question(policy: Policy) -> None:
    """A question naming nothing: the answer "Just under a metre tall" is its Q/A
    question's heron's height, read before the egret another clause measures."""
    heron = "How tall is a grey heron standing upright?"
    assert conflict_sets(
        policy, heron,
        chunk("a", "Q: how big is a grey heron? A: Just under a metre tall and around 1.5 kg; "
                   "an egret stands about 1.3 m. 4 answers", "team_wiki"),
        chunk("b", "Grey heron | Ardea cinerea | Height: about 95 cm | Weight: 1.5 kg",
              "team_wiki"),
        chunk("c", "Grey herons are big birds. They stand about 95 cm tall, taller than a table!",
              "team_wiki")) == []



def test_a_possessive_name_the_question_writes_is_named_by_the_same_possessive(
        policy: Policy) -> None:
    """ "at the 1962 Kell Builder's Expo": the question's name words drop the possessive
    ("builder"), so the sentence's "Builder's" (or a plural's "Traders'") names it too."""
    for name in ("Kell Builder's Expo", "Kell Traders' Expo"):
        query = f"How tall was the Skyneedle at the 1962 {name}?"
        pages = (
            chunk("a", f"Skyneedle | Expo: 1962 {name} | Height: 30 m", "team_wiki"),
            chunk("b", f"The Skyneedle at the 1962 {name} was 30 metres tall.", "team_wiki"),
            chunk("c", f"Re: expos — the Skyneedle at the 1962 {name} was 45 metres tall, I"
                       " think.", "team_wiki"))
        assert conflict_sets(policy, query, *pages) == [{"a", "b", "c"}]
        other = chunk("d", "The Kell helter-skelter was 45 metres tall.", "team_wiki")
        assert conflict_sets(policy, query, pages[0], pages[1], other) == []
