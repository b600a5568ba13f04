"""Possessives in a who question's answer: the owner of the object, the owner of the asked
thing, and own words written in lower case."""

from tests.unit.conftest import claim_surfaces, slot_answers
from workers.engine.name_ties import asked_owner_end
from workers.engine.object_owners import object_owner_subject

QUERY = "Who catalogued the seeds of the Harlow Botanic Garden?"


def test_the_verb_s_subject_not_the_object_s_owner_is_credited() -> None:
    text = "Maria Olsen catalogued Berg's Harlow seeds over two winters."
    assert slot_answers(QUERY, text) == ["Maria Olsen"]
    at = text.index("Berg")
    assert object_owner_subject(text, (at, at + 4), [(12, 22, "catalogu")]) == (0, 11)


def test_a_possessive_with_no_named_subject_keeps_its_credit() -> None:
    text = "the curator Berg's Harlow seeds"
    at = text.index("Berg")
    assert object_owner_subject(text, (at, at + 4), [(4, 11, "curator")]) is None
    assert object_owner_subject("Olsen catalogued Berg Harlow", (17, 21),
                                [(6, 16, "catalogu")]) is None  # no possessive


def test_an_owner_before_the_asked_thing_s_name_is_the_answer() -> None:
    predicate = frozenset({"lead", "expedition"})
    assert asked_owner_end("Ada Brandt's Northern Survey Expedition", predicate) == 10
    assert asked_owner_end("St Olaf's Expedition", predicate) is None
    assert asked_owner_end("Ada Brandt's Northern Survey", predicate) is None
    text = ("Q: who led the expedition to Kellan Fjord? A: Ada Brandt's Northern Survey "
            "Expedition, which mapped the fjord's head. 2 answers")
    assert "Ada Brandt" in claim_surfaces("Who led the expedition to Kellan Fjord?", text)


def test_a_lower_case_common_noun_is_no_credited_work() -> None:
    query = "Who measured the plates of the Northern Photographic Atlas?"
    assert claim_surfaces(query, "Per Lund's photographs of the fjord inspired it.") == []
    assert claim_surfaces(query, "Per Lund's Northern Photographic Atlas appeared in 1901.") \
        == ["Per Lund"]
