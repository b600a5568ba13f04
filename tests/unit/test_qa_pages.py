"""Q/A pages: a Q/A chunk's answer is its answer's first clause; on a page whose question
matches the event's, its later sentences are context and answer nothing (one reading of
the page, ``qa_pages``, that ``asked_measure`` and ``asked_event`` tie answers by too)."""

from __future__ import annotations

import sys

import pytest

from workers.engine import Policy
from workers.engine.qa_pages import matches, opened_by, opened_by_date, qa_pairs
from workers.engine.questions import read_slot

from .conftest import chunk, event, run

_RUSSIAN = ("Q: when is russian christmas? A: January 7. Catholics and Protestants in Russia "
            "celebrate on 25 December. 11 answers")
_HOLIDAY = ("1 year ago · Re: how long is the holiday? — 1-8 January is off for most, "
            "Christmas (the 7th) is inside it. — reply #9")


def _answers(text: str) -> list[tuple[str, str]]:
    return [(p.question, text[p.answer_start:p.answer_end]) for p in qa_pairs(text)]


@pytest.mark.parametrize(
    ("text", "pairs"),
    [(_RUSSIAN, [("when is russian christmas?", "January 7")]),
     ("Q: How tall is the Shard? A: 310 metres, the tallest building in the UK; One Canada "
      "Square is 235 m.", [("How tall is the Shard?", "310 metres, the tallest building in "
                                                      "the UK")]),          # a semicolon
     ("Q: What horsepower is the Bramley T-40? A: Around 110 hp — that's 81 kW. 2 answers",
      [("What horsepower is the Bramley T-40?", "Around 110 hp — that's 81 kW")]),  # a dash
     ("Q3. How many seats does the European Parliament have now A: 720.",
      [("How many seats does the European Parliament have now", "720")]),  # no "?"
     ("Q1: Is it free? A: Yes. Q2: How long is the walk? A: 2.4 km, about an hour.",
      [("Is it free?", "Yes"), ("How long is the walk?", "2.4 km, about an hour")]),
     (_HOLIDAY, [("how long is the holiday?", "1-8 January is off for most, Christmas (the "
                                              "7th) is inside it")]),   # a forum reply
     ("Q: how many prizes did Go, Rosa! win? A: Go, Rosa! won 4 prizes. 2 answers",
      [("how many prizes did Go, Rosa! win?", "Go, Rosa! won 4 prizes")]),  # a title's "!"
     ("Q: when was Orm's fifth first sung? A: Ada Orm's Mass No. 5 was first sung in 1931. "
      "1 answer", [("when was Orm's fifth first sung?",
                    "Ada Orm's Mass No. 5 was first sung in 1931")]),  # an abbreviation's "."
     ("Q: when did Lund print it? A: T. Ada Lund printed the map in 1871. 1 answer",
      [("when did Lund print it?", "T. Ada Lund printed the map in 1871")]),  # an initial
     ("Q: who built it? A: Built for Ada T. Lund, by Orme & Co. 1 answer",
      [("who built it?", "Built for Ada T")]),  # an initial past the answer's opening name
     ("Re: Jenner myths — he wasn't first to use cowpox.", []),         # no question
     ("IQ: 130. Area: 3,083 km².", [])],
)
def test_a_page_s_answer_is_its_first_clause(text: str, pairs: list[tuple[str, str]]) -> None:
    assert _answers(text) == pairs


@pytest.mark.parametrize(
    ("asked", "query", "same"),
    [("when is russian christmas?",
      "On what date do Russian Orthodox Christians celebrate Christmas?", True),
     ("how many teeth does a grown dog have?", "How many teeth does an adult dog have?", True),
     ("how old is the San Diego Zoo?", "In what year was the San Diego Zoo founded?", False),
     ("how big is Yosemite?", "How many acres does Yosemite National Park cover?", False),
     ("how old is Tell Qarsan?", "How deep is the stepped well excavated at Tell Qarsan?",
      False),                                                       # another dimension
     ("how many teeth does a cat have?", "When was the Eiffel Tower built?", False)],
)
def test_a_page_answers_the_event_s_question_only_when_it_asks_it(
        asked: str, query: str, same: bool) -> None:
    pair = qa_pairs(f"Q: {asked} A: 42.")[0]
    assert matches(pair, read_slot(query)) is same


def test_a_value_opens_an_answer_only_right_after_its_label() -> None:
    text = "Q: how many named storms were there in 2020? A: 30, the most on record since 2005."
    pair = opened_by(text, text.index("30"))
    assert pair is not None and pair.question.startswith("how many named storms")
    assert opened_by(text, text.index("2005")) is None
    assert opened_by("Arches: 9", 8) is None


_QUERY = "On what date do Russian Orthodox Christians celebrate Christmas?"


def test_a_page_s_context_sentences_answer_nothing(
        policy: Policy, monkeypatch: pytest.MonkeyPatch) -> None:
    vague = ("Q: when is russian christmas? A: In January, after the New Year holidays. "
             "Catholics and Protestants in Russia celebrate on 25 December. 11 answers")
    pages = event(_QUERY, chunk("a", vague, "team_wiki"), chunk("b", _HOLIDAY, "team_wiki"))
    assert run(policy, pages).context.status == "clean"
    claims_module = sys.modules["workers.engine.asked_claims"]  # reads each chunk for resolve
    monkeypatch.setattr(claims_module, "answered_only", lambda readings, slot: readings)
    assert run(policy, pages).context.status != "clean"      # "25 December" against "7th"


def test_a_wrong_answer_in_the_answer_span_still_disputes(policy: Policy) -> None:
    result = run(policy, event(
        _QUERY, chunk("a", _HOLIDAY, "team_wiki"),
        chunk("b", "Q: when is russian christmas? A: 25 December, the Julian date. 3 answers",
              "team_wiki")))
    assert [c.detected_fields for c in result.conflicts] == [["date"]]


def test_the_answer_of_a_page_that_asks_the_question_needs_no_predicate_word(
        monkeypatch: pytest.MonkeyPatch) -> None:
    from workers.engine import qa_pages
    from workers.engine.claims import extract_claims
    from workers.engine.query import read_query

    monkeypatch.setattr(qa_pages, "ANSWERS_NAME_THE_PREDICATE", True)

    ev = event(_QUERY, chunk("a", _RUSSIAN, "team_wiki"))
    claims = extract_claims(ev.chunks[0], read_query(ev))
    assert [v.surface for c in claims for v in c.values.values()] == ["January 7"]


def test_an_answer_mentions_what_its_question_names(policy: Policy) -> None:
    """"For every pound of honey" qualifies nothing the Q/A page's answer leaves out: its
    question names the pound, so specificity does not narrow and the majority decides."""
    query = "How many flowers do honey bees visit to make one pound of honey?"
    texts = {
        "a": "To make one pound of honey, honey bees visit about 2 million flowers.",
        "b": "Q: how many flowers for a pound of honey? A: honey bees visit roughly two "
             "million flowers. 14 answers",
        "c": "Honey bees visit around 500,000 flowers for each pound of honey.",
        "d": "For every pound of honey, honey bees must visit some 2,000,000 flowers.",
        "e": "Honey bees visit 2 million flowers to make one pound of honey.",
    }
    result = run(policy, event(query, *(chunk(k, t, "team_wiki") for k, t in texts.items())))
    (conflict,) = result.conflicts
    assert conflict.rule_applied == ["majority"]


@pytest.mark.parametrize(
    ("text", "surface", "opens"),
    [("Q: when did the mill close? A: In 1931, after the flood.", "1931", True),
     ("Q: when did the mill close? A: On 3 May 1931, after the flood.", "3 May 1931", True),
     ("Q: when did the mill close? A: Back in 1931.", "1931", True),
     ("Q: when did the mill close? A: 1931.", "1931", True),                # plain opening
     ("Q: when did the mill close? A: Long after 1931.", "1931", False),    # no time lead
     ("Q: when did the mill close? A: The flood in 1931 did it.", "1931", False),
     ("The mill closed in 1931.", "1931", False)],                          # no Q/A page
)
def test_a_date_opens_an_answer_after_a_time_preposition(
        text: str, surface: str, opens: bool) -> None:
    assert (opened_by_date(text, text.index(surface)) is not None) is opens
