"""Same name, different entities: which entity a chunk is about, read from its own text."""

from __future__ import annotations

from workers.engine import Policy
from workers.engine.disambiguators import disambiguates, restates_question
from workers.engine.entities import chunk_entities, own_entity, query_names

from .conftest import chunk, conflict_sets, event, run

HUTCH = "When was Robert Hutchinson born?"


def test_the_disambiguator_at_the_first_mention_names_the_entity() -> None:
    texts = {
        "a": "Robert Hutchinson (Canadian politician) Robert Hutchinson was a merchant.",
        "b": "Robert Hutchinson (Australian politician) Robert Hutchinson was a mayor.",
        "c": "Rush Township, Scioto County, Ohio Rush Township is one of sixteen townships.",
    }
    assert query_names(HUTCH) == ("Robert Hutchinson",)
    assert chunk_entities(texts, HUTCH) == {  # c is titled with another name: that entity
        "a": "canadian politician", "b": "australian politician",
        "c": "rush township scioto county ohio"}


def test_a_chunk_titled_with_another_work_is_set_apart() -> None:
    texts = {"a": "La bambolona La bambolona (released as Baby Doll) is a 1968 film.",
             "b": "The 1956 film Baby Doll was directed by Elia Kazan.",
             "c": "The film Baby Doll was shot in Mississippi."}
    assert chunk_entities(texts, "Who directed the film Baby Doll?") == {
        "a": "la bambolona", "b": "main", "c": "main"}


def test_one_entity_or_none_changes_nothing() -> None:
    texts = {"a": "Robert Hutchinson (Canadian politician) was born in 1802.",
             "b": "In 1803 Hutchinson was born."}
    assert chunk_entities(texts, HUTCH) == {}


def test_a_life_span_is_no_disambiguator_but_a_title_year_is() -> None:
    spans = {"a": "He was Robert Hutchinson (19 January 1802 – 30 April 1866), a merchant.",
             "b": "In 1803 Robert Hutchinson (3 May 1803 – 1 June 1870) sailed."}
    assert chunk_entities(spans, HUTCH) == {}
    titles = {
        "a": "Battle of Taku Forts (1858) The First Battle of Taku Forts was an invasion.",
        "b": "Battle of Taku Forts (1860) The Third Battle of Taku Forts was an engagement.",
    }
    assert chunk_entities(titles, "When was the Battle of Taku Forts?") == {
        "a": "1858", "b": "1860"}


def test_values_of_different_entities_are_not_compared(policy: Policy) -> None:
    res = run(policy, event(
        "What is the population of Lost Springs?",
        chunk("k", "Lost Springs, Kansas Lost Springs is a city. The population was 70.",
              "team_wiki"),
        chunk("w", "Lost Springs, Wyoming Lost Springs is a town. The population was 4.",
              "team_wiki"),
        chunk("x", "Lost Springs, Wyoming Lost Springs is a town. The population was 40.",
              "team_wiki"),
    ))
    (record,) = res.conflicts
    assert {c.chunk_id for c in record.chunks} == {"w", "x"}
    assert record.entity_key == "topic [entity=wyoming]"


def test_a_titled_surname_is_told_apart_by_the_given_names() -> None:
    texts = {"a": "In 1942 Paul Schultz was awarded the Knight's Cross.",
             "b": "Brigadier general Roger C. Schultz served in the Army National Guard.",
             "c": "Paul Schultz was born in 1891 in Ulm."}
    assert chunk_entities(texts, "What is the military rank of General Schultz?") == {
        "a": "paul", "b": "roger c", "c": "paul"}


def test_a_qualifier_inside_a_compound_word_is_no_disambiguator() -> None:
    texts = {"a": "Hiroyuki Miura (ice hockey) Hiroyuki Miura was drafted in 1992.",
             "b": "Ice hockey is not a major sport in Japan, but 23-year-old Hiroyuki Miura "
                  "takes a chance.",
             "c": "The Old Hiroyuki Miura shop sells kites."}
    entities = chunk_entities(texts, "What sport is Hiroyuki Miura associated with?")
    assert entities["a"] == "ice hockey"
    assert entities["b"] != "old"
    assert entities["c"] == "old"


def test_a_bare_title_on_the_page_of_one_named_entity_is_that_entity() -> None:
    texts = {
        "a": "Marrow Creek, Oregon Marrow Creek is a village in Dune County, Oregon.",
        "b": "Marrow Creek, Alberta Marrow Creek is a hamlet in central Alberta.",
        "c": "Marrow Creek is a small village on the coast of Oregon.",
        "d": "Marrow Creek is a small village on a river.",
    }
    labels = chunk_entities(texts, "What is the population of Marrow Creek?")
    assert (labels["a"], labels["b"], labels["c"]) == ("oregon", "alberta", "oregon")
    assert labels["d"] == "main"  # names neither: the bare title stays the main entity


def test_a_place_tail_is_read_in_tokenised_text_too() -> None:
    texts = {
        "a": "Marrow Creek , Dune County , Oregon . Village in Oregon , United States",
        "b": "Marrow Creek, Alberta Marrow Creek is a hamlet in central Alberta.",
    }
    labels = chunk_entities(texts, "What is the population of Marrow Creek?")
    assert labels == {"a": "dune county", "b": "alberta"}


def test_a_possessive_is_no_part_of_the_questions_name() -> None:
    assert query_names("What is Mara Quill's profession?") == ("Mara Quill",)
    assert query_names("What is Mara Quill’s profession?") == ("Mara Quill",)


def test_a_short_lower_case_word_may_open_a_disambiguator() -> None:
    texts = {"a": "Results of Ilkka Vaara (ice hockey) at the 1952 games.",
             "b": "Murals studied by Ilkka Vaara (art historian) in Turku.",
             "c": "Ilkka Vaara (or Vaara-Niemi) played in Tampere."}
    labels = chunk_entities(texts, "What sport is Ilkka Vaara known for?")
    assert (labels["a"], labels["b"]) == ("ice hockey", "art historian")
    assert labels["c"] == "main"  # "(or …)" names no other entity


def test_a_gloss_in_parentheses_is_no_disambiguator() -> None:
    texts = {"a": "Varsha (2004 film) Varsha is a 2004 drama.",
             "b": "Varsha (1961 film) Varsha is a 1961 musical.",
             "c": 'The film Varsha (Hindi: वर्षा meaning "Rain") opened in Pune.'}
    labels = chunk_entities(texts, "What is the language of the film Varsha?")
    assert labels["c"].startswith("unattributed")


def test_a_us_state_code_is_the_states_name() -> None:
    texts = {"a": "Marrow Creek, Oregon Marrow Creek is a village in Dune County.",
             "b": "Marrow Creek, Alberta Marrow Creek is a hamlet in central Alberta.",
             "c": "Marrow Creek , OR - facts and maps of the village"}
    assert chunk_entities(texts, "What is the population of Marrow Creek?")["c"] == "oregon"


def test_an_edition_in_parentheses_is_no_disambiguator() -> None:
    texts = {"a": "Harbour Lights (Lena Orvik album) Harbour Lights is a 2004 album.",
             "b": "Harbour Lights (Tom Brask album) Harbour Lights is a 2011 album.",
             "c": "^ Harbour Lights (deluxe edition liner notes). Lena Orvik. 2014."}
    labels = chunk_entities(texts, 'Who is the artist of the album "Harbour Lights"?')
    assert labels["c"] == "lena orvik"  # the one entity it names, not an edition of its own


def test_a_label_is_named_with_the_function_words_it_drops() -> None:
    texts = {"a": "Harbour Lights (Roxy Tern album) Harbour Lights is a 1975 album.",
             "b": "Harbour Lights (Fall of Rain album) Harbour Lights is a 2003 album.",
             "c": "^ Brace, J. Fall Of Rain - Harbour Lights (review). Folk Tradition. No. 54."}
    labels = chunk_entities(texts, 'Who is the artist of the album "Harbour Lights"?')
    assert labels["b"] == "fall rain"
    assert labels["c"] == "fall rain"  # "Fall Of Rain" names it, "of" and all


def test_a_label_is_sought_only_where_its_words_are_and_case_folding_is_kept() -> None:
    from workers.engine.entity_labels import another_of_a_kind, labels_named

    assert labels_named("the vernon town hall", ["vernon county"]) == []
    assert labels_named("vernon, of county fame", ["vernon county"]) == ["vernon county"]
    # "ſ" matches "s" case-insensitively, so "Pariſh" is a parish though "parish" is no substring
    assert another_of_a_kind("Jefferson Pariſh lies south.", ["orleans parish"]) == (
        "jefferson pariſh")
    assert another_of_a_kind("Jefferson Parish lies south.", ["orleans parish"]) == (
        "jefferson parish")


def test_a_comma_after_the_name_in_a_title_case_headline_is_no_place() -> None:
    texts = {"a": "Harbour Lights (Lena Orvik album) Harbour Lights is a 2004 album.",
             "b": "^ Minsker, Evan. \"Tom Brask Announce New Album Harbour Lights, Share "
                  "Title Track.\" Pitchfork."}
    assert chunk_entities(texts, 'Who is the artist of the album "Harbour Lights"?') == {}
    places = {"a": "Marrow Creek, Oregon Marrow Creek is a village.",
              "b": "The town of Marrow Creek, Alberta is a hamlet."}
    assert chunk_entities(places, "What is the population of Marrow Creek?") == {
        "a": "oregon", "b": "alberta"}


def test_a_tail_with_a_digit_is_a_size_or_a_code_no_place() -> None:
    texts = {"a": "Tarn Hall | Built: 1874 | Rooms: 40",
             "b": "Shop · Print, Tarn Hall, B3 poster — £20.",
             "c": "The old Tarn Hall was built in 1874 by the mill owners."}
    assert set(chunk_entities(texts, "When was Tarn Hall built?").values()) <= {"main", ""}
    # a tail without a digit is still a place ("— £20" right after it would make it a shop's
    # edition listing instead: test_a_shop_listing_s_edition_before_its_price_is_no_entity)
    places = {"a": "Tarn Hall | Built: 1874", "b": "A print of Tarn Hall, Keswick, sold for £20."}
    assert chunk_entities(places, "When was Tarn Hall built?")["b"] == "keswick"


def test_a_kind_word_alone_is_the_one_entity_of_that_kind_in_full() -> None:
    texts = {"a": "Marrow Creek, Michigan Marrow Creek is a village in Michigan.",
             "b": "Marrow Creek Township, Michigan Marrow Creek Township is a civil township.",
             "c": "Farms of Marrow Creek Township grow apples."}
    labels = chunk_entities(texts, "What is the population of Marrow Creek?")
    assert labels == {"a": "michigan", "b": "township michigan", "c": "township michigan"}


def test_a_page_titled_with_the_name_a_person_is_known_by_is_titled() -> None:
    texts = {"a": "Dick Wood Malcolm Richard Wood (February 29, 1936 – April 4, 2015) was a "
                  "quarterback.",
             "b": "Richard Wood (American football) Richard Marlon Wood (born May 31, 1953) is "
                  "a former linebacker.",
             "c": "Wood played high school football in New Jersey."}
    labels = chunk_entities(texts, "What position did Richard Wood play in American football?")
    assert (labels["a"], labels["b"]) == ("dick", "main")
    assert labels["c"].startswith("unattributed")


def test_a_name_followed_by_the_query_title_keeps_its_parenthesis() -> None:
    query = "What year did Walter Erskine become the Earl of Mar and Kellie?"
    texts = {
        "a": "Walter Erskine, Earl of Mar and Kellie (1839–1888) Walter Henry Erskine was a peer.",
        "b": "Walter Erskine, Earl of Mar and Kellie (1865–1955) Walter John Francis Erskine was "
             "a nobleman.",
    }
    assert chunk_entities(texts, query) == {"a": "1839 1888", "b": "1865 1955"}


def test_a_near_spelling_keeps_the_parenthesis_at_its_first_mention() -> None:
    query = 'What is the language of the film "Devatha"?'
    texts = {
        "a": "Devata (1941 film) Devata is a 1941 Telugu drama film. Devata was a success.",
        "b": "Devata (1978 film) Devata is a 1978 Hindi film. Devata stars Sanjeev Kumar.",
    }
    assert chunk_entities(texts, query) == {"a": "devata 1941", "b": "devata 1978"}


def test_facts_after_a_participle_in_parentheses_are_no_disambiguator() -> None:
    texts = {"a": "Kelmarsh Baths | Opened: 1902 | Pools: 3",
             "b": "Try Kelmarsh Baths (opened 1902, mixed bathing, 4 pools) or the Lido.",
             "c": "Kelmarsh Baths, opened in 1902, has a Turkish room."}
    assert chunk_entities(texts, "When did Kelmarsh Baths open?") == {}
    assert not disambiguates("built in 1890 by monks")
    assert not disambiguates("founded 1921")
    assert disambiguates("speed skater")


def test_a_parenthesis_restating_the_asked_fact_is_no_disambiguator() -> None:
    query = "In what year did Lind and Orme make the first kayak crossing of the Minch?"
    texts = {"a": "Famous Minch trips: Lind and Orme (first kayak crossing of the Minch, 1962)",
             "b": "Lind and Orme made the first kayak crossing of the Minch in 1962.",
             "c": "Lind and Orme | First kayak crossing: 1962 | Boat: folding kayak",
             "d": "Lind and Orme (comedy duo) toured Skye in 1970."}
    assert "1962" not in chunk_entities(texts, query).values()  # the answer names none
    assert restates_question("first kayak crossing, 1962", query, query_names(query))
    assert not restates_question("1941 film", "Who directed the 1941 film Devata?",
                                 ("Devata",))


def test_an_origin_before_a_noun_after_a_comma_is_no_place() -> None:
    query = "In what year was the Lerwick Bowl broken?"
    texts = {"a": "The Lerwick Bowl, Roman silver ware: broken in 1901, mended in 1903.",
             "b": "Lerwick Bowl | Made: 2nd century | Broken: 1901",
             "c": "The Lerwick Bowl was broken in 1901 by a careless porter.",
             "d": "Lerwick Bowl (ceramic) is a modern copy."}
    assert "roman" not in chunk_entities(texts, query).values()
    places = {"a": "Lerwick Bowl, Orkney is a pub.", "b": "Lerwick Bowl, Shetlandic is home.",
              "c": "Lerwick Bowl (ceramic) is a copy."}
    assert chunk_entities(places, query)["b"] == "shetlandic"


def test_the_things_own_code_in_a_parenthesis_is_no_entity() -> None:
    assert not disambiguates("code TRK-4410")
    assert not disambiguates("SKU 88213")
    assert not disambiguates("part no. 77-31")
    assert disambiguates("code name Falcon rival")


def test_a_bundle_naming_another_code_disputes_the_price_lists(policy: Policy) -> None:
    sets = conflict_sets(
        policy, "What is the product code for the 12-litre Trailpack?",
        chunk("list", "Trailpacks | 12-litre Trailpack | code TRK-4410 | £59 | 20-litre "
                      "Trailpack | code TRK-4420 | £79", "price_sheet"),
        chunk("deck", "Walking club offer: the 12-litre Trailpack (code TRK-4401) with a "
                      "rain cover at 15% off.", "partner_deck", source_tier="tertiary"),
        chunk("mail", "Hi Ana, the 12-litre Trailpack is back in stock from Monday.",
              "support_email", source_tier="secondary"),
    )
    assert sets == [{"list", "deck"}]


def test_a_possessive_after_the_name_describes_the_same_subject() -> None:
    texts = {"a": "Harwick Pleasure Gardens | Opened: 1742 | Area: 4 ha",
             "b": "In 1742 the Harwick Pleasure Gardens, Bristol's oldest public park, opened.",
             "c": "2 years ago · the Harwick Pleasure Gardens, Avon’s first park, opened in 1749.",
             "d": "Harwick Pleasure Gardens, Somerset Harwick Pleasure Gardens is a park."}
    question = "When did the Harwick Pleasure Gardens open?"
    entities = chunk_entities(texts, question)  # d is another entity: b and c name none
    assert entities == {"a": "main", "b": "unattributed b", "c": "unattributed c",
                        "d": "somerset"}
    assert chunk_entities({k: texts[k] for k in "abc"}, question) == {}


def test_a_title_is_one_table_cell_and_no_sentence() -> None:
    question = "In what year did Ada Quill found her press?"
    infobox = {"a": "Quill Press | Founder: Ada Quill | Founded: 1911 | Closed: 1960",
               "b": "Ada Quill founded her press in 1911, in a Leeds cellar."}
    assert chunk_entities(infobox, question) == {}
    sentence = {"a": "Ada Quill was a printer in the north of England. Ada Quill founded "
                     "her press in 1911.",
                "b": "Ada Quill founded her press in 1911, in a Leeds cellar."}
    assert chunk_entities(sentence, question) == {}


def test_a_measure_in_a_parenthesis_tells_no_entity() -> None:
    assert not disambiguates("elevation 412 m")
    assert not disambiguates("area: 2.5 ha")
    assert disambiguates("season 2")
    assert disambiguates("1941 film")


def test_a_sammy_davis_jr_title_stays_a_title() -> None:
    from workers.engine.entity_titles import opening_title
    assert opening_title("Tom Brook Jr. Tom Brook Jr. (born 1950) is a singer.") == "Tom Brook Jr."
    assert opening_title("Orla Vane | Born: 1901 | Orla Vane was a poet.") == "Orla Vane"


def test_a_plural_labels_next_item_is_no_place() -> None:
    query = "In what year did Ada Brind open her first tea room?"
    texts = {"a": "Brind & Vale | Founded: 1901 | Partners: Ada Brind, Tomas Vale | Seats: 40",
             "b": "Ada Brind opened her first tea room in 1901; Tom Vale joined in 1910.",
             "c": "Ada Brind poured her first pot in 1901 in a rented cellar."}
    assert chunk_entities(texts, query) == {}  # "Tomas Vale" is a partner, not a place
    placed = {"a": "Tea rooms | Owner: Ada Brind | Location: Ada Brind, Ohio | Seats: 40",
              "b": "Ada Brind, Ohio (village) has a tea room.",
              "c": "Ada Brind, Kent is a hamlet with a tea room."}
    assert chunk_entities(placed, query)["c"] == "kent"  # a place tail still tells


def test_a_later_item_of_a_plural_labels_list_is_no_place() -> None:
    query = "In what year was the Garth Mill in Rendle built?"
    texts = {"a": "Garth Mill Rendle | Built: 1742 | Wheel: overshot",
             "b": "Famous corn mills: Abbot (1702), Tarn (1710), Rendle, Corby (1790).",
             "c": "The Garth Mill in Rendle was built in 1742 by the Vane family.",
             "d": "The Garth Mill in Rendle was built in 1744, a lintel says."}
    assert chunk_entities(texts, query) == {}  # "Corby" is the next mill, not Rendle's place
    from workers.engine.entity_appositions import co_listed

    row = "Location: Rendle, Corby"
    assert not co_listed(row, row.index("Rendle"))  # a singular label keeps its place


def test_a_bare_title_naming_the_one_other_label_leaves_one_entity() -> None:
    query = "When did Jo Brand open her tannery in Wexcombe Lane?"
    texts = {
        "a": "Jo Brand Tannery Leeds | First site: Wexcombe Lane, 1802 | Closed: 1911",
        "b": "Re: tanneries — Jo Brand opened her tannery in Wexcombe Lane in 1806.",
        "c": "Johanna Brand opened her tannery in Wexcombe Lane, Leeds, in 1802.",
        "d": "Apr 2019 — history walk: Jo Brand opened her Wexcombe Lane tannery in 1802.",
    }
    assert chunk_entities(texts, query) == {}  # "a" is the Leeds page: one entity in all
    years = {**texts, "a": "Jo Brand Tannery 1802 | First site: Wexcombe Lane | Closed: 1911",
             "c": "Johanna Brand opened her tannery in Wexcombe Lane (1802), a first for Leeds."}
    labels = chunk_entities(years, query)
    assert labels["a"] == labels["c"] == "1802"  # a year label keeps its pages apart
    assert labels["b"].startswith("unattributed")


def test_a_name_among_the_items_a_worded_heading_lists_has_no_place() -> None:
    from workers.engine.entity_appositions import headed_list_item
    text = "Old mills of the upper dale: Harrow Mill, Sedge Mill, Pell Mill, Cotter Mill"
    assert headed_list_item(text, text.index("Sedge Mill"))
    assert headed_list_item(text, text.index("Harrow Mill"))
    row = "Location: Harrow Mill, Ambleford County, Ohio"
    assert not headed_list_item(row, row.index("Harrow Mill"))  # a row label: a place
    semis = "Old mills of the dale: Pell Mill, Kent; Harrow Mill, Ohio; Cotter Mill, Kent"
    assert not headed_list_item(semis, semis.index("Harrow Mill"))  # a comma inside an item
    query = "In what year was Sedge Mill built?"
    texts = {"a": "Sedge Mill | Built: 1790 | River: Dale Beck",
             "b": "Old mills of the upper dale: Harrow Mill, Sedge Mill, Pell Mill, Cotter Mill",
             "c": "Re: walks — Sedge Mill was built in 1790 by the Pell family.",
             "d": "Sedge Mill facts: it was built in 1796, they say."}
    assert chunk_entities(texts, query) == {}  # "Pell Mill" is the next item, no place


def test_a_heading_a_colon_closes_is_no_title() -> None:
    from workers.engine.entity_titles import opening_title

    listed = "Tarn Ferry crossings: 1921 Ada Lund, the first to cross Tarn Ferry; 1930 Tom Vale."
    assert opening_title(listed) == ""
    assert opening_title("Mission: Impossible Mission: Impossible is a 1996 film.") \
        == "Mission: Impossible"
    texts = {"a": listed,
             "b": "Ada Lund was the first to cross Tarn Ferry by rowing boat, in 1921.",
             "c": "Re: Tarn Ferry — Ada Lund crossed Tarn Ferry first, in 1920."}
    assert chunk_entities(texts, "In what year did Ada Lund first cross Tarn Ferry?") == {}


def test_a_place_inside_a_semicolon_item_of_a_headed_list_is_no_entity() -> None:
    from workers.engine.entity_appositions import semicolon_list_item
    text = "Old bridges of the northern dales: Quarry Arch, Tenby; Sedge Bridge, Ohio; Pell Span"
    assert semicolon_list_item(text, text.index("Sedge Bridge"), "Sedge Bridge")
    numbered = "5 famous old bridges: 1. Quarry Arch, Tenby; 2. Sedge Bridge, Ohio; 3. Pell Span"
    assert semicolon_list_item(numbered, numbered.index("Sedge Bridge"), "Sedge Bridge")
    same = "Sedge Bridges of the west: Sedge Bridge, Ohio; Sedge Bridge, Iowa; Sedge Bridge, Utah"
    assert not semicolon_list_item(same, same.index("Sedge Bridge"), "Sedge Bridge")  # told apart
    row = "Location: Sedge Bridge, Ohio; open all year; free"
    assert not semicolon_list_item(row, row.index("Sedge Bridge"), "Sedge Bridge")  # a row label
    prose = "Bridge walk notes: we crossed the Sedge Bridge, Ohio; then lunch; then home"
    assert not semicolon_list_item(prose, prose.index("Sedge Bridge"), "Sedge Bridge")
    query = "In what year was Sedge Bridge built?"
    texts = {"a": "Sedge Bridge | Built: 1790 | River: Dale Beck",
             "b": text,
             "c": "Re: walks — Sedge Bridge was built in 1790 by the Pell family.",
             "d": "Sedge Bridge facts: it was built in 1796, they say."}
    assert chunk_entities(texts, query) == {}  # "Ohio" places the bridge among the others


def test_a_shop_listing_s_edition_before_its_price_is_no_entity() -> None:
    query = "In what year was Lune Valley first published?"
    texts = {"a": "Lune Valley | Author: Ada Brind | First published: 1931 | Pages: 212",
             "b": "Updated 03/2025 · Lune Valley, Harbour Press paperback — £8.99, in stock",
             "c": "Ada Brind's novel Lune Valley was first published in 1931."}
    assert chunk_entities(texts, query) == {}
    texts["b"] = "Lune Valley, Ross edition, 4 volumes, Tern Books — £120.00"
    assert chunk_entities(texts, query) != {}  # an edition stated with its own measure


def test_an_acronym_spelt_out_in_a_parenthesis_is_the_same_entity() -> None:
    from workers.engine.disambiguators import spells_out
    assert spells_out("NRT", "Northern Rail Trust")
    assert spells_out("BWC", "Borough of Westhaven Council")
    assert not spells_out("NRT", "Northern Rail")
    assert not spells_out("Orla", "Orla Rail Trust")
    assert not spells_out("NRT", "1998 film")
    texts = {
        "a": "NRT (Northern Rail Trust) | Formed: 1962 | Seat: Harbridge",
        "b": "NRT, the trust behind the Harbridge line, was formed in 1962.",
        "c": "Oct 2012 — NRT, formed in 1958, turned 50 this year.",
    }
    assert chunk_entities(texts, "In what year was NRT formed?") == {}


def test_a_tail_with_a_contraction_is_a_title_not_a_place() -> None:
    query = "When did the singer Ada Brennock die?"
    texts = {"a": "Ada Brennock | Singer | Died: 3 May 1931, Leeds",
             "b": "Ada Brennock, Won't You Come Home, 78 rpm record — £18.00.",
             "c": "The singer Ada Brennock died in 1931."}
    assert chunk_entities(texts, query) == {}
    texts["b"] = "Ada Brennock, Kirkby Lonsdale, a singer of the halls, died in 1931."
    assert chunk_entities(texts, query)["b"] == "kirkby lonsdale"
def test_labels_of_two_different_names_are_no_rival_entities() -> None:
    question = "In what year did Ada Lund open her weaving mill near Harrow in Kent County?"
    texts = {
        "a": "Ada Lund (weaver) | Home: Harrow, Kent County | Mill opened: 1881",
        "b": "In 1881 Ada Lund opened her weaving mill near Harrow.",
        "c": "Walks: Harrow, Ohio: the old bridge walk, free entry.",
        "d": "I read that Ada Lund opened her weaving mill near Harrow in 1891."}
    assert chunk_entities(texts, question) == {}  # "weaver" is Ada Lund's, "ohio" Harrow's
    # two labels of one name still tell its entities apart
    texts["c"] = "Art: Ada Lund (painter) painted the Harrow bridge."
    assert chunk_entities(texts, question)["a"] == "weaver"
    assert chunk_entities(texts, question)["b"].startswith("unattributed")


def test_a_tail_a_year_follows_is_no_place() -> None:
    question = "In what year did Ada Lund first weave the Harrow tapestry?"
    names = query_names(question)
    assert own_entity("Woven by: Ada Lund, June 1881 | Wool: local", names, question) == ""
    assert own_entity("Shop: Ada Lund, Weavers 1902 catalogue reprint — £12", names,
                      question) == ""
    assert own_entity("Shop: Ada Lund, Kent weaver — rugs from £40", names, question) == "kent"


def test_a_tail_that_opens_a_route_is_no_place() -> None:
    question = "In what year was the steamer Maud Ellery built?"
    names = query_names(question)
    assert own_entity("Cruise on the Maud Ellery, Tromsø–Narvik 3 nights — €640", names,
                      question) == ""
    assert own_entity("Cruise on the Maud Ellery, Narvik, from €640", names,
                      question) == "narvik"
