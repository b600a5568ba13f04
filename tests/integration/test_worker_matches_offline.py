"""Events in → exactly the records the offline command writes, on all three topics."""

from __future__ import annotations

from pathlib import Path

import orjson
import pytest

from tests.integration.conftest import StageFactory
from tests.integration.helpers import (
    LABELLED,
    SAMPLES,
    event_key,
    running_loop,
    sample_lines,
    values,
)
from workers.engine import Policy
from workers.offline import run_offline
from workers.step import StepConfig

pytestmark = pytest.mark.integration


def _without_where_and_when(letter: dict[str, object]) -> dict[str, object]:
    """A dead letter's source and failed_at legitimately differ between offline and worker."""
    return {k: v for k, v in letter.items() if k not in ("source", "failed_at")}


@pytest.mark.parametrize("path", [SAMPLES, LABELLED], ids=["samples", "labelled"])
async def test_topics_hold_exactly_the_offline_records(
    path: Path, make_stage: StageFactory, policy: Policy, tmp_path: Path,
) -> None:
    if not path.is_file():
        pytest.skip(f"{path.name} does not exist")
    lines = sample_lines(path)
    assert all(b'"emitted_at"' in line for line in lines if event_key(line)), \
        "events without emitted_at take created_at from the clock and cannot match byte for byte"
    run_offline(lines, path.name, StepConfig(policy), tmp_path)
    expected = {name: (tmp_path / f"{name}.jsonl").read_bytes().splitlines()
                for name in ("generation", "conflicts", "dlq")}
    stage = await make_stage(partitions=3)
    s = stage.settings

    await stage.produce(lines, keys=[event_key(line) for line in lines])
    async with running_loop(s, policy):
        generation = await stage.read_count(s.topic_generation, len(expected["generation"]),
                                             settle=0.5)
        conflicts = await stage.read_count(s.topic_conflicts, len(expected["conflicts"]),
                                            settle=0.5)
        dlq = await stage.read_count(s.topic_dlq, len(expected["dlq"]), settle=1.0)

    assert sorted(r.value for r in generation) == sorted(expected["generation"])
    assert sorted(r.value for r in conflicts) == sorted(expected["conflicts"])
    assert sorted(orjson.dumps(_without_where_and_when(d)) for d in values(dlq)) == sorted(
        orjson.dumps(_without_where_and_when(orjson.loads(d))) for d in expected["dlq"])
    # keys as docs/records.md defines them
    assert all(r.key == orjson.loads(r.value)["event_id"].encode() for r in generation)
    assert all(r.key == orjson.loads(r.value)["conflict_id"].encode() for r in conflicts)
