"""Observed figures (an average, a median, a typical amount) are context, never a rule."""

from __future__ import annotations

from workers.engine import Policy

from .conftest import chunk, conflict_sets

RATE = chunk("rate", "Sewer connection charge: £310 per property.", "price_sheet",
             source_tier="primary")
MAIL = chunk("mail", "The sewer connection charge is £310 for each property.", "support_email",
             source_tier="tertiary")


def test_an_average_beside_the_rule_is_no_rival_value(policy: Policy) -> None:
    query = "What is the sewer connection charge?"
    note = chunk("note", "Average sewer connection charge paid last year was £265 per property.",
                 "meeting_notes", source_tier="tertiary")
    assert conflict_sets(policy, query, RATE, MAIL, note) == []


def test_a_question_about_the_average_compares_averages(policy: Policy) -> None:
    query = "What was the average sewer connection charge paid last year?"
    a = chunk("a", "Average sewer connection charge paid last year was £265 per property.",
              "meeting_notes", source_tier="tertiary")
    b = chunk("b", "The average sewer connection charge paid last year: £240 per property.",
              "team_wiki", source_tier="secondary")
    assert conflict_sets(policy, query, a, b) == [{"a", "b"}]


def test_a_row_beside_an_average_still_states_its_own_figure(policy: Policy) -> None:
    """Separators bound the observation: "average high 29 °C · record high 41 °C" states
    the record in its own part."""
    query = "What is the sewer connection charge?"
    row = chunk("row", "Averages: average bill £512 · sewer connection charge £350 per property",
                "team_wiki", source_tier="secondary")
    assert conflict_sets(policy, query, RATE, row) == [{"rate", "row"}]


def test_an_unasked_value_beside_the_average_does_not_keep_it(policy: Policy) -> None:
    """A money question drops the sentence's percentage, and its snippet left behind must
    not hide that the amount kept is an average."""
    query = "What is the sewer connection charge?"
    note = chunk("note", "Average sewer connection charge last year was £265, down 4.5%.",
                 "meeting_notes", source_tier="tertiary")
    assert conflict_sets(policy, query, RATE, MAIL, note) == []


def test_a_reading_logged_once_is_no_rival_rule(policy: Policy) -> None:
    """"max logged at 10.1 °C" is what a thermometer showed once, not the storage rule."""
    query = "At what temperature must vaccine stock be kept on the ward?"
    rule = chunk("rule", "VS-2 Vaccine stock must be kept between 2 °C and 8 °C.", "policy",
                 source_tier="primary")
    wiki = chunk("wiki", "Ward fridges: keep vaccine stock between 2 and 8 degrees Celsius.",
                 "team_wiki", source_tier="secondary")
    alarm = chunk("alarm", "Ward 6 fridge alarm on 2 Feb: overnight max logged at 10.1 °C, "
                  "vaccine stock quarantined and the supplier called for advice.",
                  "meeting_notes", source_tier="tertiary")
    assert conflict_sets(policy, query, rule, wiki, alarm) == []
    asked = "What was the overnight max logged in the Ward 6 vaccine fridge?"
    other = chunk("other", "Ward 6 vaccine fridge: overnight max logged at 9.2 °C.",
                  "team_wiki", source_tier="secondary")
    assert conflict_sets(policy, asked, alarm, other) == [{"alarm", "other"}]


def test_one_owners_specimen_is_no_rival_extent(policy: Policy) -> None:
    """"mine was 21 cm" is one grower's fruit; the question asks what the kind can reach."""
    query = "How long can a Pellow gourd grow?"
    wiki = chunk("wiki", "Pellow gourd | Fruit: up to 25 cm long", "team_wiki",
                 source_tier="secondary")
    guide = chunk("guide", "A Pellow gourd can grow to 25 cm long.", "team_wiki",
                  source_tier="secondary")
    reply = chunk("reply", "Re: gourds — mine was 21 cm long this summer.", "team_wiki",
                  source_tier="tertiary")
    assert conflict_sets(policy, query, wiki, guide, reply) == []


def test_a_specimen_is_compared_when_the_question_asks_for_one(policy: Policy) -> None:
    query = "How long was the Pellow gourd Ada Lindqvist grew?"
    a = chunk("a", "Ada Lindqvist: my gourd measured 21 cm long.", "team_wiki",
              source_tier="secondary")
    b = chunk("b", "Ada Lindqvist grew a Pellow gourd 26 cm long.", "team_wiki",
              source_tier="secondary")
    assert conflict_sets(policy, query, a, b) == [{"a", "b"}]


def test_a_mine_that_is_a_pit_is_no_specimen(policy: Policy) -> None:
    query = "How deep can the Orvel copper pit go?"
    a = chunk("a", "The Orvel copper pit: the mine is 410 m deep.", "team_wiki",
              source_tier="secondary")
    b = chunk("b", "The Orvel copper pit is 380 m deep.", "team_wiki", source_tier="secondary")
    assert conflict_sets(policy, query, a, b) == [{"a", "b"}]


KEEPER_RULE = chunk("rule", "4.2 A tortoise goes out to the garden only once it weighs at least "
                    "900 g.", "policy", source_tier="primary")
KEEPER_WIKI = chunk("wiki", "Garden checklist: weight 900 grams or more, shell sound.",
                    "team_wiki", source_tier="secondary")


def test_the_readers_present_state_is_no_rival_bound(policy: Policy) -> None:
    """"your tortoise is 0.75 kg now" is where one case stands, not the bound asked."""
    query = "What is the minimum weight before a tortoise can go out to the garden?"
    mail = chunk("mail", "Dear Ms Roe, your tortoise is 0.75 kg now; it goes out once it "
                 "reaches 0.9 kg.", "support_email", source_tier="tertiary")
    assert conflict_sets(policy, query, KEEPER_RULE, KEEPER_WIKI, mail) == []


def test_a_bound_stated_to_the_reader_is_still_compared(policy: Policy) -> None:
    """Without "now" the amount may be the rule told to the reader: it is compared."""
    query = "What is the minimum weight before a tortoise can go out to the garden?"
    mail = chunk("mail", "Dear Ms Roe, your tortoise is 0.75 kg before it can go out.",
                 "support_email", source_tier="tertiary")
    assert conflict_sets(policy, query, KEEPER_RULE, mail) != []


def test_a_mean_measure_is_an_average(policy: Policy) -> None:
    """"the lake's mean depth is about 41 m" is an average, no rival to its greatest depth;
    the same sentence without "mean" is a rival."""
    query = "How deep does Lake Varrow get?"
    box = chunk("box", "Lake Varrow | Max. depth: 160 m | Area: 52 km²", "team_wiki")
    kids = chunk("kids", "Lake Varrow is 160 metres deep at its deepest point!", "team_wiki")
    mean = chunk("mean", "Updated 03/2025 · Varrow char live nowhere else; the lake's mean depth "
                 "is about 41 m, its water very clear.", "team_wiki")
    assert conflict_sets(policy, query, box, kids, mean) == []
    plain = chunk("plain", "Updated 03/2025 · Varrow char live nowhere else; the lake's depth "
                  "is about 41 m, its water very clear.", "team_wiki")
    assert conflict_sets(policy, query, box, kids, plain) == [{"box", "kids", "plain"}]
    asked = "What is the mean depth of Lake Varrow?"
    other = chunk("other", "Lake Varrow's mean depth is 45 m.", "team_wiki")
    assert conflict_sets(policy, asked, mean, other) == [{"mean", "other"}]
