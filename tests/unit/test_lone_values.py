"""A fragment that names no entity but states, alone, what no entity's pages state."""

from __future__ import annotations

from schemas.records import ConflictRecord
from workers.engine import Policy

from .conftest import chunk, event, run

QUERY = "When was Austin City Hall built?"
NEVADA = "Austin City Hall (Austin, Nevada) The Austin City Hall was built in 1866 of stone."
TEXAS = "Austin City Hall (Austin, Texas) The Austin City Hall was built in 2004 downtown."


def _conflicts(policy: Policy, **texts: str) -> list[ConflictRecord]:
    chunks = [chunk(cid, text, "team_wiki") for cid, text in texts.items()]
    return run(policy, event(QUERY, *chunks)).conflicts


def _pairs(records: list[ConflictRecord]) -> set[tuple[str, ...]]:
    return {tuple(sorted(c.chunk_id for c in r.chunks)) for r in records}


def test_a_lone_value_no_entity_states_is_set_against_every_entity(policy: Policy) -> None:
    records = _conflicts(policy, nv=NEVADA, tx=TEXAS,
                         frag="The hall on the main street was built in 1966 by the town.")
    assert _pairs(records) == {("frag", "nv"), ("frag", "tx")}
    assert all(r.detected_fields == ["date"] for r in records)


def test_a_fragment_that_agrees_with_an_entity_stays_unattributed(policy: Policy) -> None:
    records = _conflicts(policy, nv=NEVADA, tx=TEXAS,
                         frag="The hall on the main street was built in 1866 by the town.")
    assert records == []


def test_a_value_two_fragments_share_is_left_alone(policy: Policy) -> None:
    records = _conflicts(policy, nv=NEVADA, tx=TEXAS,
                         one="The hall on the main street was built in 1966 by the town.",
                         two="Records show the old hall was built in 1966, said the clerk.")
    assert not any({"nv", "tx"} & set(pair) for pair in _pairs(records))


def test_a_scoped_fragment_or_a_single_entity_frees_nothing(policy: Policy) -> None:
    scoped = _conflicts(policy, nv=NEVADA, tx=TEXAS,
                        frag="In the EU, the hall on the main street was built in 1966.")
    assert not any({"nv", "tx"} & set(pair) for pair in _pairs(scoped))
    lone = _conflicts(policy, nv=NEVADA, other="Austin City Hall (Austin, Texas) A hall.",
                      frag="The hall on the main street was built in 1966 by the town.")
    assert lone == []


def test_a_lone_name_against_the_one_entity_naming_its_own_is_compared(policy: Policy) -> None:
    texts = {
        "orvik": "Blue Harbour (Lena Orvik album) Blue Harbour is the second album by Lena "
                 "Orvik, recorded in Bergen.",
        "song": "Blue Harbour (song) Blue Harbour is a ballad first sung in Oslo.",
        "cite": 'Retrieved 2019. ^ "CD review : Mads Berg\'s \'Blue Harbour\' is warm". '
                "Retrieved 2020.",
    }
    chunks = [chunk(cid, text, "team_wiki") for cid, text in texts.items()]
    records = run(policy, event('Who is the artist of the album "Blue Harbour"?', *chunks))
    assert _pairs(records.conflicts) == {("cite", "orvik")}
    same = _conflicts(policy, nv=NEVADA, other="Austin City Hall (Austin, Texas) A hall.",
                      frag="The hall on the main street was built in 1966 by the town.")
    assert same == []  # a date needs two entities stating theirs


def test_a_lone_value_in_a_sentence_about_something_else_is_left_alone(policy: Policy) -> None:
    records = _conflicts(policy, nv=NEVADA, tx=TEXAS,
                         frag="The fountain beside the square was built in 1966 by the town.")
    assert records == []
