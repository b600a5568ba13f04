"""A date whose own clause tells another event: it witnesses no answer of the asked one.

A *when* question's date is kept without its event's word when it equals a date another
page ties to the event (``asked_event``: a page that repeats the answer without its verb
witnesses it). But a clause that gives its date to an event of its own tells something
else that happened that year: "A hundred years ago today the Earl died" (an anniversary
counted back to a death), "The Gas Company, chartered 200 years ago this month, …", "The
firm was formed by a merger of three others in 1919". Such a date is that event's, however
equal to an answer: it repeats none, and joining it to the answer's side makes a conflict of
pages that never spoke of the asked event.

The clause is the run of text around the date between clause marks (a comma, semicolon,
colon, dash, bracket, sentence end). It tells another event when it holds the past form of
a verb of a predicate class (``predicates.CLASSES``: "died", "formed", "opened",
"chartered", "built", "released", "destroyed") that is no word of the asked event
(``event_mentions.other_verb``), and no word of the clause names the asked event. Those
classes are the standing events of a thing's story, each its own; a verb of no class may
well be the asked event in other words ("Greece went Gregorian in 1923" for when it adopted
the calendar, "a storm toppled the oak" for when it fell) and still witnesses, as does a
clause with no verb ("…, 30th September 1963").
Pure.
"""

from __future__ import annotations

import re

from workers.engine.event_mentions import names_event, other_verb
from workers.engine.event_of_question import Event
from workers.engine.predicates import canonical_word

_CLAUSE_MARK = re.compile(r"[,;:()\[\]!?·|—–\n]|\.(?=\s|$)")
_WORD = re.compile(r"(?<![\w'’-])[a-z]+(?![\w'’-])")
_IRREGULAR_CLASSED = frozenset({"built", "burnt"})
"""Past forms of class verbs with no "-ed"."""
_SPAN = 120
"""How far either side of the date a clause is read (the cost per date is bounded)."""


def clause_of_other_event(text: str, start: int, end: int, event: Event) -> bool:
    """Does the clause of ``text`` around the date at ``start:end`` give it to another event
    than ``event``: a past verb of another event, and no word of the asked one?"""
    begin = max(0, start - _SPAN)
    for mark in _CLAUSE_MARK.finditer(text, begin, start):
        begin = mark.end()
    after = _CLAUSE_MARK.search(text, end, end + _SPAN)
    clause = text[begin: after.start() if after is not None else min(len(text), end + _SPAN)]
    verbs = [w for w in _WORD.findall(clause) if _classed_past(w)]
    if not any(other_verb(w, event) for w in verbs):
        return False
    return not names_event(clause, event)


def _classed_past(word: str) -> bool:
    """Is ``word`` (lower-case) the past form of a verb of a predicate class ("died",
    "formed", "opened")?"""
    return (word.endswith("ed") or word in _IRREGULAR_CLASSED) \
        and canonical_word(word).startswith("#")
