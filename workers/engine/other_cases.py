"""A value stated for another case than the one the query asks about.

"How much notice to end the agreement for convenience?" asks about one case of ending it;
"Either party may terminate for material breach … within 30 days" states the notice of
another case, and "Team for Education: 2 TB per user" the storage of another offer than
the Team plan. Both write a word of the query, then "for" and a phrase of content words the
query never uses. The sentence is about that other case when it names none of the query's
own case (``QueryView.case``): a query with a "for …" case, or a label ("Team for
Education:") that names the query's thing "for" a name of its own. Reads the text and the query
only.
"""

from __future__ import annotations

import re

from workers.engine.query import QueryView
from workers.engine.query_memo import per_query
from workers.engine.terms import STOPWORDS, content_terms, stem

_FOR = re.compile(r"\b([A-Za-z][\w-]*)[^\S\n]+for[^\S\n]+((?:[A-Za-z][\w-]*[^\S\n]*){1,3})",
                  re.IGNORECASE)
"""A word, "for" and up to three words after it ("terminate for material breach")."""


def other_case(snippet: str, label: str, query: QueryView) -> str:
    """"case:<terms>" for a sentence (``snippet``) that states its value for a case the query
    does not ask about (module docstring); "" otherwise. ``label`` is the label the sentence
    opens with, as written (``segments.label_text``): there a "for" phrase counts even when
    the query names no case of its own, if it is a name ("Team for Education")."""
    case = query.case if _FOR_CASE.search(query.text) else _closing_case(query.text)
    if case and set(case) & _mentions(snippet):
        return ""  # the sentence names the asked case: its values may answer
    where = [(snippet, False)] if case else []
    if label:
        where.append((label, True))
    for text, named in where:
        for found in _FOR.finditer(text):
            if stem(found.group(1)) not in query.terms or (
                    found.group(2)[:1].isupper() != named or (found.group(1)[:1].isupper()
                    and not named)):
                continue  # "Switzerland for freelancers" describes; "Aven for" is a place
            phrase = _phrase(found.group(2))
            words = {stem(w) for w in re.findall(r"[a-z0-9]+", found.group(2).lower())}
            if phrase and query.terms.isdisjoint(phrase) and query.tokens.isdisjoint(words):
                return "case:" + "-".join(sorted(phrase))
    return ""


_FOR_CASE = re.compile(r"\bfor\s", re.IGNORECASE)
"""A question that writes "for …" states its case there (``QueryView.case``); the noun
phrase another question ends with ("… does a honeybee have?") is its subject, no case."""
_CLOSING = re.compile(r"\b(?:at|on|during)\s+((?:[a-z][\w-]*\s*){1,4})\?\s*$")
"""The occasion a question closes on, in lower-case words ("at client dinners?", "on
in-store purchases?"); "in …" is a place or a time, and a capitalised word a name."""


@per_query
def _closing_case(query: str) -> tuple[str, ...]:
    """Content terms of the phrase a question closes on ("… alcohol at client dinners?" →
    client, dinner): the case it asks about when it writes no "for …" case."""
    found = _CLOSING.search(query)
    return tuple(content_terms(found.group(1))) if found else ()


def _phrase(words: str) -> tuple[str, ...]:
    """The content words a "for" phrase opens with, up to its first stop word."""
    out = []
    for word in words.split():
        if word.lower() in STOPWORDS or len(word) < 2:
            break
        out.append(stem(word))
    return tuple(out)


def _mentions(snippet: str) -> set[str]:
    return {stem(w) for w in re.findall(r"[A-Za-z][\w-]*", snippet) if w.lower() not in STOPWORDS}
