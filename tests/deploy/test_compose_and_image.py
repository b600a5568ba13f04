"""What docker-compose.yml and deploy/Dockerfile reference exists and is valid.

No Docker engine runs here, so the files are checked with the tools that do: the YAML
parser, the project's own settings loader and policy validator, and the file system.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import yaml

from workers.policy_file import load_policy
from workers.settings import Settings

ROOT = Path(__file__).resolve().parents[2]


def compose() -> dict[str, Any]:
    document: dict[str, Any] = yaml.safe_load((ROOT / "docker-compose.yml").read_text())
    return document


def test_every_build_points_at_an_existing_dockerfile() -> None:
    builds = [s["build"] for s in compose()["services"].values() if "build" in s]
    assert builds
    for build in builds:
        assert (ROOT / build["context"] / build["dockerfile"]).is_file()


def test_every_resolver_environment_is_a_valid_settings_object() -> None:
    for name, service in compose()["services"].items():
        env = {k: str(v) for k, v in (service.get("environment") or {}).items()}
        if any(k.startswith("RESOLVER_") for k in env):
            settings = Settings.from_env(env)
            assert settings.bootstrap_servers == "kafka:9092", name


def test_dockerfile_copies_what_exists_and_ships_a_valid_policy() -> None:
    dockerfile = (ROOT / "deploy" / "Dockerfile").read_text()
    sources = [line.split()[1:-1] for line in dockerfile.splitlines() if line.startswith("COPY ")]
    for paths in sources:
        for path in paths:
            assert (ROOT / path).exists(), path
    policy = re.search(r"RESOLVER_POLICY_PATH=/app/(\S+)", dockerfile)
    assert policy is not None
    assert load_policy(str(ROOT / policy.group(1))).version


def mounts(service: dict[str, Any]) -> dict[str, Path]:
    """Container path -> host path of a service's bind mounts (``./src:/dst[:ro]``)."""
    found: dict[str, Path] = {}
    for volume in service.get("volumes") or []:
        source, target = volume.split(":")[:2]
        found[target] = ROOT / source
    return found


def host_path(service: dict[str, Any], container_path: str) -> Path:
    """Where a path inside the container comes from on this checkout (asserts it is mounted)."""
    for target, source in sorted(mounts(service).items(), key=lambda kv: -len(kv[0])):
        if container_path == target or container_path.startswith(target.rstrip("/") + "/"):
            return source / container_path[len(target):].lstrip("/")
    raise AssertionError(f"{container_path} is not mounted")


def flag(service: dict[str, Any], name: str) -> str:
    [value] = [arg.split("=", 1)[1] for arg in service["command"] if arg.startswith(name + "=")]
    return value


def web_port(service: dict[str, Any]) -> int:
    env = {k: str(v) for k, v in (service.get("environment") or {}).items()}
    return Settings.from_env(env).web_port


def test_every_mounted_path_exists_and_every_dependency_is_a_service() -> None:
    services = compose()["services"]
    for name, service in services.items():
        for source in mounts(service).values():
            assert source.exists(), (name, source)
        depends = service.get("depends_on") or []
        assert set(depends) <= set(services), name
        assert "image" in service or "build" in service, name


def test_prometheus_scrapes_the_workers_port_and_loads_the_mounted_rules() -> None:
    services = compose()["services"]
    prometheus = services["prometheus"]
    config_path = host_path(prometheus, flag(prometheus, "--config.file"))
    config = yaml.safe_load(config_path.read_text())
    for rule_file in config["rule_files"]:
        assert (config_path.parent / rule_file).is_file(), rule_file
    jobs = {job["job_name"]: job for job in config["scrape_configs"]}
    assert set(jobs) == {"resolver", "resolver-review"}  # the jobs the rules and dashboard select
    for name, command in (("resolver", "worker"), ("resolver-review", "review")):
        targets = [t for group in jobs[name]["static_configs"] for t in group["targets"]]
        assert targets
        for target in targets:
            host, port = target.rsplit(":", 1)
            service = services[host]
            assert service["command"] == ["resolver", command]
            settings = Settings.from_env({k: str(v) for k, v in service["environment"].items()})
            assert int(port) == (settings.web_port if command == "worker" else settings.review_port)
            assert f"{port}:{port}" in service["ports"]
    dockerfile = (ROOT / "deploy" / "Dockerfile").read_text()
    assert f"EXPOSE {web_port(services['resolver'])}" in dockerfile


def test_grafana_reads_the_mounted_provisioning_from_the_prometheus_service() -> None:
    services = compose()["services"]
    grafana = services["grafana"]
    provisioning = host_path(grafana, "/etc/grafana/provisioning")
    [source] = yaml.safe_load(
        (provisioning / "datasources" / "prometheus.yml").read_text())["datasources"]
    url = source["url"].removeprefix("http://")
    host, port = url.rsplit(":", 1)
    assert host in services and "prometheus" in services[host]["image"]
    assert flag(services[host], "--web.listen-address") == f":{port}"
    assert f"{port}:{port}" in services[host]["ports"]
    prometheus_config = host_path(services[host], flag(services[host], "--config.file"))
    scrape = yaml.safe_load(prometheus_config.read_text())["global"]["scrape_interval"]
    assert source["jsonData"]["timeInterval"] == scrape  # so $__rate_interval is right
    [provider] = yaml.safe_load(
        (provisioning / "dashboards" / "resolver.yml").read_text())["providers"]
    dashboards = host_path(grafana, provider["options"]["path"])
    assert (dashboards / "resolver.json").is_file()
    home = grafana["environment"]["GF_DASHBOARDS_DEFAULT_HOME_DASHBOARD_PATH"]
    assert host_path(grafana, home).is_file()


def test_review_service_is_opt_in_and_publishes_its_own_port() -> None:
    review = compose()["services"]["review"]
    assert review["command"] == ["resolver", "review"]
    assert review["profiles"] == ["review"]  # `docker compose up` alone needs no accounts
    env = {k: str(v) for k, v in review["environment"].items()}
    settings = Settings.from_env(env)
    assert settings.review_host == "0.0.0.0"
    assert review["ports"] == [f"{settings.review_port}:{settings.review_port}"]
    assert env["RESOLVER_REVIEW_USERS"] == "${RESOLVER_REVIEW_USERS:-}"
