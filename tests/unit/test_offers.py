"""Offers: a value its row's price follows past attribute clauses only describes the item on
sale (one bottle, one stamp, one kit); it answers no question about a rule, and a kit's or a
print's count is the product's."""

from __future__ import annotations

import pytest

from workers.engine import Policy
from workers.engine.offers import (
    asks_rule,
    listing_item,
    offer_row,
    other_item,
    other_listing,
    qualifies_asked,
)

from .conftest import chunk, event, run


@pytest.mark.parametrize(
    ("text", "surface", "offered"),
    [("Highland single malt, 12 years, 700 ml £38 · gift tube £4", "12 years", True),
     ("Penny Red, 1858, plate 77, used £120 · mint £400", "1858", True),
     ("Fern terrarium kit, 6 plants, £19.99", "6 plants", True),
     ("Charter atlas, all 48 maps, A3 — €22", "48 maps", False),         # the whole subject
     ("The malt is aged 12 years and costs £38.", "12 years", False),     # a sentence
     ("The distillery ages it 12 years; a bottle is £38.", "12 years", False),
     ("Aged 12 years in sherry casks from Jerez and Montilla, it sells at £38.", "12 years",
      False),                                                             # too far
     ("A cask holds 200 litres.", "200 litres", False),                   # no price
     ("Log retention: 90 days, $0.02 per GB", "90 days", False),          # a labelled spec
     ("Orrin malt, minimum 3 years, £40", "3 years", False)],             # a limit
)
def test_an_offered_value_is_followed_by_its_price(text: str, surface: str,
                                                   offered: bool) -> None:
    at = text.index(surface)
    assert (offer_row(text, at, at + len(surface)) is not None) is offered


@pytest.mark.parametrize(
    ("query", "rule"),
    [("How long must a single malt mature in oak?", True),
     ("What is the minimum landing size for cod?", True),
     ("How heavy could a parcel be and still ship at the small rate?", True),
     ("How old is the Glen Orrin 12?", False),
     ("What is the maximum payload of the Arden X8 drone?", False),   # one item's spec
     ("What is the maximum sugar content of dry cider?", True)],   # a kind's rule
)
def test_a_rule_question_asks_a_requirement(query: str, rule: bool) -> None:
    assert asks_rule(query) is rule


def test_an_offer_answers_no_rule_question(policy: Policy) -> None:
    query = "How long must a single malt mature in oak?"
    result = run(policy, event(
        query,
        chunk("a", "Scotch whisky | Minimum maturation: 3 years in oak | Strength: 40% or more",
              "team_wiki"),
        chunk("b", "Q: how long does scotch have to age? A: at least three years in oak "
                   "casks. 6 answers", "team_wiki"),
        chunk("c", "Glen Orrin single malt, 12 years, 700 ml £38 · cask strength £55",
              "team_wiki")))
    assert result.context.status == "clean"


def test_a_kit_s_contents_are_the_kit_s(policy: Policy) -> None:
    query = "How many species of fern are there?"
    result = run(policy, event(
        query,
        chunk("a", "Fern | Division: Polypodiophyta | Species: about 10,500", "team_wiki"),
        chunk("b", "Q: how many ferns are there? A: about 10,500 species. 3 answers",
              "team_wiki"),
        chunk("c", "Fern terrarium kit, 6 species, £19.99 · glass jar £8", "team_wiki")))
    assert result.context.status == "clean"


def test_an_offer_of_an_item_the_question_does_not_name_is_no_answer(policy: Policy) -> None:
    query = "How far do Tarrow longbow archers shoot at the clout?"
    text = "Updated 05/2025 · Longbow stringer tool, 30 cm, 80 g, £14 · arrows £40"
    assert other_item(text, text.index("30 cm"), text.index("30 cm") + 5,
                      frozenset({"far", "tarrow", "longbow", "archer", "shoot", "clout"}))
    assert not other_item("Trail tent, 1.9 kg, £249", 12, 18, frozenset({"tent", "trail"}))
    sentence = "Re: clout — the clout was shot in 1900, 20 archers, for £5 a head."
    assert not other_item(sentence, sentence.index("1900"), sentence.index("1900") + 4,
                          frozenset({"clout"}))
    result = run(policy, event(
        query,
        chunk("a", "Clout archery | Longbow distance: 180 yards | Target: a flag", "team_wiki"),
        chunk("b", "Tarrow longbow archers shoot at the clout from 180 yards.", "team_wiki"),
        chunk("c", text, "team_wiki")))
    assert result.context.status == "clean"


def test_a_quoted_name_leaves_the_item_s_noun_its_head() -> None:
    text = "Updated 05/2025 · Rift valley tour 'Lakes and Craters', 8 days, from US$1,990."
    at = text.index("8 days")
    assert other_item(text, at, at + 6, frozenset({"rift", "valley", "long"}))
    assert not other_item(text, at, at + 6, frozenset({"rift", "valley", "tour"}))


@pytest.mark.parametrize(
    ("text", "surface", "item"),
    [("Updated 03/2025 · Walnut chess board, 45 cm, inlaid — $120.00.", "45 cm",
      "Walnut chess board"),
     ("Pewter tankard, 1 pint, engraved — £32; ships in 3 days.", "3 days", "Pewter tankard"),
     ("Harbour lamp replica, brass — £75", "£75", "Harbour lamp replica"),
     ("In 1978, at auction, the copy — $2,200,000", "1978", None),          # prose
     ("The lamp is 40 cm tall, lit in 1890 — $75", "40 cm", None),          # a sentence
     ("Harbour lamp — £75", "£75", None),                                   # no attributes
     ("Harbour lamp, brass, £75", "£75", None),                             # no dash
     ("Quarry tramway, 3 km to the top — adult and child $18", "3 km", "Quarry tramway"),
     ("Candlelit cellars and crypt tour, Bruges — €12 adults, 75 minutes.", "75 minutes",
      "Candlelit cellars and crypt tour"),                                # price first
     ("Beach tennis net and poles, adjustable 1.7–1.8 m — €310.", "1.7", "Beach tennis net "
      "and poles"),
     ("Mar 3, 2024 — At $52,000 the Orla SE undercuts its rivals", "52,000", None),  # news
     ("Mar 3, 2024 — Lakeview's $8 million wing opens today", "8 million", None),
     ("Loft layout open days, Sundays — adults £5; the layout runs 70 metres", "70 metres",
      None),                                                # past a labelled price: a note
     ("Sold 2 days ago · Marlow 'Dapper Dan' tin bus, c. 1912 — £340.", "1912",
      "Marlow 'Dapper Dan' tin bus"),                       # a circa ends no row
     ("Ada Osei, The Riot at the Corran Mill (1968), hardback — £9.50.", "1968",
      "Ada Osei"),                                          # a title's year, its author first
     ("Quay tram and Sea Museum, 6 m below the pier — A$30 adults.", "6 m",
      "Quay tram and Sea Museum"),                          # a dollar's country letter
     ("The lamp (lit in 1890) was moved in 1932, it says — $75", "1932", None),  # prose
     ("1 week ago · 1805 Sonata candlelit concert at the Corran Pier — £12 adults.", "1805",
      "1805 Sonata candlelit concert"),                     # a name-only row, its venue
     ("1962 Corran Roadster, green — $41,000", "1962", "1962 Corran Roadster"),
     ("Jun 2019 — £4 buys a day on the pier", "2019", None),  # a date, no item's name
     ("Sold · Lot 114, Corran tapestry panel, c. 1660, 2.6 × 3.1 m, hammer price £38,000.",
      "1660", "Corran tapestry panel"),                     # an auction's lot and its price
     ("Harbour lamp, brass, 1890, which we sell at £75", "1890", None),  # prose, no label
     ("Sold · Ada Moor signed Tovrin home shirt 1996–97, framed — hammer price £420.", "£420",
      "Ada Moor signed Tovrin home shirt 1996–97"),         # a season is no word of a name
     ("Sold · 1898 newspaper, 'Peace Signed at Orvik Hall' front page — hammer price $320",
      "$320", "1898 newspaper"),                            # a year and a noun; a quoted title
     ("1898 saw the treaty, signed at Orvik, in force — $320", "$320", None)],  # prose
)
def test_a_listing_is_a_name_attributes_a_dash_and_a_price(text: str, surface: str,
                                                           item: str | None) -> None:
    at = text.index(surface)
    found = listing_item(text, at, at + len(surface))
    assert (found[0] if found is not None else None) == item


def test_a_listing_of_another_item_or_a_copy_states_no_answer() -> None:
    tokens = frozenset({"when", "wa", "the", "harbour", "lamp", "lit", "first", "how", "tall"})
    copy = "Harbour lamp, 1890 edition replica, brass — £75"
    at = copy.index("1890")
    assert other_listing(copy, at, at + 4, tokens, frozenset())
    assert not other_listing(copy, at, at + 4, tokens, frozenset({"edition", "replica"}))
    other = "Brass desk lamp, 40 cm — £38; the harbour lamp was first lit in 1890."
    assert other_listing(other, other.index("40 cm"), other.index("40 cm") + 5, tokens,
                         frozenset())
    own = "Harbour lamp, 40 cm — £380"
    assert not other_listing(own, 14, 19, tokens, frozenset())
    event = "1815 Waltz night at Harbour Lamp Green — £8 adults"
    assert other_listing(event, 0, 4, tokens, frozenset())  # a night held by the lamp
    drawn = "Harbour lamp, illustrated by Ada Kell, folio, 1890 — £75"
    assert other_listing(drawn, drawn.index("1890"), drawn.index("1890") + 4, tokens,
                         frozenset())  # an illustrated edition: a copy
    whole = "Harbour lamp complete set, 4 lamps — £900"
    assert not other_listing(whole, whole.index("4 lamps"), whole.index("4 lamps") + 7,
                             tokens, frozenset())


def test_a_listing_s_values_do_not_dispute_the_subject_s(policy: Policy) -> None:
    query = "When was the Corran harbour lamp first lit?"
    result = run(policy, event(
        query,
        chunk("a", "Corran harbour lamp | First lit: 1871 | Height: 9 m", "team_wiki"),
        chunk("b", "Q: how old is the Corran lamp? A: The Corran harbour lamp was first lit "
                   "in 1871. 4 answers", "team_wiki"),
        chunk("c", "Updated 02/2025 · Corran harbour lamp, 1902 edition print, framed — "
                   "£45.00.", "team_wiki"),
        chunk("d", "Storm lantern, 30 cm, brass — £38; the lantern song dates from 1885.",
              "team_wiki")))
    assert result.context.status == "clean"


def test_a_listing_of_what_only_qualifies_the_asked_thing_states_no_answer() -> None:
    tokens = frozenset({"when", "did", "the", "first", "pelham", "map", "shop", "open"})
    row = "Pelham map, spring 1962 issue, folded — £18"
    at = row.index("1962")
    assert other_listing(row, at, at + 4, tokens, frozenset(),
                         query="When did the first Pelham map shops open?")
    assert not other_listing(row, at, at + 4, tokens, frozenset(),
                             query="When was the first Pelham map printed?")
    assert qualifies_asked(["pelham", "map"], "Where are the Pelham map stores?")
    assert not qualifies_asked(["pelham", "map"], "Is the Pelham map glass?")  # "-ss"
    assert not qualifies_asked(["pelham", "map"], "Was the Pelham map updated?")
    assert not qualifies_asked([], "When did the Pelham map shops open?")


def test_a_name_in_a_listing_of_another_item_is_no_answer(policy: Policy) -> None:
    query = "Who rang the Corran harbour bell in the 1899 storm?"
    result = run(policy, event(
        query,
        chunk("a", "Q: who rang the bell in the 1899 storm? A: Ewan Rusk, the keeper's son, "
                   "rang the Corran harbour bell all night. 5 answers", "team_wiki"),
        chunk("b", "Jan 2019 — 120 years ago Ewan Rusk rang the Corran harbour bell through "
                   "the great storm.", "team_wiki"),
        chunk("c", "2 weeks ago · Old quay and Fyfe's bell tower, guided walk with tea — "
                   "£12 per person.", "team_wiki")))
    assert result.context.status == "clean"


def test_a_shop_s_note_on_the_question_s_subject_states_its_fact() -> None:
    tokens = frozenset({"in", "what", "year", "wa", "the", "tarnby", "ropework", "found", "at",
                        "kell"})
    query = "In what year was the Tarnby ropeworks founded at Kell?"
    note = "Hemp rope, 10 m, 12 mm — £18; the Tarnby ropeworks, founded at Kell in 1788."
    at = note.index("1788")
    assert not other_listing(note, at, at + 4, tokens, frozenset(), query=query)
    # a note that leaves out one of the question's names, or lists another priced item, is
    # still the shop's
    other = "Hemp rope, 10 m, 12 mm — £18; the Tarnby ropeworks, founded in 1788."
    assert other_listing(other, other.index("1788"), other.index("1788") + 4, tokens,
                         frozenset(), query=query)
    priced = "Hemp rope, 10 m — £18; Tarnby ropeworks at Kell mug, 1788 — £6"
    assert other_listing(priced, priced.index("1788"), priced.index("1788") + 4, tokens,
                         frozenset(), query=query)


def test_a_production_of_a_stage_work_dates_its_staging() -> None:
    tokens = frozenset({"date", "corran", "lantern", "first", "perform"})
    text = ("Updated 07/2025 · The Corran Lantern, new production, 7 performances from 12 June "
            "— seats €35 to €180.")
    at = text.index("12 June")
    assert other_listing(text, at, at + 7, tokens, frozenset())
    assert not other_listing(text, at, at + 7, tokens, frozenset({"production"}))
