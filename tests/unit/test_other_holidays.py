"""A sentence naming another holiday and not the question's states that holiday's date."""

from __future__ import annotations

from workers.engine.other_holidays import other_holiday

_QUERY = "On what date does the village of Tarn celebrate Easter?"


def test_another_holiday_is_another_occasion() -> None:
    assert other_holiday("The village's Whitsun fair falls on the 9th.", _QUERY) \
        == "case:holiday-whitsun"
    assert other_holiday("Tarn keeps Hogmanay on 12 January.", _QUERY) == "case:holiday-hogmanay"


def test_the_questions_own_holiday_or_none_keeps_the_sentence() -> None:
    assert other_holiday("Tarn keeps Easter, and New Year a week later, on 20 April.", _QUERY) \
        == ""
    assert other_holiday("The village keeps the old calendar, so it falls on 20 April.",
                         _QUERY) == ""
    assert other_holiday("Whitsun falls on the 9th.", "When is the Tarn fair?") == ""


def test_a_holidays_other_name_is_the_same_holiday() -> None:
    query = "On what date does Tarn celebrate Christmas?"
    assert other_holiday("Tarn waits for Old Yule on 6 January.", query) == ""
    assert other_holiday("Xmas comes on 6 January there.", query) == ""
