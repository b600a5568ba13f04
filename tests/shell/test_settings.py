"""Settings: read once from an injected RESOLVER_* mapping, validated with named errors,
secrets never shown."""

from __future__ import annotations

import pytest

from workers.errors import SettingsError
from workers.kafka.clients import kafka_options
from workers.kafka.topics import topic_specs
from workers.settings import Settings

SASL = {
    "RESOLVER_SECURITY_PROTOCOL": "SASL_SSL",
    "RESOLVER_SASL_MECHANISM": "SCRAM-SHA-512",
    "RESOLVER_SASL_USERNAME": "resolver",
    "RESOLVER_SASL_PASSWORD": "hunter2-very-secret",
}


def test_defaults_follow_the_contract() -> None:
    s = Settings.from_env({})
    assert (s.topic_retrieval, s.topic_generation, s.topic_conflicts, s.topic_decisions,
            s.topic_dlq) == ("rag.retrieval", "rag.generation", "rag.conflicts",
                             "rag.conflicts.decisions", "rag.retrieval.dlq")
    assert s.security_protocol == "PLAINTEXT"
    assert s.limits.max_event_bytes == 1_048_576


def test_every_field_is_set_by_its_variable_and_the_process_env_is_not_read(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("RESOLVER_GROUP_ID", "from-the-process")
    s = Settings.from_env({"RESOLVER_TOPIC_GENERATION": "gen", "RESOLVER_BATCH_SIZE": "50",
                           "RESOLVER_MAX_CHUNKS": "7", "RESOLVER_WEB_PORT": "7000"})
    assert (s.topic_generation, s.batch_size, s.limits.max_chunks, s.web_port) == (
        "gen", 50, 7, 7000)
    assert s.group_id == "rag-conflict-resolver"


def test_empty_values_mean_default() -> None:
    assert Settings.from_env({"RESOLVER_GROUP_ID": ""}).group_id == "rag-conflict-resolver"


def test_settings_are_frozen() -> None:
    s = Settings.from_env({})
    with pytest.raises(ValueError, match="frozen"):
        s.group_id = "other"  # type: ignore[misc]  # the point: assignment must fail


@pytest.mark.parametrize(("env", "message"), [
    ({"RESOLVER_TOPIC_GENERATOIN": "x"}, "RESOLVER_TOPIC_GENERATOIN: not a known setting"),
    ({"RESOLVER_BATCH_SIZE": "many"}, "RESOLVER_BATCH_SIZE: Input should be a valid integer"),
    ({"RESOLVER_BATCH_SIZE": "0"}, "RESOLVER_BATCH_SIZE: Input should be greater than"),
    ({"RESOLVER_SECURITY_PROTOCOL": "SASL_PLAINTEXT"}, "RESOLVER_SECURITY_PROTOCOL"),
    ({"RESOLVER_SECURITY_PROTOCOL": "SASL_SSL"}, "SASL_SSL needs RESOLVER_SASL_MECHANISM"),
    ({"RESOLVER_SASL_MECHANISM": "PLAIN"}, "but RESOLVER_SECURITY_PROTOCOL is PLAINTEXT"),
    ({"RESOLVER_SECURITY_PROTOCOL": "SSL", "RESOLVER_SSL_CAFILE": "/nonexistent/ca.pem"},
     "RESOLVER_SSL_CAFILE: /nonexistent/ca.pem is not a file"),
    ({"RESOLVER_MAX_EVENT_BYTES": "4000000"}, "RESOLVER_MAX_OUTPUT_BYTES must be at least"),
])
def test_bad_settings_name_the_variable(env: dict[str, str], message: str) -> None:
    with pytest.raises(SettingsError, match=message):
        Settings.from_env(env)


def test_the_password_never_shows_in_repr_str_or_errors() -> None:
    s = Settings.from_env(SASL)
    for text in (repr(s), str(s), str(s.model_dump()), s.model_dump_json()):
        assert "hunter2" not in text
    with pytest.raises(SettingsError) as caught:
        Settings.from_env(SASL | {"RESOLVER_SASL_MECHANISM": "GSSAPI"})
    assert "hunter2" not in str(caught.value)


def test_client_options_carry_sasl_and_tls() -> None:
    s = Settings.from_env(SASL)
    options = kafka_options(s)
    assert options["sasl_mechanism"] == "SCRAM-SHA-512"
    assert options["sasl_plain_username"] == "resolver"
    assert options["sasl_plain_password"] == "hunter2-very-secret"
    assert options["ssl_context"] is not None
    assert "sasl_mechanism" not in kafka_options(Settings.from_env({}))


def test_topics_carry_min_insync_replicas_only_when_set() -> None:
    default = {spec.name: spec.configs for spec in topic_specs(Settings.from_env({}))}
    assert all("min.insync.replicas" not in configs for configs in default.values())
    durable = topic_specs(Settings.from_env({"RESOLVER_TOPIC_REPLICATION": "3",
                                             "RESOLVER_TOPIC_MIN_INSYNC_REPLICAS": "2"}))
    assert {spec.configs["min.insync.replicas"] for spec in durable} == {"2"}
    assert len(durable) == 5
