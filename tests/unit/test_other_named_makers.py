"""Who-questions: "by" after another noun's phrase, and a possessive owning another named thing."""

from workers.engine.trigger_names import after_by

from .conftest import slot_answers

_ARCHITECT = "Who was the architect of Kestle Square station on the Wendham tram?"
_SCULPTOR = "Who sculpted the bronze horseman of Ada Moss in Wendham?"


def test_by_after_another_nouns_phrase_credits_that_noun() -> None:
    text = "Hale also designed Oskby station, with its 40 glass panels by Tam Rue."
    assert "Tam Rue" not in slot_answers(_ARCHITECT, text)
    text = "Oskby station, with its mosaics by Tam Rue, opened in 1931."
    assert after_by(text, text.index("station") + len("station")) is None


def test_by_right_after_the_trigger_still_credits() -> None:
    text = "Kestle Square station by Ivo Hale opened in 1931."
    assert after_by(text, text.index("station") + len("station")) is not None


def test_a_possessive_owning_another_named_thing_answers_nothing() -> None:
    assert slot_answers(_SCULPTOR, "Bo Lind's bronze Kell in Oskby, cast in 1901, answers the "
                                   "Wendham horseman.") == []


def test_a_possessive_owning_the_asked_thing_still_answers() -> None:
    assert slot_answers(_SCULPTOR, "In Wendham, Ivo Hale's bronze horseman is a "
                                   "landmark.") == ["Ivo Hale"]
