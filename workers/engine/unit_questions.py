"""A "how many" question that counts units of a physical measure asks for that measure.

"How many kilograms of apples …", "how many metres of frontage …", "how many litres does
the tank hold": the answer is a mass, a length, a volume ("15 kg", "7 m", "2,000 l"),
never a count of things. Only a unit spelled out as a word of four letters or more is read
("kilograms", "miles", "feet", "kilobytes"), and never "pounds", which also names money. A
unit of data ("How many kilobytes of memory …") asks a size ("48 KB", "64K").
"""

from __future__ import annotations

import re

from workers.engine.fields.measures import measure

_HOW_MANY_WORD = re.compile(r"\bhow\s+many\s+([a-z]{4,})\b")
_NOT_UNITS = frozenset({"pound", "pounds"})
_DATA_UNITS = re.compile(r"(?:kilo|mega|giga|tera)?bytes?")
"""Units of data, spelled out: they measure a size, which ``measure`` does not read."""
"""Unit words that are also something else: "how many pounds" may ask a price."""


def asked_unit_dimension(text: str) -> str:
    """The physical dimension ("mass", "length", "volume", …) of the unit the lower-cased
    question ``text`` asks "how many" of; "" when the word after "how many" is no unit."""
    if "many" not in text:
        return ""
    found = _HOW_MANY_WORD.search(text)
    if found is None or found.group(1) in _NOT_UNITS:
        return ""
    if _DATA_UNITS.fullmatch(found.group(1)):
        return "size"
    value = measure(found.group(1), 1.0, found.group(1), 0)
    return value.dimension if value is not None else ""
