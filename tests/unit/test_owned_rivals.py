"""Two values of one measure in a sentence, one of them another named thing's
(``owned_rivals``), and permissions for the opposite hand or side (``opposite_places``)."""

from __future__ import annotations

from workers.engine import Policy
from workers.engine.opposite_places import hand_side
from workers.engine.owned_rivals import owned_rivals_aside
from workers.engine.query import read_query
from workers.engine.reading import read_text

from .conftest import chunk, event, run


def _page(chunk_id: str, text: str) -> dict[str, object]:
    return chunk(chunk_id, text, "team_wiki", doc_id=f"site-{chunk_id}.example")


_DAM = "What is the installed generating capacity of the Vellmar Dam?"
_DAM_PAGES = ("Vellmar Dam | Installed capacity: 1,200 MW | Opened: 1979",)


def test_a_compared_things_figure_gives_way_to_the_subjects(policy: Policy) -> None:
    pages = [_page(str(i), t) for i, t in enumerate(_DAM_PAGES)]
    compared = _page("c", "Vellmar is 1.2 GW, Seven Rivers 3,000 MW, though Vellmar sometimes "
                          "generates more.")
    assert run(policy, event(_DAM, *pages, compared)).context.status == "clean"
    alone = _page("c", "Vellmar is 3 GW, though it sometimes generates more.")
    assert run(policy, event(_DAM, *pages, alone)).context.status != "clean"


def test_a_sentence_keeps_its_only_value_of_a_measure() -> None:
    text = "Seven Rivers 3,000 MW, though Vellmar sometimes generates more."
    query = read_query(event(_DAM, _page("c", text)))
    values = tuple(v for v in read_text(text).values if v.dimension == "power")
    assert owned_rivals_aside(text, 0, values, query) == values
    two = "Vellmar is 1.2 GW, Seven Rivers 3,000 MW."
    both = tuple(v for v in read_text(two).values if v.dimension == "power")
    assert [v.surface for v in owned_rivals_aside(two, 0, both, query)] == ["1.2 GW"]


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
