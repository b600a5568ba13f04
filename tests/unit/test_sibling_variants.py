"""Sibling variants: a variant a rate card sets beside the asked one, another party given a
term by the same modal verb, or another act on the asked thing, states no answer; a sentence
that names the asked side too is left alone."""

from __future__ import annotations

from workers.engine import Policy
from workers.engine.sibling_variants import action_siblings, party_siblings, row_siblings

from .conftest import chunk, conflict_sets


def test_row_labels_of_one_head_are_siblings() -> None:
    pairs = row_siblings(
        "Wash rates | Small wash | £12 | Large wash | £20 | Large wash and dry | £30")
    assert pairs == {("small", "large"), ("large", "small")}
    assert row_siblings("Small wash costs £12. Large wash costs £20.") == frozenset()
    assert row_siblings("Small wash | £12 | Large dry | £20") == frozenset()


def test_a_sibling_named_for_the_reader_is_no_answer(policy: Policy) -> None:
    query = "What does Suds charge to wash a large duvet?"
    card = chunk("card", "Duvet service | Single wash | £12 | Large wash | £20",
                 "price_sheet")
    faq = chunk("faq", "A large duvet wash is £20 as it needs the big drum.", "team_wiki")
    mail = chunk("mail", "Hi Ana, for your single the wash is £12 and it is ready Friday.",
                 "support_email")
    assert conflict_sets(policy, query, card, faq, mail) == []
    both = chunk("both", "For a single the wash is £12, and for a large one it is £15.",
                 "support_email")
    assert conflict_sets(policy, query, card, faq, both) != []


def test_another_party_s_term_is_no_answer(policy: Policy) -> None:
    query = "How much notice must a tenant give to end the lease?"
    tenant = chunk("t", "4.1 The Tenant may end the lease by giving one month's notice.")
    landlord = chunk("l", "4.2 The Landlord may end the lease on two months' notice.")
    mail = chunk("m", "Dear Mr Ode, your notice period is one month in writing.",
                 "support_email")
    assert party_siblings([tenant["text"], landlord["text"]]) == {
        "end": frozenset({"tenant", "landlord"})}
    assert conflict_sets(policy, query, tenant, landlord, mail) == []


def test_another_act_s_fee_is_no_answer(policy: Policy) -> None:
    query = "What fee applies to renew a permit?"
    renew = chunk("r", "3.1 A permit may be renewed once a year for a fee of £40.")
    replace = chunk("p", "3.2 A lost permit may be replaced for a fee of £15.")
    faq = chunk("f", "Permit renewals cost forty pounds.", "team_wiki")
    assert action_siblings([renew["text"], replace["text"]]) == {
        "permit": frozenset({"renew", "replac"})}
    assert conflict_sets(policy, query, renew, replace, faq) == []
