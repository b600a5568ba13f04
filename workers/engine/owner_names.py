"""The name phrases of a sentence, and which of them are the question's own.

Reads one sentence and the question's names (``owners.question_names``) and content words.
Invariants: a name is a run of capitalised words; at a clause's start (where every word is
capitalised) only a phrase of two words or more, a possessive or a word before a copula or
its own measure is a name; a source ("according to NASA"), a code or a unit never is; the
question's names match their plurals and, from ``SPELLING`` letters, one edit away.
"""

from __future__ import annotations

import re
from functools import lru_cache

from workers.engine.clause_numbers import clause_code
from workers.engine.predicates import canonical, matches
from workers.engine.terms import STOPWORDS, stem

TOKEN = re.compile(r"[^\W\d_][\w'’.-]*[\w'’]|[^\W\d_]")
_INITIAL_BREAK = re.compile(r"[:;()·|•›→!?]|\.(?=\s|$)|[—–]")
"""Where every word is capitalised: after these (a comma keeps a name a name)."""
_INITIAL_MARK = re.compile(r"(?:^|(?<=\s))(?:Q|A|Re)\s*:", re.IGNORECASE)
POSSESSIVE = re.compile(r"['’]s?$")
_MODIFIERS = re.compile(r"['’]?(?:[^\S\n]+[a-z-]+){0,2}[^\S\n]+")
"""At most two lower-case words between a possessive and the noun it owns."""
_COPULA = re.compile(r"\s+(?:is|was|has|had)\b")
_OWN_MEASURE = re.compile(r"[^\S\n]*\([^\S\n]*\d[\d,.]*[^\S\n]*(?:[a-z]+[^\S\n]+)?[^\W\d_]")
"""A measure in parentheses right after a word ("Antarctica (14 million km²)", "Lærdal (15.2
mi)"): the word names what it measures. A year ("Population (2024)") is no measure."""
_REPORTS = re.compile(
    r"\s+(?:says?|said|lists?|listed|gives?|gave|reports?|reported|states?|stated|confirm(?:s|ed)?"
    r"|puts?|estimates?|estimated|claims?|claimed|notes?|noted|writes?|wrote|shows?|showed)\b",
    re.IGNORECASE,
)
_SOURCE_BEFORE = re.compile(r"\b(?:according to|per|from|via|by)\s+(?:the\s+)?$", re.IGNORECASE)
_AGENCIES = frozenset(
    "bureau office agency department ministry institute survey commission statistics census "
    "authority".split())
"""The head of a body that reports figures about others ("the Census Bureau 1,234")."""
_DIGIT_NEAR = re.compile(r"\s?\d")
_DIGIT_BEFORE = re.compile(r"\d\s?$")
CALENDAR = frozenset(
    "january february march april may june july august september october november december "
    "jan feb mar apr jun jul aug sep sept oct nov dec monday tuesday wednesday thursday friday "
    "saturday sunday mon tue wed thu fri sat sun updated posted answer answers".split())
SPELLING = 5
"""Names of at least this many letters match another spelling one edit away."""
MIN_OTHER = 3
"""An all-capitals word is another thing's name from this length ("NASA"; "US", "GB" are
too often codes or units)."""


def name_spans(
    snippet: str, own: frozenset[str], words: frozenset[str]
) -> list[tuple[int, int, bool]]:
    """(start, end, is one of the question's) of each name phrase of ``snippet``."""
    starts = {0} | {m.end() for m in _INITIAL_BREAK.finditer(snippet)} | {
        m.end() for m in _INITIAL_MARK.finditer(snippet)}
    tokens = list(TOKEN.finditer(snippet))
    found: list[tuple[int, int, bool]] = []
    groups = {name[1:] for name in own if name.startswith("'")}
    index = 0
    while index < len(tokens):
        token = tokens[index].group(0)
        if groups and not _capitalised(token) and POSSESSIVE.search(token):
            found.append((*tokens[index].span(), bare(token) in groups))  # "the women's shot"
        if not _capitalised(token):
            index += 1
            continue
        last = index
        while last + 1 < len(tokens) and _capitalised(tokens[last + 1].group(0)) \
                and snippet[tokens[last].end() : tokens[last + 1].start()].strip(" '‘’\"") == "":
            last += 1
        phrase = [t.group(0) for t in tokens[index : last + 1]]
        begin, end = tokens[index].start(), tokens[last].end()
        index = last + 1
        mine = any(is_own(bare(word), own) for word in phrase[:-1]) \
            or (is_own(bare(phrase[-1]), own) and (len(phrase) == 1 or not _head(phrase[-1]))) \
            or _asked(phrase, words)
        if mine and found and not found[-1][2] and POSSESSIVE.search(
                snippet, found[-1][0], found[-1][1]) \
                and _MODIFIERS.fullmatch(snippet, found[-1][1], begin):
            continue  # "Emirates' refitted A380s": another's subset of the question's thing
        if mine:
            found.append((begin, end, True))
            continue
        if not _other(snippet, begin, end, phrase, starts):
            continue
        found.append((begin, end, False))
    return found


def _other(snippet: str, begin: int, end: int, phrase: list[str], starts: set[int]) -> bool:
    """Is the capitalised phrase at ``begin:end`` another thing's name that can own a value?"""
    word = phrase[0]
    if bare(word) in STOPWORDS or bare(word) in CALENDAR:
        if len(phrase) == 1:
            return False
        phrase = phrase[1:]
        word = phrase[0]
    if len(phrase) == 1 and (len(word) < 2 or (word.isupper() and len(word) < MIN_OTHER)):
        return False
    if (len(phrase) == 1 and word.isupper() and _DIGIT_NEAR.match(snippet, end)) \
            or _DIGIT_BEFORE.search(snippet, max(0, begin - 2), begin):
        return False  # a code or a unit: "CHF 45", "HTTP 429", "9.3 t"
    if _REPORTS.match(snippet, end) or _SOURCE_BEFORE.search(snippet, max(0, begin - 16), begin) \
            or bare(phrase[-1]) in _AGENCIES:
        return False  # a source: "Wikipedia lists …", "according to NASA", "Census Bureau"
    initial = begin
    while initial and snippet[initial - 1] in " \t\"'‘“":
        initial -= 1
    if initial in starts and len(phrase) > 1 and clause_code(phrase[0]):
        phrase = phrase[1:]  # "KS-3 Client keys must …": the clause opens after its number
        word = phrase[0]
    if initial in starts:
        return len(phrase) > 1 or bool(POSSESSIVE.search(word)) \
            or (word.isalpha() and (_COPULA.match(snippet, end) is not None
                                    or _OWN_MEASURE.match(snippet, end) is not None))
    return True


def _asked(phrase: list[str], words: frozenset[str]) -> bool:
    """Are all of the phrase's words (but a leading stop word) words of the question?"""
    content = [w for w in phrase if bare(w) not in STOPWORDS]
    return bool(content) and all(matches(canonical(stem(bare(w))), words) for w in content)


def _head(word: str) -> bool:
    """Is ``word`` a plain capitalised word, which can be a kind noun ("Gotthard Base
    Tunnel" is not the "Lærdal Tunnel"), rather than a code ("Severity P1" is "P1")?"""
    return word.isalpha() and not word.isupper()


def _capitalised(token: str) -> bool:
    return token[:1].isupper()


def bare(word: str) -> str:
    """``word`` lower-cased without a possessive ending ("Oda's" → "oda")."""
    return POSSESSIVE.sub("", word).lower()


@lru_cache(maxsize=65_536)
def is_own(word: str, own: frozenset[str]) -> bool:
    """Is ``word`` one of the question's names, its plural ("A380s" for "A380") or, from
    ``SPELLING`` letters, another spelling of it ("Dunnville" for "Dunville")?"""
    if word in own:
        return True
    return any((word.startswith(name) and len(word) - len(name) <= 2 and len(name) > 2)
               or (min(len(word), len(name)) >= SPELLING and _one_edit(word, name))
               for name in own)


def _one_edit(a: str, b: str) -> bool:
    """Do ``a`` and ``b`` differ by at most one inserted, deleted or replaced letter?"""
    if abs(len(a) - len(b)) > 1:
        return False
    if len(a) > len(b):
        a, b = b, a
    for i, (x, y) in enumerate(zip(a, b, strict=False)):
        if x != y:
            return a[i + 1 :] == b[i + 1 :] if len(a) == len(b) else a[i:] == b[i + 1 :]
    return True
