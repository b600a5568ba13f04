"""A value the writer gives for a thing of their own answers nothing about the subject."""

from __future__ import annotations

from workers.engine import Policy
from workers.engine.writers_own import writers_own

from .conftest import sentence_answers, web_conflict_sets


def test_mine_or_my_before_a_value_in_its_clause_is_the_writers_own() -> None:
    text = "Re: how big is yours? — mine is 100 cm, nowhere near the record holder."
    assert writers_own(text, text.index("100"), "How long was Tibbles, the record cat?")
    assert not writers_own(text, text.index("100"), "How long is my cat allowed to be?")
    text = "The record cat measured 123 cm; my own cat is 90 cm."
    assert not writers_own(text, text.index("123"), "How long was Tibbles?")
    assert writers_own(text, text.index("90"), "How long was Tibbles?")


def test_a_writers_own_value_is_no_answer(policy: Policy) -> None:
    question = "How long was Tibbles, the record-holding Ragdoll?"
    assert sentence_answers(question, "Re: record cats — mine is 100 cm from nose to tail.") == []
    assert web_conflict_sets(
        policy, question,
        "Tibbles the Ragdoll measured 118 cm, a record.",
        "Tibbles, the record-holding Ragdoll, was 118 cm long.",
        "Re: how long is yours? — mine is 100 cm, nowhere near Tibbles.",
    ) == []


def test_a_pit_called_the_mine_is_no_pronoun() -> None:
    text = "Re: pits — the mine is 300 m deep and mine is only 20 m."
    assert not writers_own(text, text.index("300"), "How deep is Big Pit?")
    assert writers_own(text, text.index("20 m"), "How deep is Big Pit?")
    text = "Our refund window is 30 days."
    assert not writers_own(text, text.index("30"), "How long is the refund window?")


def test_my_with_a_reporting_verb_reports_the_subject() -> None:
    text = "Re: the works — my nan said 800 people worked at Tarrow Mill."
    assert not writers_own(text, text.index("800"), "How many people worked at Tarrow Mill?")
    text = "Re: ponies — my 38-year-old pony is still going."
    assert writers_own(text, text.index("38"), "How old was Old Tom when he died?")


def test_a_speaker_the_question_names_speaks_of_the_subject() -> None:
    text = "Ada Lindqvist: my gourd measured 21 cm long."
    assert not writers_own(text, text.index("21"), "How long was the gourd Ada Lindqvist grew?")
    assert writers_own(text, text.index("21"), "How long was the gourd Bo Hal grew?")


def test_what_the_writers_own_cost_is_no_price(policy: Policy) -> None:
    text = "Re: Orla Compet — the OC-10 went for 535,000 yen back then. Mine cost me £400 on eBay."
    mine = "Mine cost me £400 on eBay."
    assert writers_own(mine, mine.index("£400"), "How much did the Orla OC-10 cost in 1964?")
    assert web_conflict_sets(
        policy, "How much did Orla's OC-10 desktop calculator cost when it launched in 1964?",
        "Orla Compet OC-10 | Released: 1964 | Launch price: ¥535,000",
        "Mar 2014 — 50 years ago Orla launched the OC-10 at 535,000 yen.",
        text,
    ) == []
