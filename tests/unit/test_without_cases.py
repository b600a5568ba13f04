"""A yes/no question's clause for the case without the thing it names answers nothing."""

from __future__ import annotations

from workers.engine import Policy

from .conftest import chunk, event, run


def _page(chunk_id: str, text: str) -> dict[str, object]:
    return chunk(chunk_id, text, "team_wiki", doc_id=f"site-{chunk_id}.example")


_QUERY = "May anglers fish the Corran reservoir with a day permit?"
_PAGES = [_page("a", "Anglers may fish the Corran reservoir with a day permit."),
          _page("b", "With a day permit, anglers can fish the Corran reservoir.")]


def test_the_case_without_the_asked_thing_is_no_answer(policy: Policy) -> None:
    other = _page("c", "Anglers must not fish the Corran reservoir without a permit.")
    assert run(policy, event(_QUERY, *_PAGES, other)).context.status == "clean"


def test_the_asked_case_denied_still_disputes(policy: Policy) -> None:
    denied = _page("c", "Anglers must not fish the Corran reservoir, permit or not.")
    assert run(policy, event(_QUERY, *_PAGES, denied)).context.status != "clean"


def test_a_question_about_the_case_without_it_is_answered_by_it(policy: Policy) -> None:
    query = "May anglers fish the Corran reservoir without a permit?"
    pages = [_page("a", "Anglers must not fish the Corran reservoir without a permit."),
             _page("b", "Anglers may fish the Corran reservoir without a permit.")]
    assert run(policy, event(query, *pages)).context.status != "clean"
