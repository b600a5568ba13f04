"""A clause that opens by naming its own rate ("VAT at 20%") states that noun's rate."""

from __future__ import annotations

from tests.unit.conftest import chunk, event
from workers.engine.asked_claims import asked_claims
from workers.engine.budget import UNLIMITED
from workers.engine.named_rates import named_rate
from workers.engine.query import read_query
from workers.engine.reading import read_text


def _kept(query: str, text: str) -> list[str]:
    ev = event(query, chunk("c", text))
    claims = asked_claims(list(enumerate(ev.chunks)), read_query(ev), {}, UNLIMITED)[0]
    return [v.display for claim in claims for v in claim.values.values()]


def _rate_nouns(text: str) -> list[str]:
    return [named_rate(text, v) for v in read_text(text).values if v.dimension == "percent"]


def test_a_clause_opening_on_a_noun_and_at_names_the_rate() -> None:
    assert _rate_nouns("4.1 GST at 15% applies to the service fee only.") == ["gst"]
    assert _rate_nouns("Interest at 2% is added monthly; late fees also apply.") == ["interest"]
    assert _rate_nouns("Charged at 12% of the hire fee.") == [""]
    assert _rate_nouns("The service fee is 12% of the hire fee.") == [""]


def test_another_nouns_rate_answers_nothing_and_the_asked_ones_stays() -> None:
    query = "What percentage commission does the agency take on each sale?"
    assert _kept(query, "2.1 VAT at 20% is charged on the commission.") == []
    assert _kept(query, "Commission at 12% is taken on every sale.") == ["12%"]
