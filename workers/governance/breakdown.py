"""Behaviour rates overall and per field type, strategy and document class (pure).

Definitions (``docs/labelled-sets.md`` explains them for readers of the report):

- **miss rate**: expected conflicts that no predicted conflict matched (real conflicts the
  stage passed through), over expected conflicts;
- **false-positive rate**: harmless chunk pairs that were flagged, over harmless pairs. A
  pair is two chunks of one event; it is *harmless* when no expected conflict holds both,
  and *flagged* when some predicted conflict holds both. Per document class, a pair counts
  for each class of its two chunks; per field type and per strategy, the numerator counts
  the flagged harmless pairs of predicted conflicts of that type or strategy and the
  denominator stays every harmless pair (the type or strategy of a pair nobody flagged is
  undefined);
- **false alarms**: predicted conflicts that match no expected one (a count);
- **rule attribution** and **winner accuracy**: over matched conflicts, the share whose
  strategy, rules, winner and status all equal the label, and whose winner does.

An expected conflict falls under each of its labelled field types, its labelled strategy and
the classes of its chunks; a false alarm under the predicted ones.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from itertools import combinations
from typing import Any

from workers.governance.matching import Conflict, chunk_ids, match, part, wrong_parts
from workers.governance.scoring import EventResult, ratio

DIMENSIONS = ("field_type", "strategy", "doc_class")
Pair = frozenset[str]


@dataclass(slots=True)
class Tally:
    """Counts behind the rates of one slice (overall, or one field type, strategy, class)."""

    expected: int = 0
    missed: int = 0
    matched: int = 0
    attribution_correct: int = 0
    winner_correct: int = 0
    false_alarms: int = 0
    harmless_pairs: int = 0
    flagged_harmless_pairs: int = 0

    def rates(self) -> dict[str, float | int]:
        return {
            "expected_conflicts": self.expected,
            "matched_conflicts": self.matched,
            "missed_conflicts": self.missed,
            "false_alarms": self.false_alarms,
            "harmless_pairs": self.harmless_pairs,
            "flagged_harmless_pairs": self.flagged_harmless_pairs,
            "miss_rate": self.missed / self.expected if self.expected else 0.0,
            "false_positive_rate": (
                self.flagged_harmless_pairs / self.harmless_pairs if self.harmless_pairs else 0.0
            ),
            "attribution_accuracy": ratio(self.attribution_correct, self.matched),
            "winner_accuracy": ratio(self.winner_correct, self.matched),
        }


@dataclass(slots=True)
class Breakdown:
    """The overall tally and one tally per value of each dimension."""

    overall: Tally = field(default_factory=Tally)
    slices: dict[str, dict[str, Tally]] = field(
        default_factory=lambda: {d: defaultdict(Tally) for d in DIMENSIONS}
    )

    def as_dict(self) -> dict[str, Any]:
        return {
            "overall": self.overall.rates(),
            **{
                f"per_{d}": {k: t.rates() for k, t in sorted(self.slices[d].items())}
                for d in DIMENSIONS
            },
        }


def breakdown(
    events: Sequence[Mapping[str, Any]], results: Mapping[str, EventResult]
) -> Breakdown:
    """Tally every labelled event of ``events`` against its result (missing: nothing)."""
    out = Breakdown()
    for event in events:
        result = results.get(str(event["event_id"]), EventResult("missing", ()))
        _tally_event(event, list(result.conflicts), out)
    for dimension in ("field_type", "strategy"):
        for tally in out.slices[dimension].values():
            tally.harmless_pairs = out.overall.harmless_pairs
    return out


def _tally_event(event: Mapping[str, Any], predicted: list[Conflict], out: Breakdown) -> None:
    classes = {str(c["chunk_id"]): str(c.get("doc_class")) for c in event["chunks"]}
    expected = list(event["expect"]["conflicts"])
    pairs, missed, extra = match(expected, predicted)
    for exp, pred in pairs:
        wrong = wrong_parts(exp, pred)
        for tally in _tallies(out, exp, [classes.get(c, "?") for c in exp["chunks"]]):
            tally.expected += 1
            tally.matched += 1
            tally.attribution_correct += not wrong
            tally.winner_correct += part(exp, "winner") == part(pred, "winner")
    for exp in missed:
        for tally in _tallies(out, exp, [classes.get(c, "?") for c in exp["chunks"]]):
            tally.expected += 1
            tally.missed += 1
    for pred in extra:
        label_like = {"fields": pred["detected_fields"], "strategy": pred.get("strategy")}
        for tally in _tallies(out, label_like, [str(c.get("doc_class")) for c in pred["chunks"]]):
            tally.false_alarms += 1
    _tally_pairs(classes, expected, predicted, out)


def _tallies(out: Breakdown, conflict: Mapping[str, Any], classes: Iterable[str]) -> list[Tally]:
    """The overall tally and the slices ``conflict`` falls under (each slice once)."""
    return [
        out.overall,
        *(out.slices["field_type"][f] for f in sorted(set(conflict["fields"]))),
        out.slices["strategy"][str(conflict.get("strategy"))],
        *(out.slices["doc_class"][c] for c in sorted(set(classes))),
    ]


def _tally_pairs(
    classes: Mapping[str, str], expected: list[Conflict], predicted: list[Conflict],
    out: Breakdown,
) -> None:
    together = {p for x in expected for p in _pairs(x["chunks"])}
    flagged: dict[Pair, list[Conflict]] = defaultdict(list)
    for pred in predicted:
        for pair in _pairs(chunk_ids(pred)):
            flagged[pair].append(pred)
    harmless = [p for p in _pairs(classes) if p not in together]
    out.overall.harmless_pairs += len(harmless)
    for pair in harmless:
        pair_classes = {classes[c] for c in pair}
        for c in pair_classes:
            out.slices["doc_class"][c].harmless_pairs += 1
        flaggers = flagged.get(pair, [])
        if not flaggers:
            continue
        out.overall.flagged_harmless_pairs += 1
        for c in pair_classes:
            out.slices["doc_class"][c].flagged_harmless_pairs += 1
        kinds: Counter[tuple[str, str]] = Counter()
        for pred in flaggers:
            kinds.update(("field_type", f) for f in pred["detected_fields"])
            kinds[("strategy", str(pred.get("strategy")))] += 1
        for dimension, key in kinds:
            out.slices[dimension][key].flagged_harmless_pairs += 1


def _pairs(ids: Iterable[str]) -> set[Pair]:
    return {frozenset(p) for p in combinations(sorted(set(ids)), 2)}
