"""An event's participle right after an article is an adjective ("an open day"), no mention of
the event: a founding question's date never hangs on it (``predicate_words``)."""

from __future__ import annotations

import pytest

from workers.engine import Policy
from workers.engine.predicate_words import predicate_hits

from .conftest import chunk, event, run

_FOUNDING = frozenset({"#founding"})


def _words(text: str, predicate: frozenset[str] = _FOUNDING) -> list[str]:
    return [text[s:e] for s, e, _ in predicate_hits(text, predicate)]


@pytest.mark.parametrize("text", [
    "The guild marked its centenary in 1998 with an open day at the forge.",
    "By 1874 only the old quarter kept its streets in an open , unbuilt state.",
    "Summer 2011: concerts on the open-air terrace drew record crowds.",
    "In 1950 the society became a chartered body with a royal warrant.",
])
def test_an_attributive_participle_names_no_event(text: str) -> None:
    assert _words(text) == []


def test_the_verb_and_the_events_noun_stay_predicate_words() -> None:
    assert _words("The hall opened in 1902 and was formally inaugurated a year later.") == [
        "opened", "inaugurated"]
    assert _words("The founding of the club in 1887 was announced in the paper.") == [
        "founding"]
    assert _words("The gallery was newly opened to visitors in 1931.") == ["opened"]


def test_an_open_day_dates_no_founding(policy: Policy) -> None:
    res = run(policy, event(
        "When was the Verrick Rope Works founded?",
        chunk("a", "The Verrick Rope Works was founded in 1822 by two brothers from Hull.",
              "team_wiki"),
        chunk("b", "Every May since 1990 the Verrick Rope Works has held an open weekend for "
                   "visitors.", "team_wiki"),
    ))
    assert not res.conflicts
