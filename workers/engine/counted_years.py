"""A bare count of years back from a page's date answers only in the sentence telling the
asked event.

"May 2015 — 80 years ago the Jubilee Pool opened" dates the opening to 1935: a careful
reader counts back from the result's date (``anniversaries`` reads it, year-granular, and
``witnessed_only`` keeps it only where another chunk writes that year). Without "today" the
count may be a year out, and a page's sentence may count back to another event than the
asked one ("50 years ago the Act made it illegal; the station kept broadcasting") or to
another subject's ("100 years ago the Sunday Express printed the first crossword" when the
question asks for The Times'). Such a reckoning stands only where its own clause tells the
asked event of the asked subject (``tied_dates.tied``, strictly: at the clause, and never
merely because another chunk writes the same year); for a question that asks no event
it answers nothing. Every other value passes untouched. Pure; claims are replaced, never
mutated.
"""

from __future__ import annotations

from dataclasses import replace

from workers.engine.anniversaries import bare_count_back
from workers.engine.claims import Claim
from workers.engine.event_of_question import Event
from workers.engine.kept_values import kept
from workers.engine.tied_dates import tied


def told_only(chunks: list[tuple[str, list[Claim]]], event: Event | None
              ) -> list[tuple[str, list[Claim]]]:
    """Each chunk (its text and claims) without the bare count-backs ("80 years ago") its
    text does not tie to ``event`` at their clause (module docstring); a claim left with no
    value is dropped, and nothing changes when no claim holds such a date."""
    if not any(bare_count_back(v) for _, claims in chunks for c in claims
               for v in c.values.values()):
        return chunks
    strict = None if event is None else replace(event, close=True, tie=True)
    return [(text, kept(claims, lambda _, __, v, text=text: not bare_count_back(v) or (
        strict is not None and tied(text, v, strict)))) for text, claims in chunks]
