"""Words as the engine compares them: stemmed content terms, names, attributes.

The attribute of a claim is what its value measures: the word nearest to the value
(outside values, conditions and exceptions) found in ``ATTRIBUTES`` (``attribute_words``),
which maps synonyms to one name ("costs", "fee", "priced" → "price"); failing that, the
nearest content word before the value.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from dataclasses import dataclass
from functools import lru_cache

from workers.engine.attribute_words import ATTRIBUTES
from workers.engine.fields.facets import FACET_WORDS
from workers.engine.idioms import day_named, idiom_named
from workers.engine.query_memo import per_query
from workers.engine.size_compounds import size_word
from workers.engine.text_memo import per_text

_WORD = re.compile(r"[A-Za-z][A-Za-z'-]*")
_LOWER_WORD = re.compile(r"[a-z][a-z'-]*")

STOPWORDS = frozenset(
    """a about above after again all also am an and any are as at be been before being below
    between both but by can cannot could did do does doing don't down during each either
    every few for from further had has have having he her here hers him his how i if in into
    is it its itself just may me might more most must my no nor not now of off on once only
    or other our ours out over own per same shall she should so some such than that the their
    them then there these they this those through to too under until up upon very was we were
    what when where which while who whom why will with within without would you your yours
    us please note noted please any allowed accepted permitted eligible required prohibited
    forbidden never must-not need needs new current currently now one two three four five six
    seven eight nine ten eleven twelve twenty thirty forty fifty sixty ninety hundred thousand
    day days week weeks month months year years hour hours minute minutes second seconds
    percent usd eur gbp dollars euros pounds date dates time standard policy document section
    following follow applies apply up get gets got make makes allow allows let lets""".split()
)

SAME_IN_BOTH_NUMBERS = frozenset(
    "species series means news corps barracks headquarters crossroads".split())
"""Nouns whose singular is their plural: no ending is taken off ("species" is no "specy")."""


@lru_cache(maxsize=65_536)
def stem(word: str) -> str:
    """A deliberately crude English stem: lower case, no possessive, no plural or verb
    ending, no final "e" ("escalate", "escalated", "escalating" → "escalat"); a noun the
    same in both numbers (``SAME_IN_BOTH_NUMBERS``) stays whole; a size compound is its size
    ("medium-sized" → "medium": ``size_compounds``); "licence" and "license" share one stem
    (``_ENSE``)."""
    w = size_word(word.lower().strip("'-"))
    if w.endswith("'s"):
        w = w[:-2]
    if w in SAME_IN_BOTH_NUMBERS:
        return w
    if len(w) > 4 and w.endswith("ies"):
        return w[:-3] + "y"
    if len(w) > 4 and w.endswith(("ches", "shes", "xes", "sses")):
        return w[:-2]
    if len(w) > 3 and w.endswith("s") and not w.endswith(("ss", "us", "is")):
        w = w[:-1]
    if len(w) > 5 and w.endswith("ing"):
        w = w[:-3]
    elif len(w) > 4 and w.endswith("ed") and not w.endswith("eed"):
        w = w[:-2]
    else:
        w = w[:-1] if len(w) > 4 and w.endswith("e") else w
        return _ENSE.get(w, w)
    if len(w) > 4 and w.endswith("e"):
        w = w[:-1]
    return w + "e" if _SHORT_CVC.fullmatch(w) else w


_ENSE = {"licenc": "licens", "defenc": "defens", "offenc": "offens", "pretenc": "pretens"}
"""The nouns British English writes in "-ence" and American English in "-ense" (a closed
class): one stem for both spellings, and for the verb ("licence", "license", "licensed")."""


_SHORT_CVC = re.compile(r"[^aeiou][aeiou][^aeiouwxy]")
"""A three-letter stem left by "-ed" or "-ing" that drops a silent "e" ("ruled", "moving"):
its base keeps the "e" ("rule", "move": four letters, too short to lose it), so the stem
does too; "added", "ended", "fixed" and "eating" stay "add", "end", "fix", "eat"."""


def content_terms(text: str) -> list[str]:
    """Stemmed words of ``text`` that carry meaning, in order."""
    return list(filter(None, map(_content_term, _WORD.findall(text))))


@per_query
def question_terms(query: str) -> frozenset[str]:
    """``content_terms`` of a question, as a set (memoised per query)."""
    return frozenset(content_terms(query))


@lru_cache(maxsize=65_536)
def _content_term(raw: str) -> str:
    """The stem of a word that carries meaning; "" for a stopword."""
    lowered = raw.lower()
    if lowered in STOPWORDS:
        return ""
    term = stem(lowered)
    return "" if term in STOPWORDS else term


@dataclass(slots=True)
class Word:
    """A content word of a sentence: offset, stem, and the attribute it names (or "")."""

    start: int
    end: int
    term: str
    name: str


def topic_words(text: str, skip: list[tuple[int, int]]) -> list[Word]:
    """Content words of a sentence outside ``skip`` spans (values, conditions, exceptions)."""
    masked = text.lower()
    if skip:
        for s, e in sorted(skip):
            masked = masked[:s] + " " * (e - s) + masked[e:]
    names = _name_spans(text)  # in order, disjoint
    out = []
    if not names:
        for match in _LOWER_WORD.finditer(masked):
            known = _classify(match.group())
            if known is not None:
                out.append(Word(match.start(), match.end(), known[0],
                                _sentence_named(known[1], match, masked)))
        return out
    name_starts = [s for s, _ in names]
    for match in _LOWER_WORD.finditer(masked):
        known = _classify(match.group())
        if known is not None:
            start = match.start()
            at = bisect_right(name_starts, start) - 1
            in_name = at >= 0 and start < names[at][1]
            out.append(Word(start, match.end(), known[0],
                            "" if in_name else _sentence_named(known[1], match, masked)))
    return out


def _sentence_named(name: str, match: re.Match[str], masked: str) -> str:
    """The attribute a sentence's word names: ``name`` unless an idiom around it takes it
    away (``idioms``) or a phrasal verb lacks its particle (``particled``)."""
    if name and not particled(name, match, masked):
        return ""
    return idiom_named(name, match, masked)


_NAME = re.compile(r"[A-Z](?<=[a-z0-9,;:(] [A-Z])[\w-]*(?: [A-Z][\w-]*)+")
_ANY_NAME = re.compile(r"[A-Z](?<![\w-][A-Z])[\w-]*(?: [A-Z][\w-]*)+")
"""Patterns that begin with a character class are searched for it in C; a leading lookbehind
is tried at every position, so the lookbehind here follows the first capital it guards."""


_KIND_NAME = re.compile(
    r"[A-Z](?<![\w-][A-Z])[\w-]*\s+"
    r"(?:plan|tier|edition|package|api|service|product|model|cluster)\b"
)


def _names_in(text: str) -> tuple[str, ...]:
    """Names anywhere in ``text``, lower-cased: multi-word capitalised ones ("orders api")
    and a capitalised word before a kind noun ("enterprise plan")."""
    found = [m.group(0).lower() for m in _ANY_NAME.finditer(text)]
    found.extend(m.group(0).lower() for m in _KIND_NAME.finditer(text))
    return tuple(dict.fromkeys(" ".join(name.split()) for name in found))


names_in = per_text(_names_in)
"""``_names_in`` of a sentence, memoised (popular chunks recur) under the per-text bound
(``text_memo``); each entry keeps its sentence alive."""
names_in_query = per_query(_names_in)
"""``_names_in`` of a query, memoised under the per-query bound."""


def _name_spans(text: str) -> list[tuple[int, int]]:
    """Spans of multi-word capitalised names inside a sentence ("Payments API v1"): their
    words are part of a name, not the attribute a value measures."""
    rest = text[1:]
    if " " not in text or rest == rest.lower():
        return []
    return [m.span() for m in _NAME.finditer(text)]


@lru_cache(maxsize=65_536)
def _classify(lowered: str) -> tuple[str, str] | None:
    """(stem, attribute name or "") of a word that can be a topic; None for the rest."""
    if lowered in STOPWORDS or lowered in FACET_WORDS:
        return None
    term = stem(lowered)
    for form in (lowered, term, *_lemmas(lowered)):
        if form in ATTRIBUTES:
            return term, ATTRIBUTES[form]
    if "-" in lowered:  # "first-response" names what "response" names
        for part in reversed(lowered.split("-")):
            known = _classify(part) if part else None
            if known is not None and known[1]:
                return term, known[1]
    if term not in STOPWORDS and len(term) > 2:
        return term, ""
    return None


def attribute_named(word: str) -> bool:
    """Does ``word`` (lower case) name an attribute of ``ATTRIBUTES``?"""
    known = _classify(word)
    return known is not None and bool(known[1])


def _lemmas(word: str) -> tuple[str, ...]:
    """Base forms a verb may have: "retried" → "retry", "rotated" → "rotate"/"rotat"."""
    if word.endswith("ied") and len(word) > 4:
        return (word[:-3] + "y",)
    if word.endswith("ed") and len(word) > 4:
        return word[:-1], word[:-2]
    if word.endswith("ing") and len(word) > 5:
        return word[:-3] + "e", word[:-3]
    if word.endswith("es") and len(word) > 4:
        return (word[:-1],)
    return ()


def named_terms(text: str) -> list[tuple[str, str]]:
    """(stem, attribute name or "") of every topic word of ``text``, in order. A word
    capitalised inside the text (not all capitals) is part of a name or title ("The Return
    of the King", "The Night Watch") and names no attribute; an acronym does ("SLA")."""
    out = []
    lower = text.lower()
    for match in _LOWER_WORD.finditer(lower):
        known = _classify(match.group(0))
        if known is not None:
            written = text[match.start() : match.end()]
            if known[1] and match.start() and written[:1].isupper() and not written.isupper():
                known = (known[0], "")
            elif known[1] and not day_named(known[1], match, lower):
                known = (known[0], "")  # "on a bank holiday" names no leave: ``idioms``
            if not particled(known[1], match, lower):
                known = (known[0], "")  # "can an A380 carry 853?" names no carry-over
            out.append(known)
    return out


_PARTICLES = {"carry-over": ("over", "forward")}
"""Attributes a phrasal verb names only with its particle ("carried over into next year",
"carry forward")."""


def particled(name: str, match: re.Match[str], lowered: str) -> bool:
    """Does the word of ``match`` in ``lowered`` keep the attribute ``name``: a name no
    particle is needed for, or a phrasal verb's written with its particle in the word
    ("carry-over") or as the next word ("carried over")? "Every build carries a 10-year
    warranty" names no carry-over."""
    particles = _PARTICLES.get(name)
    if not particles:
        return True
    written = match.group().lower()
    return any(p in written or lowered.startswith(p, match.end() + 1) for p in particles)


_AFTER = 8
"""A word after a value is a weaker guide to what it measures than one before it
("£8.99 per month, cancel anytime"): it counts as this many characters farther."""


def attribute(
    words: list[Word], anchor: int, anchor_end: int | None = None, *, adjacent_after: bool = False
) -> tuple[str, bool]:
    """What the value spanning [anchor, anchor_end) measures, and whether ``ATTRIBUTES``
    named it.

    The named attribute nearest to the span's edges wins (the earlier on a tie; a word
    after the span only when it follows at once, with ``adjacent_after``); without
    one, the content word nearest before the span (else the first after it). ("", False)
    when there is no word at all.
    """
    end = anchor if anchor_end is None else anchor_end
    best: tuple[int, str] | None = None
    before: Word | None = None
    after: Word | None = None
    for word in words:
        if word.name:
            if word.end <= anchor:
                gap = anchor - word.end
            elif adjacent_after and word.start - end > 1:
                continue  # "£8.99 per month, cancel anytime": not what the amount measures
            else:
                gap = max(0, word.start - end) + _AFTER
            if best is None or gap < best[0]:
                best = (gap, word.name)
        elif word.start < anchor:
            before = word
        elif after is None:
            after = word
    if best is not None:
        return best[1], True
    fallback = before or after
    return (fallback.term, False) if fallback else ("", False)
