"""A spelled-out number in the thousands goes on past its hundreds, with or without "and"."""

from __future__ import annotations

from workers.engine.budget import UNLIMITED
from workers.engine.reading import read_text


def _read(text: str) -> list[tuple[str, str]]:
    return [(v.surface, v.display) for v in read_text(text, UNLIMITED).values]


def test_the_tens_after_a_hundreds_group_in_the_thousands_belong_to_the_number() -> None:
    assert _read("Runners climb eleven thousand six hundred seventy-four steps.") == [
        ("eleven thousand six hundred seventy-four steps", "11674 step")]
    assert _read("It has one thousand two hundred and fifty-six steps.") == [
        ("one thousand two hundred and fifty-six steps", "1256 step")]
    assert _read("It has one thousand two hundred steps.") == [
        ("one thousand two hundred steps", "1200 step")]
    assert _read("It seats two thousand and five people.") == [
        ("two thousand and five people", "2005 people")]
