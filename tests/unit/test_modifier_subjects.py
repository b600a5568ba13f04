"""A subject that puts the question's noun before a head of its own is another thing."""

import pytest

from workers.engine import Policy
from workers.engine.modifier_subjects import modified_subject

from .conftest import chunk, claim_subjects, conflict_sets

QUERY = "How much is the family season pass at Harrowmere for 2027?"


@pytest.mark.parametrize(("text", "head"), [
    ("Hi Dana, a lost pass replacement is £5 at the kiosk.", "subject:replacement"),
    ("Season pass parking is £2 a day.", "subject:park"),
    ("3.2 The pass lanyard is £1.50 in the shop.", "subject:lanyard"),
])
def test_the_questions_noun_as_a_modifier(text: str, head: str) -> None:
    assert modified_subject(text, QUERY) == head


@pytest.mark.parametrize("text", [
    "The family pass is £180 for the season.",  # the question's own head
    "Your pass allowance is two guests a visit.",  # an amount of the modifier
    "Season pass price is £180.",  # an attribute's name as head
    "Passes cost £180.",  # no auxiliary verb
    "Hi Dana, the pass is £180 this year.",  # one word: no modifier
])
def test_the_questions_own_subject_stays(text: str) -> None:
    assert modified_subject(text, QUERY) == ""


def test_a_noun_the_question_ends_with_is_no_phrase_end() -> None:
    assert modified_subject("Search API calls are throttled at 900 a minute.",
                            "What is the rate limit for the Search API?") == ""
    assert modified_subject("First timers can fly up to 110 kilograms.",
                            "What is the maximum weight for a first-time flight at Skyfall?") == ""


def test_a_modified_subject_joins_no_conflict(policy: Policy) -> None:
    assert conflict_sets(
        policy, QUERY,
        chunk("a", "The family season pass for 2027 is £180.", "price_sheet",
              source_tier="primary"),
        chunk("b", "Q: What does the family pass cost? A: £180 for the 2027 season.",
              "team_wiki", source_tier="secondary"),
        chunk("c", "Hi Dana, a lost pass replacement is £5 at the kiosk.", "support_email",
              source_tier="tertiary"),
    ) == []


def test_a_duration_questions_process_head_stays_on_topic() -> None:
    """How long a licence takes: "Licence applications are processed within 3 weeks" tells the
    asked process under a head of its own, not another thing (read for measures and amounts
    only)."""
    asked = "How long does the office take to process a licence for a market stall?"
    said = "Stall licence applications are decided within 3 weeks of a complete form."
    [(subject, values)] = claim_subjects(asked, said)
    assert subject == "" and "21 day" in values
