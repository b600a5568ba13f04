"""A work derived from the question's: "Back to the Rock, the 2022 revival of Fraggle Rock, …".

A revival, remake, reboot, sequel, prequel, spin-off, adaptation or continuation of a work
is another work, with its own dates and makers. A sentence that, before its first value,
writes such a noun, then "of" (past at most an article) and one of the question's own
capitalised names, and never writes that name (its whole run of capitalised words) earlier,
states the derived work's values: it is the sentence's subject or set beside it ("The
revival of Fraggle Rock premiered in 2022", "Back to the Rock, the Apple TV+ revival of
Fraggle Rock, premiered in 2022").
Invariant: a sentence writing the question's name before the derived noun ("Fraggle Rock
premiered in 1983; its revival of …"), a question with no capitalised name past its first
word, or a derived noun after the first value, is never read so.

A namesake work of another kind is told apart the same way: the question's name (a run of
its own capitalised words), its year in parentheses and an apposition "the … NOUN" that
writes none of the question's words ("Moon Harbour (1961), the Rank film with Ann Todd, …"
for the Moon Harbour comic strip) is another work of that name with its own dates; its
sentence states that work's values. Only a question that writes a lower-case kind right after
the name and its verb after that ("Moon Harbour strip first run") is read so: without it
("When was Moon Harbour released?") the question may ask for the film.
Pure.
"""

from __future__ import annotations

import re

from workers.engine.query_memo import per_query
from workers.engine.terms import STOPWORDS

_DERIVED = re.compile(
    r"\b(revival|remake|reboot|sequel|prequel|spin-?off|adaptation|continuation)s?"
    r"[^\S\n]+of[^\S\n]+(?:(?:the|a|an)[^\S\n]+)?", re.IGNORECASE)
"""A derived work's noun and "of" before what it derives from."""
_WORD = re.compile(r"[A-Za-z][\w'’-]*")
_RUN = re.compile(r"[A-Z][\w'’-]*(?:[^\S\n]+[A-Z][\w'’-]*)*")
"""The capitalised name after "of": the work derived from."""


@per_query
def _names(query: str) -> frozenset[str]:
    """The question's capitalised words past its first (lower case, no stop words)."""
    words = _WORD.findall(query)
    return frozenset(w.lower() for w in words[1:]
                     if w[:1].isupper() and w.lower() not in STOPWORDS)


_YEARED = re.compile(
    r"(?P<name>[A-Z][\w'’-]*(?:[^\S\n]+[A-Z][\w'’-]*){0,4})[^\S\n]*\((?:1[0-9]{3}|20[0-9]{2})\)"
    r"[^\S\n]*,[^\S\n]+(?:the|a|an)[^\S\n]+(?P<apposition>[^,;:.()\n]{2,80}?)(?=[,;:.]|$)")
"""A name, its year in parentheses, and an apposition to the next comma or clause end."""
_HEAD = re.compile(r"(?P<noun>[a-z][\w-]+)(?=[^\S\n]+(?:with|by|of|starring|from|that|which"
                   r"|who|in|on|for|and|about|set)\b|[^\S\n]*$)")
"""The apposition's head noun: the lower-case word before its first function word or end."""


@per_query
def _kinded(query: str) -> tuple[frozenset[str], frozenset[str]]:
    """The question's capitalised names that a lower-case word follows (its kind: "Prince
    Valiant strip debut"; never its first word; the kind a noun, no participle or adverb,
    with the question's verb after it), lower case; and every word of the question, lower case."""
    every = frozenset(w.lower().removesuffix("'s").removesuffix("’s")
                      for w in _WORD.findall(query))
    kinded = frozenset(
        found.group(1).lower() for found in re.finditer(
            r"(?<=\s)((?:[A-Z][\w-]*[^\S\n]+)*[A-Z][\w-]*)[^\S\n]+(?!(?:of|and|or|in|on|at|by|to"
            r"|from|for|with|the|a|an|is|was|did|do|does|first|last|ever|also|still|once)\b)"
            r"[a-z][\w-]+(?<!ed)(?<!ly)(?=[^\S\n]+[a-z])", query))
    return kinded, every


def namesake_work(snippet: str, query: str, until: int) -> str:
    """"rival:namesake-<noun>" when ``snippet`` writes, at or before ``until``, the question's
    name with a year in parentheses and an apposition of another kind of work that writes
    none of the question's words (module docstring); "" otherwise."""
    kinded, every = _kinded(query)
    if not kinded:
        return ""
    for found in _YEARED.finditer(snippet):
        if found.start() > until:
            break
        name = found.group("name").lower()
        if not any(name == k or k.endswith(" " + name) for k in kinded):
            continue
        words = {w.lower().removesuffix("'s") for w in _WORD.findall(found.group("apposition"))}
        head = _HEAD.search(found.group("apposition"))
        if head is not None and words.isdisjoint(every):
            return f"rival:namesake-{head.group('noun')}"
    return ""


def derived_work(snippet: str, query: str, until: int) -> str:
    """"rival:derived-<noun>" when, before ``until``, ``snippet`` calls its subject a work
    derived from the question's named one, first naming it there, or a namesake work of
    another kind (``namesake_work``; module docstring)."""
    names = _names(query)
    if not names:
        return ""
    if (namesake := namesake_work(snippet, query, until)):
        return namesake
    for found in _DERIVED.finditer(snippet, 0, until):
        run = _RUN.match(snippet, found.end())
        if run is None or run.group(0).split()[0].lower() not in names:
            continue
        if run.group(0).lower() not in snippet[:found.start()].lower():
            return f"rival:derived-{found.group(1).lower()}"
    return ""
