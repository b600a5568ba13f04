"""A freeze (a plan paused for a fee) is its own attribute, not the plan's price."""

from __future__ import annotations

from workers.engine.terms import attribute, attribute_named, named_terms, topic_words


def test_freeze_words_name_the_freeze_attribute() -> None:
    assert attribute_named("freeze")
    assert attribute_named("frozen")
    assert any(a == "freeze" for _, a in named_terms("Plans can be frozen."))


def test_a_paused_plans_fee_measures_the_freeze_not_the_price() -> None:
    text = "Club plans can be frozen for up to two months for $4 a month."
    start = text.index("$4")
    name, named = attribute(topic_words(text, []), start, start + 2)
    assert (name, named) == ("freeze", True)


def test_a_plans_price_still_measures_the_price() -> None:
    text = "The monthly club plan costs $30 and can be frozen in summer."
    start = text.index("$30")
    name, named = attribute(topic_words(text, []), start, start + 3)
    assert (name, named) == ("price", True)
