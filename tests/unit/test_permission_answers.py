"""Yes/no permission answers: a one-sentence Q/A pair is read by its answer
(``qa_clauses``), a condition restating the question's case is none
(``restated_conditions``)."""

from __future__ import annotations

from workers.engine import Policy
from workers.engine.fields import clauses
from workers.engine.fields.clause_qualifiers import terms
from workers.engine.qa_clauses import answered_clause
from workers.engine.restated_conditions import unconditioned
from workers.engine.values import Value

from .conftest import chunk, conflict_sets


def _clause(sentence: str) -> Value:
    value = clauses.find(sentence, 0).value
    assert value is not None
    return value


def test_a_one_sentence_pair_is_read_by_its_answer() -> None:
    read = answered_clause(_clause(
        "Q: can i moor at the quay if my boat is over 12 m A: No — the harbour master "
        "must approve every berth"))
    assert (read.display, read.exact) == ("must not", "prohibit||")
    read = answered_clause(_clause(
        "Q: may we camp on the dunes A: Yes, if you have a ranger's permit"))
    assert read.display == "may [if you have a ranger's permit]"


def test_an_answer_without_a_yes_or_no_keeps_its_own_clause() -> None:
    read = answered_clause(_clause("Q: can i fish off the pier A: anglers must hold a licence"))
    assert read.display == "must"
    plain = _clause("Anglers may fish off the pier if they hold a licence.")
    assert answered_clause(plain) is plain


def test_compound_measures_are_one_term() -> None:
    assert terms("if you weigh under 9st 6lb") == terms("if you weigh under 59.87 kg")
    assert "length:1.68" in terms("if over 5 ft 6 in tall")
    assert len([t for t in terms("between 3 kg and 5 kg") if ":" in t]) == 2


def test_a_condition_restating_the_question_s_case_is_dropped() -> None:
    query = "May a rider who weighs more than 95 kg use the zip wire?"
    read = unconditioned(_clause("You can't use the zip wire if you weigh over 15st."), query)
    assert read.display == "must not"
    kept = unconditioned(_clause("You can't use the zip wire if you weigh under 15st."), query)
    assert kept.display.startswith("must not [")
    kept = unconditioned(_clause("You can't use the zip wire if you are wet."), query)
    assert kept.display == "must not [if you are wet]"


def test_pages_agreeing_on_a_weight_limit_agree(policy: Policy) -> None:
    query = "May someone who weighs more than 95 kg ride the zip wire?"
    chunks = [chunk(f"c{n}", text, "team_wiki") for n, text in enumerate([
        "Q: can i ride the zip wire if i weigh over 95kg A: No — riders must be 95 kg or "
        "lighter",
        "Sorry, you can't ride the zip wire if you weigh over 15st.",
        "Riders heavier than 95 kg are not allowed to ride the zip wire."])]
    assert conflict_sets(policy, query, *chunks) == []
