"""What a price list's lone row is about: the head word of its label cell's first phrase.

A chunk holding one piped line of a label and one bare value ("Dressmaking scissors | $7",
"Local delivery | £8 per order") is one row cut from a list; ``cell_pairs`` reads it cell by
cell, so its value cell ("$7") would carry no word of what it prices and read as the
question's own subject. The value cell's row is the head of the label's first phrase: its
last content word before a comma, bracket, slash or dash, after any lead ending in a colon
("Delivery, zone B (10-20 miles)" → "delivery", "From October: stain protection treatment"
→ "treatment"), since the particulars after it are what a query rarely repeats. A head that
names the charge rather than the thing ("Stall hire", "Locker rental", "Pitch fee") gives way
to the word before it: the row prices a stall, which "What does a stall cost?" asks.
``subjects.sentence_subject`` sets the row apart from the question's subject only when the
query does not name that head (``row_terms``). The value may be signed or led by "from"
("+£25", "from £45"), and one cell holding a number may stand between the label and the
value ("Gutter clear | 3-bed semi | £70", "Clay | 12.5 kg bag | £18"): a cell opening with a number
states the row's particulars (a size, a pack), so the first cell still names the thing; any
other middle cell may be the thing itself under a heading ("Overage | Each extra envelope |
$0.40", "Rental price list | K-20 dishwasher | £70"), and that line is left alone. A last cell
after the value that opens on a word and is no value is a note on what the price covers
("Tuning visit after delivery | £55 | includes a regulation check", ``noted_row``), read
past; the first phrase also ends at a preposition of time, route or extent ("after",
"beyond", "via" …: "Tuning visit after delivery" → "visit") and at "of" before a possessive
determiner ("Photo print of your dive" → "print"). A table of
several piped lines is left to ``reading`` (every term of a row's first cell). Pure; looks at
most ``MAX_SENTENCE_CHARS`` around the line.
"""

from __future__ import annotations

import re

from workers.engine.cell_pairs import bare_value
from workers.engine.sentences import MAX_SENTENCE_CHARS
from workers.engine.terms import STOPWORDS, stem

_PHRASE_END = re.compile(
    r"[,(\[;/–—]| - |\b(?:after|before|beyond|during|until|following|via|including"
    r"|excluding)\b|\bof[^\S\n]+(?:my|your|our|their|his|her|its)\b")
"""Where a label's first phrase ends: punctuation, a dash, or a preposition of time, route or
extent opening its particulars ("Tuning visit after delivery" → "Tuning visit"); never "of"
or "for", after which the thing itself may come ("Box of candles", "Minimum order for any
buffet"), unless a possessive determiner follows "of": "Video of your flight" prices a video,
the flight being only whose it is."""
_NOTE = re.compile(r"[^\S\n]*[A-Za-z]")
_LEAD = re.compile(r"^[^:]*:\s*")
"""A lead before a colon ("From October: stain protection"): when, not what."""
_CHARGES = frozenset({"hire", "rental", "rent", "fee", "charge", "price", "cost", "rate",
                      "fare", "service"})
"""Heads naming what is paid, not what for ("Stall hire"; "Grading service" sells grading):
the word before them is the head."""
_WORD = re.compile(r"[a-z][a-z0-9]*")
_VALUE_LEAD = re.compile(r"^\s*(?:\+|from\b)\s*", re.IGNORECASE)
"""What may lead a row's value without making it wordy: a surcharge's sign, a "from"."""
_COUNTED = re.compile(r"\s*\d")
"""A particulars cell opens with a number: a size or a count ("3-bed semi", "12.5 kg bag")."""
MAX_LABEL_CELLS = 2
"""A lone row's value follows its thing's cell and at most one particulars cell
("Gutter clear | 3-bed semi | £70")."""
"""A word as the query's tokens are split ("call-out" is "call" and "out")."""


def lone_row_head(text: str, offset: int, body: str) -> frozenset[str] | None:
    """For the value cell of a one-row list (``body`` at ``offset`` is the line's last cell,
    a bare value, maybe signed or led by "from" (``row_value``), after one or two cells that
    are no bare value, the first with a word, a second opening with a number, and no piped
    line right before or after the line), the head of the first cell (``head_terms``); None
    for any other segment."""
    line_start = text.rfind("\n", 0, offset) + 1
    line_end = text.find("\n", offset)
    line_end = len(text) if line_end < 0 else line_end
    line = noted_row(text[line_start:line_end], offset - line_start)
    if not 1 <= line.count("|") <= MAX_LABEL_CELLS or "|" in body:
        return None
    *labels, value = line.split("|")
    if offset - line_start < len(line) - len(value) or not row_value(value) \
            or not _WORD.search(labels[0].lower()) or any(bare_value(c) for c in labels) \
            or not all(_COUNTED.match(c) for c in labels[1:]):
        return None
    before = text[max(0, line_start - MAX_SENTENCE_CHARS):max(0, line_start - 1)]
    after = text[line_end + 1:line_end + 1 + MAX_SENTENCE_CHARS]
    if "|" in before.rsplit("\n", 1)[-1] or "|" in after.split("\n", 1)[0]:
        return None
    return head_terms(labels[0])


def noted_row(line: str, at: int) -> str:
    """``line`` without its last cell when that cell is a note after the value cell holding
    offset ``at`` ("Tuning visit | £55 | includes a regulation check": the note says what the
    price covers, no particular of the thing): a cell opening on a letter that is no bare
    value; else ``line``."""
    cut = line.rfind("|")
    if cut < 0 or at >= cut or line.count("|", at) != 1:
        return line
    note = line[cut + 1:]
    if not _NOTE.match(note) or row_value(note):
        return line
    return line[:cut]


def row_value(cell: str) -> bool:
    """Is ``cell`` a bare value (``cell_pairs.bare_value``), maybe after a "+" (a surcharge:
    "+£25") or a "from" (a starting price: "from £45")?"""
    return bare_value(_VALUE_LEAD.sub("", cell, count=1))


def first_phrase(cell: str) -> str:
    """``cell``'s first phrase in lower case, past a lead ending in a colon and up to its
    particulars (``_PHRASE_END``): "Conservatory roof clean (one-off)" → "conservatory roof
    clean "."""
    return _PHRASE_END.split(_LEAD.sub("", cell.lower()), maxsplit=1)[0]


def head_terms(cell: str) -> frozenset[str]:
    """The stem of the last content word of ``cell``'s first phrase ("Full week, one
    child" → {"week"}; "Stall hire" → {"stall"}, a charge word giving way to the word before
    it); every content word's stem when that phrase has none. Invariant: at most one term
    unless the first phrase has no content word."""
    phrase = first_phrase(cell)
    words = [w for w in _WORD.findall(phrase) if w not in STOPWORDS]
    if len(words) > 1 and words[-1].rstrip("s") in _CHARGES:
        words.pop()
    if words:
        return frozenset((stem(words[-1]),))
    return frozenset(stem(w) for w in re.findall(r"[a-z0-9]+", cell.lower()))
