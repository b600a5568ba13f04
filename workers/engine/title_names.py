"""Names tied to the work's own name: "Miles Davis – Giant Steps", "the album "VII" by NAME".

Reads one sentence (``snippet``) and the span of the question's own name in it; each span
function returns the span of the name run it credits, or None. A possessor that writes one
of the question's own capitalised words is the subject's namesake, not its maker; a name
before a title that forks off the question's ("Lowe's Ferns: British and Exotic") is
another work's maker (``forked_title``).
"""

from __future__ import annotations

import re

from workers.engine.list_headings import heads_list
from workers.engine.name_runs import NAME_RUN

_TITLE_BY = re.compile(r"[\"“”'`’),\s]{0,4}\s+by\s+")
_NAME_BEFORE = re.compile(r"(?<![\w'-])[A-Z][\w'.&-]*(?:\s+(?:(?:of|the|de|van|von)\s+)*"
                          r"[A-Z][\w'.&-]*){0,4}(?=(?:\s+[–—:-]|'s|’s)\s*[\"“'`‘]*$)")


def after_title(snippet: str, end: int) -> tuple[int, int] | None:
    """"The album "VII" by The Beatles": "by" right after the work's own name."""
    joint = _TITLE_BY.match(snippet, end)
    if joint is None:
        return None
    name = NAME_RUN.match(snippet, joint.end())
    return name.span() if name else None


def titled(snippet: str, start: int) -> bool:
    """Is the question's name word at ``start`` written as a work's title: capitalised or
    right after a quote ("Coldplay's Direct Hits", "Coldplay's 'direct hits'")?"""
    return snippet[start:start + 1].isupper() or snippet[max(0, start - 1):start] in _QUOTES


def namesake(name: str, own_names: frozenset[str]) -> bool:
    """Does the possessor ``name`` write one of the question's own capitalised words
    (``own_names``, lower-cased)? Before a common noun ("Abraham Lincoln's log cabin" for
    "Lincoln Logs", not ``titled``) it is the thing the subject is named after, not its
    maker; a possessor of other words ("Mirk and Bešić's theatre") is credited."""
    return any(_OWNING_END.sub("", w).lower() in own_names for w in _WORDS.findall(name))


_WORDS = re.compile(r"[^\W\d_][\w'’-]*")
_OWNING_END = re.compile(r"['’]s?$")
_QUOTES = frozenset("'\"‘’“”")


def before_title(snippet: str, start: int, office: bool = False) -> tuple[int, int] | None:
    """"Miles Davis – Giant Steps", "Jay-Z : Shock Value", "Coldplay's 'Direct Hits'": the
    name credited right before the work's own name; for an ``office``, never a possessive
    ("Boston's Arnold Arboretum" names its place, not its first director), nor one that
    opens a list's heading ("London's Victorian markets: Smithfield (…), …": ``list_headings``)."""
    run = _NAME_BEFORE.search(snippet, max(0, start - 62), start)
    owning = run is not None and snippet[run.end():run.end() + 2] in ("'s", "’s")
    if run is None or (owning and (office or heads_list(snippet, run.end() + 2))):
        return None
    return run.span()


_NEXT_WORD = re.compile(r"[\w'’-]*[^\S\n]*:?[^\S\n]+(?P<next>[A-Z][\w-]*)")
"""The word after the title's: its quote or possessive ending ("Hits'is", glued) is no part."""


def forked_title(snippet: str, start: int, own_names: frozenset[str]) -> bool:
    """Does the question's name word at ``start`` go on, past a space or a subtitle's colon,
    into a capitalised word the question does not write (``own_names``, lower-cased)?
    "Lowe's Ferns: British and Exotic" shares "Ferns" with "The Ferns of Great Britain and
    Ireland" but is another work, so the name before it is that work's maker; "Coldplay's
    Direct Hits" (every word the question's) and "Moore's Ferns of Great Britain" go on as
    the question's name and stay credited."""
    after = _NEXT_WORD.match(snippet, start)
    if after is None or not own_names:
        return False
    return after.group("next").lower() not in own_names
