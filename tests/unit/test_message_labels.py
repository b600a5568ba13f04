"""A canned reply's code names the reply, not a thing its values are about."""

from __future__ import annotations

import pytest

from workers.engine.message_labels import names_the_message, opens_message
from workers.engine.reading import read_text


@pytest.mark.parametrize("label", ["Macro RF-2", "Template 14", "Canned reply #CS-07"])
def test_a_canned_replys_code_names_the_message(label: str) -> None:
    assert names_the_message(label)


@pytest.mark.parametrize("label", ["Macro RF-2 (trade)", "Premium plan 2", "Macro", "Gold"])
def test_any_other_label_is_no_messages_name(label: str) -> None:
    assert not names_the_message(label)


def test_the_kind_word_before_a_code_opens_a_message() -> None:
    assert opens_message("Macro ")
    assert not opens_message("Plan ")


def test_a_replys_own_code_is_no_value_it_states() -> None:
    reading = read_text("Macro RF-2: Refunds reach your card within 5 working days.")
    values = [v.display for s in reading.sentences for v in s.values]
    assert values == ["5 business day"]
