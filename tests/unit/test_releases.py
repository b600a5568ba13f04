"""A product's own release number is no answer to which version of another thing it needs."""

from __future__ import annotations

from workers.engine import Policy
from workers.engine.reading import read_text
from workers.engine.releases import own_release, subject_names

from .conftest import chunk, event, run

_QUERY = "Which Python version does Harrowdb 3 require?"


def _versions(text: str) -> list[tuple[str, bool]]:
    return [(v.exact, own_release(text, v, _QUERY)) for v in read_text(text).values
            if v.field == "identifier"]


def test_the_subject_is_every_name_but_the_versioned_thing() -> None:
    assert subject_names(_QUERY) == frozenset({"harrowdb"})
    assert subject_names("Which SDK version must clients of the Orders API use?") == \
        frozenset({"orders", "api"})
    assert subject_names("What is the latest version of quillfmt?") == frozenset()
    assert subject_names("Which nimbus-cli version is required?") == frozenset()


def test_a_version_after_the_subjects_name_is_its_own_release() -> None:
    assert _versions("harrowdb 3.2.1 · Requires: Python >=3.10") == [("3.2.1", True)]
    assert _versions("Harrowdb v3.2.1 requires Python version 3.10.4.") == [
        ("3.2.1", True), ("3.10.4", False)]
    assert _versions("Requires Python version 3.10.4; tested 3.12.1.") == [
        ("3.10.4", False), ("3.12.1", False)]


def test_release_numbers_of_the_subject_are_no_conflict(policy: Policy) -> None:
    agree = run(policy, event(
        _QUERY,
        chunk("a", "harrowdb 3.2.1 · Released: Oct 14, 2025 · Requires: Python >=3.10",
              "team_wiki"),
        chunk("b", "harrowdb 3.1.0 · noarch · depends: python >=3.10", "team_wiki")))
    assert agree.context.status == "clean"
    asked = run(policy, event(
        "Which SDK version must clients use at minimum?",
        chunk("a", "Clients must use SDK v2.5 or later.", "team_wiki"),
        chunk("b", "Clients must use SDK v2.4 or later.", "team_wiki")))
    assert [c.detected_fields for c in asked.conflicts] == [["identifier"]]
