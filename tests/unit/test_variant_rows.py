"""A value right after the question's noun under another modifier is about another kind."""

from __future__ import annotations

from workers.engine import Policy
from workers.engine.claims import extract_claims
from workers.engine.query import read_query
from workers.engine.reading import read_text
from workers.engine.variant_rows import another_kind, modified_otherwise

from .conftest import chunk, event, run

_QUERY = "How long is an Olympic-size swimming pool?"


def _aside(text: str, query: str = _QUERY) -> list[tuple[str, bool]]:
    return [(v.display, another_kind(text, 0, v, query)) for v in read_text(text).values]


def test_a_row_naming_another_kind_of_the_noun_is_set_aside() -> None:
    assert _aside("'short course' competition pool 25 m") == [("25 m", True)]
    assert _aside("the teaching pool 25 m") == [("25 m", True)]


def test_the_questions_own_kind_a_number_or_a_verb_is_no_other_kind() -> None:
    assert _aside("An Olympic swimming pool 50 m long") == [("50 m", False)]
    assert _aside("Our Olympic-size 50m pool 50 m") == [("50 m", False), ("50 m", False)]
    assert _aside("competition pool 25 m, like any swimming pool") == [("25 m", False)]
    assert _aside("Access lasts 4 hours in production.",
                  "How long does a break-glass admin session last?") == [("4 hour", False)]


def test_another_kinds_row_makes_no_conflict(policy: Policy) -> None:
    result = run(policy, event(
        _QUERY,
        chunk("a", "Pool guide: 'short course' competition pool 25 m; Olympic (long course) 50"
              " metres.", "team_wiki"),
        chunk("b", "An Olympic-size swimming pool is 50 m long.", "team_wiki"),
        chunk("c", "Our Olympic-size 50m pool reopens on 4 March.", "team_wiki")))
    assert result.context.status == "clean"


def test_the_nouns_verb_may_stand_before_the_value() -> None:
    assert _aside("A teaching pool measures 25 m") == [("25 m", True)]
    assert _aside("A swimming pool measures 50 m") == [("50 m", False)]


def test_a_possessive_credit_of_another_kind_answers_no_who_question(policy: Policy) -> None:
    query = "Who built the first electric lathe?"
    assert modified_otherwise("foot-powered", "lathe", query)
    assert not modified_otherwise("first electric", "lathe", query)
    assert not modified_otherwise("", "lathe", query)
    ev = event(query, chunk("a", "Workshop history: Ada Voss's foot-powered lathe (1850); "
                                 "Piet Marr built the first electric lathe in 1885.", "team_wiki"))
    claims = extract_claims(ev.chunks[0], read_query(ev))
    assert [v.display for c in claims for v in c.values.values()] == []
    ev = event(query, chunk("b", "Museum piece: Piet Marr's electric lathe of 1885.", "team_wiki"))
    claims = extract_claims(ev.chunks[0], read_query(ev))
    assert [v.display for c in claims for v in c.values.values()] == ["Piet Marr"]


def test_a_possessive_credit_of_another_kind_before_a_comma_answers_nothing() -> None:
    query = "Who built the first electric lathe?"
    ev = event(query, chunk("a", "Ada Voss's treadle lathes, sold from 1850, could cut brass.",
                            "team_wiki"))
    claims = extract_claims(ev.chunks[0], read_query(ev))
    assert [v.display for c in claims for v in c.values.values()] == []


def test_a_physical_attribute_of_another_kind_is_no_claim() -> None:
    query = "What is the minimum weight of a C1 slalom canoe?"
    for text, read in [
        ("A touring canoe weighs 30 to 35 kg; hire from £40 a day.", []),
        ("A C1 slalom canoe weighs at least 9 kg under the rules.", ["9000 g"]),
    ]:
        ev = event(query, chunk("a", text, "team_wiki"))
        claims = extract_claims(ev.chunks[0], read_query(ev))
        assert [v.display for c in claims for v in c.values.values()
                if v.field == "quantity"] == read


def test_an_adverb_may_stand_before_the_nouns_verb() -> None:
    assert _aside("A garden pool rarely tops 2 m") == [("2 m", True)]
    assert _aside("A swimming pool rarely tops 50 m") == [("50 m", False)]


def test_an_irregular_past_is_the_question_s_own_modifier() -> None:
    from .conftest import claim_subjects
    query = "In what year did the Tarnby Gazette begin publication?"
    assert claim_subjects(query, "Tarnby Gazette | Began publication: 3 May 1822 | Price: 1d") \
        == [("", ["1822-05-03"])]
