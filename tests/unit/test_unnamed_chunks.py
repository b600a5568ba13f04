"""A chunk that never writes the question's name, whose sentence opens on another name."""

from workers.engine.unnamed_chunks import about_other_thing

Q = "Who carved the pulpit of the Santa Lucia Basilica in 1620?"


def test_other_named_thing_in_a_chunk_without_the_question_name() -> None:
    assert about_other_thing(
        "The Ferrand Pulpit in Lyon, carved by Jean Marot for the 1611 synod, is the tallest.",
        Q)


def test_chunk_writing_a_question_name_word_is_kept() -> None:
    assert not about_other_thing("The Basilica pulpit was carved by Piero Lanzi.", Q)


def test_short_form_of_a_question_name_is_the_asked_thing() -> None:
    assert not about_other_thing("The Met opened its doors with a gala in the autumn.",
                                 "When did the Metropolitan Opera House open?")


def test_pronoun_opening_and_greeting_are_kept() -> None:
    assert not about_other_thing("It was carved by Piero Lanzi in 1620.", Q)
    assert not about_other_thing("Hi Maria, the carver is Piero Lanzi. Tom", Q)


def test_label_opening_is_kept() -> None:
    assert not about_other_thing("Annex No. 3: the carver was Piero Lanzi.", Q)
