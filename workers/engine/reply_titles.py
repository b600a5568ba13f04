"""A forum reply under a thread titled with another thing's name: the post is about that.

"5 months ago · Re: Tilbury Ferry — 40 cars a crossing; 12 crossings a day" does not answer
"How many cars does the Gravesend–Dartford bridge carry?": a reply's thread title ("Re:
…", up to the spaced dash its post starts after) names what the thread is about, and when
the title is a name (two or more words, each capitalised but stop words) none of whose
words the question writes, and the chunk never writes any of the question's names (its
capitalised words after its first), nothing ties the post to the question's subject: every
value of the post is the title's thing's. A title that shares a word with the question
("Re: Derby distance" for the Kentucky Derby), one that is no name ("Re: school hols",
"Re: South Rim gate": a common noun heads it; "Re: Tilbury" alone), and a chunk that names
the question's subject anywhere leave the post as it is; so does a question that names
nothing.

Pure; a chunk without "Re:" is not read.
"""

from __future__ import annotations

import re
from functools import lru_cache

from workers.engine.owners import CALENDAR, question_names
from workers.engine.query_memo import per_query
from workers.engine.terms import STOPWORDS, stem

_REPLY_HEADING = re.compile(r"\bRe:[^\S\n]*([^\n—–]{2,100}?)[^\S\n]+[—–][^\S\n]")
_TOKEN = re.compile(r"[^\W\d_][\w'’-]*")
_NAME_WORDS = 2
"""A one-word title ("Re: Tilbury") is too often a place, a topic or a greeting."""


def _stem(word: str) -> str:
    return stem(word.rstrip("'’").removesuffix("’s"))


@per_query
def _asked(query: str) -> tuple[frozenset[str], frozenset[str]]:
    """The stems of the question's names and of all its words."""
    names = frozenset(_stem(n) for n in question_names(query) if not n.startswith("'"))
    return names, frozenset(_stem(m.group(0)) for m in _TOKEN.finditer(query))


def _names_a_thing(title: str) -> list[str]:
    """The title's words when it is a name: two or more words, every one but a stop word
    capitalised, none a month or weekday ("James Caird", "Grand Prix de Monaco"); else []
    ("South Rim gate" names a gate, "reading signs in Tbilisi" a topic)."""
    raws = [m.group(0) for m in _TOKEN.finditer(title)]
    content = [raw for raw in raws if raw.lower() not in STOPWORDS]
    if len(content) < _NAME_WORDS or any(
            not raw[:1].isupper() or raw.lower() in CALENDAR for raw in content):
        return []
    return content


def other_thread(text: str, start: int, query: str) -> str:
    """"rival:thread-<words>" when ``start`` lies in the post of a reply whose thread title
    names another thing and the chunk ``text`` names none of the question's names (module
    docstring); else ""."""
    names, words = _asked(query)
    if not names:
        return ""
    headings = _headings(text)
    if not headings:
        return ""
    if headings[0][1] > start:
        return ""  # the text's first reply heading opens no post before ``start``
    title = headings[0][2]
    named = _names_a_thing(title)
    if not named or any(_stem(m.group(0)) in words for m in _TOKEN.finditer(title)
                        if m.group(0).lower() not in STOPWORDS):
        return ""
    if not names.isdisjoint(_text_stems(text)):
        return ""
    return "rival:thread-" + "-".join(w.lower() for w in named)


@lru_cache(maxsize=64)
def _headings(text: str) -> tuple[tuple[int, int, str], ...]:
    """(start, end, title) of the text's reply headings, in order; read once per text, so a
    long chunk's sentences never each scan it again."""
    if "Re:" not in text:
        return ()
    return tuple((m.start(), m.end(), m.group(1)) for m in _REPLY_HEADING.finditer(text))


@lru_cache(maxsize=1024)
def _text_stems(text: str) -> frozenset[str]:
    """Every word stem the text writes (once per text)."""
    return frozenset(_stem(m.group(0)) for m in _TOKEN.finditer(text))
