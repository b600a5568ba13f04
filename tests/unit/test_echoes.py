"""Echoes: a long stretch two passages share, with one value of the asked kind changed."""

from __future__ import annotations

from schemas.records import ConflictRecord
from workers.engine import Policy
from workers.engine.echoes import _changes

from .conftest import chunk, event, run

MILL = (
    "Beacon Mill: 0 references, country United Kingdom, heritage designation Grade II listed "
    "building, state of use out of service, start time {year} 1 reference stated in National "
    "Heritage List for England, historic county Kent, marked on the 1819 map, listed 1952."
)
CENSUS = "the population was {count} at the 2010 census. The town lies on the river."


def _texts(policy: Policy, query: str, *texts: str) -> list[ConflictRecord]:
    chunks = [chunk(f"c{n}", text, "team_wiki") for n, text in enumerate(texts)]
    return run(policy, event(query, *chunks)).conflicts


def test_a_copied_stretch_with_another_year_is_a_conflict_on_that_year(policy: Policy) -> None:
    records = _texts(policy, "When was Beacon Mill last worked?",
                     "Intro page of a site. " + MILL.format(year=1921),
                     "Another page opens otherwise. " + MILL.format(year=1985))
    (record,) = records
    assert record.entity_key == "passage: of service start time _ 1 reference stated in"
    assert {c.chunk_id: c.values["date"] for c in record.chunks} == {"c0": "1921", "c1": "1985"}


def test_a_copied_stretch_with_another_count_is_a_conflict(policy: Policy) -> None:
    lead = "As of the census of 2010, there were "
    tail = (" people, 121 households, and 94 families residing in the village. The population "
            "density was 40 inhabitants per square mile and there were 150 housing units.")
    (record,) = _texts(policy, "What is the population of Casnovia?",
                       "Casnovia is a village. " + lead + "319" + tail,
                       "Casnovia lies in Muskegon County. " + lead + "5,000" + tail)
    assert {c.values["quantity"] for c in record.chunks} == {"319 people", "5000 people"}


def test_a_short_template_filled_in_for_two_things_is_no_echo(policy: Policy) -> None:
    records = _texts(policy, "What is the population of Pinehurst?",
                     "Pinehurst is a city in Orange County, Texas, United States. "
                     + CENSUS.format(count="2,097"),
                     "Pinehurst is a CDP in Montgomery County, Texas, United States. "
                     + CENSUS.format(count="4,624"))
    assert not [r for r in records if "passage:" in r.entity_key]


def test_a_changed_disambiguator_or_two_changed_values_is_no_echo(policy: Policy) -> None:
    body = (" The club plays at the ground beside the old mill and its colours are red and "
            "white; it won the county cup and the league in the same season.")
    records = _texts(policy, "When was Stanley F.C. established?",
                     "Stanley F.C. (1968) Stanley F.C. is a club." + body,
                     "Stanley F.C. (1891) Stanley F.C. is a club." + body)
    assert not [r for r in records if "passage:" in r.entity_key]
    text = ("The current club was formed in {} years after the collapse of the old club, and "
            "it has played in the northern league ever since at the ground by the river.")
    records = _texts(policy, "When was Stanley F.C. established?",
                     "History. " + text.format("1968, two"), "Club. " + text.format("1975, seven"))
    assert not [r for r in records if "passage:" in r.entity_key]


def test_names_are_not_echoed(policy: Policy) -> None:
    text = ("Lyudmila Ivanovna Bragina (born 24 July 1943) is a retired Russian {}. She "
            "competed for the Soviet Union in the 1500 m at the 1972 and 1976 Olympics. ")
    one = "A list of Soviet champions with their clubs, coaches and home towns, from 1960. "
    two = "Women in Soviet sport: a museum exhibition in Moscow, opened in the spring. "
    records = _texts(policy, "What sport is Bragin associated with?",
                     one * 3 + text.format("middle distance runner"),
                     two * 3 + text.format("ice hockey player"))
    assert not [r for r in records if "passage:" in r.entity_key]


def test_a_conflict_on_other_values_of_two_copies_leaves_the_changed_year_to_compare(
    policy: Policy,
) -> None:
    # Both pages share a long stretch with the building year changed; the second opens with
    # another sentence on building whose full date the slot reading takes first. The typed
    # conflict (1841 against 24 June 1975) must not hide the one on the changed year.
    body = (" is a historic farmhouse located at Orsby, Dune County. It was built about {}, and "
            "is a two-story frame dwelling with a one-story wing and a rear shed addition.")
    records = _texts(policy, "When was the Tallis House built?",
                     "Tallis House" + body.format(1841),
                     "The survey of June 24, 1975 recorded how the house was built. Tallis House"
                     + body.format(1941))
    passages = [r for r in records if "passage:" in r.entity_key]
    assert [{c.chunk_id: c.values["date"] for c in r.chunks} for r in passages] == [
        {"c0": "1841", "c1": "1941"}]


def test_a_chunk_cut_right_before_its_changed_year_still_echoes(policy: Policy) -> None:
    stretch = (" The new wing drew students from the whole valley, and the trustees soon bought "
               "the meadow behind the chapel to build the library that still stands there.")
    records = _texts(policy, "When did Harlow Academy open its new wing?",
                     "Harlow Academy grew slowly at first. The new wing was opened in 1874."
                     + stretch,
                     "1897." + stretch)
    passages = [r for r in records if "passage:" in r.entity_key]
    assert [{c.chunk_id: c.values["date"] for c in r.chunks} for r in passages] == [
        {"c0": "1874", "c1": "1897"}]


def test_a_chunk_cut_right_after_its_changed_year_still_echoes() -> None:
    stretch = ("Harlow Academy drew students from the whole valley, and the trustees soon "
               "bought the meadow behind the chapel to build the library; the new wing opened "
               "in ")
    a = stretch + "1874. It was extended twice in the next century."
    b = "From the parish history. " + stretch + "1897"
    assert [(anchor, a[sa:ea], b[sb:eb]) for anchor, (sa, ea), (sb, eb) in _changes(a, b)] == [
        ("new wing opened in _", "1874", "1897")]


def test_a_cut_inside_a_number_is_no_changed_count(policy: Policy) -> None:
    tail = (" people lived in the parish at the last count, most of them on the farms along the "
            "river and in the two hamlets above the old ford, with a few in the mill houses.")
    records = _texts(policy, "What is the population of Wenbury parish?",
                     "Wenbury is a parish. About 12,345" + tail, "2,345" + tail)
    assert not [r for r in records if "passage:" in r.entity_key]
