"""A clause opening on another capitalised name, then "has" and a count, is that name's count
for a "How many …" question that asks no "have". The texts are invented."""

from __future__ import annotations

import pytest

from workers.engine.named_owners import counts_any, named_owner

_QUERY = "How many arches carry the Orle Viaduct over the Tamsin?"


@pytest.mark.parametrize(
    ("snippet", "owner"),
    [
        ("Close by: Brindle Bridge has 7 arches over the Tamsin.", "rival:brindle-bridge"),
        ("Wexcombe has three arches; the Orle Viaduct has 12.", "rival:wexcombe"),
        ("The Orle Viaduct has 12 arches.", ""),  # the question's own name
        ("Orle has 12 arches.", ""),
        ("It has 12 arches.", ""),  # a pronoun refers back
        ("Our guide has 12 photos of it.", ""),  # a determiner, no name
        ("Brindle Bridge was built in 1840 with 7 arches.", ""),  # no "has" before the count
    ],
)
def test_a_named_owner_before_its_count(snippet: str, owner: str) -> None:
    assert named_owner(snippet, _QUERY, len(snippet)) == owner


def test_only_before_the_first_value_and_only_for_a_count_question() -> None:
    text = "The viaduct, 12 arches long, is older; Brindle has 7 arches."
    assert named_owner(text, _QUERY, text.index("12")) == ""
    assert named_owner("Brindle has 7 arches.", "How many arches does Orle Viaduct have?",
                       20) == ""  # ``rival_owners`` reads a "have" question
    assert named_owner("Brindle has 7 arches.", "When was Orle Viaduct built?", 20) == ""
    assert counts_any(_QUERY) and not counts_any("How many arches does it have?")


def test_the_named_owner_s_count_answers_no_count_question() -> None:
    from workers.engine.claims import extract_claims
    from workers.engine.query import read_query

    from .conftest import chunk, event

    def topical(text: str) -> list[str]:
        ev = event(_QUERY, chunk("c1", text, "team_wiki"))
        return [v.display for c in extract_claims(ev.chunks[0], read_query(ev))
                if c.subject == "" for v in c.values.values()]

    assert topical("Nearby: Brindle Bridge has 7 arches over the Tamsin.") == []
    assert topical("Nearby: the viaduct has 7 arches over the Tamsin.") != []
