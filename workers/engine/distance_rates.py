"""A price per mile or kilometre is a rate for distance, not the price a question asks.

"What does the band charge for a three-hour ceilidh?" asks a price for the booking; "Travel
over 40 miles is charged at 45p a mile" states what each mile of travel costs, another
charge. A sentence whose every amount of money is priced per a unit of travel distance
(``_DISTANCE_UNITS``) answers only a question about moving something a distance: one that
names such a unit itself ("per mile", "mileage") or a word of travel (``_TRAVEL_WORDS``: a
short, closed class of nouns and verbs of carrying or journeying). Invariant: a sentence with
any flat amount, or priced per another unit (a metre of a boat, a head), is untouched, and
so is every sentence for a question that speaks of distance or travel.
"""

from __future__ import annotations

import re

from workers.engine.query_memo import per_query
from workers.engine.sentence_readings import SentenceReading

_DISTANCE_UNITS = frozenset(("mile", "km", "kilometre", "kilometer"))
"""Per-units of a money value (``fields.money``) that measure a distance travelled."""
_TRAVEL_WORDS = re.compile(
    r"\b(?:miles?|mileage|km|kilomet(?:re|er)s?|distance|travel\w*|journeys?|trips?|"
    r"deliver\w*|transport\w*|fares?|taxis?|cabs?|drive|driving|rides?|transfers?|"
    r"call[- ]out|collection)\b", re.IGNORECASE)
"""Words of a question asking what moving a distance costs."""


@per_query
def _asks_distance(query: str) -> bool:
    """Does the question speak of a distance or of travel (``_TRAVEL_WORDS``)?"""
    return _TRAVEL_WORDS.search(query) is not None


def distance_rate(sentence: SentenceReading, query: str) -> str:
    """"per:<unit>" when every money value of the sentence's reading is priced per a unit of
    travel distance ("45p a mile") and the question speaks of no distance nor travel; ""
    otherwise."""
    units = {v.dimension for v in sentence.values if v.field == "money"}
    if not units or not units <= _DISTANCE_UNITS or _asks_distance(query):
        return ""
    return f"per:{min(units)}"
