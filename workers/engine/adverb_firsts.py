"""A question's adverb "first" against a row label's ordinal "first": "First race: 1927".

"When did the Women's Eights first move to the river?" writes "first" on its verb: the
first time the asked event happened. A row label that writes "first" before another word
("First race: 1927", "First match: 1872") uses it as an ordinal of that noun, another event
than the asked one, though its words are all the question's. Such a row is about that other
event. Invariant: only a question writing "first" right before one of its predicate words,
with no determiner before it ("the first caesium clock built" is an ordinal), is read, and
a label writing a predicate word anywhere after its "first" ("First moved: 1998", "First BBC
broadcast: 1953") stays the question's own row, as does one whose value names the place the
question writes after its "first" verb ("First printed: Harbour Weekly, 1881" for "… first
appear in Harbour Weekly?": the asked event, told by another verb). Pure.
"""

from __future__ import annotations

import re

from workers.engine.entities import query_names
from workers.engine.predicates import matches
from workers.engine.terms import stem

_FIRST = re.compile(r"\bfirst[^\S\n]+([a-z][\w'’-]*)", re.IGNORECASE)
_LABEL = re.compile(r"[^:|\n]{1,60}(?=:)")
_WORD = re.compile(r"[A-Za-z][\w'’-]*")
_DETERMINER = re.compile(r"(?:\b(?:the|a|an|its|their|his|her|our|my|your)|['’]s?)[^\S\n]+$",
                         re.IGNORECASE)
"""A determiner before "first": "the first caesium clock" is an ordinal, no adverb."""


def _adverb_first(query: str, predicate: frozenset[str]) -> int:
    """Where ``query``'s "first" on its verb ends (no determiner before it, a predicate word
    right after it: "did the race first move"), or -1."""
    return next((found.end() for found in _FIRST.finditer(query)
                 if matches(stem(found.group(1).lower()), predicate)
                 and _DETERMINER.search(query, max(0, found.start() - 8), found.start()) is None),
                -1)


def _names_asked_place(value: str, query: str, after: int) -> bool:
    """Does ``value`` (a row's cells past its label) write a name of ``query`` that the
    query writes only after its "first" verb (``after``: the verb's place or object)?"""
    lowered = value.lower()
    return any(query.find(name) >= after and query.find(name, 0, after) < 0
               and name.lower() in lowered for name in query_names(query))


def other_first(snippet: str, query: str, predicate: frozenset[str]) -> bool:
    """Does ``snippet`` open on a row label writing "first" and no predicate word after it,
    when the question writes "first" on its verb (module docstring)?"""
    if not predicate or "first" not in snippet.lower() \
            or (verb := _adverb_first(query, predicate)) < 0:
        return False
    label = _LABEL.match(snippet)
    if label is None:
        return False
    written = label.group(0)
    at = written.lower().find("first")
    if at < 0:
        return False
    return not any(matches(stem(w.lower()), predicate) for w in _WORD.findall(written, at + 5)) \
        and not _names_asked_place(snippet[label.end():], query, verb)
