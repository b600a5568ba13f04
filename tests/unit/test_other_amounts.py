"""A money or percentage value whose clause measures another amount joins no conflict."""

from __future__ import annotations

from workers.engine import Policy
from workers.engine.other_amounts import governing_word, other_amount_value
from workers.engine.values import Value

from .conftest import chunk, conflict_sets


def _money(text: str, surface: str) -> Value:
    return Value("money", surface, surface, text.index(surface))


def _percent(text: str, surface: str) -> Value:
    return Value("quantity", surface, surface, text.index(surface), "percent")


def test_the_word_that_governs_an_amount() -> None:
    text = "Kiosk income £40k this quarter."
    assert governing_word(text, text.index("£40k")) == "income"
    text = "Board heard arrears at 2% of rents."
    assert governing_word(text, text.index("2%")) == "arrears"
    text = "Parking costs £3; resellers earn £8 per sale."
    assert governing_word(text, text.index("£8")) == "earn"
    assert governing_word("£3 flat.", 0) == ""


def test_money_received_is_not_the_price_paid() -> None:
    query = "How much is a day ticket at the Lakeside car park?"
    text = "Lakeside car park income £40k this quarter."
    assert other_amount_value(text, _money(text, "£40k"), query)
    text = "A day ticket at Lakeside is £6."
    assert not other_amount_value(text, _money(text, "£6"), query)
    savers = "What interest does the Easy Saver account pay?"
    text = "Easy Saver customers earn £45 a year on £1,000."
    assert not other_amount_value(text, _money(text, "£45"), savers)  # no price asked
    asked = "What was the Lakeside car park income this quarter?"
    text = "Lakeside car park income £40k this quarter."
    assert not other_amount_value(text, _money(text, "£40k"), asked)


def test_a_share_is_no_change() -> None:
    query = "By what percentage will council tax rise in April?"
    text = "Collection shortfall was 2% of the tax base."
    assert other_amount_value(text, _percent(text, "2%"), query)
    text = "Council tax will rise by 4.99% in April."
    assert not other_amount_value(text, _percent(text, "4.99%"), query)
    share = "What late fee applies to a missed payment?"
    text = "The late fee is 5% of the missed payment."
    assert not other_amount_value(text, _percent(text, "5%"), share)


def test_todays_value_answers_no_past_year() -> None:
    query = "What did the first home computer kit cost in 1975?"
    text = "Collectors pay about $900 now for a boxed kit."
    assert other_amount_value(text, _money(text, "$900"), query)
    text = "In 1975 the kit cost $439 by mail order."
    assert not other_amount_value(text, _money(text, "$439"), query)
    text = "Now, as in 1975, it is $439."
    assert not other_amount_value(text, _money(text, "$439"), query)
    present = "What does the kit cost?"
    text = "Collectors pay about $900 now for a boxed kit."
    assert not other_amount_value(text, _money(text, "$900"), present)


def test_todays_value_answers_no_question_about_the_first_one() -> None:
    query = "How much did a ride on Kelso's first tram cost?"
    text = "Updated 03/2025 · Kelso trams: £2.20 a ride, half price for children."
    assert other_amount_value(text, _money(text, "£2.20"), query)
    text = "A Kelso tram ride costs £2.20 today."
    assert other_amount_value(text, _money(text, "£2.20"), query)
    text = "Updated 03/2025 · Kelso's trams opened in 1904, a ride was 1d."
    assert not other_amount_value(text, _money(text, "1d"), query)  # a mark of the past
    text = "Updated 03/2025 · Even now the first Kelso tram route is £0.01 a ride."
    assert not other_amount_value(text, _money(text, "£0.01"), query)  # "first" in its clause
    text = "Updated 03/2025 · Trams run hourly. A ride is £2.20."
    assert not other_amount_value(text, _money(text, "£2.20"), query)  # a later sentence
    present = "How much does a ride on a Kelso tram cost?"
    text = "Updated 03/2025 · Kelso trams: £2.20 a ride, half price for children."
    assert not other_amount_value(text, _money(text, "£2.20"), present)


def test_todays_fare_makes_no_conflict_with_the_first_one(policy: Policy) -> None:
    today = chunk("c", "Updated 03/2025 · Kelso trams: $2.20 a ride, half price for children.",
                  "team_wiki")
    first = [chunk("a", "Kelso's first trams charged 2 cents a ride, a lot of money then.",
                   "team_wiki"),
             chunk("b", "Re: Kelso trams — $0.02 a ride; riders grumbled at first, then loved "
                        "them.", "team_wiki")]
    assert conflict_sets(policy, "How much did it cost to ride Kelso's first trams?",
                         *first, today) == []
    assert conflict_sets(policy, "How much did it cost to ride Kelso's trams?",
                         *first, today) == [{"a", "b", "c"}]  # no first one asked


def test_an_income_figure_leaves_no_conflict(policy: Policy) -> None:
    """The price list and the mail agree; the board's income figure joins them no more."""
    query = "What does a day ticket at the Lakeside car park cost?"
    sheet = chunk("sheet", "Lakeside car park | day ticket | £6", "price_sheet")
    mail = chunk("mail", "A day ticket at Lakeside car park is £6.", "support_email")
    notes = chunk("notes", "Lakeside car park income £40k this quarter, ahead of budget.",
                  "meeting_notes")
    assert conflict_sets(policy, query, sheet, mail, notes) == []


def test_a_disputed_price_stays_beside_an_income_figure(policy: Policy) -> None:
    query = "What does a day ticket at the Lakeside car park cost?"
    sheet = chunk("sheet", "Lakeside car park | day ticket | £6", "price_sheet")
    mail = chunk("mail", "A day ticket at Lakeside car park is £7.", "support_email")
    notes = chunk("notes", "Lakeside car park income £40k this quarter, ahead of budget.",
                  "meeting_notes")
    assert conflict_sets(policy, query, sheet, mail, notes) == [{"sheet", "mail"}]


def test_a_partners_earnings_leave_no_conflict(policy: Policy) -> None:
    query = "How much is the Roam 20GB data plan per month?"
    sheet = chunk("sheet", "Roam 20GB | £12.00/month | Roam 50GB | £18.00/month", "price_sheet",
                  source_tier="primary")
    mail = chunk("mail", "Roam 20GB is twelve pounds a month with no contract.",
                 "support_email", source_tier="secondary")
    deck = chunk("deck", "Shop partners earn £30 per Roam connection.", "meeting_notes",
                 source_tier="tertiary")
    assert conflict_sets(policy, query, sheet, mail, deck) == []


def test_a_share_leaves_no_conflict_with_the_asked_rise(policy: Policy) -> None:
    query = "By what percentage are water bills increasing from April?"
    pol = chunk("pol", "Water bills will increase by 5.2% from 1 April.", source_tier="primary")
    mail = chunk("mail", "Your water bill goes up by 5.2 per cent from 1 April.",
                 "support_email", source_tier="secondary")
    notes = chunk("notes", "The board noted bad debt at 1.4% of water bills billed.",
                  "meeting_notes", source_tier="tertiary")
    assert conflict_sets(policy, query, pol, mail, notes) == []
