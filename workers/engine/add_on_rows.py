"""Rows of a price table that price an addition to the thing, not the thing itself.

A rate card lists options beside its products: "Express framing (3 working days) | +£25"
adds £25 to the frame's price, and "Weekend surcharge | 10% of the rate" adds to the rate.
Such a row is about the option (its surcharge and whatever it promises, the 3 days of the
express service), never about the product a question asks for, unless the question names
the option (every content word of the row's label) or asks about an addition itself
(``other_prices.asks_extra``). A row prices an addition when every money cell after its
label is written with a plus sign ("+£25") or ends on "extra" or "on top" ("£120 per week
extra"), or when its label's last word is "surcharge" or
"supplement". Reads the chunk's piped lines and the question only; pure.
"""

from __future__ import annotations

import re

from workers.engine.other_prices import asks_extra
from workers.engine.terms import STOPWORDS, stem

ADD_ON_ROW = "add-on:row"
"""The subject of a sentence on a row that prices an addition."""

_MONEY_CELL = re.compile(r"^\s*\+?\s*(?:[£$€]|[A-Z]{3}\s?)\d|\d[\d,.]*\s?(?:[£$€]|[A-Z]{3})\s*$")
_PLUS = re.compile(r"^\s*\+\s*(?:[£$€]|[A-Z]{3}\s?)?\d")
_EXTRA_CELL = re.compile(r"\b(?:extra|on top)\W*$", re.IGNORECASE)
"""A money cell ending on what makes it an addition: "£120 per week extra", "£5 on top"."""
_ADDITION_HEAD = re.compile(r"\b(?:surcharge|supplement)s?\W*$", re.IGNORECASE)
_WORD = re.compile(r"[A-Za-z][A-Za-z-]*")
_BRACKETED = re.compile(r"\([^)]*\)")


def add_on_lines(text: str, query: str, asked: frozenset[str]) -> frozenset[int]:
    """Start offsets of the piped lines of ``text`` that price an addition the question
    (``query``, its word stems ``asked``) neither names nor asks about (module docstring)."""
    if "|" not in text or asks_extra(query):
        return frozenset()
    starts, at = set(), 0
    for line in text.split("\n"):
        if "|" in line and _prices_addition(line) and _unnamed(line.split("|", 1)[0], asked):
            starts.add(at)
        at += len(line) + 1
    return frozenset(starts)


def _prices_addition(line: str) -> bool:
    """Is every money cell after the label written with a plus sign, or does the label end
    on "surcharge" or "supplement"?"""
    label, *cells = line.split("|")
    if _ADDITION_HEAD.search(_BRACKETED.sub("", label)):
        return True
    money = [c for c in cells if _MONEY_CELL.search(c)]
    return bool(money) and all(_PLUS.match(c) or _EXTRA_CELL.search(c) for c in money)


def _unnamed(label: str, asked: frozenset[str]) -> bool:
    """Does the label write a content word the question does not?"""
    return any(stem(w) not in asked for w in _WORD.findall(_BRACKETED.sub("", label).lower())
               if w not in STOPWORDS)


def row_subject(subject: str, asked_subject: str, added: frozenset[int], text: str,
                offset: int) -> str:
    """``ADD_ON_ROW`` for a sentence at ``offset`` of ``text`` on one of the ``added`` lines
    that is about the question's own subject (``asked_subject``); else ``subject``."""
    if added and subject == asked_subject and text.rfind("\n", 0, offset) + 1 in added:
        return ADD_ON_ROW
    return subject
