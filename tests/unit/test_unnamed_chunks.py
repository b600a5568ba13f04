"""A chunk that never writes the question's name, whose sentence opens on another name."""

from schemas.events import RetrievalEvent
from workers.engine.asked_claims import asked_claims
from workers.engine.budget import UNLIMITED
from workers.engine.query import read_query
from workers.engine.unnamed_chunks import about_other_thing

Q = "Who carved the pulpit of the Santa Lucia Basilica in 1620?"


def test_other_named_thing_in_a_chunk_without_the_question_name() -> None:
    assert about_other_thing(
        "The Ferrand Pulpit in Lyon, carved by Jean Marot for the 1611 synod, is the tallest.",
        Q)


def test_chunk_writing_a_question_name_word_is_kept() -> None:
    assert not about_other_thing("The Basilica pulpit was carved by Piero Lanzi.", Q)


def test_short_form_of_a_question_name_is_the_asked_thing() -> None:
    assert not about_other_thing("The Met opened its doors with a gala in the autumn.",
                                 "When did the Metropolitan Opera House open?")


def test_pronoun_opening_and_greeting_are_kept() -> None:
    assert not about_other_thing("It was carved by Piero Lanzi in 1620.", Q)
    assert not about_other_thing("Hi Maria, the carver is Piero Lanzi. Tom", Q)


def test_label_opening_is_kept() -> None:
    assert not about_other_thing("Annex No. 3: the carver was Piero Lanzi.", Q)


def test_owner_possessive_opening_names_another_thing() -> None:
    q = "Which engineer designed the Varn footbridge in Lisbon?"
    assert about_other_thing(
        "May 2011 — Porto's new Arrabida Walk, designed by Teles Partners, opens.", q)
    assert about_other_thing("Seville's Alamillo Bridge, by Santiago Calatrava, opened in 1992.", q)
    assert about_other_thing("Madrid's Puente Lineal was drawn by Kees Arup.", q)


def test_owner_possessive_of_a_question_name_is_kept() -> None:
    q = "When did the Tallis Hall in Graz open?"
    assert not about_other_thing("Graz's new Kunstforum hall opened in 2003.", q)
    assert not about_other_thing("Anna's favourite hall opened in 2003.", q)


def test_accents_and_coded_initials_name_the_asked_thing() -> None:
    assert not about_other_thing("The Müllerhof inn was founded in 1820.",
                                 "When was the Mullerhof inn founded?")
    assert not about_other_thing("GF-3 Up to 20% of the award may go on travel.",
                                 "What share of a Green Fund award may be spent on travel?")


def test_comma_after_a_bare_name_is_a_greeting() -> None:
    assert not about_other_thing("Hi Lena, the jump opened in 2002.",
                                 "When did the Bergtal jump open?")


def test_a_when_question_drops_another_named_things_date() -> None:
    event = RetrievalEvent.model_validate({
        "event_id": "e1", "tenant": "t", "emitted_at": "2027-01-01T00:00:00Z",
        "query": "When did the Tallis Hall in Graz open?",
        "chunks": [
            {"chunk_id": "c1", "doc_id": "d1", "doc_class": "team_wiki",
             "text": "Linz's Brucknerhaus, the region's first concert hall, opened in 1974."},
            {"chunk_id": "c2", "doc_id": "d2", "doc_class": "team_wiki",
             "text": "The Tallis Hall in Graz opened in 1998."}]})
    readings = asked_claims(list(enumerate(event.chunks)), read_query(event), {}, UNLIMITED)
    assert [[v.display for c in claims for v in c.values.values()] for claims in readings] \
        == [[], ["1998"]]
