"""A list of titles each with its year: the asked title's parenthesis gives its value."""

from __future__ import annotations

import re

from workers.engine.titled_items import named_asides, titled_years

from .conftest import slot_answers

_ASIDE = re.compile(r"\(([^()\n]{1,40})\)")


def _named(text: str, names: frozenset[str]) -> list[str]:
    asides = list(_ASIDE.finditer(text))
    return [asides[i].group(1).strip() for i in sorted(named_asides(text, asides, names))]


def test_the_parenthesis_right_after_the_name_is_found() -> None:
    text = "Albums: Blue Harbour ( 1984 ) Night Trains ( 1986 ) `` Marlowe '' ( 1990 ) Vigil"
    assert _named(text, frozenset({"marlowe"})) == ["1990"]
    assert _named(text, frozenset({"night", "trains"})) == ["1986"]
    assert _named(text, frozenset({"vigil"})) == []
    assert _named(text, frozenset()) == []


def test_another_titles_year_is_no_answer_when_the_asked_title_has_its_own() -> None:
    text = ("Discography: Marlowe discography Studio albums Blue Harbour (1984) Night Trains "
            "(1986) Marlowe (1990) Vigil (1993)")
    assert slot_answers("What year was the album \"Marlowe\" released?", text) == ["1990"]


def test_a_list_without_the_asked_title_is_read_as_before() -> None:
    text = ("Anniversaries in May: the Orvel bridge's opening (1931), the Kesty dam's "
            "completion (1958) and the Lund tunnel's breakthrough (1976)")
    assert slot_answers("When was the Kesty dam completed?", text) == ["1958"]


def test_a_year_right_after_the_asked_title_carries_the_question() -> None:
    text = ("Videos Blue Harbour `` Tide '' `` Keel '' Marlowe ( 1995 ) `` Lantern '' "
            "`` Northbound ''")
    assert slot_answers("What year was the album \"Marlowe\" released?", text) == ["1995"]
    assert titled_years(text, frozenset({"marlowe"}), frozenset({"album"})) == [
        (text.index("1995"), text.index("1995"), "album")]
    assert titled_years(text, frozenset({"keel"}), frozenset({"album"})) == []


def test_a_titled_year_stands_beside_a_full_date_of_the_page() -> None:
    text = "Gallery Marlowe Hall ( 1966 ) Photographed by Ann Lee, August 29, 2009"
    assert slot_answers("When was Marlowe Hall built?", text) == ["1966"]
