"""A value said in passing on an open-web page answers no question: it does not dissent.

Open-web snippets are full of values that belong to something the page mentions on the
way ("Mine cost me £40 at a car-boot sale", "today's rules allow twice that, 28 days",
"the rival guide ran to 16 volumes"). A reading that takes such a value as the page's answer makes
the page seem to contradict pages that answer the question. What such sentences share is
that they barely speak of what was asked: they write at most one of the question's content
words, and they are not in a place where a page gives its answer (a Q&A page's "A:", a
reply's fragment after a dash, a labelled cell "Founded: 1898" or an unpunctuated
fragment as short as a cell, whose label or question carries the asked words elsewhere).

``answering_only`` sets aside the members whose value sentence is such a passing mention,
except those giving the value most documents of the group give (a strict plurality of
distinct documents): a passing mention may agree with the answer, never dissent from it.
A value only passing mentions give is no answer, so with no other page for it the dispute
is gone.

Only a snippet-sized passage (``MAX_SNIPPET_CHARS``) is read so; in a longer one, earlier
sentences may name the subject a later sentence leaves out.

Invariants: only for a question with an answer slot and a group whose every chunk is an
open-web passage (no source tier, no effective, publication or crawl date): enterprise
documents state their values in their own terms and are never set aside here. A member
stating none of the answering fields is kept; order is kept; nothing is added. Pure.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from schemas.types import FieldType
from workers.engine.fields.registry import tolerance_of
from workers.engine.members import Member
from workers.engine.query import QueryView
from workers.engine.terms import content_terms
from workers.engine.values import Value, same

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


def answering_only(
    members: Sequence[Member], query: QueryView, fields: Sequence[FieldType],
    tolerance: dict[str, float],
) -> tuple[Member, ...]:
    """``members`` without the passing mentions that dissent from the group's plurality
    value (module docstring)."""
    if query.slot is None or len(members) < 2 or not all(_open_web(m) for m in members):
        return tuple(members)
    field = next((f for f in fields if any(f in m.claim.values for m in members)), None)
    if field is None:
        return tuple(members)
    asked = frozenset(content_terms(query.text))
    passing = [field in m.claim.values and len(m.chunk.text) <= MAX_SNIPPET_CHARS
               and _in_passing(m, field, asked) for m in members]
    if not any(passing):
        return tuple(members)
    plurality = _plurality(members, field, tolerance_of(field, tolerance))
    return tuple(m for m, weak in zip(members, passing, strict=True)
                 if not weak or (plurality is not None
                                 and same(m.claim.values[field], plurality,
                                          tolerance_of(field, tolerance))))


def _open_web(member: Member) -> bool:
    chunk = member.chunk
    return chunk.source_tier is None and chunk.effective_date is None \
        and chunk.published_at is None and chunk.crawled_at is None


def _in_passing(member: Member, field: FieldType, asked: frozenset[str]) -> bool:
    sentence = member.claim.snippets.get(field, member.claim.snippet)
    text = sentence.strip()
    if (len(text) <= MAX_CELL_CHARS and not text.endswith((".", "!", "?"))) \
            or _ANSWER_PLACE.match(text):
        return False
    return len(asked.intersection(content_terms(sentence))) <= MAX_SHARED


def _plurality(members: Sequence[Member], field: FieldType, tolerance: float) -> Value | None:
    """The value of ``field`` the most distinct documents give, if strictly the most."""
    classes: list[tuple[Value, set[str]]] = []
    for member in members:
        value = member.claim.values.get(field)
        if value is None:
            continue
        for first, docs in classes:
            if same(first, value, tolerance):
                docs.add(member.chunk.doc_id)
                break
        else:
            classes.append((value, {member.chunk.doc_id}))
    if not classes:
        return None
    sizes = sorted((len(docs) for _, docs in classes), reverse=True)
    if len(sizes) > 1 and sizes[0] == sizes[1]:
        return None
    return next(first for first, docs in classes if len(docs) == sizes[0])
