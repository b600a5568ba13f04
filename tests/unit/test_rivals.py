"""A value stated about a rival of the question's subject, named in its place, answers nothing."""

from __future__ import annotations

from workers.engine import Policy
from workers.engine.rivals import rival

from .conftest import chunk, event, run

SEASON = "How many named storms formed in the 2020 Atlantic hurricane season?"


def test_another_year_in_the_subjects_place_names_a_rival() -> None:
    said = "The 2021 Atlantic season produced 21 named storms, the third most active after 2020."
    assert rival(said, SEASON) == "rival:2021-atlantic"
    assert rival("The 2020 Atlantic season ended with 30 named storms.", SEASON) == ""


def test_a_common_word_describes_and_never_rivals() -> None:
    said = "The record-shattering Atlantic season ends today with thirty named storms."
    assert rival(said, SEASON) == ""
    query = "How long is roadside assistance included for new vehicles?"
    assert rival("New Velora vehicles include roadside assistance for 3 years.", query) == ""


def test_another_name_of_the_subjects_kind_names_a_rival() -> None:
    query = "In what year was the Chrysler Building completed?"
    assert rival("Empire State Building | Construction: 1930–1931", query) == "rival:stat-build"
    assert rival("The Chrysler Building beat the Empire State Building in 1930.", query) == ""
    query = "How many arches does the Old Quennell Bridge have?"
    assert rival("The New Quennell Bridge crosses in a single 84 m span.", query) \
        == "rival:new-quennell"  # though it writes "Quennell Bridge"


def test_a_rival_after_the_value_or_in_a_compound_is_none() -> None:
    query = "What is the Xbox launch date of Starfall Armada?"
    said = "It comes to Xbox on February 25, 2027, three weeks after the PC launch."
    assert rival(said, query, said.index("February")) == ""
    assert rival(said, query) == ""  # it names the question's "Xbox" itself
    query = "Can production secrets be stored in CI environment variables?"
    assert rival("Credentials shall never be stored in CI/CD environment variables.", query) == ""


def test_the_questions_verb_is_no_subjects_word() -> None:
    query = "When was the foundation stone of Kelross Town Hall laid?"
    assert rival("On 14 March 1872 the Duke of Arran laid the stone.", query) == ""
    query = "What uptime does the Enterprise SLA guarantee?"
    assert rival("The Provider guarantees monthly uptime of 99.95%.", query) == ""


def test_units_and_clause_openers_are_no_names() -> None:
    query = "What is the storage of the Orders API?"
    assert rival("Orders API: 500 GB API storage.", query) == ""
    assert rival("Reports API: 200 GB.", query) == ""  # a label opens the sentence
    assert rival("Our Reports API stores 200 GB.", query) == "rival:report-api"
    query = "What is the gross tonnage of the MV Saffra Star?"
    assert rival("The 42,870 GT Saffra Star was handed over today.", query) == ""
    query = "What is the maximum rise of a step under Approved Document K?"
    assert rival("Under Part K each riser can be at most 220 mm.", query) == ""  # a code


def test_a_rival_seasons_count_is_not_compared(policy: Policy) -> None:
    res = run(policy, event(
        SEASON,
        chunk("a", "2020 Atlantic hurricane season | Named storms: 30 | Hurricanes: 14",
              "team_wiki"),
        chunk("b", "After 2020's 30 named storms, the WMO dropped Greek letters.", "team_wiki"),
        chunk("c", "The 2021 Atlantic season produced 21 named storms, the third most active "
                   "after 2020 and 2005.", "team_wiki"),
    ))
    assert res.conflicts == []


def test_an_infobox_headed_by_a_rival_states_the_rivals_rows(policy: Policy) -> None:
    query = "In what year was the Chrysler Building completed?"
    res = run(policy, event(
        query,
        chunk("a", "Chrysler Building | Location: Manhattan | Construction: 1928–1930 | "
                   "Opened: May 27, 1930", "team_wiki"),
        chunk("b", "Q: When was the Chrysler Building finished? A: 1930.", "team_wiki"),
        chunk("c", "Empire State Building | Location: Manhattan | Construction: 1930–1931 | "
                   "Opened: May 1, 1931", "team_wiki"),
    ))
    assert res.conflicts == []


def test_another_owner_that_has_the_count_names_a_rival() -> None:
    query = "How many pairs of ribs does a human have?"
    assert rival("A pork side has 14 or 15 ribs;", query) == "rival:side"
    assert rival("Humans have 12 pairs of ribs.", query) == ""
    assert rival("A: No, both have twelve pairs.", query) == ""  # a pronoun refers back
    query = "How many arches does the Old Quennell Bridge have?"
    assert rival("The bridge has 9 arches.", query) == ""  # a definite description
    query = "How much RAM did the Commodore 64 have?"
    assert rival("C64 had 64 KB of RAM.", query) == ""  # the owner's code
    query = "How many cells does a standard sudoku grid have?"
    assert rival("Bigger 16 × 16 variants have 256 cells.", query) == "rival:variant"
    query = "How many arches does the Old Quennell Bridge at Tarn have?"
    assert rival("the Old Quennell Bridge alone has 9 arches.", query) == ""  # no head
    assert rival("the Kell Viaduct alone has 9 arches.", query) == "rival:viaduct"


def test_another_owners_count_is_not_compared(policy: Policy) -> None:
    res = run(policy, event(
        "How many pairs of ribs does a human have?",
        chunk("a", "Rib cage — Humans have 12 pairs of ribs: seven true, three false.",
              "team_wiki"),
        chunk("b", "Anatomy notes: the human skeleton has 12 pairs of ribs.", "team_wiki"),
        chunk("c", "A pork side has 14 or 15 ribs; spare ribs come from the belly.", "team_wiki"),
    ))
    assert res.conflicts == []


def test_a_has_clause_owner_is_the_subjects_only_by_its_head_noun() -> None:
    query = "How many teeth does an adult wombat have?"
    assert rival("Adult koalas have 30 teeth; joeys 26.", query) == "rival:koala"
    assert rival("Adult wombats have 24 teeth.", query) == ""
    assert rival("Wombats normally have 24 teeth.", query) == ""  # an adverb is no head
    assert rival("A wombat's jaw has 24 teeth.", query) == ""  # the owner's possessive
    query = "How many bones does the human body have?"
    assert rival("An adult human has 206 bones.", query) == ""  # its head is the owner's


def test_a_capitalised_pair_opening_a_clause_is_a_proper_name() -> None:
    query = "In what year was the Corvel Zoo founded?"
    assert rival("Harlow Zoo (opened 1899)", query, 18) == "rival:harlow-zoo"
    assert rival("Corvel Zoo (opened 1916)", query, 18) == ""
    query = "What is the rate limit of the Zundra API?"
    assert rival("Each API key may make 600 requests per minute.", query) == ""


def test_another_model_or_a_copy_after_the_subjects_name_is_a_rival() -> None:
    query = "How much storage did the first Velpod have?"
    said = "The Velpod mini (2004) came with a 4 GB drive."
    assert rival(said, query, said.index("4 GB")) == "rival:velpod-mini"
    assert rival("Velpod, a $399 player with a 5 GB drive.", query) == ""
    assert rival("Velpod vs Velpod mini: 5 GB vs 4 GB", query, 21) == ""  # names both
    assert rival("Shackleton plus 27.", "How many sailed with Shackleton?") == ""
    query = "When was Vava SE 8 released?"  # a numbered subject
    said = "Vava 11, released 25 September 2018, is the first LTS since Vava 8."
    assert rival(said, query, said.index("25")) == "rival:vava-11"
    assert rival("Vava 8 GA 18/03/2014", query) == ""
    assert rival("Vava 5 GB", query) == ""  # a quantity, no model number
    assert rival("Vava 2-for-1 offer: 5 GB each", query) == ""
    assert rival("Schubert 31, Mozart 35.", "How old was Mozart when he died?") == ""
    assert rival("Hornsea 2: 1,320 MW", "What is Hornsea 2's rated output?") == ""
    query = "How many medals did Larisa Orlova win?"
    assert rival("passing Orlova's 18;", query) == ""  # a possessive owns what follows
    query = "How long was the Tyrannosaurus skeleton known as Sue?"
    assert rival("Sue skull replica, 1:6 scale, 25 cm", query) == "rival:sue-replica"
    assert rival("Sue, the 40-foot skeleton, moved today", query) == ""


def test_a_possessive_owner_in_the_question_is_a_head_too() -> None:
    query = "How many compartments does a cow's stomach have?"
    assert rival("Myth-busting: cows don't have four stomachs, they have one with 4 "
                 "compartments.", query) == ""


def test_an_abbreviation_of_the_questions_modifier_is_no_rival() -> None:
    query = "When is the Feast of Saint Oswy celebrated?"
    assert rival("St Oswy (feast 17.6.) for the ferrymen, St Julian elsewhere.", query) == ""
    assert rival("Old Oswy (feast 18.6.) for the ferrymen.", query) == "rival:old-oswy"


CATS = "How many performances did the original Broadway run of Cats play?"


def test_a_clause_opening_with_another_place_is_that_places() -> None:
    said = "In London, Cats ran 21 years at the New London Theatre, 8,949 performances."
    assert rival(said, CATS, said.index("8,949")) == "rival:place-london"
    on = "On the West End, it played 8,949 times."
    assert rival(on, CATS, on.index("8,949")) == "rival:place-west-end"
    assert rival("On Broadway, Cats played 7,485 performances.", CATS) == ""  # the asked place


def test_a_name_of_the_question_written_off_it_is_another_place() -> None:
    query = "In what year did Cats open on Broadway?"
    said = "Its touring production opened off-Broadway in 1990."
    assert rival(said, query, said.index("1990")) == "rival:place-off-broadway"
    both = "It moved from off-Broadway to Broadway in 1982."
    assert rival(both, query, both.index("1982")) == ""  # the asked place too
    asked = "It opened off-Broadway in 1982."
    assert rival(asked, "In what year did Cats open off-Broadway?", asked.index("1982")) == ""


def test_a_time_a_facet_region_or_a_place_after_the_value_is_no_other_place() -> None:
    assert rival("In March, Cats played 7,485 performances.", CATS) == ""
    assert rival("On Constitution Day, Cats played 7,485 performances.", CATS) == ""
    assert rival("In the UK, Cats played 8,949 performances.", CATS) == ""  # a facet reads it
    said = "Cats played 7,485 performances. In London, it ran longer."
    assert rival(said, CATS, said.index("7,485")) == ""
    assert rival("In London, cats live 15 years.", "How long do cats live?") == ""  # no name


def test_another_places_run_is_not_compared(policy: Policy) -> None:
    res = run(policy, event(
        CATS,
        chunk("a", "Cats | Broadway opening: 7 October 1982 | Performances: 7,485", "team_wiki"),
        chunk("b", "After 7,485 performances, Cats played its final show at the Winter Garden.",
              "team_wiki"),
        chunk("c", "In London, Cats ran 21 years at the New London Theatre, 8,949 performances.",
              "team_wiki"),
    ))
    assert res.conflicts == []


def test_the_asked_act_placed_in_another_named_place_is_a_rival() -> None:
    query = "In what year were beavers first released into the wild in Harrow Vale Park?"
    said = "Beavers released in Tolland's Upper Mere Woods in 2019 are the county's first."
    assert rival(said, query, said.index("2019")) == "rival:place-tolland-upper-mere-woods"
    for kept in ("Beavers were released in Harrow Vale Park in 1998.",
                 "Beavers released in March 1998 soon bred.",
                 "Unlike those released in Tolland, the Harrow Vale beavers came in 1998."):
        assert rival(kept, query, kept.index("1998")) == "", kept
    # a question placing its act at no name reads no such place
    said = "Beavers released in Tolland Woods in 2019 bred at once."
    assert rival(said, "In what year were beavers first released?", said.index("2019")) == ""


def test_the_asked_act_placed_on_a_name_reads_the_question_s_base_verb() -> None:
    query = "On what date did the Grey Lantern revue close on Fleet Row?"
    said = "The Grey Lantern revue closed in Marlow's Old Quarter on 4 June 1961."
    assert rival(said, query, said.index("4 June")) == "rival:place-marlow-old-quarter"
    kept = "The Grey Lantern revue closed on Fleet Row on 2 March 1958."
    assert rival(kept, query, kept.index("2 March")) == ""
    # "on Monday" is a time, no place the question sets its act at
    assert rival(said, "On what date did the revue close on Monday?", said.index("4 June")) == ""


def test_a_clause_opening_on_another_place_without_a_comma_is_that_places() -> None:
    query = "In what year was the Corn Exchange in Wexburn built?"
    said = "Market halls: In Dunmore you can see the Corn Exchange, finished in 1812."
    assert rival(said, query, said.index("1812")) == "rival:place-dunmore"
    for kept in ("In Wexburn you can see the Corn Exchange, finished in 1840.",
                 "In March the Corn Exchange of Wexburn was finished, in 1840.",
                 "At the Dunmore fair every Wexburn trader knew it was finished in 1840.",
                 "In WXB the Corn Exchange was finished in 1840."):
        assert rival(kept, query, kept.index("1840")) == "", kept
    # a yes/no question: its pages state each place's rule, read elsewhere
    asked = "Can you park overnight in Wexburn?"
    said = "In Dunmore you may park overnight for 2 nights."
    assert rival(said, asked, said.index("2 nights")) == ""


def test_the_asked_subject_noun_of_another_named_place_is_a_rival() -> None:
    query = "How much did the villagers pay for the Manor of Ashcombe?"
    said = "In 1961 the villagers of Brindle bought their manor for £20,000."
    assert rival(said, query, said.index("£")) == "rival:kind-brindle"
    own = "In 1961 the villagers of Ashcombe bought their manor for £35,000."
    assert rival(own, query, own.index("£")) == ""
    plain = "In 1961 the villagers bought the manor for £35,000."
    assert rival(plain, query, plain.index("£")) == ""
    assert rival(said, "How much did the villagers pay for the manor?", said.index("£")) == ""
