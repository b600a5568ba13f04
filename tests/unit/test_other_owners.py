"""A value that another named thing owns in its clause answers nothing about the question's
subject ("the Harnby bridge is 1.2 km"); the subject's own name, a source that reports the
figure, a label of the question's word, and a question that names nothing leave it alone.
The sentences are invented."""

from __future__ import annotations

import re

from workers.engine import Policy
from workers.engine.owners import question_names
from workers.engine.subject_clauses import subject_span

from .conftest import chunk, conflict_sets, event, run, slot_answers

_LONG = "What is the length of the Tollvik Tunnel?"


def test_the_question_names_its_capitalised_words_after_the_first() -> None:
    assert question_names(_LONG) == frozenset({"tollvik", "tunnel"})
    assert question_names("How long is the Lærdal Tunnel?") == frozenset({"lærdal", "tunnel"})
    assert question_names("How many seats does the Brant Hall have?") == {"brant", "hall"}
    assert question_names("how long does a kettle take to boil?") == frozenset()


def test_a_value_another_name_owns_in_its_clause_is_no_answer() -> None:
    assert slot_answers(_LONG, "Tollvik has a length of 9.8 km; the Harnby road tunnel's "
                               "length is 7.1 km.") == ["9800 m"]
    assert slot_answers(_LONG, "Its length, 9.8 km, falls just short of Oskar's length of "
                               "11 km.") == ["9800 m"]
    assert slot_answers(_LONG, "Its length is more than the Harnby, which is 7.1 km.") == []
    assert slot_answers(_LONG, "Alpine tunnel lengths · Harnby Road Tunnel 7.1 km, 3 lanes") == []


def test_a_clause_opening_on_its_verb_is_the_first_clauses_subjects() -> None:
    assert slot_answers(_LONG, "The Harnby Tunnel, a rival of the Tollvik Tunnel, has a "
                               "length of 7.1 km.") == []
    assert slot_answers(_LONG, "The Tollvik Tunnel, a rival of the Harnby Tunnel, has a "
                               "length of 9.8 km.") == ["9800 m"]
    assert subject_span("Oskar's Rest, near Tollvik, has 12 rooms.", 27,
                        re.search(",", "Oskar's Rest, near Tollvik, has 12 rooms.")) == (0, 12)
    assert subject_span("Oskar's Rest, near Tollvik, with 12 rooms.", 27,
                        re.search(",", "Oskar's Rest, near Tollvik, with 12 rooms.")) is None


def test_the_subjects_own_name_a_source_or_a_plain_sentence_keep_it() -> None:
    assert slot_answers(_LONG, "The Tollvik Tunnel, opened by Queen Maud, has a length of "
                               "9.8 km.") == ["9800 m"]
    assert slot_answers(_LONG, "Tollvik Tunnel length: 9.8 km, more than the Harnby one.") == \
        ["9800 m"]
    assert slot_answers(_LONG, "Wikipedia lists the length as 9.8 km.") == ["9800 m"]
    assert slot_answers(_LONG, "The length is 9.8 km.") == ["9800 m"]
    assert slot_answers(_LONG, "Tolvik Tunnel length 9.8 km") == ["9800 m"]  # a misspelling


def test_a_question_that_names_nothing_keeps_every_owner() -> None:
    assert slot_answers("What is the length of the tunnel?",
                        "The Harnby road tunnel has a length of 7.1 km.") == ["7100 m"]


def test_another_things_value_makes_no_conflict(policy: Policy) -> None:
    result = run(policy, event(
        "How many bells does St Anselm's Church have?",
        chunk("a", "St Anselm's Church has 8 bells in its tower."),
        chunk("b", "Q: Which church has more bells? A: St Anselm's has 8 bells; "
                   "Marden Abbey has 12 bells."),
        chunk("c", "Bell towers nearby: St Anselm's Church 8 bells · Marden Abbey 12 bells"),
    ))
    assert result.context.status == "clean"
    assert result.conflicts == []


def test_a_determiner_opening_a_sentence_makes_no_other_name(policy: Policy) -> None:
    result = run(policy, event(
        "What is the rate limit of the Brisk API?",
        chunk("a", "Each API key may make up to 500 requests per minute. Trial keys are "
                   "limited to 50 requests per minute.", "team_wiki"),
        chunk("b", "Brisk API rate limit: 30,000 requests per hour per key.", "team_wiki"),
    ))
    assert result.context.status == "clean"


def test_a_group_the_question_names_in_the_possessive_owns_its_values() -> None:
    query = "How heavy is a women's hammer?"
    assert question_names(query) == frozenset({"'women"})
    assert slot_answers(query, "The men's hammer weighs 7.26 kg.") == []
    assert slot_answers(query, "The women's hammer weighs 4 kg.") == ["4000 g"]
    assert slot_answers(query, "A hammer weighs 4 kg for women.") == ["4000 g"]


def test_another_owners_subset_of_the_questions_thing_is_theirs() -> None:
    query = "How many seats does a Corvan C300 have?"
    assert slot_answers(query, "Lindair's refitted C300s now have 180 seats.") == []
    assert slot_answers(query, "The Corvan C300 has 210 seats.") == ["210 seat"]


def test_a_value_set_against_the_subjects_own_is_the_other_sides() -> None:
    query = "How many acres does Corvel National Park cover?"
    assert slot_answers(query, "Re: which is bigger — Harnby by far, 2.2 million acres "
                               "against Corvel's nearly 762,000.") == []
    assert slot_answers(query, "Corvel covers 761,747 acres, against Harnby's 2.2 "
                               "million acres.") == ["3082.680739 km²"]


def test_a_clause_code_opening_a_rule_names_no_other_owner(policy: Policy) -> None:
    query = "How long can a groomer keep an owner's lead after the appointment?"
    sets = conflict_sets(
        policy, query,
        chunk("std", "LD-4 Owner leads must be returned to the front desk within 2 hours of "
                     "the appointment.", "security_standard"),
        chunk("run", "Step 3: hand the owner's lead back to the front desk within 6 hours of "
                     "the appointment.", "runbook", source_tier="secondary"),
    )
    assert sets == [{"std", "run"}]


def test_a_parenthesised_measure_after_another_names_noun_is_that_things() -> None:
    query = "How old are the wool threads found in Orvik Cave?"
    assert slot_answers(query, "Orvik's wool beats the Brae Moss cloth (about 4,000 years) "
                               "by far.") == []
    assert slot_answers(query, "The Orvik Cave threads (about 12,000 years) beat the "
                               "Brae Moss cloth.") == ["12000 year"]


_BOARDS = "How many boards did Ilse Brandt play at once in Tromsø?"


def test_a_value_another_names_possessive_owns_is_no_answer() -> None:
    assert slot_answers(_BOARDS, "Brandt beat Hallström's old record of 28 boards in "
                                 "Tromsø.") == []
    assert slot_answers(_BOARDS, "Brandt topped Hallström's 28 boards in Tromsø.") == []
    assert slot_answers(_BOARDS, "Brandt's 31 boards in Tromsø beat the record.") == \
        ["31 board"]
    assert slot_answers(_BOARDS, "After Hallström's visit, Brandt played 31 boards in "
                                 "Tromsø.") == ["31 board"]
