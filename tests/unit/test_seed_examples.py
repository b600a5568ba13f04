"""The worked examples the stage was designed around (the demo scenarios), each as a test."""

from __future__ import annotations

from workers.engine import Policy

from .conftest import chunk, event, run


def test_thirty_days_of_delivery_against_fourteen_days_of_purchase(policy: Policy) -> None:
    res = run(policy, event(
        "What is the return window for PB-441?",
        chunk("c_1021", "Returns accepted within 30 days of delivery.", "policy",
              source_tier="primary", effective_date="2024-11-01", doc_id="returns-policy"),
        chunk("c_2388", "Returns accepted within 14 days of purchase.", "support_email",
              source_tier="secondary", doc_id="support-mail-77"),
    ))
    (record,) = res.conflicts
    assert record.detected_fields == ["quantity", "date_basis"]
    assert record.strategy == "rule_chain"
    assert record.rule_applied == ["authoritative_source"]
    assert record.category == "authority"
    assert record.winner == "c_1021"
    assert record.status == "auto_resolved"
    assert record.entity_key == "item:PB441 return-window"
    assert [c.verbatim for c in record.chunks] == [
        "Returns accepted within 30 days of delivery.",
        "Returns accepted within 14 days of purchase.",
    ]
    ctx = res.context
    assert ctx.status == "resolved"
    assert [p["chunk_id"] for p in ctx.passages] == ["c_1021"]
    assert [(d.chunk_id, d.reason) for d in ctx.dropped] == [("c_2388", "authoritative_source")]
    fields = {(f.field, f.value) for f in ctx.resolved_fields}
    assert fields == {("quantity", "30 day"), ("date_basis", "delivery")}
    for field in ctx.resolved_fields:
        assert field.snippet in "Returns accepted within 30 days of delivery."


def test_same_number_different_basis_is_still_flagged(policy: Policy) -> None:
    res = run(policy, event(
        "Return window?",
        chunk("a", "Returns accepted within 14 days of delivery.", source_tier="primary"),
        chunk("b", "Returns accepted within 14 days of purchase.", source_tier="secondary"),
    ))
    assert [r.detected_fields for r in res.conflicts] == [["date_basis"]]


def test_price_per_seat_outside_one_percent_tolerance(policy: Policy) -> None:
    res = run(policy, event(
        "What does a Pro seat cost?",
        chunk("a", "Pro plan: 42.00 per seat, billed monthly.", "price_sheet",
              source_tier="primary", effective_date="2025-03-01"),
        chunk("b", "Pro plan: 37.50 per seat for partners.", "partner_deck",
              source_tier="secondary"),
    ))
    (record,) = res.conflicts
    assert record.detected_fields == ["money"]
    assert record.rule_applied == ["authoritative_source"]
    assert record.winner == "a"
    assert res.context.resolved_fields[0].value == "42.00 per seat"


def test_price_within_tolerance_is_no_conflict(policy: Policy) -> None:
    res = run(policy, event(
        "Seat price?",
        chunk("a", "Pro plan: $42.00 per seat.", "price_sheet"),
        chunk("b", "Pro plan: $42.20 per seat.", "partner_deck"),
    ))
    assert res.conflicts == []
    assert res.context.status == "clean"


def test_contractor_access_security_standard_escalates(policy: Policy) -> None:
    res = run(policy, event(
        "Can contractors access the production database?",
        chunk("a", "Contractors may access production databases with manager approval.",
              "policy", source_tier="primary", effective_date="2022-03-01",
              doc_id="onboarding-policy-2022"),
        chunk("b", "Contractors must not access production databases.", "security_standard",
              source_tier="primary", effective_date="2024-01-15", doc_id="security-standard-2024"),
    ))
    (record,) = res.conflicts
    assert record.detected_fields == ["clause"]
    assert record.strategy == "escalate"
    assert record.status == "escalated"
    assert record.category == "unresolved"
    assert record.owner == "security-office"
    assert record.winner is None
    directive = res.context.directive
    assert directive.mode == "withhold"
    assert "pending review by security-office" in directive.text


def test_newest_version_never_picks_across_unrelated_documents(policy: Policy) -> None:
    res = run(policy, event(
        "How long is an SSO session?",
        chunk("a", "SSO sessions expire after 8 hours.", "runbook", doc_id="sso-runbook",
              published_at="2023-02-01"),
        chunk("b", "SSO sessions expire after 12 hours.", "runbook", doc_id="it-handbook",
              published_at="2025-06-01"),
    ))
    (record,) = res.conflicts
    assert record.strategy == "newest_version"
    assert record.winner is None
    assert record.status == "surfaced"
    assert record.rule_applied == ["surface_both"]
    assert any("newest_version did not apply" in note for note in record.notes)
    assert res.context.directive.mode == "surface_both"


def test_newest_version_within_one_lineage(policy: Policy) -> None:
    res = run(policy, event(
        "What is the rate limit?",
        chunk("a", "The API allows 100 requests per minute.", "api_reference",
              doc_id="api-ref-v2", supersedes=["api-ref-v1"], published_at="2024-01-01"),
        chunk("b", "The API allows 60 requests per minute.", "api_reference",
              doc_id="api-ref-v1", published_at="2022-01-01"),
    ))
    (record,) = res.conflicts
    assert (record.strategy, record.rule_applied, record.winner) == (
        "newest_version", ["newest_version"], "a")
    assert record.category == "outdated"


def test_perishable_goods_exception_wins_by_specificity(policy: Policy) -> None:
    res = run(policy, event(
        "Can I return perishable goods?",
        chunk("a", "Returns accepted within 30 days, except for perishable goods."),
        chunk("b", "Returns accepted within 30 days."),
    ))
    (record,) = res.conflicts
    assert record.detected_fields == ["clause"]
    assert record.rule_applied == ["specificity"]
    assert record.category == "scope"
    assert record.winner == "a"


def test_effective_date_beats_later_publication(policy: Policy) -> None:
    res = run(policy, event(
        "What is the Basic plan price?",
        chunk("new", "Basic plan: $10.00 per month.", "price_sheet",
              effective_date="2025-01-01", published_at="2024-12-01"),
        chunk("old", "Basic plan: $12.00 per month.", "price_sheet",
              effective_date="2024-01-01", published_at="2025-02-01"),
    ))
    (record,) = res.conflicts
    assert record.rule_applied == ["effective_date"]
    assert record.winner == "new"


def test_march_third_equals_third_of_march(policy: Policy) -> None:
    res = run(policy, event(
        "When does the contract renew?",
        chunk("a", "The contract renews on March 3, 2025.", "contract"),
        chunk("b", "Renewal date: 3 March 2025.", "team_wiki"),
    ))
    assert res.conflicts == []


def test_adults_and_children_are_different_keys(policy: Policy) -> None:
    res = run(policy, event(
        "What is the dose?",
        chunk("a", "For adults, the dose is 500 mg twice a day."),
        chunk("b", "For children, the dose is 250 mg twice a day."),
    ))
    assert res.conflicts == []


def test_staging_and_production_are_different_keys(policy: Policy) -> None:
    res = run(policy, event(
        "How long do we watch the error rate after rollback?",
        chunk("a", "In staging, watch the error rate for 15 minutes.", "runbook"),
        chunk("b", "In production, watch the error rate for 47 minutes.", "runbook"),
    ))
    assert res.conflicts == []


def test_scope_from_metadata_splits_keys(policy: Policy) -> None:
    res = run(policy, event(
        "Return window?",
        chunk("a", "Returns accepted within 30 days.", scope={"region": "EU"}),
        chunk("b", "Returns accepted within 14 days.", scope={"region": "US"}),
    ))
    assert res.conflicts == []


def test_missing_facet_is_unknown_not_different(policy: Policy) -> None:
    res = run(policy, event(
        "Return window?",
        chunk("a", "Returns accepted within 30 days.", scope={"region": "EU"},
              source_tier="primary"),
        chunk("b", "Returns accepted within 14 days.", source_tier="secondary"),
    ))
    assert len(res.conflicts) == 1


def test_undated_chunk_does_not_conflict_with_dated_one(policy: Policy) -> None:
    res = run(policy, event(
        "Return window?",
        chunk("a", "Returns accepted within 30 days.", effective_date="2024-11-01"),
        chunk("b", "Returns are accepted within 30 days."),
    ))
    assert res.conflicts == []
