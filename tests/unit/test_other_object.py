"""A yes/no question's answer is a clause about its own object; a model's values are its own."""

from __future__ import annotations

from workers.engine import Policy
from workers.engine.distractors import of_other_variants, other_numbered
from workers.engine.other_modifiers import other_object
from workers.engine.reading import read_text

from .conftest import chunk, event, run

QUERY = "Can you pack a power bank in checked luggage?"


def test_another_modifier_on_the_querys_noun_names_another_object() -> None:
    assert other_object("Power banks must be carried in your hand luggage.", QUERY)
    assert not other_object("Power banks must not be packed in checked luggage.", QUERY)
    assert not other_object("Power banks must not go in the hold.", QUERY)


def test_a_clause_about_another_object_yields_to_one_about_the_querys(policy: Policy) -> None:
    res = run(policy, event(
        QUERY,
        chunk("a", "Power banks must be carried in your hand luggage. They are not allowed "
                   "in checked luggage.", "team_wiki"),
        chunk("b", "Power banks must not be packed in checked luggage.", "team_wiki"),
    ))
    assert res.conflicts == []


def test_a_chunk_with_only_the_other_object_keeps_its_clause(policy: Policy) -> None:
    res = run(policy, event(
        QUERY,
        chunk("a", "Power banks must be carried in your hand luggage.", "team_wiki"),
        chunk("b", "Power banks must not be packed in checked luggage.", "team_wiki"),
    ))
    assert len(res.conflicts) == 1


def test_a_bare_model_code_or_a_variant_word_names_another_model() -> None:
    query = "What is the maximum payload of the Arden X8 drone?"
    assert other_numbered("The smaller X6 manages 1.5 kg.", query) == "numbered:code-x-X6"
    assert other_numbered("The X8 lifts 2.7 kg, the X6 1.5 kg.", query) == ""
    query = "How much does the Kestrel Trail 2 tent weigh?"
    assert other_numbered("Kestrel Trail 2 UL: 1450 g, 1 door.", query) == "variant:ul"
    assert other_numbered("Kestrel Trail 2: 1900 g, 2 doors.", query) == ""
    assert other_numbered("Velora P9 Lite: 4,500 mAh.", "What is the battery of the Velora P9?") \
        == "variant:lite"


def test_another_model_in_a_chunk_is_not_compared(policy: Policy) -> None:
    query = "How much does the Kestrel Trail 2 tent weigh?"
    res = run(policy, event(
        query,
        chunk("a", "Kestrel Trail 2 tent: packed weight 1.9 kg.", "team_wiki"),
        chunk("b", "At 1,900 g the Trail 2 is not the lightest. If weight matters, the Trail 2 UL "
                   "shaves it to 1.45 kg.", "team_wiki"),
    ))
    assert res.conflicts == []


def test_another_numbered_things_answers_are_not_compared(policy: Policy) -> None:
    res = run(policy, event(
        "When was Python 3.0 released?",
        chunk("a", "Python 2.0 was released on 16 October 2000 ... Python 3.0 was released on "
                   "3 December 2008.", "team_wiki"),
        chunk("b", "Python 3.0 was released December 3, 2008. Python 2 reached end of life on "
                   "January 1, 2020, with a final release in April 2020.", "team_wiki"),
    ))
    assert res.conflicts == []


def test_a_listed_variant_with_another_number_is_another_variant() -> None:
    query = "How much is the Velden Card 72-hour pass?"
    text = "Velden Card 72h — EUR 39.00 · Velden Card 24h — EUR 19.00 · Museum Pass — EUR 25.00"
    values = read_text(text).values
    kept = of_other_variants(text, values, values, query)
    assert [v.display for v in kept] == ["39.00 EUR"]
    text = "Prices: 24 h €19 · 48 h €29."  # no row names the query's variant: none is it
    values = read_text(text).values
    assert of_other_variants(text, values, values, query) == ()
    text = "The card costs €39."  # no variant named: the value stays
    values = read_text(text).values
    assert of_other_variants(text, values, values, query) == values


def test_words_that_take_all_of_a_thing_are_one_modifier() -> None:
    query = "Can an editor delete the whole project archive?"
    assert not other_object("Editors must not delete the full project archive.", query)
    assert other_object("Editors may delete the draft project archive.", query)


def test_a_model_number_no_year_can_be_names_another_model_of_its_series() -> None:
    query = "Who designed the Marlo 4411 teapot?"
    assert other_numbered("Tove's flower-lid 4412 came a year later.", query) \
        == "numbered:model-44-4412"
    assert other_numbered("The Marlo 4411 and the 4412 both pour well.", query) == ""
    assert other_numbered("It holds 4400 ml.", query) == ""  # no name before: a measure
    # a number the question measures ("2800 m") is no model number, nor is a year
    assert other_numbered("Mount Tabor 2810 m is higher.", "Is Mount Tabor 2800 m high?") == ""
    assert other_numbered("The Marlo 1950 sold well.", "Who designed the Marlo 1949?") == ""


def test_a_clause_number_is_no_modifier() -> None:
    query = "Can a Rookford season ticket be transferred to a friend?"
    assert not other_object("4.7 Tickets may not be transferred to a friend.", query)
    assert not other_object("DH-2.1 Tickets may be transferred to a friend.", query)
    assert other_object("4.7 Paper tickets may be transferred to a friend.", query)


def test_a_numbered_ruling_meets_an_unnumbered_one(policy: Policy) -> None:
    res = run(policy, event(
        "Can a Rookford season ticket be transferred to a friend?",
        chunk("a", "Season tickets may be transferred to a friend once a season."),
        chunk("b", "4.7 Tickets may not be transferred to anyone."),
    ))
    assert [{c.chunk_id for c in r.chunks} for r in res.conflicts] == [{"a", "b"}]


def test_the_questions_verb_is_no_modifier_of_its_object() -> None:
    from workers.engine.other_modifiers import other_modifiers

    query = "In what year did Tomas Verlaine first win mixed doubles at the Nationals?"
    assert other_modifiers(("open", "mix", "doubl"), query) is None  # "Open mixed doubles"
    assert other_modifiers(("junior", "mix", "doubl"),
                           "In what year did the club first host senior mixed doubles?"
                           ) is not None
