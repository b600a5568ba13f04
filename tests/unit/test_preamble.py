"""A retrieved page's metadata (site, result date, dateline) is never read as a claim."""

from __future__ import annotations

import pytest

from workers.engine.preamble import preamble_end
from workers.engine.reading import read_text


@pytest.mark.parametrize(
    ("text", "proper"),
    [
        ("walkingguide.example › trails › fennick\nFennick Trail: 38 km.", "Fennick Trail"),
        ("Apr 16, 2018 — RMS Titanic sank on 15 April 1912.", "RMS Titanic"),
        ("Updated Mar 1, 2025 · Allow a full day.", "Allow"),
        ("Posted on 11 Nov 2024 by Jenna R. · $32 a head.", "$32"),
        ("site.example › a\nPosted on 2 Feb 2024 · Journey time is 2 hrs.", "Journey"),
        ("Apr 6, 2019 — On this day: November 9, 1989 — the Wall fell.", "On this day"),
    ],
)
def test_the_preamble_ends_where_the_text_proper_starts(text: str, proper: str) -> None:
    assert text[preamble_end(text):].startswith(proper)


@pytest.mark.parametrize(
    "text",
    ["Returns are accepted within 30 days.", "Version 2.4 — released in May.",
     "Quarry Lane Software | Leeds | 1,200 employees", "api.example.com is the host.",
     "1 October 1868 — the light is lit for the first time.",
     "Jul 4, 1776 — the Declaration of Independence is adopted."],
)
def test_text_without_a_preamble_starts_at_zero(text: str) -> None:
    assert preamble_end(text) == 0


def test_no_value_of_the_preamble_is_read() -> None:
    reading = read_text("shop.example › bar\nPosted on 20 Mar 2024 · 210 cals a bar is fine.")
    assert all(v.start >= reading.sentences[0].offset for v in reading.values)
    assert not any(v.field in ("date", "identifier") for v in reading.values)
    assert all("Posted" not in s.snippet for s in reading.sentences)


def test_a_date_before_the_web_heads_its_sentence() -> None:
    reading = read_text("local.example\n1 October 1868 — the light is lit for the first time. "
                        "In 1893 it became one of the first lights to burn paraffin.")
    first = reading.sentences[0]
    assert first.snippet.startswith("1 October 1868 — the light is lit")
    assert [v.display for v in first.values] == ["1868-10-01"]


@pytest.mark.parametrize(
    ("text", "proper"),
    [
        ("14. des. 2021 — Roald Amundsen og hans menn nådde Sydpolen.", "Roald"),
        ("14.12.2021 — Amundsen nådde Sydpolen.", "Amundsen"),
        ("3. März 2023 — Der Turm ist 300 m hoch.", "Der Turm"),
        ("12 déc. 2022 — La tour mesure 330 m.", "La tour"),
        ("14 de diciembre de 2021 — El equipo llegó.", "El equipo"),
        ("5 dic 2019 · Il ponte è lungo 1 km.", "Il ponte"),
        ("vor 3 Tagen · Der Bau dauerte 2 Jahre.", "Der Bau"),
        ("il y a 2 jours · La tour mesure 330 m.", "La tour"),
        ("hace 3 días · El puente mide 2 km.", "El puente"),
        ("3 dagen geleden · De brug is 2 km.", "De brug"),
        ("for 3 dager siden · Broen er 2 km.", "Broen"),
        ("3 dni temu · Most ma 2 km.", "Most"),
    ],
)
def test_a_result_date_in_another_european_language_is_metadata(text: str, proper: str) -> None:
    assert text[preamble_end(text):].startswith(proper)


@pytest.mark.parametrize(
    "text",
    ["14.12.2021 | Sydpolen nådd",  # an infobox's cell, not a search engine's mark
     "14. desember 1911 — Amundsen nådde Sydpolen.",  # before the web: content
     "12 déc. 2022: La tour mesure 330 m."],
)
def test_a_european_leading_date_without_a_result_mark_is_content(text: str) -> None:
    assert preamble_end(text) == 0


def test_a_bare_year_before_a_span_counted_to_it_is_the_results_date() -> None:
    text = "2019 — 80 years after it first sailed, the Morwen ferry is back on the loch."
    assert text[preamble_end(text):].startswith("80 years after")
    for content in ("1839 — 80 years after the war, the mill opened.",
                    "2019 — the Morwen ferry is back on the loch.",
                    "Built: 2019 | 80 years after the first"):
        assert preamble_end(content) == 0


@pytest.mark.parametrize(
    ("text", "proper"),
    [("2014 — Harrow Mill marks 150 years since its wheel first turned in 1864.", "Harrow"),
     ("2012 — The rowing club celebrates its 75th anniversary with a regatta.", "The rowing"),
     ("2018 — Velmont Radio turns 50: its first broadcast went out in 1968.", "Velmont"),
     ("2009 — Two hundred years after the canal opened, barges still use it.", "Two hundred"),
     ("2006 — A century after the pier was built, it reopens.", "A century"),
     ("2019 — The Tollan Brass Society, formed by quarry workers in 1869, marks 150 years.",
      "The Tollan"),
     ("2015 — Kerrow Library, opened in 1915, celebrates its centenary.", "Kerrow"),
     ("2020 — Holm Mill 250: the oldest working water mill in the county celebrates two "
      "centuries and a half.", "Holm Mill"),
     ("2011 — The little ferry across the Arrow estuary at Penwick marks 80 years.", "The little")],
)
def test_a_bare_year_before_an_anniversary_is_the_results_date(text: str, proper: str) -> None:
    assert text[preamble_end(text):].startswith(proper)


@pytest.mark.parametrize(
    "text",
    ["2008 — Halvard Pianos buys the Brenner works in Graz.",
     "2021 — The Ostley footbridge, 80 metres long, opens to walkers.",
     "1864 — Harrow Mill marks its opening with a fair.",
     "2014 — The mill's new owners turn the wheel for visitors.",
     "2014 — The mill, restored by volunteers, opens with a fair.",
     "1923 — Opening day: the club's new ground takes 40,000 for the cup final."],
)
def test_a_leading_year_that_tells_an_event_stays_content(text: str) -> None:
    assert preamble_end(text) == 0


@pytest.mark.parametrize(
    ("text", "proper"),
    [
        ("2022 — The Fennick ferry won the Blue Flag in 2018; its sister ship won later.",
         "The Fennick"),
        ("2021 — Ada Lund took the title on 3 May 2016 in Oslo.", "Ada Lund"),
    ],
)
def test_a_bare_year_before_a_clause_dating_its_own_event_is_the_results(
        text: str, proper: str) -> None:
    assert text[preamble_end(text):].startswith(proper)


@pytest.mark.parametrize(
    "text",
    ["2008 — Halvorsen buys the boatyard.",
     "2008 — Halvorsen buys the boatyard founded in 1887.",
     "2019 — The new bridge opens in 2024.",
     "1950 — The club won the cup in 1948."],
)
def test_a_bare_year_telling_its_clauses_event_stays_content(text: str) -> None:
    assert preamble_end(text) == 0
