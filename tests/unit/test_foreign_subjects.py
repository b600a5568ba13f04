"""A sentence opening on a subject the question never names states that subject's values
(``foreign_subjects``). The texts are invented."""

from __future__ import annotations

from workers.engine import Policy
from workers.engine.foreign_subjects import foreign_subject

from .conftest import chunk, claim_subjects, conflict_sets

_KENNEL = "How long before check-in must a dog's kennel cough vaccine be given?"
_REFUND = "How long do buyers have to ask for a refund of a concert ticket?"


def test_a_subject_in_words_of_its_own_is_another_thing() -> None:
    said = "3.2 Worming tablets must be given within 5 days before check-in."
    assert foreign_subject(said, _KENNEL, 40) == "subject:tablet"
    assert foreign_subject("Corporate box holders may ask for a refund up to 60 days out.",
                           _REFUND, 40) == "subject:holder"
    assert foreign_subject("the shuttle bus service rises to £4 per seat.",
                           "What does a concert ticket cost?", 30) == "subject:servic"
    assert foreign_subject("Hospitality guests usually get 90 days.", _REFUND, 30) \
        == "subject:guest"


def test_a_subject_writing_a_word_of_the_question_is_the_questions() -> None:
    assert foreign_subject("2.1 Dogs must have had the vaccine 14 days before check-in.",
                           _KENNEL, 40) == ""
    assert foreign_subject("Ticket buyers may ask within 30 days.", _REFUND, 30) == ""
    assert foreign_subject("Sam's puppy must be vaccinated 14 days ahead.", _KENNEL, 30) == ""
    assert foreign_subject("Refund requests must reach us within 30 days.", _REFUND, 30) == ""


def test_no_verb_a_stop_word_or_a_value_first_keeps_the_sentence() -> None:
    assert foreign_subject("Give affected buyers 30 days to ask.", _REFUND, 20) == ""
    assert foreign_subject("Worming tablets: 5 days before check-in.", _KENNEL, 17) == ""
    assert foreign_subject("Anything sold as a ticket must be refunded.", _REFUND, 40) == ""
    assert foreign_subject("Worming tablets must be given 5 days before.", _KENNEL, 5) == ""


def test_the_foreign_subjects_value_is_no_claim_on_the_question() -> None:
    claims = claim_subjects(_KENNEL, "3.2 Worming tablets must be given within 5 days "
                                     "before check-in.")
    assert [subject for subject, _ in claims] == ["subject:tablet"]


def test_a_foreign_subjects_period_makes_no_conflict(policy: Policy) -> None:
    assert conflict_sets(
        policy, _KENNEL,
        chunk("a", "2.1 Dogs need the kennel cough vaccine at least 14 days before check-in."),
        chunk("b", "3.2 Worming tablets must be given within 5 days before check-in."),
        chunk("c", "The kennel cough vaccine has to be given two weeks before check-in.",
              "faq")) == []


def test_a_mails_salutation_is_read_past() -> None:
    """"Hello Ana, " greets the reader: the subject opens after it."""
    said = "Hello Ana, a backstage tour is £25 on its own or £15 with any concert ticket."
    assert foreign_subject(said, "What does a concert ticket cost?", 50) == "subject:tour"
    own = "Dear Mr Lowe, a concert ticket is £40 this season."
    assert foreign_subject(own, "What does a concert ticket cost?", 40) == ""


def test_a_dateline_and_a_participles_phrase_are_read_past() -> None:
    asked = "Is it legal to fit new tin roof sheets on listed barns?"
    said = "2 days ago · Zinc gutters sold as tin-coated may hold some tin and are allowed."
    assert foreign_subject(said, asked, len(said)) == "subject:gutter"
    # the subject writing a question word, or no modal after the phrase, keeps the sentence
    assert foreign_subject("Tin sheets laid before 1990 may stay in place.", asked, 40) == ""
    assert foreign_subject("Zinc gutters sold as tin-coated hold some tin.", asked, 40) == ""


def test_a_year_of_the_subjects_own_is_read_past() -> None:
    said = "The Hollin Moor bell of 1742 weighs 900 kg, though it hangs in another tower."
    asked = "How heavy is the tenor bell of St Oswin's church?"
    assert foreign_subject(said, asked, said.index("1742")) == ""  # "bell" is the question's
    other = "The Tollard river barge from 1898 carries 40 t of grain."
    asked_barge = "How much cargo does a Severn trow hold?"
    assert foreign_subject(other, asked_barge, other.index("1898")) == "subject:barg"
    assert foreign_subject(other, asked_barge, other.index("40")) == "subject:barg"
    # a value before the subject's year still keeps the sentence on the question
    early = "The 12 t Tollard barge of 1898 carries grain."
    assert foreign_subject(early, asked_barge, early.index("12")) == ""


_LESSON = "How long is a beginner's riding lesson at the stables?"


def test_a_phrase_after_the_subject_qualifies_it_and_its_words_are_not_the_subjects() -> None:
    assert foreign_subject("Tack cleaning after lessons takes twenty minutes.", _LESSON, 34) \
        == "subject:clean"
    assert foreign_subject("Hay delivery for the stables is charged at £40 a load.",
                           "What does a beginner's riding lesson cost?", 40) == "subject:delivery"
    assert foreign_subject("Hat fittings without a lesson booking carry a £5 charge.",
                           "What does a beginner's riding lesson cost?", 50) == "subject:fitt"
    # the subject before the phrase writes the question's word: the question's own
    assert foreign_subject("Riding lessons for beginners take forty-five minutes.", _LESSON,
                           34) == ""
    # a noun right after the preposition is the phrase's, never the verb
    assert foreign_subject("Tack cleaning after lessons: twenty minutes.", _LESSON, 30) == ""


def test_a_plural_subject_does_a_bare_verb_before_an_article() -> None:
    assert foreign_subject("Pony treks carry a 15-minute limit.", _LESSON, 19) == "subject:trek"
    # a bare verb the question writes may be done by the asker
    assert foreign_subject("Junior members pay the lesson fee within 7 days.",
                           "How long do I have to pay the lesson fee?", 40) == ""
    # no article after it: no verb told
    assert foreign_subject("Pony treks last 15 minutes.", _LESSON, 16) == ""


def test_an_indefinite_owner_and_a_simple_past_open_a_subject_of_its_own() -> None:
    """"A miller's water clock ran …": any miller's clock, a past verb; "The Vasa's bell
    ran …" may still be the question's thing (a named owner keeps the sentence)."""
    asked = "How long does the Orrin sun clock in Tallinn take to wind down?"
    other = "A miller's water wheel ran for 40 minutes between fillings."
    assert foreign_subject(other, asked, other.index("40")) == "subject:wheel"
    named = "The Vasa's water wheel ran for 40 minutes between fillings."
    assert foreign_subject(named, asked, named.index("40")) == ""
    sold = "A miller's water wheel sold at fairs ran 40 years."
    assert foreign_subject(sold, asked, sold.index("40")) == ""  # "sold at": a participle


def test_a_duration_questions_foreign_subject_is_its_own() -> None:
    asked = "How long does the Orrin sand clock in Tallinn take to run through?"
    said = "A miller's water wheel ran for 40 minutes between fillings."
    assert claim_subjects(asked, said) == [("subject:wheel", ["40 minute"])]


_SENTENCED = "How long was the smuggler Ada Vale sentenced to?"


def test_an_agent_acting_on_the_asked_thing_keeps_the_sentence() -> None:
    said = "A Dunmere crown court sentences the smuggler Ada Vale to five years in prison."
    assert foreign_subject(said, _SENTENCED, said.index("five")) == ""
    other = "A Dunmere crown court sentences her brother Tom Lund to five years in prison."
    assert foreign_subject(other, _SENTENCED, other.index("five")) == "subject:court"
    passive = "Border guard officers were given three years each."
    assert foreign_subject(passive, _SENTENCED, passive.index("three")) == "subject:officer"
