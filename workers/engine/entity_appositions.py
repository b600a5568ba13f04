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
no place.
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


def describes_subject(text: str, start: int) -> bool:
    """Is the ", Words" tail whose words begin at ``start`` an apposition about the named
    thing (an origin before a noun, or a possessive before what the thing is to its owner),
    not a place that tells which of several same-name entities is meant? "Lahore, Pakistan
    is …" and "Rush Township, Scioto County, Ohio" are places."""
    return (_ADJECTIVE_TAIL.match(text, start) is not None
            or _POSSESSIVE_TAIL.match(text, start) is not None)


_PLURAL_LABEL = re.compile(
    r"(?:^|[|·•\n;]|[^\S\n][—–][^\S\n])[^\S\n]*(?:[A-Za-z][\w'-]*[^\S\n]+){0,2}"
    r"[A-Za-z][\w'-]*(?<![su])(?<!headquarter)s[^\S\n]*:(?:[^:|;\n]*,)?[^\S\n]*$")
"""A row label whose last word is a plural (not "-ss", "-us", "-is", nor "Headquarters", which
names one place), right before the mention ("Founders: ", "| Partners: ") or before the
items listed ahead of it ("Famous gardens: Padua (1545), Pisa (1544), ")."""
_LABEL_SPAN = 120


def co_listed(text: str, at: int) -> bool:
    """Is the mention at ``at`` an item of the value of a row labelled with a plural
    ("Founders: Ada Brind, Tom Vale", "Members: …", the first or a later item)? The row lists
    several things of the label's kind, and the ", Words" tail after the mention is the next
    of them, not the mention's place.
    "Location: Springfield, Illinois" (a singular label) keeps its place."""
    return _PLURAL_LABEL.search(text, max(0, at - _LABEL_SPAN), at) is not None
