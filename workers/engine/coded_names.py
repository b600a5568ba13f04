"""A name answer that is a code the text reads as an identifier is that identifier.

A name slot ("What is the operator number for …?") reads the answer after its predicate as
a name ("DS-44817"). When the reading of the sentence already took that very span as an
identifier (a policy number, a part code), the answer is the identifier: compared by its
normalised key ("ECR-MS-4418" = "ECR MS 4418") and decided as identifiers are (by the
authority of the documents that state them), not surfaced as two spellings of a name.
Invariant: only a name whose span is exactly an identifier value of the same sentence
changes; every other value is returned as it is. Pure.
"""

from __future__ import annotations

from collections.abc import Sequence

from workers.engine.values import Value


def coded(value: Value, sentence_values: Sequence[Value]) -> Value:
    """``value``, or the identifier of ``sentence_values`` spanning exactly its text when
    ``value`` is a name."""
    if value.field != "text":
        return value
    return next((v for v in sentence_values if v.field == "identifier"
                 and v.start == value.start and v.surface == value.surface), value)
