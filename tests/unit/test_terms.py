"""The crude stem (``terms.stem``): one stem for a word's spellings."""

from __future__ import annotations

from workers.engine.terms import stem


def test_the_ence_and_ense_spellings_share_a_stem() -> None:
    assert {stem(w) for w in ("licence", "license", "licensed", "licences")} == {"licens"}
    assert stem("defence") == stem("defense")
    assert stem("evidence") == "evidenc"  # no "-ense" spelling: left alone
