"""A list item opened by a name owns its values: "…; Lugo, Spain, with 85 towers; …".

A line flattened from a list ("7 walled cities: Ávila, Spain; Carcassonne, France; Lugo,
Spain, with 85 towers; Xi'an, China") sets its items apart by ";", "·", "•" or "|". An item
that opens on a capitalised name and a comma ("Lugo, Spain, …") is about that name, and a
value inside it is that item's: when the name is none of the question's own names while
another item of the same line opens on one of them, the value answers nothing about the
question's subject. An item that opens on no such name but writes capitalised words or codes
past its first word (no month or day name), in a line of items apart by ";" ("Timeline: 2005
seeds flown on Bion-M1; 2008 Kestrel-2 launched; …"), none of them a question name, is
likewise another thing's when another item of the line writes a question name ("Kestrel-2").
A line whose every item opens on such a name, none the question's, is likewise about other
things when it writes some of the question's names but not all ("Tallest waterfalls: Angel
Falls, Venezuela, 979 m; …; Tres Hermanas, Peru, 914 m" for the Gocta waterfall in Peru).
A leading article is no part of a name, and a result's dateline ("Updated 07/2023 · ") no
item. A line that opens on a heading and lists at least ``MIN_NAMED`` things, each item opening on
a capitalised name ("Toy inventors: Ada Moss, Blokko; Pim Ruys, the Spinner", "Deep canyons:
the Ulla Canyon, 900 m deep, and the Brae Gorge"; after a list number, and past two lower-case
words of its kind: "1. Tarka river otters, 1979") lists other things than the question's when
it writes none of the question's own names anywhere (the last word of a name of several words,
"Gorge" of "Verdon Gorge", is the kind of thing, which the listed things share): every value
of its named items is theirs. In a headed list of items apart by commas, each with its own
parenthesis ("Famous mills: Tomioka (Japan), Lombe's Mill (Derby), …"), a value or name in
an item the question's names do not pick out is another item's when another item is picked
out (``paren_lists``). A headed line of "Name value" pairs apart by commas ("Stripes by
flag: USA 13, Liberia 11, Greece 9") gives each value to its name (``named_pairs``). Names
are compared without accents ("Ávila" is "Avila"). A
line of fewer than ``MIN_ITEMS`` items, or where nothing else marks the item as another
thing's, is otherwise left as it is. A name listed with its own work is credited with its own
item only (``credited_items``, which reads lines by the helpers here).
Pure; linear in the line's length.
"""

from __future__ import annotations

import re
from collections.abc import Collection, Sequence
from itertools import accumulate

from workers.engine.accents import folded
from workers.engine.named_pairs import other_pair_value
from workers.engine.owners import CALENDAR
from workers.engine.paren_lists import other_paren_item
from workers.engine.preamble import preamble_end
from workers.engine.terms import STOPWORDS
from workers.engine.text_memo import per_text

MIN_ITEMS = 3
MIN_NAMED = 2
MAX_LINE = 2000
"""The longest line read as a list (longer lines are left as they are)."""
_SEPARATOR = re.compile(r";|\s[·•|]\s")
_OPENER = re.compile(
    r"[^\S\n]*(?:[^:;\n]{1,60}:[^\S\n]+)?"  # the list's heading ("7 walled cities: ")
    r"(?P<name>[^\W\d_][\w'’.-]*(?:[^\S\n]+[^\W\d_][\w'’.-]*){0,3})[^\S\n]*,")
_WORD = re.compile(r"[^\W\d_][\w'’-]*")
_POSSESSIVE_END = re.compile(r"['’]s?$")


def folded_word(word: str) -> str:
    """``word`` lower-cased without accents."""
    return folded(word.lower())


def unpossessed(word: str) -> str:
    """``word`` folded (``folded_word``) without a possessive ending ("Ward's" → "ward")."""
    return _POSSESSIVE_END.sub("", folded_word(word))


def line_around(text: str, start: int) -> tuple[int, int]:
    """The start and end of the line of ``text`` that holds ``start``."""
    line_end = text.find("\n", start)
    return text.rfind("\n", 0, start) + 1, len(text) if line_end < 0 else line_end


def item_at(items: Sequence[str], at: int) -> int:
    """The index of the item of ``";".join(items)`` that holds the offset ``at``."""
    return next(i for i, end in enumerate(accumulate(len(item) + 1 for item in items))
                if at < end)


_ARTICLES = frozenset({"the", "a", "an"})


def _opener(item: str) -> frozenset[str] | None:
    """The folded words of the capitalised name ``item`` opens on before a comma (after a
    heading's label; a leading article is no part of it: "the National Marine Aquarium,
    Plymouth"), or ``None`` when it opens on no such name."""
    found = _OPENER.match(item)
    if found is None:
        return None
    words = _WORD.findall(found.group("name"))
    if words and words[0].lower() in _ARTICLES:
        words = words[1:]
    if not words or not all(w[0].isupper() for w in words):
        return None
    return frozenset(folded_word(w) for w in words)


def other_items_value(text: str, start: int, names: frozenset[str],
                      phrases: Collection[str] = ()) -> bool:
    """Is the value at ``start`` of ``text`` inside a list item that opens on a name none of
    the question's ``names`` (lower-cased) is, on a line where another item opens on one of
    them, or on a headed list of named things that writes none of them (``phrases``: the
    question's names of several words, ``others_listed``; module docstring)?"""
    if not names:
        return False
    line_start, line_end = line_around(text, start)
    if line_start < (opening := _text_start(text)) <= start:
        line_start = opening  # "Updated 07/2023 · " dates the page, no item of the list
    if line_end - line_start > MAX_LINE:
        return False
    line = text[line_start:line_end]
    if not _may_list(line):
        return False
    if others_listed(line, start - line_start, _distinct(names, phrases)):
        return True
    folded_names = frozenset(folded_word(n) for n in names)
    if other_pair_value(line, start - line_start, folded_names - _ARTICLES):
        return True  # "Stripes by flag: USA 13, Liberia 11, Greece 9": USA's 13
    if bare_listed(line, start - line_start, folded_names):
        return True
    if other_paren_item(line, start - line_start, folded_names):
        return True
    bounds = [0, *(m.end() for m in _SEPARATOR.finditer(line))]
    if len(bounds) < MIN_ITEMS:
        return False
    ends = [*(m.start() for m in _SEPARATOR.finditer(line)), len(line)]
    own = folded_names - _ARTICLES
    at = start - line_start
    mine = next((i for i in range(len(bounds)) if bounds[i] <= at <= ends[i]), None)
    if mine is None:
        return False
    opener = _opener(line[bounds[mine]:ends[mine]])
    if opener is None:
        return _other_named(line, at, own)
    if not opener.isdisjoint(own):
        return False
    openers = [_opener(line[bounds[i]:ends[i]]) for i in range(len(bounds))]
    if any(other is not None and not other.isdisjoint(own) for other in openers):
        return True
    return all(other is not None for other in openers) and _subject_left_out(line, own)


_text_start = per_text(preamble_end)
"""``preamble.preamble_end`` of a chunk's text, memoised per text (``text_memo``)."""


@per_text
def _may_list(line: str) -> bool:
    """Can ``line`` hold a value another item owns, whatever the question? Only when it
    opens on a heading's label (``others_listed``; the heading ``paren_lists`` reads is one
    of those) or has at least ``MIN_ITEMS`` items apart by ``_SEPARATOR`` (``bare_listed``
    and the opener rules; every ";" is such a separator). Otherwise ``other_items_value``
    is ``False`` for every value in it. Text only, memoised per line (``text_memo``)."""
    return _HEADING.match(line) is not None or len(_SEPARATOR.findall(line)) >= MIN_ITEMS - 1


def _subject_left_out(line: str, own: frozenset[str]) -> bool:
    """Does ``line`` (a list whose every item opens on a name, none the question's) write
    one of the question's folded ``own`` names but not another ("Tallest waterfalls: Angel
    Falls, Venezuela, 979 m; …; Tres Hermanas, Peru, 914 m" for the Gocta waterfall in
    Peru)? Then the asked thing is none of its items. A line writing none of them is left
    to the rules that judge whether a chunk is about the question at all."""
    written = frozenset(folded_word(w) for w in _WORD.findall(line))
    return not own.isdisjoint(written) and not own <= written


def _other_named(line: str, at: int, own: frozenset[str]) -> bool:
    """Does the ";"-item of ``line`` holding ``at`` write names (``_written``), none of the
    question's folded ``own`` names, while another item of that line writes one of them?
    Only items set apart by ";" (a list in prose or a timeline) are read so: cells of a row
    apart by "|" or "·" are fields of one thing. An item's first word counts as a name when
    it owns what follows ("Eisenhower's heart attack, 1955") and, in another item, when it
    is one of ``own`` ("Reagan shot, 1981"): either way it is capitalised as a name."""
    items = line.split(";")
    if len(items) < MIN_ITEMS:
        return False
    mine = item_at(items, at)
    written = _written(items[mine]) | _first_owner(items[mine])
    return bool(written) and written.isdisjoint(own) and any(
        i != mine and not (_written(item) | (_first_word(item) & own)).isdisjoint(own)
        for i, item in enumerate(items))


_HEADING = re.compile(r"[^\S\n]*[^:;\n]{1,60}:[^\S\n]+")


def _written(item: str) -> frozenset[str]:
    """The folded capitalised words and codes ``item`` writes past its first word (and past
    a heading's label): "Timeline: 2005 seeds flown on Bion-M1" → bion-m1. The first word is
    left out, as a sentence capitalises it whatever it is."""
    heading = _HEADING.match(item)
    body = item[heading.end():] if heading else item
    rest = body.strip().split(maxsplit=1)
    if len(rest) < 2:
        return frozenset()
    return frozenset(folded_word(w) for w in _WORD.findall(rest[1])
                     if w[0].isupper() and folded_word(w) not in CALENDAR)


def _first_word(item: str) -> frozenset[str]:
    """The folded first word of ``item`` past a heading's label, without a possessive
    ending, when it is capitalised ("Reagan shot, 1981" → reagan); else none."""
    heading = _HEADING.match(item)
    found = _WORD.search(item, heading.end() if heading else 0)
    if found is None or not found.group(0)[0].isupper() \
            or item[heading.end() if heading else 0:found.start()].strip():
        return frozenset()
    return frozenset((unpossessed(found.group(0)),))


def _first_owner(item: str) -> frozenset[str]:
    """``_first_word`` of ``item`` when it is a possessive ("Eisenhower's heart attack")
    that is no month or day: the item is about what that name owns."""
    first = _first_word(item)
    if not first:
        return first
    heading = _HEADING.match(item)
    word = _WORD.search(item, heading.end() if heading else 0)
    return first if word is not None and _POSSESSIVE_END.search(word.group(0)) \
        and first.isdisjoint(CALENDAR) else frozenset()


_LABEL = re.compile(r"[^\S\n]*(?P<label>[^\d,;:\n]{1,60}?)[^\S\n]*(?:,|$)")
_MAX_BARE_WORDS = 4


def _labels(items: Sequence[str]) -> list[frozenset[str]]:
    """The folded words each ";"-item opens on before its first comma or its end (past a
    heading's label), none when a digit comes first: "Crater Lake, Oregon, 594 m" → crater,
    lake."""
    found = []
    for item in items:
        heading = _HEADING.match(item)
        label = _LABEL.match(item, heading.end() if heading else 0)
        found.append(frozenset(folded_word(w) for w in _WORD.findall(label.group("label")))
                     if label else frozenset())
    return found


def bare_listed(line: str, at: int, own: frozenset[str]) -> bool:
    """Is ``at`` inside a ";"-item of ``line`` (``MIN_ITEMS`` items or more) that opens on a
    label of its own ("mahjong, 144 tiles", "Crater Lake, Oregon, 594 m"), when another item
    is the question's name alone, with no value ("Rummikub", "Lake Taupō")? The list names
    the question's thing without giving its value, and every value it gives is another
    item's. A word of the question that labels two items or more ("Lake" of "Lake Toba" and
    "Lake Taupō") names their kind, not the thing, and tells no item apart."""
    items = line.split(";")
    if len(items) < MIN_ITEMS:
        return False
    labels = _labels(items)
    kinds = frozenset(w for w in own if sum(w in label for label in labels) > 1)
    distinct = own - kinds - _ARTICLES
    mine = item_at(items, at)
    if not labels[mine] or not labels[mine].isdisjoint(distinct):
        return False
    return any(i != mine and not re.search(r"\d", item) and not labels[i].isdisjoint(distinct)
               and len(_WORD.findall(item[item.find(":") + 1:])) <= _MAX_BARE_WORDS
               for i, item in enumerate(items))


_HEADED_ITEM = re.compile(r";|,[^\S\n]+and[^\S\n]+")
_ITEM_OPEN = re.compile(r"[^\S\n]*(?:\d{1,2}[.)][^\S\n]+)?(?:the[^\S\n]+)?")
_NAME_WORD = re.compile(r"[^\W\d_][\w'’.-]*[^\S\n]?")
_NAME_END = re.compile(
    r"(?:[a-z][\w'’-]*(?:[^\S\n]+|(?=,))){0,2}(?:,|in[^\S\n])|(?:[a-z][\w'’-]*)?[.!]?[^\S\n]*$")
"""What ends an item's name: a comma, "in" or the item's end, past at most two lower-case words
naming the kind ("Yellowstone grey wolves, 1995", "Mexican wolves in Arizona")."""
_MAX_NAME_WORDS = 5


def _distinct(names: frozenset[str], phrases: Collection[str]) -> frozenset[str]:
    """The question's folded ``names`` but the last word of each of its ``phrases`` (a name
    of several words: "verdon gorge" → "gorge", the kind it names) and stop words."""
    kinds = {phrase.split()[-1] for phrase in phrases if " " in phrase}
    return frozenset(folded_word(n) for n in names if n not in kinds and n not in STOPWORDS)


def others_listed(line: str, at: int, own: frozenset[str]) -> bool:
    """Is ``at`` inside an item of a headed ``line`` whose items (apart by ";" or ", and")
    open, ``MIN_NAMED`` of them or more, on capitalised names, when the line writes none of
    the question's folded ``own`` names (module docstring)? Such a line lists other things of
    a kind, and each value in a named item is that item's."""
    heading = _HEADING.match(line)
    if not own or heading is None:
        return False
    if not own.isdisjoint(unpossessed(w) for w in _WORD.findall(line)):
        return False
    starts = [heading.end(), *(m.end() for m in _HEADED_ITEM.finditer(line, heading.end()))]
    ends = [*(m.start() for m in _HEADED_ITEM.finditer(line, heading.end())), len(line)]
    named, mine = 0, False
    for begin, end in zip(starts, ends, strict=True):
        if _opens_on_name(line, begin, end):
            named += 1
            mine = mine or begin <= at < end
    return mine and named >= MIN_NAMED


def _opens_on_name(line: str, begin: int, end: int) -> bool:
    """Does the item ``line[begin:end]`` open (after an optional "the") on one to
    ``_MAX_NAME_WORDS`` capitalised words, no month or day name, followed by a comma, "in"
    or the item's end ("Ada Moss, …", "the Ulla Canyon in Norway", "and the Brae Gorge.")?"""
    opening = _ITEM_OPEN.match(line, begin, end)
    at, words = (opening.end() if opening else begin), 0
    while words < _MAX_NAME_WORDS and (word := _NAME_WORD.match(line, at, end)) is not None \
            and word.group()[0].isupper() and folded_word(word.group().strip()) not in CALENDAR:
        at, words = word.end(), words + 1
    return words > 0 and _NAME_END.match(line, at, end) is not None
