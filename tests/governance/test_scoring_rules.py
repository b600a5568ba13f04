"""Each scoring rule of ``resolver eval`` on small hand-made sets whose scores are known."""

from __future__ import annotations

from typing import Any

import pytest

from tests.governance.builders import archived, chunk, label, labelled_event, predicted
from workers.governance.breakdown import breakdown
from workers.governance.citations import contains_value, score_citations
from workers.governance.floors import GateError, breaches, parse_gate
from workers.governance.review_time import nearest_rank, review_time
from workers.governance.scoring import EventResult, score

# e1: a real conflict {a, b} found and attributed right, plus a false alarm {c, d};
# e2: a real conflict {x, y} missed; e3: a real conflict {p, q} found with the wrong winner.
E1 = labelled_event("e1", [chunk("a"), chunk("b", "support_email"), chunk("c", "team_wiki"),
                           chunk("d")], [label(["a", "b"], ["quantity"], winner="a")])
E2 = labelled_event("e2", [chunk("x"), chunk("y", "runbook")],
                    [label(["x", "y"], ["date"], winner="y", strategy="newest_version",
                           rules=("newest_version",))])
E3 = labelled_event("e3", [chunk("p"), chunk("q")], [label(["p", "q"], ["money"], winner="p")])
EVENTS = [E1, E2, E3]
RESULTS = {
    "e1": EventResult("resolved", (predicted(E1, ["a", "b"], ["quantity"], winner="a"),
                                   predicted(E1, ["c", "d"], ["quantity"], winner="c"))),
    "e2": EventResult("clean", ()),
    "e3": EventResult("resolved", (predicted(E3, ["p", "q"], ["money"], winner="q"),)),
}


def test_miss_rate_counts_real_conflicts_passed_through() -> None:
    overall = breakdown(EVENTS, RESULTS).overall.rates()
    assert (overall["expected_conflicts"], overall["missed_conflicts"]) == (3, 1)
    assert overall["miss_rate"] == pytest.approx(1 / 3)


def test_false_positive_rate_counts_harmless_chunk_pairs_flagged() -> None:
    overall = breakdown(EVENTS, RESULTS).overall.rates()
    # e1 has 6 pairs, {a, b} is the real one: 5 harmless, {c, d} flagged; e2, e3 have none.
    assert (overall["harmless_pairs"], overall["flagged_harmless_pairs"]) == (5, 1)
    assert overall["false_positive_rate"] == pytest.approx(0.2)
    assert overall["false_alarms"] == 1


def test_rule_attribution_and_winner_accuracy_are_over_matched_conflicts() -> None:
    overall = breakdown(EVENTS, RESULTS).overall.rates()
    assert overall["matched_conflicts"] == 2
    assert overall["attribution_accuracy"] == 0.5
    assert overall["winner_accuracy"] == 0.5
    report = score(EVENTS, RESULTS)
    assert (report.attribution_accuracy, report.winner_accuracy) == (0.5, 0.5)
    assert 1 - report.detection_recall == pytest.approx(overall["miss_rate"])


def test_rates_per_field_type_strategy_and_document_class() -> None:
    rates = breakdown(EVENTS, RESULTS).as_dict()
    per_field = rates["per_field_type"]
    assert per_field["date"]["miss_rate"] == 1.0
    assert per_field["money"]["attribution_accuracy"] == 0.0
    assert per_field["quantity"]["false_alarms"] == 1
    assert per_field["quantity"]["false_positive_rate"] == pytest.approx(1 / 5)
    assert rates["per_strategy"]["newest_version"]["miss_rate"] == 1.0
    assert rates["per_strategy"]["rule_chain"]["miss_rate"] == 0.0
    per_class = rates["per_doc_class"]
    # harmless pairs of e1 with a policy chunk: ac, ad, bd, cd (cd flagged); team_wiki:
    # ac, bc, cd; support_email: bc, bd.
    assert per_class["policy"]["false_positive_rate"] == pytest.approx(1 / 4)
    assert per_class["team_wiki"]["false_positive_rate"] == pytest.approx(1 / 3)
    assert per_class["support_email"]["false_positive_rate"] == 0.0
    assert per_class["runbook"]["miss_rate"] == 1.0


def test_a_perfect_result_scores_zero_rates_and_full_accuracy() -> None:
    perfect = {"e3": EventResult("resolved", (predicted(E3, ["p", "q"], ["money"], "p"),))}
    overall = breakdown([E3], perfect).overall.rates()
    assert (overall["miss_rate"], overall["false_positive_rate"]) == (0.0, 0.0)
    assert (overall["attribution_accuracy"], overall["winner_accuracy"]) == (1.0, 1.0)


# ------------------------------------------------------------------------ citation fidelity

RULE = "Returns are accepted within 30 days of delivery."
OTHER = "Gift cards cannot be returned."
C_EVENT = labelled_event(
    "c1",
    [chunk("win", text=f"{RULE} {OTHER}"), chunk("lose", "support_email",
                                                  text="You have 2 weeks to return it.")],
    [label(["win", "lose"], ["quantity"], winner="win")],
)


def _field(chunk_id: str, snippet: str, value: str = "30 day") -> dict[str, Any]:
    return {"entity_key": "return-window", "field": "quantity", "value": value,
            "chunk_id": chunk_id, "snippet": snippet}


def _cite(*fields: dict[str, Any]) -> Any:
    record = predicted(C_EVENT, ["win", "lose"], ["quantity"], winner="win",
                       key="return-window")
    return score_citations([C_EVENT], {"c1": {"resolved_fields": list(fields)}},
                           {"c1": [record]})


def test_contains_value_literally_or_after_normalisation() -> None:
    assert contains_value(RULE, "quantity", "30 day")  # literally, case-insensitive prefix
    assert contains_value("You have 2 weeks to return it.", "quantity", "14 day")
    assert contains_value("The fee is $42.00 per seat.", "money", "42.00 USD per seat")
    assert not contains_value(OTHER, "quantity", "30 day")
    assert not contains_value("Returns within 31 days.", "quantity", "30 day")


def test_a_faithful_citation() -> None:
    result = _cite(_field("win", RULE))
    assert result.outcomes == {"faithful": 1, "value_missing": 0, "wrong_citation": 0, "both": 0}
    assert (result.fidelity, result.wrong_citation_rate) == (1.0, 0.0)


def test_a_citation_that_does_not_contain_its_value_is_its_own_failure() -> None:
    result = _cite(_field("win", OTHER))  # right chunk, verbatim, but no 30 days in it
    assert result.outcomes["value_missing"] == 1
    assert (result.fidelity, result.wrong_citation_rate) == (0.0, 0.0)
    assert "does not state '30 day'" in result.failures[0].reason


def test_a_wrong_citation_that_contains_its_value() -> None:
    result = _cite(_field("lose", "You have 2 weeks to return it.", value="14 day"))
    assert result.outcomes["wrong_citation"] == 1
    assert (result.fidelity, result.wrong_citation_rate) == (1.0, 1.0)
    assert "labelled winner is 'win'" in result.failures[0].reason


def test_a_snippet_that_is_not_text_of_its_chunk_is_a_wrong_citation() -> None:
    result = _cite(_field("win", "Returns are accepted within 30 days."),
                   _field("win", "Nothing here.", value="30 day"))
    assert result.outcomes == {"faithful": 0, "value_missing": 0, "wrong_citation": 1,
                               "both": 1}
    assert result.fidelity == 0.5
    assert result.per_field_type["quantity"]["both"] == 1


# ------------------------------------------------------------------- time to reviewer decision


def _reviewed(conflict_id: str, decided_at: str | None, owner: str = "kb") -> Any:
    return archived(conflict_id, "k", [("a", "policy", "primary"), ("b", "policy", "primary")],
                    owner=owner, status="reviewed" if decided_at else "escalated",
                    created_at="2026-11-01T10:00:00Z", decided_at=decided_at,
                    decision="accept_neither" if decided_at else None)


def test_time_to_reviewer_decision_median_and_p90() -> None:
    records = [
        _reviewed("r1", "2026-11-01T11:00:00Z"),  # 1 h
        _reviewed("r2", "2026-11-01T12:00:00Z", owner="sec"),  # 2 h
        _reviewed("r3", "2026-11-01T10:30:00Z"),  # 30 min
        _reviewed("open", None),  # not decided: not a wait
        _reviewed("bad", "2026-10-31T10:00:00Z"),  # decided before created: untimed
    ]
    result = review_time(records)
    assert sorted(result.overall.seconds) == [1800.0, 3600.0, 7200.0]
    assert (result.overall.median, result.overall.p90) == (3600.0, 7200.0)
    assert result.untimed == 1
    assert result.per_owner["kb"].median == pytest.approx(2700.0)
    assert nearest_rank([float(n) for n in range(1, 11)], 0.9) == 9.0


# ----------------------------------------------------------------------------------- gates


def test_gates_floors_ceilings_and_their_mistakes() -> None:
    figures = {"h1": {"detection_recall": 0.861, "miss_rate": 0.139},
               "h2": {"detection_recall": 1.0, "miss_rate": 0.0}}
    floor = parse_gate("detection_recall=0.9", upper=False)
    only_h2 = parse_gate("h2:detection_recall=1", upper=False)
    ceiling = parse_gate("miss_rate=0.1", upper=True)
    failed, unknown = breaches([floor, only_h2, ceiling], figures)
    assert [(b.set_name, b.gate.metric) for b in failed] == [
        ("h1", "detection_recall"), ("h1", "miss_rate")]
    assert unknown == []
    assert breaches([parse_gate("h9:miss_rate=0", upper=True)], figures)[1]
    exact = breaches([parse_gate("detection_recall=0.861", upper=False)],
                     {"h": {"detection_recall": 31 / 36}})
    assert exact == ([], [])  # a floor copied from the printed figure holds
    own = parse_gate("h1:miss_rate=0.2", upper=True)  # h1's own ceiling replaces the shared one
    assert breaches([ceiling, own], figures) == ([], [])
    assert [b.set_name for b in breaches([ceiling, own], {**figures, "h3": {"miss_rate": 0.15}})[0]
            ] == ["h3"]
    for text, upper in (("miss_rate=0.1", False), ("detection_recall=0.9", True),
                        ("recall=0.9", False), ("detection_recall", False),
                        ("detection_recall=high", False)):
        with pytest.raises(GateError):
            parse_gate(text, upper=upper)


def test_event_level_flags_need_no_exact_membership() -> None:
    """An agreeing event that comes out resolved is flagged; a disagreeing event counts as
    caught whenever it comes out not clean, whatever its conflicts' members."""
    agreeing = [labelled_event(f"c{n}", [chunk("a"), chunk("b")], []) for n in range(4)]
    results = {
        "c0": EventResult("clean", ()),
        "c1": EventResult("resolved", (predicted(agreeing[1], ["a", "b"], ["quantity"], "a"),)),
        "c2": EventResult("clean", ()),
        "c3": EventResult("clean", ()),
        # e1 comes out escalated with the wrong members: caught, not matched; e2 clean: missed
        "e1": EventResult("escalated", (predicted(E1, ["c", "d"], ["quantity"]),)),
        "e2": EventResult("clean", ()),
    }
    report = score([*agreeing, E1, E2], results)
    assert (report.agreeing, report.agreeing_flagged) == (4, 1)
    assert report.agreeing_flagged_rate == 0.25
    assert (report.disagreeing, report.disagreeing_caught) == (2, 1)
    assert report.disagreeing_caught_rate == 0.5
    assert report.detection_recall == 0.0
    assert "agreeing flagged 0.250 (1/4 labelled clean, not clean)" in report.summary_lines()[-1]
