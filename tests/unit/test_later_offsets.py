"""A date whose joined clause places the asked event "<amount> later" (``relative_dates``),
and "found" as the past of "find" (``predicate_words``)."""

from __future__ import annotations

from workers.engine import Policy
from workers.engine.predicate_words import predicate_hits

from .conftest import chunk, event, run

_FOUNDING = frozenset({"#founding"})
_QUERY = "In what year was the Harrowgate Glassworks established?"
_PAGES = ("Harrowgate Glassworks | Established: 1764 | Founder: Ann Pell",
          "The Harrowgate Glassworks has been making glass since 1764.")


def _page(chunk_id: str, text: str) -> dict[str, object]:
    return chunk(chunk_id, text, "team_wiki", doc_id=f"site-{chunk_id}.example")


def test_found_with_an_object_is_the_past_of_find() -> None:
    assert predicate_hits("Quarrymen found the sand in 1761.", _FOUNDING) == []
    assert predicate_hits("They found out in 1761.", _FOUNDING) == []
    assert [h[2] for h in predicate_hits("Ann Pell helped found the works.", _FOUNDING)] \
        == ["#founding"]
    assert [h[2] for h in predicate_hits("The works was founded in 1764.", _FOUNDING)] \
        == ["#founding"]


def test_a_date_before_a_later_clause_dates_the_earlier_event(policy: Policy) -> None:
    pages = [_page(str(i), t) for i, t in enumerate(_PAGES)]
    earlier = _page("c", "Quarrymen found the sand in 1761, and Ann Pell opened the glassworks "
                         "three years later.")
    assert run(policy, event(_QUERY, *pages, earlier)).context.status == "clean"
    own = _page("c", "Ann Pell opened the glassworks in 1761, and a second furnace came three "
                     "years later.")
    assert run(policy, event(_QUERY, *pages, own)).context.status != "clean"


def test_a_shared_subject_leaves_the_later_clause_the_asked_event() -> None:
    from .conftest import sentence_answers

    query = "In what year did the Corrin weavers move to their new mill?"
    shared = "The weavers started at Tarbet in 1802 and moved to the new mill six years later."
    assert sentence_answers(query, shared) == []
    own = "The weavers moved to the mill in 1808 and moved again six years later."
    assert sentence_answers(query, own) == ["1808"]
