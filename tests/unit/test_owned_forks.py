"""Another named thing of a named owner the question writes."""

from __future__ import annotations

import pytest

from workers.engine.owned_forks import owned_fork

_SHORT = "Who directed the Lumen short film Kettle?"


@pytest.mark.parametrize(
    ("text", "value", "other"),
    [("Lumen's Ember, directed by Ola Brandt, came out the same year.", "Ola",
      "rival:owned-lumen-ember"),
     ("Lumen's Ember came out with Kettle, which Ola Brandt directed.", "Ola", ""),  # Kettle
     ("Lumen's Ola Brandt directed it.", "Ola", ""),          # the answer's own name
     ("Lumen's short, directed by Ola Brandt, won.", "Ola", ""),   # no name after it
     ("Lumen's Short Film Unit hired Ola Brandt.", "Ola", ""),     # question words
     ("Arden's Ember, directed by Ola Brandt, won.", "Ola", "")],  # another owner
)
def test_an_owner_s_other_name(text: str, value: str, other: str) -> None:
    assert owned_fork(text, _SHORT, text.index(value)) == other


def test_a_question_with_one_name_reads_nothing() -> None:
    text = "Lumen's Ember, directed by Ola Brandt, came out the same year."
    assert owned_fork(text, "Who directed Kettle?", text.index("Ola")) == ""
