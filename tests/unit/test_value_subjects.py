"""A value-led clause after a semicolon continues the clause before it (``value_subjects``);
a bound under an obligation is a limit (``stated``); "each" after a conjunction counts no
part (``part_counts``); a determiner's "one" is a pronoun (``fields.quantity``)."""

from __future__ import annotations

from workers.engine.fields import quantity
from workers.engine.fields.scan import scan
from workers.engine.fields.spans import Taken
from workers.engine.reading import read_text
from workers.engine.stated import stated
from workers.engine.value_subjects import continues_before

from .conftest import sentence_answers


def _answers(query: str, text: str) -> list[str]:
    return sentence_answers(query, text)


def _stated(text: str) -> list[str]:
    return [v.surface for v in stated(text, 0, list(read_text(text).values))]


def test_a_value_led_clause_after_a_semicolon_continues_the_one_before() -> None:
    assert continues_before("Warm up before every bout;", "three minutes is the rule.")
    assert continues_before("Pack the van the night before;", "£40 is the usual fee.")
    assert not continues_before("Warm up before every bout.", "three minutes is the rule.")
    assert not continues_before("Warm up before every bout;", "the bout lasts three minutes.")
    assert not continues_before("Warm up before every bout;", "three minutes later we start.")


def test_the_continued_clause_answers_the_question_of_the_clause_before() -> None:
    text = "Referees: keep the junior bout short; three minutes is the rule."
    assert _answers("How long may a junior bout last?", text) == ["three minutes"]


def test_a_bound_after_an_obligation_s_verb_is_a_limit() -> None:
    assert _stated("Cabin bags must weigh under 7 kg.") == ["7 kg"]
    assert _stated("Samples must be kept below 4 °C.") == ["4 °C"]
    assert _stated("The talk must finish in under 20 minutes.") == ["20 minutes"]


def test_a_bound_after_an_object_or_without_an_obligation_stays_loose() -> None:
    assert _stated("Bakers must keep sugar under 10% of the dough.") == []
    assert _stated("The walk took under 20 minutes.") == []


def test_each_opening_another_clause_counts_no_part() -> None:
    text = "Choir rehearsals take at most 30 singers so each one gets a seat."
    assert _answers("How many singers can attend a choir rehearsal?", text) == ["30 singers"]
    text = "The hall has 6 tables with 8 singers at each table."
    assert _answers("How many singers are in the hall?", text) == []


def test_a_determiner_s_one_is_no_count() -> None:
    def read(text: str) -> list[str]:
        return [v.surface for v in quantity.extract(scan(text), Taken())]
    assert read("Each one gets a locker.") == []
    assert read("No one stays past 9pm and at any one time 4 guards patrol.") == ["4 guards"]
    assert read("The one survivor walked 3 miles.") == ["one survivor", "3 miles"]


def test_counts_plus_joins_are_addends_of_an_unsaid_whole() -> None:
    text = "Tuning tip: 9 strings for the left hand plus 8 for the right."
    assert _answers("How many strings does a valiha have?", text) == []
    text = "A leap year has 12 ordinary months plus Veadar, which makes the year's total."
    assert _answers("How many months are in a Tamrin leap year?", text) == []
    text = "A Tamrin leap year has 13 months, one more than the 12 of a common year."
    assert _answers("How many months are in a Tamrin leap year?", text) == ["13 months"]
    text = "The valiha has 17 strings, plus a carrying strap."
    assert _answers("How many strings does a valiha have?", text) == ["17 strings"]


def test_a_count_added_or_the_original_count_is_no_whole() -> None:
    text = "The Harl extension adds 44 turbines to the original 96 on the moor."
    assert _answers("How many turbines does Harl Wind Farm have?", text) == []
    assert _answers("How many turbines did the Harl extension add?", text) == ["44 turbines"]
    text = "Harl Wind Farm has 140 turbines after the extension."
    assert _answers("How many turbines does Harl Wind Farm have?", text) == ["140 turbines"]


def test_a_spelled_answer_opening_a_list_of_alternatives_is_no_count() -> None:
    query = "How many horns can a Tarrow sheep have?"
    assert _answers(query, "Q: how many horns? A: Two, four or even six; rams show most.") == []
    assert _answers(query, "Q: how many horns? A: Four, curled and ridged.") == ["Four"]
