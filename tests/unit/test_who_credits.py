"""Who-questions crediting another person: a word extending the asked thing's noun, a row
labelled by the thing, a role cell placed by a label and a year, a title forking off the
question's and a possessive owning the deed's products. The texts are invented."""

from __future__ import annotations

from workers.engine.object_extensions import whole_objects
from workers.engine.owned_products import owned_products
from workers.engine.title_names import forked_title

from .conftest import claim_subjects


def _names(query: str, text: str) -> list[list[str]]:
    return [v for _, v in claim_subjects(query, text) if v]


def test_a_word_extending_a_noun_of_the_thing_is_no_mention_of_it() -> None:
    hits = [(0, 9, "kitesurf"), (10, 14, "kite"), (20, 28, "inventor")]
    wanted = frozenset({"invent", "inventor", "kite"})
    assert whole_objects(hits, wanted, frozenset({"kite"})) == hits[1:]
    # a verb's derived noun still extends its verb: "inventor" of "invent" stays
    assert whole_objects(hits, wanted, frozenset()) == hits
    query = "Who invented the Skylark sail kite?"
    assert _names(query, "Ola Brand borrowed Tam Reed's kitesurfing rig and the Skylark flew.") \
        == []
    assert _names(query, "Tam Reed's sail kite, 1931.") == [["Tam Reed"]]


def test_a_row_labelled_by_the_thing_alone_names_no_agent() -> None:
    query = "Who started the first village pipe band?"
    assert _names(query, "Village pipes | First band: Kelso, 1902 | Players: Ada Moor") == []
    assert _names(query, "Village pipes | First band: Kelso, 1902") == []
    assert _names(query, "The first band was Ada Moor's, in Kelso.") == [["Ada Moor"]]


def test_a_role_cell_placed_by_a_label_and_a_year_names_no_holder() -> None:
    query = "Who is regarded as the first lighthouse keeper?"
    assert _names(query, "Known for: first lighthouse keeper, Skerryvore, 1844") == []
    assert _names(query, "The first lighthouse keeper, Ian Dow, lit the lamp in 1844.") \
        == [["Ian Dow"]]


def test_a_title_forking_off_the_question_s_credits_another_work() -> None:
    own = frozenset({"the", "mosses", "of", "northern", "wales"})
    text = "Reading list: Orr's Mosses: Alpine and Arctic, Dee's Mosses of Northern Wales."
    assert forked_title(text, text.index("Mosses"), own)
    assert not forked_title(text, text.rindex("Mosses"), own)
    assert not forked_title("Coldplay's 'Direct Hits'is out", 12, frozenset({"direct", "hits"}))
    assert _names("Who drew the plates of The Mosses of Northern Wales?",
                  "Famous moss books: Orr's Mosses: Alpine and Arctic (1860).") == []


def test_a_possessive_owning_the_deeds_products_credits_no_one_with_the_work() -> None:
    text = "Then the Vermeer room; Hals's loud portraitings upstairs."
    at = text.index("portraitings")
    assert owned_products(text, at, at + len("portraitings"), [])
    assert not owned_products(text, at, at + len("portraitings"), [(0, 0, "milkmaid")])
    query = "Who painted The Milkmaid of Delft in the Rijksmuseum?"
    assert _names(query, "Hals's loud paintings upstairs.") == []
    assert _names(query, "Vermeer's paintings, The Milkmaid of Delft among them, hang here.") \
        == [["Vermeer"]]
    assert _names("Who composed the Harbour Suite?", "Lund's major works are for organ.") \
        == [["Lund"]]
