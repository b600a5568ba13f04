"""Named measures: a measure that is part of the question's own subject name is a name, no
answer."""

from __future__ import annotations

from workers.engine.claims import Claim
from workers.engine.named_measures import query_name_measures, unnamed_only
from workers.engine.reading import read_text
from workers.engine.values import Value


def _claim(value: Value) -> Claim:
    return Claim(subject="s", attribute="height", facets=(), values={"quantity": value},
                 snippet="", position=0, qualifier_terms=frozenset(), mentions=frozenset(),
                 asides=frozenset(), snippets={})


def _kept(text: str, query: str) -> list[str]:
    claims = [_claim(v) for v in read_text(text).values if v.dimension == "length"]
    return [c.values["quantity"].surface for c in unnamed_only(claims, text, query)]


def test_a_measure_before_a_name_word_of_the_question_is_a_name() -> None:
    assert query_name_measures("How long is the women's 3000 metres steeplechase course?") \
        == frozenset({("length", 3000.0, "steeplechas")})
    assert query_name_measures("Who won the girls' 20 km walk at the 2012 Games?") \
        == frozenset({("length", 20000.0, "walk")})


def test_a_measure_as_a_condition_or_a_predicate_is_no_name() -> None:
    assert query_name_measures("What is the fee if I cancel less than 24 hours before?") \
        == frozenset()
    assert query_name_measures("Is the mast 80 m tall?") == frozenset()
    assert query_name_measures("How many laps are in a race?") == frozenset()


def test_the_name_s_measure_in_a_text_is_dropped_and_the_answer_kept() -> None:
    query = "How high are the barriers in the women's 3000 metres steeplechase?"
    assert _kept("3000 m steeplechase | Barrier height: 0.762 m", query) == ["0.762 m"]
    assert _kept("She took the 3,000-metre steeplechase title in 9:01.", query) == []
    assert _kept("The 3000 m course has 28 barriers, each 0.762 m high.", query) \
        == ["3000 m", "0.762 m"]  # "course" is no word of the name: a length
