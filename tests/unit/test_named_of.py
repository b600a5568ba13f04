"""A value that "of" joins to one of the question's names is that name's own."""

from __future__ import annotations

from workers.engine.named_of import named_of
from workers.engine.questions import read_slot
from workers.engine.reading import read_text
from workers.engine.slots import answer

QUERY = "How long is the Varn Tunnel, the third tunnel on the Esk line?"


def test_the_value_of_the_named_subject_beats_a_modifier_of_others() -> None:
    slot = read_slot(QUERY)
    assert slot is not None
    text = "The Esk line has two 900-metre tunnels and a third, the Varn, of 1.4 km."
    assert [v.surface for v in answer(text, 0, read_text(text).values, slot)] == ["1.4 km"]


def test_nothing_changes_when_no_candidate_or_every_one_is_named() -> None:
    text = "Two tunnels: 900 m and 1.4 km."
    values = list(read_text(text).values)
    assert named_of(text, 0, values, frozenset({"varn"})) == values
    text = "Varn, of 1.4 km, and Varn, of about 1.5 km."
    values = list(read_text(text).values)
    assert named_of(text, 0, values, frozenset({"varn"})) == values


def test_a_value_of_another_name_is_that_names() -> None:
    from workers.engine.named_of import of_other_names
    text = "Vale did 20 seasons of Kestrel Quiz and 11 years of Night Owls before that."
    values = [v for v in read_text(text).values if v.surface.startswith("11")]
    assert values
    assert of_other_names(text, 0, values, frozenset({"kestrel", "quiz"})) == []
    assert of_other_names(text, 0, values, frozenset({"night", "owls"})) == values
    alone = "Vale did 11 years of Night Owls."  # no "of" before a question name
    values = list(read_text(alone).values)
    assert of_other_names(alone, 0, values, frozenset({"kestrel", "quiz"})) == values
