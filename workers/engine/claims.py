"""Chunk → claims: typed values about one subject and attribute, under one scope.

A claim is one sentence's values (at most one per field type: the first). Its subject is
the query's when the sentence or chunk names the query's identifier or no identifier of
that kind; a sentence that names another identifier of the same kind is about that one
(a distractor: different key, never compared with the query's subject). Scope is the
chunk's metadata, then facets its text names unambiguously, then the sentence's own.
"""

from __future__ import annotations

from schemas.events import Chunk
from workers.engine.acronyms import shared_weight, with_acronyms, written_acronyms
from workers.engine.add_on_rows import add_on_lines, row_subject
from workers.engine.age_parties import other_age_band
from workers.engine.asked_action import names_asked_action, rules_on_asked
from workers.engine.asked_clause import answering, rules_on_other_object
from workers.engine.budget import UNLIMITED, Budget
from workers.engine.claim_attributes import measured_attribute
from workers.engine.claim_merging import add_answers, add_claim, main_values, with_alternatives
from workers.engine.claim_records import Claim, Found, Key
from workers.engine.claim_sentences import (
    base_scope,
    claim_subject,
    other_objects_aside,
    own_kind,
    readable,
    stated_values,
)
from workers.engine.conceded import not_conceded
from workers.engine.distractors import of_other_variants, other_numbered
from workers.engine.elsewhere_values import not_elsewhere
from workers.engine.fields.access_levels import ruled_row
from workers.engine.fields.restricted import off_asked_cell
from workers.engine.group_sizes import member_audiences
from workers.engine.header_columns import asked_column
from workers.engine.list_items import items_naming_most
from workers.engine.listed import NO_LIST, list_elements, other_items_of_sentence
from workers.engine.made_for import not_made_for_asked
from workers.engine.matrix_columns import asked_cell
from workers.engine.measure_labels import measure_labels
from workers.engine.measured import of_kind, restricts
from workers.engine.measured_nouns import not_modifying_others
from workers.engine.named import every_sentence
from workers.engine.negated_subjects import excludes_asked
from workers.engine.other_actions import other_party_action, other_party_granted
from workers.engine.other_duties import duty_on_other_action
from workers.engine.other_modifiers import other_object
from workers.engine.owned_rivals import owned_rivals_aside
from workers.engine.pack_sizes import not_pack_sizes
from workers.engine.priced_many import not_priced_for_many
from workers.engine.query import QueryView
from workers.engine.questions import read_slot
from workers.engine.reading import read_text
from workers.engine.replicas import describes_copy, without_sizes
from workers.engine.required_other import requires_other
from workers.engine.restated_cases import without_restated
from workers.engine.sentence_answers import any_predicate, contrasted_in, needs_broad
from workers.engine.sentence_readings import SentenceReading
from workers.engine.slot_values import slot_values
from workers.engine.slots import several_answers
from workers.engine.struck import not_struck, struck_keys
from workers.engine.subjects import kept_values, subject_of
from workers.engine.terms import question_terms
from workers.engine.title_rows import titled_part
from workers.engine.values import Value
from workers.engine.writers_own import writers_own

__all__ = ["Claim", "extract_claims"]

_OTHER_MODEL = ("numbered:", "variant:", "rival:")


def _sentence_facets(
    base: dict[str, str], base_facets: tuple[tuple[str, str], ...],
    named: tuple[tuple[str, str], ...], metadata: dict[str, str], members: frozenset[str],
) -> tuple[tuple[str, str], ...]:
    """A sentence's scope: the chunk's, with the facets the sentence names (never over the
    chunk's metadata), less the audiences that are only a group's counted members
    (``group_sizes.member_audiences``)."""
    facets = base_facets
    if named:
        scope = dict(base)
        for facet, value in named:
            if facet not in metadata:
                scope[facet] = value
        facets = tuple(sorted(scope.items()))
    if members:
        facets = tuple(f for f in facets if f[0] != "audience" or f[1] not in members)
    return facets


def extract_claims(
    chunk: Chunk, query: QueryView, entity: str | None = None, budget: Budget = UNLIMITED
) -> list[Claim]:
    """Every claim in ``chunk``, in text order; sentences about the same key under the same
    scope merge into one claim (of several values of one field, the main one:
    ``claim_merging.main_values``).

    For a query with an answer slot, each sentence yields at most its answer (``slots``),
    and a sentence split by measure is read once. ``entity`` (``entities``) scopes every
    claim of the chunk as the facet "entity"."""
    reading, query = read_text(chunk.text, budget), with_acronyms(  # the chunk's acronyms
        query, acronyms := written_acronyms(chunk.text, query.text))
    naming = (slot := query.slot) is not None and slot.kind == "name"
    sentences = list(readable(chunk.text, every_sentence(chunk.text, reading, slot)
                              if naming else reading.sentences, query))
    # a name answers only beside its trigger: never broad
    labels = measure_labels(query.text) if slot is not None else frozenset()
    broad = slot is not None and not naming and needs_broad(chunk.text, reading, slot, labels)
    if slot is not None and not any_predicate(chunk.text, sentences, slot, broad=broad,
                                               labels=labels, question=query.text):
        return []  # no sentence carries the question's predicate words: none answers it
    chunk_subject = subject_of(reading.values, query, query.subject)
    base = base_scope(chunk, entity, reading)
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
    aside_clauses = query.slot is None and other_objects_aside(reading, query)
    members = member_audiences(chunk.text, reading.values) if slot is not None \
        and slot.members else frozenset()  # "45 pupils" for "the maximum group size"
    listing, copy, added = (
        NO_LIST if query.slot is None else list_elements(chunk.text, reading.values),
        describes_copy(chunk.text, query.text),  # a replica's sizes are its own
        add_on_lines(chunk.text, query.text, query.tokens))  # ``add_on_rows``
    for sentence in sentences:
        subject = row_subject(  # a row pricing an addition: "Express (3 days) | +£25"
            claim_subject(chunk, sentence, query, chunk_subject, listed, numbered),
            query.subject, added, chunk.text, sentence.offset)
        by_subject.setdefault(subject, []).extend(stated_values(chunk.text, sentence, slot))
        if query.slot is not None:
            if sentence.offset in answered or subject.startswith(_OTHER_MODEL):
                continue  # another model's answer answers no question about this one
            answered.add(sentence.offset)
            values, coverage = slot_values(chunk, sentence, query, query.slot, subject,
                                            reading, listing=listing, copy=copy, broad=broad,
                                            others=others)
            undecided = max(undecided, 0 if values else coverage)  # ``best_answer``
        else:
            every = owned_rivals_aside(sentence.snippet, sentence.offset, without_restated(
                other_items_of_sentence(
                chunk.text, sentence.snippet, sentence.offset,
                                            not_pack_sizes(sentence.snippet, sentence.offset,
                                            not_conceded(sentence.snippet, sentence.offset,
                                                         not_made_for_asked(
                                                         chunk.text, not_priced_for_many(
                                                             chunk.text, of_other_variants(
                                                                 chunk.text, not_struck(
                                                                     asked_column(
                                                                         chunk.text,
                                                                         kept_values(
                                                                             chunk,
                                                                             sentence.values,
                                                                             query, subject),
                                                                         query.tokens),
                                                                     struck),
                                                                 reading.values, query.text),
                                                             reading.values, query.text),
                                                         reading.values, query.text,
                                                         query.tokens),
                                                         sentence.mentions)),
                                            query.text), query.text, sentence.sentence_values),
                query)  # of one measure, a compared thing's figure gives way
            every = _not_copied_or_own(chunk.text, sentence, every, query.text, copy=copy)
            values = main_values(every, sentence.asides,
                                 "" if query.answer == "yes-no" else read_slot(
                                     query.text).counted)  # the asked count first
            cell = asked_cell(chunk.text, sentence.offset, sentence.snippet, query.tokens) \
                if query.answer == "yes-no" and sentence.clause is not None else None
            if sentence.clause is not None and not (
                aside_clauses and other_object(cell.ruled if cell else sentence.snippet,
                                               query.text)
            ) and (query.answer != "yes-no" or (rules_on_asked(
                    ruled_row(chunk.text, sentence.offset, sentence.snippet), query.text)
                                                 and not other_age_band(sentence.snippet,
                                                                        query.text)
                                                 and not other_party_action(sentence.snippet,
                                                                            query.text)
                                                 and not other_party_granted(sentence.snippet,
                                                                             query.text)
                                                 and not duty_on_other_action(
                                                     sentence.snippet, query.text)
                                                 and not requires_other(sentence.snippet,
                                                                        query.text)
                                                 and not excludes_asked(sentence.snippet,
                                                                        query.text)
                                                 and not rules_on_other_object(
                                                     sentence.snippet, query.text))) \
                    and not off_asked_cell(sentence.snippet.lower(), sentence.clause.display,
                                           query.tokens):
                values.setdefault("clause", sentence.clause if query.answer != "yes-no" else
                                  answering(cell.clause if cell else sentence.clause,
                                            query.terms, query.text, chunk.text[
                                      sentence.offset + len(sentence.snippet):]))
        if not values:
            continue
        facets = _sentence_facets(base, base_facets, sentence.facets, chunk.scope, members)
        if query.slot is not None:
            pending.setdefault((subject, query.focus, facets), []).append(
                (coverage, values, sentence))
            continue
        attribute = measured_attribute(chunk.text, sentence, query, values) or next(iter(values))
        if restricts(attribute) and not (values := main_values(of_kind(
                attribute, query, own_kind(chunk.text, sentence, every, query),
                sentence.snippet, chunk.text.find(sentence.snippet, sentence.offset),
                text=chunk.text),
                sentence.asides) | {
                f: v for f, v in values.items() if f == "clause"}):
            continue  # a physical attribute's own kind of value, nearest the query's words
        add_claim(claims, (subject, attribute, facets), values, sentence,
                  _weight(query, acronyms, sentence, "clause" in values))
    if broad and query.slot is not None and several_answers(reading.values, query.slot):
        pending = {}  # a chunk that never states the predicate, with several dates
    add_answers(claims, {key: items_naming_most(chunk.text, found, query.terms)
                          for key, found in pending.items()},
                 query.slot, broad=broad, undecided=undecided)
    return with_alternatives(claims, by_subject, broad=broad)


_ACTED = 100
"""A ruling sentence that writes the yes/no question's action outweighs any that does not."""


def _weight(query: QueryView, acronyms: frozenset[str], sentence: SentenceReading,
            ruling: bool) -> int:
    """How many of the query's words ``sentence`` shares (``acronyms.shared_weight``); for a
    yes/no question, a ``ruling`` sentence writing its action ("blending is not allowed" for
    "… allowed to blend …?") weighs more than every other (``_ACTED``): of two rulings of a
    chunk, the one on the asked act is its answer."""
    weight = shared_weight(query, acronyms, sentence.terms | sentence.mentions)
    if ruling and query.answer == "yes-no" and names_asked_action(sentence.snippet, query.text):
        weight += _ACTED
    return weight


def _not_copied_or_own(text: str, sentence: SentenceReading, values: tuple[Value, ...],
                       query: str, *, copy: bool) -> tuple[Value, ...]:
    """``values`` but a replica's sizes (in a text about a ``copy``: ``replicas``), the
    writer's own ("Mine cost me £400": ``writers_own``), those whose words give them to
    something else ("8 km west of Everest", "the £1.50 lounge slippers":
    ``elsewhere_values``) and sizes written as another noun's modifier ("the 5-metre gilded
    statue": ``measured_nouns.not_modifying_others``)."""
    if copy:
        values = without_sizes(values)
    values = not_elsewhere(text, values, query)
    at = text.find(sentence.snippet, sentence.offset)
    values = not_modifying_others(sentence.snippet, at, values, question_terms(query))
    return tuple(v for v in values if not writers_own(sentence.snippet, v.start - at, query))
