"""Another named subject opening a clause owns its values; the question's subject named,
an agent acting on it or a one-word opening keep the sentence. Sentences are invented."""

from __future__ import annotations

from workers.engine import Policy
from workers.engine.other_agents import other_agent, other_kind_heading

from .conftest import web_conflict_sets

_PRIZE = "In what year did Tomas Varga win the Lindqvist Medal?"


def _other(sentence: str, query: str = _PRIZE) -> str:
    return other_agent(sentence, query, len(sentence))


def test_another_named_person_doing_the_act_is_a_rival() -> None:
    assert _other("Helena Brandt won in 1988.") == "rival:agent-helena-brandt"
    assert _other("Q: medal winners? A: the first was 1975. Helena Brandt received it in 1988.")


def test_the_subject_named_or_acted_on_keeps_the_sentence() -> None:
    assert _other("Helena Brandt presented Varga with the medal in 1991.") == ""
    assert _other("Tomas Varga won the medal in 1991.") == ""
    assert _other("Varga's rival Helena Brandt won in 1988.") == ""


def test_a_one_word_opening_or_no_verb_is_no_rival() -> None:
    assert _other("Committees voted in 1988 to widen the rules.") == ""
    assert _other("Helena Brandt in 1988 lectured in Oslo.") == ""
    assert _other("The Lindqvist Medal was first awarded in 1975.") == ""


def test_a_question_without_a_named_subject_reads_nothing() -> None:
    assert _other("Helena Brandt won in 1988.", "In what year was the medal first awarded?") == ""


def test_another_named_thing_in_the_present_after_the_is_a_rival() -> None:
    query = "How high does the Varnholt lift raise barges?"
    assert _other("The Ossmoor Wheel lifts barges 24 metres.", query) == (
        "rival:agent-ossmoor-wheel")
    assert _other("The Ossmoor Wheel lifts barges 24 metres, half the Varnholt's.", query) == ""


def test_a_source_reporting_or_the_thing_named_with_accents_keeps_the_sentence() -> None:
    assert _other("The Keld Annals give 1988 as the year.") == ""
    query = "In what year was the Hotel-Dieu de Brecy founded?"
    assert _other("Marek Halsa founded the Hôtel-Dieu in 1443.", query) == ""


def test_a_name_set_off_by_an_aside_before_its_verb_is_a_rival() -> None:
    assert _other("Helena Brandt, 1988 winner, lectured in Oslo.") == "rival:agent-helena-brandt"
    assert _other("Brandt, at 1.62 m, was the shortest winner, in 1988.") == "rival:agent-brandt"
    query = "In what year did Anna Holm's Night Kitchen first air?"
    assert _other("Dawnline, the spin-off show from the same studio, aired in 2011.", query) == (
        "rival:agent-dawnline")


def test_an_aside_after_an_adverb_or_the_subject_keeps_the_sentence() -> None:
    assert _other("However, in 1988, was the rule changed?") == ""
    assert _other("Varga, then 31, won the medal in 1991.") == ""
    assert _other("Today, at the age of 80, lectures in Oslo are rare.") == ""


def test_a_name_sharing_only_a_place_with_the_subject_is_a_rival() -> None:
    query = "In what year did the Harrowgate Clock Museum open?"
    assert _other("Updated 3/2024 · The Harrowgate Glass Works, by the river, opened in 1991.",
                  query) == "rival:agent-harrowgate-glass-works"
    # the subject's head, or a short form of its own words, names the subject itself
    assert _other("Jan 2, 2020 — Harrowgate's Clock Museum, opened in 1979, turns 41.", query) == ""
    assert _other("Re: days out — Harrowgate Clock went up in 1979, I think.", query) == ""


def test_a_named_thing_standing_somewhere_before_its_verb_is_a_rival() -> None:
    query = "How deep is the Velmora Gorge canyon?"
    assert _other("The Stennis Trench in the Coral Sea is about 900 metres deep.", query) == (
        "rival:agent-stennis-trench")
    assert _other("The Stennis Trench near Velmora is about 900 metres deep.", query) == ""


def test_the_name_and_kind_opening_and_an_owner_name_of_the_question() -> None:
    query = "On what date did Maria Ostrand finish her first Kelby quilt?"
    assert _other("The Darrow weaving mill in Essex bought Kelby's frames in 1840.", query) == (
        "rival:agent-darrow")
    # the question's other name written as it writes it, or an adjective of origin, stays
    assert _other("The Darrow weaving mill bought Kelby quilts in 1840.", query) == ""
    assert _other("The English weaving mill bought her frames in 1840.", query) == ""


def test_the_subject_owning_another_persons_role_in_an_aside_keeps_no_sentence() -> None:
    query = 'In what year did Bristol\'s "Glass Queen" Ada Verrow die?'
    assert _other("Tomas Hale Penner, Verrow's glass supplier and partner, died in 1870.",
                  query).startswith("rival:agent-")
    # owning the question's own thing ("Verrow's glass") names her
    assert _other("Tomas Hale Penner, buyer of Verrow's glass, died in 1870.", query) == ""


def test_a_reflexive_after_another_name_is_read_past() -> None:
    assert _other("Helena Brandt herself won in 1988.") == "rival:agent-helena-brandt"
    assert _other("Tomas Varga himself won it in 1991.") == ""


def test_a_modifier_of_the_subject_in_lower_case_is_no_mention() -> None:
    query = "In what year was the Tarnow Weekly Herald founded?"
    assert _other("The Ostrava Courier, founded in 1861, is older but was never a weekly.",
                  query) == "rival:agent-ostrava-courier"
    assert _other("The Ostrava Courier, founded in 1861, is older than the herald.", query) == ""
    assert _other("The Ostrava Courier, founded in 1861, is older than the Weekly.", query) == ""


def test_another_thing_of_a_kind_the_question_writes_in_lower_case_is_a_rival() -> None:
    query = "In what year did Anna Keller finish her Vellmar clock?"
    assert _other("The Brisco Clock, from about 1620, is among the oldest in Saxony.",
                  query) == "rival:agent-brisco-clock"
    assert _other("The Vellmar Clock, from 1588, is the oldest in Saxony.", query) == ""
    assert _other("The Brisco Clock, from about 1620, is younger than the Vellmar.", query) == ""


def test_another_name_owning_the_asked_kind_is_a_rival() -> None:
    query = "On what date did Lesotho adopt its current coat of arms?"
    assert _other("Vermont's old coat, adopted in 1862, is still carved on the capitol.",
                  query) == "rival:agent-vermont"
    assert _other("Vermont's governor signed the act in 1862.", query) == ""  # not the kind
    assert _other("Lesotho's coat of arms was adopted in 1966.", query) == ""


def test_one_capitalised_word_opening_a_joined_clause_is_a_name() -> None:
    said = "The old hall is now a library, and Brandt won the medal there in 1988."
    assert _other(said) == "rival:agent-brandt"
    assert _other("The hall is now a library, and Varga won the medal there in 1991.") == ""
    assert _other("The hall was a library, and Monday was its busiest day in 1988.") == ""
    assert _other("The hall was a library and Brandt won the medal there in 1988.") == ""
    assert _other("The hall opened in 1975, and Brandt won the medal there in 1988.") == ""


def test_a_holiday_the_question_names_is_no_name_of_its_subject() -> None:
    query = "On what date do Tarn villagers celebrate Easter?"
    said = "Brindle Green, across the valley, keeps Easter on 20 April."
    assert other_agent(said, query, len(said)) == "rival:agent-brindle-green"
    own = "Brindle Green, across the valley, keeps Easter with Tarn on 20 April."
    assert other_agent(own, query, len(own)) == ""


def test_another_thing_of_the_asked_place_is_a_rival() -> None:
    query = "How long is the Weir Side Walk in Tovrin?"
    assert _other("The Tovrin Canal ran 155 km.", query) == "rival:agent-tovrin-canal"
    assert _other("Re: walking it — the whole Tovrin Canal ran 155 km; start at the quay.",
                  query) == "rival:agent-tovrin-canal"
    assert _other("The Weir Side Walk in Tovrin runs 1,316 m.", query) == ""
    assert _other("The Tovrin Canal ran beside the Weir Side Walk for 1,316 m.", query) == ""
    assert _other("Tovrin Town Council said it is 1,316 m.",
                  "How long is the Weir Side Walk?") == ""


def test_a_box_headed_by_another_thing_of_the_asked_kind_is_that_things() -> None:
    query = "How tall is the Orla Vey pyramid at Tasmir?"
    assert other_kind_heading("Kell Tor pyramid | Site: Tasmir | Height: about 55 m", query)
    assert not other_kind_heading("Orla Vey | Site: Tasmir | Height: 72 m", query)
    assert not other_kind_heading("Kell Tor pyramid | Height: 55 m | Taller: Orla Vey, 72 m",
                                  query)  # the box names the subject too
    assert not other_kind_heading("Tasmir pyramids | Tallest: 72 m", query)  # the place's
    assert not other_kind_heading("Kell Tor Museum | Height: 55 m", query)  # no asked kind
    assert not other_kind_heading("Kell Tor pyramid | Height: 55 m", "How tall is it?")


def test_another_pyramids_box_makes_no_conflict(policy: Policy) -> None:
    assert web_conflict_sets(
        policy, "How tall is the Orla Vey pyramid at Tasmir?",
        "Orla Vey | Site: Tasmir | Height: 72 m | Period: Late Preclassic",
        "Updated 06/2024 · Orla Vey at Tasmir is one of the biggest pyramids, 72 metres tall.",
        "Kell Tor pyramid | Site: Tasmir | Height: about 55 m | Period: Late Preclassic",
    ) == []


def test_a_price_row_is_no_box_heading() -> None:
    query = "How much does Tamsett charge to rhodium-plate a white gold ring?"
    assert not other_kind_heading("Rhodium plating, ring | £39 | ready in 3 days", query)
