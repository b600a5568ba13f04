"""Passages that name one disputed answer without stating it: witnesses for the vote.

Real retrieval returns fragments that never state an answer in a sentence the slot reading
takes, yet name it: a citation ("Trapper, J. "Blitzen Trapper: VII". AllMusic"), a category
list ("Republican Party state senators"), a census table, a navigation box. Once the chunks
that do state an answer disagree, such a fragment takes a side all the same: a chunk that
states no answer under the group's key, is about the group's entity (or shows none), and
names exactly one of the disputed values and none of the others, corroborates that value.
It joins the conflict as a witness stating that value, so the majority rule counts it and
the reviewer sees it. A witness never starts a conflict (it is added only to a group whose
members already disagree) and a chunk naming two disputed values witnesses nothing. A
witness is weaker evidence than a statement: the engine adds witnesses only where, with
them, an absolute majority of independent texts decides the conflict (``resolve``); an
open vote stays as its claimants left it. A year that modifies another noun or name ("the
same as the 1908 olympic one?": ``dated_nouns``) dates that thing and witnesses nothing.
Only names, calendar dates and counts are witnessed: a measured amount ("1.9 kg") recurs
across variants and conditions. A count may be named after its plural noun, as a list
writes it ("arrows 8": ``noun_counts``).

Only for a question with an answer slot (``slots``), whose conflicts are between answers.
Pure and order-free: every chunk is judged against the group's values alone.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from functools import lru_cache

from schemas.events import Chunk
from schemas.types import FieldType
from workers.engine.anniversaries import bare_count_back
from workers.engine.claims import Claim
from workers.engine.dated_nouns import dates_another_noun
from workers.engine.entity_links import UNATTRIBUTED
from workers.engine.fields.registry import tolerance_of
from workers.engine.groups import Group
from workers.engine.kinds import derived_kind
from workers.engine.members import Member
from workers.engine.noun_counts import noun_counts
from workers.engine.other_names import other_name, writes_query_name
from workers.engine.policy import Policy
from workers.engine.predicates import canonical
from workers.engine.reading import read_text
from workers.engine.sentences import sentences
from workers.engine.terms import content_terms, question_terms, stem
from workers.engine.values import Value, comparable, differs, same

_WORD = re.compile(r"\w+")
_YEAR = re.compile(r"1[0-9]{3}|20[0-9]{2}")
_COUNT = re.compile(r"(?<![\w.,$€£+-])(\d{1,3}(?:,\d{3})+|\d+)(?![\w%]|[.,]\d)")
MIN_COUNT = 100
"""A bare number below this names nothing in particular."""
MAX_NUMBERS = 3
"""A sentence with more bare numbers is a table row or a series."""


def with_witnesses(
    group: Group, fields: Sequence[FieldType], chunks: Sequence[tuple[int, Chunk]], *,
    claimed: Mapping[str, frozenset[tuple[str, str]]], entities: Mapping[str, str],
    policy: Policy, fragments: Mapping[str, Sequence[Value]] | None = None,
    titled: Mapping[str, str] | None = None, query: str = "",
) -> Group:
    """``group`` with a witness member for every chunk that names exactly one of its
    disputed values of the (single) disputed field; ``claimed`` maps each chunk id to the
    (subject, attribute) keys it states answers under (such a chunk is a claimant, never a
    witness), ``entities`` each chunk id to its entity (``entities``) and ``fragments`` an
    unattributed fragment to the answers it states: it witnesses only one of those
    ("Tate was a Republican member of the House", beside Jack Tate's pages), and ``titled``
    each chunk id to the entity its own title or first mention names (``own_entity``): for
    members that carry no entity facet (near-copies), that is the group's entity, and a chunk
    titled as another entity witnesses nothing for them."""
    if len(fields) != 1 or not group.members:
        return group
    field = fields[0]
    if not all(_specific(m.claim.values[field]) for m in group.members
               if field in m.claim.values):
        return group
    tolerance = tolerance_of(field, policy.tolerance)
    distinct = _distinct([m.claim.values[field] for m in group.members
                          if field in m.claim.values], tolerance)
    if len(distinct) < 2:
        return group
    first = group.members[0].claim
    key = (first.subject, first.attribute)
    inside = {m.chunk_id for m in group.members}
    entity = _entity(group)
    copied = _copied_entity(group, titled or {}) if entity is None else None
    added = []
    for order, chunk in chunks:
        if chunk.chunk_id in inside or key in claimed.get(chunk.chunk_id, frozenset()):
            continue
        if not _same_entity(entities.get(chunk.chunk_id), entity):
            continue
        if copied and (titled or {}).get(chunk.chunk_id, copied) not in ("", copied):
            continue  # the "Devata (1978 film)" page witnesses nothing for the 1941 film's
        value = _named_value(chunk.text, distinct, tolerance)
        if value is None:
            continue
        own = (fragments or {}).get(chunk.chunk_id, ())
        if own and not any(comparable(v, value) and not differs(v, value, tolerance)
                           for v in own):
            continue  # a fragment stating another answer witnesses none of these
        snippet = _sentence_at(chunk.text, value.start)
        if query and field != "text" and other_name(
                snippet, max(0, value.start - chunk.text.find(snippet)), query) \
                and not writes_query_name(snippet, query):
            continue  # "Nederlands Dans Theater was founded in 1959": another thing's date
        if query and field == "date" and _dates_another(chunk.text, value, query):
            continue  # "the same as the 1908 olympic one?": that race's year, not the asked
        claim = Claim(
            subject=first.subject, attribute=first.attribute,
            facets=_own_scope(chunk, entity),
            values={field: value}, snippet=snippet, position=value.start,
            qualifier_terms=frozenset(), mentions=_mentions(chunk.text), asides=frozenset(),
            snippets={field: snippet},
        )
        authority = policy.authority(chunk.source_tier, chunk.doc_class)
        added.append(Member.of(chunk, claim, order, authority))
    if not added:
        return group
    members = sorted((*group.members, *added), key=lambda m: m.sort_key)
    return Group(group.entity_key, tuple(members))


def claimed_keys(members: Sequence[Member]) -> dict[str, frozenset[tuple[str, str]]]:
    """chunk id → the (subject, attribute) keys its claims state answers under, for chunks
    attributed to an entity or to none. An unattributed fragment's answer is compared with
    nothing (``entities``); it still witnesses a disputed value it states itself
    (``fragment_answers``)."""
    out: dict[str, set[tuple[str, str]]] = {}
    for m in members:
        if not (m.claim.facet("entity") or "").startswith(UNATTRIBUTED):
            out.setdefault(m.chunk_id, set()).add((m.claim.subject, m.claim.attribute))
    return {cid: frozenset(keys) for cid, keys in out.items()}


def fragment_answers(members: Sequence[Member]) -> dict[str, tuple[Value, ...]]:
    """chunk id → the answers an unattributed fragment states (its claims' values)."""
    out: dict[str, list[Value]] = {}
    for m in members:
        if (m.claim.facet("entity") or "").startswith(UNATTRIBUTED):
            out.setdefault(m.chunk_id, []).extend(m.claim.values.values())
    return {cid: tuple(values) for cid, values in out.items()}


def _specific(value: Value) -> bool:
    """Is a value specific enough for a mention to name it: a name, a calendar date or
    year, a count? A measured amount ("1.9 kg", "30 days", "$129") recurs across a
    product's variants and a text's conditions: mentioning it corroborates nothing."""
    return value.field in ("text", "date") or (
        value.field == "quantity" and value.dimension.startswith("count"))


def _distinct(values: Sequence[Value], tolerance: float) -> list[Value]:
    """The first value of each class of equal values."""
    out: list[Value] = []
    for value in sorted(values, key=lambda v: (v.display, v.start)):
        if all(not comparable(value, d) or differs(value, d, tolerance) for d in out):
            out.append(value)
    return out


def _own_scope(chunk: Chunk, entity: str | None) -> tuple[tuple[str, str], ...]:
    """A witness's scope as a claim of its own would have it: its metadata, the group's
    entity, then the facets its text names unambiguously."""
    scope = dict(chunk.scope)
    if entity:
        scope["entity"] = entity
    for facet, named in read_text(chunk.text).facets:
        scope.setdefault(facet, named)
    return tuple(sorted(scope.items()))


def _entity(group: Group) -> str | None:
    """The entity the group's members are about (None when they show none or several)."""
    found = {m.claim.facet("entity") for m in group.members}
    return found.pop() if len(found) == 1 else None


def _copied_entity(group: Group, titled: Mapping[str, str]) -> str | None:
    """The entity that members carrying no entity facet at all (near-copies compared on a
    changed phrase, ``copies``: one text is about one thing) are titled as, when every
    member's own title or first mention names the same one ("Devata (1941 film)"); else
    None. An entity only inferred for a chunk (a label it names) is no title: it may be
    another page's label the chunk merely cites."""
    if any(m.claim.facet("entity") is not None for m in group.members):
        return None
    found = {titled.get(m.chunk_id, "") for m in group.members}
    return found.pop() or None if len(found) == 1 else None


def _same_entity(own: str | None, entity: str | None) -> bool:
    """A chunk may witness for a group about its own entity, or when either shows none."""
    return own is None or entity is None or own == entity or own.startswith(UNATTRIBUTED)


def _dates_another(text: str, value: Value, query: str) -> bool:
    """Does the year ``value`` (of ``text``) modify a noun or name none of ``query``'s words
    names ("the 1908 olympic one", ``dated_nouns``)? It dates that other thing."""
    terms = question_terms(query)
    return dates_another_noun(text, value.start, value.end,
                              lambda word: canonical(stem(word.lower())) in terms)


def _named_value(text: str, distinct: Sequence[Value], tolerance: float) -> Value | None:
    """The chunk's own value for the one disputed class it names, or None when it names
    none or several."""
    hits: dict[int, Value] = {}
    if distinct[0].field == "text":
        words = _words(text)
        for index, disputed in enumerate(distinct):
            at = _find(words, tuple(_WORD.findall(disputed.exact.lower())), text)
            if at is not None:
                start, end = at
                surface = text[start:end]
                hits[index] = Value("text", surface, surface, start, disputed.dimension,
                                    exact=disputed.exact)
        return next(iter(hits.values())) if len(hits) == 1 else None
    for value in (*read_text(text).values, *_numbers(text, distinct[0].field),
                  *_listed(text, distinct)):
        if bare_count_back(value):
            continue  # "50 years ago" may count back to another event (``counted_years``)
        for index, disputed in enumerate(distinct):
            if same(value, disputed, tolerance):
                hits.setdefault(index, value)
    return next(iter(hits.values())) if len(hits) == 1 else None


def _numbers(text: str, field: FieldType) -> list[Value]:
    """The bare years (for a date) or bare counts of ``MIN_COUNT`` or more (for a quantity)
    the text writes in a sentence of at most ``MAX_NUMBERS`` numbers: a slot answer may be
    either ("built in 1875", "population 428"), and a citation or an infobox writes them
    bare. A smaller number names nothing (any text has a "2"), and a number among many
    is a cell of a table or a series, about whatever its row names."""
    if field not in ("date", "quantity"):
        return []
    out = []
    for offset, body in sentences(text):
        numbers = list(_COUNT.finditer(body))
        if len(numbers) > MAX_NUMBERS:
            continue
        for match in numbers:
            raw = match.group(1)
            at = offset + match.start(1)
            if field == "date" and _YEAR.fullmatch(raw):
                out.append(Value("date", raw, raw, at, "day", exact=raw))
            elif field == "quantity" and float(raw.replace(",", "")) >= MIN_COUNT:
                out.append(Value("quantity", raw, raw, at, "count", float(raw.replace(",", ""))))
    return out


def _listed(text: str, distinct: Sequence[Value]) -> list[Value]:
    """Counts of the disputed values' noun written after it, as a list does ("arrows 8":
    ``noun_counts``)."""
    out: list[Value] = []
    for dimension, noun in {(v.dimension, _noun(v)) for v in distinct}:
        if noun:
            out.extend(noun_counts(text, noun, dimension))
    return out


def _noun(value: Value) -> str:
    """The noun a count counts: its dimension's ("count:arrow"), or for a count an answer
    slot kept as a plain "count", the word its display writes after the number."""
    if value.dimension.startswith("count:"):
        return value.dimension.split(":", 1)[1]
    words = value.display.split()
    return words[1] if value.dimension == "count" and len(words) == 2 else ""


@lru_cache(maxsize=512)
def _words(text: str) -> tuple[tuple[str, int, int], ...]:
    return tuple((m.group(0).lower(), m.start(), m.end()) for m in _WORD.finditer(text))


def _find(words: tuple[tuple[str, int, int], ...], phrase: tuple[str, ...], text: str = "",
          ) -> tuple[int, int] | None:
    """The span of the first run of ``words`` that spells ``phrase``; with ``text``, not one
    naming the kind of a derived work ("a film version of …": ``kinds.derived_kind``), which
    names no answer about the source."""
    if not phrase:
        return None
    n = len(phrase)
    for i in range(len(words) - n + 1):
        if words[i][0] == phrase[0] and all(words[i + k][0] == phrase[k] for k in range(1, n)) \
                and not (text and derived_kind(text, words[i + n - 1][2])):
            return words[i][1], words[i + n - 1][2]
    return None


@lru_cache(maxsize=512)
def _mentions(text: str) -> frozenset[str]:
    """Stems of every content word of the chunk: a witness mentions what its text does."""
    return frozenset(content_terms(text))


def _sentence_at(text: str, at: int) -> str:
    for offset, body in sentences(text):
        if offset <= at < offset + len(body):
            return body.strip()
    return text.strip()
