"""Named answers: a run of titles before a name, and a firm's initials for its partners."""

import pytest

from workers.engine.initialisms import same_initialism
from workers.engine.values import Value, same_name, texts_differ


def _name(surface: str, exact: str) -> Value:
    return Value("text", surface, surface, 0, "name", exact=exact)


def test_a_run_of_titles_is_no_part_of_the_name() -> None:
    assert same_name("admiral sir ada moss", "ada kestrel moss")
    assert same_name("sir ada moss", "ada moss")
    assert not same_name("major general sir ada moss", "ada kestrel hume")


@pytest.mark.parametrize(("initials", "name"), [
    ("HWR", "hale wren rusk"),  # one initial per surname
    ("AHBR", "hale rusk"),  # given name and surname of each partner
    ("AHBR", "anna hale bo rusk"),
])
def test_an_initialism_agrees_with_its_partners(initials: str, name: str) -> None:
    assert same_initialism(initials, initials.lower(), name.title(), name)
    assert not texts_differ(_name(initials, initials.lower()), _name(name.title(), name), 0.0)


@pytest.mark.parametrize(("initials", "name"), [
    ("ABM", "bill mason"),  # no two equal runs
    ("AHBR", "hale gray"),  # a run ends on another letter
    ("AHBR", "rusk"),  # one word
])
def test_an_initialism_of_others_still_differs(initials: str, name: str) -> None:
    assert not same_initialism(initials, initials.lower(), name.title(), name)
    assert texts_differ(_name(initials, initials.lower()), _name(name.title(), name), 0.0)


def test_lower_case_words_are_no_initialism() -> None:
    assert not same_initialism("hr", "hr", "Hale Rusk", "hale rusk")
