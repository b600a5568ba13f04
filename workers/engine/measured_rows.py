"""A table row whose heading names the question's thing with the question's measure written
in other words: "50 l keg | £30" for "… deposit on a 50-litre keg?".

A row heading whose words are not all the question's is about another thing (``subjects``:
"row:…"). A measure is the same whether written "50 l", "50 litres" or "50-litre", so the
heading's measures are compared as values: a heading whose every measure is one the question
states (same dimension and size: ``qualifiers.question_values``), and whose other words are
all the question's, is about the question's own thing. A heading with another size ("30 l
keg") or another word ("50 l cask") stays another row. A heading that is a count the
question writes in words or digits ("3 | £240" under "Afternoons per week" for "… three
afternoons a week?") is the question's row too ("a" and "an" count nothing), and so is one
that writes only the question's words besides a bracketed size describing its thing ("Large
(0.3 m3)" for "… in the large kiln?"). Reads the row's first cell and the question only.
"""

from __future__ import annotations

import re

from workers.engine.numbers import NUMBER_WORDS, parse_number
from workers.engine.qualifiers import question_values
from workers.engine.reading import read_text
from workers.engine.terms import stem

_WORDS = re.compile(r"[a-z0-9]+")


def names_asked_measure(snippet: str, query: str, tokens: frozenset[str]) -> bool:
    """Is the first cell of the row ``snippet`` the question's thing with its measure
    (module docstring)? ``tokens`` are the question's word stems (``QueryView.tokens``)."""
    if "|" not in snippet:
        return False
    cell = snippet.split("|", 1)[0]
    if _names_asked_count(cell, query, tokens) or _described_by_size(cell, tokens):
        return True
    stated = question_values(query)
    if not stated:
        return False
    measures = [v for v in read_text(cell).values if v.field == "quantity"]
    if not measures or not all(
            v.magnitude is not None and any(
                (field, dimension) == (v.field, v.dimension)
                and abs(v.magnitude - size) <= 1e-6 * max(abs(size), 1.0)
                for field, dimension, size in stated)
            for v in measures):
        return False
    rest = cell.lower()
    for value in sorted(measures, key=lambda v: v.start, reverse=True):
        rest = rest[:value.start] + " " + rest[value.start + len(value.surface):]
    return {stem(w) for w in _WORDS.findall(rest)} <= tokens


def _names_asked_count(cell: str, query: str, tokens: frozenset[str]) -> bool:
    """Is a row heading a count the question writes, in digits or in words, with otherwise
    only the question's words ("3 | £240" under "Afternoons per week" for "… for three
    afternoons a week?")?"""
    words = [stem(w) for w in _WORDS.findall(cell.lower())]
    numbers = [w for w in words if w.isdigit()]
    if not numbers or not {w for w in words if not w.isdigit()} <= tokens:
        return False
    asked = {format(n, "g") for w in _WORDS.findall(query.lower())
             if (w.isdigit() or w in NUMBER_WORDS) and (n := parse_number(w)) is not None}
    return all(format(float(n), "g") in asked for n in numbers)


_SIZE_ASIDE = re.compile(r"\s*\([^()|]*\d[^()|]*\)")
"""A bracketed aside holding a figure: "Large (0.3 m3)", "Van (3.5 t)"."""


def _described_by_size(cell: str, tokens: frozenset[str]) -> bool:
    """Is a row heading the question's own words with a bracketed size describing the thing
    ("Large (0.3 m3)" for "… in the large kiln?")? The aside says how big the named thing is,
    which the question need not repeat; the words outside it must all be the question's."""
    if _SIZE_ASIDE.search(cell) is None:
        return False
    words = {stem(w) for w in _WORDS.findall(_SIZE_ASIDE.sub(" ", cell.lower()))}
    return bool(words) and words <= tokens
