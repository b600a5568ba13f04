"""An erratum's *for "X" read "Y"* withdraws the values quoted in X from its chunk."""

from __future__ import annotations

from workers.engine.reading import read_text
from workers.engine.struck import not_struck, struck_keys


def _kept(text: str) -> list[str]:
    values = read_text(text).values
    return [v.display for v in not_struck(values, struck_keys(text, values))
            if v.field == "identifier"]


def test_the_quoted_text_after_for_is_withdrawn_everywhere_in_the_chunk() -> None:
    text = ('Amendment 2: in section 4, for "part ZK-40" read "part ZK-44". '
            "ZK-40 is the old bracket.")
    assert _kept(text) == ["item:ZK44"]


def test_curly_quotes_and_a_comma_before_read() -> None:
    assert _kept("Errata: for “model TR-900”, read “model TR-950”.") == ["item:TR950"]


def test_without_the_formula_nothing_is_withdrawn() -> None:
    text = "Use part ZK-40 for the bracket; read the manual for ZK-44."
    assert _kept(text) == ["item:ZK40", "item:ZK44"]
