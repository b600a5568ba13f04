"""A leading scope that a contrast follows is the contrasted clause's, not the rule's
(``clause_qualifiers.attached``)."""

from __future__ import annotations

from workers.engine import Policy
from workers.engine.fields import clauses

from .conftest import chunk, conflict_sets


def _shown(sentence: str) -> str:
    value = clauses.find(sentence, 0).value
    assert value is not None
    return value.display


def test_a_scope_before_but_does_not_scope_the_rule() -> None:
    assert _shown("In Orsa the council lets residents keep hens, but in Vellmark you must "
                  "not keep hens.") == "must not"
    assert _shown("In Orsa hens are fine, whereas in Vellmark you may not keep them.") \
        == "must not"


def test_a_scope_of_the_rule_itself_stays() -> None:
    assert _shown("In Orsa, residents may not keep hens.") == "must not [in orsa]"


def test_pages_contrasting_another_place_agree_with_plain_ones(policy: Policy) -> None:
    query = "May residents of Vellmark keep hens in their gardens?"
    chunks = [chunk(f"c{n}", text, "team_wiki") for n, text in enumerate([
        "Vellmark bylaw: residents may not keep hens in gardens.",
        "In Orsa the council lets people keep hens, but in Vellmark you must not keep hens.",
        "Q: can I keep hens in Vellmark? A: No, you may not keep hens in gardens there."])]
    assert conflict_sets(policy, query, *chunks) == []
