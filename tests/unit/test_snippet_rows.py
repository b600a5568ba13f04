"""Web-snippet rows: what a value belongs to in infobox lines and lists (snippet false alarms)."""

from __future__ import annotations

from workers.engine import Policy
from workers.engine.measure_labels import other_dimension
from workers.engine.offsets import relative_offsets
from workers.engine.reading import read_text
from workers.engine.segments import segments
from workers.engine.slots import answer, read_slot

from .conftest import chunk, event, run


def test_a_dotted_line_is_read_row_by_row() -> None:
    text = "Common octopus · Arms: 8 · Hearts: 3 · Lifespan: 1–2 years"
    cells = [body for _, body in segments(text, 0)]
    assert cells == ["Common octopus", "Arms: 8", "Hearts: 3", "Lifespan: 1–2 years"]
    for offset, body in segments(text, 0):
        assert text[offset : offset + len(body)] == body


def test_dotted_lines_one_under_another_are_a_table_read_by_line() -> None:
    text = "Line 1 · 12 stops · opened 1978\nLine 2 · 22 stops · opened 1991"
    assert [body for _, body in segments(text, 0)] == [
        "Line 1 · 12 stops · opened 1978", "Line 2 · 22 stops · opened 1991"]


def test_an_infobox_row_of_another_attribute_is_no_answer(policy: Policy) -> None:
    res = run(policy, event(
        "How many hearts does an octopus have?",
        chunk("a", "An octopus has three hearts: two pump blood through the gills.", "team_wiki"),
        chunk("b", "Common octopus (Octopus vulgaris) · Arms: 8 · Hearts: 3 · Weight: 3–10 kg",
              "team_wiki"),
        chunk("c", "Q: do octopuses have 9 brains? A: Sort of. And yes, 3 hearts.", "team_wiki"),
    ))
    assert res.conflicts == []
    res = run(policy, event(
        "How many hearts does an octopus have?",
        chunk("a", "An octopus has three hearts: two pump blood through the gills.", "team_wiki"),
        chunk("b", "Common octopus (Octopus vulgaris) · Arms: 8 · Hearts: 4 · Weight: 3–10 kg",
              "team_wiki"),
    ))
    assert len(res.conflicts) == 1  # the row that answers still disagrees


def test_a_parenthesised_value_belongs_to_the_list_item_before_it(policy: Policy) -> None:
    res = run(policy, event(
        "When did the Wright brothers make their first powered flight?",
        chunk("a", "On 17 December 1903, Orville Wright flew the Wright Flyer for 12 seconds.",
              "team_wiki"),
        chunk("b", "Aviation anniversaries in December: the Wright brothers' first powered flight "
                   "(1903), Apollo 8's launch (21 December 1968) and Voyager's landing "
                   "(23 December 1986).", "team_wiki"),
    ))
    assert res.conflicts == []
    prize = "How much prize money does the Lindqvist Prize award?"
    stated = chunk("a", "The Lindqvist Prize carries SEK 500,000 in prize money.", "team_wiki")
    res = run(policy, event(prize, stated, chunk(
        "b", "Journalism prizes: Lindqvist (half a million kronor!), the Harlan Fellowship "
             "($25k) and the Oriel Award (£10k).", "team_wiki")))
    assert res.conflicts == []
    res = run(policy, event(prize, stated, chunk(
        "b", "The Lindqvist Prize carries SEK 400,000 in prize money, more than the Harlan "
             "Fellowship ($25k) or the Oriel Award (£10k).", "team_wiki")))
    (record,) = res.conflicts  # a value outside the parentheses is still read and compared
    assert {c.values["money"] for c in record.chunks} == {"500000.00 SEK",
                                                                     "400000.00 SEK"}


def test_the_list_item_rule_holds_for_an_attribute_of_the_table(policy: Policy) -> None:
    res = run(policy, event(
        "What is the entry deadline for the 2026 Brellin Short Story Prize?",
        chunk("a", "The 2026 Brellin Short Story Prize is open. Deadline: 31 March 2026.",
              "team_wiki"),
        chunk("b", "Competitions closing soon: Quillon Flash (28 Feb 2026), Brellin Short Story "
                   "Prize (31 Mar 2026), Fenwright Poetry Award (30 Apr 2026).", "team_wiki"),
    ))
    assert res.conflicts == []


def test_a_period_placing_an_event_in_time_is_no_length_of_time() -> None:
    slot = read_slot("How old was Elizabeth II when she became queen?")
    assert not slot.relative
    for text in ("Seventy years ago today, Princess Elizabeth became Queen.",
                 "The coronation came some 16 months after she became queen.",
                 "Nineteen years later, the Queen opened the bridge."):
        values = read_text(text).values
        assert answer(text, 0, values, slot) == []
    text = "The coronation came some 16 months after she became queen."
    assert answer(text, 0, read_text(text).values,
                  read_slot("How long after she became queen was the coronation?"))


def test_an_amount_a_comparative_follows_is_a_difference_with_its_reference() -> None:
    slot = read_slot("How far is the old lighthouse from the harbour?")
    text = "The pier ends 9 km from the harbour, and the old lighthouse stands 3 km nearer."
    assert answer(text, 0, read_text(text).values, slot) == []
    text = "The old lighthouse stands 4 km from the harbour."
    (value,) = answer(text, 0, read_text(text).values, slot)
    assert value.magnitude == 4000
    text = "The lighthouse is 12 m taller than the pier."  # no amount it is measured from
    tall = read_slot("How tall is the lighthouse?")
    assert [v.magnitude for v in answer(text, 0, read_text(text).values, tall)] == [12]
    text = "The pier is 30 m tall and the lighthouse is 12 m taller."
    assert answer(text, 0, read_text(text).values, tall) == []
    compared = read_slot("How much taller is the lighthouse than the pier?")
    values = list(read_text(text).values)
    assert relative_offsets(text, 0, values, compared) == values  # it asks the difference


def test_a_period_for_how_long_something_takes_is_still_the_answer() -> None:
    text = "The dough takes about 2 hours to rise before baking."
    (value,) = answer(text, 0, read_text(text).values, read_slot("How long does the dough take?"))
    assert value.magnitude == 7200


def test_a_question_names_the_kind_of_value_it_asks_for() -> None:
    assert read_slot("What time does Crestmoor Castle open?").kind == "time"
    wingspan = read_slot("What is the wingspan of the Marrant kite?")
    assert (wingspan.kind, wingspan.measures) == ("measure", frozenset({"length"}))
    power = read_slot("How much power can the Harrowby Sands wind farm generate?")
    assert (power.kind, power.measures) == ("measure", frozenset({"power"}))


def test_values_of_another_kind_do_not_answer_a_time_power_or_span_question() -> None:
    text = "Get there at 10 am when the gates open: by 11 the car park (£4) is full."
    assert answer(text, 0, read_text(text).values,
                  read_slot("What time does Crestmoor Castle open?")) == []
    text = "Harrowby Sands wind farm: 52 turbines of 6 MW each can generate 312 MW in total."
    (value,) = answer(text, 0, read_text(text).values,
                      read_slot("How much power can the Harrowby Sands wind farm generate?"))
    assert (value.dimension, value.magnitude) == ("power", 312e6)  # no turbine count
    text = "Spring count: 31 breeding pairs of Marrant kites, each with a wingspan of 1.45 m."
    (value,) = answer(text, 0, read_text(text).values,
                      read_slot("What is the wingspan of the Marrant kite?"))
    assert value.dimension == "length"
    assert value.magnitude == 1.45


def test_feet_and_inches_are_one_length(policy: Policy) -> None:
    (value,) = read_text("Marrant kite fact sheet: wingspan 4 ft 9 in; eats fish").values
    assert (value.dimension, value.magnitude, value.surface) == ("length", 1.4478, "4 ft 9 in")
    (value,) = read_text("He is 5 ft 11 inches tall.").values
    assert value.magnitude == 1.8034
    (value,) = read_text("A 12 ft 13 in pole.").values  # 13 inches are no part of a foot
    assert value.surface == "12 ft"
    (value,) = read_text("The pole stands 6 ft 3 1/2 in above the deck.").values
    assert (value.magnitude, value.surface) == (1.9177, "6 ft 3 1/2 in")  # with a fraction
    (value,) = read_text("A 6 ft 3⅝ in mast.").values
    assert value.magnitude == 1.920875
    res = run(policy, event(
        "What is the wingspan of the Marrant kite?",
        chunk("a", "Marrant kite fact sheet: wingspan 4 ft 9 in; eats fish.", "team_wiki"),
        chunk("b", "The Marrant kite has a wingspan of 1.45 m.", "team_wiki"),
    ))
    assert res.conflicts == []  # 4 ft 9 in = 1.4478 m, a conversion rounded to the centimetre


def test_feet_and_inches_in_words_are_one_length() -> None:
    (value,) = read_text("The Orvell giant was seven feet seven inches tall!").values
    assert (value.magnitude, value.surface) == (2.3114, "seven feet seven inches")
    (value,) = read_text("Her brother stood six feet, two inches in his socks.").values
    assert value.magnitude == 1.8796
    wall, door = read_text("The wall is six feet and the door thirty inches.").values
    assert (wall.surface, door.surface) == ("six feet", "thirty inches")  # 30 in is no part


def test_a_measure_modifying_another_noun_is_no_answer() -> None:
    slot = read_slot("What is the diameter of the Selkie Telescope's main mirror?")
    text = "On public nights you'll look through the 40 cm visitor telescope."
    assert answer(text, 0, read_text(text).values, slot) == []
    text = "You can see its 2.4 m mirror from the gallery on open days."
    (value,) = answer(text, 0, read_text(text).values, slot)
    assert value.magnitude == 2.4
    text = "The Fennick Trail is a 42 km waymarked route from Harlow Cross."  # says what it is
    (value,) = answer(text, 0, read_text(text).values, read_slot("How long is the Fennick Trail?"),
                      broad=True)
    assert value.magnitude == 42000


def test_a_chunk_stating_the_event_without_its_date_gives_no_other_date(policy: Policy) -> None:
    query = "When did Harrowgate Pier reopen?"
    stated = chunk("a", "Harrowgate Pier · Built 1871 · Reopened 14 June 2025 · Entry free",
                   "team_wiki")
    res = run(policy, event(query, stated, chunk(
        "b", "Jun 14, 2025 — Harrowgate Pier reopened today after a £8.2m restoration. The 1871 "
             "pier had been closed since it was damaged by a storm in January 2019.", "team_wiki")))
    assert res.conflicts == []
    res = run(policy, event(query, stated, chunk(  # no sentence states the event: its date
        "b", "Harrowgate Pier: the storm-damaged Victorian pier, back in use since "  # is
             "20 July 2025.", "team_wiki")))  # not clearly the reopening's (asked_event)
    assert res.conflicts == []
    res = run(policy, event(query, stated, chunk(
        "b", "Harrowgate Pier: the storm-damaged Victorian pier, reopened on 20 July 2025.",
        "team_wiki")))
    assert len(res.conflicts) == 1


def test_a_value_set_against_another_is_an_exception() -> None:
    slot = read_slot("How much is a day pass for adults at Tarnholm Zoo?")
    text = "Deal: Tarnholm Zoo day pass for adults €14.90 instead of €19.50 with the city card."
    (value,) = answer(text, 0, read_text(text).values, slot)
    assert value.magnitude == 19.5
    text = "Tarnholm Zoo day pass for adults €14.90, instead of queueing at the gate."
    (value,) = answer(text, 0, read_text(text).values, slot)  # no value it is set against
    assert value.magnitude == 14.9


def test_a_label_naming_the_asked_dimension_states_the_answer(policy: Policy) -> None:
    """"Power: 380 hp" answers "How much horsepower …?" in its own word for the measure,
    in a list of labels too ("Engine: …" is the question's word, "Power" is not)."""
    query = "How much horsepower does the 2019 Aldmoor RS-6 rally car produce?"
    texts = {
        "a": "Aldmoor RS-6 (2019) | Engine: 1.6 L turbo I4 | Power: 380 hp | Torque: 520 Nm",
        "b": "The 2019 Aldmoor RS-6 produces 380 hp from its turbo engine.",
        "c": "The 2019 Aldmoor RS-6 rally car produces 360 hp.",
    }
    result = run(policy, event(query, *(chunk(k, t, "team_wiki") for k, t in texts.items())))
    (conflict,) = result.conflicts
    assert sorted(m.chunk_id for m in conflict.chunks) == ["a", "b", "c"]


def test_a_row_labelled_with_the_asked_measure_answers_without_the_predicate(
        policy: Policy) -> None:
    query = "How long is the ferry MV Skarnes Viking?"
    texts = {
        "a": "MV Skarnes Viking | Operator: Skarnes Line | Length: 186 m | Beam: 30.6 m",
        "b": "Re: Viking vs Saga — the Skarnes Viking is the bigger one, 610 ft overall.",
        "c": "Skarnes Line takes delivery of the 178-metre Skarnes Viking, its largest ferry.",
    }
    result = run(policy, event(query, *(chunk(k, t, "team_wiki") for k, t in texts.items())))
    (conflict,) = result.conflicts
    assert "a" in [m.chunk_id for m in conflict.chunks]


def test_a_length_of_another_dimension_answers_no_how_long_question() -> None:
    text = "Bungee jump over the Corinth Canal — 79 m drop; walls up to 90 m high."
    for written in ("79 m", "90 m"):
        end = text.index(written) + len(written)
        assert other_dimension(text, end, "length", "How long is the Corinth Canal?")
    assert not other_dimension("6.4 km long", 6, "length", "How long is the Corinth Canal?")
    assert not other_dimension("31 m high", 4, "length", "What is the height of the mill?")
