"""Segments of a text and the parts of a segment that are not plain values.

A one-line piped list is read cell by cell, and so is a line whose parts a middle dot sets
apart (a web page's infobox row, "Arms: 8 · Hearts: 3"); a segment may open with a label
("Basel: CHF 230") or with its rule's code ("RM-2: …"); a change names the value it starts
from ("up from £300 to £350"). Every function here looks at most ``MAX_SENTENCE_CHARS`` around a
segment, so reading stays linear in the text.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from workers.engine.cell_pairs import cell_spans
from workers.engine.clause_numbers import DIVISIONS
from workers.engine.endpoint_labels import endpoint_words
from workers.engine.frozen import EMPTY, shared
from workers.engine.message_labels import opens_message
from workers.engine.permission_cells import permission_line
from workers.engine.preamble import sentences_after
from workers.engine.role_cells import role_spans, rule_line
from workers.engine.sentences import MAX_SENTENCE_CHARS
from workers.engine.terms import STOPWORDS, attribute_named, stem
from workers.engine.values import Value

_VALUE_IN_CELL = re.compile(r"\d")


def _blank(char: str) -> bool:
    return char.isspace() and char != "\n"


def dot_spans(body: str) -> Iterator[tuple[int, int]]:
    """The spans of middle dots with spaces (not line breaks) on both sides, as
    ``re.finditer(r"[^\\S\n]+·[^\\S\n]+", body)`` yields them, found from each dot
    outwards: that regex, tried from every space of a long run of spaces, rescans the run
    each time (a million spaces never finished); this looks at each character at most
    twice."""
    end = 0
    at = body.find("·")
    while at >= 0:
        left = at
        while left > end and _blank(body[left - 1]):
            left -= 1
        right = at + 1
        while right < len(body) and _blank(body[right]):
            right += 1
        if left < at and right > at + 1:
            yield left, right
            end = right
        at = body.find("·", max(at + 1, end))


def segments(text: str, proper: int) -> Iterator[tuple[int, str]]:
    """The sentences after the preamble; a piped line alone (no piped line before or after
    it) that states a value is an inline list ("Rate limits by plan | Starter: 120/min |
    Growth: 600/min"), not a table: each of its cells is read as a sentence of its own, a
    bare value with the label cell before it (``cell_pairs``: "Weekend | £31"); so
    are the parts of a dotted line alone ("Stops 76 · Pipes 4920"): dotted lines one under
    another are a table's rows ("Line 1 · 12 stops" / "Line 2 · 22 stops"), read by line.
    (A text without "|" or "·" is its sentences: no line is looked at twice.)"""
    if "|" not in text and "·" not in text:
        return sentences_after(text, proper)
    return _cells(text, proper)


def _cells(text: str, proper: int) -> Iterator[tuple[int, str]]:
    """``segments`` of any text, looking at the lines around each sentence."""
    for offset, body in sentences_after(text, proper):
        first = body.find("|")
        rules = first >= 0 and rule_line(body)  # a role matrix's line: ``role_cells``
        if first < 0 or not (rules or _VALUE_IN_CELL.search(body) or permission_line(body)) \
                or _piped_line_beside(
            text, offset, offset + len(body)
        ):
            if _piped_line_beside(text, offset, offset + len(body), "·"):
                yield offset, body
            else:
                yield from _dotted(offset, body)
            continue
        for start, end in role_spans(body) if rules else cell_spans(body):
            yield offset + start, body[start:end]


def _dotted(offset: int, body: str) -> Iterator[tuple[int, str]]:
    """The cells of a sentence whose parts are set apart by middle dots ("Arms: 8 · Hearts: 3
    · Lifespan: 1–2 years"): each part is its own row with its own label, so a value is read
    with its own row's words only; a sentence with no such dot is one cell."""
    start = 0
    for dot_start, dot_end in dot_spans(body):
        if body[start:dot_start].strip():
            yield offset + start, body[start:dot_start]
        start = dot_end
    if body[start:].strip():
        yield offset + start, body[start:]


def _piped_line_beside(text: str, start: int, end: int, mark: str = "|") -> bool:
    """Is the line before ``start`` or the one after ``end`` piped (a table's line; with
    ``mark`` "·", dotted)? Only ``MAX_SENTENCE_CHARS`` around are looked at, so the reading
    stays linear."""
    window = MAX_SENTENCE_CHARS
    line_start = text.rfind("\n", max(0, start - window), start)
    if line_start > 0:
        low = max(0, line_start - window)
        previous = text.rfind("\n", low, line_start)
        if mark in text[previous + 1 if previous >= 0 else low : line_start]:
            return True
    line_end = text.find("\n", end, end + window)
    if line_end < 0:
        return False
    following = text.find("\n", line_end + 1, line_end + 1 + window)
    return mark in text[line_end + 1 : following if following >= 0 else line_end + 1 + window]


_LABEL = re.compile(r"[(\s]*([^:\n()]{1,60}?)\s*:\s+\S")
_LABEL_LEAD = re.compile(r".*\s[-–—]\s")
_LABEL_WORD = re.compile(r"[a-z0-9]+")
MAX_LABEL_WORDS = 6
_CLAUSE_NUMBER = re.compile(r"\d{1,3}(?:\.\d{1,3})+\.?\s+|\d{1,3}\.\s+"
                            rf"|(?:{DIVISIONS})\s+\d{{1,3}}(?:\.\d{{1,3}})*\.?\s+")
"""A clause or list number leading a label ("3.2 Engineers' leave year:", "4. Refunds:"),
with its division's name ("Clause 9 Overtime:", ``clause_numbers.DIVISIONS``): it numbers
the text, never names what the label is about."""


def _label_words(label: str) -> str:
    """``label`` without a dash-led lead ("Tier benefits - Silver" → "Silver"), an
    endpoint's method and version (``endpoint_labels``) and without a leading clause number
    ("3.2 Engineers' leave year" → "Engineers' leave year")."""
    lead = _LABEL_LEAD.match(label)
    if lead is not None:
        label = label[lead.end() :]
    label = endpoint_words(label)  # "GET /v2/availability" → "availability"
    number = _CLAUSE_NUMBER.match(label)
    return label[number.end() :] if number is not None else label


def label_of(body: str) -> tuple[frozenset[str], tuple[str, ...]]:
    """The terms of the label a segment opens with ("Tier benefits - Silver: 15% off" →
    {"silver"}), without the words that name an attribute ("IBAN", "retention"), and all
    its words in order ("" for a stop word); empty when it opens with none (a label is at
    most six words)."""
    if ":" not in body:
        return EMPTY, ()  # no label without its colon
    found = _LABEL.match(body)
    if found is None:
        return EMPTY, ()
    words = _LABEL_WORD.findall(_label_words(found.group(1)).lower())
    if not words or len(words) > MAX_LABEL_WORDS:
        return EMPTY, ()
    ordered = tuple(
        stem(w) if w not in STOPWORDS and (len(w) > 1 or w.isdigit()) else "" for w in words
    )
    terms = frozenset(t for t, w in zip(ordered, words, strict=True)
                      if t and not attribute_named(w))
    return shared(terms), ordered


def label_text(body: str) -> str:
    """The label ``body`` opens with, as written, without a dash-led lead (the words
    ``label_of`` reads); "" when it opens with none."""
    found = _LABEL.match(body) if ":" in body else None
    if found is None:
        return ""
    return _label_words(found.group(1))


def label_spelling(body: str) -> tuple[str, ...]:
    """The words of ``label_text`` in lower case, stop words kept, aligned with the words
    ``label_of`` reads."""
    return tuple(_LABEL_WORD.findall(label_text(body).lower()))


_CHANGED_FROM = re.compile(
    r"\b(?:(?:up|down|increas\w*|decreas\w*|rais\w*|reduc\w*|ris\w*|fall\w*|fell|goes"
    r"|went|chang\w*|mov\w*)\s+)?from\s*$",
    re.IGNORECASE,
)
_CHANGE_VERB = re.compile(r"^(?:up|down|increas|decreas|rais|reduc|ris|fall|fell|chang)", re.I)
_TO = re.compile(r"\bto\s*$", re.IGNORECASE)


def former_values(values: tuple[Value, ...], body: str, offset: int) -> frozenset[int]:
    """Offsets of amounts a change starts from: "goes up from £300 to £350", "EUR 14,
    up from EUR 12", "from 5 to 10 days" (a range ends at its upper end). One pass."""
    out: set[int] = set()
    pending: dict[str, int] = {}
    for value in values:
        if value.field not in ("money", "quantity"):
            continue
        at = value.start - offset
        if value.field in pending and _TO.search(body, max(0, at - 6), at):
            out.add(pending.pop(value.field))
        found = _CHANGED_FROM.search(body, max(0, at - 24), at) \
            if body[max(0, at - 24) : at].rstrip().lower().endswith("from") else None
        if found is None:
            continue
        if _CHANGE_VERB.match(found.group(0)):
            out.add(value.start)  # "up from EUR 12": a former value, whatever follows
        else:
            pending[value.field] = value.start
    return frozenset(out)


_AFTER_HEADING = re.compile(r"(?:[.-]\d+)*(?:\s*(?::|[-–—]\s)\s*\S|\s+[A-Z])")
"""What follows a heading code: the rest of its number, when the code was read short of it
("IS-2" of "IS-2.1 Shared …"), then a colon or dash, or a capital after a space."""


def heading_code(value: Value, body: str, offset: int) -> bool:
    """Is this code the number a sentence opens with ("RM-2: …", "IS-7.4 Privileged …",
    also when read short of its sub-number: "IS-2" of "IS-2.1 Shared …"), or
    a canned reply's own name ("Macro BOX-1: …": ``message_labels``)? It names the rule or
    the reply, not a value the sentence states."""
    at = value.start - offset
    return (
        value.field == "identifier" and value.dimension == "item"
        and (not body[:at].strip() or opens_message(body[:at]))
        and _AFTER_HEADING.match(body, value.end - offset) is not None
    )
