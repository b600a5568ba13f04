"""Clauses in web snippets: "illegal", notices ("No right on red unless posted"), and
exceptions worded differently."""

from __future__ import annotations

import pytest

from workers.engine import Policy
from workers.engine.fields import clauses
from workers.engine.values import Value, differs

from .conftest import chunk, event, run


def _clause(sentence: str) -> Value:
    value = clauses.find(sentence, 0).value
    assert value is not None
    return value


@pytest.mark.parametrize(
    ("sentence", "shown"),
    [("In NYC turning right on red is illegal unless there's a sign.",
      "must not [unless there's a sign]"),
     ("Fireworks are banned in the park.", "must not"),
     ("1) No right on red unless posted.", "must not [unless posted]"),
     ("No refunds except for faulty goods.", "must not [except for faulty goods]"),
     ("Rules: no dogs without a lead.", "must not [without a lead]"),
     ("Even the mayor was told: no canoe may be hired after dusk.", "must not"),
     ("Lake Orrin: members only, no fishing", "must not"),
     ("Once people swam in the quarry, but now nobody is allowed to swim there.", "must not"),
     ("Nobody may light a fire on the heath.", "must not"),
     # "neither", "nor" or "none" before a modal denies it to each
     ("Re: spring vs well — neither can be bottled as mineral water.", "must not"),
     ("It is not sold, nor may it be given away.", "must not"),
     ("None of them may enter the keep.", "must not"),
     ("Either may enter the keep.", "may"),
     ("Since the landslide no-one is permitted on the cliff path.", "must not"),
     ("No fishing.", "must not"),
     # a plural act or thing denied by a notice, perhaps with its place or time
     ("No deliveries on Sundays; the depot is shut.", "must not"),
     ("Harbour rules: no barbecues on the quay.", "must not"),
     # a business saying what it accepts permits it, as "are accepted" does
     ("Since March we now accept card payments at the kiosk.", "may"),
     ("We do not accept card payments at the kiosk.", "must not")],
)
def test_prohibitions_in_plain_words(sentence: str, shown: str) -> None:
    assert _clause(sentence).display == shown


@pytest.mark.parametrize(
    "sentence",
    ["Submit it no later than 5 days unless agreed.", "No more than 3 guests unless booked.",
     "A: No. See the rules.", "There is no building on the island, and guests may camp.",
     "No minimum term.", "No tickets were sold on the day.", "Customers who accept the terms "
     "get a code."],
)
def test_no_that_is_no_notice(sentence: str) -> None:
    value = clauses.find(sentence, 0).value
    assert value is None or not value.display.startswith("must not")


def test_rules_of_one_polarity_with_differently_worded_exceptions_agree() -> None:
    a = _clause("You may not turn right on red unless a sign permits it.")
    b = _clause("No right on red unless posted.")
    c = _clause("Turning right on red is prohibited unless a sign allows it.")
    assert not differs(a, b, 0.0)
    assert not differs(a, c, 0.0)


def test_exceptions_do_not_hide_other_differences() -> None:
    without = _clause("You may not turn right on red.")
    excepted = _clause("You may not turn right on red unless a sign permits it.")
    permitted = _clause("You may turn right on red unless a sign prohibits it.")
    conditioned = _clause("You may not turn right on red if a child is aboard, unless posted.")
    assert differs(without, excepted, 0.0)
    assert differs(excepted, permitted, 0.0)
    assert differs(excepted, conditioned, 0.0)


def test_a_yes_no_question_answered_no_by_every_page_is_clean(policy: Policy) -> None:
    query = "Can you turn right on red in Kessing City?"
    agree = run(policy, event(
        query,
        chunk("a", "In Kessing City you may not turn right on a red light unless a sign permits"
              " it.", "team_wiki"),
        chunk("b", "A: No. In Kessing City turning right on red is illegal unless there's a sign"
              " saying it's allowed.", "team_wiki"),
        chunk("c", "Driving in Kessing City: 1) No right on red unless posted.", "team_wiki")))
    assert agree.context.status == "clean"
    disagree = run(policy, event(
        query,
        chunk("a", "In Kessing City you may not turn right on a red light unless a sign permits"
              " it.", "team_wiki"),
        chunk("b", "In Kessing City you may turn right on red after a full stop.", "team_wiki")))
    assert [c.detected_fields for c in disagree.conflicts] == [["clause"]]


@pytest.mark.parametrize(
    "sentence",
    ["Visitors must never feed the swans.", "Chocolate, which cats should never get, is toxic.",
     "Tenants shall never sublet the flat.", "A learner driver can never drive alone."],
)
def test_a_modal_that_never_follows_prohibits(sentence: str) -> None:
    assert _clause(sentence).display == "must not"


def test_never_after_a_modal_agrees_with_must_not() -> None:
    assert not differs(_clause("Hikers must never light fires here."),
                       _clause("Hikers must not light fires here."), 0.0)


def test_a_condition_before_a_coordinated_clause_is_not_its_rules() -> None:
    # The height is the permission's condition ("Yes, if …"); the adult is required
    # unconditionally, as "children must be …, under 12 with an adult" says it.
    said = _clause("Yes, if they're at least 42 inches (107 cm) tall, and an adult has to go "
                   "with under-12s.")
    assert said.display == "must"
    assert not differs(said, _clause("Children must be at least 42 in tall, under 12 with an "
                                     "adult."), 0.0)
    assert _clause("If the seal is broken, returns are not accepted.").display \
        == "must not [if the seal is broken]"
    assert _clause("If it rains, the gate must stay shut.").display == "must [if it rains]"


@pytest.mark.parametrize(
    "sentence",
    [
        "Children may climb if at least 42 inches (107 cm) tall.",
        "Children may climb if they are at least 42 in tall.",
        "Children may climb if at least 107 cm tall.",
        "Children may climb if at least 3.5 ft tall.",
    ],
)
def test_one_condition_in_other_units_is_one_condition(sentence: str) -> None:
    assert not differs(_clause(sentence), _clause("Children may climb if at least 42 inches "
                                                  "tall."), 0.0)


def test_a_condition_of_another_measure_differs() -> None:
    assert differs(_clause("Children may climb if at least 43 inches tall."),
                   _clause("Children may climb if at least 42 inches tall."), 0.0)
    assert _clause("You may park if 2 in a row.").display == "may [if 2 in a row]"


def test_no_said_many_ways_agrees(policy: Policy) -> None:
    res = run(policy, event(
        "Can visitors hire canoes at Orrin Lake?",
        chunk("a", "Orrin Lake | Access: footpath only | Canoes: may not be hired", "team_wiki"),
        chunk("b", "Re: boating — sorry, no canoe may be hired at Orrin Lake, not even by "
                   "members.", "team_wiki"),
        chunk("c", "Lakes compared: Orrin Lake, footpath only, no hiring · most valley lakes, "
                   "visitors may hire canoes", "team_wiki"),
        chunk("d", "Orrin Lake has never hired out a canoe to visitors.", "team_wiki")))
    assert res.context.status == "clean"


def test_a_notice_naming_the_asked_act_by_its_noun_rules_on_it(policy: Policy) -> None:
    """"No installations …" shares no word with "Can tenants install …?" but names its act
    as a noun ("installation" of "install"): its prohibition meets the other text's
    permission."""
    ev = event("Can tenants install satellite dishes on their balconies?",
               chunk("a", "Satellite dishes on balconies are permitted with the landlord's "
                          "consent.", source_tier="primary"),
               chunk("b", "No installations on the building; the roof mast serves every flat.",
                     source_tier="primary"))
    assert [{c.chunk_id for c in r.chunks} for r in run(policy, ev).conflicts] == [{"a", "b"}]


def test_a_derived_noun_is_read_only_from_the_asked_word() -> None:
    from workers.engine.claim_attributes import derives_asked

    asked = frozenset({"install", "cancel", "renew"})
    assert derives_asked(frozenset({"installation"}), asked)
    assert derives_asked(frozenset({"cancellation"}), asked)
    assert derives_asked(frozenset({"renewal"}), asked)
    assert not derives_asked(frozenset({"installer", "renewed"}), asked)


@pytest.mark.parametrize(
    ("sentence", "shown"),
    [("Took my drill through the gate twice, the guard never looked up.", None),
     ("I never checked a bag on that route.", None),
     ("Walkers never light fires on the fell.", "must not"),
     ("Bikes never allowed on the towpath.", "must not"),
     ("Dogs are never walked on the lawn.", "must not"),
     ("The marina has never hired out a dinghy.", "must not")],
)
def test_never_before_a_past_verb_tells_what_happened(sentence: str, shown: str | None) -> None:
    value = clauses.find(sentence, 0).value
    assert (value.display if value is not None else None) == shown
