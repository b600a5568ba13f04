"""A bracket giving the named thing's other name is no other entity of its name."""

from __future__ import annotations

from workers.engine import Policy
from workers.engine.entities import chunk_entities
from workers.engine.renamings import renames

from .conftest import chunk, event, run


def test_a_translation_and_a_numbered_variant_rename_the_thing() -> None:
    assert renames("Museo della Lanterna", "Harbour Lantern Museum")
    assert renames("Planetario Civico", "Civic Planetarium")
    assert renames("Fluvax 4", "Fluvax")


def test_a_disambiguator_renames_nothing() -> None:
    assert not renames("Ohio", "Egg Rock Light")
    assert not renames("1941 film", "Devata")
    assert not renames("Australian politician", "Robert Hutchinson")
    assert not renames("Austin, Nevada", "Austin City Hall")  # the name's word, a place added
    assert not renames("Volume 2", "Kill Switch")  # a part, not the name numbered
    assert not renames("Fluvax 4", "Gripvax")


def test_a_renamed_mention_and_a_bare_one_are_one_entity(policy: Policy) -> None:
    query = "In what year was the Harbour Lantern Museum opened?"
    texts = {
        "a": "Updated 2024 · The Harbour Lantern Museum (Museo della Lanterna) was opened in "
             "1931 on the old quay.",
        "b": "Harbour Lantern Museum | Opened: 1932 | Visitors: 40,000",
        "c": "Museo della Lanterna tickets €6, reduced €4"}
    assert chunk_entities(texts, query) == {}
    res = run(policy, event(query, *(chunk(k, t, "team_wiki") for k, t in texts.items())))
    (record,) = res.conflicts
    assert {c.chunk_id for c in record.chunks} == {"a", "b"}
    places = {"a": "Egg Rock Light (Maine) Egg Rock Light was lit in 1875.",
              "b": "Egg Rock Light (Massachusetts) Egg Rock Light was lit in 1856."}
    assert chunk_entities(places, "When was Egg Rock Light lit?") == {
        "a": "maine", "b": "massachusetts"}
