"""The asked event's links: a page may tell the asked event by another verb of the same
event (a transfer seen from its other side) and still answer the *when* question."""

from __future__ import annotations

from workers.engine import Policy
from workers.engine.event_of_question import question_event
from workers.engine.tied_dates import tied
from workers.engine.values import Value

from .conftest import chunk, conflict_sets


def _date(text: str, surface: str) -> Value:
    return Value("date", surface, surface, text.index(surface), "year")


def test_a_transfer_is_told_from_either_side() -> None:
    received = question_event("In what year did the Tanners' Guild receive its charter?",
                              close=True)
    assert received is not None
    for text in ("King Ivo granted the Tanners' Guild its charter in 1391.",
                 "The Tanners' Guild got its charter in 1391, after long petitions.",
                 "The Tanners' Guild was awarded a charter in 1391.",
                 "Tanners' Guild | Charter granted: 1391 | Hall: Bridge Street"):
        assert tied(text, _date(text, "1391"), received), text
    text = "The Tanners' Guild built its hall in 1391."
    assert not tied(text, _date(text, "1391"), received)


def test_a_minority_page_telling_the_other_side_disputes_the_majority(
        policy: Policy) -> None:
    assert conflict_sets(
        policy, "In what year did the Tanners' Guild receive its charter?",
        chunk("a", "Tanners' Guild | Charter granted: 1391 | Hall: Bridge Street", "team_wiki"),
        chunk("b", "The Tanners' Guild received its charter in 1391.", "team_wiki"),
        chunk("c", "Re: guild history — the Tanners' Guild got its charter in 1402, I think.",
              "team_wiki"),
        chunk("d", "King Ivo granted the Tanners' Guild its charter in 1391.", "team_wiki"),
    ) == [{"a", "b", "c", "d"}]


def _terms(query: str) -> set[str]:
    found = question_event(query, close=True)
    assert found is not None
    return set(found.terms)


def test_an_accented_name_is_one_word_and_an_adverb_sits_before_the_verb() -> None:
    """"Hélène Brasse" is a name, not "H" and "l"; "first" between the apposed name and the
    verb leaves the verb the question's ("the puppet Hélène Brasse first appear")."""
    assert _terms("In what year did the glove puppet Hélène Brasse first appear on "
                  "television?") == {"appear"}
    assert _terms("In what year did the sea serpent Old Tam first appear in print?") \
        == {"appear"}


def test_a_light_verb_is_the_event_only_before_a_named_object() -> None:
    assert _terms("On what date did Ada Moser make the first Brezelkönig?") == {"make"}
    assert _terms("In what year did Ivo Lund make his record snooker break of 147?") \
        != {"make"}  # the common noun names the event better
    made = question_event("On what date did Ada Moser make the first Brezelkönig?", close=True)
    assert made is not None
    text = "Q: who invented it? A: Ada Moser made the first Brezelkönig on 3 March 1871."
    assert tied(text, _date(text, "3 March 1871"), made)


def test_a_phrasal_release_is_named_by_a_release_or_a_sale() -> None:
    for query in ("In what year did the Tolley kettle first go on sale?",
                  "When did Brill bring out the Tolley kettle?",
                  "In what year did Brill put the Tolley kettle on sale?"):
        asked = question_event(query, close=True)
        assert asked is not None
        for text in ("Brill released the Tolley kettle in 1931, in brass.",
                     "Re: kettles — Brill put it on sale in 1931, I think.",
                     "Brill first sold the Tolley kettle in 1931."):
            assert tied(text, _date(text, "1931"), asked), (query, text)
        text = "Brill patented the Tolley kettle in 1931."
        assert not tied(text, _date(text, "1931"), asked)
    assert "#release" not in _terms("In what year did the Tolley kettle first boil?")


def test_a_minority_page_selling_the_thing_disputes_the_majority(policy: Policy) -> None:
    assert conflict_sets(
        policy, "In what year did the Tolley kettle first go on sale?",
        chunk("a", "The Tolley kettle went on sale in 1931.", "team_wiki"),
        chunk("b", "Tolley kettle | Maker: Brill | On sale: 1931", "team_wiki"),
        chunk("c", "Did you know? Brill put the Tolley kettle on sale in 1931!", "team_wiki"),
        chunk("d", "Re: old kettles — Brill first sold the Tolley kettle in 1934.", "team_wiki"),
    ) == [{"a", "b", "c", "d"}]


def test_a_preposition_is_never_the_verb() -> None:
    assert _terms("In what year did Ada Lund swim across the Solent?") == {"swim"}
    assert _terms("In what year did Ada Lund row around the Isle of Wight?") == {"row"}


def test_a_word_right_after_the_subject_s_name_is_its_verb() -> None:
    """"Company introduce Lustre soap": the name ends before "introduce", which is no common
    noun in apposition to "Lustre" ("Ada Lund's schooner Marit capsize" keeps that reading)."""
    assert _terms("In what year did the Vale Soap Company introduce Lustre soap?") \
        == {"introduc"}
    assert _terms("In what year did Ada Lund's schooner Marit capsize?") == {"capsiz"}


def test_the_subject_with_its_place_is_still_the_subject() -> None:
    """"The Vale Soap Company of Leith" is the question's company, placed: its clause's date
    answers; "The Harbour Board of Leith" (words none of the question's) stays another."""
    asked = question_event("In what year did the Vale Soap Company introduce Lustre soap?",
                           close=True)
    assert asked is not None
    text = "Q: how old is Lustre? A: The Vale Soap Company of Leith introduced Lustre soap in 1911."
    assert tied(text, _date(text, "1911"), asked)
    text = "The Harbour Board of Leith introduced Lustre soap in 1911."
    assert not tied(text, _date(text, "1911"), asked)


def test_a_noun_placed_by_a_name_is_no_verb() -> None:
    """"the Harrow mill in Arden close?": "in Arden" places the mill; "close" is the verb."""
    assert _terms("In what year did the Harrow mill in Arden close?") == {"clos"}
    assert _terms("In what year did Ada Lund arrive in New York?") == {"arriv", "reach"}
