"""Readings added for web snippets: shortened names beside the full one, a night of two days,
sale listings, timeline rows after a separator, kin in a timeline item, a reference clause's
date, a fronted date's subject, "put out" for publishing."""

from __future__ import annotations

import pytest

from workers.engine import Policy
from workers.engine.detect import any_differ
from workers.engine.event_of_question import question_event
from workers.engine.event_subjects import other_subject_event
from workers.engine.fields.dates import extract
from workers.engine.fields.scan import scan
from workers.engine.fields.spans import Taken
from workers.engine.offers import listing_item, other_listing
from workers.engine.offset_events import in_reference_clause
from workers.engine.phrasal_verbs import phrasal_hits
from workers.engine.predicates import canonical_word
from workers.engine.sentences import sentences
from workers.engine.terms import stem
from workers.engine.tied_dates import tied
from workers.engine.timeline_items import item_subject
from workers.engine.values import Value

from .conftest import chunk, conflict_sets


def _name(text: str) -> Value:
    return Value("text", text, text, 0, "name", exact=text)


def test_two_shortenings_of_one_full_name_in_the_group_agree() -> None:
    full, initials, short = _name("maria teresa voss"), _name("m t voss"), _name("maria voss")
    assert any_differ([initials, short], 0.0)  # alone, they may be two people
    assert not any_differ([full, initials, short], 0.0)


def test_a_surname_alone_bridges_no_two_given_names() -> None:
    assert any_differ([_name("voss"), _name("maria voss"), _name("karl voss")], 0.0)


def _dates(text: str) -> list[str]:
    return [v.exact for v in extract(scan(text), Taken())]


def test_a_night_of_two_days_spans_both() -> None:
    assert _dates("The count was taken on the night of 8/9 March 1931.") == [
        "1931-03-08/1931-03-09"]
    assert _dates("Shifts 8/12 March 1931 only.") == ["1931-03-12"]  # no two consecutive days


def test_a_night_of_two_days_agrees_with_its_first_day(policy: Policy) -> None:
    assert conflict_sets(
        policy, "On what date was the night of the Harwell lantern count in 1931?",
        chunk("a", "Harwell lantern count | Night: 8 March 1931 | Lanterns: 412", "team_wiki"),
        chunk("b", "Q: when was the harwell lantern count? A: The night of 8/9 March 1931, "
              "from dusk. 3 answers", "team_wiki"),
    ) == []


@pytest.mark.parametrize(
    ("row", "value"),
    [("Sold: Peter Hale brass sextant, c. 1850, in box — hammer price £900", "1850"),
     ("Lot 7: Peter Hale brass sextant, c. 1850 — £900", "1850"),
     ("Walnut chess set, 40 cm, 32 pieces and board — $120.00", "32"),
     ("1911 Danish almanac reprint, paper — DKK 150", "1911"),
     ("Grete Vind Andersen silver brooch, 1952, boxed — £300", "1952")],
)
def test_sale_rows_are_listings(row: str, value: str) -> None:
    at = row.index(value)
    assert listing_item(row, at, at + len(value)) is not None


def test_a_listing_of_another_item_answers_nothing() -> None:
    row = "Sold: Peter Hale brass sextant, c. 1850, in box — hammer price £900"
    at = row.index("1850")
    tokens = frozenset(stem(w) for w in "when did peter hale patent his octant".split())
    assert other_listing(row, at, at + 4, tokens, frozenset())


def test_a_labelled_first_price_is_the_items_own() -> None:
    row = "Harbour sunset cruise, 2 hours — adults £30, children £12."
    assert listing_item(row, row.index("£30"), row.index("£30") + 3) is not None
    assert listing_item(row, row.index("£12"), row.index("£12") + 3) is None


def test_a_year_after_a_row_separator_heads_the_entry_after_its_dash() -> None:
    text = "1901 – the mill opens | 1907 – Ada Brind sells the mill"
    assert [s for _, s in sentences(text)] == ["1901 – the mill opens | ",
                                              "1907 – Ada Brind sells the mill"]


def test_a_kinship_item_tells_a_relatives_event() -> None:
    line = "1901 – Ada Brind opens the mill | 1920 – her son Ada Brind Jr sells it | 1930 – a fire"
    own = frozenset("ada brind mill opens".split())
    assert item_subject(line, line.index("1920"), lambda w: w.lower() in own) == "her son"
    assert item_subject(line, line.index("1901"), lambda w: w.lower() in own) == ""


@pytest.mark.parametrize(
    ("text", "surface", "answers"),
    [("Harrow had its own lifeboat station, a decade after Tynemouth opened one in 1862.",
      "1862", False),
     ("The Harrow lifeboat station opened in 1872, ten years after Tynemouth's.", "1872", True),
     ("Its crew was formed a decade after the Harrow lifeboat station opened in 1872.",
      "1872", True)],
)
def test_a_date_in_a_reference_clause_dates_that_clause(text: str, surface: str,
                                                        answers: bool) -> None:
    own = frozenset({"harrow", "lifeboat", "station"})
    at = text.index(surface)
    assert in_reference_clause(text, at, at + 4, lambda t: "opened" in t,
                               lambda w: w.lower() in own) is not answers


def test_a_reference_clauses_date_is_not_the_asked_events() -> None:
    event = question_event("In what year did the Harrow lifeboat station open?", close=False,
                           tie=False)
    assert event is not None
    text = "Harrow had its own lifeboat station, a decade after Tynemouth opened one in 1862."
    at = text.index("1862")
    assert not tied(text, Value("date", "1862", "1862", at, "year"), event)


def test_a_fronted_date_dates_its_clauses_named_subject() -> None:
    own = frozenset({"ada", "brind", "mill", "opened"})
    text = "In 1850 the Harrow Corn Exchange opened its doors. Ada Brind came later."
    at = text.index("1850")
    assert other_subject_event(text, at, lambda w: w.lower() in own, doer=True,
                               end=at + 4) == "harrow corn exchange"
    mine = "In 1850 Ada Brind opened the mill."
    at = mine.index("1850")
    assert other_subject_event(mine, at, lambda w: w.lower() in own, doer=True,
                               end=at + 4) == ""


def test_put_out_and_bring_out_name_a_publication() -> None:
    term = canonical_word("publish")
    assert phrasal_hits("The guild put out its first almanac in 1820.", frozenset({term}))
    assert phrasal_hits("Hale brought out a second edition.", frozenset({term}))
