"""Acronyms of the query's words: "ERC" in a chunk stands for "early repayment charge".

A chunk retrieved for a question often names the asked thing by its initials ("ERC: 2% of
the amount repaid"). Such a label shares no word with the query, so without this it reads
as a row about another thing. Only a word written in capitals in the chunk (a plural "s"
allowed: "ERCs") whose letters are the initials of three or more consecutive lower-case
words of the query counts; a lower-case word never does ("for" is no acronym). An acronym
weighs as the words it stands for when a chunk's sentences compete to state a value.
"""

from __future__ import annotations

import re
from dataclasses import replace

from workers.engine.query import QueryView
from workers.engine.query_memo import per_query
from workers.engine.terms import stem
from workers.engine.text_memo import per_text

_CAPITALS = re.compile(r"\b([A-Z]{3,6})s?\b")
"""A word of capitals, with an optional plural "s" ("ERC", "ERCs")."""
_QUERY_WORD = re.compile(r"[A-Za-z][A-Za-z'-]*")
_LONGEST = 6


@per_query
def query_initials(query: str) -> frozenset[str]:
    """The initials of every run of 3 to 6 consecutive lower-case words of ``query``
    ("early repayment charge" → "erc"). A capitalised word is part of a name, whose
    initials name the subject itself, not the asked thing ("Union Cycliste …": "UCI")."""
    initials = [w[0] if w[0].islower() else " " for w in _QUERY_WORD.findall(query)]
    return frozenset(
        run
        for n in range(3, _LONGEST + 1)
        for i in range(len(initials) - n + 1)
        if " " not in (run := "".join(initials[i : i + n]))
    )


def written_acronyms(text: str, query: str) -> frozenset[str]:
    """Stems of the words ``text`` writes in capitals that abbreviate consecutive words of
    ``query``; empty when the query itself writes them (then they are its own words)."""
    found = _capital_words(text)
    if not found:
        return frozenset()
    meant = found & query_initials(query)
    if not meant:
        return frozenset()
    return frozenset(stem(a) for a in meant - _own_words(query))


@per_text
def _capital_words(text: str) -> frozenset[str]:
    """The words ``text`` writes in capitals, lower-cased (memoised: chunk texts recur)."""
    return frozenset(m.group(1).lower() for m in _CAPITALS.finditer(text))


@per_query
def _own_words(query: str) -> frozenset[str]:
    """The query's own words, lower-cased."""
    return frozenset(w.lower() for w in _QUERY_WORD.findall(query))


def with_acronyms(query: QueryView, acronyms: frozenset[str]) -> QueryView:
    """``query`` as one chunk reads it: the acronyms of its words the chunk writes
    (``written_acronyms``) count as its terms and tokens. Without any, ``query`` itself."""
    if not acronyms:
        return query
    return replace(query, terms=query.terms | acronyms, tokens=query.tokens | acronyms)


def shared_weight(query: QueryView, acronyms: frozenset[str], words: frozenset[str]) -> int:
    """How many of the query's words ``words`` share, an acronym counting as one word per
    letter ("ERC" shares as much as "early repayment charge")."""
    shared = len(query.terms & words)
    return shared + sum(len(a) - 1 for a in acronyms & words) if acronyms else shared
