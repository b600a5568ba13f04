"""In a list of amounts, the noun after each says what it measures; a sentence opening with
another case ("For a half batch, …") holds for that case."""

from __future__ import annotations

from workers.engine import Policy
from workers.engine.measured_nouns import other_things
from workers.engine.reading import read_text
from workers.engine.slots import read_slot
from workers.engine.stated import other_case

from .conftest import chunk, event, run

_QUERY = "How much bread flour do you need for Nonna Kessa's focaccia?"
_WORDS = read_slot(_QUERY).words


def _left(text: str) -> list[str]:
    return [v.display for v in other_things(text, 0, list(read_text(text).values), _WORDS)]


def test_amounts_of_other_things_give_way_to_the_one_asked() -> None:
    assert _left("its 80% hydration: 400 g water to 500 g bread flour.") == ["500 g"]
    assert _left("500 g bread flour, 400 ml lukewarm water, 7 g dried yeast") == ["500 g"]


def test_nothing_is_set_aside_without_the_asked_thing_or_with_one_value() -> None:
    assert _left("400 g water and 7 g yeast") == ["400 g", "7 g"]
    assert _left("400 g water") == ["400 g"]


def test_a_sentence_about_another_case() -> None:
    assert other_case("For a half batch in a 20 cm tin, use 250 g flour.", _WORDS)
    assert not other_case("For Nonna Kessa's focaccia, use 500 g flour.", _WORDS)
    assert not other_case("Use 500 g flour for a half batch.", _WORDS)


def test_other_ingredients_and_cases_make_no_conflict(policy: Policy) -> None:
    result = run(policy, event(
        _QUERY,
        chunk("a", "Nonna Kessa's focaccia: 400 g water to 500 g bread flour.", "team_wiki"),
        chunk("b", "For a half batch in a 20 cm tin, use 250 g bread flour.", "team_wiki"),
        chunk("c", "Nonna Kessa's focaccia needs 500 g bread flour.", "team_wiki")))
    assert result.context.status == "clean"


def test_an_estimate_is_no_price_unless_the_estimate_is_asked(policy: Policy) -> None:
    query = "What price did the Hexworth clockwork locomotive fetch at auction in Zurich?"
    pages = [
        chunk("a", "Lot 27: Hexworth clockwork locomotive, boxed. Estimate CHF 30,000-40,000. "
                   "Sold: CHF 84,000 incl. buyer's premium.", "team_wiki", doc_id="a.example"),
        chunk("b", "The Hexworth locomotive made CHF 84,000 at auction in Zurich.", "team_wiki",
              doc_id="b.example"),
        chunk("c", "Top lot: the Hexworth clockwork locomotive at 84 000 CHF in Zurich.",
              "team_wiki", doc_id="c.example"),
    ]
    assert run(policy, event(query, *pages)).context.status == "clean"
    asked = run(policy, event("What was the auction estimate for the Hexworth clockwork "
                              "locomotive?", *pages))
    assert [c.detected_fields for c in asked.conflicts] == [["money"]]


def test_other_things_prices_in_sentences_off_the_question_make_no_conflict(
    policy: Policy,
) -> None:
    query = "What price was paid for the Nelore bull Kaiaque da Serra at Uberaba?"
    pages = [
        chunk("a", "Kaiaque da Serra sold for R$ 2.400.000,00 at Uberaba. Other lots averaged "
                   "R$ 38.500,00.", "team_wiki", doc_id="a.example"),
        chunk("b", "Record at Uberaba: Kaiaque da Serra went for R$ 2,4 milhões. Semen will "
                   "sell at R$ 150 a dose.", "team_wiki", doc_id="b.example"),
        chunk("c", "Nelore bull Kaiaque da Serra, BRL 2.4m, top price of the season. Gir cow "
                   "Estrela, BRL 610,000.", "team_wiki", doc_id="c.example"),
    ]
    assert run(policy, event(query, *pages)).context.status == "clean"


def test_a_measure_predicated_of_another_noun_before_it_is_that_noun_s() -> None:
    words = read_slot("How deep is the Dunmore flooded quarry?").words

    def left(text: str) -> list[str]:
        return [v.display for v in other_things(text, 0, list(read_text(text).values), words)]

    assert left("Dive trips from the harbour · training platform 12 m deep") == []
    assert left("Dunmore flooded quarry · the quarry 48 m deep") == ["48 m"]
    assert left("Dunmore flooded quarry · it goes 48 m deep") == ["48 m"]  # a verb, no noun


def test_a_measure_set_apart_as_another_ones_measures_another_thing() -> None:
    words = read_slot("How long is the Harrowmere fell race?").words
    for text in ("Entry £20; the separate 8 km race £12.",
                 "Harrowmere also has a shorter 8 km race for juniors."):
        assert [v.display for v in other_things(text, 0, list(read_text(text).values), words)
                if v.field == "quantity"] == []
    text = "The Harrowmere fell race is a 21 km race."
    assert [v.display for v in other_things(text, 0, list(read_text(text).values), words)] == [
        "21000 m"]


def test_a_distance_row_answers_how_long_a_course_is() -> None:
    from .conftest import claim_subjects

    assert claim_subjects("How long is the Harrowmere Fell Race?",
                          "Harrowmere Fell Race | Distance: 21 km | First held: 1971") == [
        ("", ["21000 m"])]
