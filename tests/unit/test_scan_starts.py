"""``scan.Anchored.finditer`` finds exactly what ``pattern.finditer`` finds, for every pattern
that an extractor searches with a start pattern (each pair is a promise, checked here on the
labelled texts and on seeded random texts built from the characters and words the patterns
care about); and patterns rewritten to begin with a character class (their lookbehind moved
after it) match exactly what they matched before."""

from __future__ import annotations

import random
import re
from pathlib import Path

import orjson
import pytest

from workers.engine import place_kinds, segments, sentences, terms
from workers.engine.fields import (
    clauses,
    dates,
    facets,
    identifiers,
    money,
    quantity,
    quantity_patterns,
)
from workers.engine.fields.scan import Anchored

DATA = Path(__file__).resolve().parents[1] / "data"
PAIRS: list[tuple[str, Anchored, bool]] = [
    ("money", money.ANCHORED, False),
    ("money without amounts in words", money.UNWORDED, False),
    ("dates", dates.ANCHORED, True),
    ("quantity", quantity.ANCHORED, True),
    ("facets", facets.ANCHORED, False),
    ("polarity", clauses._POLARITY_AT, True),
    ("condition", clauses._CONDITION_AT, True),
    ("exception", clauses._EXCEPTION_AT, True),
    *(
        (f"identifier {kind}", anchored, folded)
        for kind, _, anchored, folded, _ in identifiers._KINDS
        if anchored is not None
    ),
]
TOKENS = (
    "1 2 3 12 30 441 2025 2024-03-01 03/25/2026 25/03/2026 1,000 42.00 3.0.13 10.0.0.1 v2.3 v1 "
    "version 1.2.3-rc.1 $ € £ ¥ ₹ CA$ US$ C$ A$ S$ USD EUR GBP usd dollars euros pounds cents ¢ "
    "per / a an each month year day days business working hours ms s h min % percent per-cent "
    "8m20s 2h16 1h05m30s hr hrs minutes mins seconds secs and 5 d 3 days 23 59 "
    "GB KiB mb bytes kilobytes °C degrees celsius mm m km kg lbs ml litres foot feet "
    "twenty thirty-one one two three (3) eleven eight eighty single zero nine fifteen sixty "
    "January jan Feb March mar May may june jul Aug sept Sep oct Nov dec 3rd 1st of the , "
    "PB-441 pb_441 sku_1234 AP-F300-B P7XK2QD SKU12345 FIN-DWH-READ fin_dwh_readers "
    "bkp-vault-eu1 Orders API Pro plan The Payments Service A B, Enterprise tier "
    "DE89 3704 0044 0532 0130 00 account acct no. # : is "
    "staging prod Production EU us US U.S. u.s. UK APAC qa QA kids Full-time employees "
    "european union Canada ſtaging KIDS must not mustn't May not shall cannot can't can do "
    "don't does not is are required needs to has to mandatory permitted allowed accepted "
    "eligible available entitled prohibited forbidden never no longer non-refundable "
    "For In On only if if when provided that subject to upon without with manager approval "
    "except for unless excluding other than but not apart from save for with the exception of "
    "api.example.com x.corp.net - _ . .. ' ’ ( ) é É ٣ ١٢ ß İ \n \t · — – ; ? !"
).split(" ")
SEPARATORS = ["", " ", " ", " ", "", ".", "-", ",", "\n"]
GROUP_RUNS = [
    lead + " 000" * groups + tail
    for lead in ("1", "12", "000", "1234", "$1", "a", "about 5")
    for groups in (5, 6, 7, 8, 9, 15)
    for tail in ("", " km", " people", ".5 km", ",5", " 1 000 000 days", " 000.", "\u00a0000 kg")
]
"""Runs of space-grouped thousands, longer and shorter than a number takes."""
AMOUNT_TOKENS = (
    "1 12 395 0.99 3.50 59,50 1,5 1,000 1,000,000 1,0000 20 000 000 1\u00a0000 2\u202f500 1½ ¾ "
    "8p 7 pence p pen per / each cents cent ¢ kr Kr KR \u212ar kron kronor kroner zł Zł kč Kč "
    "€ ₽ ₺ ₫ ₩ $ £ USD usd EUR SEK dollars Dollars \u017fwiss swiss francs Singapore singapore "
    "u.s. US Hong Kong new zealand yen Yuan rupees złoty zloty euro pounds a to and million k"
).split(" ")
AMOUNT_SEPARATORS = ["", " ", " ", "\n", ".", ",", "  ", "\u00a0"]
"""Amounts in digits and what may follow their numbers, for the money start gate."""


def _texts() -> list[str]:
    texts: list[str] = []
    for path in sorted(DATA.glob("*.jsonl")):
        for line in path.read_bytes().splitlines():
            if line.strip():
                texts.extend(c["text"] for c in orjson.loads(line).get("chunks", []))
    rng = random.Random(20261201)
    for _ in range(4000):
        parts = [rng.choice(TOKENS) + rng.choice(SEPARATORS) for _ in range(rng.randint(1, 25))]
        texts.append("".join(parts))
    texts.extend(["3.50   per seat", "4.00\n\n/ month", "12 kr", "12 kr 13", "12 \u212ar.",
                  "59,50 €", "1 000 000 kr.", "1,000,000.50 USD", "8p per mile", "1½ ¢",
                  "x 2.400.000,00 kr", "x 2.400.000 EUR", "x 2,4 SEK", "x 450 Danish kroner",
                  "x 180 dhs", "x 12 Moroccan dirhams", "x 5 lira", "x 9 US dollars",
                  "x 12 kr 12", "x 12 km /h 3", "x 5 ab (3)", "x 12 - ab 3", "x 7 ms 3",
                  "x 1 to 2", "x 3 kr -days", "x 4  gb\n5", "x 2 mo. 3", "x 9 h 9", "x 6 a 7",
                  "x 8 % 1", "x 1 ° c 2",
                  "between 1 and 2", "x tenk users", "x an hour", "x twenty-ones", "x a k",
                  "x twenty-one . 2", "x twenty one . 2", "x seventeen thousand four hundred "
                  "and sixty-eight, of", "x seven.", "x twenty-one (3) days", "x five ° c",
                  "x ten %", "x nine\n. one ;", "x sixty-six-", "x four -.", "x eleven ¾",
                  "000\n000\n000 kg", "x 12\n5 kg", "x 3\n(3) days", "x 7 \n 8 days",
                  "x 5\r\n6 kg", "x 4\n\n9 years", "x 2\nkg 3\n4 hours",
                  "x an 'unsinkable' raft", "x a \u201cfolding\u201d kayak",
                  "x a \u2018spare\u2019 oar", "x twelve 'great' guilds",
                  "x two \u201cfolding\u201d kayaks", "x seven \u2018spare\u2019 oars"])
    for _ in range(1500):
        parts = [rng.choice(AMOUNT_TOKENS) + rng.choice(AMOUNT_SEPARATORS)
                 for _ in range(rng.randint(1, 12))]
        texts.append("".join(parts))
    return texts


TEXTS = _texts()


@pytest.mark.parametrize(("name", "anchored", "folded"), PAIRS, ids=[p[0] for p in PAIRS])
def test_anchored_search_finds_every_match(name: str, anchored: Anchored, folded: bool) -> None:
    for text in [*TEXTS, *GROUP_RUNS]:
        subject = text.lower() if folded else text
        expected = [(m.span(), m.groupdict()) for m in anchored.pattern.finditer(subject)]
        got = [(m.span(), m.groupdict()) for m in anchored.finditer(subject)]
        assert got == expected, (name, subject)


def test_start_patterns_match_one_character() -> None:
    for _, anchored, _ in PAIRS:
        for text in TEXTS[:500]:
            assert all(m.end() - m.start() == 1 for m in anchored.starts.finditer(text))


_MONEY_SYMBOL = "[" + "".join(money._SYMBOLS) + "]"
_MONEY_STARTS = rf"{_MONEY_SYMBOL}|[A-Z]{money._CAPITAL_AT}|\d{money._DIGIT_AT}"
_INITIALS = money._WORD_INITIALS + money._WORD_INITIALS.upper()
_QUANTITY_CLASS_FIRST = r"[^\w.,:$€£¥](?:(?<!-)|(?<=\d-))"
REWRITTEN = [
    (_MONEY_STARTS, money.UNWORDED.starts),
    (rf"{_MONEY_STARTS}|(?<![A-Za-z])[{_INITIALS}]", money.ANCHORED.starts),
    (quantity.ANCHORED.starts.pattern
     .replace(_QUANTITY_CLASS_FIRST, r"(?:[^\w.,:$€£¥-]|(?<=\d)-)")
     .replace(quantity_patterns._NUMBER_OPENS, rf"[\d{quantity_patterns._NUMBER_INITIALS}]"),
     quantity.ANCHORED.starts),
    (r"\b\d{1,3}(?:\.\d{1,3}){3}\b", identifiers._IP),
    (r"(?<=[a-z0-9,;:(] )(?:[A-Z][\w-]*(?: [A-Z][\w-]*)+)", terms._NAME),
    (r"(?<![\w-])[A-Z][\w-]*(?: [A-Z][\w-]*)+", terms._ANY_NAME),
    (r"(?<![\w-])[A-Z][\w-]*\s+(?:plan|tier|edition|package|api|service|product|model"
     r"|cluster)\b", terms._KIND_NAME),
]


@pytest.mark.parametrize(("before", "after"), REWRITTEN, ids=[p[1].pattern for p in REWRITTEN])
def test_rewritten_patterns_match_as_before(before: str, after: re.Pattern[str]) -> None:
    original = re.compile(before)
    for text in TEXTS:
        expected = [m.span() for m in original.finditer(text)]
        assert [m.span() for m in after.finditer(text)] == expected, text


def test_gates_skip_only_texts_without_a_match() -> None:
    census = "in the city was|the CDP has a population|The civil township has a total area|"
    more = ["prices went up from", "Rose FROM \n", "directed by K.", "(B.",
            "GB82 WEST 1234 5698 7654 32", "iban de89370400440532013000", "on the 31st.",
            "(the 7th)", "until the\t3rd and", census, census.replace("the", "The"),
            "residing in the village", "The town's population", "x: y", "x :\ty"]
    for text in [*TEXTS, *more]:
        if identifiers._IBAN_START.search(text) is None:
            assert identifiers._IBAN.search(text) is None, text
        if dates._THE_DAY.search(text.lower()) is None:
            assert dates._DAY_ALONE.search(text.lower()) is None, text
        if place_kinds._KIND_AFTER_THE.search(text) is None:
            assert place_kinds._OWN_KIND.search(text) is None, text
        if ":" not in text:
            assert segments._LABEL.match(text) is None, text
        if segments._CHANGED_FROM.search(text) is not None:
            assert text.rstrip().lower().endswith("from"), text
        if text.endswith(".") and sentences._INITIAL.search(text) is not None:
            assert text[-2] in sentences._INITIALS, text
        if identifiers._DOTTED_DIGITS.search(text) is None:
            assert identifiers._IP.search(text) is None, text
            assert identifiers._DOTTED_VERSION.search(text.lower()) is None, text
        if dates._NUMERIC_DATE.search(text) is None:
            numeric = [m for m in dates.PATTERN.finditer(text.lower()) if m.group("iy") or
                       m.group("sy") or m.group("dy")]
            assert numeric == [], text


def test_money_without_currency_words_matches_as_the_full_pattern() -> None:
    """``money.UNWORDED`` stands in for ``money.PATTERN`` on texts naming no currency in
    words: there both find the same amounts with the same groups."""
    checked = 0
    for text in TEXTS:
        if money._CURRENCY_WORD.search(text.lower()) is not None:
            continue
        checked += 1
        expected = [(m.span(), m.groupdict()) for m in money.PATTERN.finditer(text)]
        got = [(m.span(), m.groupdict()) for m in money.UNWORDED.pattern.finditer(text)]
        assert got == expected, text
    assert checked > 1000


BACKTRACKING_TWINS = [(r"\d++", r"\d+"), (r"[a-z]++\s++", r"[a-z]+\s+"),
                      (r"(?>\s?-?\s?)", r"\s?-?\s?")]
"""Possessive or atomic parts of the extractors' patterns, each with its backtracking twin."""


@pytest.mark.parametrize(("name", "anchored", "folded"), PAIRS, ids=[p[0] for p in PAIRS])
def test_possessive_parts_match_as_backtracking_ones(
    name: str, anchored: Anchored, folded: bool
) -> None:
    """Digits of a number (``numbers.DIGIT_NUMBER_PATTERN``), the words between a number and
    its unit and the separator after a number (``quantity.PATTERN``) are taken possessively:
    nothing that may follow them begins with what they would give back (a digit; a letter
    before spaces; a space or hyphen), so giving back never made a match, and a hostile run
    (a million digits, "twenty-one . " repeated) is read once instead of once per way."""
    source = anchored.pattern.pattern
    backtracking_source = source
    for possessive, backtracking in BACKTRACKING_TWINS:
        backtracking_source = backtracking_source.replace(possessive, backtracking)
    if backtracking_source == source:
        return
    backtracking = re.compile(backtracking_source, anchored.pattern.flags)
    hostile = ["9" * 5000 + " com 1", "12" * 3000 + ". 3 days", "twenty-one . " * 300,
               "5 - - days 3  -  weeks six long vacation  days 4 -minute"]
    for text in [*TEXTS, *hostile, *GROUP_RUNS]:
        subject = text.lower() if folded else text
        expected = [(m.span(), m.groupdict()) for m in backtracking.finditer(subject)]
        got = [(m.span(), m.groupdict()) for m in anchored.pattern.finditer(subject)]
        assert got == expected, (name, subject[:80])
