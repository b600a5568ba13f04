"""A name of the question's, made another thing by a modifier set against another one.

"On what date is Easter Sunday?" is not answered by "Orthodox Easter Sunday falls on 5 May,
five weeks after Western Easter on March 31": the sentence writes the question's own name
("Easter") after two different capitalised modifiers the question never writes
("Orthodox", "Western"), and by setting them against each other it shows that each
modifier picks one thing out of several that share the name. The question, writing the
name bare, picks none of them: a sentence that, before its first value, names the
question's thing only so modified states the modified thing's values.

A name of the question's is a capitalised word after its first that no other capitalised
word of the question precedes ("Easter" of "Easter Sunday"). A modifier is a capitalised
word right before it (a space between), none of the question's words, no stop word, no
month or weekday, no number. One modifier alone is a description ("Victorian London"),
never a rival: only two distinct ones in the same sentence, with a value between them
(each modified thing with its own), are set against each other; two modifiers without
one ("News Harvest Fair … The Upper Harvest Fair opens 2 May", a page's breadcrumb and
its text) may name one thing.

Pure; reads the sentence's words once.
"""

from __future__ import annotations

import re

from workers.engine.owners import CALENDAR
from workers.engine.query_memo import per_query
from workers.engine.terms import STOPWORDS, stem

_TOKEN = re.compile(r"[^\W\d_][\w'’-]*")
_JOINT = re.compile(r"[^\S\n]+")


def _stem(word: str) -> str:
    return stem(word.rstrip("'’").removesuffix("’s"))


@per_query
def _asked(query: str) -> tuple[frozenset[str], frozenset[str], tuple[str, ...]]:
    """The stems of the question's bare names (capitalised, after its first word, no
    capitalised word right before), of all its words, and the bare names' first three
    letters as written (a word with a bare name's stem opens with them: a stem only cuts
    an ending)."""
    tokens = list(_TOKEN.finditer(query))
    bare: set[str] = set()
    openings: set[str] = set()
    for index in range(1, len(tokens)):
        raw = tokens[index].group(0)
        before = tokens[index - 1]
        if not raw[:1].isupper() or raw.lower() in STOPWORDS:
            continue
        joined = _JOINT.fullmatch(query, before.end(), tokens[index].start()) is not None
        if index > 1 and joined and before.group(0)[:1].isupper():
            continue  # "Sunday" of "Easter Sunday": the name's own word, not a bare name
        bare.add(_stem(raw))
        openings.add(raw[:3])
    return frozenset(bare), frozenset(_stem(t.group(0)) for t in tokens), tuple(sorted(openings))


def _modifier(raw: str, words: frozenset[str]) -> bool:
    """Can ``raw`` be a capitalised modifier of another thing than the question's?"""
    lowered = raw.lower().strip("'’")
    return raw[:1].isupper() and lowered not in STOPWORDS and lowered not in CALENDAR \
        and _stem(raw) not in words


def set_modifier(snippet: str, query: str, until: int | None = None) -> str:
    """"rival:set-<modifier>-<name>" when, before ``until``, ``snippet`` writes one of the
    question's bare names only after a modifier of its own, and writes it after two
    different modifiers with a value between them (module docstring); else ""."""
    bare, words, openings = _asked(query)
    if not bare or not any(opening in snippet for opening in openings):
        return ""  # no word opens as a bare name does: none has its stem
    until = len(snippet) if until is None else until
    tokens = list(_TOKEN.finditer(snippet))
    mentions: dict[str, list[tuple[int, int, str]]] = {}
    plain: set[str] = set()
    for index, token in enumerate(tokens):
        if not token.group(0)[:1].isupper():
            continue  # a bare name is capitalised: only such words are stemmed
        name = _stem(token.group(0))
        if name not in bare:
            continue
        before = tokens[index - 1] if index else None
        if before is not None and _modifier(before.group(0), words) \
                and _JOINT.fullmatch(snippet, before.end(), token.start()) is not None:
            mentions.setdefault(name, []).append(
                (before.start(), token.end(), _stem(before.group(0))))
        elif token.start() < until:
            plain.add(name)
    for name, found in mentions.items():
        if name not in plain and found[0][0] < until and _set_against(snippet, found):
            return f"rival:set-{found[0][2]}-{name}"
    return ""


_DIGIT = re.compile(r"\d")


def _set_against(snippet: str, mentions: list[tuple[int, int, str]]) -> bool:
    """Do two of ``mentions`` (start, end, modifier) with different modifiers stand with a
    value (a digit) between them: each modified thing with a value of its own?"""
    return any(a[2] != b[2] and _DIGIT.search(snippet, a[1], b[0]) is not None
               for i, a in enumerate(mentions) for b in mentions[i + 1 :])
