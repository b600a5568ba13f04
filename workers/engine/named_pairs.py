"""A headed line of "Name value" pairs gives each value to the name right before it.

"Stripes by flag: USA 13, Liberia 11, Greece 9", "Tallest towers: Burj Khalifa 828 m,
Shanghai Tower 632 m and Lotte Tower 555 m": a line that opens on a heading's label and then
lists, apart by commas (the last may be "and"), at least ``MIN_PAIRS`` items each made of
one to ``MAX_NAME_WORDS`` capitalised words and a number (with at most ``MAX_UNIT_WORDS``
lower-case or unit words after it) is a table written flat: each number is its name's.
A value in a pair whose name is none of the question's own names is another thing's and
answers nothing about the question's subject. A pair named by the question's name keeps its
value; a line that is no such list (prose, a pair without a name, fewer pairs) is left as
it is, as is a question that names nothing.

Labels in lower case ("Adoption fees from 1 September 2027: kitten £110, adult cat £95,
bonded pair £170.") are read the same way against the question's words: when exactly one
pair's label is all words of the question ("… the adoption fee for an adult cat?"), the
other pairs' values are other things' (``other_labelled_value``). The list ends where its
sentence does; its heading may hold digits (a date).

Pure; linear in the line's length.
"""

from __future__ import annotations

import re

from workers.engine.accents import folded
from workers.engine.terms import content_terms, question_terms

MIN_PAIRS = 3
MAX_NAME_WORDS = 4
MAX_UNIT_WORDS = 2
_HEADING = re.compile(r"[^\S\n]*[^:;\n\d]{1,60}:[^\S\n]+")
_ITEM_SPLIT = re.compile(r",[^\S\n]+(?:and[^\S\n]+)?|[^\S\n]+and[^\S\n]+")
_PAIR = re.compile(
    r"(?:the[^\S\n]+)?(?P<name>[^\W\d_][\w'’.-]*(?:[^\S\n]+[^\W\d_][\w'’.-]*)"
    rf"{{0,{MAX_NAME_WORDS - 1}}})"
    r"[^\S\n]+(?P<value>[$£€]?\d[\d,.]*%?)(?:[^\S\n]+[^\W\d_][\w/²³°-]*)"
    rf"{{0,{MAX_UNIT_WORDS}}}[.!]?[^\S\n]*")
_WORD = re.compile(r"[^\W\d_][\w'’-]*")


def other_pair_value(line: str, at: int, own: frozenset[str]) -> bool:
    """Is the offset ``at`` of ``line`` inside a "Name value" pair of a headed list of such
    pairs (module docstring) whose name writes none of the question's folded ``own`` names?
    Invariant: False unless every item after the heading is such a pair, there are at least
    ``MIN_PAIRS`` of them and the pair holding ``at`` is named by capitalised words only."""
    if not own or ":" not in line:
        return False
    heading = _HEADING.match(line)
    if heading is None:
        return False
    begin, found = heading.end(), None
    pairs = 0
    for cut in [*_ITEM_SPLIT.finditer(line, begin), None]:
        end = cut.start() if cut is not None else len(line.rstrip())
        pair = _PAIR.fullmatch(line, begin, end)
        if pair is None:
            return False
        words = _WORD.findall(pair.group("name"))
        if not all(w[0].isupper() for w in words):
            return False
        pairs += 1
        if begin <= at < end:
            found = frozenset(folded(w.lower()) for w in words)
        if cut is not None:
            begin = cut.end()
    return pairs >= MIN_PAIRS and found is not None and found.isdisjoint(own)


_LABEL_HEADING = re.compile(r"[^\S\n]*[^:;\n]{1,60}:[^\S\n]+")
_SENTENCE_END = re.compile(r"[.!?](?:[^\S\n]|$)")


def other_labelled_value(line: str, at: int, question: str) -> bool:
    """Is the offset ``at`` of ``line`` inside a "label value" pair of a headed list of at
    least ``MIN_PAIRS`` such pairs, when another pair's label is all words of the
    ``question`` and the one holding ``at`` is not? Invariant: False unless every item
    between the heading and the sentence's end is such a pair and exactly one is picked."""
    if ":" not in line:
        return False
    heading = _LABEL_HEADING.match(line)
    if heading is None:
        return False
    terms = question_terms(question)
    begin = heading.end()
    stop = _SENTENCE_END.search(line, begin)
    last = stop.start() if stop is not None else len(line.rstrip())
    picked: list[bool] = []
    holder = None
    for cut in [*_ITEM_SPLIT.finditer(line, begin, last), None]:
        end = cut.start() if cut is not None else last
        pair = _PAIR.fullmatch(line, begin, end)
        if pair is None:
            return False
        label = content_terms(pair.group("name"))
        picked.append(bool(label) and set(label) <= terms)
        if begin <= at < end:
            holder = len(picked) - 1
        if cut is not None:
            begin = cut.end()
    return len(picked) >= MIN_PAIRS and holder is not None and sum(picked) == 1 \
        and not picked[holder]
