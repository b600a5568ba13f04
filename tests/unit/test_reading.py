"""Reading a text: sentences, questions, tables, and what each value measures."""

from __future__ import annotations

from workers.engine.reading import read_text
from workers.engine.sentences import sentences


def measures(text: str) -> list[tuple[str, list[str]]]:
    return [(s.measure, [v.display for v in s.values]) for s in read_text(text).sentences]


def test_sentences_end_at_stops_line_breaks_and_spaced_dashes_not_decimals() -> None:
    parts = [body.strip() for _, body in sentences("Costs $42.00 per seat. Next - line\nA | B")]
    assert parts == ["Costs $42.00 per seat.", "Next", "- line", "A | B"]


def test_a_bare_date_or_number_joins_the_dash_led_part_it_heads() -> None:
    parts = [body.strip() for _, body in sentences("14 March 2024 — we opened. Plan — 30 days")]
    assert parts == ["14 March 2024 — we opened.", "Plan", "— 30 days"]


def test_each_value_measures_its_nearest_named_word() -> None:
    text = "Orders over $50 ship free and can be returned within 30 days of delivery."
    assert measures(text) == [("shipping", ["50.00 USD"]),
                              ("return-window", ["30 day", "delivery"])]


def test_a_question_claims_nothing() -> None:
    reading = read_text("Is it 14 days? It is 30 days.")
    assert [[v.display for v in s.values] for s in reading.sentences] == [["30 day"]]


def test_table_rows_read_with_their_header_and_first_cell() -> None:
    reading = read_text("Service | Availability SLO\nsearch-api | 99.95%\ncheckout-api | 99.9%")
    assert [(s.measure, s.row) for s in reading.sentences] == [
        ("availability", frozenset({"search", "api"})),
        ("availability", frozenset({"checkout", "api"})),
    ]


def test_identifiers_measure_their_kind() -> None:
    assert measures("The minimum OpenSSL on prod hosts is 3.0.8.") == [
        ("version", ["version:3.0.8"])]


def test_abbreviations_do_not_end_a_sentence() -> None:
    parts = [b.strip() for _, b in sentences("The filter is part no. AP-F300-B. Use e.g. staging.")]
    assert parts == ["The filter is part no. AP-F300-B.", "Use e.g. staging."]


def test_a_mark_a_lower_case_word_follows_is_a_title_s_not_a_sentence_end() -> None:
    parts = [b.strip() for _, b in sentences(
        "Gone, Baby! toured in 1971. Was it Moss? No! Then Quiz Time? closed in 1980.")]
    assert parts == ["Gone, Baby! toured in 1971.", "Was it Moss?", "No!",
                     "Then Quiz Time? closed in 1980."]
    link = [b.strip() for _, b in sentences("See https://x.example/index.php? title=Gone. Or "
                                            "table ? t=12 now.")]
    assert link == ["See https://x.example/index.php?", "title=Gone.", "Or table ?", "t=12 now."]


def test_values_in_parentheses_are_asides() -> None:
    (sentence,) = read_text("Calls are retried up to 5 times (base 200 ms).").sentences
    aside = [v.display for v in sentence.values if v.start in sentence.asides]
    assert aside == ["0.2 second"]


def test_a_dash_led_part_inherits_its_lead_words() -> None:
    reading = read_text("Pro plan (Canada) - CA$39/month when billed monthly.")
    (priced,) = [s for s in reading.sentences if s.values]
    assert {"pro", "plan"} <= priced.terms


def test_a_life_span_in_parentheses_is_not_an_aside() -> None:
    reading = read_text("John Smith (March 15, 1870 – July 25, 1920) was a politician.")
    (sentence,) = reading.sentences
    assert sentence.asides == frozenset()
    assert [v.display for v in sentence.values] == ["1870-03-15", "1920-07-25"]


def test_dates_that_describe_the_document_are_no_claims() -> None:
    for text in ("Mar 14, 2023 ... The AP poll is released every Monday.",
                 "Retrieved 12 July 2021.", "Archived from the original on 5 May 2019.",
                 "Posted on March 3, 2025: our office moves."):
        assert [v for v in read_text(text).values if v.field == "date"] == [], text
    assert [v.display for v in read_text("March 3, 2025 the price list takes effect.").values
            ] == ["2025-03-03"]


def test_a_count_noun_does_not_reach_across_a_column_gap() -> None:
    infobox = read_text("Established: 1850   Department for Education URN: 136458")
    assert "1850 department" not in [v.display for v in infobox.values]
    prose = read_text("We received 120 requests and 3  complaints.")
    assert [v.display for v in prose.values if v.field == "quantity"] == [
        "120 request", "3 complaint"]


def test_a_title_abbreviation_or_circa_ends_no_sentence() -> None:
    text = "Lt. Brant met Sen. Ann Lee. The house was built c. 1835. Water boils at 100 °C. Done."
    parts = [b.strip() for _, b in sentences(text)]
    assert parts == ["Lt. Brant met Sen. Ann Lee.", "The house was built c. 1835.",
                     "Water boils at 100 °C.", "Done."]


def test_a_name_initial_ends_no_sentence_but_a_roman_numeral_or_a_letter_may() -> None:
    def parts(text: str) -> list[str]:
        return [body.strip() for _, body in sentences(text)]

    assert parts("It was directed by K. S. Ravikumar. It was a hit.") == [
        "It was directed by K. S. Ravikumar.", "It was a hit."]
    assert parts("Drawn by J. R. R. Tolkien in 1937.") == ["Drawn by J. R. R. Tolkien in 1937."]
    assert parts("He fought in World War I. Then he died.") == [
        "He fought in World War I.", "Then he died."]
    assert parts("Take Plan B. The next step is easy.") == [
        "Take Plan B.", "The next step is easy."]


def test_a_saint_s_mount_s_or_fort_s_title_ends_no_sentence_before_its_name() -> None:
    def parts(text: str) -> list[str]:
        return [body.strip() for _, body in sentences(text)]

    assert parts("The chapel at St. Bride's dates from 1702. It was rebuilt.") == [
        "The chapel at St. Bride's dates from 1702.", "It was rebuilt."]
    assert parts("From Mt. Rainier to Ft. Lewis to St. Helens is a day. Go.") == [
        "From Mt. Rainier to Ft. Lewis to St. Helens is a day.", "Go."]
    assert parts("We parked on Quay St. The pier was shut.") == [
        "We parked on Quay St.", "The pier was shut."]
    assert parts("The fence is 6 Ft. Tall posts hold it.") == [
        "The fence is 6 Ft.", "Tall posts hold it."]
