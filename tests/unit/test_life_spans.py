"""A life span: no other entity of the bare name, and no answer to another event's *when*."""

from __future__ import annotations

from workers.engine import Policy
from workers.engine.entities import chunk_entities
from workers.engine.life_span_labels import life_span, spans_as_main

from .conftest import chunk, claim_surfaces, conflict_sets

_MILL = "In what year did Ada Varn open her mill in Oske?"


def test_a_life_span_label_is_a_parenthesis_of_two_years_a_life_apart() -> None:
    assert life_span("1865 1946", "Ada Varn (1865–1946) opened …")
    assert not life_span("1914 1918", "Ada Varn (1914–1918) …")      # a war's span
    assert not life_span("1947 1978", "Ada Varn (Oske mill, 1947–1978)")  # a stay
    assert not life_span("1865", "Ada Varn (1865) …")


def test_a_lone_span_beside_the_bare_name_is_the_main_entity() -> None:
    texts = {"a": "Ada Varn (1865–1946) opened her mill.", "b": "Ada Varn opened her mill.",
             "c": "The mill opened."}
    assert spans_as_main({"a": "1865 1946", "b": "main", "c": ""}, texts, "main") == {
        "a": "main", "b": "main", "c": ""}
    two = {**texts, "c": "Ada Varn (1901–1980) sold it."}
    labels = {"a": "1865 1946", "b": "main", "c": "1901 1980"}
    assert spans_as_main(labels, two, "main") == labels           # two people of one name
    assert chunk_entities(texts, _MILL) == {}


def test_two_life_spans_still_tell_two_people_apart() -> None:
    texts = {"a": "Ada Varn (1865–1946) opened her mill in Oske.",
             "b": "Ada Varn (1901–1980) opened her mill in Oske."}
    assert chunk_entities(texts, _MILL) == {"a": "1865 1946", "b": "1901 1980"}


def test_a_span_s_years_answer_no_other_event() -> None:
    assert claim_surfaces(_MILL, "Ada Varn (1865–1946) opened her mill in Oske in 1885.") == [
        "1885"]
    assert claim_surfaces(_MILL, "Ada Varn (born 3 May 1865) opened her mill in Oske on"
                                 " 4 June 1885.") == ["4 June 1885"]
    assert claim_surfaces("When was Ada Varn born?",
                          "Ada Varn (born 3 May 1865) opened her mill in Oske.") == ["3 May 1865"]
    # a stay's years are no life: "(Oske mill, 1885–1946)" may date the asked event
    assert claim_surfaces(_MILL, "Ada Varn (Oske mill, 1885–1946) was a miller.") == ["1885"]


def test_a_page_giving_the_span_is_compared_with_the_bare_name_s(policy: Policy) -> None:
    pages = [chunk("a", "Ada Varn opened her mill in Oske in 1885.", "team_wiki"),
             chunk("b", "Ada Varn (1865–1946) opened her mill in Oske in 1888.", "team_wiki")]
    assert conflict_sets(policy, _MILL, *pages) == [{"a", "b"}]
