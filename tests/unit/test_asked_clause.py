"""Yes/no questions: which ruling answers them, "no X may", "only after", "without" after a
requirement, a passive's agent, a participle that negates the asked verb."""

from __future__ import annotations

from workers.engine.asked_clause import answering, rules_on_other_object
from workers.engine.fields import clauses, facets
from workers.engine.fields.scan import scan
from workers.engine.terms import content_terms


def _clause(sentence: str, question: str) -> str:
    value = clauses.find(sentence, 0).value
    assert value is not None
    return answering(value, frozenset(content_terms(question))).display


def test_the_part_sharing_the_question_words_answers() -> None:
    sentence = "Parents can wait in the cafe, but dogs are not allowed inside the gallery."
    assert _clause(sentence, "Are dogs allowed in the gallery?") == "must not"
    assert _clause(sentence, "Can parents wait in the cafe?") == "may"


def test_a_grant_to_other_parties_only_denies_the_asked_one() -> None:
    sentence = "Guided groups only: only members and their guests are allowed in."
    assert _clause(sentence, "Are children allowed in the vault?") == "must not"
    assert _clause(sentence, "Are members allowed in the vault?") == "may"
    assert _clause("Entry only with a permit can be granted.", "Can tourists enter?") != (
        "must not")


def test_no_party_may_act_prohibits() -> None:
    value = clauses.find("By old custom no horse may cross the bridge.", 0).value
    assert value is not None and value.display == "must not"
    value = clauses.find("No matter what you may hear, tickets are free.", 0).value
    assert value is None or value.display != "must not"


def test_only_after_is_a_condition() -> None:
    value = clauses.find("Porters may move beds only after the ward sister signs off.", 0).value
    assert value is not None and value.exact.startswith("permit|") and value.exact != "permit||"


def test_without_after_a_requirement_is_no_condition() -> None:
    value = clauses.find("All divers must rinse without wetsuits before the dive.", 0).value
    assert value is not None and value.exact == "require||"
    value = clauses.find("You cannot board without a ticket.", 0).value
    assert value is not None and value.exact != "prohibit||"


def test_a_passive_agent_is_no_audience() -> None:
    text = "Guests must be met by a trained employee at the gate."
    assert not [m for m in facets.find(scan(text)) if m[0] == "audience"]
    assert [m for m in facets.find(scan("Discounts for employees only.")) if m[0] == "audience"]


def test_a_second_verb_phrase_of_one_subject_answers_its_own_question() -> None:
    sentence = "On the ferry deck passengers must wear shoes and are not allowed to smoke."
    assert _clause(sentence, "Are passengers allowed to smoke on the ferry deck?") == "must not"
    assert _clause(sentence, "Must passengers wear shoes on the ferry deck?") == "must"


def test_a_leading_in_whose_comma_follows_the_ruling_is_no_scope() -> None:
    value = clauses.find("in the reading room you must not eat food, staff check bags.", 0).value
    assert value is not None and value.display == "must not"
    value = clauses.find("In the reading room, visitors must not eat food.", 0).value
    assert value is not None and value.display == "must not [in the reading room]"


def test_a_rule_list_s_item_naming_the_asked_place_answers() -> None:
    sentence = "Quarry rules: diving allowed at the north ledge; no diving in the lagoon"
    assert _clause(sentence, "Is diving allowed in the lagoon?") == "must not"
    assert _clause(sentence, "Is diving allowed at the north ledge?") == "may"
    listed = ("Quarry rules: no diving in the lagoon; no dogs on the jetty; diving allowed at "
              "the ledge")
    assert _clause(listed, "Can you dive in the lagoon at Marlow quarry?") == "must not"


def test_no_right_to_an_act_denies_it() -> None:
    sentence = ("On the common you may picnic freely, but the 1911 charter gives no right to "
                "light fires.")
    assert _clause(sentence, "May visitors light fires on the common?") == "must not"
    value = clauses.find("There is no legal right to camp on the green.", 0).value
    assert value is not None and value.display == "must not"


def _asked(sentence: str, question: str) -> str:
    value = clauses.find(sentence, 0).value
    assert value is not None
    return answering(value, frozenset(content_terms(question)), question).display


def test_the_part_whose_predicate_or_act_the_question_asks_answers() -> None:
    look = "At Orrin quarry you can look, but you must not take any fossils home."
    assert _asked(look, "Can visitors pocket fossils at Orrin quarry?") == "must not"
    assert _asked(look, "Can visitors look around Orrin quarry?") == "may"
    blend = "Vell cider may be sold in any bar, but blending is not allowed."
    assert _asked(blend, "Are Vell cider makers allowed to blend other fruit in?") == "must not"


def test_a_ruling_only_on_another_thing_of_the_asked_kind_rules_on_that_thing() -> None:
    question = "Are visitors allowed to swim in the Vell Reservoir?"
    assert rules_on_other_object(
        "You can swim in the Orrin Reservoir, but the Vell Reservoir is only for boats.", question)
    assert not rules_on_other_object(
        "You can swim in the Vell Reservoir, but the Orrin Reservoir is shut.", question)
    assert not rules_on_other_object("You can swim in the Orrin Reservoir.", question)  # one


def test_a_piece_after_a_semicolon_restates_the_ruling_only_when_its_modal_ends_it() -> None:
    question = "Can non-members borrow books from the Orrin Library?"
    value = clauses.find("A: no — only members may borrow books;", 0).value
    assert value is not None
    terms = frozenset(content_terms(question))
    assert answering(value, terms, question, " non-members can join a tour.").display == (
        "must not")
    value = clauses.find("Rugs from Vell may be imported;", 0).value
    assert value is not None
    assert answering(value, frozenset(content_terms("Can Orrin-made rugs be imported?")),
                     "Can Orrin-made rugs be imported?", " those made in Orrin may not.").display \
        == "must not"
