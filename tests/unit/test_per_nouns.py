"""A per-unit's modifier qualifies its noun (``fields.per_nouns``)."""

from __future__ import annotations

from workers.engine.fields.per_nouns import noun_after
from workers.engine.reading import read_text


def _money(text: str) -> list[tuple[float | None, str]]:
    return [(v.magnitude, v.dimension) for v in read_text(text).values if v.field == "money"]


def test_modified_unit_is_its_noun() -> None:
    assert _money("Tutors are paid €41 per tutoring hour.") == [(41.0, "hour")]
    assert _money("Parking is $9 per calendar day.") == [(9.0, "day")]


def test_surface_keeps_the_modifier() -> None:
    value = next(v for v in read_text("We bill $120 per site visit, net 30.").values
                 if v.field == "money")
    assert value.surface == "$120 per site visit"
    assert value.dimension == "visit"


def test_fractions_and_plain_units_stay() -> None:
    assert _money("Studio hire is £60 per half day.") == [(60.0, "half")]
    assert _money("Lockers cost £2 per day for guests.") == [(2.0, "day")]
    assert noun_after("£5 per seat hour", "seat", 11) == ("hour", 16)
    assert noun_after("£5 per day pass", "day", 10) == ("", 10)


def test_two_per_units_read_the_same_in_either_order() -> None:
    assert _money("Gritting is £30 a day per van.") == [(30.0, "van/day")]
    assert _money("Gritting is £32 per van per day.") == [(32.0, "van/day")]
    assert _money("Desks are €15 per seat per month.") == [(15.0, "seat/month")]
