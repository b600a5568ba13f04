"""One entry per field type: the one place that says how the type is read and compared.

``FIELDS`` lists every field type of the wire format (``schemas.types.FieldType``) exactly
once, in detection order (conflict records list detected fields in this order). Every
other module reads the per-type facts from here: reading runs ``EXTRACTORS``, detection
walks ``DETECTION_ORDER``, ``values.differs``/``comparable`` dispatch on ``ENTRY``, claims
name their kind through ``CLAIM_KINDS``, ``costated`` asks ``side_by_side``.
docs/records.md (Adding a field type) says what a new entry needs.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass

from schemas.types import FieldType
from workers.engine.fields import basis, basis_events, dates, identifiers, money, quantity
from workers.engine.fields.scan import Scan
from workers.engine.fields.spans import Taken
from workers.engine.values import (
    Value,
    amounts_differ,
    clauses_differ,
    days_differ,
    money_differs,
    texts_differ,
)

Extractor = Callable[[Scan, Taken], list[Value]]
"""A chunk-wide extractor: reads its values from the whole text, skips spans already taken
by an earlier extractor and marks its own."""


@dataclass(frozen=True, slots=True)
class FieldEntry:
    """Everything the engine knows per field type."""

    name: FieldType
    extract: Extractor | None
    """Its chunk-wide extractor; None when its values are read otherwise (a clause per
    sentence by ``clauses.find``, a text phrase by ``copies`` from near-copies)."""
    read_rank: int | None
    """Its turn among the extractors (lower reads first and takes its spans); None exactly
    when ``extract`` is None."""
    differs: Callable[[Value, Value, float], bool]
    """Whether two of its values in one dimension differ, given the tolerance."""
    exact_keys: bool
    """Two values without a magnitude agree exactly when their ``exact`` keys are equal (so
    detection may compare a set of keys instead of every pair)."""
    claim_kind: Callable[[Value], str]
    """The kind of a claim whose main value this is (a query naming several attributes
    splits its focus by kind)."""
    claim_rank: int
    """Which of a claim's values names its kind: the one of lowest rank."""
    any_unit: bool = False
    """A value with no unit (empty ``dimension``) is comparable with any unit: "£75" with
    "£75 per seat"."""
    tolerance: float = 0.0
    """The relative tolerance on magnitudes when the policy's ``[tolerance]`` names none."""
    decides: bool = True
    """A disagreement on it can decide a conflict (``text`` is advisory: surfaced only)."""
    side_by_side: bool = False
    """Its values say what, not only whether, so two that one chunk states side by side are
    both true and explain a disagreement between other chunks (``costated``); two clauses
    of one chunk ("must rotate", "must never leave") share a polarity without being about
    one thing."""


def _by_dimension(value: Value) -> str:
    """"duration", "size", "day", "version"…: the first part of the value's dimension; a
    period in working days is a duration too (it answers a how-long question as calendar
    days do: ``working_days``)."""
    kind = value.dimension.split(":")[0] or value.field
    return "duration" if kind == "business-duration" else kind


FIELDS: tuple[FieldEntry, ...] = (
    FieldEntry(
        "quantity", extract=quantity.extract, read_rank=4, differs=amounts_differ,
        exact_keys=True, claim_kind=_by_dimension, claim_rank=1, side_by_side=True,
    ),
    FieldEntry(
        "money", extract=money.extract, read_rank=2, differs=money_differs,
        exact_keys=True, claim_kind=lambda _: "money", claim_rank=0, any_unit=True,
        tolerance=0.01,  # the wire contract's default for money: 1 %
        side_by_side=True,
    ),
    FieldEntry(
        "date", extract=dates.extract, read_rank=0, differs=days_differ,
        exact_keys=False, claim_kind=_by_dimension, claim_rank=2, side_by_side=True,
    ),
    FieldEntry(
        "date_basis", extract=basis.extract, read_rank=3, differs=basis_events.bases_differ,
        exact_keys=False, claim_kind=lambda _: "basis", claim_rank=5,
    ),
    FieldEntry(
        "identifier", extract=identifiers.extract, read_rank=1, differs=amounts_differ,
        exact_keys=True, claim_kind=_by_dimension, claim_rank=3,
    ),
    FieldEntry(
        "clause", extract=None, read_rank=None, differs=clauses_differ,
        exact_keys=False, claim_kind=lambda _: "clause", claim_rank=4,
    ),
    FieldEntry(
        "text", extract=None, read_rank=None, differs=texts_differ,
        exact_keys=False,  # a name agrees with its longer form: compared pair by pair
        claim_kind=lambda _: "text", claim_rank=6, decides=False,
    ),
)
"""Every field type, in detection order."""

ENTRY: Mapping[FieldType, FieldEntry] = {f.name: f for f in FIELDS}
DETECTION_ORDER: tuple[FieldType, ...] = tuple(f.name for f in FIELDS)
DECIDING: tuple[FieldType, ...] = tuple(f.name for f in FIELDS if f.decides)
EXTRACTORS: tuple[Extractor, ...] = tuple(
    f.extract for f in sorted(FIELDS, key=lambda f: f.read_rank or 0) if f.extract is not None
)
"""The chunk-wide extractors in reading order."""
CLAIM_KINDS: tuple[FieldEntry, ...] = tuple(sorted(FIELDS, key=lambda f: f.claim_rank))
"""Every entry, in the order a claim's values are asked for its kind."""


def tolerance_of(field: FieldType, table: Mapping[str, float]) -> float:
    """The policy's tolerance for ``field``, else the field type's own."""
    return table.get(field, ENTRY[field].tolerance)
