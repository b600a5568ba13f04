"""Near-copies of one text are about one entity, whatever their own mentions show."""

from __future__ import annotations

from workers.engine import Policy
from workers.engine.entities import chunk_entities
from workers.engine.entity_links import linked_by_copies
from workers.engine.independent import copy_roots

from .conftest import chunk, event, run

FORT = (
    "families who lived there and about their efforts to provide for the needs of the "
    "travelers. Ira Hinckley, his brother Arza, and local workmen built the fort of volcanic "
    "rock in {year}. They built it to protect themselves and travelers from possible raids "
    "resulting from the war, and it served as a way station for travelers on the road between "
    "the northern and southern settlements of the territory for many years afterwards."
)
NEVADA = "Cove Fort (Millard County) Cove Fort is a fort in Utah, founded by Ira Hinckley."
CORK = "Cove Fort, County Cork Cove Fort is a battery near Cobh. It was built in 1743."


def test_copies_share_the_smallest_root_and_other_texts_stay_apart() -> None:
    roots = copy_roots({"b": FORT.format(year=1867), "a": FORT.format(year=1855),
                        "c": NEVADA, "d": CORK})
    assert roots == {"a": "a", "b": "a", "c": "c", "d": "d"}


def test_unattributed_copies_take_one_label_and_a_named_copy_gives_its_entity() -> None:
    texts = {"a": FORT.format(year=1867), "b": FORT.format(year=1855), "c": CORK}
    assert linked_by_copies(
        {"a": "unattributed a", "b": "unattributed b", "c": "county cork"}, texts
    ) == {"a": "unattributed a", "b": "unattributed a", "c": "county cork"}
    assert linked_by_copies(
        {"a": "millard county", "b": "unattributed b", "c": "county cork"}, texts
    ) == {"a": "millard county", "b": "millard county", "c": "county cork"}


def test_copies_that_name_different_entities_take_the_smallest() -> None:
    texts = {"a": FORT.format(year=1867), "b": FORT.format(year=1855), "c": CORK}
    assert linked_by_copies({"a": "2007", "b": "2006", "c": "county cork"}, texts) == {
        "a": "2006", "b": "2006", "c": "county cork"}


def test_chunk_entities_link_copies_and_the_changed_year_is_a_conflict(policy: Policy) -> None:
    query = "When was Cove Fort built?"
    texts = {"a": FORT.format(year=1867), "b": FORT.format(year=1855), "c": CORK,
             "d": NEVADA}
    assert chunk_entities(texts, query) == {
        "a": "unattributed a", "b": "unattributed a", "c": "county cork", "d": "millard county"}
    res = run(policy, event(query, *(chunk(cid, text, "team_wiki")
                                     for cid, text in texts.items())))
    (record,) = res.conflicts
    assert {c.chunk_id for c in record.chunks} == {"a", "b"}
    assert record.detected_fields == ["date"]
