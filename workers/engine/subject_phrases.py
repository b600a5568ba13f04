"""The question's subject as phrases, and the words rivals are read with.

Reads only the question (memoised per query: ``per_query``). A phrase is a run of words
a determiner or preposition opens; in it each word but the last modifies the next, and
the modified words are the subject's kind. A modifier is a "year", "number", "name" or
"word" (``word_kind``); the word lists here are shared by every reading of a rival.
"""

from __future__ import annotations

import re
from itertools import pairwise

from workers.engine.query_memo import per_query
from workers.engine.terms import stem

TOKEN = re.compile(r"[A-Za-z0-9][A-Za-z0-9']*")
_OPENERS = frozenset("the a an of in on at for from by with".split())
"""Words that open a phrase naming a thing ("the …", "of …")."""
FUNCTION_WORDS = frozenset(
    """a an the of in on at for from by with to and or is are was were be been do does did has
    have had can could will would should may might must how many much what when where which
    who whom whose why this that these those it its their his her there as than per""".split()
)
"""Words that end a phrase."""
_YEAR = re.compile(r"(?:1[5-9]|20)\d\d")
_NUMBER = re.compile(r"\d+")
JOINT = re.compile(r"[ \t]?[-/&]?[ \t]?")
"""What may stand between a modifier and its word: a space, a hyphen or a slash
("standard-gauge", "CI/CD")."""
_CLAUSE_MARKS = frozenset(".:;!?—–·|(\"“")
"""Marks after which a capitalised word is capitalised only because it opens a clause."""
AUXILIARIES = frozenset("do does did can could will would should must may might".split())
_WH_PASSIVE = re.compile(r"\s*(?:when|where|why|in what year)\s+(?:is|was|are|were)\b", re.I)


REFERS_BACK = frozenset(
    """it they we you i he she both each all most mine ours yours his hers theirs this that
    these those which who one there here some many none either neither""".split())


@per_query
def asked_phrases(query: str) -> tuple[frozenset[tuple[str, str]],
                                dict[str, frozenset[tuple[str, str]]], frozenset[str]]:
    """The question's modifier–word pairs (stems), each modified word's modifiers as (kind,
    stem) (kinds: "year", "name", "number", "word"), and the stems of all its words. A phrase
    opened after an auxiliary that ends at an opener, or the phrase that ends a question
    ending with its verb (``_ends_with_verb``), ends with that verb ("does the Enterprise
    SLA guarantee?", "was the foundation stone of Kelross Town Hall laid?"): its last word
    is no subject's word."""
    runs: list[list[re.Match[str]]] = []
    run: list[re.Match[str]] = []
    open_ = after_aux = False
    previous = ""
    for match in TOKEN.finditer(query):
        word = match.group(0).lower().removesuffix("'s")
        if word in _OPENERS:
            runs.append(run[:-1] if after_aux else run)
            run, open_, after_aux = [], True, previous in AUXILIARIES
        elif word in FUNCTION_WORDS or (word.endswith("ed") and match.group(0).islower() and run):
            runs.append(run)
            run, open_ = [], False
        elif open_:
            if run and not JOINT.fullmatch(query, run[-1].end(), match.start()):
                runs.append(run)
                run = []
            run.append(match)
        previous = word
    runs.append(run[:-1] if after_aux or _ends_with_verb(query) else run)
    pairs: set[tuple[str, str]] = set()
    heads: dict[str, set[tuple[str, str]]] = {}
    for modifier, head in (pair for each in runs for pair in pairwise(each)):
        word, mine = stem(head.group(0)), stem(modifier.group(0))
        if word.isalpha() and len(word) > 2:  # "Document K" names no kind: "K" is a code
            pairs.add((mine, word))
            heads.setdefault(word, set()).add(
                (word_kind(query, modifier.start(), modifier.group(0)), mine))
    words = frozenset(stem(m.group(0)) for m in TOKEN.finditer(query))
    return frozenset(pairs), {w: frozenset(m) for w, m in heads.items()}, words


def _ends_with_verb(query: str) -> bool:
    """Does the question end with its verb: with do-support or a modal ("does …
    guarantee?", "can … go?"), or as "When/Where was … laid?"?"""
    return any(m.group(0).lower() in AUXILIARIES for m in TOKEN.finditer(query)) \
        or _WH_PASSIVE.match(query) is not None


def word_kind(text: str, start: int, raw: str) -> str:
    """"year", "number", "name" (capitalised where no clause opens, or in capitals but no
    unit after a number) or "word": what the modifier ``raw`` at ``start`` is."""
    if _YEAR.fullmatch(raw):
        return "year"
    if _NUMBER.fullmatch(raw):
        return "number"
    if len(raw) > 1 and raw.isupper():
        return "word" if _after_number(text, start) else "name"
    if raw[:1].isupper() and raw.lower() not in FUNCTION_WORDS and not _opens_clause(text, start):
        return "name"
    return "word"


def _after_number(text: str, start: int) -> bool:
    """Does a word in capitals follow a number ("500 GB"): a unit, no name?"""
    at = start
    while at > 0 and text[at - 1] in " \t":
        at -= 1
    return at > 0 and text[at - 1].isdigit()


def _opens_clause(snippet: str, start: int) -> bool:
    """Does the word at ``start`` open the sentence or a clause (after a colon, a dash…)?"""
    at = start
    while at > 0 and snippet[at - 1] in " \t":
        at -= 1
    return at == 0 or snippet[at - 1] in _CLAUSE_MARKS \
        or (snippet[at - 1] == "-" and at > 1 and snippet[at - 2] == " ")


@per_query
def head_keys(query: str) -> tuple[str, ...]:
    """Text every word whose stem is one of the subject's words contains (the stem, less a
    final "y" that "ies" became): a sentence without any of them names none."""
    return tuple(word[:-1] if word.endswith("y") else word for word in asked_phrases(query)[1])
