"""Near-copies that differ in one phrase are a text conflict, surfaced, never decided."""

from __future__ import annotations

from schemas.events import Chunk
from workers.engine import Policy
from workers.engine.copies import copy_values

from .conftest import chunk, event, run

ALBUM = ("VII is the seventh studio album by {0}, released in 2016. The album was recorded "
         "in Portland and produced by the band. {0} toured the album across North America.")


def test_copies_that_change_a_name_are_compared_on_it(policy: Policy) -> None:
    res = run(policy, event(
        'Who is the artist of the album "VII"?',
        chunk("a", ALBUM.format("Blitzen Trapper"), "team_wiki"),
        chunk("b", ALBUM.format("Blitzen Trapper") + " It charted.", "team_wiki"),
        chunk("m", ALBUM.format("The Beatles"), "team_wiki"),
    ))
    (record,) = res.conflicts
    assert record.detected_fields == ["text"]
    assert {c.chunk_id: c.values["text"] for c in record.chunks} == {
        "a": "Blitzen Trapper", "b": "Blitzen Trapper", "m": "The Beatles"}
    assert record.status == "surfaced" and record.winner is None
    assert record.notes and record.notes[0].startswith("text is advisory")


def test_digits_facets_and_unrelated_texts_are_not_phrases() -> None:
    base = "The plan costs {0} per seat for customers in the {1} and renews every year."
    assert copy_values([]) == {}

    def c(cid: str, text: str) -> Chunk:
        return Chunk(chunk_id=cid, doc_id=cid, text=text, doc_class="team_wiki")

    assert copy_values([c("a", base.format("$40", "EU")), c("b", base.format("$42", "EU"))]) == {}
    assert copy_values([c("a", base.format("$40", "EU")), c("b", base.format("$40", "US"))]) == {}
    assert copy_values([c("a", "Returns within thirty days."),
                        c("b", "Our office is in Lyon and opens at nine.")]) == {}


def test_only_questions_that_ask_for_a_name_compare_copies(policy: Policy) -> None:
    res = run(policy, event(
        "What is the return window?",
        chunk("a", ALBUM.format("Blitzen Trapper"), "team_wiki"),
        chunk("m", ALBUM.format("The Beatles"), "team_wiki"),
    ))
    assert res.conflicts == []


def test_a_rewritten_sentence_is_no_changed_phrase() -> None:
    text = ("The Halden Glass Museum is on the harbour front of the old town, next to the "
            "ferry terminal and the fish market, and it opens every day except Monday. The {0}.")
    a = Chunk.model_validate({"chunk_id": "a", "doc_id": "a", "doc_class": "team_wiki",
                              "text": text.format("museum shop sells pieces made by artists")})
    b = Chunk.model_validate({"chunk_id": "b", "doc_id": "b", "doc_class": "team_wiki",
                              "text": text.format("old furnace hall hosts demonstrations")})
    assert copy_values([a, b]) == {}
    named = b.model_copy(update={"text": text.format("museum shop sells pieces by Halden Glass")})
    assert copy_values([a, named])  # a longer phrase that names something still counts


def test_a_copy_cut_inside_a_word_changes_no_phrase() -> None:
    """One copy ends mid-word ("Malagas") where the other runs on: a cut, no change; a
    name changed at the very end of both copies still is one."""
    def c(cid: str, text: str) -> Chunk:
        return Chunk(chunk_id=cid, doc_id=cid, text=text, doc_class="team_wiki")

    base = ("The Musketeer is a 2001 action film directed by Peter Hyams. Languages Dansk "
            "Deutsch Español Français Italiano Lietuvių Magyar Nederlands Polski ")
    assert copy_values([c("a", base + "Malagasy Bahasa Melayu Norsk"),
                        c("b", base + "Malagas")]) == {}
    tail = ALBUM + " Produced by {0}"
    found = copy_values([c("a", tail.format("Blitzen Trapper")),
                         c("m", tail.format("The Beatles"))])
    assert [v.surface for values in found.values() for v in values.values()] == [
        "Blitzen Trapper", "The Beatles"]


def test_a_changed_modifier_takes_in_the_name_it_qualifies() -> None:
    """A copy that changes one word before words both copies go on with ("the grey marsh
    orchid" for "the white marsh orchid") changes that name: the value is the word with the
    words after it written alike (same case, no stop word, at most three); a capitalised
    change stops before a lower-case word, and a phrase of two words takes in nothing."""
    def c(cid: str, text: str) -> Chunk:
        return Chunk(chunk_id=cid, doc_id=cid, text=text, doc_class="team_wiki")

    def surfaces(text: str, one: str, other: str) -> list[str]:
        found = copy_values([c("a", text.format(one)), c("b", text.format(other))])
        return [v.surface for values in found.values() for v in values.values()]

    plant = ("Dactylorhiza pallens, commonly called the {0} marsh orchid or pale orchid, is a "
             "perennial herb of wet meadows in the lowlands of central Europe and the Alps.")
    assert surfaces(plant, "white", "grey") == ["white marsh orchid", "grey marsh orchid"]
    page = ("From Wikidata species of plant of wet meadows Pale orchid {0} Marsh Orchid edit "
            "Language Label Description Also known as Dactylorhiza pallens species of plant.")
    assert surfaces(page, "White", "Grey") == ["White Marsh Orchid", "Grey Marsh Orchid"]
    band = ("Harbour Lights is the second studio album by the band {0} and the first of "
            "their albums recorded in Leeds, with songs written on the road in the spring.")
    assert surfaces(band, "Tin Owls", "Red Kites") == ["Tin Owls", "Red Kites"]


def _c(cid: str, text: str) -> Chunk:
    return Chunk(chunk_id=cid, doc_id=cid, text=text, doc_class="team_wiki")


def test_a_name_takes_in_words_written_as_it_in_one_copy() -> None:
    text = "Also known as Lemann's {0} bellflower edit. It grows on dry slopes near the sea."
    ((_, values),) = copy_values([_c("a", text.format("Golden bellflower")),
                                   _c("b", text.format("Silver Bellflower"))]).items()
    assert {k: v.display for k, v in values.items()} == {
        "a": "Golden bellflower", "b": "Silver Bellflower"}


PAINTING = ("{0} also painted this scene in a panel kept in the Uffizi in Florence, and in an "
            "early canvas held in Madrid. The first model for {0} was a fresco by a pupil of "
            "Giotto, but {0} sets the figures against a dark ground and lights them from the "
            "left, so the faces stand out.")


def test_excerpts_that_open_and_end_elsewhere_are_still_copies() -> None:
    a = ("The Lamentation (Orsini, Siena) | museum page, gallery guide and visitor notes. "
         + PAINTING.format("Orsini") + " The frame was regilded in the last century at Siena.")
    b = ("Dated between 1520 and 1530 by most of the recent catalogues of his workshop. "
         + PAINTING.format("Benedetto Varesi") + " Scholars remain divided.")
    ((_, values),) = copy_values([_c("a", a), _c("b", b)]).items()
    assert {k: v.display for k, v in values.items()} == {"a": "Orsini", "b": "Benedetto Varesi"}


def test_a_short_different_ending_is_not_taken_for_another_window() -> None:
    a = "The museum opens daily from spring and lends its rooms for talks. Book early."
    b = "The museum opens daily from spring and lends its rooms for concerts. Book early."
    ((_, values),) = copy_values([_c("a", a), _c("b", b)]).items()
    assert {k: v.display for k, v in values.items()} == {"a": "talks", "b": "concerts"}


PROFILE = ("From Wikipedia, the free encyclopedia. Contents: 1 Career 2 Personal life 3 "
           "References. {0} 2 languages. Edit links. Article Talk. Read Edit View history. "
           "Tools. Actions. General. What links here. Related changes. Upload file.")


def test_copies_that_change_the_subjects_name_answer_no_class_question(policy: Policy) -> None:
    """Two pages built on one template differ in their subject's name ("Ola Brenn" /
    "Kai Brenn"): for a question asking a class term, that tells which of two same-name
    entities each page is about, and is no answer; for a who-question it still is one."""
    pages = (chunk("a", PROFILE.format("Ola Brenn"), "team_wiki"),
             chunk("b", PROFILE.format("Kai Brenn"), "team_wiki"))
    assert run(policy, event("What sport is Ola Brenn associated with?", *pages)).conflicts == []
    assert run(policy, event('Who wrote the article "Brenn"?', *pages)).conflicts
