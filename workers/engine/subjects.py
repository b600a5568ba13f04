"""Whose value a sentence states: the query's subject, another identifier, row, numbered
thing, bound, rival (``rivals``) or year (a distractor, never compared with the query's
subject); and which of a sentence's values are no claim at all (the document naming itself
or its subject, the chunk's own date).

Every function is pure; a subject is ``query.subject`` or a string with a kind prefix
("row:", "numbered:", "rival:", "period:", "<identifier kind>:").
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from schemas.events import Chunk
from workers.engine.adverb_firsts import other_first
from workers.engine.asked import answers_code_question
from workers.engine.band_rows import band_terms
from workers.engine.bound_rows import bound_words
from workers.engine.coded_rows import row_naming_words
from workers.engine.derived_works import derived_work
from workers.engine.distractors import (
    labels_another,
    opposite_bound,
    other_numbered,
    other_period,
    years_in,
)
from workers.engine.foreign_subjects import foreign_subject
from workers.engine.illustrations import illustrates_rate
from workers.engine.label_heads import headed_otherwise, label_head, rule_subject
from workers.engine.measured_rows import names_asked_measure
from workers.engine.modifier_subjects import modified_subject
from workers.engine.month_occasions import other_month_occasion
from workers.engine.name_forks import forked, forked_question
from workers.engine.other_cases import other_case
from workers.engine.other_holidays import other_holiday
from workers.engine.other_members import other_member
from workers.engine.other_modifiers import WHOLE_WORDS
from workers.engine.other_prices import other_price
from workers.engine.owned_forks import owned_fork
from workers.engine.per_other_items import per_other_item
from workers.engine.query import QueryView
from workers.engine.recurrences import answers_how_often
from workers.engine.releases import own_release
from workers.engine.reply_titles import other_thread
from workers.engine.restated_firsts import restated_first
from workers.engine.revision_words import item_words
from workers.engine.rivals import can_rival, rival
from workers.engine.role_cells import other_role
from workers.engine.row_headings import other_heading
from workers.engine.row_terms import unnamed_terms
from workers.engine.segments import label_text
from workers.engine.sentence_readings import SentenceReading
from workers.engine.text_memo import per_text
from workers.engine.titled_works import titled_work
from workers.engine.two_asks import answers_an_ask
from workers.engine.unit_subjects import unit_subjects
from workers.engine.values import Value

_MEASURED = frozenset(("measure", "amount", "duration"))
"""Slots asking for a typed value (a duration too), where a sentence's own subject decides
whose value it is (``foreign_subjects``); a name or a date may be told by a subject in other
words."""


def _modified_read(query: QueryView) -> bool:
    """Is ``modifier_subjects`` read for the query: a measure or an amount (or no slot), not a
    duration? A duration's sentence often opens on the asked thing's noun and a process head
    of its own ("Permit applications are decided within 8 weeks" for how long a permit takes),
    which is the asked process, not another thing."""
    return query.slot is None or query.slot.kind != "duration"


def narrowed(text: str, sentence: SentenceReading, query: QueryView, numbered: str) -> str:
    """Another subject for a sentence of a chunk about another numbered thing ("Scout S3 -
    runtime up to 14 hours" when the query asks about the S2), about a rival of the
    query's subject named in its place (``rivals``: "The 2021 Atlantic season produced …"
    for the 2020 season), about another year than the query asks, about another member
    of the kind the query names (``other_members``), about a subject in words of its own
    (``foreign_subjects``: "Flea treatment must …" for a booster's window), a name forking off
    the question's before a *who* question's first name (``name_forks``: of the rivals, only
    a fork names no answer), or, for a pair of a line of labelled values, under a heading
    naming another thing (``row_headings``); "" when none."""
    if numbered:
        return numbered
    start = text.find(sentence.snippet, sentence.offset)
    first = min((v.start for v in sentence.sentence_values), default=start + len(
        sentence.snippet))
    if (query.slot is None or query.slot.kind != "name") and can_rival(query.text) and (
            other := rival(sentence.snippet, query.text, restated_first(sentence, first) - start)
            or forked_question(text, first, query.text, sentence.snippet)
            or other_thread(text, first, query.text)):
        return other  # a name answer is itself a name
    if (other := derived_work(sentence.snippet, query.text, first - start)
            or titled_work(sentence.snippet, query.text, first - start)):
        return other  # "Back to the Rock, the 2022 revival of Fraggle Rock, premiered …"
    if query.slot is not None and query.slot.kind == "name" \
            and (other := forked(sentence.snippet, query.text, first - start)
                 or owned_fork(sentence.snippet, query.text, first - start)):
        return other  # a name forking off the question's, before the answer's name
    if (query.slot is None or query.slot.kind in _MEASURED) \
            and (other := foreign_subject(sentence.snippet, query.text, first - start)
                 or (modified_subject(sentence.snippet, query.text)
                     if _modified_read(query) else "")):
        return other
    asked = years_in(query.text)
    return (other_period(text, sentence, asked) if asked else "") \
        or other_member(text, sentence, query) \
        or other_heading(text, text.find(sentence.snippet, sentence.offset), query)


_HEADING = re.compile(r"[^|\n]{3,80}?(?=[^\S\n]*\|)")
"""An infobox's heading: what a chunk writes before its first " | " ("Empire State Building |
Location: Manhattan | …")."""


def headed_by_rival(text: str, sentence: SentenceReading, query: QueryView) -> str:
    """The rival (``rivals``) an infobox's heading names, for a row of it ("Construction:
    1930–1931" under "Empire State Building |" for the Chrysler Building); else ""."""
    if not sentence.label or (query.slot is not None and query.slot.kind == "name") \
            or not can_rival(query.text):
        return ""
    found = _HEADING.match(text)
    return rival(found.group(0), query.text) if found else ""


def sentence_subject(
    sentence: SentenceReading, query: QueryView, chunk_subject: str, *, listed: bool = False
) -> str:
    """The subject ``sentence`` states its values about: another identifier leading it, a
    table row (a band holding the question's number names its case: ``band_rows``; a row
    led by a code is named by its next cell: ``coded_rows``) or label
    about another thing (a revision word in its label names none:
    ``revision_words``), an opposite bound or another numbered thing; else
    ``chunk_subject`` (a rival named in the subject's place: ``narrowed``)."""
    subject = subject_of(
        _without_code_cell(sentence, query), query, chunk_subject,
        lead_until=sentence.offset + _LEAD if chunk_subject == query.subject else None,
    )
    row = row_naming_words(sentence.snippet, sentence.row, sentence.sentence_values,
                           frozenset(query.ids)) if sentence.row else frozenset()
    if row and subject == query.subject \
            and unnamed_terms(_modifying(item_words(row) - bound_words(query.text)
                                         - band_terms(sentence.snippet, query.text)),
                              query.tokens) \
            and not names_asked_measure(sentence.snippet, query.text, query.tokens):
        return f"row:{'-'.join(sorted(row))}"  # a table row about another thing
    if subject == query.subject and (role := other_role(sentence.snippet, query.tokens)):
        return role  # a role matrix's rule for another role
    if subject == query.subject and (bound := opposite_bound(sentence, query)):
        return bound
    if subject == query.subject and (numbered := other_numbered(sentence.snippet, query.text)):
        return numbered
    if subject == query.subject and sentence.label and (labels_another(
            sentence, query, listed=listed) or (query.slot is not None and other_first(
                sentence.snippet, query.text, query.slot.predicate))):
        return f"row:{'-'.join(sorted(sentence.label))}"  # "First race: 1927": first move?
    if subject == query.subject and headed_otherwise(sentence.snippet, query):
        return f"row:{'-'.join(label_head(sentence.snippet))}"
    if subject == query.subject and (ruled := rule_subject(sentence.snippet, query)):
        return f"row:{'-'.join(ruled)}"
    if subject == query.subject and (case := other_case(
            sentence.snippet, label_text(sentence.snippet) if sentence.label else "",
            query)):
        return case
    if subject == query.subject and (other := other_price(sentence, query)):
        return other
    if subject == query.subject and (other := per_other_item(sentence, query.text)):
        return other  # "2 walkers per alpaca" for a group on one alpaca trek
    if subject == query.subject and (other := other_month_occasion(sentence.snippet,
                                                                    query.text)):
        return other  # "the February … sale" for a question about the January sale
    if subject == query.subject and (other := other_holiday(sentence.snippet, query.text)):
        return other  # "the island's New Year comes on the 13th" for its Christmas
    return subject


def _without_code_cell(sentence: SentenceReading, query: QueryView) -> tuple[Value, ...]:
    """``sentence``'s values, less the code it holds alone as a table cell when the query asks
    for a code ("FT-400 parts list | Coulter disc | FT4-CD-0221 | £46.80" for the disc's
    part number): that code is the row's answer, never the thing the row is about."""
    values = sentence.sentence_values
    if len(values) != 1 or values[0].field != "identifier" \
            or sentence.snippet.strip(" |") != values[0].surface \
            or not answers_code_question({"identifier": values[0]}, query.text):
        return values
    return ()


def _modifying(terms: frozenset[str]) -> frozenset[str]:
    """A row's terms without the words taking the whole of its thing ("full" of "Full leather
    resole (pair)": a full resole is the resole asked), unless nothing else is left."""
    rest = terms - WHOLE_WORDS
    return rest or terms


def kept_values(
    chunk: Chunk, values: tuple[Value, ...], query: QueryView, subject: str
) -> tuple[Value, ...]:
    """The values that can be claims: not the document naming itself or the subject (nor
    the subject's own release when another thing's version is asked: ``releases``), not
    the chunk's own date ("Steering committee, 3 Sep." dates the document), not one unit a
    later amount measures ("one local day equals …": ``unit_subjects``), not an amount
    illustrating a percentage rule before it (``illustrations``), not a value of a kind
    neither of two asks takes (``two_asks``), not a physical measure for a "how often"
    question (``recurrences``)."""
    kept = []
    measured = unit_subjects(chunk.text, values)
    for value in values:
        if value.start in measured or not answers_an_ask(value, query.text, chunk.text) \
                or not answers_how_often(value, query.text):
            continue
        if value.field == "identifier" and (
            value.exact in _own_names(chunk.doc_id, chunk.revision)
            or _names_a_subject(value, query, subject)
            or own_release(chunk.text, value, query.text)
        ):
            continue
        if value.field == "date" and _own_date(value, chunk):
            continue
        if value.field == "money" and _ESTIMATE_BEFORE.search(
                chunk.text, max(0, value.start - 32), value.start) \
                and not _ESTIMATE_ASKED.search(query.text):
            continue
        if value.field == "money" and illustrates_rate(chunk.text, value, query.tokens):
            continue
        kept.append(value)
    return tuple(kept)


_ESTIMATE_BEFORE = re.compile(
    r"\b(?:estimated?|estimates?|guide price|expected to (?:fetch|sell for|make|reach))"
    r"[^\S\n]*+(?:at|of|:)?[^\S\n]*+(?:about|around|some)?[^\S\n]*+$",
    re.IGNORECASE,
)
"""An amount an estimate gives ("Estimate CHF 30,000-40,000", "expected to fetch £3,000")
is what someone expected, not what was paid or is charged: it claims nothing unless the
question asks for the estimate (``_ESTIMATE_ASKED``)."""
_ESTIMATE_ASKED = re.compile(r"\b(?:estimat|expect|guide|forecast|budget|projected)", re.I)


@per_text
def _own_names(doc_id: str, revision: str | None) -> frozenset[str]:
    """Normalised tokens of a document's own id and revision: "runbook-v2" names "2"."""
    tokens = {revision or ""}
    for part in doc_id.replace("_", "-").split("-"):
        tokens.add(part)
    return frozenset(
        t[1:] if t[:1] in ("v", "V") and t[1:2].isdigit() else t.upper() if t else t
        for t in tokens if t
    )


def _own_date(value: Value, chunk: Chunk) -> bool:
    """Is this date the chunk's own effective or publication day (metadata, not a claim)?"""
    for own in (chunk.effective_date, chunk.published_at):
        if not own:
            continue
        if own[:10] == value.exact:
            return True
        if value.exact.startswith("--") and own[4:10] == value.exact[1:]:
            return True
    return False


def _names_a_subject(value: Value, query: QueryView, subject: str) -> bool:
    """Is this identifier the claim's subject rather than a value of it?

    The query's own identifiers always are; another identifier of the same kind is the
    subject only of a sentence about something else (a distractor).
    """
    if value.exact in query.ids:
        return True
    return value.dimension in query.id_kinds and subject == f"{value.dimension}:{value.exact}"


_LEAD = 25
"""How far into a sentence an identifier still reads as its subject ("PB-442 returns are …")."""


def subject_of(
    values: Iterable[Value], query: QueryView, default: str, lead_until: int | None = None
) -> str:
    """The query's subject if named (or nothing of its kind is), else the other one named.

    In a chunk that names the query's identifier elsewhere, another identifier of its kind
    makes a sentence about something else only when it leads the sentence (``lead_until``);
    later in the sentence it is a value ("replacement filter P/N FLT-7730").
    """
    others = []
    for value in values:
        if value.field != "identifier" or value.dimension not in query.id_kinds:
            continue
        if value.exact in query.ids:
            return query.subject
        if lead_until is None or value.start < lead_until:
            others.append(f"{value.dimension}:{value.exact}")
    return min(others) if others else default
