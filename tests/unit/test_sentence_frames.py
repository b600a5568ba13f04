"""A refuting word refutes its own clause's subject (``sentence_frames.refutes``)."""

from __future__ import annotations

from workers.engine.sentence_frames import refutes


def test_a_refuted_belief_refutes_the_sentence() -> None:
    assert refutes("Myth: the Orla ferry first sailed in 1862.")
    assert refutes("It is commonly believed the Orla ferry first sailed in 1862.")
    assert refutes("The Orla ferry first sailed in 1862, that's a myth.")
    assert refutes("The Orla ferry first sailed in 1862, the story is a myth.")


def test_a_later_clause_with_its_own_subject_refutes_only_that_subject() -> None:
    assert not refutes("The Orla ferry first sailed in 1871, the older paddle boat is a myth.")
    assert not refutes("The Orla ferry first sailed in 1871; the rival ferry was an urban legend.")
    assert not refutes("The Orla ferry first sailed in 1871.")
