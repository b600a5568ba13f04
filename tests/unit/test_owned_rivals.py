"""Two values of one measure in a sentence, one of them another named thing's
(``owned_rivals``), and permissions for the opposite hand or side (``opposite_places``)."""

from __future__ import annotations

from workers.engine import Policy
from workers.engine.opposite_places import hand_side

from .conftest import chunk, event, run


def _page(chunk_id: str, text: str) -> dict[str, object]:
    return chunk(chunk_id, text, "team_wiki", doc_id=f"site-{chunk_id}.example")


def test_a_compared_things_figure_gives_way_to_the_subjects(policy: Policy) -> None:
    query = "What is the rated pumping capacity of the Vellmar Station?"
    pages = [_page("a", "Vellmar Station | Rated capacity: 1,200 MW | Opened: 1979"),
             _page("b", "The Vellmar Station has a rated capacity of 1,200 MW.")]
    compared = _page("c", "Vellmar is 1.2 GW, Ostrand Ridge 3,000 MW, though Vellmar "
                          "sometimes pumps more.")
    assert run(policy, event(query, *pages, compared)).context.status == "clean"
    alone = _page("c", "Vellmar Station sometimes pumps 3,000 MW at its rated capacity.")
    assert run(policy, event(query, *pages, alone)).context.status != "clean"


def test_a_sentence_keeps_its_only_value_of_a_measure(policy: Policy) -> None:
    query = "What is the rated pumping capacity of the Vellmar Station?"
    pages = [_page("a", "Vellmar Station | Rated capacity: 1,200 MW | Opened: 1979"),
             _page("b", "The Vellmar Station has a rated capacity of 1,200 MW.")]
    single = _page("c", "Vellmar has a rated capacity of 900 MW, Ostrand Ridge 1979.")
    assert run(policy, event(query, *pages, single)).context.status != "clean"


def test_hand_sides_are_read_before_a_sides_noun_only() -> None:
    assert hand_side("Keep the racket in your left hand.") == {"left"}
    assert hand_side("Overtake in the right-hand lane, never the left lane.") == {"left", "right"}
    assert hand_side("Even left-handed players, or right handed ones.") == frozenset()
    assert hand_side("The train left at nine; you have the right to a refund.") == frozenset()


def test_a_duty_for_the_opposite_hand_answers_no(policy: Policy) -> None:
    query = "May fencers hold the foil in their left hand during a bout?"
    pages = [_page("a", "Fencers must not switch the foil to the left hand during a bout."),
             _page("b", "Q: can I fence with my left hand? A: No, it is not allowed in a bout.")]
    right = _page("c", "Every fencer must hold the foil in the right hand, even if left-handed.")
    assert run(policy, event(query, *pages, right)).context.status == "clean"
    left = _page("c", "Fencers may hold the foil in the left hand during a bout.")
    assert run(policy, event(query, *pages, left)).context.status != "clean"
