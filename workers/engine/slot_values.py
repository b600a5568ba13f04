"""A sentence's answer to a slot question (``slots``): what it may answer, and its coverage.

Reads one sentence of a chunk with the chunk's reading, listing and the query's slot. A
sentence without the question's predicate words answers nothing (coverage 0); a value is
a candidate only when ``kept_values`` keeps it and no variant, kind, list item, concession,
pack size or copy sets it aside.
"""

from __future__ import annotations

from schemas.events import Chunk
from schemas.types import FieldType
from workers.engine.conceded import not_conceded
from workers.engine.contrasted import contrasted
from workers.engine.credited_items import outnamed_item
from workers.engine.distractors import of_other_variants
from workers.engine.elsewhere_values import not_elsewhere
from workers.engine.label_asides import without_cell_asides
from workers.engine.list_items import heading_only_item
from workers.engine.list_owners import other_items_value
from workers.engine.listed import Listing, listed_elsewhere, other_label
from workers.engine.measure_labels import measure_labels
from workers.engine.named import things, triggers
from workers.engine.pack_sizes import not_pack_sizes
from workers.engine.priced_many import not_priced_for_many
from workers.engine.query import QueryView
from workers.engine.reading import SentenceReading, TextReading
from workers.engine.replicas import without_sizes
from workers.engine.role_rows import other_role_row
from workers.engine.sentence_answers import answer_lead, slot_answer
from workers.engine.sized_rows import other_size_row
from workers.engine.slot_hits import sentence_hits
from workers.engine.slots import Slot, carries_predicate
from workers.engine.subjects import kept_values
from workers.engine.values import Value
from workers.engine.variant_rows import another_kind


def slot_values(  # noqa: PLR0917 - one caller: claims
    chunk: Chunk, sentence: SentenceReading, query: QueryView, slot: Slot, subject: str,
    reading: TextReading, *, listing: Listing, copy: bool, broad: bool,
    others: frozenset[str] = frozenset(),
) -> tuple[dict[FieldType, Value], int]:
    """A sentence's answer to a slot question and its coverage (``slot_answer``); a
    sentence without the question's predicate words answers nothing whatever its values
    (``pick``), so its values are not sifted (``_candidates``). A name the text sets
    against the credited one (``others``: ``contrasted``), given by a box's row whose label is
no role beside a row whose label is (``role_rows``), or whose item of a list names less
    of the question than another item (``credited_items.outnamed_item``) or lists another thing
    (``list_owners.other_items_value``), answers nothing; nor does the first item of a headed
    list whose predicate words are the heading's only (``list_items.heading_only_item``); so
    does a later cell of a row whose leading cells state only another size than the
    question's (``sized_rows``), and a label cell's closing aside gives way to the next
    cell's value (``label_asides``)."""
    lead = answer_lead(chunk.text, sentence, slot, measure_labels(query.text), query.text)
    if not carries_predicate(sentence.snippet, slot, broad=broad, lead=lead):
        return {}, 0
    kept, variants = _candidates(chunk, sentence, query, subject, reading, listing=listing,
                                 copy=copy)
    if "|" in chunk.text:  # "Home delivery (up to 10 miles) | £5.00": the label's aside
        at = chunk.text.find(sentence.snippet, sentence.offset)
        if other_size_row(chunk.text, at, reading.values, slot):
            return {}, 0  # "Lavender oil (50 ml) | £32" for a 10 ml bottle: ``sized_rows``
        kept = tuple(without_cell_asides(chunk.text, at, sentence.snippet, kept,
                                         values=reading.values, slot=slot))
    found, coverage = slot_answer(chunk.text, sentence, kept, slot, broad=broad,
                                   question=query.text)
    if not found and variants:  # "the extent on eight bells, 40,320 changes": its coverage
        _, coverage = slot_answer(chunk.text, sentence, variants, slot, broad=broad,
                                  question=query.text)
    if "text" in found and ((others and contrasted(found["text"].exact or "", others))
                            or outnamed_item(chunk.text, found["text"].start, query.terms)
                            or other_role_row(chunk.text, found["text"].start,
                                              triggers(slot.predicate),
                                              things(slot.objects, slot.predicate))
                            or other_items_value(chunk.text, found["text"].start, slot.names,
                                                 query.names)):
        return {}, 0
    if any(other_items_value(chunk.text, v.start, slot.names) for v in found.values()):
        return {}, 0  # a bare year ``pick`` read in another item of a list (``list_owners``)
    if found and ":" in sentence.snippet and ";" in sentence.snippet and heading_only_item(
            chunk.text, chunk.text.find(sentence.snippet, sentence.offset), sentence.snippet,
            sentence_hits(sentence.snippet, slot, broad=broad, lead=lead)[0],
            next(iter(found.values())), reading.values, slot.kind, slot.names,
            slot.words):
        return {}, coverage  # "Ferry crossings: 35 minutes …; 50 minutes …": undecided
    return found, coverage


def _candidates(
    chunk: Chunk, sentence: SentenceReading, query: QueryView, subject: str,
    reading: TextReading, *, listing: Listing, copy: bool = False,
) -> tuple[tuple[Value, ...], tuple[Value, ...]]:
    """A sentence's values that may answer a slot question: claims
    (``subjects.kept_values``), not about another variant (``of_other_variants``) nor
    another kind of the question's noun (``variant_rows``), nor listed for another item
    (``listed``) or in a list item another name opens (``list_owners``) or in a "label
    value" pair of another label than the question's words (``named_pairs``), nor conceded
    (``conceded``), nor a size on sale (``pack_sizes``) or, in a text about a ``copy``, of
    the copy (``replicas``), nor one whose words give it to something else (a placing length,
    another noun's price, a resale row: ``elsewhere_values``); and, second, the claims when
    every one of them is another variant's (else none): the sentence then answers the
    question for another variant, and its coverage says so (``chunk_answers.best_answer``: a
    sentence of the chunk carrying fewer of the question's words is about something else
    still)."""
    claims = kept_values(chunk, sentence.sentence_values, query, subject)
    if copy:
        claims = without_sizes(claims)
    variants = of_other_variants(chunk.text, claims, reading.values, query.text)
    other = claims if claims and not variants else ()
    kept = not_priced_for_many(chunk.text, variants, reading.values, query.text)
    start = chunk.text.find(sentence.snippet, sentence.offset)
    kept = not_pack_sizes(sentence.snippet, start, not_conceded(sentence.snippet, start, kept,
                                                                 sentence.mentions),
                          chunk.text, reading.values)
    kept = tuple(v for v in kept if not another_kind(sentence.snippet, start, v, query.text))
    kept = not_elsewhere(chunk.text, kept, query.text)  # "8 km west of Everest": a place
    if query.slot is None:
        return kept, other
    kept = tuple(v for v in kept
                 if not other_items_value(chunk.text, v.start, query.slot.names, query.names)
                 and not other_label(chunk.text, v.start, query.text))
    return listed_elsewhere(chunk.text, listing, kept, query.slot,
                            (start, start + len(sentence.snippet))), other
