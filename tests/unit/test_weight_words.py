"""A question asking what a thing weighs is answered by the noun "weight" as by the verb,
and by a row labelled with the thing's own name."""

from __future__ import annotations

from .conftest import claim_surfaces

_QUERY = "How much does the Brackley Lite racket weigh?"


def test_the_noun_weight_answers_a_question_with_the_verb() -> None:
    assert claim_surfaces(_QUERY, "Buying guide: the Lite comes in at 285 grams, a fair "
                                  "weight for juniors.") == ["285 grams"]


def test_a_row_labelled_with_the_name_answers() -> None:
    assert claim_surfaces(_QUERY, "Lite: 0.29 kg, head-light balance.") == ["0.29 kg"]


def test_a_row_labelled_with_another_model_does_not() -> None:
    assert claim_surfaces(_QUERY, "Lite Max: 0.31 kg, head-heavy balance.") == []
