"""A count said to be the whole ("21 guilds in all") is no count of a part the question names
by a modifier ("How many major guilds …?")."""

from __future__ import annotations

from workers.engine import Policy

from .conftest import sentence_answers, web_conflict_sets

QUESTION = "How many major guilds did medieval Vell have?"


def test_a_whole_is_no_count_of_the_modified_part() -> None:
    assert sentence_answers(QUESTION, "Vell had 19 guilds in all; the seven greater ruled.") == []
    assert sentence_answers("How many EV1 cars did Orrin build?",
                            "Orrin built only 660 EV1 cars in total.") == ["660 EV1 cars"]
    assert sentence_answers(QUESTION, "Vell had 7 major guilds in all.") == ["7 major"]
    assert sentence_answers("How many guilds did medieval Vell have?",
                            "Vell had 19 guilds in all.") == ["19 guilds"]


def test_a_whole_makes_no_conflict(policy: Policy) -> None:
    assert web_conflict_sets(
        policy, QUESTION,
        "Q: how many major guilds in vell? A: Seven, from the notaries to the furriers. 4 answers",
        "2 years ago · Re: Vell hall — 19 guilds in all, 12 minor, so the seven greater guilds "
        "ruled. — reply #19",
    ) == []
