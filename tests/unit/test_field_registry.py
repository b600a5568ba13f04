"""The field-type registry covers every field type of the wire format and nothing else, and
each entry is consistent: its extractor reads values of its own type, ranks are a strict
order, and only ``text`` is advisory."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any, get_args

import orjson

from schemas.export import render_all
from schemas.types import FIELD_TYPES, FieldType
from workers.engine.fields.registry import (
    CLAIM_KINDS,
    DECIDING,
    DETECTION_ORDER,
    ENTRY,
    EXTRACTORS,
    FIELDS,
)
from workers.engine.fields.scan import scan
from workers.engine.fields.spans import Taken

NAMES = [entry.name for entry in FIELDS]
TEXT = (
    "Version 2.4.1 of PB-441 costs $42.00 per seat from March 3, 2025; returns are accepted "
    "within 30 days of delivery."
)


def _field_enums(node: Any) -> Iterator[list[str]]:
    """Every enum the exported JSON schemas give a record's field-type properties."""
    if isinstance(node, dict):
        for key, value in node.items():
            if key in ("detected_fields", "field") and isinstance(value, dict):
                inner = value.get("items", value)
                if "enum" in inner:
                    yield inner["enum"]
            yield from _field_enums(value)
    elif isinstance(node, list):
        for item in node:
            yield from _field_enums(item)


def test_one_entry_per_field_type_of_the_schema() -> None:
    assert len(NAMES) == len(set(NAMES))
    assert set(NAMES) == set(get_args(FieldType)) == set(FIELD_TYPES)
    assert tuple(NAMES) == DETECTION_ORDER == FIELD_TYPES
    assert set(ENTRY) == set(NAMES)


def test_registry_matches_every_exported_schema_enum() -> None:
    enums = [enum for raw in render_all().values() for enum in _field_enums(orjson.loads(raw))]
    assert len(enums) >= 3  # detected_fields of both records, resolved_fields[].field
    for enum in enums:
        assert enum == NAMES


def test_ranks_order_the_extractors_and_claim_kinds() -> None:
    readers = [e for e in FIELDS if e.extract is not None]
    assert all((e.extract is None) == (e.read_rank is None) for e in FIELDS)
    assert sorted(e.read_rank or 0 for e in readers) == list(range(len(readers)))
    assert tuple(e.extract for e in sorted(readers, key=lambda e: e.read_rank or 0)) == EXTRACTORS
    assert sorted(e.claim_rank for e in FIELDS) == list(range(len(FIELDS)))
    assert [e.claim_rank for e in CLAIM_KINDS] == list(range(len(FIELDS)))


def test_each_extractor_reads_values_of_its_own_type() -> None:
    for entry in FIELDS:
        if entry.extract is None:
            continue
        found = entry.extract(scan(TEXT), Taken())
        assert found, entry.name
        assert {v.field for v in found} == {entry.name}


def test_only_text_is_advisory() -> None:
    assert tuple(n for n in NAMES if n != "text") == DECIDING
    assert all(0.0 <= e.tolerance < 1.0 for e in FIELDS)
