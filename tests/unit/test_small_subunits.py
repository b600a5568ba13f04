"""Hundredths below ten spoken after a currency in words count when "and" joins them and
"pence" or "cents" names them ("a pound and five pence" = £1.05), while a bare small number
word after an amount stays a count of its own (``fields.money._SUBUNIT``). The texts are
invented."""

from __future__ import annotations

from workers.engine.reading import read_text


def _money(text: str) -> list[str]:
    return [v.display for v in read_text(text).values if v.field == "money"]


def test_small_pence_or_cents_joined_by_and_count() -> None:
    assert _money("A: A pound and five pence, paid at the door.") == ["1.05 GBP"]
    assert _money("The stamp is two dollars and three cents.") == ["2.03 USD"]
    assert _money("Parking costs four euros and nine cents an hour.") == ["4.09 EUR per hour"]


def test_larger_hundredths_read_as_before() -> None:
    assert _money("Tickets are three pounds fifty.") == ["3.50 GBP"]
    assert _money("It is two pounds and fifty pence.") == ["2.50 GBP"]


def test_a_small_number_without_its_subunit_stays_apart() -> None:
    assert _money("It costs ten dollars one way.") == ["10.00 USD"]
    assert _money("Pay five euros and two tokens.") == ["5.00 EUR"]
