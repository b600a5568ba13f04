"""A year right after a work titled "The <Noun> of <Name>" dates the work, not the event it
shows. The texts are invented."""

from __future__ import annotations

from workers.engine.titled_works import titled_work

_DIED = "When did Ivo Marsh die?"


def _work(sentence: str, query: str = _DIED) -> str:
    return titled_work(sentence, query, len(sentence))


def test_a_credit_lines_year_after_the_title_is_the_works() -> None:
    assert _work("Lena Dahl, The Drowning of Ivo Marsh, 1902, oil on board.") \
        == "rival:work-drowning"
    assert _work("Her print The Burial of Marsh (1911) hangs in Leeds.") == "rival:work-burial"


def test_the_questions_own_event_noun_keeps_the_year() -> None:
    assert _work("The Siege of Harlow, 1644, lasted ten weeks.",
                 "How long did the siege of Harlow last?") == ""
    assert _work("The Fall of the Tarn Bridge, 1931, made the news.",
                 "When did the Tarn Bridge fall?") == ""


def test_a_title_naming_none_of_the_questions_names_or_a_later_year_is_left_alone() -> None:
    assert _work("The Battle of Orrin, 1402, came first.") == ""
    assert _work("He died in 1890; The Drowning of Ivo Marsh, 1902, shows it.") == ""
    assert _work("The Drowning of Ivo Marsh is a painting of 1902.") == ""
