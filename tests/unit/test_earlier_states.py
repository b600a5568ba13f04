"""Earlier states, other events' dates, differences measured from a later amount, elliptic
contrasts and "only the X" grants: values a sentence gives to something other than the
asked one. The texts are invented."""

from __future__ import annotations

import pytest

from workers.engine import Policy
from workers.engine.asked_clause import answering
from workers.engine.dated_nouns import dates_another_noun, earlier_label
from workers.engine.event_of_question import Event
from workers.engine.fields import clauses
from workers.engine.past_periods import bounded_past, first_state
from workers.engine.reading import read_text
from workers.engine.slots import answer, read_slot
from workers.engine.terms import content_terms
from workers.engine.tied_dates import tied
from workers.engine.values import Value

from .conftest import chunk, event, run

_PAINTED = Event(frozenset({"paint"}), frozenset(), frozenset({"paint", "mural", "orsk"}),
                 close=False, tie=False)


def _date(text: str, surface: str) -> Value:
    start = text.index(surface)
    return Value("date", surface, surface, start, "year")


@pytest.mark.parametrize(
    ("text", "surface", "answers"),
    [("Orsk painted the mural three years before his death in 1911.", "1911", False),
     ("She finished the mural a month after her early birth in 1890.", "1890", False),
     ("Orsk painted the mural in 1908, three years before he died.", "1908", True),
     ("Orsk painted the mural in the year of the town's founding in 1908.", "1908", True)],
)
def test_a_possessed_death_or_birth_dates_itself(text: str, surface: str,
                                                 answers: bool) -> None:
    assert tied(text, _date(text, surface), _PAINTED) is answers


def test_a_death_question_keeps_the_possessed_death() -> None:
    died = Event(frozenset({"#death"}), frozenset(), frozenset({"orsk", "#death"}),
                 close=False, tie=False)
    text = "Orsk painted the mural three years before his death in 1911."
    assert tied(text, _date(text, "1911"), died)


def test_a_beaten_record_is_the_earlier_record() -> None:
    def own(noun: str) -> bool:
        return noun == "record"
    text = "The relay team ran 3:01, breaking the 1994 record by a second."
    at = text.index("1994")
    assert dates_another_noun(text, at, at + 4, own)
    text = "The relay team set the 1994 record in Oslo."
    at = text.index("1994")
    assert not dates_another_noun(text, at, at + 4, own)


def test_a_row_naming_an_earlier_state_dates_it() -> None:
    assert earlier_label("previous record", frozenset({"year", "record"}))
    assert earlier_label("former seat", frozenset())
    assert not earlier_label("record low", frozenset({"record"}))
    assert not earlier_label("previous record", frozenset({"previous", "record"}))  # asked


@pytest.mark.parametrize(
    ("text", "surface", "dropped"),
    [("The choir first sang four carols, then added a fifth for the encore.", "four", True),
     ("The club originally had 12 members and later grew to 30.", "12", True),
     ("The choir first sang four carols.", "four", False),          # nothing changes it
     ("The choir sang four carols, then left.", "four", False)],    # no first state
)
def test_a_first_state_the_sentence_then_changes(text: str, surface: str,
                                                 dropped: bool) -> None:
    start = text.index(surface)
    assert first_state(text, start, start + len(surface)) is dropped
    value = Value("quantity", surface, surface, start, "count", 4.0)
    kept = bounded_past(text, 0, [value], past=True, words=frozenset({"carol"}))
    assert kept == ([] if dropped else [value])
    asked_first = bounded_past(text, 0, [value], past=True, words=frozenset({"first"}))
    assert asked_first == [value]


def test_a_difference_measured_from_an_amount_after_than() -> None:
    slot = read_slot("How long is the lunar cycle at Brell?")
    text = "The lunar cycle at Brell is 40 minutes longer than a 12-hour cycle at sea."
    assert answer(text, 0, read_text(text).values, slot) == []
    text = "The cycle is 40 minutes longer than thought: 12 hours 40 minutes in all."
    assert answer(text, 0, read_text(text).values, slot) != []
    compared = read_slot("How much longer is the lunar cycle at Brell than at sea?")
    text = "The lunar cycle at Brell is 40 minutes longer than a 12-hour cycle at sea."
    assert [v.magnitude for v in answer(text, 0, read_text(text).values, compared)] == [2400]


def _clause(sentence: str, question: str, following: str = "") -> str:
    value = clauses.find(sentence, 0).value
    assert value is not None
    return answering(value, frozenset(content_terms(question)), question, following).display


def test_an_elliptic_contrast_answers_for_its_own_case() -> None:
    first = "Copper kettles from Chile or Peru may be sold at the fair;"
    rest = " those made in Bolivia may not. Stalls open at nine."
    assert _clause(first, "Can Bolivian-made copper kettles be sold at the fair?",
                   rest) == "must not"
    assert _clause(first, "Can Peruvian copper kettles be sold at the fair?", rest) == "may"
    assert _clause(first, "Can Bolivian-made copper kettles be sold at the fair?",
                   " Stalls open at nine.") == "may"  # no contrast follows


def test_only_the_named_parties_may_act() -> None:
    sentence = "Only the bow rower and stroke rower are allowed to steer."
    assert _clause(sentence, "May the cox rower steer the boat?") == "must not"
    assert _clause(sentence, "May the stroke rower steer the boat?") == "may"


def test_an_elliptic_contrast_makes_no_conflict(policy: Policy) -> None:
    query = "Can Bolivian-made copper kettles be sold at the fair?"
    result = run(policy, event(
        query,
        chunk("a", "Copper kettles made in Bolivia may not be sold at the fair.", "team_wiki"),
        chunk("b", "Copper kettles from Chile or Peru may be sold at the fair; those made in "
                   "Bolivia may not.", "team_wiki")))
    assert result.context.status == "clean"
