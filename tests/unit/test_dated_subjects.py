"""A date a clause gives its own subject, when that subject is another thing's name."""

from workers.engine import Policy

from .conftest import chunk, conflict_sets, slot_answers

_Q = "In what year was the Kestle lighthouse at Wendham built?"


def test_another_named_subjects_date_answers_nothing() -> None:
    assert slot_answers(_Q, "Wendham harbour walk, 2 hours; the old Customs House was built "
                            "1790–1794.") == []
    assert slot_answers(_Q, "Wendham harbour walk: the Harbour Baths were built in 1911.") == []


def test_the_questions_own_subject_and_an_agent_after_the_verb_stay() -> None:
    assert slot_answers(_Q, "The Kestle lighthouse at Wendham was built in 1859.") == ["1859"]
    assert slot_answers(_Q, "Wendham's light was built by Ada Moss in 1859.") == ["1859"]


def test_no_conflict_from_another_buildings_date(policy: Policy) -> None:
    assert conflict_sets(
        policy, _Q,
        chunk("a", "Kestle lighthouse | Wendham | Built: 1859", "team_wiki"),
        chunk("b", "The Kestle lighthouse at Wendham was built in 1859.", "team_wiki"),
        chunk("c", "Wendham harbour walk, 2 hours, £12; the old Customs House was built "
              "1790–1794.", "team_wiki"),
    ) == []


def test_a_subject_in_capitals_may_be_the_questions_initialism() -> None:
    assert slot_answers("In what year was the Wendham Kestle Lighthouse Trust built?",
                        "Re: trusts — the WKLT was built in 1890, long before the rest.") == [
        "1890"]
