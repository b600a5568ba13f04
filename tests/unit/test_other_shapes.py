"""More clause shapes that give a date to another subject, read for a doer question."""

from __future__ import annotations

import pytest

from workers.engine.event_subjects import other_subject_event
from workers.engine.other_shapes import lone_or_owned, sentence_subject

_OWN = frozenset("ada vale publish published atlas coast".split())


def _own(word: str) -> bool:
    return word.lower() in _OWN


@pytest.mark.parametrize(
    ("text", "at", "other"),
    [("Quinine was first isolated from the bark by Pelletier in 1820.", "1820", "quinine"),
     ("Vale's sequel appeared in 1861.", "1861", "vale sequel"),
     ("Bramble, a pony said to have carried her, died at the farm in 1870.", "1870",
      "bramble"),
     ("Fog, 1990 — Bramble, a pony said to have carried her, died in 1870.", "1870",
      "bramble"),                                             # the sentence after a dash
     ("Vale was born in 1790.", "1790", ""),                  # the asked name
     ("It was first published in 1848.", "1848", ""),         # a pronoun
     ("Vale's atlas appeared in 1848.", "1848", ""),          # the asked thing of its owner
     ("Ada Vale, a mapmaker of the coast, died at the farm in 1870.", "1870", ""),
     ("Bramble, a pony, and the atlas in 1870.", "1870", ""),  # no verb opens the clause
     ("Captain Vale, the author, sailed in 1850.", "1850", ""),  # a title and the name
     ("The Vale Museum in Arden opened in 1929.", "1929", "arden"),   # placed elsewhere
     ("The Vale Atlas in Arden opened in 1929.", "1929", ""),  # the asked name, placed
     ("The Vale Museum in Coast opened in 1929.", "1929", ""),  # the question's place
     ("The Georgian-style Atlas in Arden opened in 1929.", "1929", ""),  # a description
     ("The Georgian Atlas in Arden opened in 1929.", "1929", "arden")],  # a name's word
)
def test_doer_question_dates_another_subject(text: str, at: str, other: str) -> None:
    assert other_subject_event(text, text.index(at), _own, doer=True) == other


def test_passive_question_reads_none_of_them() -> None:
    text = "Quinine was first isolated from the bark by Pelletier in 1820."
    assert other_subject_event(text, text.index("1820"), _own, doer=False) == ""


def test_shapes_read_alone() -> None:
    assert lone_or_owned("Quinine was isolated in ", _own) == "quinine"
    assert lone_or_owned("The atlas was isolated in ", _own) == ""
    text = "Bramble, a pony said to have carried her, died in 1870."
    begin = text.index(" died")
    assert sentence_subject(text, begin, text[begin:text.index("1870")], _own) == "bramble"
