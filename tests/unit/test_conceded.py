"""A value in a clause a concessive or exception marker sets against the rule is context."""

from __future__ import annotations

from workers.engine import Policy
from workers.engine.claims import extract_claims
from workers.engine.conceded import conceded_spans, not_conceded
from workers.engine.query import read_query
from workers.engine.reading import read_text

from .conftest import chunk, event, run


def _spans(snippet: str) -> list[str]:
    return [snippet[a:b] for a, b in conceded_spans(snippet)]


def test_a_closing_though_concedes_its_clause() -> None:
    assert _spans("Colombian bags are 70 kg, though.") == ["Colombian bags are 70 kg, "]
    assert _spans("The Volta is lighter by 140 kg though, and cheaper.") == [
        "The Volta is lighter by 140 kg "]


def test_an_opening_marker_concedes_to_the_comma_the_parenthesis_or_the_end() -> None:
    assert _spans("Unlike the harbour light's 8 nmi, it reaches 22 nmi.") == [
        "Unlike the harbour light's 8 nmi"]
    assert _spans("Every cell (except red blood cells) has 46 chromosomes.") == [
        "except red blood cells"]
    assert _spans("It is 828 m tall, though Jeddah Tower will pass 1,000 m.") == [
        "though Jeddah Tower will pass 1,000 m."]


def test_a_closing_though_concedes_only_the_clause_it_ends() -> None:
    assert _spans("My sister does £5, the first one is a bit special though.") == [
        " the first one is a bit special "]


def test_a_sentence_opening_on_although_asserts_its_first_clause() -> None:
    assert _spans("Although regulation is 48 minutes, a game takes 2 hours.") == []


def test_but_while_and_however_concede_nothing() -> None:
    assert _spans("It can dive to 300 m, while the lake goes down to 1,642 m.") == []
    assert _spans("Spain built 1,668 mm, but the fast lines are 1,435 mm.") == []
    assert _spans("However, the bag is 60 kg.") == []


def test_only_the_conceded_values_are_set_aside() -> None:
    text = "It is 828 m tall, though Jeddah Tower will pass 1,000 m."
    sentence = read_text(text).sentences[0]
    kept = not_conceded(sentence.snippet, 0, sentence.sentence_values, sentence.mentions)
    assert [v.surface for v in kept] == ["828 m"]
    plain = read_text("The bag is 60 kg.").sentences[0]
    assert not_conceded(plain.snippet, 0, plain.sentence_values, plain.mentions) \
        == plain.sentence_values


def test_a_conceded_condition_answers_nothing() -> None:
    query = "At what temperature does ethanol boil?"
    ev = event(query, chunk("a", "A 10% wash will start boiling around 92°C though.", "team_wiki"))
    assert extract_claims(ev.chunks[0], read_query(ev)) == []


QUERY = "What does a standard export bag of green coffee weigh?"


def test_an_exception_stated_as_such_contradicts_no_page(policy: Policy) -> None:
    res = run(policy, event(
        QUERY,
        chunk("a", "A standard export bag of green coffee weighs 60 kg.", "team_wiki"),
        chunk("b", "The trading unit is the 60-kilo bag; Colombian bags are 70 kg, though.",
              "team_wiki"),
    ))
    assert res.conflicts == []


def test_a_planted_value_stated_as_the_rule_is_still_compared(policy: Policy) -> None:
    res = run(policy, event(
        QUERY,
        chunk("a", "A standard export bag of green coffee weighs 60 kg.", "team_wiki"),
        chunk("b", "A standard export bag of green coffee weighs 70 kg.", "team_wiki"),
    ))
    assert len(res.conflicts) == 1
