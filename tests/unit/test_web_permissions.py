"""On open-web pages a permission question's conditions are wording, not rival rules."""

from __future__ import annotations

from workers.engine import Policy

from .conftest import chunk, conflict_sets, web

Q = "May a 15-year-old ride the Brennmoor ferry alone?"
WITH_NOTE = "Q: can my 15 year old take the brennmoor ferry alone? A: Yes, if they carry a " \
    "signed consent note. 4 answers"
WITH_CARD = "Brennmoor ferry rules: riders aged 15 may travel alone provided they show a " \
    "youth card."
PLAIN = "Re: teens on the Brennmoor ferry — yes, a 15-year-old may ride the ferry alone."
NO = "Brennmoor ferry: a 15-year-old must not ride the ferry alone; an adult must travel too."


def test_pages_saying_yes_with_their_own_conditions_agree(policy: Policy) -> None:
    assert conflict_sets(policy, Q, web("a", WITH_NOTE), web("b", WITH_CARD),
                         web("c", PLAIN)) == []


def test_yes_against_no_still_conflicts(policy: Policy) -> None:
    [found] = conflict_sets(policy, Q, web("a", WITH_NOTE), web("b", WITH_CARD),
                            web("d", NO))
    assert found >= {"a", "d"} or found >= {"b", "d"}


def test_dated_documents_keep_their_conditions(policy: Policy) -> None:
    texts = ("Brennmoor ferry rules: riders aged 15 may travel alone if they carry a signed "
             "consent note.", WITH_CARD, PLAIN)
    undated = [web(f"c{i}", text) for i, text in enumerate(texts)]
    dated = [chunk(f"c{i}", text, "team_wiki", effective_date="2026-01-01")
             for i, text in enumerate(texts)]
    assert conflict_sets(policy, Q, *undated) == []
    assert conflict_sets(policy, Q, *dated) != []


def test_a_clause_about_other_things_of_the_kind_is_set_aside(policy: Policy) -> None:
    query = "Are visitors allowed to bring their own wine into Harlow Park?"
    yes = [web("a", "Q: byo at harlow park? A: Yes, visitors are allowed to bring their own "
                     "wine for a picnic. 3 answers"),
           web("b", "Harlow Park is one of the few gardens where visitors may bring their own "
                     "wine.")]
    others = web("c", "Re: BYO gardens — Harlow is relaxed about it. Most other gardens "
                       "don't allow it at all. — reply #4")
    assert conflict_sets(policy, query, *yes, others) == []
    most = web("d", "Picnic tips: at most city gardens, alcohol is not allowed; Harlow Park is "
                     "the exception.")
    assert conflict_sets(policy, query, *yes, most) == []
    asked = web("e", "Harlow Park: visitors must not bring their own wine; the cafe sells it.")
    assert conflict_sets(policy, query, *yes, asked) != []
    visitors = web("f", "Most visitors may not bring wine into Harlow Park after the 2024 ban.")
    assert conflict_sets(policy, query, *yes, visitors) != []  # the asked visitors


def test_a_clause_ruling_in_another_named_place_is_set_aside(policy: Policy) -> None:
    query = "May visitors bring a dog into Harlow Gardens?"
    no = [web("a", "Q: can I take my dog to Harlow Gardens? A: No — only assistance dogs are "
                    "allowed in. 9 answers"),
          web("b", "Harlow Gardens has a famous glasshouse. You can't bring your pet dog!")]
    park = web("c", "Jul 2023 — Dogs must be kept on leads in Orvik Park during the deer "
                     "season, May to July, the park rangers reminded visitors.")
    assert conflict_sets(policy, query, *no, park) == []
    here = web("d", "Jul 2023 — Dogs must be kept on leads in Harlow Gardens, the rangers say.")
    assert conflict_sets(policy, query, *no, here) != []
