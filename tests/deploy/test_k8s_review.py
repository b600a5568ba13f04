"""The review service's manifest (deploy/k8s/review.yaml) fits the service's settings."""

from __future__ import annotations

from tests.deploy.test_k8s import container, documents, settings_of
from workers.review.service import is_loopback


def test_review_service_manifest_matches_its_settings() -> None:
    review = container("Deployment/rag-conflict-review")
    settings = settings_of(review)
    assert review["args"] == ["resolver", "review"]
    [port] = review["ports"]
    assert port["containerPort"] == settings.review_port
    assert not is_loopback(settings.review_host)  # reachable from the Service
    assert settings.review_secure_cookies
    users = next(e for e in review["env"] if e["name"] == "RESOLVER_REVIEW_USERS")
    assert "secretKeyRef" in users["valueFrom"]  # accounts never sit in the manifest
    mounts = {m["mountPath"] for m in review["volumeMounts"]}
    assert str(settings.review_db_path.parent) in mounts
    for probe in ("startupProbe", "readinessProbe"):
        assert review[probe]["httpGet"] == {"path": "/health", "port": port["name"]}
    service = documents()["Service/rag-conflict-review"]
    assert service["spec"]["ports"][0]["targetPort"] == port["name"]
    assert documents()["Deployment/rag-conflict-review"]["spec"]["replicas"] == 1
