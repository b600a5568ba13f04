"""Names a text sets against the credited one: context, never a *who* answer.

"Galileo had the idea, his son Vincenzo started one, but Huygens made the first working
pendulum clock", "Thomas Bentley was Josiah's partner from 1768, but Josiah founded Wedgwood
alone", "… but it was Huygens who built it": a "but" clause that opens on a name (after "it
was" at most) doing something with the question's predicate or work ("made … pendulum
clock", "founded Wedgwood") is the sentence's main claim, and the names of the clause before
it (from the sentence's start or its last ";" or dash) are the people it is contrasted with:
the one who had the idea, began it, partnered, claimed it first. The text credits none of
them, so no sentence of the text answers with one of them ("Re: Galileo's clock" heads that
very post). A name of both clauses ("Josiah") stays. A "but" clause that names no one doing
the work ("but the Thames River Police came earlier", "but it was Florey and Chain's team
that made a usable drug") contrasts nothing here.

Pure; a text without " but " is not scanned; in one with it, at most ``MAX_BUTS`` clauses
are read, each within ``_REACH`` characters either side of its "but".
"""

from __future__ import annotations

import re
from bisect import bisect_left

from workers.engine.predicate_words import predicate_hits
from workers.engine.values import same_name

_BUT = re.compile(
    r"(?<=[\w'’)\"”]),?[^\S\n]+but[^\S\n]+(?:it[^\S\n]+was[^\S\n]+|it[’']s[^\S\n]+)?"
    r"(?P<name>(?:(?:Dr|Mr|Mrs|Ms|Sir|St)\.?\s+)?[A-Z][\w'’.-]*"
    r"(?:[^\S\n]+(?:(?:de|da|van|von|der|le|la|du)[^\S\n]+)*[A-Z][\w'’.-]*){0,3})"
    r"(?:[^\S\n]+(?:who|that))?[^\S\n]+(?P<verb>[a-z][a-z-]+)\b"
)
"""", but Huygens made …", "but it was Huygens who built …": a name doing the clause's verb."""
_NOT_VERB = frozenset("and or of in on at as to for with from by is".split())
"""Words after a name that are no verb of its: "but Florey and Chain's team …"."""
_CLAUSE_START = re.compile(r"[;:]|\s[—–-]\s|[—–]|[.!?](?=\s)")
_NAME = re.compile(
    r"(?<![\w'’.-])(?:(?:Dr|Mr|Mrs|Ms|Sir|St)\.?\s+)?[A-Z][\w'’.-]*"
    r"(?:[^\S\n]+(?:(?:de|da|van|von|der|le|la|du)[^\S\n]+)*[A-Z][\w'’.-]*){0,3}"
)
MAX_BUTS = 64
"""The most "but" clauses read per text (a retrieved chunk has a few): the work stays linear."""
_REACH = 240
"""The most characters either clause is read for: the work per "but" stays bounded."""
_POSSESSIVE = re.compile(r"(?:'s|’s|'|’)$")
_FUNCTION = frozenset(
    "the a an this that these those it he she they his her its their his but and or in on "
    "at of by for with from as when while after before re q a".split())
"""Capitalised words that open a clause, never a name ("The", "His", "Re")."""


def contrasted_names(text: str, predicate: frozenset[str], own: frozenset[str]
                     ) -> frozenset[str]:
    """The normalised names (``named`` ``exact`` form: lower case, no punctuation) that
    ``text`` sets against the name of a "but" clause carrying one of ``predicate``'s words
    (the question's predicate with its triggers) or of ``own`` (the question's own names);
    see the module docstring."""
    if " but " not in text:
        return frozenset()
    out: set[str] = set()
    marks = [(m.start(), m.end()) for m in _CLAUSE_START.finditer(text)]
    for seen, but in enumerate(_BUT.finditer(text)):
        if seen >= MAX_BUTS:
            break
        if but.group("verb") in _NOT_VERB:
            continue
        at = bisect_left(marks, (but.end(), 0))
        end = min(marks[at][0] if at < len(marks) else len(text), but.end() + _REACH)
        if not predicate_hits(text[but.start("name") : end], predicate | own, own):
            continue
        main = _norm(but.group("name"))
        at = bisect_left(marks, (but.start(), 0)) - 1
        start = max(marks[at][1] if at >= 0 else 0, but.start() - _REACH)
        for name in _NAME.finditer(text, start, but.start()):
            norm = _norm(name.group(0))
            if norm and not same_name(norm, main) and norm.split()[0] not in _FUNCTION:
                out.add(norm)
    return frozenset(out)


def _norm(name: str) -> str:
    return " ".join(re.sub(r"[^\w\s]", "", _POSSESSIVE.sub("", name).lower()).split())


def contrasted(exact: str, names: frozenset[str]) -> bool:
    """Is the name ``exact`` (normalised) one of the contrasted ``names``?"""
    return any(same_name(exact, name) for name in names)
