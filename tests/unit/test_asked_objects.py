"""A noun of the thing a who question's verb acts on names no role (``asked_objects``): a row
labelled by it, a list it heads and a capitalised name holding it credit no one. The texts
are invented."""

from __future__ import annotations

from workers.engine.asked_objects import asked_objects, names_thing
from workers.engine.named import things, triggers
from workers.engine.role_rows import other_role_row
from workers.engine.slots import read_slot

from .conftest import claim_subjects

_AUTHOR_BOX = "Harbour Lights | Author: Ada Kell | Published: 1971 | Heron: Grey Tam"


def test_the_object_of_an_active_question_and_the_thing_of_a_passive_one() -> None:
    assert asked_objects("Who wrote Harbour Lights, the heron diary?") == {"heron", "diary"}
    assert asked_objects("Who first mapped the salt marsh?") == {"salt", "marsh"}
    assert {"river"} < asked_objects("Who is the river ferry in Dunmore named after?")
    # no verb of the asked act, an auxiliary or a what-question of an identifier: none
    assert asked_objects("Who was the architect of Heron Hall?") == frozenset()
    assert asked_objects("Who did Ada Kell marry?") == frozenset()
    assert asked_objects("What is the club's operator number for claims?") == frozenset()
    assert asked_objects("Who was the first mayor to open the bridge?") == frozenset()


def test_an_agent_noun_made_from_the_thing_names_the_role() -> None:
    objects = frozenset({"heron", "print"})
    assert names_thing("Heron", "heron", objects)
    assert names_thing("herons", "heron", objects)
    assert not names_thing("printers", "print", objects)
    assert not names_thing("Writer", "writ", objects)


def test_a_row_labelled_by_the_thing_names_no_answer_beside_the_credited_row() -> None:
    query = "Who wrote Harbour Lights, the heron diary?"
    box = "Harbour Lights | Written by: Ada Kell | Published: 1971 | Heron: Grey Tam"
    assert [v for _, v in claim_subjects(query, box) if v] == [["Ada Kell"]]
    # "Author" names the writer's role too (``named.ROLE_WORDS``), so "Heron:" is another row
    assert other_role_row(_AUTHOR_BOX, _AUTHOR_BOX.index("Grey Tam"), triggers(
        read_slot(query).predicate), things(read_slot(query).objects, read_slot(query).predicate))
    assert all("Grey Tam" not in v for _, v in claim_subjects(query, _AUTHOR_BOX))


def test_a_list_headed_by_the_thing_lists_no_agent() -> None:
    query = "Who first mapped the salt marsh?"
    text = "Famous marsh naturalists: Ida Brannock, the Marsh Queen; Bo Lind; Tomas Vale."
    assert [v for _, v in claim_subjects(query, text) if v] == []
    # a label whose head is no agent noun, or that ends on "by", still credits its name
    assert [v for _, v in claim_subjects(query, "Salt marsh | Marsh survey: Bo Lind, 1828")
            if v] == [["Bo Lind"]]
    assert [v for _, v in claim_subjects(
        query, "Salt marsh | Salicornia | Mapped by: Bo Lind, 1828 | Area: 40 ha") if v] \
        == [["Bo Lind"]]


def test_a_capitalised_noun_of_the_thing_inside_a_name_is_no_verb() -> None:
    query = "Who is the river ferry in Dunmore named after?"
    text = "Updated 2025 · Kelpie Ferry Dunmore day pass — £6 adults, bikes free."
    assert [v for _, v in claim_subjects(query, text) if v] == []
