"""A prohibition excepting the very case a yes/no question asks under is a permission there."""

from workers.engine.asked_case_excepted import asked_case_excepted
from workers.engine.values import Value


def _clause(display: str, exact: str) -> Value:
    return Value("clause", display, display, 0, "modal", exact=exact)


_Q = "May walkers cross the Oskby dunes at a marked gate?"


def test_an_exception_naming_the_asked_case_grants_it() -> None:
    read = asked_case_excepted(
        _clause("must not [without the small green gate]", "prohibit||gate,green,small"), _Q)
    assert (read.display, read.exact) == ("may", "permit||")


def test_other_exceptions_conditions_and_questions_are_left_alone() -> None:
    other = _clause("must not [except with a ranger]", "prohibit||ranger")
    assert asked_case_excepted(other, _Q) is other
    conditioned = _clause("must not [in spring] [without a gate]", "prohibit|spring|gate")
    assert asked_case_excepted(conditioned, _Q) is conditioned
    plain = _clause("must not", "prohibit||")
    assert asked_case_excepted(plain, _Q) is plain
    asked_without = "May walkers cross the Oskby dunes without a marked gate?"
    excepted = _clause("must not [without the small green gate]", "prohibit||gate,green,small")
    assert asked_case_excepted(excepted, asked_without) is excepted


def test_an_exception_carving_a_kind_of_the_prohibited_thing_keeps_the_rule() -> None:
    """"Dogs are not allowed on the dunes, except sheep dogs": asked about a dog in general,
    the rule answers; asked about a sheep dog, the exception does."""
    from workers.engine.fields.clauses import find
    kind = find("Dogs are not allowed on the Oskby dunes, except sheep dogs.", 0).value
    assert kind is not None and kind.exact.startswith("prohibit||")
    assert asked_case_excepted(kind, "May walkers take a dog onto the Oskby dunes?") is kind
    read = asked_case_excepted(kind, "May walkers take a sheep dog onto the Oskby dunes?")
    assert (read.display, read.exact) == ("may", "permit||")
