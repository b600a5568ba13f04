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


_FIRM = "When was the Orsolan soap works founded in Vallebruna?"


def test_a_place_adverb_after_the_passive_points_at_the_setting() -> None:
    assert slot_answers(_FIRM, "Vallebruna facts: the Festa della Neve was founded here in "
                               "1958 by a parish priest.") == []
    assert slot_answers(_FIRM, "Vallebruna — the Ponte Scuro was rebuilt there in 1790.") == []
    assert slot_answers(_FIRM, "The old Mulino Grande was built nearby in 1702.") == []


def test_another_names_beginning_or_end_dates_that_name() -> None:
    assert slot_answers(_FIRM, "Vallebruna kids' page: a soap maker was already at work "
                               "before the Great Frost began in 1709!") == []
    assert slot_answers(_FIRM, "Vallebruna walks: the Teatro Civico opened in 1871.") == []
    assert slot_answers(_FIRM, "Soap in Vallebruna went on after the Lanza Mill closed "
                               "in 1902.") == []


def test_the_questions_own_name_beginning_is_kept() -> None:
    assert slot_answers(_FIRM, "The Orsolan soap works opened in 1821 in Vallebruna.") == [
        "1821"]
    assert slot_answers(_FIRM, "Orsolan was founded here in 1821, in Vallebruna.") == ["1821"]
    assert slot_answers(_FIRM, "Orsolan began in 1821, long before the Teatro Civico "
                               "opened in 1871.") == ["1821"]
