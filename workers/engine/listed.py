"""What a value belongs to in a list of items each with its value in parentheses.

"Aviation anniversaries in December: the Wright brothers' first powered flight (1903),
Apollo 8's launch (21 December 1968) and Voyager's landing (23 December 1986)": in a
sentence with two or more such items, a value in parentheses belongs to the item just
before it, and answers only when that item names what the question is about: the
question's own names (its capitalised words: "Wright", "Lindqvist", "Brellin"), or, when
the question names nothing, one of its words; when one parenthesis comes right after the
question's name, its value alone answers (``titled_items``). A value outside parentheses,
and a sentence with a single parenthesised value ("the bird's span (145 cm)") are left as
they are.
"""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right
from dataclasses import dataclass

from workers.engine.list_owners import line_around, other_items_value
from workers.engine.named_of import of_other_names
from workers.engine.named_pairs import other_labelled_value
from workers.engine.owners import CALENDAR
from workers.engine.predicates import canonical, matches
from workers.engine.questions import Slot, read_slot
from workers.engine.terms import STOPWORDS, names_in_query, stem
from workers.engine.titled_items import named_asides
from workers.engine.values import Value

_ASIDE = re.compile(r"\(([^()\n]{1,40})\)")
_ITEM_START = re.compile(r".*[:;—–]\s*|.*\.\s+", re.DOTALL)
_WORD = re.compile(r"[A-Za-z][A-Za-z'-]*")
MIN_ITEMS = 2


def other_items(snippet: str, offset: int, candidates: list[Value], slot: Slot) -> list[Value]:
    """``candidates`` (of ``snippet``, which starts at ``offset`` in its chunk) without the
    parenthesised values of list items that name neither the names of ``slot``'s question
    nor, when it has none, its content words."""
    asides = [m for m in _ASIDE.finditer(snippet) if any(c.isdigit() for c in m.group(1))]
    if len(asides) < MIN_ITEMS or not candidates:
        return candidates
    own = (slot.words - slot.predicate) or slot.words
    titled = named_asides(snippet, asides, slot.names)
    if titled:  # the question's title has its own value: the rest are the others' (titled_items)
        own_values = [v for v in candidates if any(
            asides[i].start() < v.start - offset < asides[i].end() for i in titled)]
        if own_values:
            return own_values
    kept = []
    for value in candidates:
        at = value.start - offset
        aside = next((i for i, m in enumerate(asides) if m.start() < at < m.end()), None)
        if aside is None:
            kept.append(value)
            continue
        item = snippet[: asides[aside].start()]
        item = item[item.rfind(")") + 1 :]  # after the item before, whatever its aside holds
        lead = _ITEM_START.match(item)
        item = item[lead.end() :] if lead else item
        if any(matches(canonical(stem(w.lower())), own) for w in _WORD.findall(item)
               if w.lower() not in STOPWORDS):
            kept.append(value)
    return kept


def other_items_of_sentence(
    text: str, snippet: str, offset: int, values: tuple[Value, ...], query: str
) -> tuple[Value, ...]:
    """``other_items`` for a query that names an attribute of the table ("What is the entry
    deadline for the Brellin Prize?"): ``values`` of the sentence ``snippet``, found from
    ``offset`` in ``text``, without those of list items the question does not name, nor
    those "of" gives to another name than the question's (``named_of.of_other_names``), nor
    those in an item of a line that another name opens while another item opens on the
    question's (``list_owners.other_items_value``, as for a slot question), nor those of a
    "label value" pair another label than the question's words names
    (``named_pairs.other_labelled_value``)."""
    start = text.find(snippet, offset) if values else -1
    if start < 0:
        return values  # nothing to sift, or no sentence to sift it in
    slot = read_slot(query)
    values = tuple(of_other_names(snippet, start, list(values), slot.names))
    phrases = names_in_query(query)
    values = tuple(v for v in values if not other_items_value(text, v.start, slot.names, phrases)
                   and not other_label(text, v.start, query))
    if snippet.count("(") < MIN_ITEMS:
        return values
    return tuple(other_items(snippet, start, list(values), slot))



def other_label(text: str, start: int, query: str) -> bool:
    """``named_pairs.other_labelled_value`` on the line of ``text`` holding ``start``."""
    if ":" not in text:
        return False  # no headed list anywhere
    line_start, line_end = line_around(text, start)
    return other_labelled_value(text[line_start:line_end], start - line_start, query)


_SEPARATOR = re.compile(r"\s[·|•/]\s|\n|;\s")
_LABEL_END = re.compile(r":\s")
MAX_ELEMENT = 300
"""The longest list element read (characters); the work per value is bounded by it."""


@dataclass(frozen=True, slots=True)
class Listing:
    """A chunk read as a list: its elements' spans in text order, and its values' spans by
    start (no elements: the chunk lists nothing)."""

    starts: tuple[int, ...] = ()
    ends: tuple[int, ...] = ()
    values: tuple[tuple[int, int], ...] = ()


NO_LIST = Listing()


def list_elements(text: str, values: tuple[Value, ...]) -> Listing:
    """``text``'s elements between separators (· | • ; line breaks) when two or more of
    them carry one of ``values``: a list of items each with its value."""
    if not _SEPARATOR.search(text):
        return NO_LIST
    spans = tuple(sorted((v.start, v.end) for v in values))
    starts: list[int] = [0]
    ends: list[int] = []
    for m in _SEPARATOR.finditer(text):
        at = bisect_right(spans, (m.start(), len(text))) - 1
        if at >= 0 and spans[at][0] <= m.start() < spans[at][1]:
            continue  # a value's own comma: "Friday, March 14, 2025"
        ends.append(m.start())
        starts.append(m.end())
    ends.append(len(text))
    if len({bisect_right(starts, v.start) for v in values}) < MIN_ITEMS:
        return NO_LIST
    return Listing(tuple(starts), tuple(ends), spans)


def listed_elsewhere(
    text: str, listing: Listing, candidates: tuple[Value, ...], slot: Slot,
    sentence: tuple[int, int],
) -> tuple[Value, ...]:
    """``candidates`` without those listed for another item than ``slot``'s question asks
    about (``_names``): in a list (``list_elements``) a value belongs to its own element,
    and answers only when that element names the question's subject or attribute, or no
    item at all; another element naming them never makes it an answer. An element begins
    and ends with the value's ``sentence`` (its span in ``text``): "A: 12.3 m. Scotty …"."""
    if not listing.starts or not candidates:
        return candidates
    own = slot.words | slot.measures | ({slot.counted} if slot.counted else frozenset())
    return tuple(v for v in candidates if _names(text, listing, v, own, sentence))


def _names(
    text: str, listing: Listing, value: Value, own: frozenset[str], sentence: tuple[int, int]
) -> bool:
    """Does ``value``'s element leave it the question's? Not when the element's label names
    a name and none of ``own`` ("Unicode (UCS-2): 70 characters"), nor when its item names
    a name and none of ``own``: the words between the label and the value, every one
    capitalised ("Scotty ~13 m", "Caspian Sea 1,025 m"; "Ships in 2 days" names nothing),
    or in an element of no label that starts with the value, the word after it
    ("1957-10-04 Sputnik"). Words after a labelled value are its qualifiers ("Opened: 17
    October 1956 by Queen Elizabeth II"); days and months are no names. The value's own
    unit counts as a word of its item ("47 vertebrae"). An element is clipped to the
    value's sentence, and one longer than ``MAX_ELEMENT`` is prose, no list item: its
    values stay."""
    index = bisect_right(listing.starts, value.start) - 1
    begin = max(listing.starts[index], sentence[0])
    end = min(listing.ends[index], sentence[1])
    if end - begin > MAX_ELEMENT:
        return True
    label_end = begin
    for m in _LABEL_END.finditer(text, begin, value.start):
        label_end = m.end()
    label = text[begin:label_end]
    if _NAME.search(label) and not any(matches(w, own) for w in _content(label)):
        return False
    before = _words(_blanked(text, listing, label_end, value.start))
    if not before and label_end == begin:
        after = _words(_blanked(text, listing, value.end, end))
        before = after[:1]
    if all(w.lower() in STOPWORDS for w in before) or any(
            not w[0].isupper() or w.lower() in CALENDAR for w in before):
        return True  # no name beside the value ("The 12-minute quarter" names none)
    return any(matches(w, own) for w in _content(" ".join(before) + " " + value.surface))


def _blanked(text: str, listing: Listing, begin: int, end: int) -> str:
    """``text[begin:end]`` with ``listing``'s values blanked out."""
    chars = list(text[begin:end])
    first = max(0, bisect_left(listing.values, (begin, -1)) - 1)
    for start, stop in listing.values[first:]:
        if start >= end:
            break
        for i in range(max(start, begin), min(stop, end)):
            chars[i - begin] = " "
    return "".join(chars)


def _words(text: str) -> list[str]:
    return _WORD.findall(text)


_NAME = re.compile(r"(?<=[\w)] )[A-Z]|\b[A-Z][A-Za-z]*[A-Z]")
"""A name in a label: a capitalised word after its first, or one with capitals inside."""


def _content(text: str) -> list[str]:
    """``text``'s words other than stopwords, as predicate terms."""
    return [canonical(stem(w.lower())) for w in _WORD.findall(text)
            if w.lower() not in STOPWORDS]
