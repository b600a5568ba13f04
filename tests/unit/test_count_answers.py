"""Count answers: parts listed after a colon are no answers; the question's own word before
the counted noun is passed over."""

from __future__ import annotations

from workers.engine import Policy
from workers.engine.bare_numbers import SPELLED_ANSWER
from workers.engine.reading import read_text
from workers.engine.slots import answer, read_slot

from .conftest import chunk, event, run

_QUERY = "How many counties are there on the island of Freland?"


def _answer(query: str, text: str) -> list[str]:
    reading = read_text(text)
    found = []
    for sentence in reading.sentences:
        start = text.find(sentence.snippet, sentence.offset)
        found += [v.display for v in answer(sentence.snippet, start, sentence.sentence_values,
                                            read_slot(query))]
    return found


def test_the_parts_after_a_colon_are_no_answer() -> None:
    text = ("The island of Freland is divided into 32 traditional counties: 26 in the Republic"
            " and 6 in the North.")
    assert _answer(_QUERY, text) == []
    assert _answer(_QUERY, "The island of Freland has 32 counties: 26 in the south.") == [
        "32 county"]


def test_a_label_opening_its_sentence_still_answers() -> None:
    assert _answer("What is the population of Kessing?", "Population: 1,234 (2020).") == [
        "1,234"]


def test_listed_parts_make_no_conflict_with_the_whole(policy: Policy) -> None:
    result = run(policy, event(
        _QUERY,
        chunk("a", "The island of Freland is divided into 32 traditional counties: 26 in the"
              " Republic and 6 in the North.", "team_wiki"),
        chunk("b", "The whole island of Freland has 32 counties.", "team_wiki"),
        chunk("c", "All 32 counties on the island of Freland are covered.", "team_wiki")))
    assert result.context.status == "clean"


def test_the_questions_own_word_before_the_counted_noun_is_passed_over() -> None:
    query = "How many countries border Freland?"
    assert _answer(query, "Freland is near the top with 9 bordering countries.") == [
        "9 bordering"]
    students = "How many students attend the University of Kessing?"
    assert _answer(students, "A record 7,050 first-year students began this week.") == []
    assert _answer(_QUERY, "Freland is divided into 32 traditional counties.") == []


def test_a_run_of_the_questions_own_words_before_the_counted_noun_is_passed_over() -> None:
    query = "How many Grand Slam doubles titles did Vera Oskin win?"
    assert _answer(query, "Vera Oskin won five Grand Slam doubles titles in all.") == [
        "5 grand"]
    # a word the question does not use stays a restriction it does not make
    assert _answer(query, "Vera Oskin won five Grand Slam junior doubles titles.") == []


def test_a_sentence_with_more_of_the_question_outranks_one_about_another_country(
    policy: Policy,
) -> None:
    query = "How many countries border Freland?"
    result = run(policy, event(
        query,
        chunk("a", "Freland is near the top with 9 bordering countries; Austria has 8."
              " Russia, counting its Asian borders, has 14.", "team_wiki"),
        chunk("b", "Freland borders 9 countries.", "team_wiki"),
        chunk("c", "Freland shares borders with 9 countries.", "team_wiki")))
    assert result.context.status == "clean"


def test_a_unit_exponent_or_a_clock_time_is_no_count() -> None:
    query = "What is the population of Kessing?"
    area = "Kessing population • Area 12.4 km 2 ( 4.8 sq mi ) • Water 0.3 km 2"
    assert _answer(query, area) == []
    clock = "Kessing population figures: office open 16:00 to 18:30, UTC+5:30."
    assert _answer(query, clock) == []
    assert _answer(query, "Population: 1,234 (2020), density 99/km 2.") == ["1,234"]


def test_a_derived_measure_of_the_predicate_is_no_mention_of_it() -> None:
    from .conftest import slot_answers

    text = "Its population at the 2020 census was 1,204 and a population density of 310."
    assert slot_answers("What is the population of Oakvale?", text) == ["1,204"]


def test_a_count_spelled_out_at_an_answer_s_opening_answers(policy: Policy) -> None:
    query = "How many letters does the Armenian alphabet have?"
    texts = {
        "a": "Armenian alphabet | Letters: 38 | Created: 405 AD",
        "b": "Q: How many letters are in the Armenian alphabet? A: Thirty-eight. The "
             "ligature is sometimes listed as a 39th. 8 answers",
        "c": "The Armenian alphabet has 38 letters.",
        "d": "The Armenian alphabet has 36 letters.",
        "e": "Armenian has 38 letters in its alphabet today.",
    }
    result = run(policy, event(query, *(chunk(k, t, "team_wiki") for k, t in texts.items())))
    (conflict,) = result.conflicts
    assert "b" in [m.chunk_id for m in conflict.chunks]
    for text in ("A: a few, I think", "A: one-2 weeks", "The answer is eight"):
        assert SPELLED_ANSWER.match(text) is None, text


def test_another_word_of_the_question_with_the_counted_stem_counts_another_thing(
        policy: Policy) -> None:
    query = "How many kiteflyers hold a single festival kite?"
    assert _answer(query, "Four kiteflyers, one kite: that is the rule.") == ["4 kiteflyer"]
    res = run(policy, event(
        query,
        chunk("a", "Each festival kite is held by four kiteflyers at the Moray fair.", "team_wiki"),
        chunk("b", "The festival motto says it: four kiteflyers, one kite.", "team_wiki")))
    assert res.context.status == "clean"


def test_a_number_joined_to_its_word_by_a_hyphen_is_a_modifier_no_count() -> None:
    query = "What is the total number of spokes on a standard bicycle wheel?"
    assert _answer(query, "Museum note: a 24-spoked wheel from 1890, not the standard.") == []
    assert _answer(query, "Re: wheels — a standard wheel has 36 in all.") == ["36"]


def test_a_number_after_of_following_the_asked_count_names_its_kind() -> None:
    query = "How many frames is a league singles match?"
    assert _answer(query, "League singles matches are best of 7 frames of 15.") == ["7 frame"]
    assert _answer("How many ends does a club pairs game have?",
                   "Club pairs games have 18 ends of 21.") == ["18 end"]
    # a count of another noun before "of" leaves the bare number a count
    assert _answer("How many reps are in a set?", "Each set: 3 sets of 12.") != []


def test_a_hyphened_count_of_the_asked_noun_before_the_asked_name_counts_it() -> None:
    query = "How many berths are in the Kestrel cabin?"
    assert _answer(query, "The 6-berth Kestrel cabin sleeps families.") == ["6"]
    # before a thing the question does not name, it may count another one's
    assert _answer(query, "A 4-berth tent can be added on request.") == []
    assert _answer("How many sides has the Kestrel die?", "Roll a 20-sided die.") == []
