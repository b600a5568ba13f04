"""Answer slots: what a question asks for, and which value of a sentence answers it."""

from __future__ import annotations

import pytest

from workers.engine import Policy
from workers.engine.claims import extract_claims
from workers.engine.query import read_query
from workers.engine.slots import read_slot
from workers.governance.citations import contains_value

from .conftest import chunk, event, run
from .conftest import slot_answers as _answer


@pytest.mark.parametrize(
    ("query", "kind"),
    [
        ("When was General Bryan born?", "when"),
        ("What year was the club founded?", "when"),
        ("What is the population of Broken Bow?", "count"),
        ("How many business days does standard delivery take to APAC?", "count-time"),
        ("How many credits does an undergraduate need to graduate?", "count"),
        ("What is the length of the Moravica river?", "measure"),
        ("How long does refund processing take?", "duration"),
        ("What is the longest a monsoon storm can last?", "duration"),
        ("What is the shortest the ferry crossing takes?", "duration"),
        ("What is the minimum curing time for the Varne ham?", "duration"),
        ("What is the gestation period of the Orme goat?", "duration"),
        ("What time does the Orme ferry leave?", "time"),
        ("How long is a marathon?", "measure"),
        ("How deep is Loch Varran?", "measure"),
        ("What is the top speed of the scooter?", "measure"),
        ("How much is the Basic support tier per month?", "amount"),
        ("What sport is Bobby Carpenter associated with?", "name"),
        ("What royalty does a publisher pay on a resale?", ""),
        ("What band did the producer sign first?", "name"),
        ("Which terminal does Skylark Air use?", "name"),
        ("On which Orkney isle does the Brenn ferry stop?", "name"),
        ("In which county is Marrow Fell?", "name"),
        ("In which year did the Marrow Fell hut open?", "when"),
        ("On the sundial of the Brenn chapel, which face shows noon?", "name"),
        ("At the Marrow Fell hut, which month does the season open?", ""),
        ("For the Brenn ferry, what does a crossing cost?", ""),
        ("On which day does the Brenn market run?", ""),
        ("Which version of the API is current?", ""),
        ("Who is the director of the film?", "name"),
        ("What is the part number of the replacement filter?", ""),
        ("What is the daily meal allowance for business trips to London?", ""),
    ],
)
def test_the_kind_a_question_asks_for(query: str, kind: str) -> None:
    assert read_slot(query).kind == kind


def test_a_life_span_answers_born_and_died() -> None:
    text = "Blackshear Morrison Bryan (February 8, 1900 – March 1, 1977) was a general."
    assert _answer("When was General Bryan born?", text) == ["1900-02-08"]
    assert _answer("When did General Bryan die?", text) == ["1977-03-01"]


def test_a_bare_year_answers_when_only_in_a_sentence_with_the_predicate() -> None:
    text = "The courthouse was built in 1902, after a fire. In 1850 the county was formed."
    assert _answer("When was the Dallas County Courthouse built?", text) == ["1902"]


def test_values_of_another_kind_are_context() -> None:
    text = "As of the census of 2010, there were 3,559 people living in 1,575 households."
    assert _answer("What is the population of Broken Bow?", text) == ["3559 people"]
    assert _answer("When was Broken Bow founded?", text) == []


def test_a_period_keeps_its_basis() -> None:
    text = "Appeals must be lodged within 10 working days of the exam date."
    assert _answer("Within how many working days must students lodge an appeal?", text) == [
        "10 business day", "exam"]


def test_a_population_is_a_count_of_people_not_of_households() -> None:
    text = "In 2011 the population of the parish and the two wards was 1,234, in 699 households."
    assert _answer("What is the population of Sherborne?", text) == ["1,234"]


def test_a_decided_answer_is_cited_with_a_sentence_that_states_it(policy: Policy) -> None:
    res = run(policy, event(
        "What is the population of Pilzno?",
        chunk("a", "Pilzno is a town. The population of Pilzno was 4,411 in 2006.", "policy",
              source_tier="primary"),
        chunk("b", "Pilzno is a town. As of 2006 its population was 4,611 people.", "team_wiki"),
        chunk("c", "Pilzno is a town. When was it built? The town was built in 1350.", "team_wiki"),
    ))
    (record,) = res.conflicts
    assert record.winner == "a"
    assert res.context.resolved_fields
    for cited in res.context.resolved_fields:
        assert contains_value(cited.snippet, cited.field, cited.value)


def test_two_different_answers_equally_well_placed_are_no_answer() -> None:
    text = "Allow a full day: 2 hours each way on the train, plus about 3 hours at the head."
    assert _answer("How long does the train journey take?", text) == []
    text = "Road races: the marathon covers 42,195 metres and the half marathon 21.0975 km."
    assert _answer("How long is a marathon?", text) == []


def test_the_value_with_more_of_the_predicate_near_it_answers() -> None:
    text = "It has a maximum depth of 187 metres and an average depth of about 70 m."
    assert _answer("What is the maximum depth of the loch?", text) == ["187 m"]


def test_a_refuted_belief_is_no_answer() -> None:
    assert _answer("How long did the war last?", "Myth: the war lasted 100 years.") == []


def test_a_how_many_question_counts_its_own_noun() -> None:
    text = "A match is played by two teams, each with a maximum of 11 players on the field."
    assert _answer("How many players does a soccer team have on the field?", text) == [
        "11 player"]


def test_bare_counts_that_count_something_else_are_no_answer() -> None:
    assert _answer("How many calories are in a bar?", "Energy 210 kcal (880 kJ).") == [
        "210 kcal"]
    assert _answer("How many islands are there?", "We visited 12 of the 63 islands.") == [
        "63 island"]
    assert _answer("How many time zones does Russia have?",
                   "Russia uses 11 time zones, from UTC+2 to UTC+12.") == ["11 time"]


def test_a_former_value_and_a_range_end_are_not_the_answer() -> None:
    text = "The population was 1,294 at the 2010 census, down from 1,418 at the 2000 census."
    assert _answer("What is the population of Cuba?", text) == ["1,294"]
    assert _answer("When was the house built?", "Built between 1861–1862 by Heman.") == ["1861"]


def test_an_irregular_past_states_the_predicate() -> None:
    assert _answer("When did the ship sink?", "The ship sank on 15 April 1912.") == [
        "1912-04-15"]


def test_a_period_ago_does_not_answer_when() -> None:
    assert _answer("When did the ship sink?", "110 years ago tonight the ship sank.") == []


def test_alternatives_and_loose_bounds_are_no_answer() -> None:
    text = "Allow 45 minutes for the circuit of the city walls, or 90 minutes with our guide."
    assert _answer("How long does it take to walk the city walls?", text) == []
    text = "From a crossing of fewer than 300 people, the town has grown steadily."
    assert _answer("What is the population of Hollins Ferry?", text) == []
    text = "Employees may work remotely up to 2 days per week."
    assert _answer("How many days a week may employees work remotely?", text) == [
        "2 day"]


def test_an_answer_replies_to_the_question_before_it(policy: Policy) -> None:
    query = "How many players does a team have on the pitch?"
    res = run(policy, event(
        query,
        chunk("a", "Q: How many players per team are on the pitch? A: 11. Squads at the World "
                   "Cup have 26 players, and teams may use up to 5 substitutes.", "team_wiki"),
        chunk("b", "Each team has 11 players on the pitch.", "team_wiki"),
        chunk("c", "A team fields 11 players on the pitch.", "team_wiki"),
    ))
    assert res.context.status == "clean"


def test_a_chunk_without_the_predicate_and_several_dates_answers_no_when(
    policy: Policy,
) -> None:
    res = run(policy, event(
        "When did the Karsholm sink?",
        chunk("a", "The Karsholm sank on 15 April 1912.", "team_wiki"),
        chunk("b", "The Karsholm was launched on 31 May 1911. On 15 April 1912 she was lost.",
              "team_wiki"),
    ))
    assert res.context.status == "clean"


def test_a_sentence_about_some_of_a_kind_is_no_answer() -> None:
    text = "Some concert grands go further, with up to 97 keys."
    assert _answer("How many keys does a piano have?", text) == []


def test_a_period_is_no_change_and_a_cut_off_date_answers_nothing() -> None:
    text = "The council, formed in the town, sat from 1861 until 2008 in its old hall."
    assert _answer("When was the council formed?", text) == ["1861"]  # "from": no change
    cut = "He was confirmed by the United States Senate on August 10,"
    assert _answer("When was Judge Cummings confirmed by the Senate?", cut) == []


def test_a_reference_mark_is_no_count() -> None:
    text = "As of the census [8] of 2010, there were 319 people, 121 households in the village."
    assert _answer("What is the population of Casnovia?", text) == ["319 people"]


def test_a_sentence_framed_in_the_past_answers_only_a_question_about_the_past() -> None:
    early = "Early pianos from the 1700s had about 60 keys."
    assert _answer("How many keys does a standard piano have?", early) == []
    assert _answer("How many keys did early pianos have?", early) == ["60 key"]
    olympics = "At the first modern Olympics in 1896, the marathon course was about 40 km."
    assert _answer("How long is a marathon?", olympics) == []
    today = "By the 1880s, Steinway had settled on 88 keys, which remains the standard today."
    assert _answer("How many keys does a standard piano have?", today) == ["88 key"]


@pytest.mark.parametrize(
    ("query", "text", "found"),
    [
        ("How deep is Lake Baikal?", "At 1,642 m it is deeper than a mile.", ["1642 m"]),
        ("How deep is Lake Baikal?", "The lake is deeper than a mile.", []),
        ("When must the postmortem be published?",
         "The postmortem must be published no later than 5 business days after the incident "
         "is declared.", ["5 business day", "declaration"]),
        ("How many chromosomes do humans have?",
         "The fusion site sits on human chromosome 2.", []),
        ("What is the range of the City-E e-bike?", "It takes 4.5 hours to charge.", []),
        ("What is the range of the City-E e-bike?", "Its range is 80 km on one charge.",
         ["80000 m"]),
        ("How long is the K2 warranty?", "The K2 warranty lasts 2 years.", ["2 year"]),
        ("How long do you bake the bread?", "Bake the bread at 200 °C.", []),
        ("How much does the Trail 2 tent weigh?", "The Trail 2 tent weighs 1.9 kg and costs €40.",
         ["1900 g"]),
    ],
)
def test_an_answer_is_of_the_dimension_asked_and_no_bound(
    query: str, text: str, found: list[str]
) -> None:
    assert _answer(query, text) == found


def test_a_range_is_one_answer_and_a_part_is_no_label() -> None:
    assert _answer("How long is a lap pool?", "A backyard lap pool is 10-15 m.") == ["10-15 m"]
    assert _answer("How many counties are there on the island?",
                   "The island is divided into 32 counties: 26 in the south.") == ["32 county"]
    assert _answer("What is the population of Kessing?", "Total population: 1,234.") == ["1,234"]


def test_a_bare_number_after_at_is_an_age_not_a_count() -> None:
    text = "From his debut at 19 to his final goal, he scored 214 goals for Vessel FC."
    assert _answer("How many goals did Tomas Reinholt score for Vessel FC?", text) == [
        "214 goal"]
    query = "How many goals did Tomas Reinholt score?"
    assert _answer(query, "From his debut at 19 to his 214th and final goal.") == []
    assert _answer(query, "Goals: 19.") == ["19"]


def test_a_bare_number_after_turns_is_an_anniversary_not_a_count() -> None:
    query = "How many possible positions does a Rubik's Cube have?"
    assert _answer(query, "The Rubik's Cube, with its possible positions, turns 50.") == []
    assert _answer(query, "Possible positions: 50.") == ["50"]


def test_a_concentration_is_no_amount() -> None:
    text = "Bolt Brew Original, 250 ml can. Caffeine: 32 mg/100 ml (80 mg per can)."
    assert _answer("How much caffeine is in a can of Bolt Brew?", text) == ["0.08 g"]


def test_a_measure_of_part_of_the_subject_is_no_answer() -> None:
    query = "What is the length of the River Amsel?"
    assert _answer(query, "The cruise covers a length of 160 km of the lower river.") == []
    assert _answer(query, "The river has a length of 412 km.") == ["412000 m"]


def test_a_measure_of_part_of_it_is_no_answer() -> None:
    query = "What is the length of the Brellin Canal?"
    assert _answer(query, "The Brellin Canal tour covers a length of 3 km of it.") == []
    assert _answer(query, "The Brellin Canal tour covers a length of 3 km or so of the canal.") \
        == []
    whole = "The Brellin Canal has a length of 14 km; boats travel all 14 km of it."
    assert _answer(query, whole) == ["14000 m"]


def test_a_distance_within_a_place_is_no_part_of_it() -> None:
    query = "Within how many kilometres of the depot does Brellin Hire collect bikes?"
    text = "Bike collection is offered to homes within 12 km of the depot."
    assert _answer(query, text) == ["12000 m"]


@pytest.mark.parametrize(
    ("text", "year"),
    [
        ("Location Front St. Built about 1912 Part of Orsby Historic District Added to NRHP "
         "June 4, 1980 Tallis House is a historic home.", ["1912"]),
        ("Tallis House Built c. 1912 Architect Ann Lee.", ["1912"]),
        ("Tallis House was built ca. 1912 by Ann Lee.", ["1912"]),
        ("The Tallis House, a farmhouse on Front St., was listed on June 4, 1980.", []),
    ],
)
def test_an_infobox_row_year_answers_beside_another_full_date(text: str, year: list[str]) -> None:
    # "Built 1912" is the row's value; the full date of another row ("Added to NRHP …") is
    # not what the question asks, however full. "c." before a year ends no sentence.
    assert _answer("When was the Tallis House built?", text) == year


def test_a_full_date_in_the_labelled_year_stays_the_answer() -> None:
    text = "Arno Velt (painter, born 1901) Arno Velt (born 9 February 1901) is a painter."
    assert _answer("When was Arno Velt born?", text) == ["1901-02-09"]


def test_a_building_is_a_thing_not_the_event_of_building_it() -> None:
    text = ("The lighthouse was automated in 1981, and several other buildings, including a "
            "fog signal building from 1904, remain on the island.")
    assert _answer("When was Orsby Rock Light constructed?", text) == []
    assert _answer("When was Orsby Rock Light constructed?",
                   "The present Orsby Rock Light was built in 1920.") == ["1920"]


def test_a_value_far_from_every_predicate_word_is_no_answer() -> None:
    query = "What year was Nokia founded?"
    text = ("Nokia is 150: from a wood pulp mill founded in eighteen sixty-five to networks "
            "today, after selling its phone business to Microsoft in 2014.")
    assert _answer(query, text) == []
    assert _answer(query, "Nokia was founded as a wood pulp mill in 1865.") == ["1865"]


def test_a_number_that_in_and_a_mark_follow_is_inches_not_a_count() -> None:
    query = "How many squares are there on a chessboard?"
    assert _answer(query, "Chess board, roll-up vinyl, 20 in, 2.25 in squares (64).") == ["64"]
    assert _answer(query, "A chessboard has 64 squares in 8 rows.") == ["64 square"]



def test_a_predicate_word_of_another_clause_does_not_cover_a_sentence() -> None:
    """"formed" at the far end of a sentence whose value is a merger's year (another clause,
    another subject) does not make it the page's best answer to when the town was founded."""
    ev = event("When was Harlow incorporated as a town?", chunk(
        "a", "Harlow was incorporated as a town in 1900. In 1974, the town amalgamated with "
             "the townships of Dunn, Canborough and Moulton when the Regional Municipality "
             "of Haldimand-Norfolk was formed.", "team_wiki"))
    claims = extract_claims(ev.chunks[0], read_query(ev))
    assert [v.display for c in claims for v in c.values.values()] == ["1900"]


def test_a_when_question_dates_the_capacity_it_names() -> None:
    """"as a village in 1860 and then as a town in 1900": the town's year answers "as a
    town"; a question that names no capacity is read as before."""
    text = "Harlow was incorporated as a village in 1860 and then as a town in 1900."
    for query, year in (("When was Harlow incorporated as a town?", "1900"),
                        ("When was Harlow incorporated as a village?", "1860"),
                        ("When was Harlow incorporated?", "1860")):
        ev = event(query, chunk("a", text, "team_wiki"))
        claims = extract_claims(ev.chunks[0], read_query(ev))
        assert [v.display for c in claims for v in c.values.values()] == [year]


def test_a_which_place_question_after_a_preposition_compares_no_periods(policy: Policy) -> None:
    res = run(policy, event(
        "On which Orkney isle is the Brenn standing stone?",
        chunk("a", "Orkney in five days: see Westray for the Brenn standing stone, then Hoy.",
              "team_wiki"),
        chunk("b", "Jun 2020: 30 years since the Brenn standing stone on Westray was listed.",
              "team_wiki"),
    ))
    assert res.conflicts == []


def test_a_what_question_asks_no_noun_past_its_auxiliary(policy: Policy) -> None:
    query = "What royalty does a writer earn on an audiobook sale?"
    assert read_slot(query).agent is False
    result = run(policy, event(
        query,
        chunk("a", "Audiobooks: writers earn 40% of the list price on every sale.", "team_wiki"),
        chunk("b", "A writer gets a royalty of 25% on every audiobook sale.", "team_wiki")))
    assert result.context.status != "clean"


def test_two_forms_of_one_question_word_count_once() -> None:
    query = "In what year did Ada Lorne open the bakery Crumbwell?"
    text = ("Northern baking, praised by critics in 2019: Ada Lorne opened the bakery "
            "Crumbwell in 1931.")
    assert "2019" not in _answer(query, text)


def test_a_date_governed_by_the_event_s_word_beats_the_entry_s_heading() -> None:
    query = "In what year was Ada Lund's Harrow Herbal first published?"
    assert _answer(query, "2011 — Ada Lund's Harrow Herbal, first published in 1845, is "
                               "reissued in paperback.") == ["1845"]
    # with no date of its own after the event's word, the heading still dates the entry
    assert _answer(query, "1845 — Ada Lund's Harrow Herbal is first published.") == [
        "1845"]
