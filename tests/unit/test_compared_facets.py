"""A facet named only as the term of a comparison scopes nothing (``compared_facets``)."""

from __future__ import annotations

from workers.engine.compared_facets import uncompared
from workers.engine.fields import facets
from workers.engine.fields.scan import scan
from workers.engine.reading import read_text


def _regions(text: str) -> list[str]:
    return [value for _, value, _, _ in uncompared(text, facets.find(scan(text)))]


def test_the_compared_country_is_dropped() -> None:
    assert _regions("The ferry tax rose to €4 in Japan in 2019, the same year as Germany.") \
        == ["JP"]
    assert _regions("Tickets in Canada cost less than in the UK.") == ["CA"]
    assert _regions("Unlike France, Germany taxes it.") == ["DE"]


def test_a_plain_mention_stays() -> None:
    assert _regions("In Japan the tax is €4; in Germany it is €6.") == ["JP", "DE"]
    assert _regions("Shipping to Canada takes 5 days.") == ["CA"]


def test_a_sentence_is_scoped_by_its_own_country_not_the_compared_one() -> None:
    text = ("Re: ferry history — the ferry tax was brought in across Japan in 1961, same as "
            "Germany, and doubled later. — reply #4")
    assert read_text(text).sentences[0].facets == (("region", "JP"),)
