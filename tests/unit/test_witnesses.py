"""Passages that name one disputed answer without stating it settle a vote, never start one."""

from __future__ import annotations

from schemas.records import ConflictRecord
from workers.engine import Policy, resolve
from workers.engine.decisions import decision_for, table_entry

from .conftest import RECEIVED_AT, chunk, event, run

PAINTING = "Who painted The Harbour at Dusk?"
LIND = "The Harbour at Dusk is an oil painting by the Danish artist Mara Lind, finished in 1911."
BREK = "The Harbour at Dusk is an oil painting by the Danish artist Tomas Brek, finished in 1911."
CITATION = 'Lind, Mara. "Mara Lind: The Harbour at Dusk". Gallery catalogue, Copenhagen.'
COLLECTION = "Collections of the gallery: Mara Lind, Seascapes, The Harbour at Dusk, Morning Nets."
BOTH = "Critics compare the palette of Tomas Brek with that of Mara Lind."

MILL = "When was the Old Mill at Hensby built?"
BUILT = "The Old Mill at Hensby was built in 1843 by the Crane family for grinding corn."
REBUILT = "The Old Mill at Hensby was built in 1873 by the Crane family for grinding corn."
BOOK = "Smith, J. The Old Mill at Hensby, 1843 to 1990. Local History Press."
PHOTOS = "Photographs: the Old Mill at Hensby in its first decade, around 1843 to 1850, museum."
CENSUS = "Hensby parish figures 1801 1811 1821 1831 1841 1843 1851 212 240 251 266."


def _records(policy: Policy, query: str, **texts: str) -> list[ConflictRecord]:
    chunks = [chunk(cid, text, "team_wiki") for cid, text in texts.items()]
    return run(policy, event(query, *chunks)).conflicts


def _members(record: ConflictRecord) -> dict[str, dict[str, str]]:
    return {c.chunk_id: dict(c.values) for c in record.chunks}


def test_fragments_naming_one_answer_settle_a_named_answer_by_majority(policy: Policy) -> None:
    [record] = _records(policy, PAINTING, a=LIND, b=BREK, c=CITATION, d=COLLECTION)
    assert record.status == "auto_resolved"
    assert record.rule_applied == ["majority"]
    assert record.winner == "a"
    assert _members(record) == {"a": {"text": "Mara Lind"}, "b": {"text": "Tomas Brek"},
                                "c": {"text": "Mara Lind"}, "d": {"text": "Mara Lind"}}


def test_a_witness_keeps_its_own_scope(policy: Policy) -> None:
    adults = LIND + " It hangs in a gallery for adults only."
    [record] = _records(policy, PAINTING, a=adults, b=BREK, c=CITATION, d=COLLECTION)
    assert {c.chunk_id: dict(c.scope) for c in record.chunks} == {
        "a": {"audience": "adults"}, "b": {}, "c": {}, "d": {}}


def test_a_fragment_naming_both_answers_witnesses_nothing(policy: Policy) -> None:
    [record] = _records(policy, PAINTING, a=LIND, b=BREK, c=CITATION, e=BOTH)
    assert record.status == "surfaced"
    assert set(_members(record)) == {"a", "b"}


def test_witnesses_never_start_a_conflict(policy: Policy) -> None:
    assert _records(policy, PAINTING, a=LIND, c=CITATION, d=COLLECTION) == []


def test_bare_years_witness_a_date_but_not_from_a_table_of_numbers(policy: Policy) -> None:
    [record] = _records(policy, MILL, a=BUILT, b=REBUILT, c=BOOK, d=PHOTOS)
    assert (record.status, record.winner) == ("auto_resolved", "a")
    assert _members(record)["d"] == {"date": "1843"}
    [table] = _records(policy, MILL, a=BUILT, b=REBUILT, c=BOOK, t=CENSUS)
    assert table.status == "escalated"
    assert set(_members(table)) == {"a", "b"}


def test_witnesses_that_only_tie_the_vote_stay_out_of_the_record(policy: Policy) -> None:
    [record] = _records(policy, PAINTING, a=LIND, b=BREK, c=CITATION)
    assert record.status == "surfaced"
    assert set(_members(record)) == {"a", "b"}


def test_the_year_of_a_retrieval_dateline_is_no_answer(policy: Policy) -> None:
    died = "Edmund Varley died at his home in Bath in 1861."
    record = ("Edmund Varley, painter, place of death Bath retrieved 9 October 2017 from "
              "the county archive.")
    assert _records(policy, "When did Edmund Varley die?", a=died, c=record) == []


def test_a_reviewers_decision_stands_with_or_without_witnesses(policy: Policy) -> None:
    texts = {"a": LIND, "b": BREK, "c": CITATION, "d": COLLECTION}
    chunks = [chunk(cid, text, "team_wiki") for cid, text in texts.items()]
    [voted] = _records(policy, PAINTING, **texts)
    key, entry = table_entry(decision_for(voted, "accept_winner", "j.doe",
                                          "2026-11-30T09:12:00Z", chunk_id="b"))
    [reviewed] = resolve(event(PAINTING, *chunks), policy, RECEIVED_AT,
                         decisions={key: entry}).conflicts
    assert (reviewed.status, reviewed.winner) == ("reviewed", "b")
    [open_vote] = _records(policy, PAINTING, a=LIND, b=BREK, c=CITATION)
    key, entry = table_entry(decision_for(open_vote, "accept_winner", "j.doe",
                                          "2026-11-30T09:12:00Z", chunk_id="b"))
    [kept] = resolve(event(PAINTING, *chunks), policy, RECEIVED_AT,
                     decisions={key: entry}).conflicts
    assert (kept.status, kept.winner) == ("reviewed", "b")
    assert {c.chunk_id for c in kept.chunks} == {"a", "b"}


HALE = "What political party is Senator Hale a member of?"
HALE_PAGES = {
    "a": "Jack Hale, a Republican senator from Ohio, won the primary in 2016 by a wide margin.",
    "b": "Republican Sen. Jack Hale said on Monday that the budget would pass this week.",
    "c": "Democratic Sen. Jack Hale said on Tuesday that the vote had been delayed.",
    "e": "Andrew Hale is a British podcaster who hosts a weekly show about films.",
}


def test_an_unattributed_fragment_witnesses_the_answer_it_states(policy: Policy) -> None:
    fragment = "Hale was a Republican member of the Ohio House of Representatives from 2014."
    # the dissent answers: a line naming the party in passing brings no value (passing_values)
    answering = "Democratic senator Jack Hale said on Tuesday that the vote had been delayed."
    [record] = _records(policy, HALE, **{**HALE_PAGES, "c": answering}, d=fragment)
    assert record.status == "auto_resolved"
    assert record.winner == "a"
    assert _members(record)["d"] == {"text": "Republican"}


def test_an_unattributed_fragment_stating_another_answer_witnesses_nothing(
    policy: Policy,
) -> None:
    fragment = ("Hale was a Libertarian member of the Ohio House, having left the Republican "
                "caucus in 2015.")
    [record] = _records(policy, HALE, **HALE_PAGES, d=fragment)
    assert record.status == "surfaced"  # compared as a lone value, never a Republican witness
    assert _members(record)["d"] == {"text": "Libertarian"}


FILM = 'What is the language of the film "Stilwater"?'
OLD_A = ("Stillwater (1952 film) Stillwater is a 1952 Danish drama film directed by Ole Brandt. "
         "It follows a ferryman who returns to his island after the war and finds his brother "
         "running the family boatyard. The film was shot on location in Funen over one summer.")
OLD_B = OLD_A.replace("Danish drama", "Swedish drama")
NEW = ("Stillwater (1987 film) Stillwater is a 1987 Swedish thriller directed by Eva Lund. "
       "A detective investigates a drowning at a lakeside hotel outside Uppsala.")
REVIEW = ("Stillwater (1987 film) Review: a slow Swedish thriller, and Eva Lund's best work, "
          "with a cast of newcomers and long takes of the frozen lake at night.")


def test_a_page_titled_as_another_entity_witnesses_nothing_for_copies(policy: Policy) -> None:
    """Copies of the 1952 film's page (the question spells the name one letter apart)
    disagree on its language; two pages of the 1987 film name one of the two languages, but
    they are titled as another film of the name: no witnesses, no majority."""
    [record] = _records(policy, FILM, a=OLD_A, b=OLD_B, c=NEW, d=REVIEW)
    assert set(_members(record)) == {"a", "b"}
    assert record.status != "auto_resolved"


def test_a_sentence_about_another_named_thing_witnesses_nothing(policy: Policy) -> None:
    query = "When was the Hensby Brass Band formed?"
    a = "The Hensby Brass Band was formed in 1881 by workers of the Crane mill."
    b = "The Hensby Brass Band was formed in 1879, the same year as the choir."
    c = "Smith, J. The Hensby Brass Band, 1881 to 1981. Local History Press."
    d = "Photographs: the Hensby Brass Band in its first season, 1881, village museum."
    other = "Marlow Male Voice Choir was founded in 1879; Ann Rowe led it from 1901 to 1920."
    [record] = _records(policy, query, a=a, b=b, c=c, d=d, o=other)
    assert set(_members(record)) == {"a", "b", "c", "d"}


def test_a_year_dating_another_noun_witnesses_nothing(policy: Policy) -> None:
    built = {"a": BUILT, "a2": "Built in 1843, the Old Mill at Hensby ground corn for a century.",
             "b": REBUILT, "b2": "Built in 1873, the Old Mill at Hensby ground corn for a century."}
    other = "Q: is the Old Mill at Hensby older than the 1873 corn exchange? A: Yes, by far."
    [record] = _records(policy, MILL, **built, d=other)
    assert set(_members(record)) == set(built)
    assert record.rule_applied == ["escalate"]
    own = "Photographs: the Old Mill at Hensby in its first decade, around 1873 to 1880, museum."
    [record] = _records(policy, MILL, **built, d=own)
    assert set(_members(record)) == {*built, "d"}
