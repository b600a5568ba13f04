"""A value the sentence restates later is no first value: its place may stand between them."""

from __future__ import annotations

from workers.engine.reading import read_text
from workers.engine.restated_firsts import restated_first


def test_a_worded_offset_restated_by_its_date_is_read_past() -> None:
    text = "Jun 3, 2021 — Ten years ago today the Grey Lantern revue closed in Marlow, " \
           "on 3 June 2011, after 900 shows."
    sentence = next(s for s in read_text(text).sentences if "revue" in s.snippet)
    first = min(v.start for v in sentence.sentence_values)
    assert text[restated_first(sentence, first):].startswith("3 June 2011")


def test_a_value_written_once_stays_first() -> None:
    text = "The revue closed in Marlow on 3 June 2011 after 900 shows."
    sentence = read_text(text).sentences[0]
    first = min(v.start for v in sentence.sentence_values)
    assert restated_first(sentence, first) == first
