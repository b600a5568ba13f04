"""Class answers: the sport, medium or party a *what <noun>* question asks for."""

from __future__ import annotations

import pytest

from workers.engine.reading import read_text
from workers.engine.slots import answer, read_slot


def _answer(query: str, text: str) -> list[str]:
    out = []
    for offset, body in [(0, text)]:
        out.extend(v.display for v in answer(body, offset, read_text(body).values,
                                             read_slot(query)))
    return out


@pytest.mark.parametrize(
    ("query", "text", "found"),
    [
        ("What sport does Cameron Murray play?",
         "Cameron Murray is a semi-professional footballer who plays for Dorchester Town.",
         ["football"]),
        ("What political party is Senator Tate a member of?",
         "Tate was a Republican member of the Colorado House of Representatives.",
         ["Republican"]),
        ("What is the medium of Loitering with Intent?",
         "Loitering with Intent is a novel by Scottish author Muriel Spark.", ["novel"]),
        ("What sport is Doug Harvey associated with?",
         "Doug Harvey (ice hockey) was a Canadian professional hockey player.", ["ice hockey"]),
    ],
)
def test_a_class_term_beside_the_subject_answers(query: str, text: str, found: list[str]) -> None:
    assert _answer(query, text) == found


def test_a_class_term_away_from_the_subject_is_context() -> None:
    text = "The stadium hosts basketball. Cameron Murray was born in Halifax in 1995."
    assert _answer("What sport does Cameron Murray play?", text) == []
    assert _answer("What sport does Cameron Murray play?",
                   "Murray played football and basketball as a boy.") == []


def test_a_row_labelled_with_the_class_noun_needs_no_name() -> None:
    assert _answer("What sport is Pekka Niemi known for?",
                   "Height 170 cm Sport: Ice Hockey Club: Kittila") == ["Ice Hockey"]
    assert _answer("What sport is Pekka Niemi known for?",
                   "Global Sports Golf International Football La Liga") == []
    assert _answer("What is the language of the film Choorian?",
                   "Choorian is a 1998 Pakistani Urdu-language action film.") == ["Urdu"]


def test_a_class_noun_is_no_agent() -> None:
    assert not read_slot("What gender is the student body of St. Michael Academy?").agent
    assert read_slot("20000 series is operated by which private railway operator?").agent
    assert read_slot("Who designed the Gunbus?").agent


@pytest.mark.parametrize(
    ("query", "text", "found"),
    [
        # an infobox row whose label carries a qualifier, or names the class another way
        ("What political party is Senator Velt a member of?",
         "Office Ohio Senate Political party Republican Spouse Ann", ["Republican"]),
        ("What is the style of Orsby Chapel?",
         "Completed 1776 Architectural style : Baroque Address Front St.", ["Baroque"]),
        ("What political party is Senator Velt a member of?", "Party: Democratic", ["Democratic"]),
        ("What is the profession of Arno Velt?", "Born 1901 Occupation Painter", ["Painter"]),
        # a row labelled with a noun of another class answers nothing
        ("What political party is Senator Velt a member of?",
         "Hometown Orsby Favourite sport: Republican", []),
    ],
)
def test_a_row_labelled_with_the_class_answers(query: str, text: str, found: list[str]) -> None:
    assert _answer(query, text) == found


def test_a_singers_voice_is_a_profession() -> None:
    assert _answer("What is the profession of Arno Velt?",
                   "Arno Velt (born 1951) is a German mezzo-soprano.") == ["mezzo-soprano"]


def test_a_party_before_a_title_and_name_answers() -> None:
    # news style: the party, the title's abbreviation, the name; the "." of "Sen." ends
    # neither the sentence nor the clause
    text = "Critics say Republican Sen. Arno Velt stalled the bill."
    assert _answer("What political party is Senator Velt a member of?", text) == ["Republican"]


def test_a_type_of_a_class_asks_for_a_member_of_it() -> None:
    assert read_slot("221B Baker Street is a game for which type of medium?").asked == "medium"
    assert read_slot("What is the type of institution Fontbonne is?").asked == "institution"
    assert read_slot("What type of music is associated with The Gamblers?").asked == "type"
    assert _answer("What is the type of institution Fontbonne is?",
                   "Fontbonne Academy boasts a 100% college acceptance rate.") == ["Academy"]


@pytest.mark.parametrize(
    ("query", "text", "found"),
    [
        ("What sport is Pekka Salo known for?",
         "Pekka Salo is a Finnish cross-country skier who competed in 1936.",
         ["cross-country skiing"]),
        ("What sport is Pekka Salo known for?",
         "Pekka Salo is a retired Finnish heavyweight weightlifter.", ["weightlifting"]),
        ("What sport is Pekka Salo known for?",
         "Pekka Salo is a British swimmer who competed at the 1936 Olympics.", ["swimming"]),
        ("What sport is Jeffrey Salo known for?",
         "Jeffrey Salo met Tom Archer in 1990.", []),
        ("What political party is Senator Tate a member of?",
         "GOP Sen. Jack Tate said on Monday that he would run again.", ["Republican"]),
    ],
)
def test_an_athlete_names_the_sport_and_another_name_the_party(
    query: str, text: str, found: list[str]
) -> None:
    assert _answer(query, text) == found


@pytest.mark.parametrize(
    ("text", "found"),
    [
        ("WCMA (1600 AM) is a radio station broadcasting a Spanish Tropical format.",
         ["Spanish Tropical"]),
        ("WCMA is a radio station airing an adult contemporary format.",
         ["adult contemporary"]),
        ("WCMA is an AM radio station in Bayamon.", []),
        ("WRXD is a radio station broadcasting a Spanish Top 40/CHR format.", []),
    ],
)
def test_a_broadcast_format_is_read_and_a_radio_station_is_no_format(
    text: str, found: list[str]
) -> None:
    assert _answer("What is the broadcast format of WCMA?", text) == found
