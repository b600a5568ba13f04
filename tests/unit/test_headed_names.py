"""Another proper name ending on a word of the question's name is another thing. The texts
are invented."""

from __future__ import annotations

from workers.engine.headed_names import headed_rival, reads_headed
from workers.engine.rivals import rival

_DIARY = "When did Mara Holt start her Lindow Diary?"
_ATLAS = "How many maps are in Gerard Vos's Coastal Atlas?"


def _other(sentence: str, query: str = _DIARY) -> str:
    return headed_rival(sentence, query, len(sentence))


def test_another_modifier_on_the_names_word_is_a_rival() -> None:
    said = "The Brackwater Diary, her first notebook, began in March 1871."
    assert _other(said) == "rival:headed-brackwater-diary"
    assert rival(said, _DIARY) == "rival:headed-brackwater-diary"
    # the question's name's first word, written as another name's last
    assert _other("The Venetian Coastal, printed at Murano, held 40 maps.", _ATLAS) \
        == "rival:headed-venetian-coastal"


def test_the_questions_own_name_and_its_other_words_keep_the_sentence() -> None:
    assert _other("The Lindow Diary began in May 1874.") == ""
    assert _other("Unlike the Lindow Diary, the Brackwater Diary began in 1871.") == ""
    assert _other("The Holt Diary began in 1874.") == ""  # "Holt" is a word of the question
    assert _other("The May Diary began in 1874.") == ""  # a month is no name


def test_a_longer_name_and_a_value_before_the_name_are_left_alone() -> None:
    assert _other("The Brackwater Diary Society was founded in 1902.") == ""
    said = "In 1874 she wrote, as the Brackwater Diary says, daily."
    assert headed_rival(said, _DIARY, said.index("1874")) == ""


def test_a_question_without_a_name_of_two_words_reads_nothing() -> None:
    assert not reads_headed("When did the diary start?")
    assert reads_headed(_DIARY)
    assert _other("The Brackwater Diary began in 1871.", "When did Holt write?") == ""
