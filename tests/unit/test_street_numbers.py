"""Street numbers: a number before a street's name is an address, never a year."""

from __future__ import annotations

import pytest

from workers.engine.street_numbers import street_number


@pytest.mark.parametrize(
    ("text", "number", "address"),
    [("The cinema opened at 1420 Main Street in 1911.", "1420", True),
     ("Our office: 1875 Harbour Road, Marlow", "1875", True),
     ("The firm moved to 221B Quay Lane.", "221", True),   # a house's letter
     ("the arcade at 1603 Fenwick", "1603", True),           # "at" and a name
     ("In 1893 Quay Lane was paved.", "1893", False),       # a time word before it
     ("1904 Marlow's new hall opens", "1904", False),       # a timeline's row
     ("in 1893 Dr Osei operated", "1893", False),            # "Dr" is no street word here
     ("the hall at 1900 prices", "1900", False)],            # no name after it
)
def test_a_number_before_a_street_is_an_address(text: str, number: str, address: bool) -> None:
    start = text.index(number)
    assert street_number(text, start, start + len(number)) is address
