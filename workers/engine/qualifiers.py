"""Values the question itself states: conditions of the question, never its answer.

"How much is a night's mooring for a 9 m boat?", "How many calories are in a 330 ml can?",
"What dose for a 70 kg adult?", "How long does it take at 20 °C?": the 9 m, the 330 ml, the
70 kg and the 20 °C set the case the question asks about. Wherever a value of that kind
recurs in a text ("for our 8.5 m boat", "boats up to 10 m: CHF 45") it states the case, not
the answer, when the question asks for another kind of value. (When it asks for that very
kind, "When does the 18-month guarantee start?", every value of it may answer: "the
18-month guarantee runs from delivery".)

A "how many" question that states a count of the very noun it counts ("How many cups of
beans make one cup of paste?") asks for the other side of a ratio: a count equal to its own
("one cup of paste", "a 1 cup jar") states the case too, while every other count of that
noun ("about 3 cups of beans") may answer.

A "how much" question that names no material asks a price, and a count it states ("How much
is a box of 2,000 paintballs?") is the pack it asks about: a count of that noun in a text
("Box of 2,000 paintballs | £40") states the case, and only the amount beside it answers.
"""

from __future__ import annotations

from workers.engine.query_memo import per_query
from workers.engine.questions import FAMILIES, Slot, family, read_slot
from workers.engine.reading import read_text
from workers.engine.values import Value

Qualifier = tuple[str, str, float]
"""(field, dimension, magnitude) of a value the question states."""


@per_query
def question_values(query: str) -> tuple[Qualifier, ...]:
    """The measures and periods ``query`` states (counts are the things it asks about, but
    for one of the very noun a "how many" question counts, and any count a price question,
    "how much" with no material, states; an amount of money is compared as money)."""
    slot = read_slot(query)
    counted = f"count:{slot.counted}"
    priced = slot.kind == "amount" and not slot.material
    return tuple(
        (v.field, v.dimension, v.magnitude) for v in read_text(query).values
        if v.magnitude is not None and v.field == "quantity"
        and (family(v) not in ("count", "percent") or v.dimension == counted
             or (priced and family(v) == "count")))


def not_conditions(candidates: list[Value], slot: Slot) -> list[Value]:
    """``candidates`` without the values that state the question's own case (module
    docstring); all of them when the question states none."""
    if not slot.qualifiers:
        return candidates
    kept = []
    for value in candidates:
        if not _asks(value, slot) and any(
                (q[0], q[1]) == (value.field, value.dimension) for q in slot.qualifiers):
            continue  # "for our 8.5 m boat": the case, when a price is asked
        if value.dimension.startswith("count:") and any(
                q == (value.field, value.dimension, value.magnitude) for q in slot.qualifiers):
            continue  # "one cup of paste" for "How many cups of beans make one cup …?"
        kept.append(value)
    return kept


def _asks(value: Value, slot: Slot) -> bool:
    """Does ``slot`` ask for a value of ``value``'s kind? A "how much" question that names
    no material ("How much is a mooring …?") asks for money, not a measure."""
    kind = family(value)
    if kind not in FAMILIES[slot.kind]:
        return False
    if slot.measures:
        return value.dimension in slot.measures or kind in slot.measures
    if slot.kind == "amount":
        return kind == "money" or bool(slot.material)
    return True
