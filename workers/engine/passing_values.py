"""A value said in passing on an open-web page answers no question: it does not dissent.

Open-web snippets are full of values that belong to something the page mentions on the
way ("Mine cost me £40 at a car-boot sale", "today's rules allow twice that, 28 days",
"the rival guide ran to 16 volumes"). A reading that takes such a value as the page's
answer makes the page seem to contradict pages that answer the question. What such
sentences share is that they barely speak of what was asked: they write at most one of the
question's content words, and they are not in a place where a page gives its answer (a Q&A
page's "A:", a reply's fragment after a dash, a labelled cell "Founded: 1898" or an
unpunctuated fragment as short as a cell, whose label or question carries the asked words
elsewhere).

``answering_only`` sets aside the members whose value sentence is such a passing mention,
except those giving a value some member that answers gives: a passing mention may repeat an
answer, never bring a value of its own into the dispute.
A value only passing mentions give is no answer, so with no other page for it the dispute
is gone.

A sentence that opens on a pronoun or on "the" and a common noun ("It opened with …", "The
population was …") goes on with its passage's subject, so the passage's words up to it count
as what it says; one that opens on anything else ("Mine cost …", "Ann Pell opened …") speaks
for itself. Only a snippet-sized passage
(``MAX_SNIPPET_CHARS``) is read so; in a longer one, earlier sentences may name the subject
a later sentence leaves out.

Invariants: only for a question with an answer slot and a group whose every chunk is an
open-web passage (wiki class, no source tier, no effective, publication or crawl date): enterprise
documents state their values in their own terms and are never set aside here. A member
stating none of the answering fields is kept; order is kept; nothing is added. Pure.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from schemas.types import FieldType
from workers.engine.datelines import DATELINE
from workers.engine.members import Member
from workers.engine.predicates import canonical, matches
from workers.engine.query import QueryView
from workers.engine.repeat_only import answering_field, repeating_only
from workers.engine.terms import content_terms

MAX_SHARED = 1
"""A sentence writing at most this many of the question's content words is in passing."""
MAX_SNIPPET_CHARS = 320
"""A passage this short is a search-result snippet: its sentence is all the context there is.
In a longer passage earlier sentences name the subject ("It opened in 1890"), so a sentence
sharing few of the question's words may still be about it; such passages are never read here."""
MAX_CELL_CHARS = 40
"""A sentence this short and unpunctuated is a cell or a list fragment ("capacity 1,080 MW"),
read under its label or question; a short clause ending a sentence is not."""
_ANSWER_PLACE = re.compile(r"\s*(?:A:|[—–-]|[^\s:][^:\n]{0,39}:\s)")
"""A Q&A answer, a reply's fragment after a dash, a labelled cell ("Max depth: 67 m")."""
_WORDS = re.compile(r"[^\W\d_][\w'’-]*")
_ANAPHORS = frozenset({"it", "its", "he", "his", "she", "her", "they", "their", "this",
                       "these", "that", "those"})
"""Openings that refer back to what the passage named before."""


def answering_only(
    members: Sequence[Member], query: QueryView, fields: Sequence[FieldType],
    tolerance: dict[str, float],
) -> tuple[Member, ...]:
    """``members`` without the passing mentions of values no answering member gives (module
    docstring)."""
    if query.slot is None or len(members) < 2 or not all(open_web(m) for m in members):
        return tuple(members)
    field = answering_field(members, fields)
    if field is None:
        return tuple(members)
    asked = _terms(query.text)
    passing = [field in m.claim.values and len(m.chunk.text) <= MAX_SNIPPET_CHARS
               and _in_passing(m, field, asked) for m in members]
    return repeating_only(members, passing, field, tolerance)


def open_web(member: Member) -> bool:
    """Is the member's chunk an open-web passage: a wiki-class chunk (the class retrieved web
    pages are read under) with no source tier and no effective, publication or crawl date?"""
    chunk = member.chunk
    return chunk.doc_class == "team_wiki" and chunk.source_tier is None \
        and chunk.effective_date is None \
        and chunk.published_at is None and chunk.crawled_at is None


def _in_passing(member: Member, field: FieldType, asked: frozenset[str]) -> bool:
    sentence = member.claim.snippets.get(field, member.claim.snippet)
    text = sentence.strip()
    if (len(text) <= MAX_CELL_CHARS and not text.endswith((".", "!", "?"))) \
            or _ANSWER_PLACE.match(text):
        return False
    said = text
    if _going_on(text):  # "The population was 70.": the passage's subject goes on
        start = member.chunk.text.find(text)
        said = member.chunk.text[: start + len(text)] if start > 0 else text
    return _shared(asked, _terms(said)) <= MAX_SHARED


def _shared(asked: frozenset[str], said: frozenset[str]) -> int:
    """How many of the ``asked`` terms ``said`` writes, as predicate slots match words
    (``predicates``): "opened" is "established", "perform" is in "performanc"."""
    return sum(1 for term in asked if matches(term, said))


def _terms(text: str) -> frozenset[str]:
    """The canonical content terms of ``text``; "%" is written "percentage"."""
    return frozenset(canonical(term) for term in content_terms(text.replace("%", " percentage ")))


def _going_on(sentence: str) -> bool:
    """Does ``sentence`` open, past a dateline, on a pronoun or "the" and a common noun
    ("It opened …", "The population was …"): a sentence going on with its passage's
    subject? One opening on anything else ("Ann Pell …", "Mine cost …") speaks for itself."""
    words: list[str] = _WORDS.findall(DATELINE.sub("", sentence, count=1))[:2]
    if len(words) < 2:
        return False
    first = words[0].lower()
    return first in _ANAPHORS or (first == "the" and words[1].islower())
