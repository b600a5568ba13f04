"""The resolution policy (docs/policy.md): validate a parsed file and answer questions of it.

``parse_policy`` refuses a file with any error the contract names and says which entry is
wrong; a ``Policy`` that exists is valid. Authority is (tier rank, class rank), lower is
stronger, and anything unlisted ranks below everything listed.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

from schemas.types import FIELD_TYPES, STRATEGIES, FieldType, StrategyName
from workers.engine.fields.registry import tolerance_of

DEFAULT = "_default"
_SECTIONS = {"version", "authority", "strategy", "tolerance", "owners"}


class PolicyError(ValueError):
    """The policy file is invalid; ``entry`` names the offending entry ("strategy.foo")."""

    def __init__(self, entry: str, problem: str) -> None:
        super().__init__(f"invalid policy: {entry}: {problem}")
        self.entry = entry
        self.problem = problem


@dataclass(frozen=True, slots=True)
class Policy:
    """A validated policy; build it with ``parse_policy`` or ``load_policy``."""

    version: str
    tiers: dict[str, int]
    classes: dict[str, int]
    strategies: dict[str, StrategyName]
    pairs: dict[frozenset[str], StrategyName]
    default_strategy: StrategyName
    tolerance: dict[str, float]
    owners: dict[str, str]
    default_owner: str

    def authority(self, source_tier: str | None, doc_class: str) -> tuple[int, int]:
        """Sort key of a chunk's authority: smaller is more authoritative."""
        tier = self.tiers.get(source_tier, len(self.tiers)) if source_tier else len(self.tiers)
        return tier, self.classes.get(doc_class, len(self.classes))

    def strategy_for(self, doc_classes: set[str]) -> StrategyName:
        """The strategy for a conflict among exactly these doc classes (docs/policy.md)."""
        if len(doc_classes) == 2:
            pair = self.pairs.get(frozenset(doc_classes))
            if pair is not None:
                return pair
        for doc_class in self._by_authority(doc_classes):
            if doc_class in self.strategies:
                return self.strategies[doc_class]
        return self.default_strategy

    def owner_for(self, doc_classes: set[str]) -> str:
        """Who owns a discrepancy: the most authoritative class with an owner, else default."""
        for doc_class in self._by_authority(doc_classes):
            if doc_class in self.owners:
                return self.owners[doc_class]
        return self.default_owner

    def tolerance_for(self, field: FieldType) -> float:
        return tolerance_of(field, self.tolerance)

    def _by_authority(self, doc_classes: set[str]) -> list[str]:
        return sorted(doc_classes, key=lambda c: (self.classes.get(c, len(self.classes)), c))


def parse_policy(raw: dict[str, Any]) -> Policy:
    """Validate a parsed policy document; every problem the contract names raises."""
    for key in raw:
        if key not in _SECTIONS:
            raise PolicyError(key, f"unknown section (expected one of {sorted(_SECTIONS)})")
    version = raw.get("version")
    if not isinstance(version, str) or not version:
        raise PolicyError("version", "missing or not a string")
    authority = _table(raw, "authority")
    for key in authority:
        if key not in ("source_tiers", "classes"):
            raise PolicyError(f"authority.{key}", "unknown entry")
    tiers = _ranked(authority, "source_tiers")
    classes = _ranked(authority, "classes")
    strategies, pairs, default_strategy = _strategies(_table(raw, "strategy"), classes)
    tolerance = _tolerances(raw.get("tolerance", {}))
    owners, default_owner = _owners(_table(raw, "owners"), classes)
    return Policy(
        version, tiers, classes, strategies, pairs, default_strategy, tolerance, owners,
        default_owner,
    )


def _table(raw: dict[str, Any], name: str) -> dict[str, Any]:
    table = raw.get(name)
    if not isinstance(table, dict):
        raise PolicyError(name, "missing table")
    return table


def _ranked(authority: dict[str, Any], key: str) -> dict[str, int]:
    names = authority.get(key)
    if not isinstance(names, list) or not all(isinstance(n, str) and n for n in names):
        raise PolicyError(f"authority.{key}", "must be a list of names, highest first")
    ranks: dict[str, int] = {}
    for name in names:
        if name in ranks:
            raise PolicyError(f"authority.{key}", f"duplicate entry {name!r}")
        ranks[name] = len(ranks)
    return ranks


def _strategy_name(entry: str, value: Any) -> StrategyName:
    for name in STRATEGIES:
        if value == name:
            return name
    raise PolicyError(entry, f"unknown strategy {value!r} (expected one of {list(STRATEGIES)})")


def _strategies(
    table: dict[str, Any], classes: dict[str, int]
) -> tuple[dict[str, StrategyName], dict[frozenset[str], StrategyName], StrategyName]:
    singles: dict[str, StrategyName] = {}
    pairs: dict[frozenset[str], StrategyName] = {}
    for key, value in table.items():
        entry = f"strategy.{key}"
        name = _strategy_name(entry, value)
        if key == DEFAULT:
            continue
        if "+" in key:
            members = [part.strip() for part in key.split("+")]
            if len(members) != 2 or not all(members):
                raise PolicyError(entry, "a pair entry names exactly two classes: 'a+b'")
            for member in members:
                if member not in classes:
                    raise PolicyError(entry, f"pair names unknown class {member!r}")
            if members[0] == members[1]:
                raise PolicyError(entry, "unreachable: a pair needs two different classes")
            pair = frozenset(members)
            if pair in pairs:
                raise PolicyError(entry, "duplicate pair (the same two classes appear twice)")
            pairs[pair] = name
        elif key not in classes:
            raise PolicyError(entry, f"class {key!r} is not in authority.classes")
        else:
            singles[key] = name
    if DEFAULT not in table:
        raise PolicyError(f"strategy.{DEFAULT}", "missing")
    return singles, pairs, _strategy_name(f"strategy.{DEFAULT}", table[DEFAULT])


def _tolerances(table: Any) -> dict[str, float]:
    if not isinstance(table, dict):
        raise PolicyError("tolerance", "must be a table")
    out: dict[str, float] = {}
    for key, value in table.items():
        entry = f"tolerance.{key}"
        if key not in FIELD_TYPES:
            raise PolicyError(entry, f"unknown field type (expected one of {list(FIELD_TYPES)})")
        try:
            number = float(value) if not isinstance(value, bool) else math.nan
        except (TypeError, ValueError, OverflowError) as exc:
            raise PolicyError(entry, f"unparsable tolerance {str(value)[:40]!r}") from exc
        if not math.isfinite(number) or not 0.0 <= number < 1.0:
            raise PolicyError(entry, f"tolerance {str(value)[:40]} must be a number in [0, 1)")
        out[key] = number
    return out


def _owners(table: dict[str, Any], classes: dict[str, int]) -> tuple[dict[str, str], str]:
    owners: dict[str, str] = {}
    for key, value in table.items():
        entry = f"owners.{key}"
        if not isinstance(value, str) or not value:
            raise PolicyError(entry, "owner must be a non-empty string")
        if key != DEFAULT and key not in classes:
            raise PolicyError(entry, f"class {key!r} is not in authority.classes")
        owners[key] = value
    default = owners.pop(DEFAULT, None)
    if default is None:
        raise PolicyError(f"owners.{DEFAULT}", "missing")
    return owners, default
