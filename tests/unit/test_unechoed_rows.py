"""A row of one document whose own words no other text says is a variant of the asked row."""

from __future__ import annotations

from workers.engine import Policy
from workers.engine.unechoed_rows import variants

from .conftest import chunk, conflict_sets


def _sheet(chunk_id: str, text: str) -> dict[str, object]:
    return chunk(chunk_id, text, "price_sheet", doc_id="kennel-prices", source_tier="primary")


def test_the_row_whose_qualifier_another_text_says_is_the_asked_one(policy: Policy) -> None:
    query = "How much is a night's boarding for a dog?"
    plain = _sheet("plain", "Dog boarding (standard kennel) | £28 per night")
    suite = _sheet("suite", "Dog boarding (heated suite) | £41 per night")
    mail = chunk("mail", "Hi Ana, a standard kennel is £28 a night for Biscuit.", "support_email",
                 doc_id="mail-7", source_tier="tertiary")
    assert conflict_sets(policy, query, plain, suite, mail) == []


def test_a_row_naming_the_query_is_never_a_variant(policy: Policy) -> None:
    """The query names the suite, which no other text echoes: the suite row stays and meets
    the mail's other price."""
    query = "How much is a night's boarding for a dog in a heated suite?"
    plain = _sheet("plain", "Dog boarding (standard kennel) | £28 per night")
    suite = _sheet("suite", "Dog boarding (heated suite) | £41 per night")
    mail = chunk("mail", "Hi Ana, a standard kennel is £28 a night; boarding in our best room "
                 "is £45.", "support_email", doc_id="mail-7", source_tier="tertiary")
    assert any("suite" in found for found in conflict_sets(policy, query, plain, suite, mail))


def test_the_query_alone_makes_no_row_the_asked_one(policy: Policy) -> None:
    """A conditional rule the query names beside a general rule is for specificity: with no
    other text echoing either, both rows stay."""
    query = "What is the late fee for a Sunday collection?"
    sunday = _sheet("sun", "Sunday collections after 5pm are charged £30.")
    general = _sheet("gen", "Collections after 5pm, weekday or Saturday, are charged £20.")
    assert conflict_sets(policy, query, sunday, general) == [{"sun", "gen"}]


def test_variants_flags_only_the_unechoed_row() -> None:
    rows = [("groom", "standard", "coat"), ("groom", "show", "finish")]
    assert variants(rows, [1, 1], frozenset({"groom"}), frozenset({"standard"})) == [False, True]


def test_a_row_naming_fewer_query_words_is_no_rival() -> None:
    rows = [("groom", "standard"), ("groom", "show", "dog")]
    assert variants(rows, [1, 2], frozenset({"groom", "dog"}), frozenset({"standard"})) \
        == [False, False]


def test_no_echo_anywhere_flags_nothing() -> None:
    rows = [("groom", "standard"), ("groom", "show")]
    assert variants(rows, [1, 1], frozenset({"groom"}), frozenset({"nail"})) == [False, False]


def test_a_plural_compound_is_the_querys_compound() -> None:
    rows = [("refund", "store"), ("refund", "pre-orders")]
    assert variants(rows, [1, 1], frozenset({"pre-order"}), frozenset({"store"})) \
        == [False, False]
