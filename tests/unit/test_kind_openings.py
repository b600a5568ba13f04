"""A sentence opening on another thing of the asked kind, in a chunk that never names the
asked thing (``kind_openings``). Texts are invented."""

from __future__ import annotations

from workers.engine import Policy
from workers.engine.kind_openings import opens_on_other_kind

from .conftest import chunk, conflict_sets

_Q = "Who built Kessby harbour in Dorland?"


def test_another_modifier_of_the_asked_noun_opens_another_thing() -> None:
    assert opens_on_other_kind("Orrin harbour nearby was built by Tom Vale.", 30, _Q)
    assert opens_on_other_kind("Jan 2020 — Standard gauge is 1,435 mm.", 40,
                               "How wide is the track gauge of the Lunden Railway?")


def test_the_noun_alone_a_pronoun_or_the_question_modifier_is_kept() -> None:
    assert not opens_on_other_kind("The harbour was built by Tom Vale.", 30, _Q)
    assert not opens_on_other_kind("Its harbour was built by Tom Vale.", 30, _Q)
    assert not opens_on_other_kind("Kessby harbour was built by Tom Vale.", 30, _Q)
    assert not opens_on_other_kind("In harbour towns, Tom Vale built piers.", 30, _Q)


def test_a_verb_and_its_object_are_no_modified_noun() -> None:
    assert not opens_on_other_kind("Pig iron was made until 1971.", 20,
                                   "When did Ardle Furnaces stop making iron?")


def test_other_kind_chunk_is_no_rival_but_a_named_one_stays(policy: Policy) -> None:
    agreeing = [chunk("a", "Kessby harbour in Dorland was built by Ada Brind in 1790.",
                      "team_wiki"),
                chunk("b", "Ada Brind built Kessby harbour in the 1790s.", "team_wiki")]
    assert conflict_sets(policy, _Q, *agreeing,
                         chunk("c", "Orrin harbour nearby was built by Tom Vale.",
                               "team_wiki")) == []
    assert conflict_sets(policy, _Q, *agreeing,
                         chunk("c", "Kessby harbour was built by Tom Vale.",
                               "team_wiki")) != []
