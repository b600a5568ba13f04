"""A length a journey's words follow is a distance travelled, never a height."""

from workers.engine import Policy
from workers.engine.travel_distances import travelled

from .conftest import chunk, conflict_sets


def test_journey_words_after_a_length() -> None:
    for text in ("54 km each way", "12 km away", "a 30 km round trip", "8 km by road",
                 "3 km on foot", "20 km drive"):
        at = text.index("km") + 2
        assert travelled(text, at), text


def test_a_things_own_length_is_no_journey() -> None:
    for text in ("40 m tall", "40 m from base to crown", "12 km long", "40 m, the tallest"):
        at = text.index(" m") + 2 if " m" in text else text.index("km") + 2
        assert not travelled(text, at), text


def test_a_trips_distance_makes_no_height_conflict(policy: Policy) -> None:
    assert conflict_sets(
        policy, "How tall is the Brennholt radio mast?",
        chunk("a", "Brennholt radio mast | Height: 212 m | Built: 1961", "team_wiki"),
        chunk("b", "The Brennholt radio mast is 212 m tall.", "team_wiki"),
        chunk("c", "Day trip from Oskby to the Brennholt radio mast and the lakes, 48 km each "
              "way, £30.", "team_wiki"),
    ) == []
