"""The typed value read from a chunk, and how two values compare (each field type's entry in
fields/registry.py names its comparison among those here).

Invariants: a value keeps the exact text it was read from (``surface``) and its offset in
the chunk; ``display`` is the normalised form written to records; two values are compared
only within one ``dimension`` (incomparable values never count as a conflict).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from schemas.types import FieldType
from workers.engine.designations import same_designated
from workers.engine.initialisms import same_initialism
from workers.engine.initials import same_initialled
from workers.engine.name_words import PERSON_TITLES
from workers.engine.precision import rounding_agrees
from workers.engine.short_names import same_pet_named
from workers.engine.transliterations import same_romanised


@dataclass(slots=True)
class Value:
    """One typed value found in a chunk's text."""

    field: FieldType
    display: str
    surface: str
    start: int
    dimension: str = ""
    magnitude: float | None = None
    exact: str = ""
    low: float | None = None
    """A range's lower end in base units ("2-8 °C", "10 to 12 weeks"), ``magnitude`` its
    upper end; None for a single value."""

    @property
    def end(self) -> int:
        return self.start + len(self.surface)


def differs(a: Value, b: Value, tolerance: float) -> bool:
    """True when ``a`` and ``b`` state different things about the same measure: they are
    ``comparable`` and their field type's ``differs`` (fields/registry.py) says so."""
    if a.field != b.field:
        return False
    entry = _registry.ENTRY[a.field]
    if a.dimension != b.dimension and not (entry.any_unit and not (a.dimension and b.dimension)):
        return False  # not comparable (inlined: this runs for every pair of a group)
    return entry.differs(a, b, tolerance)


def same_name(a: str, b: str) -> bool:
    """Do two normalised names name one agent (the words of one are all words of the other:
    "coltrane", "john coltrane"; or two romanisations of one name, ``transliterations``:
    "rostislav alekseyev", "rostislav alexeyev"; or one name with given names as initials,
    ``initials``: "w h auden", "wystan hugh auden"; or a given name and its pet form,
    ``short_names``: "charlie bowman", "charles bowman"; or a surname and seat and the full
    name, ``designations``: "campbell of islay", "john francis campbell"; or a family in the
    plural and one of its members: "dasilvas", "ray dasilva")? A form of address
    before the surname is no word of the name ("father willis", "henry willis")."""
    wa, wb = _without_honorific(a.split()), _without_honorific(b.split())
    return bool(wa) and bool(wb) and (
        wa <= wb or wb <= wa or same_romanised(a, b) or same_initialled(a, b)
        or same_pet_named(a, b) or same_designated(a, b) or _family(a, b) or _family(b, a))


def _family(a: str, b: str) -> bool:
    """Is ``a`` a family named in the plural ("dasilvas") whose surname ends ``b`` ("ray
    dasilva")? The family's deed is a member's."""
    return " " not in a and len(a) > _SHORTEST_FAMILY and a.endswith("s") \
        and b.rsplit(maxsplit=1)[-1] == a[:-1]


_SHORTEST_FAMILY = 3
"""A plural family name is longer than this ("lees"): "ms", "bes" are no families."""


_HONORIFICS = PERSON_TITLES
"""Forms of address written before a surname ("Father Willis", "Dr Okafor"): no name word."""


def _without_honorific(words: list[str]) -> set[str]:
    """A name's words, without the forms of address before its surname ("father willis" →
    {"willis"}, which agrees with "henry willis" as the surname alone does; a run of them,
    rank and knighthood, goes whole: "major general sir william bridges" → {"william",
    "bridges"}); the last word always stays."""
    lead = 0
    while lead < len(words) - 1 and words[lead] in _HONORIFICS:
        lead += 1
    return set(words[lead:])


def _clauses_differ(a: str, b: str) -> bool:
    """Clauses ("kind|condition|exception") differ in polarity, condition or exception; but
    statements without a modal ("In anaerobic respiration, …" / "In the aerobic chain, …")
    only say in which situation something holds: their conditions are scope, never a
    conflict. Two rules of one polarity and condition that both make an exception agree:
    the exception is the rare case, and sources word it differently ("unless a sign
    permits it", "unless posted"); a rule with an exception still differs from one without."""
    if a == b:
        return False
    if a.startswith("state|") and b.startswith("state|"):
        return False
    kind_a, condition_a, exception_a = a.split("|", 2)
    kind_b, condition_b, exception_b = b.split("|", 2)
    return not (kind_a == kind_b and condition_a == condition_b and exception_a and exception_b)


def comparable(a: Value, b: Value) -> bool:
    """Do ``a`` and ``b`` measure the same thing (so that equal values agree)? Same field and
    dimension; a value without a unit is comparable with any when its type says ``any_unit``
    (money: "£75" and "£75 per seat")."""
    if a.field != b.field:
        return False
    return a.dimension == b.dimension or (
        _registry.ENTRY[a.field].any_unit and not (a.dimension and b.dimension)
    )


def same(a: Value, b: Value, tolerance: float) -> bool:
    """Do ``a`` and ``b`` state one value of one measure (``comparable``, and no
    ``differs`` under ``tolerance``)?"""
    return comparable(a, b) and not differs(a, b, tolerance)


def amounts_differ(a: Value, b: Value, tolerance: float) -> bool:
    """Magnitudes outside the relative ``tolerance`` (and, for a physical measure, outside
    the precision written: ``precision``); without magnitudes, different keys."""
    if a.magnitude is not None and b.magnitude is not None:
        if a.low is not None or b.low is not None:
            return not overlaps(a, b, tolerance)
        return not within(a.magnitude, b.magnitude, tolerance) and not rounding_agrees(a, b)
    return a.exact != b.exact


def overlaps(a: Value, b: Value, tolerance: float) -> bool:
    """Do two amounts, one a range or both, share a value (within ``tolerance`` at the ends
    nearest each other)? A point inside a range states no other answer than the range."""
    assert a.magnitude is not None and b.magnitude is not None
    low_a = a.magnitude if a.low is None else a.low
    low_b = b.magnitude if b.low is None else b.low
    if low_a <= b.magnitude and low_b <= a.magnitude:
        return True
    near = (a.magnitude, low_b) if a.magnitude < low_b else (b.magnitude, low_a)
    return within(*near, tolerance)


CURRENCY_FAMILIES = {
    "kr": frozenset({"DKK", "SEK", "NOK", "ISK"}), "dh": frozenset({"MAD", "AED"}),
    "peso": frozenset({"MXN", "ARS", "CLP", "COP", "PHP", "UYU", "DOP", "CUP"}),
    "¥": frozenset({"JPY", "CNY"}),
    "$": frozenset({"USD", "AUD", "CAD", "NZD", "SGD", "HKD", "MXN", "TWD", "JMD", "BSD", "BBD",
                    "TTD", "FJD", "NAD", "LRD", "BZD", "GYD", "BND", "XCD"}),
}
"""A currency written by a sign or name several currencies share ("395 kr", "180 dirhams",
"¥1.68 million": yen or yuan; "$420": any dollar),
and the codes it may stand for."""


def money_differs(a: Value, b: Value, tolerance: float) -> bool:
    """Two known currencies that differ always differ (no exchange rates), unless one is a
    sign shared by a family the other belongs to ("395 kr", "DKK 395"); an unknown one
    ("42.00 per seat") is compared on amount alone."""
    if a.exact and b.exact and a.exact != b.exact \
            and b.exact not in CURRENCY_FAMILIES.get(_sign(a), ()) \
            and a.exact not in CURRENCY_FAMILIES.get(_sign(b), ()):
        return True
    return amounts_differ(a, b, tolerance)


_BARE_DOLLAR = re.compile(r"(?<![A-Za-z$])\$(?![A-Za-z])|\bdollars?\b", re.IGNORECASE)
"""A dollar written with no country: a lone "$" ("$420", not "A$420") or the word "dollars"."""


def _sign(value: Value) -> str:
    """The family sign a money value is written with: "$" for a bare dollar sign or the
    bare word "dollars", read as USD ("$420" or "420 dollars" beside "A$420" is the same
    Australian price written short); else its code. "US$", "USD" and "US dollars" stay
    US dollars."""
    if value.exact == "USD" and _BARE_DOLLAR.search(value.surface) \
            and "US" not in value.surface.upper().replace("USD", "US"):
        return "$"
    return value.exact


def texts_differ(a: Value, b: Value, tolerance: float) -> bool:
    """Named answers differ unless one name's words are all words of the other
    (``same_name``) or one is the other's initialism (``initialisms``); other texts
    compare their exact normalised key."""
    if a.dimension == b.dimension == "name":  # "EMBT" names Miralles and Tagliabue
        return not same_name(a.exact, b.exact) and not same_initialism(
            a.surface, a.exact, b.surface, b.exact)
    return a.exact != b.exact


def days_differ(a: Value, b: Value, tolerance: float) -> bool:
    """Dates differ on the calendar day; one without a year is compared on month and day."""
    return not _same_day(a.exact, b.exact)


def clauses_differ(a: Value, b: Value, tolerance: float) -> bool:
    """Clauses differ in polarity, condition or exception (``_clauses_differ``)."""
    return _clauses_differ(a.exact, b.exact)


def within(x: float, y: float, tolerance: float) -> bool:
    """Relative closeness: |x - y| <= tolerance * max(|x|, |y|) (exact when tolerance is 0)."""
    if x == y:
        return True
    return abs(x - y) <= tolerance * max(abs(x), abs(y))


def _same_day(a: str, b: str) -> bool:
    """ISO days, where "--MM-DD" (year unknown) matches any year with that month and day,
    a bare year "YYYY" any day of that year (a year and a day without one: unknown), a day
    of no month "---DD" any date on that day, and a span "first/last" (``fields.dates``)
    any date or span it shares a day with."""
    if "/" in a or "/" in b:
        return _spans_meet(a, b)
    if len(a) == 4 or len(b) == 4:
        return a.startswith("--") or b.startswith("--") or a[:4] == b[:4]
    if a.startswith("---") or b.startswith("---"):
        return a[-2:] == b[-2:]
    if a.startswith("--") or b.startswith("--"):
        return a[-5:] == b[-5:]
    return a == b


def _spans_meet(a: str, b: str) -> bool:
    """Do two days or spans of days share a day (compared as precisely as both are
    written: on the year alone, on month and day, or on the day alone)?"""
    a0, _, a1 = a.partition("/")
    b0, _, b1 = b.partition("/")
    a1, b1 = a1 or a0, b1 or b0
    ends = (a0, a1, b0, b1)
    if any(len(e) == 4 for e in ends):
        if any(e.startswith("--") for e in ends):
            return True
        return a0[:4] <= b1[:4] and b0[:4] <= a1[:4]
    if any(e.startswith("---") for e in ends):
        return int(a0[-2:]) <= int(b1[-2:]) and int(b0[-2:]) <= int(a1[-2:])
    cut = -5 if any(e.startswith("--") for e in ends) else 0
    return a0[cut:] <= b1[cut:] and b0[cut:] <= a1[cut:]


# The registry's entries name the comparisons above, and its extractors import ``Value``:
# imported last, so that either module may be imported first.
from workers.engine.fields import registry as _registry  # noqa: E402
