"""What one sentence answers to a slot question, and the leads it is read with.

A sentence answers only when it carries the question's predicate words, read with its lead
(its own, plus the question's predicate when it opens a matching Q/A answer or is a row
labelled with the asked measure); of its values, ``pick`` takes the one nearest the
predicate, after values of another capacity or dimension, set-aside values and the years the
question names itself are muted. Pure functions of the text, sentence and slot.
"""

from __future__ import annotations

import re

from schemas.types import FieldType
from workers.engine.capacities import asked_capacity, other_capacities
from workers.engine.class_verbs import class_verb_beside_name
from workers.engine.coded_names import coded
from workers.engine.contrasted import contrasted_names
from workers.engine.dated_works import other_dated_owners
from workers.engine.first_rows import first_event_row
from workers.engine.kin_subjects import kin_clauses
from workers.engine.measure_labels import (
    measure_labels,
    other_dimension,
    other_dimension_label,
)
from workers.engine.name_parts import name_only_lead
from workers.engine.named import triggers
from workers.engine.other_answers import answers_another
from workers.engine.owner_measures import asks_part, measures_owner, measures_whole_owner
from workers.engine.paired_counts import as_pairs
from workers.engine.qa_names import answer_name, tied_answer_name
from workers.engine.qa_pages import opens_answer
from workers.engine.row_leads import dotted_lead, row_lead
from workers.engine.sentence_readings import SentenceReading, TextReading
from workers.engine.sibling_clauses import answered_beside
from workers.engine.slot_hits import carries_predicate, dates_elsewhere
from workers.engine.slots import Slot, answer, pick
from workers.engine.values import Value
from workers.engine.writers_own import writers_own


def contrasted_in(text: str, slot: Slot | None, question: str = "") -> frozenset[str]:
    """For an agent question, the names ``text`` sets against the credited one
    (``contrasted``) and the owners of a work it dates with a year ``question`` does not
    write (``dated_works``); none for any other question."""
    if slot is None or slot.kind != "name" or not slot.agent:
        return frozenset()
    return contrasted_names(text, triggers(slot.predicate), slot.words - slot.predicate) \
        | other_dated_owners(text, question)


def any_predicate(text: str, sentences: list[SentenceReading], slot: Slot, *, broad: bool,
                   labels: frozenset[str], question: str = "") -> bool:
    """Does one of ``sentences`` carry the slot question's predicate words, read with the
    lead ``pick`` reads it with (``carries_predicate``)? If none does, none answers."""
    return any(carries_predicate(s.snippet, slot, broad=broad,
                                 lead=answer_lead(text, s, slot, labels, question))
               for s in sentences)


def answer_lead(text: str, sentence: SentenceReading, slot: Slot, labels: frozenset[str],
                question: str = "") -> frozenset[str]:
    """The lead a sentence is read with for a slot question (``pick``): its own, and the
    question's predicate when it opens the answer of a page that asks the question
    (``qa_pages``) or is a row whose label names the asked measure (``measure_lead``); an
    unlabelled cell of a row of cells also with the cells before it (``row_leads``): a
    labelled cell ("First held: 1897") says itself what its value is. A row labelled with the
    question's "first" and its event ("First ascent: 1842" for "… first climbed?") is read
    with the question's words (``first_rows``), as is a sentence that writes a verb of the
    asked predicate's class right beside the question's name ("The X Society started in
    1896": ``class_verbs``)."""
    start = text.find(sentence.snippet, sentence.offset)
    if opens_answer(text, start, start + len(sentence.snippet), slot) \
            or (question and (first_event_row(text, sentence, slot, question)
                              or class_verb_beside_name(sentence.snippet, slot, question))):
        return sentence.lead | slot.predicate
    lead = measure_lead(sentence, slot, labels)
    if sentence.lead and slot.kind != "name":  # "Heart of X Museum — tour, two hours"
        lead -= name_only_lead(text, start, sentence.lead, predicate=slot.predicate,
                               words=slot.words, names=slot.names)
    return lead if sentence.label else lead | row_lead(text, start, slot) | dotted_lead(
        text, start, start + len(sentence.snippet), slot)


def measure_lead(sentence: SentenceReading, slot: Slot, labels: frozenset[str]
                  ) -> frozenset[str]:
    """A row labelled with the measure the question asks ("Length: 186 m" for "How long is
    the ferry …?", ``measure_labels``) is read with the question's words as its lead, as an
    answer on a page that asks the question is: the label says what it answers."""
    if sentence.label and not sentence.label.isdisjoint(labels):
        return sentence.lead | slot.predicate | slot.words
    return sentence.lead


def slot_answer(
    text: str, sentence: SentenceReading, values: tuple[Value, ...], slot: Slot, *, broad: bool,
    question: str,
) -> tuple[dict[FieldType, Value], int]:
    """The one value of the sentence that answers a slot question ({} when none does), and
    how many of the question's predicate words the sentence carries. A value set aside
    (about another thing) is never read again in parts: "2021-12-24" gives no year 2021.
    A count that answers another "how many" than ``question``'s or counts things "of all
    sizes", and a value of another numbered item or version than ``question`` names,
    answer nothing; nor does a bare year ``question`` names itself (``asked_years``), nor
    a date of another capacity than the one a *when* question names (``capacities``)."""
    start = text.find(sentence.snippet, sentence.offset)
    if slot.kind == "when" and " as " in sentence.snippet and (others := other_capacities(
            sentence.snippet, start, asked_capacity(question))):
        values = tuple(v for v in values if not any(s <= v.start < e for s, e in others))
    else:
        others = ()
    kin = tuple((start + s, start + e) for s, e in kin_clauses(sentence.snippet, question))
    part = asks_part(question)  # "the 601-metre Orvik Tower" measures no part of it
    values = tuple(v for v in values  # "90 m high" answers no "How long …?"
                   if not other_dimension(text, v.end, v.dimension, question, v.start)
                   and not other_dimension_label(sentence.snippet, v.dimension, question)
                   and not (part and measures_owner(text, 0, v, slot.names, slot.words))
                   and not writers_own(sentence.snippet, v.start - start, question)  # "mine"
                   and not measures_whole_owner(sentence.snippet, v.start - start, question)
                   and not any(s <= v.start < e for s, e in kin))  # "his father ran …"
    set_aside = tuple((v.start, v.end) for v in sentence.sentence_values if v not in values)
    lead = answer_lead(text, sentence, slot, measure_labels(question), question)
    found, coverage = pick(sentence.snippet, start, values, slot, broad=broad,
                           lead=lead,
                           muted=sentence.muted + set_aside + others + kin
                           + asked_years(sentence.snippet, start, question))
    if found and answers_another(text, sentence, slot, question, found[0]):
        return {}, 0  # another thing's count or numbered item's or version's
    if found:  # "Q: how many ribs …? A: 36" counts 18 pairs of ribs
        found[0] = as_pairs(sentence, slot, found[0])
    if found and slot.kind != "name" and answered_beside(
            text, start, start + len(sentence.snippet), slot, question):
        return {}, 0  # "312 signed up …; only 98 reached …": the other piece's verb answers
    if found and found[0].field == "text" and (
            bare := answer_name(text, start, sentence.snippet, slot)) is not None:
        found = [bare]  # "A: Ada Kell, …, for Orvik's Press": the answer's own name
    elif not found and slot.kind == "name" and not broad and (
            bare := tied_answer_name(text, start, sentence.snippet, slot)) is not None:
        found = [bare]  # "…, for Orvik's Steam Press": the other name was set aside
    found = [coded(v, sentence.sentence_values) for v in found]
    return {value.field: value for value in found}, coverage


_YEAR = re.compile(r"(?<![\w.,])(?:1[0-9]{3}|20[0-9]{2})(?![\w.,])")


def asked_years(snippet: str, start: int, question: str) -> tuple[tuple[int, int], ...]:
    """Spans (in the text) of the bare years in ``snippet`` that ``question`` names itself:
    "Easter 2024 | …" for "… Easter Sunday in 2024?" restates the question's qualifier, no
    answer (a date in that year still is one)."""
    years = set(_YEAR.findall(question))
    if not years:
        return ()
    return tuple((start + m.start(), start + m.end()) for m in _YEAR.finditer(snippet)
                 if m.group() in years)


def needs_broad(text: str, reading: TextReading, slot: Slot, labels: frozenset[str]) -> bool:
    """Does a chunk fall back to sentences sharing any of the query's words? Only for a
    question without a predicate class, and only when no sentence answers it, read with the
    lead ``slot_values`` reads it with (``answer_lead``: a row's cells with its label, "Kayak
    day hire | £45 | valid 6 months"), nor, for a *when* question, states its event
    (``dates_elsewhere``)."""
    if slot.strict:
        return False
    for sentence in reading.sentences:
        start = text.find(sentence.snippet, sentence.offset)
        if answer(sentence.snippet, start, sentence.sentence_values, slot,
                  lead=answer_lead(text, sentence, slot, labels), muted=sentence.muted) \
                or dates_elsewhere(sentence.snippet, slot):
            return False
    return True
