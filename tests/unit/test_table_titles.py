"""A table whose rows repeat their first cell is no titled page (``table_titles``)."""

from __future__ import annotations

from workers.engine.entities import chunk_entities
from workers.engine.table_titles import table_rows

QUERY = "What is the catalogue code of the pendulum for the Ashdown wall clock?"


def test_a_first_row_repeated_by_the_next_is_no_title() -> None:
    text = "Ashdown wall clock | Pendulum | AW-P-112 | £18\nAshdown wall clock | Key | AW-K-3 | £4"
    assert table_rows(text, "Ashdown wall clock | Pendulum | AW-P-112 | £18")
    assert not table_rows("Ashdown Hall Ashdown Hall is a manor.", "Ashdown Hall")


def test_rows_of_one_item_name_no_entity_of_their_own() -> None:
    texts = {
        "a": "Ashdown wall clock | Pendulum | AW-P-112 | £18\nAshdown wall clock | Key | AW-K-3",
        "b": "Ashdown wall: fit pendulum AW-P-121 from the drawer.",
    }
    assert chunk_entities(texts, QUERY) == {}
