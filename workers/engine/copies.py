"""Near-copies that differ in one phrase: the shape of a planted or stale copy.

Two chunks whose texts share most of their word 3-grams are copies of one text. When they
differ in exactly one phrase (the same replacement wherever it occurs; a copy cut shorter
at either end, even inside a word, is still a copy and changes nothing there), that phrase
is what one of them changed, and for a question whose answer is a name ("who …", "what
sport …") it is a ``text`` value: the copies are compared on it. A difference that holds
a digit is left to the typed fields (dates, amounts, identifiers, unit normalisation have
their say there), and one that names a scope facet ("EU" / "US") is scope, not conflict.
Pure and order-free: pairs are taken in chunk-id order and every chunk's value is its own
text. Finding the changed phrase of a pair is ``changed_phrases``'s, tokens ``copy_tokens``'s.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from itertools import combinations

from schemas.events import Chunk
from workers.engine.changed_phrases import one_change as _one_change
from workers.engine.claims import Claim
from workers.engine.copy_tokens import jaccard as _jaccard
from workers.engine.copy_tokens import norm as _norm
from workers.engine.copy_tokens import text_tokens as _tokens
from workers.engine.entities import query_names
from workers.engine.groups import Group
from workers.engine.kinds import asks_class
from workers.engine.members import Member
from workers.engine.policy import Policy
from workers.engine.query import QueryView
from workers.engine.sentences import sentences
from workers.engine.values import Value

__all__ = ["copy_groups", "copy_values"]

COPY_JACCARD = 0.35
"""Texts sharing at least this share of their word 3-grams are copies of one text."""
MAX_CHUNKS = 32
"""Events with more chunks are not searched for copies (pairs grow with the square)."""
MAX_TOKENS = 1000
"""Longer texts are not compared at all."""


def copy_groups(
    chunks: Sequence[tuple[int, Chunk]], policy: Policy, query: QueryView
) -> list[Group]:
    """One comparison group per changed spot of a text that several chunks copy; each
    member claims the phrase its own copy states there (key "passage: <words around>").
    Entity facets do not apply: a planted copy often changes the very disambiguator
    ("War Music (Jay-Z album)"), and copies of one text are about one thing."""
    by_id = {chunk.chunk_id: (order, chunk) for order, chunk in chunks}
    groups = []
    for anchor, values in sorted(copy_values([c for _, c in chunks]).items()):
        if _names_subject(values.values(), query):
            continue
        members = []
        for chunk_id, value in sorted(values.items()):
            order, chunk = by_id[chunk_id]
            snippet = _sentence_at(chunk.text, value.start)
            claim = Claim(
                subject=query.subject, attribute="passage", facets=(), values={"text": value},
                snippet=snippet, position=value.start, qualifier_terms=frozenset(),
                mentions=frozenset(), asides=frozenset(), snippets={"text": snippet},
            )
            authority = policy.authority(chunk.source_tier, chunk.doc_class)
            members.append(Member.of(chunk, claim, order, authority))
        key = f"{query.subject} passage: {anchor}".strip()
        groups.append(Group(key, tuple(sorted(members, key=lambda m: m.sort_key))))
    return groups


_NAME_WORD = re.compile(r"[A-Za-z]{3,}")


def _names_subject(values: Iterable[Value], query: QueryView) -> bool:
    """Does a changed phrase name the question's subject, for a question that asks a class
    term ("What sport is Nicholas Hill associated with?": "Nick Hill" / "Tim Hill")? Two
    pages built on one template change their subject's name there: which of several
    same-name entities each is about, never an answer of the asked class."""
    if query.slot is None or not asks_class(query.slot.asked):
        return False
    own = {w.lower() for name in query_names(query.text) for w in _NAME_WORD.findall(name)}
    return any(own & {w.lower() for w in _NAME_WORD.findall(v.surface)} for v in values)


def _sentence_at(text: str, at: int) -> str:
    for offset, body in sentences(text):
        if offset <= at < offset + len(body):
            return body.strip()
    return text.strip()


def copy_values(chunks: Sequence[Chunk]) -> dict[str, dict[str, Value]]:
    """anchor → (chunk id → the phrase that chunk states there), for near-copy pairs that
    differ in one phrase. The anchor is the words around the phrase, so all copies of one
    text that change the same spot land under one key."""
    out: dict[str, dict[str, Value]] = {}
    if len(chunks) > MAX_CHUNKS:
        return out  # the pairwise comparison is quadratic: bounded, never slow
    ordered = sorted(
        (c for c in chunks if len(_tokens(c.text)) <= MAX_TOKENS), key=lambda c: c.chunk_id
    )
    for a, b in combinations(ordered, 2):
        if a.text == b.text or _jaccard(a.text, b.text) < COPY_JACCARD:
            continue

        found = _one_change(a.text, b.text)
        if found is None:
            continue
        anchor, (sa, ea), (sb, eb) = found
        for chunk, start, end in ((a, sa, ea), (b, sb, eb)):
            phrase = chunk.text[start:end]
            value = Value("text", phrase, phrase, start, "phrase", exact=_norm(phrase))
            current = out.setdefault(anchor, {}).get(chunk.chunk_id)
            if current is None or len(value.surface) > len(current.surface):
                out[anchor][chunk.chunk_id] = value
    return out
