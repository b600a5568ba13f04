"""A row's band of numbers that holds the question's own number names the question's case."""

from workers.engine.band_rows import band_terms

_QUESTION = "What does a school party of 14 pay per pupil for the pottery tour?"


def test_a_band_holding_the_asked_number_names_it() -> None:
    assert band_terms("10-18 (schools) | £6.50", _QUESTION) == frozenset({"10", "18"})
    assert band_terms("10 to 18 pupils | £6.50", _QUESTION) == frozenset({"10", "18"})


def test_a_band_without_the_asked_number_names_nothing() -> None:
    assert band_terms("1-9 | £8", _QUESTION) == frozenset()
    assert band_terms("19-40 | £5", _QUESTION) == frozenset()


def test_only_the_first_cell_and_whole_numbers_count() -> None:
    assert band_terms("Schools | 10-18 pupils", _QUESTION) == frozenset()
    assert band_terms("10-18 | £6.50", "What is the price per pupil?") == frozenset()
    assert band_terms("10-18 | £6.50", "What is the fee for £14.50 tickets?") == frozenset()
