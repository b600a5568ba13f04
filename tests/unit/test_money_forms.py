"""Money in the forms web pages write it: signs before or after the amount, signs of other
currencies, currencies in words, compound number words, and ranges of amounts."""

from __future__ import annotations

import pytest

from workers.engine import Policy
from workers.engine.fields import money
from workers.engine.fields.scan import scan
from workers.engine.fields.spans import Taken
from workers.engine.numbers import parse_number
from workers.engine.reading import read_text
from workers.engine.values import Value, differs

from .conftest import chunk, event, run


def _money(text: str) -> list[tuple[str, str]]:
    return [(v.display, v.surface) for v in money.extract(scan(text), Taken())]


@pytest.mark.parametrize(
    ("text", "display", "surface"),
    [("A day pass is 85 kr at the kiosk.", "85.00 kr", "85 kr"),
     ("Entry: 1 200 kr per family.", "1200.00 kr per family", "1 200 kr per family"),
     ("The guide costs 45 zł.", "45.00 PLN", "45 zł"),
     ("Tickets: 18,50 € each.", "18.50 EUR", "18,50 €"),
     ("A beer is 9 € in the old town.", "9.00 EUR", "9 €"),
     ("Lunch costs R$ 38 on the beach.", "38.00 BRL", "R$ 38"),
     ("A cup is ₩4,500.", "4500.00 KRW", "₩4,500"),
     ("A bowl costs four hundred yen.", "400.00 JPY", "four hundred yen"),
     ("A pass is two thousand four hundred yen.", "2400.00 JPY", "two thousand four hundred yen"),
     ("The visa is 900 rupees.", "900.00 INR", "900 rupees"),
     ("The fine is 300 kroner.", "300.00 kr", "300 kroner")],
)
def test_money_written_in_other_forms(text: str, display: str, surface: str) -> None:
    assert _money(text) == [(display, surface)]


def test_a_dollar_sign_between_amounts_is_no_trailing_sign() -> None:
    assert _money("Zones 1 - 4 $ 3.10 - $ 9.80") == [
        ("3.10-9.80 USD", "$ 3.10 - $ 9.80")]


@pytest.mark.parametrize(("text", "number"), [
    ("six thousand two hundred", 6200.0), ("one thousand and forty", 1040.0),
    ("nine hundred and ninety-nine", 999.0), ("a dozen", 12.0), ("ten", 10.0)])
def test_compound_number_words(text: str, number: float) -> None:
    assert parse_number(text) == number


@pytest.mark.parametrize(("text", "display"), [
    ("The guild was left three hundred and twenty thousand pounds.", "320000.00 GBP"),
    ("A patron gave the choir two hundred forty thousand dollars.", "240000.00 USD"),
    ("The prize is a hundred thousand euros.", "100000.00 EUR")])
def test_hundreds_of_thousands_in_words_are_read_whole(text: str, display: str) -> None:
    """The hundreds before "thousand" are part of the amount, never left in front of a
    smaller one ("twenty thousand pounds")."""
    assert [d for d, _ in _money(text)] == [display]


def test_a_shared_sign_agrees_with_each_currency_it_stands_for() -> None:
    kr, dkk, sek, eur = (next(iter(read_text(t).values)) for t in (
        "It is 85 kr.", "It is DKK 85.", "It is SEK 85.", "It is €85."))
    assert not differs(kr, dkk, 0.0)
    assert not differs(kr, sek, 0.0)
    assert differs(kr, eur, 0.0)
    assert differs(dkk, sek, 0.0)


def test_a_money_range_and_a_price_inside_it_agree(policy: Policy) -> None:
    query = "How much does the Rennick lighthouse tour cost?"
    agree = run(policy, event(
        query,
        chunk("a", "The Rennick lighthouse tour costs £12–£16 depending on the season.",
              "team_wiki"),
        chunk("b", "The Rennick lighthouse tour costs £14.", "team_wiki")))
    assert agree.context.status == "clean"
    differ = run(policy, event(
        query,
        chunk("a", "The Rennick lighthouse tour costs £12–£16 depending on the season.",
              "team_wiki"),
        chunk("b", "The Rennick lighthouse tour costs £25.", "team_wiki")))
    assert [c.detected_fields for c in differ.conflicts] == [["money"]]


def test_a_price_change_from_one_amount_to_another_is_no_range() -> None:
    values = _money("The toll rises from 40 kr to 45 kr in May.")
    assert values == [("40.00 kr", "40 kr"), ("45.00 kr", "45 kr")]


@pytest.mark.parametrize(
    ("text", "display", "surface"),
    [("The ferry costs 95 Norwegian kroner one way.", "95.00 NOK", "95 Norwegian kroner"),
     ("A taxi to the souk was 60 dirhams.", "60.00 dh", "60 dirhams"),
     ("Mint tea: 15 DH a glass.", "15.00 dh per glass", "15 DH a glass"),
     ("The tour is MAD 400 per group.", "400.00 MAD per group", "MAD 400 per group"),
     ("Tacos went for forty Mexican pesos.", "40.00 MXN", "forty Mexican pesos"),
     ("Street food rarely tops 80 baht.", "80.00 THB", "80 baht"),
     ("The jacket sells for 1,450 złoty.", "1450.00 PLN", "1,450 złoty"),
     ("A visa costs 160 U.S. dollars.", "160.00 USD", "160 U.S. dollars")],
)
def test_currencies_named_by_country_or_outside_the_big_few(
        text: str, display: str, surface: str) -> None:
    assert _money(text) == [(display, surface)]


def test_a_currency_named_by_country_is_read_before_its_conversion() -> None:
    assert _money("The permit costs 300 Danish kroner (about €40).") == [
        ("300.00 DKK", "300 Danish kroner"), ("40.00 EUR", "€40")]


def test_a_name_several_countries_share_agrees_with_each_of_them() -> None:
    dh, mad, aed, eur = (next(iter(read_text(t).values)) for t in (
        "It is 70 dirhams.", "It is MAD 70.", "It is AED 70.", "It is €70."))
    assert not differs(dh, mad, 0.0)
    assert not differs(dh, aed, 0.0)
    assert differs(dh, eur, 0.0)
    assert differs(mad, aed, 0.0)


def test_the_yen_sign_agrees_with_yen_and_with_yuan() -> None:
    sign, yuan, rmb, yen, won = (next(iter(read_text(t).values)) for t in (
        "The vase fetched ¥2.5 million.", "The vase fetched 2,500,000 yuan.",
        "The vase fetched RMB 2.5 million.", "The vase fetched 2,500,000 yen.",
        "The vase fetched ₩2.5 million."))
    assert yuan.exact == rmb.exact == "CNY"
    assert not differs(sign, yuan, 0.0)
    assert not differs(sign, rmb, 0.0)
    assert not differs(sign, yen, 0.0)
    assert differs(yuan, yen, 0.0)
    assert differs(sign, won, 0.0)


def test_a_word_that_spells_a_currency_code_is_no_currency() -> None:
    assert _money("He got mad 20 times at the referee.") == []


@pytest.mark.parametrize(
    ("text", "display", "surface"),
    [("Hotel total: € 1.234,56 incl. taxes.", "1234.56 EUR", "€ 1.234,56"),
     ("The flat sold for R$ 1.850.000.", "1850000.00 BRL", "R$ 1.850.000"),
     ("A stall fee of 3,5 € per day.", "3.50 EUR per day", "3,5 € per day"),
     ("The club paid R$ 7,5 milhões for him.", "7500000.00 BRL", "R$ 7,5 milhões"),
     ("Ein Budget von €4 Mio. wurde genehmigt.", "4000000.00 EUR", "€4 Mio"),
     ("O ingresso custa R$ 90 e o carro R$ 85 mil.", "90.00 BRL", "R$ 90")],
)
def test_amounts_written_with_dots_for_thousands_and_a_decimal_comma(
        text: str, display: str, surface: str) -> None:
    assert _money(text)[0] == (display, surface)


def test_a_thousand_in_portuguese_scales_its_amount() -> None:
    assert _money("O carro saiu por R$ 85 mil.") == [("85000.00 BRL", "R$ 85 mil")]


@pytest.mark.parametrize(
    ("text", "display"),
    [("Rent is $300 bi-weekly.", "300.00 USD"), ("It costs $2.40 a cup.", "2.40 USD per cup"),
     ("Seats from $1,250 each.", "1250.00 USD")],
)
def test_an_english_amount_keeps_its_reading(text: str, display: str) -> None:
    assert [d for d, _ in _money(text)] == [display]


@pytest.mark.parametrize(
    ("text", "display"),
    [("sold for R$ 2.400.000,00 at the sale.", "2400000.00 BRL"),
     ("a bid of EUR 1.250.000 won", "1250000.00 EUR")],
)
def test_digits_grouped_by_dots_after_a_currency_are_an_amount_not_a_version(
    text: str, display: str
) -> None:
    assert [v.display for v in read_text(text).values] == [display]
    assert [v.display for v in read_text("Upgrade to 3.0.13 now.").values] == ["version:3.0.13"]


def test_a_capitalised_name_before_a_dotted_version_is_no_currency() -> None:
    text = "Minimum CLI for v4 endpoints is NIMBUS-CLI 3.8.0."
    assert "version:3.8.0" in [v.display for v in read_text(text).values]


def test_a_bare_dollar_sign_may_be_any_dollar() -> None:
    def money_of(text: str) -> Value:
        return next(v for v in read_text(text).values if v.field == "money")

    bare = money_of("The league is $420 a team.")
    assert bare.exact == "USD"  # shown as before
    assert not differs(bare, money_of("League fee: A$420 per team."), 0.0)
    assert not differs(money_of("League fee: C$420 per team."), bare, 0.0)
    assert differs(bare, money_of("League fee: A$380 per team."), 0.0)
    assert differs(money_of("League fee: US$420 per team."), money_of("A$420 per team."), 0.0)
    assert differs(bare, money_of("League fee: €420 per team."), 0.0)


def test_the_bare_word_dollars_may_be_any_dollar() -> None:
    def money_of(text: str) -> Value:
        return next(v for v in read_text(text).values if v.field == "money")

    spoken = money_of("A: 15 dollars at the door, no partner needed.")
    assert not differs(spoken, money_of("Friday social | S$15 drop-in"), 0.0)
    assert differs(spoken, money_of("Friday social | S$18 drop-in"), 0.0)
    assert differs(money_of("It costs 15 US dollars."), money_of("Friday social | S$15"), 0.0)
