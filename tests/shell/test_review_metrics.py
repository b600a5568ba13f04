"""The review service's decision metrics are the series the workers export at zero and the
dashboard's review row reads: same names, label, buckets and help."""

from __future__ import annotations

from prometheus_client import CollectorRegistry
from prometheus_client.metrics_core import Metric

from workers.metrics import Metrics
from workers.review.metrics import ReviewMetrics


def review_series(registry: CollectorRegistry) -> dict[str, Metric]:
    return {m.name: m for m in registry.collect() if m.name.startswith("resolver_review_decision")}


def test_review_service_and_workers_export_the_same_decision_series() -> None:
    worker, review = CollectorRegistry(), CollectorRegistry()
    Metrics(worker, "2026.1", process=False)
    ReviewMetrics(review)
    from_worker, from_review = review_series(worker), review_series(review)
    assert set(from_worker) == set(from_review) == {
        "resolver_review_decisions", "resolver_review_decision_seconds"}
    for name, metric in from_worker.items():
        other = from_review[name]
        assert (metric.type, metric.documentation) == (other.type, other.documentation)
        assert {(s.name, tuple(sorted(s.labels.items()))) for s in metric.samples} == {
            (s.name, tuple(sorted(s.labels.items()))) for s in other.samples}


def test_a_decision_is_counted_by_kind_with_its_delay() -> None:
    registry = CollectorRegistry()
    ReviewMetrics(registry).decided("accept_neither", 90.0)
    assert registry.get_sample_value(
        "resolver_review_decisions_total", {"decision": "accept_neither"}) == 1
    assert registry.get_sample_value(
        "resolver_review_decision_seconds_bucket", {"le": "300.0"}) == 1
    assert registry.get_sample_value(
        "resolver_review_decision_seconds_bucket", {"le": "60.0"}) == 0
