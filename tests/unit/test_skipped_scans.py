"""Shortcuts that skip text in C (blank lines, "a a a", "a. a. a.") find exactly what the
plain scans find: each is checked here against the plain version on random texts built from
the pieces the shortcuts reason about."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator

import pytest

from workers.engine import segments
from workers.engine import sentences as spans
from workers.engine.fields import facets, identifiers, quantity
from workers.engine.fields.scan import scan
from workers.engine.fields.spans import Taken

PIECES = (
    " ", "  ", "\t", "\n", "\n\n", " \n", " — ", " - ", " – ", "—", "-", ".", ". ", "e.g. ",
    "no. ", "1 October 1868", "12", "3.5", "(", ")", "(1870 – 1920)", "a", "an", "A", "a.",
    "Foo", "bar", "?", ";", "!", "api.example.com", "x.", ".com", "db-1.internal", "a..com",
    "a.-b.com", "www.", "1.", "v2.3", "%", "°C", "3 days", "a day", "an hour", "a-b",
)


def _texts(count: int, seed: int) -> Iterator[str]:
    rng = random.Random(seed)
    for _ in range(count):
        yield "".join(rng.choice(PIECES) for _ in range(rng.randint(1, 30)))


PLAIN_SENTENCE = re.compile(r"(?:[^.!?;\s]+|[.!?;](?=\S)|[^\S\n](?![-–—]\s))+[.!?;]*")
"""``spans._SENTENCE`` before its repeats were made possessive."""


def _plain_sentences(text: str) -> Iterator[tuple[int, str]]:
    """``spans.sentences`` as it was before blank runs were skipped and held sentences kept
    as offsets: one loop turn per match of the plain pattern, each body sliced."""
    held: tuple[int, str] | None = None
    for match in PLAIN_SENTENCE.finditer(text):
        body = match.group(0)
        if held is not None:
            body = text[held[0] : match.end()]
        start = held[0] if held is not None else match.start()
        held = None
        if (
            body.endswith(".") and match.end() < len(text) and text[match.end()] != "\n"
            and len(body) <= spans.MAX_SENTENCE_CHARS
            and spans._ABBREVIATION.search(body, max(0, len(body) - 8))
        ) or (
            body[-1:] in ("!", "?") and len(body) >= 2 and body[-2].isalnum()
            and len(body) <= spans.MAX_SENTENCE_CHARS
            and spans._LOWER_AFTER.match(text, match.end()) is not None
        ) or ("(" in body and body.count("(") > body.count(")")
              and spans._SPACED_DASH.match(text, match.end()) is not None) or (
            len(body) <= spans._MAX_BARE_VALUE and spans._BARE_VALUE.fullmatch(body)
            and spans._SPACED_DASH.match(text, match.end()) is not None
        ):
            held = (start, body)
            continue
        if body.strip():
            yield start, body
    if held is not None and held[1].strip():
        yield held


@pytest.mark.parametrize("seed", range(4))
def test_sentences_skip_blank_lines_without_changing_what_they_yield(seed: int) -> None:
    for text in _texts(3000, seed):
        assert list(spans.sentences(text)) == list(_plain_sentences(text)), repr(text)


SENTENCE_PIECES = (
    "e.g. ", "e.g.", "i.e. ", "E.G. ", "no. ", "No.", "nos. 4", "etc.", "approx. ", "vs.", "Dr.",
    " ", "\t", "\n", "a", "Mr", "x.", ".", "..", "!", "?", ";", "(", ")", "(1870", " – ", " - ",
    "—", "1920", "3.5", "March", "Jan.", "2nd", "42.00", "Foo bar", "\u00a0", "10.0.0.1 ",
)


@pytest.mark.parametrize("seed", range(4))
def test_held_sentences_kept_as_offsets_yield_what_the_plain_loop_yields(
    seed: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Abbreviations, parentheses and bare values before dashes, with a small sentence cap
    (as ``MAX_SENTENCE_CHARS`` cuts "e.g. e.g. …" in a long text)."""
    rng = random.Random(500 + seed)
    for cap in (2_000, 9, 24):
        monkeypatch.setattr(spans, "MAX_SENTENCE_CHARS", cap)
        for _ in range(2000):
            text = "".join(rng.choice(SENTENCE_PIECES) for _ in range(rng.randint(1, 30)))
            assert list(spans.sentences(text)) == list(_plain_sentences(text)), (cap, repr(text))


@pytest.mark.parametrize("seed", range(2))
def test_the_possessive_sentence_pattern_matches_what_the_plain_one_matches(seed: int) -> None:
    rng = random.Random(600 + seed)
    for _ in range(3000):
        text = "".join(rng.choice(SENTENCE_PIECES + PIECES) for _ in range(rng.randint(1, 30)))
        expected = [m.span() for m in PLAIN_SENTENCE.finditer(text)]
        assert [m.span() for m in spans._SENTENCE.finditer(text)] == expected, repr(text)


_PLAIN_HOST_RUN = re.compile(r"(?<![a-z0-9.-])-*(?P<run>[a-z0-9][a-z0-9-]*\.[a-z0-9.-]*)")


def _plain_hosts(lower: str) -> list[tuple[int, int]]:
    found = []
    for token in _PLAIN_HOST_RUN.finditer(lower):
        start, end = token.span("run")
        if end - start <= identifiers.MAX_HOST_CHARS:
            match = identifiers._HOST.match(lower, start, end)
            if match is not None:
                found.append(match.span())
    return found


@pytest.mark.parametrize("seed", range(4))
def test_host_runs_whose_first_dot_ends_them_hold_no_host(seed: int) -> None:
    for text in _texts(3000, 100 + seed):
        lower = text.lower()
        assert [m.span() for m in identifiers._hosts(lower)] == _plain_hosts(lower), repr(text)


HOST_PIECES = (
    "a", "ab", "com", "co", "x1", "9", "10", "0", "1", ".", "-", " ", "\n", "e.g.", "a.b",
    "10.0.0.1", "db-1", "internal", "eu", "z", "..", "_", "www", "ex-ample", "uk", "g",
)


@pytest.mark.parametrize("seed", range(4))
def test_host_runs_without_a_dot_before_two_letters_hold_no_host(seed: int) -> None:
    """Every host has a dot followed by two letters (its suffix, or its last label): runs
    without one ("e.g.", "10.0.0.1") are skipped in C."""
    rng = random.Random(700 + seed)
    for _ in range(3000):
        lower = "".join(rng.choice(HOST_PIECES) for _ in range(rng.randint(1, 30)))
        assert [m.span() for m in identifiers._hosts(lower)] == _plain_hosts(lower), repr(lower)


def test_a_text_of_blank_lines_still_yields_its_one_sentence() -> None:
    text = " \n" * 1000 + "  Returns within 30 days. \n" + "\t\n" * 1000
    assert list(spans.sentences(text)) == [(2000, "  Returns within 30 days.")]


def test_a_blank_run_before_a_spaced_dash_still_joins_it() -> None:
    text = "\n\n  — the light is lit"
    assert list(spans.sentences(text)) == list(_plain_sentences(text))


def test_bare_articles_start_no_quantity_but_a_day_still_does() -> None:
    text = "a a a. a. A 2-step check takes a day."
    assert [v.display for v in quantity.extract(scan(text), Taken())] == ["1 day"]


QUANTITY_PIECES = (
    "9", "12", "441", "1,000", "3.5", " ", "  ", "-", " - ", "\n", "(3)", "days", "kg", "nan",
    "%", "a", "an", "hour", "°C", "x", ".", "_", "a_", "ab", "1a", "(", "µg", "9a", "١",
    ",", ", ", ". ", ".5", ",000", ")", "'", "/", "–", "\u00a0", "000", "m", "ms",
    "b", "ab", "ab-", "anb", "as", "am/s", "s", "kb", "mph", "n", "days", "é", "°c", "y",
    "a b,", "an b", " b-c", "per cent", "km / h", "ft", "an-", "mi", "-b",
    "no.", " no. ", "1 no", "9am", "1st", " . ", "3 _", "2ms", "1 mph", "1 -ab", "12 000",
    "10.0.0.1", "1.5.", "2.5,", "1,000.5.", "0.1",
)


@pytest.mark.parametrize("seed", range(8))
def test_the_quantity_start_skips_only_places_where_no_quantity_starts(seed: int) -> None:
    """Bare articles ("a a", "an%anan") and digit runs ("9 9") the start pattern skips."""
    rng = random.Random(200 + seed)
    for _ in range(3000):
        text = "".join(rng.choice(QUANTITY_PIECES) for _ in range(rng.randint(1, 25))).lower()
        expected = [m.span() for m in quantity.PATTERN.finditer(text)]
        assert [m.span() for m in quantity.ANCHORED.finditer(text)] == expected, repr(text)


DOT = re.compile(r"[^\S\n]+·[^\S\n]+")
DOT_PIECES = ("·", " ", "  ", "\t", "\n", "a", "Arms: 8", "\u00a0", "-")


@pytest.mark.parametrize("seed", range(4))
def test_middle_dots_found_outwards_are_the_pattern_s_matches(seed: int) -> None:
    rng = random.Random(300 + seed)
    for _ in range(3000):
        text = "".join(rng.choice(DOT_PIECES) for _ in range(rng.randint(1, 30)))
        expected = [m.span() for m in DOT.finditer(text)]
        assert list(segments.dot_spans(text)) == expected, repr(text)


NAME_PIECES = (
    "a", "ab", "AB", "A", "FIN", "DWH", "x9", "1", "12", "-", "_", " ", "  ", ".", "\n", "é",
    "b-2", "-a1", "_a", "Z", "a-", "AB-", "a_",
)


@pytest.mark.parametrize("seed", range(4))
def test_the_name_code_start_skips_only_places_where_no_name_starts(seed: int) -> None:
    """A lone "a-", "AB- " or "a_" (no second part, or a short one) starts no name code."""
    anchored = identifiers._ANCHORED["name"]
    rng = random.Random(400 + seed)
    for _ in range(3000):
        text = "".join(rng.choice(NAME_PIECES) for _ in range(rng.randint(1, 25)))
        expected = [(m.span(), m.groupdict()) for m in anchored.pattern.finditer(text)]
        got = [(m.span(), m.groupdict()) for m in anchored.finditer(text)]
        assert got == expected, repr(text)


@pytest.mark.parametrize("seed", range(2))
def test_a_text_without_pipes_or_middle_dots_is_its_sentences(seed: int) -> None:
    """``segments`` skips the look at neighbouring lines where no line has "|" or "·"."""
    rng = random.Random(800 + seed)
    for text in _texts(3000, 800 + seed):
        proper = rng.randint(0, len(text))
        expected = list(segments._cells(text, proper))
        assert list(segments.segments(text, proper)) == expected, (proper, repr(text))


FACET_PIECES = (
    "in", " ", "  ", "\n", "staging", "prod", "EU", "eu", "US", "us", "U.S.", "u.s.", "-", "$",
    "€", "for", "customers", "kids", "full-time employees", "full-time", ".", ",", "qa", "QA",
    "x", "1", "_", "(", "Europe", "united states", "UK", "é",
)


@pytest.mark.parametrize("seed", range(4))
def test_facet_mentions_found_in_one_search_are_the_pattern_s_matches(seed: int) -> None:
    rng = random.Random(900 + seed)
    for _ in range(3000):
        text = "".join(rng.choice(FACET_PIECES) for _ in range(rng.randint(1, 30)))
        prepared = scan(text)
        expected = [(*facets._LOOKUP[m.group(0).lower()], *m.span())
                    for m in facets.PATTERN.finditer(text)]
        if prepared.words.isdisjoint(facets.FACET_WORDS) and "u.s." not in prepared.lower:
            expected = []  # find's word gate (not the scan under test)
        assert facets.find(prepared) == expected, repr(text)
