"""A sentence about another thing of the asked kind, in a chunk that never names the asked one.

"Who built Charlestown harbour in Cornwall?" is not answered by a page that says only "Par
harbour nearby was built by Joseph Treffry", nor "How wide is the track gauge of the
Ffestiniog Railway?" by "Standard gauge is 4 ft 8½ in (1,435 mm)". The question names its
thing by capitalised words and writes a lower-case noun with a modifier of its own right
before it ("Charlestown harbour", "track gauge"); the sentence opens (a page's dateline and
an article read past) on another word right before that noun ("Par harbour", "Standard
gauge"), a word the question never writes, and the chunk writes none of the question's
names anywhere. Such a sentence is about another thing of that kind, or the kind at large:
its values, before which it opens so, answer nothing about the asked thing.

Invariants: a chunk that writes one of the question's names (in any case, accents folded:
"Schönbrunn" for "Schonbrunn") is never read so;
nor is a sentence that opens on the noun alone ("The harbour was built …"), on the question's
own modifier, on a determiner, pronoun or possessive ("Its gauge", "Our harbour"), or on a
number. Pure; the question's words are memoised per query, a chunk's words per text.
"""

from __future__ import annotations

import re

from workers.engine.accents import folded
from workers.engine.claim_records import Claim
from workers.engine.datelines import DATELINE
from workers.engine.name_words import DETERMINERS_AND_PRONOUNS
from workers.engine.owners import question_names
from workers.engine.query_memo import per_query
from workers.engine.terms import STOPWORDS, stem
from workers.engine.text_memo import per_text

_WORD = re.compile(r"[^\W\d_][\w'’-]*")
_OPENING = re.compile(
    r"(?:(?:The|A|An)[^\S\n]+)?(?P<modifier>[^\W\d_][\w-]*)[^\S\n]+(?P<noun>[a-z][a-z-]*)\b")
"""A sentence's opening: an optional article, a word, then a lower-case word."""
_FUNCTION_WORDS = frozenset(
    """in on at of for from by with to after before during as and but or so if when while
    then there here what which who how why where yes no not all some many most""".split())
"""Words that open a sentence without modifying the noun after them ("In harbour …")."""
_ARTICLES = frozenset("the a an".split())
_AUXILIARIES = frozenset("do does did can could will would should must may might".split())


@per_query
def _asked_kinds(query: str) -> tuple[frozenset[str], dict[str, str]]:
    """The stems of the question's names, and each lower-case noun it writes right after a
    modifier of its own (content words both: a name, or a word after an article) mapped to
    that modifier's stem."""
    names = frozenset(stem(folded(n.lstrip("'"))) for n in question_names(query))
    words = [m.group(0) for m in _WORD.finditer(query)]
    kinds: dict[str, str] = {}
    for at in range(1, len(words)):
        before, word = words[at - 1], words[at]
        if not word.islower() or word in STOPWORDS or before.lower() in STOPWORDS \
                or before.endswith(("'s", "’s")):
            continue
        run = at - 1  # a name right after an auxiliary is a subject, its verb no noun
        while run and words[run - 1][:1].isupper() and before[:1].isupper():
            run -= 1
        if before[:1].isupper() and run and words[run - 1].lower() in _AUXILIARIES:
            continue
        if not before[:1].isupper() and (at < 2 or words[at - 2].lower() not in _ARTICLES):
            continue  # "stop making iron": a verb and its object, no modified noun
        kinds.setdefault(stem(word), stem(before.lower()))
    return names, kinds


@per_text
def _stems(text: str) -> frozenset[str]:
    return frozenset(stem(folded(m.group(0).lower())) for m in _WORD.finditer(text))


def opens_on_other_kind(snippet: str, before: int, query: str) -> bool:
    """Does ``snippet`` open, within its first ``before`` characters, on another modifier of
    a noun the question modifies (module docstring; the chunk test is the caller's)?"""
    _, kinds = _asked_kinds(query)
    dateline = DATELINE.match(snippet)
    start = dateline.end() if dateline is not None and dateline.end() < len(snippet) else 0
    for at in dict.fromkeys((start, 0)):
        opening = _OPENING.match(snippet, at)
        if opening is None or opening.end() > before:
            continue
        modifier, noun = opening.group("modifier"), stem(opening.group("noun"))
        theirs = kinds.get(noun)
        lowered = modifier.lower()
        if theirs is None or lowered in DETERMINERS_AND_PRONOUNS or lowered in _FUNCTION_WORDS \
                or lowered.endswith(("'s", "’s", "'", "’")):
            continue
        mine = stem(folded(lowered))
        if mine != theirs and mine not in _stems(query):
            return True
    return False


def other_kinds_dropped(claims: list[Claim], text: str, query: str) -> list[Claim]:
    """``claims`` without those whose sentence opens on another thing of the asked kind, in
    a chunk (``text``) that writes none of the question's names (module docstring)."""
    names, kinds = _asked_kinds(query)
    if not claims or not names or not kinds or names & _stems(text):
        return claims
    kept = []
    for claim in claims:
        at = text.find(claim.snippet)
        first = min((v.start - at for v in claim.values.values() if at >= 0 and v.start >= at),
                    default=len(claim.snippet))
        if not opens_on_other_kind(claim.snippet, first, query):
            kept.append(claim)
    return kept
