"""Words read where a maker's name stands that name none (``misread_names``), and a Q/A
answer that names its answer first (``qa_names``)."""

from __future__ import annotations

import pytest

from schemas import RetrievalEvent
from workers.engine import Policy
from workers.engine.claims import extract_claims
from workers.engine.misread_names import misread, thread_title
from workers.engine.name_ties import possessor_end
from workers.engine.named import name_answers, triggers
from workers.engine.predicate_words import predicate_hits
from workers.engine.query import read_query
from workers.engine.slots import read_slot

from .conftest import chunk, conflict_sets, event


def _credited(query: str, text: str) -> list[str]:
    """The names ``text`` credits with ``query``'s predicate, as the slot reader picks them."""
    slot = read_slot(query)
    own = slot.words - slot.predicate
    hits = predicate_hits(text, triggers(slot.predicate), slot.words)
    return [v.display for v in name_answers(text, 0, hits, own, predicate_hits(text, own),
                                            own_names=slot.names)]


def _claimed(query: str, text: str) -> list[str]:
    """The names a chunk of ``text`` claims as its answers to ``query``."""
    ev: RetrievalEvent = event(query, chunk("c1", text, "team_wiki"))
    claims = extract_claims(ev.chunks[0], read_query(ev))
    return [c.values["text"].display for c in claims if "text" in c.values]


def test_a_country_in_the_possessive_is_where_the_work_stands_not_its_maker() -> None:
    query = "Who designed the Stave Museum at Lom?"
    assert _credited(query, "Norway's Stave Museum draws crowds every summer.") == []
    assert _credited(query, "Ola Brekke's Stave Museum draws crowds every summer.") == [
        "Ola Brekke"]
    assert _credited("Who wrote the music of the anthem Kora?",
                     "Chile's anthem shares a tune with it.") == []


def test_a_capitalised_common_noun_opening_a_listing_is_no_maker() -> None:
    query = "Who composed the music of the hymn Solveig?"
    assert _credited(query, "In stock · Sheet music 'Solveig', choir, €4.50.") == []
    assert _credited(query, "Piano music 'Solveig' for beginners, €3.") == []


def test_a_verb_trigger_keeps_the_doer_that_opens_the_sentence() -> None:
    assert _credited("Who founded Brekke Press?", "Okafor founded Brekke Press in 1901.") == [
        "Okafor"]


def test_the_asked_word_itself_capitalised_is_no_name() -> None:
    text = "Photo-Club — Lund did Harbour Fog;"
    slot = read_slot("Who took the photograph 'Harbour Fog' in 1931?")
    hits = predicate_hits(text, triggers(slot.predicate), slot.words)
    photo = next(s for s, e, _ in hits if text[s:e] == "Photo-Club")
    assert misread(text, photo, photo + len("Photo"), hits)
    assert _credited("Who took the photograph 'Harbour Fog' in 1931?", text) == []


def test_a_thread_title_credits_nothing_after_its_dash() -> None:
    text = "2 years ago · Re: Camera-Club — Lund did Harbour Fog; Berg did the rest."
    assert thread_title(text, text.index("Camera"))
    assert not thread_title("Ada Lund — Harbour Fog", 0)
    assert _claimed("Who took the photograph 'Harbour Fog' in 1931?", text) == []


def test_a_name_ending_a_thread_title_is_credited_with_nothing() -> None:
    text = ("3 weeks ago · Re: Orvik cards in Cluedo — Orvik's deck shuffles the same, "
            "but nobody wins faster; Lund wrote it up. — reply #4")
    assert thread_title(text, text.index("Cluedo"))
    assert not thread_title("Noted. Ada Lund — Harbour Fog", 7)
    assert "Cluedo" not in _claimed("Who invented the Orvik cards?", text)


def test_a_possessive_owning_another_proper_name_credits_no_one() -> None:
    query = "Who built the Kestrel loom for weaving wool?"
    text = "Ada Moss's Kestrel loom weaves cloth. Berg's Woolmaster spins yarn."
    assert _credited(query, text) == ["Ada Moss"]


def test_a_qa_answer_opening_on_a_bare_name_answers_with_it() -> None:
    query = "Who choreographed the ballet Winter Sails in 1931?"
    text = ("Q: who made the choreography for winter sails? A: Ada Kell, Ola Kell's sister, "
            "for Berg's Ballets Nordiques. 4 answers")
    assert _claimed(query, text) == ["Ada Kell"]


def test_a_qa_answer_naming_the_asked_work_in_the_possessive_answers_with_its_owner() -> None:
    query = "Who composed the hymn tune Morwick for Lantern Night?"
    text = ("Q: who wrote the tune to Lantern Night? A: Tovey's Morwick, named after a "
            "Devon village; choirs sing Orrin's instead. 7 answers")
    assert _claimed(query, text) == ["Tovey"]
    text = "Q: who wrote the tune to Lantern Night? A: Tovey's Harrow, not Morwick. 2 answers"
    assert _claimed(query, text) == []  # another work's owner: no credit


def test_a_qa_page_asking_something_else_is_read_as_any_text() -> None:
    query = "Who made the cartoon Stick Dance?"
    text = "Q: what was the first cartoon? A: Maybe Stick Dance, made by Ada Kell in 1908."
    assert _claimed(query, text) == ["Ada Kell"]


def test_an_answer_cut_at_an_initial_is_no_bare_name() -> None:
    query = "Who found the first Albertoraptor skull?"
    text = ("Q: who found the first albertoraptor? A: J. B. Lund of the Survey, in 1884. "
            "Ada Kell named it in 1905.")
    assert "J. B" not in _claimed(query, text)


def test_a_month_before_a_day_is_a_date_not_a_name() -> None:
    text = "Lom Rowing Club | Founded: May 21, 1881 | Founder: Ada Kell"
    assert misread(text, text.index("May"), text.index("May") + 3, [])
    assert not misread("May Kell founded it.", 0, 8, [])


def test_an_origin_describing_the_name_after_it_is_no_name() -> None:
    text = "but the 1938 patent was Hungarian journalist Ada Kell's."
    at = text.index("Hungarian")
    assert misread(text, at, at + len("Hungarian"), [])
    assert not misread("Brian designed Lom Bridge.", 0, 5, [])


def test_a_landform_is_where_not_who() -> None:
    query = "Who founded the Brekke sailing school?"
    assert _credited(query, "The first sailing school was founded by the North Sea.") == []
    assert _credited(query, "The school stands by the Orta River, founded by Ada Kell.") == [
        "Ada Kell"]
    assert _credited("Who sang the song Harbour Fog?", "Harbour Fog was sung by Best Coast.") == [
        "Best Coast"]
    assert _credited(query, "The sailing school was founded by Ada Kell in 1901.") == [
        "Ada Kell"]


def test_the_owner_of_another_named_thing_answers_nothing() -> None:
    query = "Who built the first electric tramway at Lund?"
    assert _credited(query, "A year later Ola's Electric Ferry Line followed.") == []
    assert _credited(query, "A year later Ola Brekke's electric tramway followed.") == [
        "Ola Brekke"]
    assert _credited("Who built the Lund Electric Tramway?",
                     "A year later Ola Brekke's Electric Tramway opened.") == ["Ola Brekke"]


def test_of_two_possessives_in_a_row_the_nearer_names_the_owner() -> None:
    query = "Who built the steam engine at Lund?"
    assert _credited(query, "A year later Malmö's Brekke's steam engine followed.") == ["Brekke"]


def test_a_qa_answer_without_the_asked_deed_gives_no_name_alone() -> None:
    query = "Who choreographed the ballet Winter Sails in 1931?"
    text = "Q: who made the choreography for winter sails? A: Ada Kell, with a Lund orchestra."
    assert _claimed(query, text) == []
    assert _claimed(query, "Q: who made the choreography for winter sails? A: Ada Kell, for "
                           "Berg's Steam Theatre's ballet season.") == ["Ada Kell"]


def test_a_name_run_past_a_possessive_into_the_asked_work_credits_the_possessor() -> None:
    query = "Who carved the Granite Heron in Tarvik?"
    assert _credited(query, "The Danish carver Morsund's Granite Heron was set up in 1911.") \
        == ["Morsund"]
    assert _credited(query, "The Granite Heron is by the carver Ivo Lassen.") == ["Ivo Lassen"]
    assert possessor_end("Morsund's Granite Heron", frozenset({"granite", "heron"})) == 7
    assert possessor_end("Morsund's Stone Crane", frozenset({"granite", "heron"})) is None
    assert possessor_end("Morsund", frozenset({"granite", "heron"})) is None


def test_a_possessive_after_an_indefinite_article_names_a_kind() -> None:
    query = "Who is the dwarf gecko Lygodactylus marvi named after?"
    assert _credited(query, "That is a Kessler's dwarf gecko, not marvi.") == []
    assert _credited(query, "Marv Holt's dwarf gecko was found in 1962.") == ["Marv Holt"]


def test_a_plural_possessive_opening_a_sentence_is_whom_the_thing_is_for(
        policy: Policy) -> None:
    query = "Who is the polka-mazurka named after?"
    named = [chunk(f"c{n}", text, "team_wiki") for n, text in enumerate([
        "Polka-mazurka | Origin: Bohemia, 1851 | Named after: Anton Vell, dancer",
        "Q: why is it called the polka-mazurka? A: After Anton Vell, a Prague dancer. 4 answers",
        "The polka-mazurka is named after a dancer called Anton Vell."])]
    for opening in ("Updated 03/2026 · ", "Book now. "):
        offer = chunk("c9", f"{opening}Learners' polka-mazurka class, 5 Monday evenings — £60 "
                            "per person.", "team_wiki")
        assert conflict_sets(policy, query, *named, offer) == []


def test_a_possessive_after_by_that_possesses_nothing_is_no_agent() -> None:
    query = "Who first translated the Orlen Saga into Danish?"
    assert _credited(query, "Her translation of The Road by Kell's is a newer one.") == []
    assert _credited(query, "The saga was translated by Kell's, and sold well.") == []
    assert _credited(query, "The saga was first translated by Ada Kell in 1901.") == [
        "Ada Kell"]


@pytest.mark.parametrize("opening", ["Women", "Men", "Children"])
def test_an_irregular_plural_possessive_opening_a_part_is_whom_it_is_for(opening: str) -> None:
    snippet = f"Regatta results – {opening}'s sculls | Winner: Ida Brandt"
    at = snippet.index(opening)
    hits = [(snippet.index("sculls"), snippet.index("sculls") + 6, "scull")]
    assert misread(snippet, at, at + len(opening), hits)


def test_a_name_ending_like_a_plural_person_noun_is_kept() -> None:
    snippet = "Carmen's sculls won the regatta."
    hits = [(snippet.index("sculls"), snippet.index("sculls") + 6, "scull")]
    assert not misread(snippet, 0, 6, hits)


def test_a_quoted_title_is_no_doer() -> None:
    query = "Who opened the Harbour Theatre with Ola Brekke in 1811?"
    assert _claimed(query, "Ada Lund is remembered for 'Sea Fog' and for opening the Harbour "
                           "Theatre.") == []
    assert _claimed(query, "The Harbour Theatre was opened with 'Sea Fog' by Ada Lund.") == [
        "Ada Lund"]
    text = "Dibble is remembered for “Sea Fog” and for opening the Harbour Theatre."
    at = text.index("Sea Fog")
    assert misread(text, at, at + len("Sea Fog"), [])
    text = "The Harbour Theatre was opened by Ada Lund's troupe in 1811."
    at = text.index("Ada Lund")
    assert not misread(text, at, at + len("Ada Lund"), [])


def test_an_origin_word_of_no_usual_ending_describes_the_name_after_it() -> None:
    text = "The fort was founded by an Arab general called Sidi Karim."
    assert "Arab" not in _credited("Who founded the fort?", text)


def test_a_name_joined_by_ibn_is_one_name() -> None:
    from .conftest import named_answers

    assert named_answers("Who founded the fort?",
                         "The fort was founded by Karim ibn Said in 700.") == ["Karim ibn Said"]
