"""Which sentences of a chunk are read, whom each is about and under which scope.

Pure: reads only a chunk's text and metadata, its reading (``reading``) and the query.
A value question skips sentences that deny being the asked thing (``self_denied``). A
sentence is about the query's subject unless it names another (``subjects``), a numbered
or titled part, another opening or fee of the text, another period's kind ("a week pass" for
a day pass: ``period_kinds``) or code ("B2B" for B2C: ``sibling_codes``), or a rival heads it;
the base scope is the chunk's metadata, its entity, then facets its text names
unambiguously (earlier wins).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator

from schemas.events import Chunk
from workers.engine.bare_numbers import mentioned
from workers.engine.conditioned_parties import conditioned_role
from workers.engine.deposit_sums import other_sum
from workers.engine.first_rows import first_event_row
from workers.engine.goal_figures import goal_figure
from workers.engine.headed_class_rows import asked_class_row
from workers.engine.lone_row_modifiers import other_modified_row
from workers.engine.named_fees import other_fee
from workers.engine.opening_others import other_opening
from workers.engine.other_agents import other_kind_heading
from workers.engine.other_modifiers import other_object
from workers.engine.period_kinds import other_period_kind
from workers.engine.query import QueryView
from workers.engine.reading import SentenceReading, TextReading
from workers.engine.self_denied import about_each_other, denies_being_asked
from workers.engine.sibling_codes import sibling_code
from workers.engine.slots import Slot
from workers.engine.subjects import headed_by_rival, narrowed, sentence_subject
from workers.engine.title_rows import titled_part
from workers.engine.values import Value
from workers.engine.variant_rows import another_kind
from workers.engine.without_parts import with_part

_YES_NO = re.compile(
    r"\W*(?:can|could|may|must|should|is|are|do|does|am|will|shall)\b", re.IGNORECASE
)
"""A yes/no question ("Can you pack …?"): its answer is a clause's polarity about its object."""


def claim_subject(  # noqa: PLR0917 - one caller: claims
    chunk: Chunk, sentence: SentenceReading, query: QueryView, chunk_subject: str,
    listed: bool, numbered: str,
) -> str:
    """Whom a sentence is about (``subjects``), narrowed to a numbered part where it names one
    (or, in a ranked document, another thing of the query's kind: ``opening_others``)."""
    text = chunk.text
    subject = sentence_subject(sentence, query, chunk_subject, listed=listed)
    if asked_class_row(text, sentence, query, subject) or (
            subject.startswith("row:") and first_event_row(text, sentence, query.slot,
                                                           query.text)):
        subject = chunk_subject  # "George Forrest | … | Died: 5 January 1932"
    if subject == query.subject:
        subject = titled_part(text, sentence) or narrowed(text, sentence, query, numbered) \
            or (other_opening(text, sentence, query) if chunk.source_tier else "") \
            or other_fee(text, sentence, query.text) or other_sum(text, sentence, query.text) \
            or goal_figure(text, sentence, query.text) \
            or (with_part(text, sentence, query.text) if query.answer != "yes-no" else "") \
            or _other_kind(text, sentence, query.text) \
            or other_modified_row(text, sentence, query.text) \
            or conditioned_role(text, sentence.offset, sentence.snippet, query.text) or subject
    return headed_by_rival(text, sentence, query) or subject


def _other_kind(text: str, sentence: SentenceReading, query: str) -> str:
    """Another kind of the question's thing named before the sentence's first value by its
    period ("a week pass" for a day pass: ``period_kinds``) or by a sibling code ("B2B" for
    B2C: ``sibling_codes``); "" for none."""
    if not sentence.sentence_values:
        return ""
    start = text.find(sentence.snippet, sentence.offset)
    first = min(v.start for v in sentence.sentence_values) - start
    if first <= 0:
        return ""
    return other_period_kind(sentence.snippet, first, query) \
        or sibling_code(sentence.snippet, first, query)


def own_kind(text: str, sentence: SentenceReading, values: tuple[Value, ...],
              query: QueryView) -> tuple[Value, ...]:
    """``values`` of a physical attribute's sentence but those of another kind of the
    question's noun ("a sea kayak weighs 25 kg" for a sprint kayak: ``variant_rows``)."""
    start = text.find(sentence.snippet, sentence.offset)
    return tuple(v for v in values if not another_kind(sentence.snippet, start, v, query.text))


def stated_values(text: str, sentence: SentenceReading, slot: Slot | None
                  ) -> tuple[Value, ...]:
    """A sentence's values and, for a *when* or count question, the bare years or counts it
    writes besides them (``mentioned``): what ``charitable`` may read the chunk as giving."""
    if slot is None or slot.kind not in ("when", "count"):
        return sentence.sentence_values
    start = text.find(sentence.snippet, sentence.offset)
    taken = [(v.start, v.end) for v in sentence.sentence_values] + list(sentence.muted)
    return sentence.sentence_values + tuple(mentioned(sentence.snippet, start, taken, slot.kind))


def other_objects_aside(reading: TextReading, query: QueryView) -> bool:
    """Does a chunk answer a yes/no question with a clause about the query's own object,
    beside clauses about another ("must be carried in your hand luggage. They are not
    allowed in checked baggage" for "… in checked luggage?")? Then only the first answer."""
    if not _YES_NO.match(query.text):
        return False
    clauses = [s for s in reading.sentences if s.clause is not None]
    return any(other_object(s.snippet, query.text) for s in clauses) and not all(
        other_object(s.snippet, query.text) for s in clauses)


def base_scope(chunk: Chunk, entity: str | None, reading: TextReading) -> dict[str, str]:
    """A chunk's scope: its metadata, its entity, then facets its text names unambiguously."""
    base = dict(chunk.scope)
    if entity:
        base["entity"] = entity
    for facet, named in reading.facets:
        base.setdefault(facet, named)
    return base


def readable(
    text: str, sentences: Iterable[SentenceReading], query: QueryView
) -> Iterator[SentenceReading]:
    """The sentences of ``text`` whose values may answer ``query``: none of a box headed by
    another thing of the asked kind (``other_agents.other_kind_heading``); for a value
    question, not one that denies being the asked thing ("… not an anemometer gust") or
    speaks of each of another thing ("Every link counts as 23 characters": ``self_denied``)."""
    if other_kind_heading(text, query.text):
        return
    for sentence in sentences:
        if query.answer != "value" or not (
                denies_being_asked(sentence.snippet, query.terms)
                or about_each_other(sentence.snippet, query.terms)):
            yield sentence
