"""A ", Words" tail after a name that describes the named thing: an apposition, no place.

``entities`` reads a ", Place" tail after the first mention of a query name as the entity's
disambiguator ("Rush Township, Scioto County, Ohio"). Some tails are appositions about the
same subject instead: an origin before a noun ("The Lerwick Bowl, Roman cameo glass: …") or a
possessive before what the thing is to its owner ("the Chelsea Physic Garden, London's oldest
botanic garden", "Sam and Friends, Henson's five-minute show"). Reads the text from where the
tail's words begin; a tail for which ``describes_subject`` holds names no other entity. A
name that opens the value of a row labelled with a plural ("Founders: Ada Brind, Tom Vale")
is an item of a list, as is one after the items listed ahead of it in that row ("Gardens:
Padua (1545), Leiden, Oxford (1621)"): its ", Words" tail is the next item (``co_listed``),
no place; so is a name among the items of a list a worded heading opens ("Famous spits in
England: Spurn Head, Orford Ness, Chesil Beach, …": ``headed_list_item``), and so is one
that opens an item of a semicolon-split list a worded heading opens, among items naming other
things ("Famous lighthouses at the end of the world: Cape Horn, Chile; Les Éclaireurs, …":
``semicolon_list_item``): the place inside the item is where the thing is, no entity.
"""

from __future__ import annotations

import re

_ADJECTIVE_TAIL = re.compile(
    r"[A-Z][a-z]+(?:an|ese|ish|ic)[^\S\n]+(?!(?:is|was|are|were|has|had|in|on|at|and|or|the"
    r"|to|of|for|with|by|from|near)\b)[a-z]")
"""A ", Word" tail that is an origin before a noun ("The Lerwick Bowl, Roman cameo glass: …"):
an apposition that describes the thing, no place ("Lahore, Pakistan is …" is one)."""
_POSSESSIVE_TAIL = re.compile(
    r"(?:[A-Z][\w.-]*[^\S\n]+){0,3}[A-Z][\w.-]*?(?:['’]s|s['’])[^\S\n]+[a-z0-9]")
"""A ", Name's …" tail: capitalised words, the last a possessive, then a lower-case word
("London's oldest", "Henson's five-minute show", "New South Wales' first"): what the thing
is to its owner, said of the named thing itself."""
_PRICED_TAIL = re.compile(
    r"[^.,;:|\n—–\d]{1,40}?[^\S\n][—–][^\S\n]*(?:[$£€¥₹]|(?:US|CA|A|NZ)\$)\d")
"""A ", Words" tail that runs straight (no comma, no number) into a spaced dash and a price
("Eugene Onegin, Penguin Classics paperback — £9.99", "Fantastic Planet, Criterion Blu-ray
— $31.96"): a shop's listing of an edition of the named thing, no other entity. A listing
that states more of its edition ("…, Latham and Matthews edition, 11 volumes, HarperCollins
— £395.00") may be about another edition's measure, and keeps its tail."""

_SCHEDULED_TAIL = re.compile(
    r"[^.;:|\n—–]{0,60}?(?<![\w.:])\d{1,2}(?::[0-5]\d|[.][0-5]\d[^\S\n]?(?i:am|pm)"
    r"|[^\S\n]?(?i:am|pm))(?![\w:])")
"""A ", Words" tail of a record that goes on, before its sentence or line ends, to a clock
time ("Marlow Puppet Theatre, Harbury, Punch and Judy, Sat 11:00 — £6", "St Anne's Choir,
Lady Chapel, Sundays 10.30am"): a schedule of what is on where, whose fields are the show,
the venue or the day, not a place that tells which of several same-name things is meant."""


def describes_subject(text: str, start: int) -> bool:
    """Is the ", Words" tail whose words begin at ``start`` an apposition about the named
    thing (an origin before a noun, a possessive before what the thing is to its owner, the
    edition a listing prices, or a field of a schedule that goes on to a clock time), not a
    place that tells which of several same-name entities is meant? "Lahore, Pakistan is …"
    and "Rush Township, Scioto County, Ohio" are places."""
    return (_ADJECTIVE_TAIL.match(text, start) is not None
            or _POSSESSIVE_TAIL.match(text, start) is not None
            or _PRICED_TAIL.match(text, start) is not None
            or _SCHEDULED_TAIL.match(text, start) is not None)


_PLURAL_LABEL = re.compile(
    r"(?:^|[|·•\n;]|[^\S\n][—–][^\S\n])[^\S\n]*(?:[A-Za-z][\w'-]*[^\S\n]+){0,2}"
    r"[A-Za-z][\w'-]*(?<![su])(?<!headquarter)s[^\S\n]*:(?:[^:|;\n]*,)?[^\S\n]*$")
"""A row label whose last word is a plural (not "-ss", "-us", "-is", nor "Headquarters", which
names one place), right before the mention ("Founders: ", "| Partners: ") or before the
items listed ahead of it ("Famous gardens: Padua (1545), Pisa (1544), ")."""
_LABEL_SPAN = 120


def co_listed(text: str, at: int, name: str = "") -> bool:
    """Is the mention at ``at`` an item of the value of a row labelled with a plural
    ("Founders: Ada Brind, Tom Vale", "Members: …", the first or a later item)? The row lists
    several things of the label's kind, and the ", Words" tail after the mention is the next
    of them, not the mention's place.
    "Location: Springfield, Illinois" (a singular label) keeps its place."""
    return _PLURAL_LABEL.search(text, max(0, at - _LABEL_SPAN), at) is not None \
        or headed_list_item(text, at) or (bool(name) and semicolon_list_item(text, at, name))


_HEADING_START = re.compile(r"(?:^|[|·•\n:]|[.!?][^\S\n]|[^\S\n][—–][^\S\n])[^\S\n]*(?=\S)")
"""Where a heading may begin: a text, row or line start, a sentence end, a dash, or the colon
of an earlier label ("Tree ID card: two-needle pines:" heads its list with two words)."""
_ITEM_END = re.compile(r",")
_LIST_END = re.compile(r"[.!?|\n](?:\s|$)|[|\n]")
_HEADING_WORDS = 3
"""A list's heading has at least this many words ("Famous spits in England"), one of them
lower-case after the first: a row label ("Location:", "Nearest town:") is shorter."""
_LIST_ITEMS = 3
_ITEM_WORDS = 5
_HEADING_SPAN = 60
"""How far before its colon a heading may begin (its colon is sought within three times that)."""


def _heading_colon(text: str, at: int) -> int:
    """Where the colon of a worded heading before ``at`` is (-1 when there is none): at least
    ``_HEADING_WORDS`` words, a lower-case one after the first ("Famous spits in England:")."""
    colon = text.rfind(":", max(0, at - _HEADING_SPAN * 3), at)
    if colon < 0:
        return -1
    starts = [m.end() for m in _HEADING_START.finditer(text, max(0, colon - _HEADING_SPAN),
                                                       colon)]
    if not starts:
        return -1
    words = text[starts[-1]:colon].split()
    if len(words) < _HEADING_WORDS or not any(w[:1].islower() for w in words[1:]):
        return -1
    return colon


def headed_list_item(text: str, at: int) -> bool:
    """Is the mention at ``at`` one item of a list that a worded heading opens ("Hot springs
    in west Iceland: Deildartunguhver, Krauma, the Hraunfossar falls, …")? The heading has
    ``_HEADING_WORDS`` words or more with a lower-case one after the first, the list at
    least ``_LIST_ITEMS`` items split by commas (not semicolons, which leave a comma inside an
    item: "Krimml Waterfalls, Austria; …" keeps its place), and every item before the
    mention at most ``_ITEM_WORDS`` words: the words after the mention's comma are the next
    item, no place. "Location: Rush Township, Scioto County, Ohio" (a row label) keeps its
    place."""
    colon = _heading_colon(text, at)
    if colon < 0:
        return False
    end = _LIST_END.search(text, at)
    rest = text[at:end.start() if end is not None else len(text)]
    if ";" in text[colon:at] or ";" in rest:
        return False  # items split by semicolons: a comma inside one ("Krimml, Austria") places it
    items = _ITEM_END.split(text[colon + 1:at])
    if len(items[-1].strip()) or any(len(i.split()) > _ITEM_WORDS or not i.strip()
                                     for i in items[:-1]):
        return False  # the mention opens an item, after short items only
    return len(items) - 1 + len(_ITEM_END.findall(rest)) + 1 >= _LIST_ITEMS


_ITEM_OPENING = re.compile(r"[^\S\n]*(?:\d{1,2}[.)][^\S\n]+)?(?:(?i:the)[^\S\n]+)?")
"""What may stand before the name that opens a semicolon item: a number ("2. "), "the"."""
_SEMI_LIST_END = re.compile(r"[|\n]")
_SEMI_ITEM_WORDS = 8
"""A semicolon item names one thing and its place or year ("Mercado de San Miguel, Madrid
(1916)"); a longer one is prose, no list item."""


def semicolon_list_item(text: str, at: int, name: str) -> bool:
    """Is the mention of ``name`` at ``at`` the opening of one item of a semicolon-split list
    a worded heading opens, whose other items name other things ("Famous lighthouses at the
    end of the world: Cape Horn, Chile; Les Éclaireurs, Ushuaia; San Juan de Salvamento, …")?
    Each item is a thing and where it is: the comma inside the item places the thing among
    the others listed, it does not tell which of several things of the asked name is meant,
    so the tail is no entity. A list at least ``_LIST_ITEMS`` items long, each before the last
    at most ``_SEMI_ITEM_WORDS`` words. When another item repeats the name ("Springfields of
    the Midwest: Springfield, Illinois; Springfield, Ohio; …") the list is of same-name things
    and each place tells one apart: kept."""
    colon = _heading_colon(text, at)
    if colon < 0:
        return False
    before = text[colon + 1:at].split(";")
    if _ITEM_OPENING.fullmatch(before[-1]) is None:
        return False  # the mention does not open its item
    end = _SEMI_LIST_END.search(text, at)
    after = text[at:end.start() if end is not None else len(text)].split(";")
    items = [*before[:-1], *after]
    if len(items) < _LIST_ITEMS or any(
            len(i.split()) > _SEMI_ITEM_WORDS or not i.strip() for i in items[:-1]):
        return False
    others = [*before[:-1], *after[1:]]
    return not any(name.lower() in item.lower() for item in others)
