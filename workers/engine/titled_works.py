"""A work titled after an event, dated by its own year: "Henry Wallis, The Death of
Chatterton, 1856, oil on canvas" for when Chatterton died.

Paintings, poems, films and books are often titled "The <Noun> of <Name>" after an event
("The Death of General Wolfe", "The Coronation of Napoleon"), and a credit line dates the work
right after its title, past a comma or in parentheses: that year is the work's, made long after
(or before) the event it shows. A sentence whose first value is a year written so, right after
such a title, states the work's date. Invariant: a title whose noun the question writes, in
any case or form ("When was the Battle of Hastings?", "When did the Berlin Wall fall?" for
"The Fall of the Berlin Wall, 1989"), is the question's own event and stays; so does a title
naming none of the question's capitalised words (an unrelated event is left to the other
readings). Pure; one match at the sentence's first value.
"""

from __future__ import annotations

import re

from workers.engine.query_memo import per_query
from workers.engine.terms import stem

_TITLED = re.compile(
    r"\bThe[^\S\n]+([A-Z][a-z]+)[^\S\n]+of[^\S\n]+(?:the[^\S\n]+)?"
    r"((?:[A-Z][\w'’.-]*[^\S\n]+){0,3}[A-Z][\w'’-]*)(?:,[^\S\n]*|[^\S\n]*\()"
    r"(?=(?:1[0-9]|20)[0-9]{2}\b)")
"""A title "The <Noun> of <Name>" and, past a comma or a "(", the year right after it."""
_DIGIT = re.compile(r"\d")
_WORD = re.compile(r"[A-Za-z][\w'’-]*")


def _stem(word: str) -> str:
    return stem(word.lower().removesuffix("'s").removesuffix("’s"))


@per_query
def _words(query: str) -> tuple[frozenset[str], frozenset[str]]:
    """The stems of all the question's words and of its capitalised words past its first."""
    words = _WORD.findall(query)
    return (frozenset(_stem(w) for w in words),
            frozenset(_stem(w) for w in words[1:] if w[:1].isupper()))


def titled_work(snippet: str, query: str, until: int) -> str:
    """"rival:work-<noun>" when ``snippet``'s first figure, at or before ``until`` (its first
    value; a bare year is none), is a year written right after a title "The <Noun> of <Name>"
    whose name writes a capitalised word of the question and whose noun the question does not
    write (module docstring); "" otherwise."""
    if "The " not in snippet:
        return ""
    digit = _DIGIT.search(snippet)
    if digit is None or digit.start() > until:
        return ""
    found = _TITLED.search(snippet, max(0, digit.start() - 80), digit.start() + 4)
    if found is None or found.end() != digit.start():
        return ""
    every, names = _words(query)
    noun = _stem(found.group(1))
    if noun in every or {_stem(w) for w in found.group(2).split()}.isdisjoint(names):
        return ""
    return "rival:work-" + found.group(1).lower()
