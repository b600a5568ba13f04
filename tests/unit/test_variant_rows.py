"""A value right after the question's noun under another modifier is about another kind."""

from __future__ import annotations

from workers.engine import Policy
from workers.engine.reading import read_text
from workers.engine.variant_rows import another_kind

from .conftest import chunk, event, run

_QUERY = "How long is an Olympic-size swimming pool?"


def _aside(text: str, query: str = _QUERY) -> list[tuple[str, bool]]:
    return [(v.display, another_kind(text, 0, v, query)) for v in read_text(text).values]


def test_a_row_naming_another_kind_of_the_noun_is_set_aside() -> None:
    assert _aside("'short course' competition pool 25 m") == [("25 m", True)]
    assert _aside("the teaching pool 25 m") == [("25 m", True)]


def test_the_questions_own_kind_a_number_or_a_verb_is_no_other_kind() -> None:
    assert _aside("An Olympic swimming pool 50 m long") == [("50 m", False)]
    assert _aside("Our Olympic-size 50m pool 50 m") == [("50 m", False), ("50 m", False)]
    assert _aside("competition pool 25 m, like any swimming pool") == [("25 m", False)]
    assert _aside("Access lasts 4 hours in production.",
                  "How long does a break-glass admin session last?") == [("4 hour", False)]


def test_another_kinds_row_makes_no_conflict(policy: Policy) -> None:
    result = run(policy, event(
        _QUERY,
        chunk("a", "Pool guide: 'short course' competition pool 25 m; Olympic (long course) 50"
              " metres.", "team_wiki"),
        chunk("b", "An Olympic-size swimming pool is 50 m long.", "team_wiki"),
        chunk("c", "Our Olympic-size 50m pool reopens on 4 March.", "team_wiki")))
    assert result.context.status == "clean"
