"""The answer gates' shared keeping of values: ``kept``, ``tied_or_witnessed``, ``row_around``."""

from __future__ import annotations

import re

from workers.engine.claims import Claim
from workers.engine.kept_values import kept, row_around, tied_or_witnessed
from workers.engine.values import Value


def _value(field: str, display: str, start: int = 0) -> Value:
    return Value(field=field, display=display, surface=display, start=start)  # type: ignore[arg-type]


def _claim(**values: Value) -> Claim:
    return Claim(subject="s", attribute="a", facets=(), values=dict(values),  # type: ignore[arg-type]
                 snippet="", position=0, qualifier_terms=frozenset(), mentions=frozenset(),
                 asides=frozenset(), snippets={})


def test_a_claim_keeps_its_admitted_values_is_dropped_empty_and_is_itself_when_whole() -> None:
    whole = _claim(money=_value("money", "$5"))
    split = _claim(money=_value("money", "$7"), quantity=_value("quantity", "3 kg"))
    empty = _claim(money=_value("money", "$9"))
    out = kept([whole, split, empty], lambda c, f, v: v.display != "$9" and f != "quantity")
    assert out[0] is whole
    assert list(out[1].values) == ["money"]
    assert len(out) == 2


def test_untied_values_stay_only_as_witnesses_of_a_tied_one() -> None:
    tied_text, other_text = "paid $5", "costs $5 or $6"
    chunks = [(tied_text, [_claim(money=_value("money", "$5"))]),
              (other_text, [_claim(money=_value("money", "$5")),
                            _claim(money=_value("money", "$6")),
                            _claim(date=_value("date", "2020"))])]
    out = tied_or_witnessed(chunks, "money", lambda text, v: text.startswith("paid"),
                            lambda answers: lambda v: v.display in {a.display for a in answers})
    # the $6 goes; the $5 (a witness) and the date stay
    assert [len(claims) for claims in out] == [1, 2]
    assert [next(iter(c.values.values())).display for c in out[1]] == ["$5", "2020"]


def test_the_row_around_an_offset_is_bounded_by_breaks_and_span() -> None:
    text = "Name: X | Fine: $100 | Paid: $200"
    at = text.index("$100")
    begin, end = row_around(text, at, re.compile(r"\|"), 300)
    assert text[begin:end].strip() == "Fine: $100"
    assert row_around("a" * 50, 25, re.compile(r"\|"), 10) == (15, 35)
