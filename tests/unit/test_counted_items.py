"""A count of items times an amount per item is the total (``per_item``); one unit named as
what a sentence measures is no answer (``unit_subjects``)."""

from __future__ import annotations

from workers.engine import Policy
from workers.engine.reading import read_text
from workers.engine.unit_subjects import unit_subjects

from .conftest import chunk, event, run


def _page(chunk_id: str, text: str) -> dict[str, object]:
    return chunk(chunk_id, text, "team_wiki", doc_id=f"site-{chunk_id}.example")


def test_items_of_a_size_each_are_their_total(policy: Policy) -> None:
    query = "How many bottles are in a pallet of Brunnquell water?"
    pages = [_page("a", "A Brunnquell pallet holds 144 bottles in all."),
             _page("b", "Brunnquell ships 144 bottles per pallet."),
             _page("c", "A Brunnquell pallet is 24 crates of six bottles each.")]
    assert run(policy, event(query, *pages)).context.status == "clean"
    wrong = _page("c", "A Brunnquell pallet is 24 crates of eight bottles each.")
    assert run(policy, event(query, *pages[:2], wrong)).context.status != "clean"


def test_several_parts_of_a_count_are_their_total_without_each(policy: Policy) -> None:
    query = "How many cards are in a Tarrow deck?"
    pages = [_page("a", "A Tarrow deck has 48 cards."),
             _page("b", "Tarrow is played with 48 cards."),
             _page("c", "The Tarrow deck is dealt out in 6 hands of 8 cards.")]
    assert run(policy, event(query, *pages)).context.status == "clean"
    wrong = _page("c", "The Tarrow deck is dealt out in 6 hands of 9 cards.")
    assert run(policy, event(query, *pages[:2], wrong)).context.status != "clean"


def test_a_count_of_items_a_modifier_sizes_is_their_total(policy: Policy) -> None:
    query = "How long is a solar day on Kessler?"
    pages = [_page("a", "A solar day on Kessler lasts 80 Earth days."),
             _page("b", "On Kessler a solar day takes 80 Earth days."),
             _page("c", "Kessler turns slowly, so one solar day equals two of its 40-day years.")]
    assert run(policy, event(query, *pages)).context.status == "clean"
    wrong = _page("c", "Kessler turns slowly, so one solar day equals two of its 50-day years.")
    assert run(policy, event(query, *pages[:2], wrong)).context.status != "clean"


def test_one_unit_a_later_amount_measures_is_no_answer() -> None:
    text = "On Tellus Minor one local day equals 31 Earth hours, and a year is 400 days."
    values = read_text(text).values
    subjects = unit_subjects(text, values)
    assert [v.surface for v in values if v.start in subjects] == ["one local day"]


def test_one_unit_measured_by_nothing_is_kept() -> None:
    text = "The ferry crossing takes one day, and the return one day and a half."
    assert not unit_subjects(text, read_text(text).values)
