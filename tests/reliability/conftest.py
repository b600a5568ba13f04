"""The fault suite runs black-box against ``resolver worker`` processes on a real broker;
it reuses the integration fixtures (private topics and group per test, worker factory), and
starts its own three-broker cluster for the cluster tests (``tests/reliability/cluster.py``)."""

from tests.integration.conftest import bootstrap, make_stage, policy, start_worker
from tests.reliability.cluster import cluster, make_durable_stage

__all__ = ["bootstrap", "cluster", "make_durable_stage", "make_stage", "policy", "start_worker"]
