"""Names a text sets against the credited one: context, never a *who* answer.

"Galileo had the idea, his son Vincenzo started one, but Huygens made the first working
pendulum clock", "Thomas Bentley was Josiah's partner from 1768, but Josiah founded Wedgwood
alone", "Galileo had the idea; it was Huygens who made …", "While Galileo had the idea,
Huygens made …": a main clause that opens on a name (after "but", "but it was", a cleft "it
was … who/that", or the comma closing a concessive "While/Whereas/Although/Though …") doing
something with the question's predicate or work ("made … pendulum clock", "founded
Wedgwood") is the sentence's claim, and the names of the clause set against it (the clause
before "but" or the cleft, from the sentence's start or its last ";" or dash; the concessive
clause) are the people it is contrasted with: the one who had the idea, began it,
partnered, claimed it first. The text credits none of them, so no sentence of the text
answers with one of them ("Re: Galileo's clock" heads that very post). A name of both
clauses ("Josiah") stays. A main clause that names no one doing the work ("but the Thames
River Police came earlier", "but it was Florey and Chain's team that made a usable drug")
contrasts nothing.

Pure; a text without a cue (``_CUE``) is not scanned; in one with it, at most ``MAX_BUTS``
contrasts are read, each within ``_REACH`` characters either side.
"""

from __future__ import annotations

import re
from bisect import bisect_left
from itertools import islice

from workers.engine.predicate_words import predicate_hits
from workers.engine.values import same_name

_RUN = (r"(?:(?:Dr|Mr|Mrs|Ms|Sir|St)\.?\s+)?[A-Z][\w'’.-]*"
        r"(?:[^\S\n]+(?:(?:de|da|van|von|der|le|la|du)[^\S\n]+)*[A-Z][\w'’.-]*){0,3}")
_MAIN_NAME = r"(?P<name>" + _RUN + r")"
_DOES = r"[^\S\n]+(?P<verb>[a-z][a-z-]+)\b"
_BUT = re.compile(
    r"(?:(?<=[\w'’)\"”]),?[^\S\n]+but[^\S\n]+(?:it[^\S\n]+was[^\S\n]+|it[’']s[^\S\n]+)?"
    r"|[;,—–][^\S\n]*it[^\S\n]+was[^\S\n]+(?=" + _RUN + r"[^\S\n]+(?:who|that)\b))"
    + _MAIN_NAME + r"(?:[^\S\n]+(?:who|that))?" + _DOES
)
"""", but Huygens made …", "but it was Huygens who built …", "; it was Huygens who made …":
a name doing the clause's verb, set against the clause before."""
_CONCESSIVE = re.compile(
    r"(?:^|(?<=[.!?;:·|—–])|(?<=[.!?;:·|—–][^\S\n]))[^\S\n]*"
    r"(?:While|Whereas|Although|Though|Even[^\S\n]+though)[^\S\n]+"
    r"(?P<conceded>[^,;.!?\n]{1,200}),[^\S\n]*(?:it[^\S\n]+was[^\S\n]+)?"
    + _MAIN_NAME + r"(?:[^\S\n]+(?:who|that))?" + _DOES
)
"""A concessive clause opening the sentence, then the name doing the main clause's verb:
"While Galileo had the idea, Huygens made …"."""
_NOT_VERB = frozenset("and or of in on at as to for with from by is".split())
"""Words after a name that are no verb of its: "but Florey and Chain's team …"."""
_CLAUSE_START = re.compile(r"[;:]|\s[—–-]\s|[—–]|[.!?](?=\s)")
_NAME = re.compile(
    r"(?<![\w'’.-])(?:(?:Dr|Mr|Mrs|Ms|Sir|St)\.?\s+)?[A-Z][\w'’.-]*"
    r"(?:[^\S\n]+(?:(?:de|da|van|von|der|le|la|du)[^\S\n]+)*[A-Z][\w'’.-]*){0,3}"
)
MAX_BUTS = 64
"""The most contrasts read per text (a retrieved chunk has a few): the work stays linear."""
_REACH = 240
"""The most characters either clause is read for: the work per contrast stays bounded."""
_POSSESSIVE = re.compile(r"(?:'s|’s|'|’)$")
_FUNCTION = frozenset(
    "the a an this that these those it he she they his her its their his but and or in on "
    "at of by for with from as when while after before re q a".split())
"""Capitalised words that open a clause, never a name ("The", "His", "Re")."""
_CUE = re.compile(r" but |it was|While|Whereas|hough")
"""A cheap necessary condition: a text without any of these contrasts nothing."""


def contrasted_names(text: str, predicate: frozenset[str], own: frozenset[str]
                     ) -> frozenset[str]:
    """The normalised names (``named`` ``exact`` form: lower case, no punctuation) that
    ``text`` sets against the name of a main clause carrying one of ``predicate``'s words
    (the question's predicate with its triggers) or of ``own`` (the question's own names);
    see the module docstring."""
    if _CUE.search(text) is None:
        return frozenset()
    out: set[str] = set()
    marks = [(m.start(), m.end()) for m in _CLAUSE_START.finditer(text)]
    contrasts = [(m, m.start("conceded"), m.end("conceded"))
                 for m in islice(_CONCESSIVE.finditer(text), MAX_BUTS)]
    for but in _BUT.finditer(text):
        if len(contrasts) >= MAX_BUTS:
            break
        at = bisect_left(marks, (but.start(), 0)) - 1
        contrasts.append((but, max(marks[at][1] if at >= 0 else 0, but.start() - _REACH),
                          but.start()))
    for main, start, stop in contrasts:
        if main.group("verb") in _NOT_VERB:
            continue
        at = bisect_left(marks, (main.end(), 0))
        end = min(marks[at][0] if at < len(marks) else len(text), main.end() + _REACH)
        if not predicate_hits(text[main.start("name") : end], predicate | own, own):
            continue
        credited = _norm(main.group("name"))
        for name in _NAME.finditer(text, start, stop):
            norm = _norm(name.group(0))
            if norm and not same_name(norm, credited) and norm.split()[0] not in _FUNCTION:
                out.add(norm)
    return frozenset(out)


def _norm(name: str) -> str:
    return " ".join(re.sub(r"[^\w\s]", "", _POSSESSIVE.sub("", name).lower()).split())


def contrasted(exact: str, names: frozenset[str]) -> bool:
    """Is the name ``exact`` (normalised) one of the contrasted ``names``?"""
    return any(same_name(exact, name) for name in names)
