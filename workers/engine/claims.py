"""Chunk → claims: typed values about one subject and attribute, under one scope.

A claim is one sentence's values (at most one per field type: the first). Its subject is
the query's when the sentence or chunk names the query's identifier or no identifier of
that kind; a sentence that names another identifier of the same kind is about that one
(a distractor: different key, never compared with the query's subject). Scope is the
chunk's metadata, then facets its text names unambiguously, then the sentence's own.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from dataclasses import field as dataclass_field

from schemas.events import Chunk
from schemas.types import FieldType
from workers.engine.acronyms import shared_weight, with_acronyms, written_acronyms
from workers.engine.age_parties import other_age_band
from workers.engine.answer_context import answers_asked_context
from workers.engine.approximated import with_approximate
from workers.engine.asked import answers_money_question
from workers.engine.asked_action import rules_on_asked
from workers.engine.asked_attribute import names_asked_before, quantifies_asked
from workers.engine.asked_clause import answering
from workers.engine.bare_numbers import mentioned
from workers.engine.bounds import with_bound
from workers.engine.budget import UNLIMITED, Budget
from workers.engine.conceded import not_conceded
from workers.engine.contrasted import contrasted
from workers.engine.distractors import of_other_variants, other_numbered
from workers.engine.fields.registry import CLAIM_KINDS
from workers.engine.fields.restricted import off_asked_cell
from workers.engine.list_items import items_naming_most
from workers.engine.list_owners import other_items_value, outnamed_item
from workers.engine.listed import (
    NO_LIST,
    Listing,
    list_elements,
    listed_elsewhere,
    other_items_of_sentence,
)
from workers.engine.measure_labels import measure_labels
from workers.engine.measured import of_kind, restricts
from workers.engine.named import every_sentence
from workers.engine.named_fees import other_fee
from workers.engine.negated_subjects import excludes_asked
from workers.engine.opening_others import other_opening
from workers.engine.other_actions import other_party_action
from workers.engine.other_modifiers import other_object
from workers.engine.other_prices import rate_or_sum
from workers.engine.pack_sizes import not_pack_sizes
from workers.engine.priced_many import not_priced_for_many
from workers.engine.query import QueryView
from workers.engine.reading import SentenceReading, TextReading, read_text
from workers.engine.replicas import describes_copy, without_sizes
from workers.engine.required_other import requires_other
from workers.engine.restated_cases import without_restated
from workers.engine.self_denied import about_each_other, denies_being_asked
from workers.engine.sentence_answers import (
    answer_lead,
    any_predicate,
    contrasted_in,
    needs_broad,
    slot_answer,
)
from workers.engine.sibling_attributes import answers_as_sibling
from workers.engine.slots import (
    Slot,
    best_answer,
    carries_predicate,
    several_answers,
)
from workers.engine.struck import not_struck, struck_keys
from workers.engine.subjects import (
    headed_by_rival,
    kept_values,
    narrowed,
    sentence_subject,
    subject_of,
)
from workers.engine.title_rows import titled_part
from workers.engine.values import Value
from workers.engine.variant_rows import another_kind


@dataclass(slots=True)
class Claim:
    """What one sentence of one chunk asserts."""

    subject: str
    attribute: str
    facets: tuple[tuple[str, str], ...]
    values: dict[FieldType, Value]
    snippet: str
    position: int
    qualifier_terms: frozenset[str]
    """Words of a condition or exception that narrow the case the values hold for
    (``stated_conditions``: not a condition that holds every value it states)."""
    mentions: frozenset[str]
    asides: frozenset[int]
    snippets: dict[FieldType, str]
    """The verbatim sentence that states each value (values may come from several)."""
    weights: dict[FieldType, int] = dataclass_field(default_factory=dict)
    """How many of the query's words the sentence stating each value shares."""
    alternatives: tuple[Value, ...] = ()
    """Every value the chunk states in sentences about this claim's subject, its picks
    included (``charitable`` may read the chunk as giving one of them)."""
    broad: bool = False
    """Was it read from a chunk that never writes the question's predicate words, in a
    sentence sharing only some other word of the question (``needs_broad``)?"""

    def facet(self, name: str) -> str | None:
        for key, value in self.facets:
            if key == name:
                return value
        return None


_YES_NO = re.compile(
    r"\W*(?:can|could|may|must|should|is|are|do|does|am|will|shall)\b", re.IGNORECASE
)
"""A yes/no question ("Can you pack …?"): its answer is a clause's polarity about its object."""

_OTHER_MODEL = ("numbered:", "variant:", "rival:")

Key = tuple[str, str, tuple[tuple[str, str], ...]]
"""A claim's subject, attribute and scope facets: what claims merge on."""
Found = list[tuple[int, dict[FieldType, Value], SentenceReading]]
"""A slot question's answering sentences under one key: (coverage, values, sentence)."""


def extract_claims(
    chunk: Chunk, query: QueryView, entity: str | None = None, budget: Budget = UNLIMITED
) -> list[Claim]:
    """Every claim in ``chunk``, in text order; sentences about the same key under the same
    scope merge into one claim (of several values of one field, the main one: ``_rank``).

    For a query with an answer slot, each sentence yields at most its answer (``slots``),
    and a sentence split by measure is read once. ``entity`` (``entities``) scopes every
    claim of the chunk as the facet "entity"."""
    reading, query = read_text(chunk.text, budget), with_acronyms(  # the chunk's acronyms
        query, acronyms := written_acronyms(chunk.text, query.text))
    naming = (slot := query.slot) is not None and slot.kind == "name"
    sentences = list(_readable(
        every_sentence(chunk.text, reading, slot) if naming else reading.sentences, query))
    # a name answers only beside its trigger: never broad
    labels = measure_labels(query.text) if slot is not None else frozenset()
    broad = slot is not None and not naming and needs_broad(chunk.text, reading, slot, labels)
    if slot is not None and not any_predicate(chunk.text, sentences, slot, broad=broad,
                                               labels=labels):
        return []  # no sentence carries the question's predicate words: none answers it
    chunk_subject = subject_of(reading.values, query, query.subject)
    base = _base_scope(chunk, entity, reading)
    base_facets = tuple(sorted(base.items()))
    claims: dict[Key, Claim] = {}
    answered: set[int] = set()
    pending: dict[Key, Found] = {}
    by_subject: dict[str, list[Value]] = {}
    coverage = undecided = 0
    listed = any(s.label and s.label <= query.tokens and not titled_part(chunk.text, s)
                 for s in reading.sentences)  # a row named as the box's title: ``title_rows``
    numbered, others, struck = (other_numbered(chunk.text, query.text),
                                contrasted_in(chunk.text, slot, query.text),
                                struck_keys(chunk.text, reading.values))  # ``struck``
    aside_clauses = query.slot is None and _other_objects_aside(reading, query)
    listing, copy = (NO_LIST if query.slot is None else list_elements(chunk.text, reading.values),
                     describes_copy(chunk.text, query.text))  # a replica's sizes are its own
    for sentence in sentences:
        subject = _subject(chunk, sentence, query, chunk_subject, listed, numbered)
        by_subject.setdefault(subject, []).extend(_stated_values(chunk.text, sentence, slot))
        if query.slot is not None:
            if sentence.offset in answered or subject.startswith(_OTHER_MODEL):
                continue  # another model's answer answers no question about this one
            answered.add(sentence.offset)
            values, coverage = _slot_values(chunk, sentence, query, query.slot, subject,
                                            reading, listing=listing, copy=copy, broad=broad,
                                            others=others)
            undecided = max(undecided, 0 if values else coverage)  # ``best_answer``
        else:
            every = without_restated(other_items_of_sentence(
                chunk.text, sentence.snippet, sentence.offset,
                                            not_pack_sizes(sentence.snippet, sentence.offset,
                                            not_conceded(sentence.snippet, sentence.offset,
                                                         not_priced_for_many(
                                                             chunk.text, of_other_variants(
                                                                 chunk.text, not_struck(
                                                                     kept_values(
                                                                         chunk, sentence.values,
                                                                         query, subject),
                                                                     struck),
                                                                 reading.values, query.text),
                                                             reading.values, query.text),
                                                         sentence.mentions)),
                                            query.text), query.text, sentence.sentence_values)
            values = _main(without_sizes(every) if copy else every, sentence.asides)
            if sentence.clause is not None and not (
                aside_clauses and other_object(sentence.snippet, query.text)
            ) and (query.answer != "yes-no" or (rules_on_asked(sentence.snippet, query.text)
                                                 and not other_age_band(sentence.snippet,
                                                                        query.text)
                                                 and not other_party_action(sentence.snippet,
                                                                            query.text)
                                                 and not requires_other(sentence.snippet,
                                                                        query.text)
                                                 and not excludes_asked(sentence.snippet,
                                                                        query.text))) \
                    and not off_asked_cell(sentence.snippet.lower(), sentence.clause.display,
                                           query.tokens):
                values.setdefault("clause", sentence.clause if query.answer != "yes-no" else
                                  answering(sentence.clause, query.terms, query.text))
        if not values:
            continue
        facets = base_facets
        if sentence.facets:
            scope = dict(base)
            for facet, named in sentence.facets:
                if facet not in chunk.scope:
                    scope[facet] = named
            facets = tuple(sorted(scope.items()))
        if query.slot is not None:
            pending.setdefault((subject, query.focus, facets), []).append(
                (coverage, values, sentence))
            continue
        attribute = _measure(chunk.text, sentence, query, values) or next(iter(values))
        if restricts(attribute) and not (values := _main(of_kind(
                attribute, query, _own_kind(chunk.text, sentence, every, query),
                sentence.snippet, chunk.text.find(sentence.snippet, sentence.offset)),
                sentence.asides) | {
                f: v for f, v in values.items() if f == "clause"}):
            continue  # a physical attribute's own kind of value, nearest the query's words
        _add(claims, (subject, attribute, facets), values, sentence,
             shared_weight(query, acronyms, sentence.terms | sentence.mentions))
    if broad and query.slot is not None and several_answers(reading.values, query.slot):
        pending = {}  # a chunk that never states the predicate, with several dates
    _add_answers(claims, {key: items_naming_most(chunk.text, found, query.terms)
                          for key, found in pending.items()},
                 query.slot, broad=broad, undecided=undecided)
    return _with_alternatives(claims, by_subject, broad=broad)


def _subject(  # noqa: PLR0917 - private, one caller
    chunk: Chunk, sentence: SentenceReading, query: QueryView, chunk_subject: str,
    listed: bool, numbered: str,
) -> str:
    """Whom a sentence is about (``subjects``), narrowed to a numbered part where it names one
    (or, in a ranked document, another thing of the query's kind: ``opening_others``)."""
    text = chunk.text
    subject = sentence_subject(sentence, query, chunk_subject, listed=listed)
    if subject == query.subject:
        subject = titled_part(text, sentence) or narrowed(text, sentence, query, numbered) \
            or (other_opening(text, sentence, query) if chunk.source_tier else "") \
            or other_fee(text, sentence, query.text) or subject
    return headed_by_rival(text, sentence, query) or subject


def _own_kind(text: str, sentence: SentenceReading, values: tuple[Value, ...],
              query: QueryView) -> tuple[Value, ...]:
    """``values`` of a physical attribute's sentence but those of another kind of the
    question's noun ("a sea kayak weighs 25 kg" for a sprint kayak: ``variant_rows``)."""
    start = text.find(sentence.snippet, sentence.offset)
    return tuple(v for v in values if not another_kind(sentence.snippet, start, v, query.text))


def _stated_values(text: str, sentence: SentenceReading, slot: Slot | None
                  ) -> tuple[Value, ...]:
    """A sentence's values and, for a *when* or count question, the bare years or counts it
    writes besides them (``mentioned``): what ``charitable`` may read the chunk as giving."""
    if slot is None or slot.kind not in ("when", "count"):
        return sentence.sentence_values
    start = text.find(sentence.snippet, sentence.offset)
    taken = [(v.start, v.end) for v in sentence.sentence_values] + list(sentence.muted)
    return sentence.sentence_values + tuple(mentioned(sentence.snippet, start, taken, slot.kind))


def _with_alternatives(claims: dict[Key, Claim], by_subject: dict[str, list[Value]], *,
                       broad: bool) -> list[Claim]:
    """The claims, each with every value its chunk states about its subject, marked
    ``broad`` when read without the question's predicate."""
    for (subject, _, _), claim in claims.items():
        claim.alternatives = tuple(by_subject.get(subject, ()))
        claim.broad = broad
    return list(claims.values())


def _add_answers(
    claims: dict[Key, Claim], pending: dict[Key, Found], slot: Slot | None, *, broad: bool,
    undecided: int,
) -> None:
    """Each key's answer, if it has one (``best_answer``)."""
    for key, found in pending.items():
        best = best_answer(found, slot, broad=broad, undecided=undecided)
        if best is not None:
            _add(claims, key, *best)


def _slot_values(  # noqa: PLR0917 - private, one caller
    chunk: Chunk, sentence: SentenceReading, query: QueryView, slot: Slot, subject: str,
    reading: TextReading, *, listing: Listing, copy: bool, broad: bool,
    others: frozenset[str] = frozenset(),
) -> tuple[dict[FieldType, Value], int]:
    """A sentence's answer to a slot question and its coverage (``slot_answer``); a
    sentence without the question's predicate words answers nothing whatever its values
    (``pick``), so its values are not sifted (``_candidates``). A name the text sets
    against the credited one (``others``: ``contrasted``), or whose item of a list names less
    of the question than another item (``list_owners.outnamed_item``) or lists another thing
    (``list_owners.other_items_value``), answers nothing."""
    if not carries_predicate(sentence.snippet, slot, broad=broad, lead=answer_lead(
            chunk.text, sentence, slot, measure_labels(query.text))):
        return {}, 0
    kept = _candidates(chunk, sentence, query, subject, reading, listing=listing, copy=copy)
    found, coverage = slot_answer(chunk.text, sentence, kept, slot, broad=broad,
                                   question=query.text)
    if "text" in found and ((others and contrasted(found["text"].exact or "", others))
                            or outnamed_item(chunk.text, found["text"].start, query.terms)
                            or other_items_value(chunk.text, found["text"].start, slot.names,
                                                 query.names)):
        return {}, 0
    if any(other_items_value(chunk.text, v.start, slot.names) for v in found.values()):
        return {}, 0  # a bare year ``pick`` read in another item of a list (``list_owners``)
    return found, coverage


def _candidates(
    chunk: Chunk, sentence: SentenceReading, query: QueryView, subject: str,
    reading: TextReading, *, listing: Listing, copy: bool = False,
) -> tuple[Value, ...]:
    """A sentence's values that may answer a slot question: claims
    (``subjects.kept_values``), not about another variant (``of_other_variants``) nor
    another kind of the question's noun (``variant_rows``), nor listed for another item
    (``listed``) or in a list item another name opens (``list_owners``), nor conceded
    (``conceded``), nor a size on sale (``pack_sizes``) or, in a text about a ``copy``, of
    the copy (``replicas``)."""
    claims = kept_values(chunk, sentence.sentence_values, query, subject)
    if copy:
        claims = without_sizes(claims)
    kept = not_priced_for_many(chunk.text, of_other_variants(
        chunk.text, claims, reading.values, query.text), reading.values, query.text)
    start = chunk.text.find(sentence.snippet, sentence.offset)
    kept = not_pack_sizes(sentence.snippet, start, not_conceded(sentence.snippet, start, kept,
                                                                 sentence.mentions),
                          chunk.text, reading.values)
    kept = tuple(v for v in kept if not another_kind(sentence.snippet, start, v, query.text))
    if query.slot is None:
        return kept
    kept = tuple(v for v in kept
                 if not other_items_value(chunk.text, v.start, query.slot.names, query.names))
    return listed_elsewhere(chunk.text, listing, kept, query.slot,
                            (start, start + len(sentence.snippet)))


def _main(values: tuple[Value, ...], asides: frozenset[int]) -> dict[FieldType, Value]:
    """Of a sentence's values, the main one of each field type (``_rank``)."""
    out: dict[FieldType, Value] = {}
    for value in values:
        current = out.get(value.field)
        if current is None or _rank(value, asides) < _rank(current, asides):
            out[value.field] = value
    return out


def _other_objects_aside(reading: TextReading, query: QueryView) -> bool:
    """Does a chunk answer a yes/no question with a clause about the query's own object,
    beside clauses about another ("must be carried in your hand luggage. They are not
    allowed in checked baggage" for "… in checked luggage?")? Then only the first answer."""
    if not _YES_NO.match(query.text):
        return False
    clauses = [s for s in reading.sentences if s.clause is not None]
    return any(other_object(s.snippet, query.text) for s in clauses) and not all(
        other_object(s.snippet, query.text) for s in clauses)


def _base_scope(chunk: Chunk, entity: str | None, reading: TextReading) -> dict[str, str]:
    """A chunk's scope: its metadata, its entity, then facets its text names unambiguously."""
    base = dict(chunk.scope)
    if entity:
        base["entity"] = entity
    for facet, named in reading.facets:
        base.setdefault(facet, named)
    return base


def _add(
    claims: dict[Key, Claim], key: Key,
    values: dict[FieldType, Value], sentence: SentenceReading, weight: int = 0,
) -> None:
    """A new claim under ``key``, or the sentence's values merged into the earlier one: of
    two values of a field, the one not in an aside, then the one whose sentence shares more
    of the query's words ("warn at 70% usage; page on-call at 80%" for a query about
    paging), then the main one (``_rank``), then the earlier. A bound word before a
    quantity ("over 80 metres") joins its surface (``bounds``), and so does an approximation
    word ("roughly 225 metres", ``approximated``)."""
    values = {name: with_approximate(sentence.snippet, sentence.offset,
                                     with_bound(sentence.snippet, sentence.offset, value))
              for name, value in values.items()}
    earlier = claims.get(key)
    if earlier is not None:
        asides = earlier.asides | sentence.asides
        for name, value in values.items():
            current = earlier.values.get(name)
            if current is None or _merge_rank(value, asides, weight) < _merge_rank(
                current, asides, earlier.weights.get(name, 0)
            ):
                earlier.values[name] = value
                earlier.snippets[name] = sentence.snippet
                earlier.weights[name] = weight
        earlier.asides = asides
        return
    claims[key] = Claim(
        subject=key[0],
        attribute=key[1],
        facets=key[2],
        values=values,
        snippet=sentence.snippet,
        position=sentence.offset,
        qualifier_terms=sentence.qualifier_terms if sentence.narrowing is None
        else sentence.narrowing,
        mentions=sentence.mentions,
        asides=sentence.asides,
        snippets=dict.fromkeys(values, sentence.snippet),
        weights=dict.fromkeys(values, weight),
    )


def _merge_rank(value: Value, asides: frozenset[int], weight: int) -> tuple[bool, int, bool]:
    aside, counted = _rank(value, asides)
    return aside, -weight, counted


def _readable(
    sentences: Iterable[SentenceReading], query: QueryView
) -> Iterator[SentenceReading]:
    """The sentences whose values may answer ``query``: for a value question, not one that
    denies being the asked thing ("… not an anemometer gust") or speaks of each of another
    thing ("Every link counts as 23 characters": ``self_denied``)."""
    for sentence in sentences:
        if query.answer != "value" or not (
                denies_being_asked(sentence.snippet, query.terms)
                or about_each_other(sentence.snippet, query.terms)):
            yield sentence


def _measure(
    text: str, sentence: SentenceReading, query: QueryView, values: dict[FieldType, Value]
) -> str:
    """The attribute a sentence's values measure, seen from the query.

    Chunks retrieved for one question answer it in their own words, so a sentence that
    shares the query's words measures the query's focus when the attribute it names is one
    the query names too, or names before its value (``asked_attribute``: such a clause is
    on the query's topic even sharing no other word, "shall pay" for "paid"), or a sibling
    of it (``sibling_attributes``), or when it names none (or the query names none).
    Another named attribute stays itself ("refund" is not "return-window"). When the query
    names several attributes, or joins two asks of different kinds (``two_asks``), the focus
    is split by the kind of value, so "the price and the return window" stay two keys,
    except that for a yes/no question a clause keys its sentence whatever values it governs
    (a charge beside a permission is context).
    Otherwise the sentence's nearest word; an unnamed amount is a price.
    """
    on_topic = not (
        sentence.terms.isdisjoint(query.terms) and sentence.mentions.isdisjoint(query.terms)
    ) or answers_asked_context(text, sentence, query)
    if sentence.named and sentence.measure not in query.attributes:
        if not (names_asked_before(text, sentence, query, values) or (on_topic and (
                query.focus == "topic"
                or answers_money_question(sentence.measure, values, query.text)
                or quantifies_asked(text, sentence, query, values)
                or answers_as_sibling(text, sentence, query, values)))):
            return sentence.measure
    elif not sentence.named and not on_topic:
        return "price" if "money" in values else sentence.measure
    if len(query.attributes) <= 1 and not query.split:
        return query.focus
    if query.answer == "yes-no" and "clause" in values:
        return f"{query.focus}/clause"  # the answer is the clause; its values are context
    return f"{query.focus}/{rate_or_sum(values, query.text) or _family(values)}"


def _rank(value: Value, asides: frozenset[int]) -> tuple[bool, bool]:
    """Of two values of one field, the main one ranks lower: not an aside in parentheses,
    then a measured quantity rather than a count ("one checked bag of up to 23 kg"); on a
    tie the first stays."""
    return value.start in asides, value.dimension.startswith("count:")


def _family(values: dict[FieldType, Value]) -> str:
    """The kind of a claim's main value: "duration", "money", "date", "version", "clause"…
    (each field type's ``claim_kind``; of several, the lowest ``claim_rank`` names it)."""
    for entry in CLAIM_KINDS:
        value = values.get(entry.name)
        if value is not None:
            return entry.claim_kind(value)
    return ""


