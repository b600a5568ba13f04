"""Yes/no questions answered by a grant or a requirement that leaves the asked thing out:
a negated coordinate, "may only … in X", a grant "only" to X asked of what X excludes, a
capitalised "May" that is a month, a concessive "even with …", a question's condition."""

from __future__ import annotations

from workers.engine.asked_action import rules_on_asked
from workers.engine.asked_clause import answering
from workers.engine.asked_only import excluded_terms
from workers.engine.fields import clauses
from workers.engine.terms import content_terms


def _answer(sentence: str, question: str) -> str:
    value = clauses.find(sentence, 0).value
    assert value is not None
    return answering(value, frozenset(content_terms(question)), question).display


def test_a_negated_coordinate_carrying_the_asked_object_denies() -> None:
    sentence = "Volunteers must paint the doors, not the window frames."
    assert _answer(sentence, "Can volunteers paint the window frames?") == "must not"
    assert _answer(sentence, "Must volunteers paint the doors?") == "must"
    sentence = "Kites may be flown on the beach, not only on the dunes."
    assert _answer(sentence, "May kites be flown on the dunes?") == "may"


def test_a_negated_coordinate_after_but_denies_the_asked_case() -> None:
    sentence = "Guests can use the rooftop pool in the morning, but not after sunset."
    assert _answer(sentence, "Can guests use the rooftop pool after sunset?") == "must not"
    assert _answer(sentence, "Can guests use the rooftop pool in the morning?") != "must not"


def test_only_in_one_case_denies_another_case_of_the_same_preposition() -> None:
    sentence = "Lobsters may only be landed at the north harbour."
    assert _answer(sentence, "May lobsters be landed at the old jetty?") == "must not"
    assert _answer(sentence, "May lobsters be landed at the north harbour?") == "may"
    assert _answer(sentence, "May lobsters be landed by night?") == "may"
    assert _answer(sentence, "May lobsters be landed anywhere other than the north harbour?"
                   ) == "must not"


def test_a_grant_only_to_x_denies_what_the_question_excludes_from_x() -> None:
    sentence = "Only cider pressed from apples grown in the county may carry the county seal."
    assert _answer(sentence, "May cider pressed outside the county carry the county seal?"
                   ) == "must not"
    assert _answer(sentence, "May cider pressed from apples grown in the county carry the "
                   "county seal?") == "may"
    assert "resident" in excluded_terms("Can non-residents park here?")
    assert not excluded_terms("Can residents park here?")


def test_a_capitalised_may_inside_a_sentence_is_a_month_or_a_name() -> None:
    for text in ("Harbour fete, Sunday 4 May, entry free.", "Open again from May 2027.",
                 "Parade on the green, May Queen crowned at noon."):
        assert clauses.find(text, 0).value is None, text
    value = clauses.find("May members bring guests? Yes.", 0).value
    assert value is not None and value.display == "may"
    value = clauses.find("Members May Bring Two Guests", 0).value
    assert value is not None and value.display == "may"


def test_a_concessive_even_with_is_no_condition() -> None:
    value = clauses.find("We never sell fireworks to minors, even with parental approval.",
                         0).value
    assert value is not None and value.exact == "prohibit||"
    value = clauses.find("Minors may buy tickets with parental approval.", 0).value
    assert value is not None and value.exact != "permit||"


def test_a_question_condition_is_not_what_the_action_is_on() -> None:
    question = "Can a 15-year-old be ringed if a guardian signs the form?"
    assert not rules_on_asked("Hair braiding may be done on clients under 16 if a guardian "
                              "signs the form.", question)
    assert rules_on_asked("Nobody under 16 is ringed, whoever signs.", question)
