"""Values of a table row or label about another thing than the question asks join no conflict."""

from __future__ import annotations

from workers.engine import Policy
from workers.engine.off_topic import other_row

from .conftest import chunk, event, run


def test_only_a_key_to_another_row_is_another_rows() -> None:
    assert other_row("row:stand price")
    assert not other_row("topic")
    assert not other_row("price/money")


def test_two_sheets_disagreeing_on_an_unasked_cell_make_no_conflict(policy: Policy) -> None:
    # the asked cell agrees; the other cell differs between two revisions of the sheet
    result = run(policy, event(
        "What is the per-mile rate on the Tarn Flex van hire plan?",
        chunk("a", "Tarn Flex | Mileage: 32p per mile | Insurance excess: £400"),
        chunk("b", "Tarn Flex | Mileage: 32p per mile | Insurance excess: £650"),
        chunk("c", "On Tarn Flex you pay 32p per mile driven.", "team_wiki")))
    assert result.conflicts == []
    assert result.context.status == "clean"
