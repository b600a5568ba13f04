"""The Kubernetes manifests in deploy/k8s fit together and fit the worker.

Checked structurally (no cluster here): the environment is a valid ``Settings`` (an
unknown RESOLVER_ name is refused), the probes and scrape annotations use the port the
settings give the web server, the policy path is where the ConfigMap is mounted, the
ConfigMap holds exactly deploy/policy.toml (a valid policy), and the PodMonitor selects
the pods and gives them the job the alert rules expect.
"""

from __future__ import annotations

from pathlib import Path, PurePosixPath
from typing import Any

import yaml

from workers.policy_file import load_policy
from workers.settings import Settings

ROOT = Path(__file__).resolve().parents[2]
K8S = ROOT / "deploy" / "k8s"


def documents() -> dict[str, dict[str, Any]]:
    """Every object of deploy/k8s by ``Kind/name``."""
    found: dict[str, dict[str, Any]] = {}
    for path in sorted(K8S.glob("*.yaml")):
        for document in yaml.safe_load_all(path.read_text()):
            if document and document.get("kind") != "Kustomization":
                found[f"{document['kind']}/{document['metadata']['name']}"] = document
    return found


def container(kind_name: str) -> dict[str, Any]:
    [only] = documents()[kind_name]["spec"]["template"]["spec"]["containers"]
    return only


def settings_of(spec: dict[str, Any]) -> Settings:
    env = {e["name"]: e["value"] for e in spec.get("env", []) if "value" in e}
    return Settings.from_env(env)


def test_kustomization_lists_existing_files() -> None:
    kustomization = yaml.safe_load((K8S / "kustomization.yaml").read_text())
    for resource in kustomization["resources"]:
        assert (K8S / resource).is_file(), resource


def test_worker_probes_and_port_match_its_settings() -> None:
    worker = container("Deployment/rag-conflict-resolver")
    settings = settings_of(worker)
    assert worker["args"] == ["resolver", "worker"]
    [port] = worker["ports"]
    assert port["containerPort"] == settings.web_port
    assert settings.web_host == "0.0.0.0"  # probes come from the kubelet, outside the pod
    assert worker["livenessProbe"]["httpGet"] == {"path": "/health", "port": port["name"]}
    assert worker["readinessProbe"]["httpGet"] == {"path": "/ready", "port": port["name"]}
    assert worker["startupProbe"]["httpGet"]["port"] == port["name"]
    for bound in ("requests", "limits"):
        assert set(worker["resources"][bound]) == {"cpu", "memory"}


def test_policy_path_is_the_mounted_configmap_holding_the_repository_policy() -> None:
    objects = documents()
    deployment = objects["Deployment/rag-conflict-resolver"]
    worker = container("Deployment/rag-conflict-resolver")
    policy_path = PurePosixPath(str(settings_of(worker).policy_path))
    [mount] = [m for m in worker["volumeMounts"] if policy_path.is_relative_to(m["mountPath"])]
    [volume] = [v for v in deployment["spec"]["template"]["spec"]["volumes"]
                if v["name"] == mount["name"]]
    config_map = objects[f"ConfigMap/{volume['configMap']['name']}"]
    [item] = [i for i in volume["configMap"]["items"]
              if i["path"] == str(policy_path.relative_to(mount["mountPath"]))]
    text = config_map["data"][item["key"]]
    assert text == (ROOT / "deploy" / "policy.toml").read_text(), (
        "deploy/k8s/policy.yaml: data.policy.toml must be deploy/policy.toml indented by 4")
    assert load_policy(str(ROOT / "deploy" / "policy.toml")).version


def test_pods_are_scraped_as_job_resolver_on_the_web_port() -> None:
    objects = documents()
    template = objects["Deployment/rag-conflict-resolver"]["spec"]["template"]
    worker = container("Deployment/rag-conflict-resolver")
    annotations = template["metadata"]["annotations"]
    assert annotations["prometheus.io/scrape"] == "true"
    assert int(annotations["prometheus.io/port"]) == settings_of(worker).web_port
    assert annotations["prometheus.io/path"] == "/metrics"
    monitor = objects["PodMonitor/rag-conflict-resolver"]["spec"]
    labels = template["metadata"]["labels"]
    assert monitor["selector"]["matchLabels"].items() <= labels.items()
    assert labels[monitor["jobLabel"]] == "resolver"  # the job of deploy/prometheus rules
    [endpoint] = monitor["podMetricsEndpoints"]
    assert endpoint["port"] == worker["ports"][0]["name"] and endpoint["path"] == "/metrics"
    selector = objects["Deployment/rag-conflict-resolver"]["spec"]["selector"]["matchLabels"]
    assert selector.items() <= labels.items()
    budget = objects["PodDisruptionBudget/rag-conflict-resolver"]["spec"]["selector"]
    assert budget["matchLabels"].items() <= labels.items()


def test_topics_job_creates_topics_with_valid_settings() -> None:
    job = container("Job/rag-conflict-resolver-topics")
    assert job["args"] == ["resolver", "topics", "create"]
    worker = settings_of(container("Deployment/rag-conflict-resolver"))
    assert settings_of(job).bootstrap_servers == worker.bootstrap_servers
    assert container("Job/rag-conflict-resolver-topics")["image"] == \
        container("Deployment/rag-conflict-resolver")["image"]
