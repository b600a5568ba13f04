"""A quantity that labels a price is a size on sale, not the measure asked."""

from __future__ import annotations

from workers.engine import Policy
from workers.engine.pack_sizes import not_pack_sizes
from workers.engine.reading import read_text

from .conftest import chunk, event, run


def _kept(text: str) -> list[str]:
    sentence = read_text(text).sentences[0]
    return [v.surface for v in not_pack_sizes(sentence.snippet, 0, sentence.sentence_values)]


def test_a_size_right_before_its_price_is_set_aside() -> None:
    assert _kept("Green beans: 1 kg €14.90, 5 kg €66.00, full bag on request.") == [
        "€14.90", "€66.00"]
    assert _kept("Honey, 500 g: £3.50.") == ["£3.50"]


def test_a_size_apart_from_the_price_stays() -> None:
    assert _kept("The bag weighs 60 kg and costs €300.") == ["60 kg", "€300"]
    assert _kept("A full bag is 60 kg.") == ["60 kg"]


def test_an_equivalence_sells_nothing() -> None:
    assert _kept("1 shilling = 12 pence") == _kept_all("1 shilling = 12 pence")


def _kept_all(text: str) -> list[str]:
    return [v.surface for v in read_text(text).sentences[0].sentence_values]


def test_a_price_list_contradicts_no_weight(policy: Policy) -> None:
    res = run(policy, event(
        "What does a standard export bag of green coffee weigh?",
        chunk("a", "A standard export bag of green coffee weighs 60 kg.", "team_wiki"),
        chunk("b", "A full export bag is 60 kg of green beans.", "team_wiki"),
        chunk("c", "Ethiopia Yirgacheffe G1, green: 1 kg €14.90, 5 kg €66.00, full bag on "
                   "request.", "team_wiki"),
    ))
    assert res.conflicts == []


def test_a_price_cut_off_by_a_dash_still_follows_its_size() -> None:
    text = "Kessel Tunnel toll, van up to 3.5 t — 120 kr each way"
    reading = read_text(text)
    first = reading.sentences[0]
    start = text.find(first.snippet, first.offset)
    assert [v.surface for v in first.sentence_values] == ["3.5 t"]
    assert not_pack_sizes(first.snippet, start, first.sentence_values, text,
                          reading.values) == ()
    alone = "The Kessel Tunnel is 3.5 km. Toll 120 kr."
    read_alone = read_text(alone)
    kept = not_pack_sizes(read_alone.sentences[0].snippet, 0,
                          read_alone.sentences[0].sentence_values, alone, read_alone.values)
    assert [v.surface for v in kept] == ["3.5 km"]
