"""The fault suite runs black-box against ``resolver worker`` processes on a real broker;
it reuses the integration fixtures (private topics and group per test, worker factory)."""

from tests.integration.conftest import bootstrap, make_stage, policy, start_worker

__all__ = ["bootstrap", "make_stage", "policy", "start_worker"]
