"""Threshold ages written as bare numbers answer a question about an age, and only such a
question. The texts are invented."""

from __future__ import annotations

from workers.engine import Policy
from workers.engine.reading import read_text
from workers.engine.stated_ages import stated_ages

from .conftest import chunk, claim_surfaces, conflict_sets, slot_answers

_QUERY = "What is the minimum age to ride the zip line without an adult?"


def _ages(text: str) -> list[str]:
    return [v.display for v in stated_ages(text, 0, read_text(text).values)]


def test_threshold_frames_state_ages() -> None:
    assert _ages("Riders under 14 must ride with an adult.") == ["14"]
    assert _ages("Open to riders aged 16 and over.") == ["16"]
    assert _ages("Zip line: ages 10+ only.") == ["10"]
    assert _ages("The minimum age is 9.") == ["9"]


def test_an_age_an_activity_is_open_from_is_a_threshold() -> None:
    assert _ages("From the age of 12, riders may go up alone.") == ["12"]
    assert _ages("The junior course starts at age 7 on Saturdays.") == ["7"]
    assert _ages("Open to riders aged eleven and over.") == ["11"]
    assert _ages("Riders under nine must ride tandem; 3 rides a day.") == ["9"]


def test_event_ages_and_measures_are_no_threshold() -> None:
    assert _ages("She moved to Leeds at the age of 8.") == []
    assert _ages("He died aged 97.") == []
    assert _ages("Bags under 5 kg go in the locker.") == []
    assert _ages("Tickets cost under £12.") == []


def test_only_a_question_about_an_age_reads_them(policy: Policy) -> None:
    assert slot_answers(_QUERY, "Riders under 14 must ride the zip line with an adult.") == [
        "14"]
    assert slot_answers("How long is the zip line ride?",
                        "Riders under 14 must ride the zip line with an adult.") == []
    assert conflict_sets(
        policy, _QUERY, chunk("a", "Riders under 14 must ride the zip line with an adult."),
        chunk("b", "Without an adult, the zip line minimum age is 12.")) == [{"a", "b"}]
    assert conflict_sets(
        policy, _QUERY, chunk("a", "Riders under 14 must ride the zip line with an adult."),
        chunk("b", "Without an adult, the zip line minimum age is 14.")) == []


def test_an_age_band_plural_states_its_threshold() -> None:
    """"under-9s", "the over 70s": an age band named by its threshold is that age, never a
    time in seconds, whether hyphenated (read as an item code) or spaced."""
    assert _ages("Under-13s must paddle with an adult.") == ["13"]
    assert _ages("Over-70s ride the ferry free.") == ["70"]
    assert _ages("Lifejackets are compulsory for the under 9s.") == ["9"]
    assert _ages("Under 6s sit on a parent's lap.") == ["6"]


def test_an_age_band_plural_is_no_time() -> None:
    assert [v.dimension for v in read_text("Socks for toddlers (under 4s) cost £3.").values
            ] == [""]
    assert [v.dimension for v in read_text("Lifejackets for the under 9s.").values] == []
    assert [v.display for v in read_text("She swam the length in under 40s.").values] == [
        "40 second"]


def test_a_band_plural_answers_an_age_question(policy: Policy) -> None:
    assert slot_answers(_QUERY, "Under-13s must ride the zip line with an adult.") == ["13"]
    assert conflict_sets(
        policy, _QUERY, chunk("a", "Under-13s must ride the zip line with an adult."),
        chunk("b", "Without an adult, the zip line minimum age is 13.")) == []


_MILL_AGE = "How old was Ada Varn when she opened her first mill?"


def test_a_number_between_was_and_when_is_an_age_at_a_past_event() -> None:
    assert claim_surfaces(_MILL_AGE, "Ada Varn was 19 when she opened her first mill.") == ["19"]
    assert claim_surfaces(_MILL_AGE, "Ada Varn was only nineteen when she opened her first"
                                     " mill.") == ["nineteen"]
    # no threshold question reads it, nor an age question about the present
    assert _ages("Ada Varn was 19 when she opened her first mill.") == []
    assert claim_surfaces("How old is the Oske mill?", "The miller was 19 when the mill"
                                                      " opened.") == []


def test_ages_at_a_past_event_compare(policy: Policy) -> None:
    pages = [chunk("a", "Ada Varn was 19 when she opened her first mill.", "team_wiki"),
             chunk("b", "Ada Varn was 21 years old when she opened her first mill.",
                   "team_wiki")]
    assert conflict_sets(policy, _MILL_AGE, *pages) == [{"a", "b"}]


def test_the_when_clause_must_name_the_asked_event() -> None:
    assert claim_surfaces(_MILL_AGE, "Ada Varn was 16 when she left school and 19 when she"
                                     " opened her first mill.") == []
    assert claim_surfaces("How old was Ada Varn when she died?",
                          "Ada Varn was 30 when her mill burned.") == []


def test_a_threshold_answers_no_question_about_an_age_someone_had() -> None:
    """"How old was … when …", "How old is …": the age someone or something has or had; a
    ticket's "under-16s free" or a rule's "over 65" is no answer to it."""
    from workers.engine.stated_ages import asks_held_age

    held = "How old was Marta Quell when she first swam the strait?"
    assert slot_answers(held, "Strait swim open day for Marta Quell: under-16s free.") == []
    assert slot_answers(held, "Marta Quell first swam the strait when she was 19 years old."
                        ) == ["19 year"]
    assert asks_held_age("At what age did the ferry captain retire?")
    assert asks_held_age("How old is the lighthouse at Fennick Point?")
    assert not asks_held_age("How old must a rider be to take the zip line alone?")
    assert not asks_held_age(_QUERY)


def test_a_rule_for_the_unaccompanied_answers_a_question_asked_without_one(
        policy: Policy) -> None:
    query = "What is the minimum age to ride the zip line without a supervising adult?"
    old = chunk("old", "Riders aged 15 and over may ride without a supervising adult.",
                doc_id="zip-rules-2025", source_tier="primary", published_at="2025-04-01")
    new = chunk("new", "From the age of 13, riders with a safety card may ride unsupervised.",
                doc_id="zip-access-policy", source_tier="primary", published_at="2026-05-01")
    assert conflict_sets(policy, query, old, new) == [{"old", "new"}]


def test_an_aside_between_the_age_and_when() -> None:
    assert claim_surfaces(_MILL_AGE, "Ada Varn was just 19, a year out of school, when she "
                                     "opened her first mill.") == ["19"]
    assert claim_surfaces(_MILL_AGE, "Ada Varn was only nineteen, and penniless, when she "
                                     "opened her first mill.") == ["nineteen"]
    assert claim_surfaces(_MILL_AGE, "Ada Varn was 19, with her brother, when she opened "
                                     "her first mill.") == ["19"]


_PRIZE_AGE = "How old was Ada Varn when she got her Fenwick Prize?"


def test_an_event_named_only_by_a_name_still_ties_its_age() -> None:
    """"got her Fenwick Prize": the when clause's words are a name and a light verb."""
    assert claim_surfaces(_PRIZE_AGE, "Ada Varn was 61 when she got the Fenwick Prize.") == ["61"]


def test_an_age_after_at_in_the_events_clause_is_the_asked_age() -> None:
    assert claim_surfaces(_PRIZE_AGE, "Ada Varn won the Fenwick Prize at 61.") == ["61"]
    assert claim_surfaces(_PRIZE_AGE, "Ada Varn won the Fenwick Prize in 1990 at the age of "
                                      "sixty-one.") == ["sixty-one"]
    assert claim_surfaces(_PRIZE_AGE, "Ada Varn retired from the mill at 61.") == []
    assert "61" not in claim_surfaces(_PRIZE_AGE, "Ada Varn drove the Fenwick Prize car at 61 "
                                                  "mph.")  # a speed, no age


def test_another_events_age_beside_the_asked_one_is_set_aside(policy: Policy) -> None:
    text = "Re: Ada Varn has died — 90 years old, and she won the Fenwick Prize at sixty-one."
    assert claim_surfaces(_PRIZE_AGE, text) == ["sixty-one"]
    pages = [chunk("a", "Ada Varn | Fenwick Prize: 1990, aged 61 | Died: 2019", "team_wiki"),
             chunk("b", text, "team_wiki"),
             chunk("c", "Ada Varn was 61 years old when she won the Fenwick Prize.", "team_wiki")]
    assert conflict_sets(policy, _PRIZE_AGE, *pages) == []
