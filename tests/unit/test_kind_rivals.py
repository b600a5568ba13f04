"""Another named thing of the question's kind owns its values. The texts are invented."""

from __future__ import annotations

from workers.engine.kind_rivals import kind_rival
from workers.engine.rivals import rival

_HALL = "In what year was the Marlow Court Chapel built?"
_LAKE = "What is the area of Lake Orrin?"


def _other(sentence: str, query: str = _HALL) -> str:
    return kind_rival(sentence, query, len(sentence))


def test_another_names_possessed_thing_of_the_kind_is_a_rival() -> None:
    said = "Kessel Abbey's small chapel was built in 1702 for the monks."
    assert _other(said) == "rival:kind-kessel-abbey"
    assert rival(said, _HALL) == "rival:kind-kessel-abbey"


def test_the_kind_under_another_of_name_is_a_rival() -> None:
    assert kind_rival("The Lake of Varden, about 410 km², is deeper.", "What is the area of "
                      "Varden Lake?", 40) == ""  # the question's own name, turned round
    # "Lake Orrin" opens on its kind: "Lake" is a word of its name, written here
    assert _other("The Lake of Varden covers about 410 km².", _LAKE) == ""
    assert _other("The Chapel of Saint Brin was built in 1688.") == "rival:kind-saint-brin"


def test_the_subject_named_a_place_or_a_superlative_keeps_the_sentence() -> None:
    assert _other("Kessel Abbey's chapel (1702) is younger than Marlow's.") == ""
    assert _other("Sweden's little chapel was built in 1702.") == ""  # one word: a place
    assert _other("North Yorkshire's oldest chapel was built in 1702.") == ""
    assert _other("Kessel Abbey's gardens were laid out in 1702.") == ""  # another kind


def test_a_value_before_the_name_is_not_read() -> None:
    said = "Built in 1702, like Kessel Abbey's chapel."
    assert kind_rival(said, _HALL, said.index("1702")) == ""


_MILL = "In what year was the granary of Hollin Vale begun?"
_PEAL = "How long does a peal on six bells take?"


def test_the_class_word_under_another_name_is_a_rival() -> None:
    said = "The granary of Brackwater: begun around 1610, raised in 1702."
    assert kind_rival(said, _MILL, said.index("1610")) == "rival:kind-brackwater"
    assert rival(said, _MILL, said.index("1610")) == "rival:kind-brackwater"
    said = "Orley Granary (the tithe barn), Lincs: 22 m, begun in 1580."
    assert kind_rival(said, _MILL, said.index("22")) == "rival:kind-orley"
    said = "Ann Soame restored the Dunmere Priory granary, begun by 1533."
    assert kind_rival(said, _MILL, said.index("1533")) == "rival:kind-dunmere-priory"


def test_the_question_s_own_qualifier_keeps_the_sentence() -> None:
    for said in ("The Hollin Vale granary was begun in 1604.",
                 "Like the granary of Brackwater, Hollin Vale's was begun in 1604.",
                 "Granary of Hollin Vale | Begun: 1604"):
        assert kind_rival(said, _MILL, said.index("1604")) == "", said
    # a lone capitalised word opening the sentence, a possessive, a value before the name
    for said in ("Stone granaries were begun in 1604.", "Lincoln's granary was begun in 1604.",
                 "Begun in 1604, like the granary of Brackwater."):
        assert kind_rival(said, _MILL, said.index("1604")) == "", said


def test_another_numeral_of_the_class_word_is_a_rival() -> None:
    said = "A peal on eight bells takes about three hours and twenty minutes."
    assert kind_rival(said, _PEAL, said.index("three")) == "rival:kind-8-bell"
    said = "On 6 bells a peal takes near 3 hours, on 8 bells more."
    assert kind_rival(said, _PEAL, said.index("near")) == ""
    said = "Most bands ring a peal in three hours."
    assert kind_rival(said, _PEAL, said.index("three")) == ""


def test_a_name_and_its_verb_after_an_auxiliary_name_no_class() -> None:
    query = "What cover does the Harbour Plus policy guarantee?"
    said = "The Insurer guarantees cover of £2,000 for the Harbour tier."
    assert kind_rival(said, query, said.index("£")) == ""
    query = "When was the listing of the Vale Mills approved?"
    said = "The mills joined the County Heritage List in 2011."
    assert kind_rival(said, query, said.index("2011")) == ""


def test_a_name_given_the_question_s_verb_in_an_apposition_is_a_rival() -> None:
    query = "How many weavers founded the Arden Guild?"
    said = "Holme, founded in the same decade, began with nine weavers from Leeds."
    assert kind_rival(said, query, said.index("nine")) == "rival:kind-holme"
    for kept in ("Arden, founded by weavers, began with seven of them.",  # the question's word
                 "Hi Tom, founded weavers' guilds began with seven members.",  # no closing comma
                 "Holme, a village nearby, sent seven weavers."):  # no verb of the question
        assert kind_rival(kept, query, kept.index("seven")) == "", kept
