"""The asked event: a date answers a *when* question about the past only beside the event
it asks about (its clause, its row's label, its Q/A question or its parenthesis names the
event's verb), never as the date of another event of the subject's story."""

from __future__ import annotations

from dataclasses import replace

import pytest

from workers.engine import Policy
from workers.engine.event_of_question import Event, question_event
from workers.engine.other_event_clauses import clause_of_other_event
from workers.engine.tied_dates import tied
from workers.engine.values import Value

from .conftest import chunk, conflict_sets, event, run


def _terms(query: str) -> set[str]:
    found = question_event(query, close=True)
    assert found is not None
    return set(found.terms)


@pytest.mark.parametrize(
    ("query", "terms"),
    [("In what year was Iguanodon named?", {"name"}),
     ("On what date did Roald Amundsen reach the South Pole?", {"reach", "arriv"}),
     ("In what year did the Calder Hall reactors start supplying the grid?",
      {"start", "begin", "commenc", "supply"}),
     ("In what year did New Horizons fly past Pluto?", {"fly"}),
     ("When does the Q4 code freeze start?", {"start", "begin", "commenc"}),
     ("On what date was Easter Sunday in 2024?", {"easter", "sunday"}),   # a named day
     ("In what year did Ada Lund's schooner Marit capsize?", {"capsiz"}),  # apposed name
     ("In what year did Ada Lund spot Saturn's moon Titan?", {"spot"}),  # a possessive owns
     ("In what year did the Dunmere glove maker Aske & Lyle receive its seal?",
      {"receiv", "get", "got", "gotten", "obtain", "grant", "award", "arriv"}),  # apposed
     ("In what year did the Tay Council adopt UK postcodes?", {"adopt", "join", "switch"}),
     ("In what year did Ada Moss patent linoleum?", {"patent"}),  # a bare object after it
     ("In what year did Leeds' Kirkgate market close?", {"clos"}),  # a possessive subject
     ("In what year was Orme Priory allowed to enclose its park?", {"enclos"}),  # the leave
     ("In what year did the first bus route to Dunmere, the oldest village of the Vale, "
      "close?", {"clos"}),  # the bare verb after the apposition's closing comma
     ("In what year did Ada Lund first make Tarn ale?", {"make"}),  # a stopword verb
     ("In what year did the first make of Tarn ale sell out?", {"sell"}),  # "the first make"
     # a noun before a place's preposition is no verb when an event verb ends the question
     ("In what year did the Dunmere dock strike in Tarnshire begin?",
      {"begin", "start", "commenc"}),
     ("In what year did the Tarn ferry sail to Dunmere Harbour?", {"sail"})],
)
def test_the_event_is_the_question_s_verb(query: str, terms: set[str]) -> None:
    assert _terms(query) == terms


def test_only_a_when_question_about_the_past_without_a_class_needs_the_tie() -> None:
    from workers.engine.asked_event import asked_event
    from workers.engine.query import read_query

    def gate(query: str) -> bool | None:
        found = asked_event(read_query(event(query, chunk("a", "x"))))
        return None if found is None else found.tie

    assert gate("In what year was Iguanodon named?") is True
    assert gate("When does the Q4 code freeze start?") is False     # a schedule
    assert gate("When was the Eiffel Tower built?") is False        # a class: the slot's
    assert gate("How many arches does the bridge have?") is None


_NAMED = Event(frozenset({"name"}), frozenset(), frozenset({"iguanodon", "name"}))
_REACHED = Event(frozenset({"reach", "arriv"}), frozenset(),
                 frozenset({"roald", "amundsen", "reach", "south", "pole"}))
_ENDED = Event(frozenset({"end", "finish"}), frozenset(), frozenset({"end", "gold"}))


def _date(text: str, surface: str) -> Value:
    return Value("date", surface, surface, text.index(surface), "year")


@pytest.mark.parametrize(
    ("text", "surface", "event_", "answers"),
    [("Iguanodon | Named by: Gideon Mantell, 1825 | Period: Early Cretaceous", "1825",
      _NAMED, True),                                                     # the row's label
     ("Q: when was iguanodon named? A: 1825. The teeth were found around 1822.", "1825",
      _NAMED, True),                                                     # the Q/A question
     ("Q: when was iguanodon named? A: 1825. The teeth were found around 1822.", "1822",
      _NAMED, False),
     ("Q: when was iguanodon named? A: In 1825, three years after the teeth turned up.",
      "1825", _NAMED, True),                                             # "In" before the date
     ("Q: when did amundsen reach the pole? A: On 14th December 1911, ahead of Scott.",
      "14th December 1911", _REACHED, True),
     ("Q: when was iguanodon named? A: Mantell wrote about it in 1825.", "1825", _NAMED,
      False),                                                            # not the answer's opening
     ("Re: Bernissart — 38 Iguanodon skeletons came out of a Belgian coal mine in 1878.",
      "1878", _NAMED, False),                                            # another event
     ("On 14 December 1911, Amundsen reached the Pole.", "14 December 1911", _REACHED,
      True),                                                             # a verbless clause
     ("Amundsen's party reached the Pole, 34 days ahead of Scott (17 January 1912).",
      "17 January 1912", _REACHED, False),                               # another's aside
     ("Nixon closed the gold window, ending the convertibility agreed at Bretton Woods "
      "in 1944.", "1944", _ENDED, False),                                # another verb between
     ("Updated 09/2024 · 1944 Bretton Woods · 1971 US ends gold convertibility", "1971",
      _ENDED, True),                                                     # a timeline row
     ("Updated 09/2024 · 1944 Bretton Woods · 1971 US ends gold convertibility", "1944",
      _ENDED, False),
     ("1 oz American Gold Eagle 2025 — $2,799.00", "2025", _ENDED, False)],  # no claim
)
def test_a_date_answers_only_tied_to_the_event(
        text: str, surface: str, event_: Event, answers: bool) -> None:
    assert tied(text, _date(text, surface), event_) is answers


def test_a_negated_event_and_the_question_s_own_year_answer_nothing() -> None:
    issued = Event(frozenset({"#release"}), frozenset({"2024"}), frozenset())
    text = "Denominations: €5 – €500 (€500 no longer issued since 2019)"
    assert not tied(text, _date(text, "2019"), issued)
    assert not tied("Easter 2024", _date("Easter 2024", "2024"), issued)


def test_dates_of_other_events_make_no_conflict(policy: Policy) -> None:
    query = "In what year was Iguanodon named?"
    result = run(policy, event(
        query,
        chunk("a", "Iguanodon | Named by: Gideon Mantell, 1825 | Period: Early Cretaceous",
              "team_wiki"),
        chunk("b", "Q: when was iguanodon named? A: 1825. Megalosaurus came in 1824.",
              "team_wiki"),
        chunk("c", "Re: Bernissart — 38 Iguanodon skeletons came out of a Belgian coal mine "
                   "in 1878.", "team_wiki")))
    assert result.context.status == "clean"
    differ = run(policy, event(
        query,
        chunk("a", "Iguanodon | Named by: Gideon Mantell, 1825 | Period: Early Cretaceous",
              "team_wiki"),
        chunk("b", "Gideon Mantell named Iguanodon in 1822.", "team_wiki")))
    assert [c.detected_fields for c in differ.conflicts] == [["date"]]


_RELEASED = Event(frozenset({"#release"}), frozenset(), frozenset({"java", "se", "#release"}),
                  close=False, tie=False)
_TERMINATES = Event(frozenset({"terminat"}), frozenset(),
                    frozenset({"master", "servic", "agreement", "tailspin", "terminat"}),
                    close=False, tie=False)


@pytest.mark.parametrize(
    ("text", "surface", "event_", "answers"),
    [("Java SE 8: GA 18/03/2014 · Premier Support until March 2022", "2022", _RELEASED,
      False),                                                            # a period's end
     ("Java 17 for Java 8 developers — 3-day course, $1,495. Next cohort 12 May.", "12 May",
      _RELEASED, False),                                                 # a next occurrence
     ("Nativity matryoshka — €39.00. Order by 20 December for delivery.", "20 December",
      _RELEASED, False),                                                 # a deadline
     ("Java SE 8 (LTS) | Released: 18 March 2014", "18 March 2014", _RELEASED, True),
     ("The Tailspin agreement ends Dec. 31, 2026; renewal talks start in Q3.",
      "Dec. 31, 2026", _TERMINATES, True),                              # the end is asked
     ("It took until late 2016 to download the data.", "2016", _NAMED, False),
     ("Denominations: €5 – €500 (€500 no longer released since 2019)", "2019", _RELEASED,
      False),                                                            # the event's end
     ("The union with Sweden was dissolved in 1905.", "1905", _RELEASED, True),
     ("Java's first chief, dead by 2019, saw it go out.", "2019", _RELEASED, False),
     ("Its designer, dead since 2001, never saw it.", "2001", _RELEASED, False),
     ("Its designer, born in 1931, released it himself.", "1931", _RELEASED, False),
     ("Its designer, born on 4 May 1931, released it.", "4 May 1931", _RELEASED, False)],
)
def test_a_date_its_own_words_give_to_another_event_answers_nothing(
        text: str, surface: str, event_: Event, answers: bool) -> None:
    assert tied(text, _date(text, surface), event_) is answers


def test_a_classed_question_keeps_its_answers_and_drops_another_event_s_date(
        policy: Policy) -> None:
    query = "When was Java SE 8 released?"
    result = run(policy, event(
        query,
        chunk("a", "Java SE 8 (LTS) | Released: 18 March 2014 | Features: lambdas",
              "team_wiki"),
        chunk("b", "Updated 03/2025 · Java SE 8: GA 18/03/2014 · Premier Support until "
                   "March 2022 · Extended Support until December 2030", "team_wiki")))
    assert result.context.status == "clean"
    differ = run(policy, event(
        query,
        chunk("a", "Java SE 8 (LTS) | Released: 18 March 2014 | Features: lambdas",
              "team_wiki"),
        chunk("b", "Java SE 8 was released on 18 March 2015.", "team_wiki")))
    assert [c.detected_fields for c in differ.conflicts] == [["date"]]


def test_a_life_span_marks_the_birth_across_its_dash() -> None:
    born = Event(frozenset({"#birth"}), frozenset(), frozenset({"justic", "ritchi", "#birth"}),
                 close=False)
    text = "Roland Almon Ritchie, (June 19, 1910 – June 5, 1988) was a Canadian lawyer."
    assert tied(text, _date(text, "June 19, 1910"), born)


def test_the_row_level_tie_reads_class_synonyms_and_initials() -> None:
    released = question_event("When was Java SE 8 released?", close=False)
    assert released is not None
    assert {"#release", "ga", "shipp", "introduc"} <= released.terms
    text = "Java SE 8: GA 18/03/2014 · Premier Support until March 2022"
    assert tied(text, _date(text, "18/03/2014"), released)
    founded = Event(frozenset({"#founding"}), frozenset(), frozenset({"pmk", "#founding"}),
                    close=False)
    text = "PMK is a political party founded by S. Ramadoss in 1989 for the uplift of …"
    assert tied(text, _date(text, "1989"), founded)               # "S." ends no sentence


def test_an_occurrence_noun_names_the_event_but_not_beside_a_year() -> None:
    found = question_event("In what year was the first Tarn Valley Regatta sailed?", close=True)
    assert found is not None
    assert {"regatta", "hold", "sail"} <= set(found.terms)
    row = "Tarn Valley Regatta | First regatta: 3 July 1871 | Boats: 40"
    assert tied(row, _date(row, "3 July 1871"), found)
    held = "The first Tarn Valley Regatta was held on 3 July 1871 at the weir."
    assert tied(held, _date(held, "3 July 1871"), found)
    edition = "Tarn Valley Regatta 2025: 4-6 July, park at the mill."
    assert not tied(edition, _date(edition, "4-6 July"), found)


def test_an_irregular_past_names_the_asked_event() -> None:
    text = "Ada saw the first comet show over Leith: 3 May 1712 | Ada's diary, vol. 2"
    seen = Event(frozenset({"see"}), frozenset(), frozenset({"ada", "see", "comet"}))
    assert tied(text, _date(text, "3 May 1712"), seen)


def test_a_date_another_participle_takes_witnesses_no_answer(policy: Policy) -> None:
    query = "In what year did Ada Kell wear a Tern hood on her Solent swim attempt?"
    pages = [
        chunk("a", "Ada Kell | Solent swim attempt wearing a Tern hood: 1931 | Tern hood "
                   "patented: 1929", "team_wiki"),
        chunk("b", "Ada Kell wore a Tern hood on her Solent swim attempt in 1931.", "team_wiki"),
        chunk("c", "Re: Tern ads — Ada Kell wore a Tern hood on her Solent swim attempt in 1929.",
              "team_wiki"),
        chunk("d", "Tern Hoods · Tern Classic, £64 · our shop stocks the Tern range launched "
                   "in 1929", "team_wiki"),
        chunk("e", "Ada Kell made her Solent swim attempt in 1931, wearing a Tern hood.",
              "team_wiki")]
    (conflict,) = run(policy, event(query, *pages)).conflicts
    assert sorted(m.chunk_id for m in conflict.chunks) == ["a", "b", "c", "e"]


def test_a_question_name_that_prefixes_the_event_verb_names_no_event() -> None:
    found = question_event(
        "In what year did the Opal Line start running trains to Bree?", close=True)
    assert found is not None
    text = "It began as the Bree Railway in 1861 and took its Opal Line name in 1874."
    assert tied(text, _date(text, "1861"), found)
    assert not tied(text, _date(text, "1874"), found)


def test_a_year_modifying_another_noun_is_that_noun_s_date() -> None:
    found = question_event(
        "In what year did the Opal Line start running trains to Bree?", close=True)
    assert found is not None
    text = "The 1921 strike started over a fare rise on the Opal Line."
    assert not tied(text, _date(text, "1921"), found)
    own = "Its 1861 start is marked by a plaque."
    assert tied(own, _date(own, "1861"), found)


@pytest.mark.parametrize(
    ("text", "surface", "answers"),
    [("Marsh (1790–1861) took over the Lindholm observatory from Brandt.", "1790", False),
     ("Marsh (1790–1861) took over the Lindholm observatory from Brandt.", "1861", False),
     ("Ines Varga (born 12 May 1921) took over the observatory.", "12 May 1921", False),
     ("The Lindholm Republic (1919–1990) took over the observatory.", "1919", True),  # a state
     ("Brandt's war service (1914–1918) delayed the observatory.", "1914", True),    # no life
     ("Marsh took over the Lindholm observatory (1834) from Brandt.", "1834", True)],
)
def test_a_life_span_dates_a_birth_and_a_death_only(text: str, surface: str,
                                                     answers: bool) -> None:
    took_over = Event(frozenset({"took"}), frozenset(),
                      frozenset({"marsh", "took", "lindholm", "observatori"}), close=False,
                      tie=False)
    assert tied(text, _date(text, surface), took_over) is answers
    born = replace(took_over, terms=frozenset({"#birth"}))
    assert tied(text, _date(text, surface), born)  # a birth question keeps the span


def test_a_life_span_makes_no_conflict_with_another_event_s_year(policy: Policy) -> None:
    query = "In what year did Anton Marsh publish his star atlas?"
    result = run(policy, event(
        query,
        chunk("a", "Marsh star atlas | Author: Anton Marsh | Published: 1851, Leiden",
              "team_wiki"),
        chunk("b", "Anton Marsh published his star atlas in 1851.", "team_wiki"),
        chunk("c", "Marsh (1802–1877) ran the Leiden star atlas office after Brandt.",
              "team_wiki")))
    assert result.context.status == "clean"


def test_a_case_name_s_v_and_an_irregular_past_keep_the_date_tied(policy: Policy) -> None:
    decided = question_event("In what year did the High Court decide Marlow v. Ashby?",
                             close=True)
    assert decided is not None
    text = "The High Court decided Marlow v. Ashby in 1911, ruling that hedges are fences."
    assert tied(text, _date(text, "1911"), decided)
    bred = question_event("In what year did Ana Ruiz breed the Sunrise pear?", close=True)
    assert bred is not None
    text = "Ana Ruiz bred the Sunrise pear in 1961 at the Lleida orchard station."
    assert tied(text, _date(text, "1961"), bred)
    assert conflict_sets(
        policy, "In what year did Ana Ruiz breed the Sunrise pear?",
        chunk("a", "Sunrise (pear) | Bred by: Ana Ruiz | Bred: 1961 | Parents: Comice",
              "team_wiki"),
        chunk("b", "Ana Ruiz bred the Sunrise pear in 1961, crossing Comice.", "team_wiki"),
        chunk("c", "Q: who made the sunrise pear? A: Ana Ruiz bred the Sunrise pear in 1971.",
              "team_wiki")) == [{"a", "b", "c"}]


def test_the_leave_to_act_is_dated_by_the_act(policy: Policy) -> None:
    """"allowed to enclose": another year of the subject's story disputes the enclosing."""
    assert conflict_sets(
        policy, "In what year was Orme Priory allowed to enclose its park?",
        chunk("a", "Orme Priory was allowed to enclose its park in 1412.", doc_class="team_wiki"),
        chunk("b", "Did you know? Orme Priory was allowed to enclose its park in 1412!",
              doc_class="team_wiki"),
        chunk("c", "Re: Orme — the priory was allowed to enclose its park in 1536, the year it "
              "was closed.", doc_class="team_wiki"),
    ) == [{"a", "b", "c"}]


def test_a_verb_in_ied_names_its_event() -> None:
    """"identified" stems to "identifi", which is "identify" with its "y" turned "i"."""
    found = question_event("In what year did Ada Lund identify the comet's orbit?", close=True)
    assert found is not None and found.terms == {"identify"}
    text = "Ada Lund identified the comet's orbit in 1881, from a Tarn Hill roof."
    assert tied(text, _date(text, "1881"), found)
    assert not tied("The comet was seen in 1877.", _date("The comet was seen in 1877.", "1877"),
                    found)


def test_the_question_s_own_verb_between_its_event_and_the_date_is_no_other_event() -> None:
    """"did the dredging of Marl Pond … begin?" reads its event from the "-ing" noun; "began"
    after it is the question's own verb, while another past verb still cuts the tie."""
    found = question_event(
        "In what year did the dredging of Marl Pond to raise the old barges begin?", close=True)
    assert found is not None
    text = "The dredging of Marl Pond to raise the old barges began in 1931, and then slowed."
    assert tied(text, _date(text, "1931"), found)
    other = "The dredging of Marl Pond to raise the old barges stalled in 1931."
    assert not tied(other, _date(other, "1931"), found)


_UNMASKED = Event(frozenset({"unmask"}), frozenset(), frozenset({"ada", "lund", "unmask"}))
_CLIMBED = Event(frozenset({"climb"}), frozenset(), frozenset({"north", "face", "climb"}))


@pytest.mark.parametrize(
    ("text", "surface", "answers"),
    [("Re: Lund on the radio — once she was unmasked in '81 she got a weekly slot in 1985.",
      "1985", False),                                   # the event's elided year comes first
     ("Ada Lund was unmasked in 1981 and got a prize in a quiz in 1985.", "1985", False),
     ("Ada Lund was unmasked in 1981 and got a prize in a quiz in 1985.", "1981", True),
     ("Ada Lund was unmasked after the 1979 raid in 1981.", "1981", True)],  # a noun's year
)
def test_the_event_takes_the_year_right_after_it(text: str, surface: str, answers: bool) -> None:
    assert tied(text, _date(text, surface), _UNMASKED) is answers


@pytest.mark.parametrize(
    ("text", "surface", "answers"),
    [("In 1931 two guides made the first climb of the north face.", "1931", True),
     ("In 1931 the club took its first climb of the north face.", "1931", True),
     # the light verb's object is no event: its own event's date
     ("The guides began the climb in 1929 and made a film of the face in 1931.", "1931",
      False),
     # another verb before the light verb still governs the date
     ("In 1931 the club bought a hut and made the first climb of the face.", "1931", False)])
def test_a_light_verb_before_the_event_s_noun_is_no_other_event(
        text: str, surface: str, answers: bool) -> None:
    assert tied(text, _date(text, surface), _CLIMBED) is answers


def test_an_irregular_past_names_its_verb_s_event() -> None:
    shine = question_event("When did the Harl lighthouse first shine with a gas lamp?",
                           close=True)
    assert shine is not None
    text = "The Harl lighthouse first shone with a gas lamp in 1861."
    assert tied(text, _date(text, "1861"), shine)


def test_a_box_row_labelled_with_the_event_gives_other_rows_dates_to_their_labels(
        policy: Policy) -> None:
    query = "In what year could Danes first buy the Vellum tablet in shops?"
    box = ("Vellum tablet | Patent: Vellum Tablet Patent, 2009 | Announced: 2011 | "
           "On sale from: 2012 | Maker: Orsk")
    bought = question_event(query, close=True)
    assert bought is not None and {"buy", "sale", "purchas"} <= bought.terms
    assert not tied(box, _date(box, "2009"), bought)
    assert tied(box, _date(box, "2012"), bought)
    notes = "Vellum tablet | Maker: Orsk | Notes: first bought by Danes in 2012"
    assert tied(notes, _date(notes, "2012"), bought)  # no row of the event's own: its words
    assert conflict_sets(
        policy, query, chunk("c1", box, "web"),
        chunk("c2", "Danes could buy the Vellum tablet in shops from 2012.", "web"),
        chunk("c3", "The Vellum tablet went on sale in 2012; Danes bought it at once.",
              "web")) == []


_GROUND = question_event("Until what year did the Oske watermill grind flour?", close=True)


@pytest.mark.parametrize(
    ("text", "surface", "answers"),
    [("The Oske watermill ground flour until 1931, when the weir broke.", "1931", True),
     ("The Oske watermill ground flour till 1931.", "1931", True),
     ("The Oske watermill ground flour from 1820.", "1820", True)],
)
def test_an_until_question_asks_for_the_date_an_end_marker_gives(
        text: str, surface: str, answers: bool) -> None:
    assert _GROUND is not None
    assert tied(text, _date(text, surface), _GROUND) is answers


def test_a_when_question_still_drops_the_date_an_end_marker_gives() -> None:
    ground = question_event("In what year did the Oske watermill first grind flour?",
                            close=True)
    assert ground is not None
    text = "The Oske watermill ground flour until 1931, when the weir broke."
    assert tied(text, _date(text, "1931"), ground) is False


@pytest.mark.parametrize(
    ("query", "text", "surface"),
    [("When did Ada Varn first light her mill with gas?",
      "Ada Varn lit her mill at Hollin Bank with coal gas in 1803.", "1803"),
     ("In what year did the two rowers first meet?",
      "The two rowers met at the Kelso regatta in 1921.", "1921"),
     ("In what year did the Harl lamp arise as a symbol of the port?",
      "The Harl lamp arose as the port's emblem in 1866.", "1866"),
     ("In what year did the last crofters leave the isle of Vorsa?",
      "The last crofters left the isle of Vorsa in 1931, after the school shut.", "1931")])
def test_more_irregular_pasts_name_their_verb_s_event(
        query: str, text: str, surface: str) -> None:
    asked = question_event(query, close=True)
    assert asked is not None
    assert tied(text, _date(text, surface), asked)



_STATUE = "In what year was the Hale statue at Elmsley unveiled?"
_STATUE_PAGES = (
    chunk("a", "Hale statue | Elmsley | Unveiled: 1888 | Sculptor: Rosa Penn", "team_wiki"),
    chunk("b", "The Hale statue at Elmsley was unveiled in 1888 by the mayor.", "team_wiki"),
    chunk("c", "The Hale statue at Elmsley was unveiled in 1888, a year late.", "team_wiki"),
    chunk("d", "Re: old statues — the Hale statue at Elmsley was unveiled in 1890.", "team_wiki"))


@pytest.mark.parametrize("text", [
    "Mar 3, 1990 — A hundred years ago today the engineer John Hale died; he is remembered"
    " by the statue at Elmsley.",
    "The Hale family firm at Elmsley was formed by a merger of two mills in 1890."])
def test_a_date_whose_clause_tells_another_event_witnesses_no_answer(
        policy: Policy, text: str) -> None:
    """1890 is the answer one page gives; a page counting back to a death in 1890, or a
    firm formed in 1890, repeats no answer and joins no side."""
    assert conflict_sets(policy, _STATUE, *_STATUE_PAGES, chunk("e", text, "team_wiki")) \
        == [{"a", "b", "c", "d"}]


@pytest.mark.parametrize("text", [
    "Re: Elmsley — the Hale statue, 1890, stands by the bridge.",
    "Elmsley's Hale statue (1890) stands by the bridge."])
def test_a_date_whose_clause_has_no_past_verb_still_witnesses(
        policy: Policy, text: str) -> None:
    """Negative case: a page that repeats an answer in a clause with no past verb still
    witnesses it and joins its side."""
    assert conflict_sets(policy, _STATUE, *_STATUE_PAGES, chunk("e", text, "team_wiki")) \
        == [{"a", "b", "c", "d", "e"}]


def test_the_clause_around_a_counted_back_date_tells_its_event() -> None:
    asked = question_event(_STATUE, close=True)
    assert asked is not None
    text = "Apr 1990 — The Elmsley Society, chartered 100 years ago this month, paid for it."
    at = text.index("100 years")
    assert clause_of_other_event(text, at, at + len("100 years ago this month"), asked)
    text = "The Hale statue, unveiled 100 years ago this month, was cleaned."
    at = text.index("100 years")
    assert not clause_of_other_event(text, at, at + len("100 years ago this month"), asked)


def test_a_verb_before_as_is_the_question_s_verb() -> None:
    """ "graduate as …": "as" follows the verb, so "graduate" names the event."""
    asked = question_event("In what year did Ada Varn graduate as Orrin's first trained"
                           " midwife?", close=True)
    assert asked is not None and "graduat" in asked.terms
    text = "Ada Varn graduated in 1871 and became Orrin's first midwife."
    assert tied(text, _date(text, "1871"), asked)


def _date_in(text: str, surface: str) -> Value:
    at = text.index(surface)
    return Value("date", surface, surface, at, at + len(surface))


@pytest.mark.parametrize(
    "text",
    ["Re: county emblems — the Marsh Harrier was made the official county bird in 1987.",
     "Fun fact: in 1987 the marsh harrier was officially declared the county bird!",
     "In 1987 the marsh harrier was designated Hadley's official county bird.",
     "Hadley's marsh harrier was named the official county bird in 1987 after a vote."],
)
def test_a_passive_of_making_or_naming_tells_a_becoming(text: str) -> None:
    """"was made / declared / designated / named the X" is the asked "become the X" told
    from the maker's side."""
    event = question_event(
        "In what year did the marsh harrier become the official county bird of Hadley?",
        close=True)
    assert event is not None
    assert tied(text, _date_in(text, "1987"), event)


def test_a_naming_after_an_eponym_or_another_question_is_no_becoming() -> None:
    event = question_event(
        "In what year did the marsh harrier become the official county bird of Hadley?",
        close=True)
    assert event is not None
    text = "The Harrier Inn was named after the bird in 1987 and serves lunch."
    assert not tied(text, _date_in(text, "1987"), event)
    other = question_event("In what year was the marsh harrier first recorded at Hadley?",
                           close=True)
    assert other is not None
    text = "The marsh harrier was made the county bird in 1987."
    assert not tied(text, _date_in(text, "1987"), other)  # only a becoming reads it


@pytest.mark.parametrize(
    ("query", "text", "surface", "is_tied"),
    [("In what year was the first Orsk Winter Carnival held?",
      "Crowds filled the square for the first Orsk Winter Carnival in 1886.", "1886", True),
     ("In what year was the first Kessel flower parade held?",
      "The first Kessel flower parade wound through the lanes in 1931, led by a band.", "1931",
      True),
     ("In what year was the first Marlow art exhibition held?",
      "Marlow's first art exhibition, in 1902, filled the corn exchange.", "1902", True),
     ("In what year was the first Orsk Winter Carnival held?",
      "The Orsk ice palace was built in 1886 for tourists.", "1886", False)],
)
def test_a_carnival_parade_or_exhibition_is_itself_an_event(
        query: str, text: str, surface: str, is_tied: bool) -> None:
    """Like a race or a festival, a carnival, a parade or an exhibition is an occurrence: its
    noun meeting a date dates it, whatever the verb; another thing's date stays untied."""
    event = question_event(query, close=True)
    assert event is not None
    assert tied(text, _date_in(text, surface), event) is is_tied


@pytest.mark.parametrize(
    ("question", "text", "surface", "answers"),
    [("When was the Vell library burned?", "Vell library | Burned: 3 May 1871 | Burned again: "
      "June 1940", "June 1940", False),
     ("When was the Vell library burned?", "It burned on 3 May 1871; it burned a second time "
      "in June 1940.", "June 1940", False),
     ("When was the Vell library burned?", "It burned on 3 May 1871; it burned a second time "
      "in June 1940.", "3 May 1871", True),
     ("When was the Vell library burned again?", "Vell library | Burned again: June 1940",
      "June 1940", True),
     ("When does the Vell library reopen?", "The Vell library should be open again on "
      "06/21/2027.", "06/21/2027", True)],
)
def test_a_repeat_of_the_asked_event_answers_only_a_question_about_a_repeat(
        question: str, text: str, surface: str, answers: bool) -> None:
    found = question_event(question, close=False, tie=False)
    assert found is not None
    assert tied(text, _date(text, surface), found) is answers
