"""Where a sentence's first own value stands, past a restated one ("Twenty years ago today …,
on 11 May 2002").

Reads one sentence's values only. A value the sentence writes again later (same field, same
display: a worded offset from the page's date and the date it restates) is no first value:
what the sentence states its value about may stand between the two ("Twenty years ago today
Cats closed in London's West End, on 11 May 2002" is about London). Pure.
"""

from __future__ import annotations

from workers.engine.sentence_readings import SentenceReading


def restated_first(sentence: SentenceReading, first: int) -> int:
    """The text offset of the sentence's first value that it does not restate later (``first``,
    the first value's offset, when that one is written once). Invariant: never before
    ``first``, and never past the last value's start."""
    every = sentence.sentence_values
    if len(every) < 2:  # one value is never restated
        return every[0].start if every and every[0].start >= first else first
    if len({(v.field, v.display) for v in every}) == len(every):
        # no value is written twice: the first value from ``first`` on (no sort needed)
        return min((v.start for v in every if v.start >= first), default=first)
    values = sorted(sentence.sentence_values, key=lambda v: v.start)
    for index, value in enumerate(values):
        if value.start < first:
            continue
        if not any(later.field == value.field and later.display == value.display
                   for later in values[index + 1:]):
            return value.start
    return first
