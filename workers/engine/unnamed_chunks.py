"""A chunk that never writes the question's name, whose answer opens on a name of its own.

"Who built the organ of the Royal Albert Hall?" is not answered by a page that never names
the Royal Albert Hall and says "The Wanamaker Organ in Philadelphia, first built by the Los
Angeles Art Organ Company, …"; nor "When was the Dutch National Ballet formed?" by a page
that says only "Nederlands Dans Theater was founded in 1959 in The Hague". Where the question
names its thing by capitalised words and a chunk writes none of those words anywhere (in any
case, so a Q&A page's lower-case restatement counts), a sentence that opens, before its
first value, on a name of its own — capitalised words after "The", "A" or "An", or two
capitalised words or more, followed by a lower-case word — that shares none of
the question's name words, writes a word the question never writes and, but for its last
word (its kind: "Organ"), none that it does, states that named
thing's values, not the asked thing's.

A name that is a short form of one of the question's name words ("Met" for "Metropolitan"),
the initials of the question's name ("RAH", or a code on them: "RAH-4") or the name with or
without its accents ("Schönbrunn" for "Schonbrunn") is the asked thing's name; a dateline before
"—" or "·" ("Jan 2025 — …", "Updated 05/2025 · …"), months and days are read past. A
sentence that opens on a pronoun or a common noun ("It was founded in 1961", "The hall's
organ …") is never set aside, and a chunk that writes one of the question's name words is
never read further.

Pure; the question's names are memoised per query, a chunk's words per text.
"""

from __future__ import annotations

import re

from workers.engine.accents import folded
from workers.engine.claim_records import Claim
from workers.engine.datelines import DATELINE
from workers.engine.query_memo import per_query
from workers.engine.terms import stem
from workers.engine.text_memo import per_text

_WORD = re.compile(r"[A-Za-z0-9][\w'’-]*")
_OPENING = re.compile(
    r"(?:(?P<det>The|A|An)[^\S\n]+"
    r"|(?P<owner>[A-Z][\w.-]*['’]s)(?:[^\S\n]+[a-z]+)?[^\S\n]+(?=[A-Z]))?"
    r"(?P<name>[A-Z][\w'’.-]*(?:[^\S\n]+[A-Z][\w'’.-]*){0,5})")
"""The capitalised words a sentence opens on, after an optional article or an owner's
possessive name with at most one modifier ("Oslo's new Kollen Tower", "Quebec's Hôtel de
Glace": the owner is one of the name's words)."""
_CALENDAR = frozenset(
    """january february march april may june july august september october november december
    jan feb mar apr jun jul aug sep sept oct nov dec monday tuesday wednesday thursday friday
    saturday sunday""".split())
_CODE = re.compile(r"-?\d+$")
"""A code's number ("CF-8" of the "Community Fund"'s guidance): its letters are the name's
initials."""
_POSSESSIVE = re.compile(r"['’]s?$")
_SUBJECT_NEXT = re.compile(r"[^\S\n]+[a-z]")
"""What follows a name in a subject's place: a lower-case word ("Nederlands Dans Theater was
…", "The Wanamaker Organ in …"), never a comma (a greeting: "Hi Lena, …") but after an article
or an owner ("The Kollen Tower, built …"), a label's colon or a number ("Amendment No. 2:
…")."""


@per_query
def _query_names(query: str) -> tuple[frozenset[str], frozenset[str]]:
    """The stems of the question's capitalised words past its first, and their initials
    per run (upper case); empty when it names nothing by capitalised words."""
    words = [m.group(0) for m in _WORD.finditer(folded(query))]
    stems: set[str] = set()
    initials: set[str] = set()
    run: list[str] = []
    for word in [*words[1:], ""]:
        if word[:1].isupper() and word.lower() not in _CALENDAR:
            run.append(word)
            continue
        if run:
            stems.update(stem(_POSSESSIVE.sub("", w).lower()) for w in run)
            if len(run) > 1:
                initials.add("".join(w[0] for w in run).upper())
        run = []
    return frozenset(stems), frozenset(initials)


@per_text
def _chunk_stems(text: str) -> frozenset[str]:
    return frozenset(stem(_POSSESSIVE.sub("", m.group(0)).lower())
                     for m in _WORD.finditer(folded(text)))


def _own_name(snippet: str, before: int, stems: frozenset[str], initials: frozenset[str],
              query_words: frozenset[str]) -> bool:
    """Does ``snippet`` open, within its first ``before`` characters, on a name that shares
    none of the question's name words and writes a word of its own (module docstring)?"""
    dateline = DATELINE.match(snippet)
    start = dateline.end() if dateline is not None and _OPENING.match(
        snippet, dateline.end()) else 0
    opening = _OPENING.match(snippet, start)
    if opening is None or opening.end() > before:
        return False
    words = [_POSSESSIVE.sub("", w) for w in opening.group("name").split()]
    if opening.group("owner"):
        words.insert(0, _POSSESSIVE.sub("", opening.group("owner")))
    if len(words) < (1 if opening.group("det") else 2) \
            or any(w.lower() in _CALENDAR for w in words):
        return False
    lowered = [folded(w).lower().rstrip(".") for w in words]
    if any(stem(w) in stems or w.upper() in initials or _CODE.sub("", w.upper()) in initials
           or (len(w) >= 3 and any(s.startswith(w) for s in stems)) for w in lowered):
        return False
    if any(stem(w) in query_words for w in lowered[:-1]) \
            or not any(stem(w) not in query_words for w in lowered):
        return False  # the question's own modifiers ("This Data Processing Addendum")
    return _SUBJECT_NEXT.match(snippet, opening.end()) is not None or bool(
        (opening.group("det") or opening.group("owner")) and snippet.startswith(
            ",", opening.end()))  # "Oslo's new Kollen Tower, designed by …": no greeting


def named_chunks_only(claims: list[Claim], text: str, query: str) -> list[Claim]:
    """``claims`` without those of a chunk (``text``) that writes none of the question's
    name words, whose sentence opens on a name of its own (module docstring)."""
    stems, initials = _query_names(query)
    if not claims or not stems or stems & _chunk_stems(text):
        return claims
    query_words = _chunk_stems(query)
    kept = []
    for claim in claims:
        at = text.find(claim.snippet)
        first = min((v.start - at for v in claim.values.values() if at >= 0 and v.start >= at),
                    default=len(claim.snippet))
        if not _own_name(claim.snippet, first, stems, initials, query_words):
            kept.append(claim)
    return kept


def about_other_thing(text: str, query: str) -> bool:
    """Is ``text`` a chunk that writes none of the question's name words and opens (its
    first sentence, a dateline read past) on a name of its own? Such a chunk neither
    witnesses nor copies an answer of the asked thing (``witnesses``, ``copies``)."""
    stems, initials = _query_names(query)
    if not stems or stems & _chunk_stems(text):
        return False
    return _own_name(text, len(text), stems, initials, _chunk_stems(query))
