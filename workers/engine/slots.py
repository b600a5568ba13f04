"""Answer slots, the text's side: which value of a sentence answers the question.

Only values of the kind the question asks for (``questions``), in a sentence that carries
the question's predicate ("born", "built", "population" or the question's own words other
than the names it uses), answer it; of several in one sentence, the one with most of the
predicate near it, then the nearest, and none when two differ and are equally well placed.
Everything else in the text is context, never a claim. Bare years and counts are read only
here, inside answer sentences, where they are answers rather than noise.
"""

from __future__ import annotations

import re

from workers.engine.abbreviated_years import is_elided
from workers.engine.activities import other_activities
from workers.engine.aside_owners import dated_asides_of_others
from workers.engine.asked_values import (
    counts_what_is_asked,
    dates_what_is_asked,
    measures_what_is_asked,
)
from workers.engine.bare_numbers import COUNT, Hit, bare, dates_or_years, mentioned
from workers.engine.breakdowns import qualified_part as _asked_part
from workers.engine.chunk_answers import best_answer, rival_answers, several_answers
from workers.engine.conjuncts import other_conjunct
from workers.engine.counted import recounted
from workers.engine.dated_subjects import of_other_subjects
from workers.engine.equation_totals import without_totals
from workers.engine.gapped_lists import gapped_own
from workers.engine.general_classes import class_values
from workers.engine.group_totals import group_totals
from workers.engine.kinds import asks_class, class_answers
from workers.engine.label_asides import without_label_asides
from workers.engine.led_groups import led_by_others
from workers.engine.life_span_years import not_life_spans
from workers.engine.listed import other_items
from workers.engine.measured_nouns import labelled, other_things
from workers.engine.named import name_answers, things
from workers.engine.named_of import named_of, of_other_names
from workers.engine.offsets import relative_offsets
from workers.engine.ordinal_lists import asked_ordinal, unranked_listed
from workers.engine.owners import other_owners
from workers.engine.part_counts import whole_counts, without_addends
from workers.engine.past_periods import bounded_past
from workers.engine.precision import APPROXIMATE_AFTER, APPROXIMATE_BEFORE
from workers.engine.predicate_words import predicate_hits as _predicate_hits
from workers.engine.predicates import matches
from workers.engine.present_clauses import past_answers
from workers.engine.qualifiers import not_conditions
from workers.engine.questions import FAMILIES, Slot, family, read_slot
from workers.engine.range_ends import end_first
from workers.engine.relative_dates import other_dated
from workers.engine.relative_owners import of_other_antecedents
from workers.engine.removed_counts import not_removed
from workers.engine.sentence_frames import HISTORICAL, PRESENT, SUBSET, refutes
from workers.engine.slot_hits import carries_predicate, sentence_hits, written_as_names
from workers.engine.stated import WHOLE, other_case, stated
from workers.engine.stated_ages import with_stated_ages
from workers.engine.summed_parts import without_summed_parts
from workers.engine.sums import summed
from workers.engine.values import Value

__all__ = ["FAMILIES", "Slot", "answer", "best_answer", "carries_predicate", "family", "pick",
           "read_slot", "several_answers"]

_TOTAL_BEFORE = re.compile(r"\b(?:total(?:ling|ing)?|altogether|overall)(?: of)?\s*$", re.I)
_TOTAL_AFTER = re.compile(r"[^\S\n]+(?:[a-z]+[^\S\n]+)?(?:in total|in all|altogether|combined)\b",
                          re.I)
"""A total, said before or after it ("a total of 312 MW", "312 MW in total"), answers before
the parts beside it ("52 turbines of 6 MW each"); so does the usual value among particular
cases ("8m10s in January and 8m27s in July, 8m20s on average")."""
_USUAL_AFTER = re.compile(r"[^\S\n]+(?:on average|in general|typically|usually|normally)\b",
                          re.I)
_ALTERNATIVE = re.compile(r"\bor\b")
WINDOW = 40
_ENTRY_DATE = re.compile(r"[^\S\n]*(?::|[—–][^\S\n])")
_ENTRY_LEAD = " \t·|•—–-"
"""A date that opens its sentence before a colon or a dash heads a timeline's entry ("June
5, 1981: the CDC's MMWR describes … the first report of AIDS"): it dates the whole entry, so
it is as near to each of the entry's words as can be, but for a word that governs a date of
its own right after it ("first published in 1845": ``_bound_hits``)."""
"""How near (in characters) a predicate word must be to a value to speak for it."""
FAR = 90
"""A value farther (in characters) than this from every predicate word of its sentence is
another clause's ("a mill founded in eighteen sixty-five to networks today, after selling
its phone business to Microsoft in 2014"): the sentence answers nothing."""
_OF_THE = re.compile(r"[^\S\n]+of[^\S\n]+(?:the[^\S\n]+)?")
_NAME_SPAN = 30
_BREAK = re.compile(r"[,.;:()]")
"""A value said to be all of one of the question's things measures that thing ("all 42 km
of the Fennick Trail in 3 days": the thing is named within ``_NAME_SPAN`` characters of
"of", in one phrase; ``stated.WHOLE``); "up to £5,000 of the tuition" does not."""
MARKED = 10
"""A value a life span marks ("(June 19, 1910 – …)" is the birth) outranks any other."""


def answer(
    snippet: str, offset: int, values: tuple[Value, ...], slot: Slot, *, broad: bool = False,
    lead: frozenset[str] = frozenset(), muted: tuple[tuple[int, int], ...] = (),
) -> list[Value]:
    """The value of ``slot``'s kind in this sentence that answers the question (``pick``)."""
    return pick(snippet, offset, values, slot, broad=broad, lead=lead, muted=muted)[0]


def pick(
    snippet: str, offset: int, values: tuple[Value, ...], slot: Slot, *, broad: bool = False,
    lead: frozenset[str] = frozenset(), muted: tuple[tuple[int, int], ...] = (),
) -> tuple[list[Value], int]:
    """The value of ``slot``'s kind in this sentence that answers the question, if any,
    with the date basis that qualifies it when it is a period; and the sentence's coverage
    (also when it is undecided between two answers; 0 when it answers nothing else):
    twice the number of the question's predicate words it carries, one more when it speaks
    of the present ("which remains the standard today" over "Early pianos had …"); for a
    question that is not after a name, a word more than ``FAR`` characters from the value
    is another clause's and covers nothing ("In 1974, the town amalgamated … when the
    Regional Municipality was formed" is no answer to when the town was founded).

    ``snippet`` starts at ``offset`` in its chunk; ``values`` are the sentence's values.
    The sentence must carry a predicate word, must not report a belief to refute it and
    must not be about some members of a kind only ("Some grands have 97 keys"). A count
    written as a sum of counts of the asked noun reads as its total (``sums``), and so does
    one whose group's total follows it ("a dozen monks and their prior, thirteen men in all",
    ``group_totals``).
    Of the accepted values, the one with the most distinct predicate words within
    ``WINDOW`` characters wins (a total counts one more), then the nearest; when another
    value, different, has as many such words and is about as near, the sentence is
    ambiguous ("2 hours each way on the train, plus about 3 hours at …") and answers
    nothing; so does one whose best value lies more than ``FAR`` characters from every
    predicate word. A sentence framed in the past answers only a question about the past or a
    *when* question. A life span in parentheses carries "born" at its first date and "died" at
    its second. With ``broad``, any of the question's words will do (the fallback for a
    chunk with no predicate sentence). ``lead`` holds the stems of the words a dash-led
    part continues; ``muted`` the spans (in the chunk) of dates that date the document,
    never read again as a bare year or count.
    """
    hits, own = sentence_hits(snippet, slot, broad=broad, lead=lead)
    if not hits or refutes(snippet) or SUBSET.match(snippet) \
            or other_case(snippet, slot.words):
        return [], 0
    if slot.kind != "when" and not slot.past and HISTORICAL.search(snippet) \
            and not PRESENT.search(snippet):
        return [], 0
    accepted = FAMILIES[slot.kind]
    values = with_stated_ages(snippet, offset, values, slot)  # "Skaters under 12 must …"
    if slot.kind == "count":  # "9 bordering countries" counts countries
        values = recounted(snippet, offset, values, slot.counted, slot.words)
    candidates = without_label_asides(snippet, offset, other_items(snippet, offset, [  # "Knife
        v for v in values if family(v) in accepted and counts_what_is_asked(  # skills
            v, slot, snippet[v.end - offset : v.end - offset + 24])
        and measures_what_is_asked(v, slot) and dates_what_is_asked(v, slot)], slot))  # (3 h)"
    taken = [(v.start - offset, v.end - offset) for v in values] + [
        (start - offset, end - offset) for start, end in muted]
    if slot.kind == "when":
        dated = not_life_spans(snippet, offset, [v for v in candidates if v.field == "date"],
                               slot.predicate)  # "(born 3 May 1865)": her birth
        periods = [v for v in candidates if family(v) == "duration" and any(
            b.field == "date_basis" and b.start >= v.end for b in values)]
        candidates = not_life_spans(snippet, offset, other_dated(snippet, offset, dates_or_years(
            snippet, offset, taken, slot, hits, dated) or periods, slot, hits), slot.predicate)
    elif slot.kind == "count":
        candidates = _asked_part(snippet, offset, whole_counts(snippet, offset, group_totals(
            snippet, offset, summed(snippet, offset, not_removed(snippet, offset, [
                *candidates, *bare(snippet, offset, taken, COUNT, slot, hits)], slot.words),
                values, slot.counted), values, slot.counted), slot),
            [*values, *mentioned(snippet, offset, [(a + offset, b + offset) for a, b in taken],
                                 "count")] if slot.of_what else [], slot.of_what)
    elif slot.kind == "name" and not broad:
        candidates = _named(snippet, offset, slot, hits, own)
    candidates = class_values(snippet, offset, gapped_own(snippet, offset, led_by_others(
        snippet, offset, of_other_names(snippet, offset, named_of(  # "46 nurses under M. Stanley"
            snippet, offset, without_totals(snippet, offset, of_other_antecedents(
                snippet, offset, candidates, slot.words), slot.words), slot.names),
            slot.names),  # ", which"
        slot.names if slot.kind == "count" else frozenset()), slot.names),  # ", Tempelhof in 2008"
        slot.names)  # "Most windmills have four sails"
    candidates = not_conditions(other_owners(snippet, offset, other_things(
        snippet, offset, other_activities(snippet, offset, bounded_past(
            snippet, offset, stated(snippet, offset, other_items(snippet, offset, relative_offsets(
                snippet, offset, candidates, slot), slot)), slot.past, slot.words),
            slot.words), slot.words, slot.material),
        frozenset() if slot.kind in ("name", "when") else slot.names, slot.words,
        tuple((s, e) for s, e, _ in hits if s < e)), slot)
    candidates = without_addends(snippet, offset, slot.kind, without_summed_parts(past_answers(
        # "2 hours: 75 minutes … and 45 …"; "12 months plus Adar I" (``without_addends``)
        snippet, offset, dated_asides_of_others(  # "Nelson's Column (1843), … the standards"
            snippet, offset, of_other_subjects(  # "the Citadel was built 1828–1856"
                snippet, offset, candidates, slot.names, slot.words), slot.names, slot.words)
        if slot.kind == "when"
        else candidates,  # "…, and today you can get 8 speed hubs" (past only)
        slot.past and slot.kind not in ("when", "name"))))
    if not candidates:
        return [], 0

    def rank(value: Value) -> tuple[int, int, int]:
        at, end = value.start - offset, value.end - offset
        heads = value.field == "date" and _ENTRY_DATE.match(snippet, end) is not None \
            and not snippet[:at].strip(_ENTRY_LEAD)  # "June 5, 1981: the CDC's … report"
        gaps = [(0 if heads and (s, e) not in _bound_hits(snippet, offset, candidates, hits)
                 else max(0, s - end, at - e), term) for s, e, term in hits]
        near = len({question_word(term, slot.words) for gap, term in gaps if gap <= WINDOW})
        near += 2 * (_TOTAL_BEFORE.search(snippet, max(0, at - 20), at) is not None
                     or _TOTAL_AFTER.match(snippet, end) is not None
                     or _USUAL_AFTER.match(snippet, end) is not None) + \
            _all_of(snippet, at, end, hits)
        near += MARKED * any(s == e and at <= s < end for s, e, _ in hits)
        return -near, min(gap for gap, _ in gaps), at

    # "Built: 1920–1922" for "… completed?": the span's end, not its start
    ranked = end_first(snippet, offset, sorted(candidates, key=rank), ending=slot.ending)
    best = ranked[0]
    asked = {term for _, _, term in hits if not slot.agent or matches(term, slot.predicate)}
    coverage = 2 * len(asked) + (  # role words: no cover; a tie goes to the present or to
        PRESENT.search(snippet) is not None  # what the question measures ("protein 15 g")
        or bool(slot.material and labelled(snippet, best, offset, slot.material)))
    if rank(best)[1] > FAR or is_elided(best):
        return [], coverage  # the predicate speaks of a value the sentence left unread (or
        # of a year whose century is elided: "in '29")
    at, end = best.start - offset, best.end - offset
    if slot.kind != "name":  # another clause's word covers nothing
        coverage -= 2 * len(asked - {term for s, e, term in hits
                                     if term in asked and max(0, s - end, at - e) <= FAR})
    rival = next((v for v in ranked[1:] if rival_answers(best, v, slot.kind)), None)
    if rival is not None:
        (near, gap, _), (rival_near, rival_gap, _) = rank(best), rank(rival)
        if rival_near == near and rival_gap <= 2 * gap + 6 and not _apart(
                snippet, offset, best, rival, hits):
            return [], coverage  # two different answers, equally well placed: undecided
        low, high = sorted((best.start - offset, rival.start - offset))
        if _ALTERNATIVE.search(snippet, low, high):
            return [], coverage  # "45 minutes …, or 90 minutes with our guide": alternatives
    if slot.kind == "count" and best.field == "quantity" and best.dimension != "count":
        best = Value("quantity", best.display, best.surface, best.start, "count", best.magnitude)
    if best.field == "quantity":
        best = _said_approximate(snippet, offset, best)
    found = [best]
    if family(best) == "duration":  # "within 14 days of delivery": the basis qualifies it
        found.extend(v for v in values if v.field == "date_basis" and v.start >= best.end)
    return found[:2], coverage


_GOVERNED = re.compile(r"[^\S\n]+(?:(?:in|on)[^\S\n]+)?")
"""What stands between an event's word and the date it governs: "first published in 1845"."""


def _bound_hits(snippet: str, offset: int, candidates: list[Value],
                hits: list[tuple[int, int, str]]) -> frozenset[tuple[int, int]]:
    """The predicate hits that govern a date of their own right after them ("2011 — Acton's
    Modern Cookery, first published in 1845, is reissued"): that date is the event's, so the
    date heading the entry is not as near to them as to the entry's other words."""
    starts = {v.start - offset for v in candidates if v.field == "date"}
    return frozenset((s, e) for s, e, _ in hits if s < e and (
        (found := _GOVERNED.match(snippet, e)) is not None and found.end() in starts))


def question_word(term: str, words: frozenset[str]) -> str:
    """The question's word that ``term`` (a hit's word in the text) matches (``matches``), or
    ``term`` itself: two forms of one asked word ("puppet", "puppetry") count once."""
    return next((w for w in sorted(words) if matches(term, frozenset((w,)))), term)


def _said_approximate(snippet: str, offset: int, best: Value) -> Value:
    """``best`` (a quantity) with the approximation word just before it ("about 24,000") or
    "or so" just after it ("45 metres or so") joined to its surface: it says so."""
    approximate = APPROXIMATE_BEFORE.search(snippet, max(0, best.start - offset - 16),
                                            best.start - offset)
    if approximate is not None:
        at = offset + approximate.start()
        return Value("quantity", best.display, snippet[approximate.start() : best.end - offset],
                     at, best.dimension, best.magnitude, best.exact)
    after = APPROXIMATE_AFTER.match(snippet, best.end - offset)
    if after is not None:
        return Value("quantity", best.display, best.surface + after.group(0), best.start,
                     best.dimension, best.magnitude, best.exact)
    return best


def _apart(snippet: str, offset: int, best: Value, rival: Value, hits: list[Hit]) -> bool:
    """Is ``rival`` another conjunct's, with its own verb, than ``best`` and the predicate
    word nearest it ("It fell in 1815 and was re-erected in 1824": ``conjuncts``)?"""
    at, end = best.start - offset, best.end - offset
    words = [(s, e) for s, e, _ in hits if s < e]
    if not words:
        return False
    nearest = min(words, key=lambda h: max(0, h[0] - end, at - h[1]))
    return other_conjunct(snippet, (at, end), (rival.start - offset, rival.end - offset),
                          nearest)


def _all_of(snippet: str, at: int, end: int, hits: list[Hit]) -> bool:
    """Is the value at ``at:end`` said to be all of one of the question's things (``_OF_THE``)?"""
    linked = _OF_THE.match(snippet, end)
    if linked is None or WHOLE.search(snippet, max(0, at - 16), at) is None:
        return False
    return any(0 <= s - linked.end() <= _NAME_SPAN and not _BREAK.search(snippet, linked.end(), s)
               for s, _, _ in hits)


def _named(
    snippet: str, offset: int, slot: Slot, hits: list[Hit], own: list[Hit]
) -> list[Value]:
    """The candidate names of a name slot: the agent a who-question asks for (``named``),
    or the member of the class a what-question asks for (``kinds``; ``own`` are the hits of
    the subject's name)."""
    if slot.agent:
        own_name = slot.words - slot.predicate
        return unranked_listed(snippet, offset, name_answers(
            snippet, offset, hits, own_name, written_as_names(
                snippet, _predicate_hits(snippet, own_name), slot.names),
            own_names=slot.names, office=slot.office or slot.operated, asked=slot.asked,
            objects=things(slot.objects, slot.predicate)),
            asked_ordinal(slot.compounds, slot.predicate))  # "Famous editors: A, B, C"
    if asks_class(slot.asked):
        anchors = [(s, e) for s, e, _ in hits if s < e]
        return class_answers(snippet, offset, slot.asked, anchors, named=bool(own))
    return []


