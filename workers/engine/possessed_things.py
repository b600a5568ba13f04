"""A thing the question's subject owns, doing the asked event: its value, not the subject's.

"In what year did the Riverside Museum open?" is not answered by "the museum's new cafe, The
Tram Stop, opened in 2019": the clause's subject is the museum's cafe ("the <owner>'s
<thing>"), whose owner is a noun of the question and whose thing writes none of the
question's words, and its verb is the question's own ("open") with a value right after it
(past "in", "on", "at" or "about"), so the sentence dates or measures the owned thing. An
appositive between the thing and its verb (", The Tram Stop,") is read past, and a dateline
before the clause ("5 years ago · …") does not hide it. The owner may be a capitalised name
the question writes ("Steinway's Hamburg factory opened in 1880" for when Steinway & Sons was
founded), and the verb is the question's by its event family ("opened" is a founding); a thing
opening on "first", "original" or "earliest" is the subject's own start. Invariant: a
sentence that writes the question's verb (or one of its family) a second time (the subject's
own event may be stated too) is never read so; "the museum opened in 2011" and "the
museum's doors opened in 2011" (a thing the question writes) stay.

The mirror case: a question that asks about a named thing in its owner's possessive ("When
did the Shedd Aquarium's Abbott Oceanarium open?") is not answered by a clause whose subject
is the owner's name alone, doing the question's verb with a value right after it ("The Shedd
Aquarium opened in 1930"), in a sentence that writes none of the owned thing's words: that
dates the owner (``owner_alone``). The same invariant holds: the verb is written once.

Pure; the question's terms are memoised per query.
"""

from __future__ import annotations

import re
from typing import NamedTuple

from workers.engine.contrast_subjects import question_stems
from workers.engine.predicates import canonical
from workers.engine.query_memo import per_query
from workers.engine.terms import STOPWORDS, stem

_CLAUSE = re.compile(
    r"(?:\bthe[^\S\n]+(?P<owner>[a-z-]+)|(?<![\w'’])(?P<name>(?-i:[A-Z][a-z][\w-]*)))['’]s"
    r"[^\S\n]+(?P<thing>[a-z-]+(?:[^\S\n]+[a-z-]+){0,2})"
    r"(?:[^\S\n]*,[^,.;:!?\n]{1,60},)?[^\S\n]+(?P<verb>(?!(?:in|on|at|about|around)\b)[a-z]+)"
    r"(?:[^\S\n]+(?:in|on|at|about|around))?[^\S\n]*(?=\d)", re.IGNORECASE)
""""the <owner>'s <thing>[, <appositive>,] <verb> [in]" right before the value; the owner
may be a capitalised name ("Steinway's Hamburg factory opened in 1880")."""
_WORD = re.compile(r"[a-z0-9]+")
_FIRST = frozenset("first original earliest".split())
"""Words by which an owned thing is the subject's own start ("Steinway's first workshop opened
in 1853" dates the founding)."""


def _event(word: str) -> str:
    """A verb's event: its family ("opened", "founded" → "#founding") or its stem."""
    return canonical(stem(word))


def owned_thing(snippet: str, query: str, until: int | None = None) -> str:
    """"rival:owned-<thing>" when ``snippet`` states a value right after a clause whose
    subject is a thing the question's subject owns, doing the question's verb, and writes
    that verb nowhere else (module docstring); else "". ``until`` is not read: a dateline
    ("5 years ago") may come before the clause."""
    del until
    if "s " not in snippet or ("'" not in snippet and "’" not in snippet):
        return ""
    asked = question_stems(query)
    events = {_event(w) for w in asked}
    for found in _CLAUSE.finditer(snippet):
        verb = _event(found["verb"].lower())
        owner = (found["owner"] or found["name"]).lower()
        thing = [w for w in _WORD.findall(found["thing"].lower()) if w not in STOPWORDS]
        if stem(owner) in asked and verb in events and thing and thing[0] not in _FIRST \
                and not any(stem(w) in asked for w in thing) \
                and sum(_event(w) == verb for w in _WORD.findall(snippet.lower())) == 1:
            return f"rival:owned-{'-'.join(thing)}"
    return ""



_ASKED_OWNED = re.compile(
    r"(?P<owner>(?:[A-Z][\w-]*[^\S\n]+){0,3}[A-Z][\w-]*)['’]s[^\S\n]+"
    r"(?P<thing>[A-Z][\w-]*(?:[^\S\n]+[A-Z][\w-]*){0,3})")
"""A question's "<Owner Name>'s <Thing Name>": both capitalised, the owner up to four words."""


class _AskedOwned(NamedTuple):
    """What ``owner_alone`` reads of a question's "<Owner>'s <Thing>", once per question."""

    thing: tuple[str, ...]
    """The owned thing's words, lower case."""
    clause: re.Pattern[str]
    """The owner's name alone, then a verb (group "verb") right before a value."""
    label: str
    """The rival key a matching sentence gets."""


@per_query
def _asked_owned(query: str) -> _AskedOwned | None:
    """The question's owned thing as ``owner_alone`` reads it; None when it asks none."""
    asked_owned = _ASKED_OWNED.search(query)
    if asked_owned is None:
        return None
    owner = asked_owned["owner"].split()
    clause = re.compile(r"(?<![\w'’])" + r"[^\S\n]+".join(map(re.escape, owner))
                        + r"[^\S\n]+(?P<verb>[a-z]+)(?:[^\S\n]+(?:in|on|at|about|around))?"
                        r"[^\S\n]*(?=\d)")
    return _AskedOwned(tuple(_WORD.findall(asked_owned["thing"].lower())), clause,
                       f"rival:owner-{'-'.join(w.lower() for w in owner)}")


def owner_alone(snippet: str, query: str, until: int | None = None) -> str:
    """"rival:owner-<owner>" when ``query`` asks about a named thing in its owner's
    possessive and ``snippet`` states a value right after a clause whose subject is the
    owner's name alone, doing the question's verb (written once), and writes none of the
    owned thing's words (module docstring); else "". ``until`` is not read."""
    del until
    asked = _asked_owned(query)
    if asked is None:
        return ""
    written = _WORD.findall(snippet.lower())
    if any(w in written for w in asked.thing):
        return ""
    clause = asked.clause.search(snippet)
    if clause is None:
        return ""
    verb = stem(clause["verb"])
    if verb not in question_stems(query) or sum(
            stem(w) == verb for w in written) != 1:
        return ""
    return asked.label
