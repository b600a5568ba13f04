"""What a reading of a text holds (``reading.read_text``): per sentence and per text."""

from __future__ import annotations

from dataclasses import dataclass

from workers.engine.values import Value


@dataclass(slots=True)
class SentenceReading:
    """What one sentence states about one attribute: its values, clause and the measure.

    ``sentence_values`` are all the sentence's values (its identifiers name the subject).
    """

    offset: int
    snippet: str
    sentence_values: tuple[Value, ...]
    values: tuple[Value, ...]
    clause: Value | None
    qualifier_terms: frozenset[str]
    facets: tuple[tuple[str, str], ...]
    measure: str
    named: bool
    terms: frozenset[str]
    """Stems of the sentence's topic words: how claims tell whether it answers the query."""
    row: frozenset[str] | None
    """For a table row, the terms of its first cell; for the value cell of a one-row list,
    the head of its label (``lone_rows``); None for prose."""
    mentions: frozenset[str]
    """Stems of every content word of the sentence, qualifiers included."""
    asides: frozenset[int]
    """Offsets of the values written in parentheses: "(base 200 ms)" is an aside."""
    lead: frozenset[str] = frozenset()
    """Stems of the words of the sentence a dash-led part continues (else empty)."""
    label: frozenset[str] = frozenset()
    """Terms of the label a "Label: value" segment opens with ("Basel: CHF 230"), else
    empty; what the label names is the value's subject when the rest says nothing more."""
    label_words: tuple[str, ...] = ()
    """The label's words in order, stemmed; "" for a stop word."""
    muted: tuple[tuple[int, int], ...] = ()
    """Spans (in the text) of the sentence's dates that date the document ("Retrieved 9
    October 2017") and of its bracketed restatements ("(97 kW)": ``fields.restated``): no
    part of them is read again as a bare year or count."""
    lead_counts: str = ""
    """The stem of the noun a "how many" question this sentence answers counts ("Q: How
    many rectangles …? Answer: 1,296." counts rectangles), else ""."""
    narrowing: frozenset[str] | None = None
    """Of ``qualifier_terms``, those that narrow the case the values hold for
    (``stated_conditions``); None: all of them."""


@dataclass(slots=True)
class TextReading:
    """Every value in a text, the sentences that carry them, and its unambiguous facets."""

    values: tuple[Value, ...]
    sentences: tuple[SentenceReading, ...]
    facets: tuple[tuple[str, str], ...]

