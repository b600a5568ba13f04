"""A price for several of the thing the question asks one of is no price of one.

"What does a full day cost?" against "Packs | 10 full days | £350", or "What is charged for
each tube lost?" against "Lost tubes x 6 - £168": the amount buys ten days, or six tubes. It
is a total, which the per-one price multiplies, never a rival of it. Reads the question's
singular units (the words after "a", "an", "one", "each", "every", "per" or "single", up to a
stop word, a word naming an attribute ("cost") or three words; the last names the unit)
and, before a money value, its label back to the line's start, a cell edge or another amount
(at most ``LABEL_CHARS``): a count of two or more right before the unit, past modifiers only
("10 full days", never "beyond 10 in one shift"), or the unit then "x"/"×" and a count
("tubes x 6"); a singular unit after other words is the head of a compound the count is
inside ("3 bedroom flat" is one flat, ``_compound_head``). Invariant: a value is dropped only
when both are found; nothing else changes. Pure; linear in the label.
"""

from __future__ import annotations

import re

from workers.engine.query_memo import per_query
from workers.engine.terms import STOPWORDS, attribute_named, stem
from workers.engine.values import Value

LABEL_CHARS = 48

_ONE = re.compile(r"\b(?:an?|one|each|every|per|single)\s+((?:[a-z][a-z-]*\s+){0,2}[a-z][a-z-]*)",
                  re.IGNORECASE)
_COUNT_THEN_NOUN = re.compile(r"\b(\d{1,4})\s+((?:[a-z][a-z-]*\s+){0,2}?)([a-z][a-z-]*)\W*$",
                              re.IGNORECASE)
_NOUN_TIMES = re.compile(r"\b([a-z][a-z-]*)\s*[x×]\s*(\d{1,4})\W*$", re.IGNORECASE)
_EDGE = re.compile(r"[|\n]")


@per_query
def singular_units(query: str) -> frozenset[str]:
    """Stems of the units ``query`` asks one of ("a full day … for one dog" → day, dog)."""
    units = set()
    for found in _ONE.finditer(query):
        words = []
        for word in found.group(1).lower().split():
            if (word in STOPWORDS and word not in _UNIT_WORDS) or attribute_named(word):
                break  # "a single lesson cost": the verb ends the unit
            words.append(word)
        if words:
            units.add(stem(words[-1]))
    return frozenset(units)


_UNIT_WORDS = frozenset("day days week weeks month months year years hour hours night".split())
"""Stop words that still name a unit one is priced by ("a full day")."""


def _label(text: str, value: Value, every: tuple[Value, ...]) -> str:
    start = max([v.end for v in every if v.end <= value.start and v.field == "money"]
                + [value.start - LABEL_CHARS, 0])
    label = text[start:value.start]
    edge = list(_EDGE.finditer(label.rstrip(" |-–—:")))
    return label[edge[-1].end():] if edge else label


def _compound_head(between: str, noun: str) -> bool:
    """Is ``noun``, written singular after words following a count, the head of a compound
    the count is inside ("3 bedroom flat", "10 day pass": one flat, one pass), not what the
    count counts ("10 full days")?"""
    lower = noun.lower()
    plural = lower.endswith("s") and stem(lower) != lower
    return bool(between.strip()) and not plural


def priced_for_many(text: str, value: Value, every: tuple[Value, ...],
                    units: frozenset[str]) -> bool:
    """Is money ``value`` of ``text`` labelled by a count of two or more of ``units``?"""
    if value.field != "money" or not units:
        return False
    label = _label(text, value, every).rstrip(" -–—:'\"")
    found = _COUNT_THEN_NOUN.search(label)
    if found is not None and int(found.group(1)) >= 2 and stem(found.group(3)) in units \
            and not any(w.lower() in STOPWORDS for w in found.group(2).split()) \
            and not _compound_head(found.group(2), found.group(3)):
        return True  # "10 full days", never "10 in one shift" nor "3 bedroom flat"
    times = _NOUN_TIMES.search(label)
    return times is not None and int(times.group(2)) >= 2 and stem(times.group(1)) in units


def not_priced_for_many(text: str, values: tuple[Value, ...], every: tuple[Value, ...],
                        query: str) -> tuple[Value, ...]:
    """``values`` without the money amounts that price several of a unit the query asks one
    of (``every``: the text's values, which bound a label)."""
    units = singular_units(query) if values else frozenset()
    if not units:
        return values
    return tuple(v for v in values if not priced_for_many(text, v, every, units))
