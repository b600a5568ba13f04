"""A noun of an act ("descent", "flight") names the act its verb does ("descend", "fly")."""

from __future__ import annotations

from workers.engine.predicates import canonical_word


def test_an_acts_noun_is_its_verb() -> None:
    assert canonical_word("descent") == canonical_word("descend") == canonical_word("descended")
    assert canonical_word("flight") == canonical_word("fly") == canonical_word("flew")
    assert canonical_word("arrival") == canonical_word("arrived")
    assert canonical_word("descent") != canonical_word("decent")
