"""Places of one name but different kinds: a fragment's census prose tells which it is."""

from __future__ import annotations

import random
import re

from workers.engine.entities import chunk_entities
from workers.engine.place_kinds import _TO_IS, _before_is, place_kind

Q = "What is the median age in Marrow Creek?"


def test_the_kind_census_prose_calls_its_subject() -> None:
    assert place_kind("The median age in the city was 45.7 years.", ()) == "city"
    assert place_kind("there were 2,764 people residing in the township.", ()) == "township"
    assert place_kind("In the CDP, the population was spread out.", ()) == ""  # no census form
    assert place_kind("The racial makeup of the CDP was 95% White.", ()) == "cdp"
    assert place_kind("The civil parish had a population of 174.", ()) == "parish"
    assert place_kind("The borough's population grew.", ()) == "borough"
    assert place_kind("Marrow Creek is a small market town in Dune County.",
                      ("Marrow Creek",)) == "town"
    assert place_kind("Warwick is a town. The population of the village was 174.",
                      ("Marrow Creek",)) == "village"  # another name's definition: not read
    assert place_kind("The median age in the city was 40; 9,000 residing in the county.",
                      ()) == ""  # two kinds: none


def test_fragments_of_two_kinds_are_two_entities() -> None:
    texts = {"a": "The median age in the city was 45.7 years.",
             "b": "average family size was 2.8. The median age in the city was 30.2 years.",
             "c": "The racial makeup of the CDP was 97% White. The median age was 37 years.",
             "d": "Radio stations near Erie."}
    assert chunk_entities(texts, Q) == {
        "a": "place: city", "b": "place: city", "c": "place: cdp", "d": "unattributed d"}


def test_a_fragment_goes_to_the_one_named_entity_of_its_kind() -> None:
    texts = {
        "v": "Marrow Creek, Michigan Marrow Creek is a village in Michigan.",
        "t": "Marrow Creek Township, Michigan Marrow Creek Township is a civil township.",
        "f": "As of the census of 2010, there were 5,000 people living in the village.",
        "g": "The township has a total area of 36 square miles.",
    }
    labels = chunk_entities(texts, "What is the population of Marrow Creek?")
    assert labels["f"] == "michigan"
    assert labels["g"] == labels["t"] == "township michigan"


def test_one_kind_changes_nothing() -> None:
    texts = {"a": "Marrow Creek is a city. The median age in the city was 45.7 years.",
             "b": "The median age in the city was 30.2 years."}
    assert chunk_entities(texts, Q) == {}


def test_mentions_before_is_are_those_of_the_pattern_per_name() -> None:
    """``_before_is`` finds with ``str.find`` what the pattern compiled per name found."""
    rnd = random.Random(5)
    pieces = ["Ash", "Ash Vale", "ash", "xAsh", "Ash,", " is ", " is a town", "  is\n",
              "Township", " ", ",", "-", "Åsh", "_Ash", "AshAsh", ".", "\n", "é"]
    found = 0
    for name in ("Ash", "Ash Vale", "A.sh", "-Ash", "Ash-"):
        for _ in range(2000):
            text = "".join(rnd.choice([*pieces, name]) for _ in range(rnd.randint(0, 12)))
            pattern = re.compile(rf"\b{re.escape(name)}" + _TO_IS.pattern)
            ends = [m.end() for m in pattern.finditer(text)]
            assert list(_before_is(text, name)) == ends
            found += len(ends)
    assert found > 100  # the texts do hold such mentions


def test_a_gazetteers_as_a_kind_names_the_paragraphs_place() -> None:
    names = ("Marrow Creek",)
    assert place_kind("As a commune, Marrow Creek is a third-level division of Chile.",
                      names) == "commune"
    assert place_kind("the 2002 census. As a province , Marrow Creek is governed by a "
                      "governor.", names) == "province"
    assert place_kind("Since 1870 (as a municipality),\nMarrow Creek has had a mayor.",
                      names) == ""  # no comma right after the kind: no gazetteer form
    assert place_kind("As a county, Dune County has grown; Marrow Creek is a village.",
                      names) == "village"  # another name's kind: not read
    assert place_kind("As a town, Marrow Creek hosts a market.", ()) == ""  # no query name


def test_a_commune_and_its_province_are_two_entities() -> None:
    texts = {"a": "census. Marrow Creek spans 420 km2 and has 16,000 inhabitants. As a "
                  "commune, Marrow Creek is administered by a municipal council.",
             "b": "As a province, Marrow Creek is a second-level division. The province "
                  "had a population of 320,000 inhabitants.",
             "c": "Marrow Creek Population 16,000 inhabitants, density 38 /km2."}
    labels = chunk_entities(texts, "What is the population of Marrow Creek?")
    assert labels["a"] == "place: commune"
    assert labels["b"] == "place: province"
    assert labels["c"] != labels["b"]  # the page titled bare is the name's main place
