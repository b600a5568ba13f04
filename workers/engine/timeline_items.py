"""A timeline item's year dates its own item's event: "1904 Kirkgate's new market hall opens".

A timeline flattened onto one line ("1894 Ada meets Tom Vale · 1904 the new hall opens · 1975
a fire destroys the roof") sets its items apart by "·", "•", "|" or ";", each opening on its
year, at least ``MIN_ITEMS`` of them. The item's words after the year are the year's clause:
its subject is that event's doer. When the question's subject does the asked act ("When did
Ada Vale open her stall?"), an item whose subject is another thing tells that thing's event:

- a named owner's other thing, its head noun none of the question's words ("Kirkgate's new
  market hall opens");
- an article's noun phrase, its head none of the question's words ("a fire destroys …");
- a name of capitalised words, none of them the question's ("Tom Vale joins the firm");
- a possessive and a kinship noun ("his son Joseph Lister reports …", "her daughter …"): a
  relative of the one the possessive points to, another person whatever name follows,
  unless the question writes that kinship noun itself.

A dash between the year and the item's words ("1867 – his son …") is the item's layout.

A subject writing one of the question's words ("Ada opens her stall", "the stall opens") is the
asked subject's. Pure; reads the date's line only.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from workers.engine.name_words import DETERMINERS_AND_PRONOUNS
from workers.engine.predicates import PAST_FORMS

MIN_ITEMS = 3
_MAX_LINE = 1000
_SEPARATOR = re.compile(r"[^\S\n]*(?:[|•;]|[^\S\n]·)[^\S\n]*")
_HEADING = re.compile(r"[^\S\n]*(?:[^:;|·•\n]{1,60}:[^\S\n]+)?")
"""The line's heading before its first item, if any ("Mill timeline: "), and spaces."""
_YEAR = re.compile(r"(?:c\.[^\S\n]*)?[12]\d{3}\b")
_NAME = r"[A-Z][\w'’.-]*"
_OWNER = re.compile(rf"[^\S\n]*(?:The[^\S\n]+)?({_NAME})['’]s[^\S\n]+")
_ARTICLE = re.compile(r"[^\S\n]*(?:a|an|the|A|An|The)[^\S\n]+")
_NAMED = re.compile(rf"[^\S\n]*((?:{_NAME}[^\S\n]+){{1,4}})([a-z]+)\b")
_LOWER = re.compile(r"[a-z][\w-]*")
_MAX_PHRASE = 4
"""The most lower-case words a subject's noun phrase has before its verb."""
_NOT_NAMES = DETERMINERS_AND_PRONOUNS
_DASH = re.compile(r"[^\S\n]*[—–-](?=[^\S\n])")
"""A dash after an item's year ("1867 – the hall opens"): layout, no word of the item."""
_KIN = re.compile(
    r"[^\S\n]*(?:his|her|their|its)[^\S\n]+(son|daughter|father|mother|brother|sister|wife"
    r"|husband|widow|widower|grandson|granddaughter|grandfather|grandmother|nephew|niece|uncle"
    r"|aunt|cousin|dad|mum|mom|stepson|stepdaughter|stepfather|stepmother)\b", re.IGNORECASE)
"""A possessive and a kinship noun opening an item: a closed class of nouns naming a relative
of the possessive's referent ("his son Joseph Lister"): another person than that referent."""


def _verb(word: str) -> bool:
    """Is ``word`` a verb as a timeline writes one: a present "-s", a past "-ed" or an
    irregular past ("opens", "opened", "began"), or a form of "be"?"""
    return (len(word) > 3 and word.endswith(("s", "ed")) and not word.endswith("ss")) \
        or word in PAST_FORMS or word in ("is", "was", "are", "were")


def _item(text: str, start: int) -> tuple[int, int] | None:
    """The span of the timeline item whose opening year is at ``start`` (module docstring),
    None when the date opens no item of a timeline line."""
    line_start = text.rfind("\n", 0, start) + 1
    line_end = text.find("\n", start)
    line_end = len(text) if line_end < 0 else line_end
    if line_end - line_start > _MAX_LINE:
        return None
    cuts = list(_SEPARATOR.finditer(text, line_start, line_end))
    starts = [line_start, *(m.end() for m in cuts)]
    ends = [*(m.start() for m in cuts), line_end]
    if len(starts) < MIN_ITEMS:
        return None
    opened = 0
    mine = None
    for begin, end in zip(starts, ends, strict=True):
        heading = _HEADING.match(text, begin, end)  # "Leeds timeline: 1884 …" on the first
        at = heading.end() if heading is not None and begin == line_start else begin
        year = _YEAR.match(text, at, end)
        if year is not None:
            opened += 1
            if at == start:
                mine = (year.end(), end)
    return mine if opened >= MIN_ITEMS else None


def item_subject(text: str, start: int, own: Callable[[str], bool]) -> str:
    """The other subject (lower-case words) of the timeline item whose year is at ``start``
    of ``text``, for a question whose subject does the asked act (module docstring); "" when
    the item's subject is the question's or none is read. ``own`` says whether a word is one
    of the question's."""
    span = _item(text, start)
    if span is None:
        return ""
    clause = text[span[0]:span[1]]
    if (dash := _DASH.match(clause)) is not None:
        clause = clause[dash.end():]  # "1867 – his son …"
    if (kin := _KIN.match(clause)) is not None and not own(kin.group(1)):
        return kin.group(0).strip().lower()  # "his son Joseph Lister reports …"
    owner = _OWNER.match(clause)
    if owner is not None and (head := _head(clause[owner.end():])) and not own(head):
        return f"{owner.group(1).lower()} {head}"
    article = _ARTICLE.match(clause)
    if article is not None and (head := _head(clause[article.end():])) and not own(head):
        return head
    named = _NAMED.match(clause)
    if named is not None and _verb(named.group(2)):
        words = [w.strip("'’.") for w in named.group(1).split()]
        if words and not any(own(w) or w.lower() in _NOT_NAMES for w in words):
            return " ".join(w.lower() for w in words)
    return ""


def _head(phrase: str) -> str:
    """The head noun of the lower-case noun phrase ``phrase`` opens with, the word right
    before its verb ("new market hall opens" → "hall"); "" when no verb follows within
    ``_MAX_PHRASE`` words."""
    words = phrase.split()
    for at in range(1, min(len(words), _MAX_PHRASE + 1)):
        if not all(_LOWER.fullmatch(w) for w in words[:at]):
            return ""
        if _verb(words[at].strip(",.")):
            return words[at - 1]
    return ""
