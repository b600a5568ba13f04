"""The dimension words of an asked size: labels, the words after a length, travel verbs."""

from workers.engine.measure_labels import measure_labels, other_dimension, other_dimension_label
from workers.engine.terms import stem


def _end(text: str, written: str) -> int:
    return text.index(written) + len(written)


def test_a_diameter_row_answers_how_wide() -> None:
    assert stem("diameter") in measure_labels("How wide is the Brannock gasholder?")
    assert stem("diameter") not in measure_labels("How tall is the Brannock gasholder?")


def test_an_extent_along_the_thing_answers_no_height_question() -> None:
    text = "These days the 9 km of red sandstone cliffs draw climbers."
    assert other_dimension(text, _end(text, "9 km"), "length", "How high are the Orla cliffs?")
    assert not other_dimension(text, _end(text, "9 km"), "length",
                               "How long are the Orla cliffs?")


def test_an_altitude_answers_no_span_question() -> None:
    text = "The glider crossed the bay, 40 feet up, in 1931."
    question = "What was the wingspan of the Merrow glider?"
    assert other_dimension(text, _end(text, "40 feet"), "length", question)
    assert not other_dimension("a 52 m wingspan", 6, "length", question)


def test_a_distance_travelled_answers_no_size_question() -> None:
    text = "In 1931 the pilot flew the Merrow X-2 nearly 3 miles over the bay."
    start = text.index("3 miles")
    end = start + len("3 miles")
    assert other_dimension(text, end, "length", "What was the wingspan of the Merrow X-2?",
                           start)
    assert other_dimension(text, end, "length", "How tall was the Merrow X-2?", start)
    assert not other_dimension(text, end, "length", "How far did the Merrow X-2 fly?", start)
    assert not other_dimension(text, end, "length", "How long was the Merrow flight?", start)


def test_a_row_labelled_with_another_dimension_answers_no_how_adjective() -> None:
    question = "How wide is the Brannock gasholder?"
    assert other_dimension_label("Height: 62 m", "length", question)
    assert not other_dimension_label("Diameter: 70 m", "length", question)
    assert not other_dimension_label("Capacity: 4,000", "length", question)
    assert not other_dimension_label("Height: 62 m", "length", "How tall is the gasholder?")
    assert not other_dimension_label("Height: 62 m", "length", "What is it made of?")


def test_a_length_of_the_asked_dimension_word_is_not_an_extent() -> None:
    text = "The summit stands at 2,100 m of altitude."
    assert not other_dimension(text, _end(text, "2,100 m"), "length", "How high is Mount Orla?")
