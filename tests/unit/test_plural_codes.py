"""A code of letters, a separator and digits with a plural "s" is the same code."""

from workers.engine import Policy
from workers.engine.fields.identifiers import extract
from workers.engine.fields.scan import scan
from workers.engine.fields.spans import Taken

from .conftest import chunk, conflict_sets


def _ids(text: str) -> list[str]:
    return [v.display for v in extract(scan(text), Taken())]


def test_a_plural_s_is_read_without() -> None:
    assert _ids("Over-65s ride free on weekdays.") == ["item:OVER65"]
    assert _ids("The under-12s squad trains on Tuesdays.") == ["item:UNDER12"]
    assert _ids("over-65 riders ride free") == ["item:OVER65"]


def test_a_code_with_letters_after_its_digits_keeps_them() -> None:
    assert _ids("Order sku_1234ab today.") == ["item:SKU1234AB"]
    assert _ids("Fit the PB-441X valve.") == ["item:PB441X"]
    assert _ids("Fit the PB-441s valve.") == ["item:PB441"]


def test_the_plural_rule_meets_the_singular_row(policy: Policy) -> None:
    assert conflict_sets(
        policy, "Can over-65 members swim in the lap pool before 7am?",
        chunk("acl", "Member type | Lap pool before 07:00\nOver-65 member | permitted",
              doc_class="access_control"),
        chunk("pol", "3.1 Over-65s may not swim in the lap pool before 7am."),
    ) == [{"acl", "pol"}]
