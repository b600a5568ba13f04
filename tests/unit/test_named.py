"""Named answers: the agent a *who* question asks for, read beside the question's predicate."""

from __future__ import annotations

import pytest

from workers.engine import Policy
from workers.engine.named import name_answers, triggers
from workers.engine.predicate_words import predicate_hits as _predicate_hits
from workers.engine.slots import read_slot
from workers.engine.values import same_name

from .conftest import chunk, conflict_sets, event, run, web_conflict_sets


def _names(query: str, text: str) -> list[str]:
    slot = read_slot(query)
    hits = _predicate_hits(text, slot.predicate, slot.words)
    return [v.display for v in name_answers(text, 0, hits, slot.words - slot.predicate)]



def _credited(query: str, text: str) -> list[str]:
    """The names ``text`` credits with ``query``'s predicate, as the slot reader picks them."""
    slot = read_slot(query)
    own = slot.words - slot.predicate
    hits = _predicate_hits(text, triggers(slot.predicate), slot.words)
    return [v.display for v in name_answers(text, 0, hits, own, _predicate_hits(text, own))]

@pytest.mark.parametrize(
    ("query", "text", "names"),
    [
        ("Who is the director of the film Death at a Funeral?",
         "Death at a Funeral is a 2007 British comedy film directed by Frank Oz.", ["Frank Oz"]),
        ("Who is the artist of the album VII?",
         "VII is the seventh studio album by American alternative country band Blitzen Trapper.",
         ["Blitzen Trapper"]),
        ("Who produced the album Fables?", "It was the Joe Boyd-produced album.",
         ["Joe Boyd"]),
        ("Who produced the album Fables?", "Sessions took place in London with producer Elton "
         "John.", ["Elton John"]),
        ("Who is the artist of the album VII?", "Paste calls the record The Beatles' strongest "
         "album to date.", ["The Beatles"]),
        ("Who directed the film Baby Doll?", "Films directed by Elia Kazan Films scored by Kenyon "
         "Hopkins", ["Elia Kazan"]),
    ],
)
def test_a_name_tied_to_the_predicate_answers(query: str, text: str, names: list[str]) -> None:
    assert _names(query, text) == names


def test_the_question_own_name_and_other_agents_are_no_answer() -> None:
    assert _names("Who is the artist of the album Giant Steps?",
                  "Giant Steps is an album. It was released by Atlantic Records.") == []
    assert _names("Who is the artist of the album VII?", "The album was mixed by John Doe.") == []


def test_by_an_adverbial_phrase_credits_no_name_after_it() -> None:
    query = "Who rowed a coracle across the Severn estuary?"
    assert _names(query, "Ada Lowe rowed her coracle across the Severn estuary, by most "
                         "accounts with her friend Mary.") == []
    assert _names(query, "The coracle was rowed across the Severn estuary by Welsh fisherman "
                         "Ianto Price.") == ["Ianto Price"]


def test_a_name_agrees_with_its_own_shorter_form() -> None:
    assert same_name("john coltrane", "coltrane")
    assert not same_name("john coltrane", "miles davis")


def test_two_names_for_one_work_are_a_text_conflict(policy: Policy) -> None:
    res = run(policy, event(
        "Who is the director of the film Yellow Sky?",
        chunk("a", "Yellow Sky is a 1948 western film directed by William Wellman.", "team_wiki"),
        chunk("b", "Yellow Sky is a 1948 western film directed by John Ford.", "team_wiki"),
    ))
    [record] = res.conflicts
    assert record.detected_fields == ["text"]
    assert {c.values["text"] for c in record.chunks} == {"William Wellman", "John Ford"}


@pytest.mark.parametrize(
    ("query", "text", "names"),
    [
        ("Who is the artist of the album Giant Steps?", "Miles Davis – Giant Steps review",
         ["Miles Davis"]),
        ("Who is the artist of the album VII?", 'The album "VII" by The Beatles is a blend.',
         ["The Beatles"]),
        ("Who is the architect of the Kidd House?", "It was designed by Frank Lloyd Wright.",
         ["Frank Lloyd Wright"]),
        ("Who is the artist of the album Out of the Box?", "Album Artist = Jade Valerie Released",
         ["Jade Valerie"]),
    ],
)
def test_a_name_credited_beside_the_work_or_implied_by_the_role_answers(
    query: str, text: str, names: list[str]
) -> None:
    assert _credited(query, text) == names


def test_a_clear_majority_of_independent_passages_decides_a_name(policy: Policy) -> None:
    says = "Yellow Sky is a 1948 western film directed by {}. It stars Gregory Peck{}."
    res = run(policy, event(
        "Who is the director of the film Yellow Sky?",
        *(chunk(c, says.format("William Wellman", tail), "team_wiki")
          for c, tail in (("a", ""), ("b", " and Anne Baxter"), ("c", " in a Nevada town"))),
        chunk("d", says.format("John Ford", ""), "team_wiki"),
    ))
    [record] = res.conflicts
    assert record.rule_applied == ["majority"]
    assert record.winner == "a"


def test_a_role_verb_answers_but_a_role_word_inside_another_noun_does_not() -> None:
    query = "Who is the architect of the Elks Club Building?"
    slot = read_slot(query)
    text = "It was designed by Frank Lloyd Wright."
    hits = _predicate_hits(text, triggers(slot.predicate), slot.words)
    assert [v.display for v in name_answers(text, 0, hits, slot.words - slot.predicate)] == [
        "Frank Lloyd Wright"]
    song = read_slot('Who is the artist of the album "VII"?')
    line = "Said by lead singer and songwriter Eric Earley."
    assert not _predicate_hits(line, triggers(song.predicate), song.words)


@pytest.mark.parametrize(
    ("text", "names"),
    [
        ('Review: Lena Orvik – "Harbour Lights" is a patient, warm record.', ["Lena Orvik"]),
        ("CD review : Lena Orvik's 'Harbour Lights' is patient and warm", ["Lena Orvik"]),
        ('"Harbour Lights" reviewed in The Quarterly.', []),
        ("Review : Harbour Lights.", []),  # a page's label, not a name
    ],
)
def test_a_work_credited_to_a_name_answers_without_a_trigger_word(
    text: str, names: list[str]
) -> None:
    from workers.engine.slots import answer

    slot = read_slot('Who is the artist of the album "Harbour Lights"?')
    assert [v.display for v in answer(text, 0, (), slot)] == names


def test_a_credit_cut_by_a_spaced_dash_is_read_whole(policy: Policy) -> None:
    # A spaced dash ends a sentence, so "Lena Orvik – Harbour Lights" reaches the name
    # reading as two parts; an agent question joins the name back to the part it credits.
    res = run(policy, event(
        'Who is the artist of the album "Harbour Lights"?',
        chunk("a", "Harbour Lights is the second studio album by Lena Orvik. It was recorded "
              "in Bergen.", "team_wiki"),
        chunk("b", "Best of Folk Reviews March 2, 2021 Tom Brask – Harbour Lights A record "
              "that takes its time.", "team_wiki"),
    ))
    [record] = res.conflicts
    assert {c.chunk_id: c.values["text"] for c in record.chunks} == {
        "a": "Lena Orvik", "b": "Tom Brask"}


def test_a_dash_led_part_takes_no_name_for_a_class_question(policy: Policy) -> None:
    res = run(policy, event(
        "What is the language of the film Harbour Lights?",
        chunk("a", "Harbour Lights is a 2004 Norwegian-language drama film.", "team_wiki"),
        chunk("b", "Cinema Nordic Reviews – Harbour Lights is a Norwegian-language drama.",
              "team_wiki"),
    ))
    assert res.conflicts == []


@pytest.mark.parametrize(
    ("query", "text", "names"),
    [
        ('Who is the artist of the album "Harbour Lights"?',
         "From Wikidata album by Orvikstad edit Language Label Description", ["Orvikstad"]),
        ('Who is the artist of the album "Harbour Lights"?',
         "Harbour Lights is an album by Swedish folk singer Lena Orvik.", ["Lena Orvik"]),
        ("Who is the architect of the Orsby Club Building?",
         "It was designed by Tyler architect Carl Brent.", ["Carl Brent"]),
    ],
)
def test_a_capitalised_word_describes_a_name_only_as_an_origin_or_before_a_role(
    query: str, text: str, names: list[str]
) -> None:
    slot = read_slot(query)
    hits = _predicate_hits(text, triggers(slot.predicate), slot.words)
    assert [v.display for v in name_answers(text, 0, hits, slot.words - slot.predicate)] == names


@pytest.mark.parametrize(
    ("text", "names"),
    [
        ("Harbour Lights is the third studio album by American pop rock band Boys Like Girls.",
         ["Boys Like Girls"]),
        ("Harbour Lights is the debut album by Jamaican ska band The Skatalites.",
         ["The Skatalites"]),
        ("Harbour Lights is the fifth studio album by Canadian folk/rock singer Joni Mitchell.",
         ["Joni Mitchell"]),
        ("Harbour Lights is the fifth studio album by American R&B singer Mary Lane.",
         ["Mary Lane"]),
        ("Harbour Lights is an album by American and British musicians.", []),
    ],
)
def test_an_origin_describes_a_name_before_a_short_genre_word(
    text: str, names: list[str]
) -> None:
    query = 'Who is the artist of the album "Harbour Lights"?'
    slot = read_slot(query)
    hits = _predicate_hits(text, triggers(slot.predicate), slot.words)
    assert [v.display for v in name_answers(text, 0, hits, slot.words - slot.predicate)] == names


@pytest.mark.parametrize(
    ("query", "text", "names"),
    [
        ("Who is the composer of String Quartet No. 9?",
         "String Quartet No. 9 in C major is a work by Johannes Brahms published in 1890.",
         ["Johannes Brahms"]),
        ("Who composed String Quartet No. 9?",
         "String Quartet No. 9 in C major is a work by Johannes Brahms.", ["Johannes Brahms"]),
        ('Who is the creator of "Harbour Lights"?',
         "Harbour Lights is an American sitcom created by Chuck Lorre.", ["Chuck Lorre"]),
        ('Who performed the song "Harbour Lights"?',
         '"Harbour Lights" is a song recorded by American country music artist LeAnn Rimes.',
         ["LeAnn Rimes"]),
    ],
)
def test_a_role_implies_its_work_and_verb_forms(query: str, text: str, names: list[str]) -> None:
    slot = read_slot(query)
    hits = _predicate_hits(text, triggers(slot.predicate), slot.words)
    assert [v.display for v in name_answers(text, 0, hits, slot.words - slot.predicate)] == names


@pytest.mark.parametrize(
    ("query", "text", "names"),
    [
        ('Who is the author of "Pride"?',
         "Pride is a novel written by the English author Jane Austen in 1813.", ["Jane Austen"]),
        ('Who directed the film "Blue"?', "Blue is a film directed by Clive Owen and produced "
         "by Lee Reed.", ["Clive Owen"]),
        ('Who is the artist of the album "Blue"?',
         "Blue Studio album by Joni Mitchell Released June 22, 1971", ["Joni Mitchell"]),
        ('Who directed the film "Blue"?', "Blue Directed by Mahesh Bhatt Written by Suraj Sanim",
         ["Mahesh Bhatt"]),
    ],
)
def test_a_name_ends_at_a_participle_label_not_at_a_surname_in_en(
    query: str, text: str, names: list[str]
) -> None:
    slot = read_slot(query)
    hits = _predicate_hits(text, triggers(slot.predicate), slot.words)
    assert [v.display for v in name_answers(text, 0, hits, slot.words - slot.predicate)] == names


@pytest.mark.parametrize(
    ("query", "text", "names"),
    [
        ('Who is the author of "Pride"?', "Pride, by Jane Austen, is a novel of manners.",
         ["Jane Austen"]),
        ('Who wrote "Pride"?', "Pride is an 1813 novel of manners by Jane Austen.",
         ["Jane Austen"]),
        ('Who is the author of "Pride"?', "Pride, by contrast, sold well.", []),
    ],
)
def test_a_comma_may_stand_between_a_work_and_its_credit(
    query: str, text: str, names: list[str]
) -> None:
    slot = read_slot(query)
    hits = _predicate_hits(text, triggers(slot.predicate), slot.words)
    titles = _predicate_hits(text, slot.words - slot.predicate)
    found = name_answers(text, 0, hits, slot.words - slot.predicate, titles)
    assert [v.display for v in found] == names


@pytest.mark.parametrize(
    ("query", "text", "names"),
    [
        ("Who is the founder of Acme Corp?", "John Doe founded Acme Corp in 1901.", ["John Doe"]),
        ('Who directed the film "Harbour Lights"?',
         "Mahesh Bhatt directed Harbour Lights in 1979.", ["Mahesh Bhatt"]),
        ("Who created Ruby?", "David Heinemeier Hansson created Ruby on Rails in 2004.", []),
        ('Who directed the film "Harbour Lights"?',
         "In 1979 the studio directed Harbour Lights toward children.", []),
    ],
)
def test_the_name_before_a_trigger_the_work_follows_is_its_agent(
    query: str, text: str, names: list[str]
) -> None:
    slot = read_slot(query)
    hits = _predicate_hits(text, triggers(slot.predicate), slot.words)
    titles = _predicate_hits(text, slot.words - slot.predicate)
    found = name_answers(text, 0, hits, slot.words - slot.predicate, titles)
    assert [v.display for v in found] == names


HAMILTON = "Who wrote the music for the musical Hamilton?"


@pytest.mark.parametrize(
    ("query", "text", "names"),
    [
        (HAMILTON, "Music, lyrics, book: Lin-Manuel Miranda", ["Lin-Manuel Miranda"]),
        ("Which director made the original Jaws?", "Directed by: Steven Spielberg",
         ["Steven Spielberg"]),
        (HAMILTON, "Based on: Alexander Hamilton by Ron Chernow", []),
        ("Which director made the original Jaws?", "Based on: Jaws by Peter Benchley", []),
        (HAMILTON, "Hamilton: The Revolution by Lin-Manuel Miranda", []),
        (HAMILTON, "Hamilton: music and lyrics by Lin-Manuel Miranda", ["Lin-Manuel Miranda"]),
        ("Who wrote the ballad The Heron's Lament?", "Written by: Ada Crane", ["Ada Crane"]),
        ("Who wrote the ballad The Heron's Lament?", "Written for: Ada Crane", []),
        ("Who built the Tarrow Mill?", "Built for: Lord Ivo Denny", []),
    ],
)
def test_a_row_label_names_the_role_its_value_credits(
    query: str, text: str, names: list[str]
) -> None:
    # A label naming the asked role credits the name after it; under a label naming
    # another role ("Based on"), "the work by NAME" is that role's credit.
    from workers.engine.slots import answer

    assert [v.display for v in answer(text, 0, (), read_slot(query))] == names


def test_a_sequel_named_after_the_work_is_another_work() -> None:
    from workers.engine.slots import answer

    slot = read_slot("Which director made the original Jaws?")
    assert [v.display for v in answer("Jeannot Szwarc directed Jaws 2 in 1978.", 0, (), slot)] \
        == []
    assert [v.display for v in answer("Steven Spielberg directed Jaws in 1975.", 0, (), slot)] \
        == ["Steven Spielberg"]


@pytest.mark.parametrize(
    ("query", "text", "names"),
    [
        # another verb's agent, an irregular participle too: the builder, not the inventor
        ("Who invented the marine chronometer?", "The first marine chronometer was built by "
         "Thomas Mudge.", []),
        ("Who invented the marine chronometer?", "The marine chronometer was first made by "
         "Thomas Mudge.", []),
        # a participle joined to the asked one shares its agent
        ("Who designed the Gunbus?", "The Gunbus was a biplane designed and built by the "
         "Burgess Company.", ["Burgess Company"]),
    ],
)
def test_by_names_the_agent_of_the_verb_before_it(query: str, text: str,
                                                  names: list[str]) -> None:
    assert _credited(query, text) == names


@pytest.mark.parametrize(
    ("query", "text", "names"),
    [
        ("Who invented the marine chronometer?", "Mudge's marine chronometer, made to "
         "Harrison's design, is in Greenwich.", []),
        ("Who invented the marine chronometer?", "This marine chronometer was built by Larcum "
         "Kendall, to a design by John Harrison.", []),
        ("Who invented the marine chronometer?", "Kendall's marine chronometer is in "
         "Greenwich.", ["Kendall"]),
    ],
)
def test_a_work_made_to_another_design_credits_its_maker_with_nothing(
    query: str, text: str, names: list[str]
) -> None:
    assert _credited(query, text) == names


@pytest.mark.parametrize(
    ("text", "names"),
    [
        ("The Harbour Cafe was not founded by Jon Reyes but by Mara Ellison.", []),
        ("The Harbour Cafe wasn't actually founded by Jon Reyes.", []),
        ("The Harbour Cafe was founded by Mara Ellison, not by her partner.", ["Mara Ellison"]),
    ],
)
def test_a_denied_credit_names_no_answer(text: str, names: list[str]) -> None:
    assert _credited("Who founded the Harbour Cafe?", text) == names


def test_a_role_label_credits_no_name_its_parenthesis_gives_another_work() -> None:
    query = "Who invented the slide rule?"
    assert _credited(query, "Famous inventors: Ada Kell (movable type)") == []
    assert _credited(query, "Inventor: Edmund Gunter (slide rule, 1622)") == ["Edmund Gunter"]
    assert _credited(query, "Inventor: Edmund Gunter | Year: 1622") == ["Edmund Gunter"]


@pytest.mark.parametrize(
    ("query", "text", "names"),
    [
        # a name wholly of the question's own words is its subject, short words too
        ("Who built St Ives Harbour Lighthouse?", "St Ives Harbour Lighthouse tours, £6.",
         []),
        ("Who discovered Halden's Comet?",
         "Halden's Comet was discovered by Ada Bell Halden in 1901.",
         ["Ada Bell Halden"]),
        # the holder of an office is never the possessive before the institution
        ("Who was the first curator of the Orvel Museum?",
         "Tip: Dunmore's Orvel Museum opens at nine on Sundays.", []),
        ("Who was the first curator of the Orvel Museum?",
         "Harlan's first curator was a retired sea captain.", []),
        ("Who is the curator of the Orvel Museum?",
         "Ada Pike's Orvel Museum opened its doors in 1921.", ["Ada Pike"]),
        # a passive verb of its own between a noun trigger and "by" has its own agent
        ("Who discovered the comet Orla?", "Saturn's small comets were spotted by Ray Dunn "
         "long before the comet Orla was discovered by Ines Moll.", ["Ines Moll"]),
        ("Who discovered the comet Orla?", "Three comets were found by Ray Dunn in 1901.",
         []),
        ("Who wrote the novel Tallow?", "Tallow is a novel by Ines Moll.", ["Ines Moll"]),
    ],
)
def test_a_name_belongs_to_the_asked_predicate_and_subject(
    query: str, text: str, names: list[str]
) -> None:
    from workers.engine.slots import answer

    assert [v.display for v in answer(text, 0, (), read_slot(query))] == names


def test_two_named_answers_still_conflict_beside_the_new_checks(policy: Policy) -> None:
    res = run(policy, event(
        "Who was the first curator of the Orvel Museum?",
        chunk("a", "The first curator of the Orvel Museum was Ada Pike.", "team_wiki"),
        chunk("b", "The first curator of the Orvel Museum was Tom Brask.", "team_wiki"),
    ))
    [record] = res.conflicts
    assert {c.values["text"] for c in record.chunks} == {"Ada Pike", "Tom Brask"}


def test_an_initialism_of_the_questions_own_words_is_its_name() -> None:
    from workers.engine.name_ties import own_name
    names = frozenset({"ashby", "glass", "works", "new", "york"})
    assert own_name("Ashby Glass Works N.Y.", names)
    assert not own_name("Ashby Glass Works L.A.", names)  # not the question's initials
    assert not own_name("J.K. Ashby", names)


def test_a_makers_mark_with_an_initialled_place_makes_no_conflict(policy: Policy) -> None:
    res = run(policy, event(
        "Who founded the Ashby Bronze Works foundry in New York?",
        chunk("a", "Ashby Bronze Works | Founded: 1902 | Founder: Clara Ashby | Place: New York",
              "team_wiki"),
        chunk("b", "Clara Ashby founded the Ashby Bronze Works in New York in 1902.", "team_wiki"),
        chunk("c", "Sold last week · Bronze vase, 'Ashby Bronze Works N.Y.' foundry mark — "
                   "hammer price $900.", "team_wiki")))
    assert res.conflicts == []


@pytest.mark.parametrize(
    ("text", "names"),
    [("Updated 2020 · Harrow Towers at 90: Ines Vale named her tiles after Tom Harrow's tower "
      "house.", []),  # the namesake before a common noun: no inventor
     ("Board games: Ines Vale's Harrow Towers, 1931.", ["Ines Vale"]),  # a title: credited
     ("Ten years on, Ines Vale's towers still sell.", ["Ines Vale"]),  # no question name
     ("Do not confuse them with Ines Vale's towers games of 1950.", [])],  # a kind of works
)
def test_a_namesake_before_a_common_noun_is_credited_with_no_work(
        text: str, names: list[str]) -> None:
    from workers.engine.reading import read_text
    from workers.engine.slots import answer
    slot = read_slot("Who invented Harrow Towers?")
    assert [v.display for v in answer(text, 0, read_text(text).values, slot)] == names


def test_a_later_deeds_agent_is_no_answer() -> None:
    query = "Who built the first steam loom?"
    text = "Ada Lowe built her first steam loom in 1801, later built by the Marsh Brothers' mill."
    assert "Marsh Brothers" not in _credited(query, text)
    assert _names(query, "The first steam loom was afterwards built by Tom Vale.") == []
    assert _names(query, "The first steam loom was built by Tom Vale.") == ["Tom Vale"]
    # the later deed's clause ends: a name after it is read as before
    assert _names(query, "Copies were later built by Ode Ltd; the first steam loom was built "
                         "by Tom Vale.") == ["Tom Vale"]


@pytest.mark.parametrize(
    ("query", "text", "names"),
    [("Who designed the Georgian arcades of Pellow Market?",
      "Bristol's Georgian arcades: Pellow (Ada Brind, 1790), Corn Street (Tom Vale, 1801), "
      "Quay Row (Ian Hume, 1799)", []),  # the heading's possessive owns the list
     ("Who designed the Georgian arcades of Pellow Market?",
      "Bristol's Georgian arcades: Pellow and Corn Street", ["Bristol"]),  # no list of three
     ("Who was the bell ringer who rang in the Harwick Fair?",
      "Town ringer, Dunmore, Kent", []),  # a role cell placed: a place and its county
     ("Who was the bell ringer who rang in the Harwick Fair?",
      "The ringer, Ada Brind, rang in the fair", ["Ada Brind"])],  # an apposition goes on
)
def test_a_list_headings_owner_and_a_role_cells_place_are_no_agent(
        query: str, text: str, names: list[str]) -> None:
    from workers.engine.reading import read_text
    from workers.engine.slots import answer
    slot = read_slot(query)
    assert [v.display for v in answer(text, 0, read_text(text).values, slot)] == names


def test_a_profession_before_a_name_is_its_title() -> None:
    from workers.engine.name_runs import name_value

    said = "A: Illustrator Edith Marlow, who also drew the maps."
    value = name_value(said, 100, 3, said.index(","), frozenset())
    assert value is not None and value.display == "Edith Marlow"
    assert value.start == 100 + said.index("Edith")
    kept = name_value("Illustrator Marlow", 0, 0, 18, frozenset())  # one word after: kept whole
    assert kept is not None and kept.display == "Illustrator Marlow"
    firm = name_value("General Harbour Works", 0, 0, 21, frozenset())
    assert firm is not None and firm.display == "General Harbour Works"


def test_a_title_before_the_questions_own_name_keeps_it_the_subject() -> None:
    from workers.engine.name_ties import own_name
    names = frozenset({"harold", "ii", "tewkesbury"})
    assert own_name("King Harold II", names)
    assert own_name("Harold II", names)
    assert not own_name("Abbot Harold II", names)  # no title of the closed class


def test_a_patron_with_a_title_is_no_maker(policy: Policy) -> None:
    """"for King Harold II" names the question's own patron, so only the builder answers."""
    query = "Who built the tithe barn at Tewkesbury for Harold II?"
    assert conflict_sets(
        policy, query,
        chunk("a", "The tithe barn at Tewkesbury was built by Osric Vane for Harold II."),
        chunk("b", "Osric Vane began building the tithe barn by the Avon for King Harold II."),
    ) == []


def test_by_after_another_verb_places_no_agent() -> None:
    from workers.engine.trigger_names import after_by
    text = "the barn stood by the Avon for three centuries"
    assert after_by(text, text.index(" stood")) is None
    made = "the barn by Osric Vane"
    assert after_by(made, made.index(" by")) is not None


def test_a_label_of_the_asked_kind_in_the_plural_lists_things_no_agent() -> None:
    from .conftest import claim_subjects
    question = "Who founded the Kelby ferry line?"
    assert claim_subjects(question, "Small Baltic ferry lines: Nordvik, Kelby, Ostra, Baltrans.") \
        == []
    # a label whose head is no plural of a kind still names the role
    row = "Orvik footbridge | Footbridge design: Ada Berg | Opened: 1921"
    assert [v for _, v in claim_subjects("Who designed the Orvik footbridge?", row)] \
        == [["Ada Berg"]]


def test_a_name_opening_on_the_initial_a_is_read() -> None:
    from workers.engine.name_runs import name_value

    said = "by A. B. Forsyth"
    value = name_value(said, 0, 3, len(said), frozenset())
    assert value is not None and value.exact == "a b forsyth"
    article = name_value("A Forsyth", 0, 0, 9, frozenset())  # the article: read past
    assert article is not None and article.exact == "forsyth"


def test_an_owned_noun_doing_the_asked_act_is_no_credit_to_its_owner() -> None:
    from .conftest import sentence_answers

    query = "Who founded the Ashby almshouse?"
    assert sentence_answers(query, "Long after the Duke's steward founded it, the Ashby "
                                   "almshouse took in twelve men in 1790.") == []
    assert sentence_answers(query, "In 1790 Mary Hale's founded almshouse at Ashby took in "
                                   "twelve men.") == ["Mary Hale"]


def test_a_possessive_owning_an_other_or_rival_maker_credits_no_one() -> None:
    from .conftest import sentence_answers

    query = "Who founded the Brenna cutlery firm?"
    assert sentence_answers(query, "Dec 2019 — Sheffield's other cutlery maker, Tom Vail's "
                                   "Vailware, has made its knives since 1790.") == []
    assert sentence_answers(query, "Harlow's rival founder of a cutlery firm, Edna Pike, "
                                   "started in 1902.") == []
    assert sentence_answers(query, "Lyon's other maker of cutlery was never as big.") == []



def test_a_possessive_owning_the_asked_kind_of_thing_is_still_credited() -> None:
    from .conftest import sentence_answers

    assert sentence_answers("Who founded the Brenna cutlery firm?",
                            "Ada Moss's first founding, Brenna, opened in 1890.") == ["Ada Moss"]


def test_a_nickname_in_quotes_is_part_of_the_name() -> None:
    from workers.engine.name_runs import NAME_RUN
    runs = [m.group(0) for m in NAME_RUN.finditer('Designer: Walter "Skip" Amberly | Year')]
    assert 'Walter "Skip" Amberly' in runs
    assert [m.group(0) for m in NAME_RUN.finditer('first called "Courier" by the firm')] \
        == ["Courier"]  # a quoted word after no name is a title, not a nickname
    assert [m.group(0) for m in NAME_RUN.finditer('Walter "Skip"')] == ["Walter", "Skip"]


def test_a_nicknamed_name_agrees_with_either_given_name(policy: Policy) -> None:
    query = "Who designed the Amberly Mono typeface?"
    texts = ['Amberly Mono | Designer: Walter "Skip" Amberly | Released: 1961',
             "Q: who drew amberly mono? A: Skip Amberly, a draughtsman at the foundry. 3 answers",
             "Amberly Mono was drawn by Walter Amberly for the Corran foundry in 1961."]
    assert web_conflict_sets(policy, query, *texts) == []


def test_a_kind_of_person_after_an_indefinite_article_names_no_one() -> None:
    from workers.engine.name_runs import name_value

    for said in ("An Englishman", "A Parisian", "A Genoese"):
        assert name_value(said, 0, 0, len(said), frozenset()) is None
    assert name_value("A Forsyth", 0, 0, 9, frozenset()) is not None


def test_a_nickname_in_single_quotes_stays_inside_the_name() -> None:
    from workers.engine.name_runs import NAME_RUN

    found = NAME_RUN.match("Named by: Walter 'Stretch' Okonjo in 1931", 10)
    assert found is not None and found.group() == "Walter 'Stretch' Okonjo"
    assert same_name("walter stretch okonjo", "stretch walter okonjo")
