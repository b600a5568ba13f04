"""A headed line of "Name value" pairs gives each value to the name before it."""

from workers.engine import Policy
from workers.engine.named_pairs import other_labelled_value, other_pair_value

from .conftest import chunk, conflict_sets, web_conflict_sets

_LINE = "Bells by tower: Norrby 8, Kestle 6, Wendham 12"


def test_a_value_paired_with_another_name_is_that_names() -> None:
    assert other_pair_value(_LINE, _LINE.index("8"), frozenset({"ashcombe"}))
    assert other_pair_value(_LINE, _LINE.index("6"), frozenset({"norrby"}))
    assert not other_pair_value(_LINE, _LINE.index("8"), frozenset({"norrby"}))
    units = "Tallest masts: Brennholt 212 m, Oska Hill 180 m and Tarn Rigg 155 m"
    assert other_pair_value(units, units.index("180"), frozenset({"vell"}))


def test_prose_short_lists_and_unnamed_pairs_are_left_alone() -> None:
    own = frozenset({"ashcombe"})
    assert not other_pair_value("Bells by tower: Norrby 8, Kestle 6", 23, own)  # two pairs
    prose = "Bells by tower: most have 8, some have 6, a few 12"
    assert not other_pair_value(prose, prose.index("8"), own)
    no_heading = "Norrby 8, Kestle 6, Wendham 12"
    assert not other_pair_value(no_heading, no_heading.index("8"), own)
    assert not other_pair_value(_LINE, _LINE.index("8"), frozenset())


def test_another_names_pair_makes_no_conflict(policy: Policy) -> None:
    assert conflict_sets(
        policy, "How many bells hang in the tower of Ashcombe church?",
        chunk("a", "Ashcombe church | Tower: 1420 | Bells: 10", "team_wiki"),
        chunk("b", "The tower of Ashcombe church holds 10 bells.", "team_wiki"),
        chunk("c", "Bells by tower: Norrby 8, Kestle 6, Wendham 12", "team_wiki"),
    ) == []


_FEES = "Fees from 1 May 2027: puppy £150, adult dog £120, bonded pair £210. All are chipped."


def test_a_lower_case_label_the_question_does_not_name_owns_its_value() -> None:
    question = "What is the fee for an adult dog?"
    assert other_labelled_value(_FEES, _FEES.index("£150"), question)
    assert not other_labelled_value(_FEES, _FEES.index("£120"), question)
    assert other_labelled_value(_FEES, _FEES.index("£210"), question)
    # no label picked out, or two: every value stays
    assert not other_labelled_value(_FEES, _FEES.index("£150"), "What is the fee for a cat?")
    assert not other_labelled_value(_FEES, _FEES.index("£150"), "Fee for a puppy or adult dog?")
    prose = "Fees: a puppy costs £150, and an adult dog £120 or a pair £210."
    assert not other_labelled_value(prose, prose.index("£150"), question)


def test_another_labels_value_makes_no_conflict(policy: Policy) -> None:
    assert web_conflict_sets(
        policy, "What is the adoption fee for an adult dog at Orrin Rescue?",
        "Orrin Rescue adoption fees from 1 May 2027: puppy £150, adult dog £120, bonded pair "
        "£210. All are chipped.",
        "Hi Sam, the Orrin Rescue adoption fee for an adult dog is £120. Thanks, Adoptions",
    ) == []
