"""Each chunk's claims that bear on the question: read, then narrowed step by step to the
values the question asks for.

Reads the in-scope chunks (text and metadata), the query and the entity found for each
chunk. Invariants: one list of claims per chunk, in the chunks' order; the steps run in a
fixed order, each on the previous one's result, and each only drops values or claims (a
claim left with no value is dropped); ``budget`` is asked before each chunk is read.
"""

from __future__ import annotations

from collections.abc import Sequence

from schemas.events import Chunk
from workers.engine.anchor_events import anchor_lengths_dropped
from workers.engine.anniversaries import witnessed_only
from workers.engine.asked import asked_fields
from workers.engine.asked_deal import asked_deal, dealt_only
from workers.engine.asked_event import asked_event, evented_only
from workers.engine.asked_measure import asked_measure, measured_only
from workers.engine.asked_period import asked_period_only
from workers.engine.budget import Budget
from workers.engine.claim_records import Claim
from workers.engine.claims import extract_claims
from workers.engine.counted_years import told_only
from workers.engine.dimensioned import asked_dimension_only
from workers.engine.duration_uses import lengths_only
from workers.engine.event_heads import head_named_only
from workers.engine.kind_openings import other_kinds_dropped
from workers.engine.kindred_chunks import kindred_chunks_only
from workers.engine.later_ordinals import later_instances_dropped
from workers.engine.modifier_links import modifier_only
from workers.engine.named_measures import unnamed_only
from workers.engine.named_rates import other_rates_dropped
from workers.engine.origin_namesakes import namesakes_dropped
from workers.engine.other_boxes import other_boxes_only
from workers.engine.other_headings import other_headings_dropped
from workers.engine.own_fee_names import other_named_fees_dropped
from workers.engine.product_lines import unsold_only
from workers.engine.qa_pages import answered_only
from workers.engine.qa_subjects import other_answers_dropped
from workers.engine.query import QueryView
from workers.engine.questions import read_slot
from workers.engine.sibling_variants import siblings_only
from workers.engine.sides import answers_only
from workers.engine.universal_firsts import owned_firsts_only
from workers.engine.unnamed_chunks import named_chunks_only
from workers.engine.unpredicated import predicated_only


def asked_claims(
    chunks: Sequence[tuple[int, Chunk]], query: QueryView, entities: dict[str, str],
    budget: Budget,
) -> list[list[Claim]]:
    """The claims of each of ``chunks`` (in their order) that bear on ``query``: each chunk's
    reading narrowed alone, then all chunks' readings narrowed together (the steps that
    compare chunks)."""
    asked = None if query.answer == "yes-no" else asked_fields(query.text)
    measure = None if query.answer == "yes-no" else asked_measure(query)
    event = None if query.answer == "yes-no" else asked_event(query)
    readings: list[tuple[str, list[Claim]]] = []
    for order, chunk in chunks:
        budget.check(f"before reading chunk {order}")
        text = chunk.text
        claims = extract_claims(chunk, query, entities.get(chunk.chunk_id), budget)
        claims = answers_only(claims, asked)
        claims = measured_only(claims, text, measure)
        claims = lengths_only(claims, text, query.text)
        claims = asked_period_only(claims, text, query.text)
        claims = asked_dimension_only(claims, text, query.text)
        claims = unnamed_only(claims, text, query.text)
        claims = other_named_fees_dropped(claims, text, query.text)
        claims = other_rates_dropped(claims, text, query.text)
        claims = namesakes_dropped(claims, text, query.text)
        claims = later_instances_dropped(claims, text, query.text)
        claims = anchor_lengths_dropped(claims, query.text)  # ``anchor_events``
        if query.slot is not None and query.slot.kind == "duration":  # ``event_heads``
            claims = head_named_only(claims, text, query.text)
        if query.slot is not None:  # another named thing's answer: ``unnamed_chunks``
            claims = named_chunks_only(claims, text, query.text)
        if query.slot is not None:
            claims = kindred_chunks_only(claims, text, query.text)
            claims = other_kinds_dropped(claims, text, query.text)
        claims = other_boxes_only(claims, text, query.text)
        claims = other_headings_dropped(claims, query.text)  # "Earlier openers: …"
        readings.append((text, claims))
    readings = other_answers_dropped(readings, query.text)
    readings = answered_only(readings, query.slot or read_slot(query.text))
    readings = predicated_only(readings, modifier_only(readings, query.text) if query.slot
                               is not None else None)  # "archery 70 m" for a face's diameter
    deal = asked_deal(query)
    if deal is not None:
        readings = _texts_with(readings, dealt_only(readings, deal))
    readings = _texts_with(readings, unsold_only(readings, query))
    readings = siblings_only(readings, query)
    readings = witnessed_only(readings)
    readings = told_only(readings, event, query.text)
    readings = owned_firsts_only(readings, query.text)
    return evented_only(readings, event)


def _texts_with(
    readings: list[tuple[str, list[Claim]]], claims: list[list[Claim]]
) -> list[tuple[str, list[Claim]]]:
    """Each chunk's text of ``readings`` with its new ``claims`` (one list per chunk)."""
    return list(zip([text for text, _ in readings], claims, strict=True))
