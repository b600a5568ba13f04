"""Values one chunk states side by side (``costated``): a day without its year states no
year, so it explains no dispute between two years."""

from __future__ import annotations

from workers.engine import Policy

from .conftest import chunk, event, run

_QUERY = "In what year was the Orlen Prize for prose first awarded?"
_TWO_YEARS = (
    chunk("a", "Orlen Prize | Awarded for: prose | First awarded: 1961 | Value: £900",
          "team_wiki"),
    chunk("b", "Q: when was the orlen prize first awarded? A: The Orlen Prize for prose was "
               "first awarded in 1964, to a Fife novelist. 2 answers", "team_wiki"),
    chunk("c", "Re: small prizes — the Orlen Prize for prose was first awarded in 1961, "
               "and it still runs.", "team_wiki"),
)


def test_a_day_without_its_year_explains_no_dispute_between_years(policy: Policy) -> None:
    closing = chunk("d", "Entries for the Orlen Prize for prose: fee £4, closing date 30 June.",
                    "team_wiki")
    result = run(policy, event(_QUERY, *_TWO_YEARS, closing))
    assert result.context.status != "clean"
    assert any("date" in c.detected_fields for c in result.conflicts)

