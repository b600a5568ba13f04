"""A label the event itself gives as the subject's nickname is no other entity
(``entity_aliases``). The texts are invented."""

from __future__ import annotations

from workers.engine.entities import chunk_entities
from workers.engine.entity_aliases import aliased

_Q = "In what year did Tam Rusk win the world bantamweight title?"


def test_a_label_written_after_an_alias_cue_is_an_alias() -> None:
    names = ("Tam Rusk",)
    assert aliased("iron pixie", ["Tam Rusk | Nickname: The Iron Pixie | Born: 1901"], names)
    assert aliased("iron pixie", ["Tam Rusk, known as the Iron Pixie, fought 140 bouts."],
                   names)
    assert not aliased("iron pixie", ["The Iron Pixie pub opened in 1990."], names)
    assert not aliased("ohio", ["Tam Rusk | Nickname: The Iron Pixie"], names)
    assert not aliased("iron", ["Tam Rusk's gym, known as Iron Pixie Hall"], names)  # runs on
    assert not aliased("iron pixie", ["Nickname: The Iron Pixie. Tam Rusk boxed."], names)


def test_a_nickname_tail_sets_no_chunks_apart() -> None:
    texts = {
        "box": "Tam Rusk | Nickname: The Iron Pixie | World bantamweight champion: 1921",
        "shop": "Updated 2024 · Tam Rusk, The Iron Pixie, poster A2 — £20.00.",
        "forum": "Re: the Iron Pixie — Tam Rusk won the world bantamweight title in 1920.",
        "kids": "Tam Rusk was small, but he won the world bantamweight title in 1921!",
    }
    assert chunk_entities(texts, _Q) == {}
    del texts["box"]  # nothing says the tail is his nickname: it may tell two apart
    assert chunk_entities(texts, _Q) != {}
