"""Each extractor on its own: what it reads, how it normalises, what it refuses."""

from __future__ import annotations

import pytest

from workers.engine.fields import basis, clauses, dates, facets, identifiers, money, quantity
from workers.engine.fields.scan import scan
from workers.engine.fields.spans import Taken
from workers.engine.reading import read_text
from workers.engine.values import differs


def read(extractor, text: str):  # type: ignore[no-untyped-def]
    return extractor(scan(text), Taken())


@pytest.mark.parametrize(
    ("text", "display"),
    [
        ("within 30 days of delivery", "30 day"),
        ("within 2 weeks", "14 day"),
        ("within thirty days", "30 day"),
        ("watch the error rate for 47 minutes", "47 minute"),
        ("a 48-hour window", "2 day"),
        ("retained for 12 months", "1 year"),
        ("retained for 18 months", "18 month"),
        ("uptime of 99.9%", "99.9%"),
        ("uptime of 99.9 percent", "99.9%"),
        ("up to 1,000 requests per minute", "1000 request per minute"),
        ("up to 1000 requests per minute", "1000 request per minute"),
        ("a 512 MB attachment limit", "512000000 byte"),
        ("within 5 business days", "5 business day"),
        ("within twenty-one days", "21 day"),
        ("by giving one calendar month's notice", "1 month"),
        ("on one week’s notice", "7 day"),
        ("two years' service", "2 year"),
    ],
)
def test_quantity_normalises_units(text: str, display: str) -> None:
    found = read(quantity.extract, text)
    assert [v.display for v in found] == [display]
    assert found[0].surface in text


def test_two_weeks_equals_fourteen_days_and_a_month_differs_from_thirty_days() -> None:
    (weeks,) = read(quantity.extract, "2 weeks")
    (days,) = read(quantity.extract, "14 days")
    (month,) = read(quantity.extract, "1 month")
    (thirty,) = read(quantity.extract, "30 days")
    assert not differs(weeks, days, 0.0)
    assert differs(month, thirty, 0.0)


def test_counts_of_different_nouns_are_not_compared() -> None:
    (requests,) = read(quantity.extract, "100 requests")
    (users,) = read(quantity.extract, "50 users")
    assert not differs(requests, users, 0.0)


@pytest.mark.parametrize("text", ["step 3", "in 2024", "the v2 API", "version 1.2"])
def test_quantity_ignores_bare_numbers(text: str) -> None:
    taken, prepared = Taken(), scan(text)
    dates.extract(prepared, taken)
    identifiers.extract(prepared, taken)
    assert quantity.extract(prepared, taken) == []


@pytest.mark.parametrize(
    ("text", "display"),
    [
        ("$42.00 per seat", "42.00 USD per seat"),
        ("37.50 USD per seat", "37.50 USD per seat"),
        ("USD 37.50 per seat", "37.50 USD per seat"),
        ("€12/month", "12.00 EUR per month"),
        ("42.00 per seat", "42.00 per seat"),
        ("$1.2 million", "1200000.00 USD"),
        ("$9 per user per month", "9.00 USD per user/month"),
        ("£5 a seat", "5.00 GBP per seat"),
        ("three pounds fifty each way", "3.50 GBP per way"),
        ("ten dollars and ten cents", "10.10 USD"),
        ("six pounds forty-five", "6.45 GBP"),
        ("ten dollars one way", "10.00 USD"),
        ("five euros twenty minutes away", "5.00 EUR"),
        ("twelve pounds sixty plus postage", "12.60 GBP"),
        ("four euros thirty less the member discount", "4.30 EUR"),
        ("fifty yen twenty", "50.00 JPY"),
        ("$3M prize", "3000000.00 USD"),
        ("a $2B deal", "2000000000.00 USD"),
        ("£40K a year", "40000.00 GBP per year"),
        ("$3 MB plan", "3.00 USD"),
    ],
)
def test_money_normalises_currency_and_unit(text: str, display: str) -> None:
    assert [v.display for v in read(money.extract, text)] == [display]


def test_money_tolerance_is_relative() -> None:
    (a,) = read(money.extract, "$42.00 per seat")
    (b,) = read(money.extract, "$37.50 per seat")
    (c,) = read(money.extract, "$42.30 per seat")
    (unknown,) = read(money.extract, "42.00 per seat")
    (euro,) = read(money.extract, "€42.00 per seat")
    assert differs(a, b, 0.01)
    assert not differs(a, c, 0.01)
    assert differs(a, c, 0.0)
    assert not differs(a, unknown, 0.01)  # currency unknown: compared on amount
    assert differs(a, euro, 0.01)  # no exchange rates: different currencies differ


@pytest.mark.parametrize(
    ("text", "day"),
    [
        ("on March 3, 2025", "2025-03-03"),
        ("on 3 March 2025", "2025-03-03"),
        ("on 2025-03-03", "2025-03-03"),
        ("on the 3rd of March, 2025", "2025-03-03"),
        ("on Mar. 3 2025", "2025-03-03"),
        ("on March 3", "--03-03"),
        ("on 3 March", "--03-03"),
    ],
)
def test_dates_normalise_to_one_day(text: str, day: str) -> None:
    assert [v.display for v in read(dates.extract, text)] == [day]


def test_a_date_without_year_matches_any_year_on_month_and_day() -> None:
    (bare,) = read(dates.extract, "March 3")
    (full,) = read(dates.extract, "3 March 2025")
    (other,) = read(dates.extract, "4 March 2025")
    assert not differs(bare, full, 0.0)
    assert differs(bare, other, 0.0)


@pytest.mark.parametrize("text", ["February 30, 2025", "2025-13-01", "You may 3"])
def test_impossible_or_ambiguous_dates_are_not_dates(text: str) -> None:
    assert read(dates.extract, text) == []


@pytest.mark.parametrize(
    ("text", "anchor"),
    [
        ("30 days of delivery", "delivery"),
        ("14 days from purchase", "purchase"),
        ("from the date of receipt", "delivery"),
        ("after the order date", "purchase"),
        ("following shipment", "shipment"),
    ],
)
def test_date_basis_anchor(text: str, anchor: str) -> None:
    assert [v.display for v in read(basis.extract, text)] == [anchor]


@pytest.mark.parametrize(
    ("text", "display"),
    [
        ("SKU PB-441", "item:PB441"),
        ("sku PB_441", "item:PB441"),
        ("upgrade to v2.3", "version:2.3"),
        ("upgrade to version 2.3", "version:2.3"),
        ("connect to DB01.corp.example.com", "host:db01.corp.example.com"),
        ("connect to 10.0.0.12", "ip:10.0.0.12"),
        ("account number 1234 5678 90", "acct:1234567890"),
    ],
)
def test_identifier_normalisation(text: str, display: str) -> None:
    assert [v.display for v in read(identifiers.extract, text)] == [display]


@pytest.mark.parametrize(
    ("text", "found"),
    [
        ("Book the van on tariff code VN4B at the desk.", ["item:VN4B"]),
        ("Order model K9X for the larger kitchen.", ["item:K9X"]),
        ("Return it with form R12.", ["item:R12"]),
        ("The code ABC is retired.", []),  # no digit: a word, not a code
        ("Press code 3 to continue.", []),  # no capital: a number
    ],
)
def test_a_short_code_is_read_after_its_label(text: str, found: list[str]) -> None:
    assert [v.display for v in read(identifiers.extract, text)] == found


def test_versions_keep_their_dots() -> None:
    (a,) = read(identifiers.extract, "v2.31")
    (b,) = read(identifiers.extract, "v23.1")
    assert differs(a, b, 0.0)


@pytest.mark.parametrize(
    ("sentence", "display"),
    [
        ("Contractors may access production with manager approval.", "may [with manager approval]"),
        ("Contractors must not access production databases.", "must not"),
        ("Access is not permitted for contractors.", "must not"),
        ("Do not deploy on Fridays.", "must not"),
        ("All staff must enable MFA.", "must"),
        (
            "Returns accepted within 30 days, except for perishable goods.",
            "may [except for perishable goods]",
        ),
        ("Refunds are issued unless the seal is broken.", "states [unless the seal is broken]"),
    ],
)
def test_clause_polarity_condition_exception(sentence: str, display: str) -> None:
    parts = clauses.find(sentence, 0)
    assert parts.value is not None
    assert parts.value.display == display


def test_clause_conditions_compare_by_terms_not_wording() -> None:
    a = clauses.find("Contractors may access it with manager approval.", 0).value
    b = clauses.find("Contractors may access it with approval of a manager.", 0).value
    c = clauses.find("Contractors may access it.", 0).value
    assert a is not None and b is not None and c is not None
    assert not differs(a, b, 0.0)
    assert differs(a, c, 0.0)


def test_plain_statement_has_no_clause() -> None:
    assert clauses.find("The office is on the third floor.", 0).value is None


@pytest.mark.parametrize(
    ("text", "found"),
    [
        ("For children, the dose is 250 mg.", [("audience", "children")]),
        ("In staging, retries are off.", [("environment", "staging")]),
        ("Prices for the US and EU differ.", [("region", "US"), ("region", "EU")]),
        ("Let us know.", []),
        ("Orders placed online ship free; in store, pay at the till.",
         [("channel", "online"), ("channel", "in-store")]),
        ("The in-store price is lower.", [("channel", "in-store")]),
    ],
)
def test_facets_in_text(text: str, found: list[tuple[str, str]]) -> None:
    assert [(f, v) for f, v, _, _ in facets.find(scan(text))] == found


@pytest.mark.parametrize(
    ("text", "display"),
    [
        ("1,600 mm", "1.6 m"),
        ("2 metres", "2 m"),
        ("250 mg", "0.25 g"),
        ("12 inches", "0.3048 m"),
        ("two weeks' written notice", "14 day"),
        ("three (3) months' notice", "3 month"),
        ("90 consecutive days", "90 day"),
        ("five unused vacation days", "5 day"),
        ("retried up to 5 times", "5 time"),
        ("6,000 requests per hour", "6000 request per hour"),
    ],
)
def test_quantity_units_and_phrasings(text: str, display: str) -> None:
    assert [v.display for v in read(quantity.extract, text)] == [display]


def test_rates_compare_per_hour_and_counts_skip_years_sections_and_times() -> None:
    (hourly,) = read(quantity.extract, "6,000 requests per hour")
    (minutely,) = read(quantity.extract, "100 requests per minute")
    assert not differs(hourly, minutely, 0.0)
    for text in ("the 2024 edition", "7.2 Invoices are due", "at 06:00 UTC", "5 in a row"):
        assert read(quantity.extract, text) == [], text


def test_every_before_a_period_makes_the_same_rate_as_each() -> None:
    (each,) = read(quantity.extract, "the ferry sails four times each week")
    (every,) = read(quantity.extract, "the ferry sails four times every week")
    (contents,) = read(quantity.extract, "he ate 2 bowls of rice every day")
    assert each.display == every.display == "4 time per week"
    assert contents.display == "2 bowl per day"


def test_a_period_after_the_nouns_contents_still_makes_a_rate() -> None:
    (plain,) = read(quantity.extract, "she drank 8 cups a day")
    (contents,) = read(quantity.extract, "she drank 8 cups of tea a day")
    (two_words,) = read(quantity.extract, "she drank 8 cups of green tea per day")
    assert contents.display == two_words.display == "8 cup per day"
    assert not differs(plain, contents, 0.0)
    (members,) = read(quantity.extract, "12 members of the board each year")
    assert members.display == "12 member"  # "of the board" names another thing, no contents
    spans = [v.display for v in read(quantity.extract, "we saw 6 seasons of Mad Men in a week")]
    assert "6 season" in spans and not any("per" in d for d in spans)  # the span it took


def test_an_older_year_before_a_word_counts_nothing_but_a_round_hundred_does() -> None:
    for text in ("the 1885 Rover safety bicycle", "1861 first Melbourne Cup run",
                 "1837 founded in Cincinnati"):
        assert read(quantity.extract, text) == [], text
    assert [v.display for v in read(quantity.extract, "1000 requests per hour")] == [
        "1000 request per hour"]
    assert [v.display for v in read(quantity.extract, "1500 words")] == ["1500 word"]


@pytest.mark.parametrize(
    ("text", "anchor"),
    [
        ("within thirty (30) days of receipt of the invoice", "invoice-receipt"),
        ("30 days after the invoice is received", "invoice-receipt"),
        ("45 days from the invoice date", "invoice"),
        ("3 months from contract signature", "signing"),
        ("5 business days after the incident is declared", "declaration"),
        ("within 5 business days of incident resolution", "resolution"),
        ("45 days after the end of each calendar quarter", "quarter-end"),
        ("30 days from receipt of the customer's payment", "payment"),
        ("24 months, commencing on the date of installation", "installation"),
        ("The period begins on the day you receive the goods.", "delivery"),
        ("payable within 60 days of receipt of a correct invoice", "invoice-receipt"),
        ("settle within 20 days from the date on your invoice", "invoice"),
        ("10 days of free storage from discharge of the pallets", "discharge"),
        ("12 days from container unloading", "discharge"),
        ("7 days from vessel arrival at the terminal", "delivery"),
        ("ready within 8 days of the proof being approved", "approval"),
        ("replaced within 3 days of the parts being delivered", "delivery"),
    ],
)
def test_date_basis_phrasings(text: str, anchor: str) -> None:
    assert [v.display for v in read(basis.extract, text)] == [anchor]


@pytest.mark.parametrize(
    ("text", "display"),
    [
        ("CA$39/month", "39.00 CAD per month"),
        ("US$29 per month", "29.00 USD per month"),
        ("50 cents per thousand calls", "0.0005 per call"),
        ("£75", "75.00 GBP"),
    ],
)
def test_money_prefixes_and_cents(text: str, display: str) -> None:
    assert [v.display for v in read(money.extract, text)] == [display]


def test_money_without_a_unit_compares_with_any_unit() -> None:
    (bare,) = read(money.extract, "£75")
    (daily,) = read(money.extract, "£60.00 per day")
    (same,) = read(money.extract, "£75 per day")
    assert differs(bare, daily, 0.01)
    assert not differs(bare, same, 0.01)


@pytest.mark.parametrize(
    ("text", "display"),
    [
        ("IBAN DE89 3704 0044 0532 0130 00", "iban:DE89370400440532013000"),
        ("policy P7XK2QD", "item:P7XK2QD"),
        ("part AP-F300-B", "item:APF300B"),
        ("OpenSSL 3.0.13", "version:3.0.13"),
    ],
)
def test_identifier_kinds(text: str, display: str) -> None:
    assert [v.display for v in read(identifiers.extract, text)] == [display]


@pytest.mark.parametrize(
    ("sentence", "display"),
    [
        (
            "Items may be returned, with the exception of perishable goods.",
            "may [with the exception of perishable goods]",
        ),
        ("Accounts are disabled after 45 days without a login.", "states [without a login]"),
        ("Workstations ship with a 500 GB disk quota.", None),
    ],
)
def test_clause_qualifier_phrasings(sentence: str, display: str | None) -> None:
    value = clauses.find(sentence, 0).value
    assert (value.display if value else None) == display


def test_a_statement_is_never_compared_with_a_modal_clause() -> None:
    statement = clauses.find("When the Company terminates, the notice is one month.", 0).value
    modal = clauses.find("The Company may terminate with notice.", 0).value
    assert statement is not None and modal is not None
    assert not differs(statement, modal, 0.0)


@pytest.mark.parametrize(
    ("text", "display"),
    [
        ("cure at no more than 180 °C", "180 °C"),
        ("max cure temp: 392 °F", "200 °C"),
    ],
)
def test_temperatures_normalise_to_celsius(text: str, display: str) -> None:
    assert [v.display for v in read(quantity.extract, text)] == [display]


@pytest.mark.parametrize(
    ("text", "display"),
    [
        ("EU clients call ledger-api.eu.northwind.example", "host:ledger-api.eu.northwind.example"),
        ("membership of fin_dwh_readers", "name:FINDWHREADERS"),
        ("the FIN-DWH-READ group", "name:FINDWHREAD"),
    ],
)
def test_hosts_and_group_names(text: str, display: str) -> None:
    assert [v.display for v in read(identifiers.extract, text)] == [display]


@pytest.mark.parametrize(
    ("text", "display"),
    [("49 SEK per month", "49.00 SEK per month"), ("SEK 59/month", "59.00 SEK per month")],
)
def test_iso_currency_codes(text: str, display: str) -> None:
    assert [v.display for v in read(money.extract, text)] == [display]


def test_seconds_written_as_s_need_digits() -> None:
    assert [v.display for v in read(quantity.extract, "pages on-call at 60 s.")] == ["1 minute"]
    assert read(quantity.extract, "it's fine") == []


@pytest.mark.parametrize(
    "text",
    ["as a result", "a second term", "the ones who stayed", "the 1970s", "in the '90s",
     "the 80s", "once a day", "a few days later", "50 GB a month"],
)
def test_words_and_decades_are_not_durations(text: str) -> None:
    assert [v for v in read(quantity.extract, text) if v.dimension == "duration"] == []


@pytest.mark.parametrize(
    ("text", "displays"),
    [("for the 2031 school year", []), ("in the 2029 financial year's accounts", []),
     ("the 2030 calendar year", []), ("stored for 2050 years", ["2050 year"]),
     ("after 12 long years", ["12 year"])],
)
def test_a_calendar_year_before_a_word_and_year_names_that_year(
    text: str, displays: list[str]
) -> None:
    found = read(quantity.extract, text)
    assert [v.display for v in found if v.dimension == "duration"] == displays


@pytest.mark.parametrize(
    ("text", "display"),
    [("within a year, 2 days", "1 year"), ("fifty gigabytes a month", "50000000000 byte"),
     ("40 GB each month", "40000000000 byte"), ("timeout 30s", "30 second")],
)
def test_articles_sizes_and_seconds_read_as_meant(text: str, display: str) -> None:
    assert read(quantity.extract, text)[0].display == display


@pytest.mark.parametrize(
    ("text", "polarity"),
    [("Disable retries on the client.", "must not"), ("Keep retries enabled.", "must"),
     ("Turn off caching in staging.", "must not"), ("Use the EU host.", None)],
)
def test_an_imperative_has_the_polarity_of_its_verb(text: str, polarity: str | None) -> None:
    found = clauses.find(text, 0)
    assert (found.value.display if found.value else None) == polarity


@pytest.mark.parametrize(
    ("text", "display"),
    [("limit is 110 km/h for cars", "110 km/h"), ("110 kilometres per hour", "110 km/h"),
     ("30 miles an hour", "48.28032 km/h"), ("a top speed of 25 km/hr", "25 km/h")],
)
def test_a_speed_is_a_speed_not_a_length(text: str, display: str) -> None:
    (value,) = read_text(text).values
    assert (value.display, value.dimension) == (display, "speed")


@pytest.mark.parametrize(
    "text",
    ["Keep completed: 1604", "Keep: square, c. 1190", "Stop 4: the old tannery",
     "keep rebuilt: 1702 by the earl", "Avoid: none listed"],
)
def test_an_imperative_word_labelling_a_row_is_no_instruction(text: str) -> None:
    assert clauses.find(text, 0).value is None


def test_an_instruction_with_a_colon_later_keeps_its_polarity() -> None:
    found = clauses.find("Keep retries enabled: the default is three.", 0)
    assert found.value is not None and found.value.display == "must"
