"""Another owner doing the question's kind of thing: "How many bottles does a Nebuchadnezzar
hold?" is not answered by "A five-tier champagne tower needs about 35 coupes and 6 bottles".

A "How many … does X <verb>?" question names its owner X (a noun phrase: no pronoun, verb
or preposition but "of"). A clause that states a value right after an indefinite noun
phrase and a verb ("A … tower needs about 35 …") says what a newly named thing has, holds
or needs; when the sentence writes none of the owner's words, that thing is another owner
and the sentence's values are its own, never an answer. The verb is read by its shape only
("has/have/had", a present form in "-s" or a past form in "-ed", right before the value but
for "about", "only", "up to" …); a noun before a number ("with 38 volunteer nurses") opens
no such clause, and a pronoun or a definite noun phrase ("It holds", "The bottle holds")
refers back to the subject and is never read here. ``rivals`` reads "has" clauses of any
shape for "have" questions; this reads any verb, for a new thing only.

A question naming its subject by a proper name ("How long did Archie the snail take …?") is
not answered by a clause opening on a possessive pronoun alone ("mine", "ours", "yours",
"theirs") that does the question's own verb right before its value ("ours took 4 min;
Archie's 2:20 …"): the pronoun is the writer's (or reader's) own thing of the kind, another
owner (``own_doer``).

Pure; the question's owner is memoised per query.
"""

from __future__ import annotations

import re

from workers.engine.predicates import canonical_word
from workers.engine.query_memo import per_query
from workers.engine.terms import STOPWORDS, stem

_QUESTION = re.compile(
    r"^\s*how\s+many\b[^?]*?\b(?:does|do|did|can|could|will|would)\s+([^?]{2,60}?)"
    r"\s+[a-z]+\s*\?\s*$", re.IGNORECASE)
"""A count question that ends with its verb after its owner: "… does a Nebuchadnezzar hold?"."""
_CLAUSE_MARKS = re.compile(r"[.;:!?—–·|(),\n]")
_CLAUSE = re.compile(
    r"[^\S\n]*((?i:an?)[^\S\n]+(?:[\w'’×-]+[^\S\n]+){0,3}[\w'’×-]+)[^\S\n]+"
    r"(?:has|have|had|[a-z]{2,}(?<![su]s)(?<!is)s|[a-z]{2,}ed)[^\S\n]+"
    r"(?:(?:about|around|approximately|roughly|some|nearly|almost|over|only|just|exactly"
    r"|up[^\S\n]+to|at[^\S\n]+least|more[^\S\n]+than|as[^\S\n]+many[^\S\n]+as)[^\S\n]+)*")
"""A noun phrase that "a" or "an" opens (a new thing, never the subject referred back to),
of at most five words, its verb and the approximations before the value."""
_OWNER_WORDS = 5
_NOT_OWNER = frozenset(
    """i you we they he she it in on at to for with by from into get gets got need needs is are
    was were be been""".split())
"""Words no owner's noun phrase writes: a pronoun, a preposition but "of" ("a Nebuchadnezzar
of wine") or a verb ("do US children get in the routine schedule?" names no owner)."""
_WORD = re.compile(r"[A-Za-z0-9]+")


@per_query
def _owner_words(query: str) -> frozenset[str]:
    """The stems of the content words of the owner a "How many … does X <verb>?" question
    names; empty for any other question."""
    found = _QUESTION.match(query)
    words = _WORD.findall(found.group(1)) if found else []
    if not words or len(words) > _OWNER_WORDS \
            or any(w.lower() in _NOT_OWNER for w in words):
        return frozenset()
    return frozenset(stem(w) for w in words if w.lower() not in STOPWORDS)


def asks_owner(query: str) -> bool:
    """Is ``query`` a "How many … does X <verb>?" question (``other_doer`` may find a rival)?"""
    return bool(_owner_words(query))


def other_doer(snippet: str, query: str, until: int) -> str:
    """"rival:<head>" when the clause right before ``until`` (where the sentence's first
    value stands) opens with a noun phrase that writes none of the owner's words of a "How
    many … does X <verb>?" question, then a verb, then the value; "" otherwise."""
    owner = _owner_words(query)
    if not owner or until <= 0:
        return ""
    head = snippet[:until]
    cut = max((m.end() for m in _CLAUSE_MARKS.finditer(head)), default=0)
    clause = _CLAUSE.fullmatch(head, cut)
    if clause is None:
        return ""
    words = [w for w in _WORD.findall(clause.group(1))[1:] if w.lower() not in STOPWORDS]
    if not words or any(_names(stem(w), owner) for w in _WORD.findall(snippet)):
        return ""
    return f"rival:{stem(words[-1])}"


def _names(word: str, owner: frozenset[str]) -> bool:
    """Does a sentence's ``word`` (a stem of three letters or more) write one of the owner's
    words, or is it written inside one ("wines" → "wine"; "Nebuchadnezzar's")?"""
    return len(word) > 2 and any(o in word or word in o for o in owner if len(o) > 2)


_OWN = re.compile(
    r"(?:^|(?<=[.;:!?—–·|(),\n]))[^\S\n]*(?i:(mine|ours|yours|theirs))[^\S\n]+"
    r"(?:(?:only|just|also|then|once)[^\S\n]+)?([a-z]{2,})[^\S\n]+"
    r"(?:(?:about|around|nearly|almost|over|only|just|exactly)[^\S\n]+)*$")
"""A clause opening on a possessive pronoun alone and its verb, right before the value."""
_PROPER = re.compile(r"(?<=\s)[A-Z][a-z]{2,}")


def own_doer(snippet: str, query: str, until: int) -> str:
    """"rival:own-<pronoun>" when the clause right before ``until`` opens on "mine" / "ours" /
    "yours" / "theirs" and one of the question's own verbs ("ours took" for "… take …?"),
    for a question naming a capitalised name past its first word; "" otherwise."""
    if until <= 0 or _PROPER.search(query) is None:
        return ""
    found = _OWN.search(snippet[:until])
    if found is None:
        return ""
    verbs = {canonical_word(w) for w in re.findall(r"\b[a-z]{2,}\b", query)}
    if canonical_word(found.group(2)) not in verbs:
        return ""
    return f"rival:own-{found.group(1).lower()}"
