"""Territorial designations: a surname and seat ("Munro of Foulis") agrees with the full
name ending on that surname."""

from __future__ import annotations

import pytest

from workers.engine.designations import same_designated
from workers.engine.values import same_name


@pytest.mark.parametrize(
    ("a", "b"),
    [("munro of foulis", "hector alan munro"), ("alan munro of foulis", "hector alan munro"),
     ("j f munro of foulis", "j f munro")],
)
def test_a_surname_and_seat_agrees_with_the_full_name(a: str, b: str) -> None:
    assert same_designated(a, b) and same_designated(b, a)
    assert same_name(a, b)


@pytest.mark.parametrize(
    ("a", "b"),
    [("ella of brora", "ella of tain"),  # both with a seat: two people
     ("ella of brora", "ella munro"),  # the core is no surname of the other
     ("munro of foulis", "hector alan ross"),  # another surname
     ("of foulis", "hector munro")],  # no core
)
def test_other_names_with_a_seat_stay_apart(a: str, b: str) -> None:
    assert not same_designated(a, b)
    assert not same_designated(b, a)


@pytest.mark.parametrize(
    ("a", "b"),
    [("mackays of strathnaver", "donald mackay"), ("mackays of strathnaver", "mackay"),
     ("joneses of llanarth", "jones")],
)
def test_a_family_in_the_plural_and_its_seat_agrees_with_its_surname(a: str, b: str) -> None:
    assert same_designated(a, b) and same_designated(b, a)
    assert same_name(a, b)


@pytest.mark.parametrize(
    ("a", "b"),
    [("mackays of strathnaver", "donald gordon"),  # another surname
     ("ross of balnagown", "ros"),  # "ross" is no plural
     ("mackays of strathnaver", "mackays of tongue")],  # both with a seat
)
def test_a_plural_core_needs_the_other_names_surname(a: str, b: str) -> None:
    assert not same_designated(a, b)
