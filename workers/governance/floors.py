"""``--fail-under`` / ``--fail-over`` gates: a named metric against a floor or a ceiling.

A gate is ``METRIC=VALUE`` (every set evaluated) or ``SET:METRIC=VALUE`` (the set whose
file stem is SET; ``all`` is the pooled evaluation). Higher-is-better metrics take floors
(``--fail-under``); the rates where lower is better take ceilings (``--fail-over``). A gate
naming a set replaces, for that set, an unnamed gate on the same metric and side.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from workers.governance.evaluate import LOWER_IS_BETTER

METRICS = (
    "detection_precision", "detection_recall", "field_precision", "field_recall",
    "attribution_accuracy", "winner_accuracy", "status_accuracy", "citation_fidelity",
    "miss_rate", "false_positive_rate", "wrong_citation_rate",
)
POOLED = "all"


class GateError(ValueError):
    """A gate that cannot be read: unknown metric, wrong direction, not a number."""


@dataclass(frozen=True, slots=True)
class Gate:
    """``metric`` of set ``target`` (None: every set) must stay on the right side of ``bound``."""

    target: str | None
    metric: str
    bound: float
    upper: bool

    def text(self) -> str:
        where = f"{self.target}:" if self.target else ""
        return f"{where}{self.metric}{'<=' if self.upper else '>='}{self.bound:g}"


@dataclass(frozen=True, slots=True)
class Breach:
    set_name: str
    gate: Gate
    value: float

    def text(self) -> str:
        side = "above its ceiling" if self.gate.upper else "below its floor"
        return (f"{self.set_name}: {self.gate.metric} {self.value:.3f} is {side} "
                f"{self.gate.bound:g}")


def parse_gate(text: str, *, upper: bool) -> Gate:
    """Read ``[SET:]METRIC=VALUE``; raises GateError naming what is wrong."""
    head, sep, value = text.partition("=")
    target, _, metric = head.rpartition(":")
    if not sep or not metric:
        raise GateError(f"{text!r}: expected [SET:]METRIC=VALUE")
    if metric not in METRICS:
        raise GateError(f"{text!r}: unknown metric {metric!r} (one of {', '.join(METRICS)})")
    if (metric in LOWER_IS_BETTER) != upper:
        flag = "--fail-over" if metric in LOWER_IS_BETTER else "--fail-under"
        raise GateError(f"{text!r}: {metric} is gated with {flag}")
    try:
        bound = float(value)
    except ValueError as exc:
        raise GateError(f"{text!r}: {value!r} is not a number") from exc
    return Gate(target or None, metric, bound, upper)


def breaches(
    gates: Sequence[Gate], metrics_by_set: Mapping[str, Mapping[str, float]]
) -> tuple[list[Breach], list[str]]:
    """Every gate that fails, and every gate naming a set that was not evaluated.

    Values are compared at the three decimals the reports print, so a floor copied from a
    report holds exactly.
    """
    failed: list[Breach] = []
    unknown: list[str] = []
    named = {(g.target, g.metric, g.upper) for g in gates if g.target}
    for gate in gates:
        names = [gate.target] if gate.target else [
            n for n in metrics_by_set
            if n != POOLED and (n, gate.metric, gate.upper) not in named]
        for name in names:
            if name not in metrics_by_set:
                unknown.append(f"{gate.text()}: no set named {name!r} was evaluated")
                continue
            value = round(metrics_by_set[name][gate.metric], 3)
            if (value > gate.bound) if gate.upper else (value < gate.bound):
                failed.append(Breach(name, gate, value))
    return failed, unknown
