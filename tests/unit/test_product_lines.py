"""Product lines: a measure or count in the clause of a product word (a print, a replica, a
vial, a block of N) in a sentence with a price is the product's, never the subject's; a
product whose content is the subject (a course, a poster's "all 118 elements") still states
the subject's counts."""

from __future__ import annotations

import pytest

from workers.engine import Policy
from workers.engine.product_lines import _product_line

from .conftest import chunk, event, run


@pytest.mark.parametrize(
    ("text", "surface", "sold"),
    [("Van Gogh – The Starry Night, canvas print 60 × 75 cm, €49.95.", "75 cm", True),
     ("Inactivated polio vaccine (IPV), 10-dose vial — about $2.80 per dose.", "10", True),
     ("Inverted Jenny replica block of 4, unused — $9.95.", "4", True),
     ("Periodic table poster, A1, updated with all 118 elements. £14.99.", "118", False),
     ("Learn the modern Georgian script: all 38 letters with audio — course £29.", "38",
      False),                                                    # a course is no product word
     ("Croatia euro coin set 2023, 8 coins (1 cent – 2 euro), BU in folder — €34.90.", "2023",
      True),                                                     # the set's year
     ("Kestrel Trail 2 tent, 1.9 kg, £249.", "1.9 kg", False),   # the subject itself
     ("A canvas print of The Starry Night measures 60 × 75 cm.", "75 cm", False)],  # no price
)
def test_a_product_s_own_measure(text: str, surface: str, sold: bool) -> None:
    at = text.index(surface)
    assert _product_line(text, at, at + len(surface), frozenset()) is sold


def test_the_question_s_own_product_word_is_answered_by_its_line() -> None:
    text = "Inactivated polio vaccine (IPV), 10-dose vial — about $2.80 per dose."
    at = text.index("10")
    assert not _product_line(text, at, at + 2, frozenset({"vial", "per dose", "10-dose"}))


def test_a_product_line_makes_no_conflict(policy: Policy) -> None:
    query = "How many polio cases were there worldwide in 1988?"
    result = run(policy, event(
        query,
        chunk("a", "Q: how many polio cases in 1988? A: about 350,000 a year.", "team_wiki"),
        chunk("b", "Inactivated polio vaccine (IPV), 10-dose vial — about $2.80 per dose "
                   "through UNICEF.", "team_wiki")))
    assert result.context.status == "clean"
