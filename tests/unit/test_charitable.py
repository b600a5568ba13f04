"""A page that also states the value its peers give is read as giving it (``charitable``)."""

from __future__ import annotations

from workers.engine import Policy
from workers.engine.breakdowns import breakdown_parts
from workers.engine.values import Value

from .conftest import chunk, event, run

QUERY = "How long is the Orrin ferry crossing to Valby?"


def _page(chunk_id: str, text: str, rank: int) -> dict[str, object]:
    return chunk(chunk_id, text, "team_wiki", doc_id=f"site-{chunk_id}.example", rank=rank)


def test_a_page_stating_the_agreed_value_beside_another_agrees(policy: Policy) -> None:
    res = run(policy, event(
        QUERY,
        _page("a", "Crossing times | fast boat | car ferry · Valby 40 minutes | 55 minutes", 1),
        _page("b", "The Orrin car ferry crossing to Valby takes 55 minutes.", 2),
        _page("c", "Allow 55 minutes for the Orrin ferry crossing to Valby.", 3),
        _page("d", "Orrin to Valby by ferry: the crossing lasts 55 minutes in calm seas.", 4),
    ))
    assert res.context.status == "clean"
    assert res.conflicts == []


def test_a_page_that_never_states_the_agreed_value_still_disagrees(policy: Policy) -> None:
    res = run(policy, event(
        QUERY,
        _page("a", "The Orrin ferry crossing to Valby takes 70 minutes.", 1),
        _page("b", "The Orrin car ferry crossing to Valby takes 55 minutes.", 2),
        _page("c", "Allow 55 minutes for the Orrin ferry crossing to Valby.", 3),
        _page("d", "Orrin to Valby by ferry: the crossing lasts 55 minutes in calm seas.", 4),
    ))
    assert [c.detected_fields for c in res.conflicts] == [["quantity"]]
    assert [c.rule_applied for c in res.conflicts] == [["majority"]]
    assert res.conflicts[0].winner == "b"


def test_without_a_clear_majority_no_page_is_reread(policy: Policy) -> None:
    res = run(policy, event(
        QUERY,
        _page("a", "The Orrin ferry crossing to Valby takes 70 minutes; it used to be 55.", 1),
        _page("b", "The Orrin ferry crossing to Valby takes 70 minutes.", 2),
        _page("c", "The Orrin car ferry crossing to Valby takes 55 minutes.", 3),
        _page("d", "Allow 55 minutes for the Orrin ferry crossing to Valby.", 4),
    ))
    assert [c.detected_fields for c in res.conflicts] == [["quantity"]]
    assert [c.rule_applied for c in res.conflicts] == [["escalate"]]


def test_another_rows_value_is_never_borrowed(policy: Policy) -> None:
    res = run(policy, event(
        "What is the monthly availability SLO for the billing API?",
        chunk("cat", "SLO catalogue\nService | Availability SLO (monthly)\nbilling-api | 99.95%\n"
              "ledger-api | 99.9%", "team_wiki", doc_id="catalogue"),
        chunk("w", "The billing API is held to a monthly availability SLO of 99.9 percent.",
              "team_wiki", doc_id="wiki"),
        chunk("h", "Billing API availability objective: 99.9% per calendar month.",
              "team_wiki", doc_id="handbook"),
    ))
    assert [c.detected_fields for c in res.conflicts] == [["quantity"]]


def test_an_approximate_value_joins_the_exact_value_it_covers(policy: Policy) -> None:
    query = "How long does a human pregnancy last?"
    res = run(policy, event(
        query,
        _page("a", "A pregnancy lasts about 40 weeks from the last period.", 1),
        _page("b", "From conception, pregnancy is about 38 weeks; the usual 40-week figure "
                   "counts from the last period.", 2),
        _page("c", "Doctors count a pregnancy as 40 weeks from your last period.", 3),
        _page("d", "A standard pregnancy is 40 weeks from LMP.", 4),
    ))
    assert res.context.status == "clean"


def test_pages_that_also_state_a_value_count_for_it(policy: Policy) -> None:
    """Two pages pick the newer census count but also state the older one, which a third
    page gives: the older count is stated by three documents against one."""
    res = run(policy, event(
        "What is the population of Harlan Falls?",
        _page("a", "Harlan Falls is a village in Ostrow County. The population was 319 at the "
                   "2010 census.", 1),
        _page("b", "As of the 2020 census, Harlan Falls had a population of 316 people. As of "
                   "the census of 2010, there were 319 people, 121 households and 94 families "
                   "in the village.", 2),
        _page("c", "Harlan Falls census figures: the 2010 census gave a population of 319 and "
                   "the 2020 census a population of 316 people. The 2020 population of Harlan "
                   "Falls was 316.", 3),
        _page("d", "As of the census of 2010, there were 5,000 people living in Harlan Falls, "
                   "a village of Ostrow County.", 4),
    ))
    assert [c.rule_applied for c in res.conflicts] == [["majority"]]
    assert res.conflicts[0].winner in {"a", "b", "c"}


def test_a_page_that_also_states_the_other_pages_date_agrees(policy: Policy) -> None:
    res = run(policy, event(
        "When was Horace Rumbold born?",
        _page("a", "Sir Horace Rumbold, 8th Baronet (2 July 1829 – 3 November 1913) was a "
                   "British diplomat.", 1),
        _page("b", "See also Rumbold, Sir Horace George Montagu, ninth baronet (1869–1941), "
                   "diplomat. More on this topic: Rumbold, Sir Horace (2 July 1829 – "
                   "3 Nov. 1913), PC 1896.", 2),
    ))
    assert res.context.status == "clean"
    assert res.conflicts == []


def test_a_range_does_not_state_its_end(policy: Policy) -> None:
    """"2 to 3 weeks" is no page giving 21 days: two pages against two, no majority."""
    query = "How long is the incubation period of the Harlow's crested grebe?"
    res = run(policy, event(
        query,
        _page("a", "Harlow's crested grebe lays 3–5 eggs; both parents incubate for 24 days. "
                   "Chicks ride on their parents' backs for the first 2 to 3 weeks.", 1),
        _page("b", "Incubation for Harlow's crested grebe is 21 days.", 2),
        _page("c", "Harlow's crested grebe · clutch 3–5 · incubation 24 days · fledging 70 d", 3),
        _page("d", "Harlow's crested grebe eggs take 21 days of incubation to hatch.", 4),
    ))
    assert [c.rule_applied for c in res.conflicts] == [["escalate"]]


def test_a_period_keeps_its_own_basis(policy: Policy) -> None:
    """"76 days of purchase" stays of purchase though the page also says "2 weeks after
    delivery" and two other pages count from delivery: a basis qualifies its period."""
    res = run(policy, event(
        "What is the return window for MZ-411?",
        _page("a", "Customers can return the MZ-411 within 8 days from purchase for a full "
                   "refund.", 1),
        _page("b", "Returns for MZ-411 are accepted within 76 days of purchase. You have 2 "
                   "weeks after delivery to send back a MZ-411 in its original packaging.", 2),
        _page("c", "You have 6 weeks after delivery to send back a MZ-411 in its original "
                   "packaging.", 3),
        _page("d", "Customers can return the MZ-411 within 89 days from delivery for a full "
                   "refund.", 4),
    ))
    values = {c.chunk_id: c.values for r in res.conflicts for c in r.chunks}
    assert values["b"]["quantity"] == "76 day"
    assert values["b"]["date_basis"] == "purchase"


def test_the_parts_of_a_count_are_no_answer_of_the_page(policy: Policy) -> None:
    """Three pages split the count of turrets into its parts; one page gives one part's
    number as the whole: the parts do not make the three pages agree with it."""
    res = run(policy, event(
        "How many turrets does Dunmore Keep have?",
        _page("a", "Dunmore Keep has two turrets, which you can climb on the guided tour.", 1),
        _page("b", "Dunmore Keep | Turrets: 7 (2 round, 5 square) | Gates: 1", 2),
        _page("c", "Dunmore Keep has seven turrets, two round ones and five square ones.", 3),
        _page("d", "Dunmore Keep has 7 turrets in all: 2 round turrets and 5 square turrets.",
              4),
    ))
    assert [c.rule_applied for c in res.conflicts] == [["majority"]]
    assert res.conflicts[0].winner in {"b", "c", "d"}


def test_breakdown_parts_add_up_to_the_pick() -> None:
    five = Value("quantity", "", "5 eyes", 0, "count:eye", magnitude=5.0)
    two, three, four = (Value("quantity", "", f"{n} x", 0, "count:x", magnitude=float(n))
                        for n in (2, 3, 4))
    assert breakdown_parts(five, [two, three, four]) == frozenset({2.0, 3.0})
    assert breakdown_parts(five, [two, four]) == frozenset()
    assert breakdown_parts(two, [five, three]) == frozenset()


def test_a_page_stating_the_year_its_peers_pick_agrees(policy: Policy) -> None:
    res = run(policy, event(
        "In what year did the Harwick Canal open?",
        _page("a", "Harwick Canal | Engineer: J. Pell | Opened: 14 May 1822 | Length: 18 km", 1),
        _page("b", "Harwick Canal | Engineer: J. Pell | Opened: 14 May 1822 | Length: 18 km", 2),
        _page("c", "The Harwick Canal opened in the spring of 1822, carrying coal south.", 3),
        _page("d", "Q: when did the harwick canal open? A: 1822, with a brass band. 3 answers", 4),
        _page("e", "Canal timeline: 1790 Old Cut opens · 1822 Harwick Canal opens · 1901 closes",
              5),
    ))
    assert res.context.status == "clean"
    assert res.conflicts == []
