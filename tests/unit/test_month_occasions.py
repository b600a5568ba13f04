"""Another month's occasion than the question's is another case."""

from workers.engine.month_occasions import other_month_occasion

_QUESTION = "When does registration close for the October harvest fair?"


def test_another_months_occasion_is_another_case() -> None:
    text = "Registration for the March craft fair closes on 1 February."
    assert other_month_occasion(text, _QUESTION) == "case:march-fair"


def test_the_asked_month_keeps_the_sentence() -> None:
    text = "Unlike the March craft fair, the October harvest fair closes on 2 September."
    assert other_month_occasion(text, _QUESTION) == ""


def test_another_month_with_another_noun_is_no_case() -> None:
    assert other_month_occasion("Fair stalls are allocated in March each year.", _QUESTION) == ""
    assert other_month_occasion("The June newsletter lists every fair.", _QUESTION) == ""


def test_a_question_without_a_month_reads_nothing() -> None:
    text = "Registration for the March craft fair closes on 1 February."
    assert other_month_occasion(text, "When does registration close for the fair?") == ""
