"""What a text says, independent of any query or metadata: the cacheable half of extraction.

``read_text`` is a pure function of the text, memoised in a bounded LRU: retrieval returns
the same popular chunks again and again, and re-reading them is most of the engine's cost.
The cache changes no result (same text, same reading), only speed. It holds at most
``CACHE_SIZE`` readings and ``CACHE_CHARS`` characters of text, so a stream of large
unique texts cannot grow it without bound. A ``Budget`` is asked between extractors and
every thousand sentences; a reading cut short by it is not cached.
"""

from __future__ import annotations

import re
from bisect import bisect_left
from collections import OrderedDict

from workers.engine.bare_numbers import SPELLED_ANSWER
from workers.engine.budget import UNLIMITED, Budget
from workers.engine.cell_pairs import joined_cells
from workers.engine.compared_facets import uncompared
from workers.engine.document_dates import document_date, with_anniversaries
from workers.engine.fields import clauses, facets, tolerances
from workers.engine.fields.access_levels import party_header
from workers.engine.fields.registry import EXTRACTORS
from workers.engine.fields.scan import scan
from workers.engine.fields.spans import Taken
from workers.engine.header_rows import names_columns
from workers.engine.list_markers import list_marker_spans
from workers.engine.lone_rows import lone_row_head
from workers.engine.preamble import preamble_end
from workers.engine.segments import label_of, segments
from workers.engine.sentence_claims import SentenceContext, claims_of_sentence
from workers.engine.sentence_readings import SentenceReading, TextReading
from workers.engine.sentences import MAX_SENTENCE_CHARS
from workers.engine.tag_questions import asks
from workers.engine.terms import Word, stem, topic_words
from workers.engine.text_memo import TEXT_CACHE_SIZE
from workers.engine.value_subjects import continues_before
from workers.engine.values import Value

__all__ = ["CACHE_SIZE", "MAX_CLAIM_SENTENCES", "SentenceReading", "TextReading",
           "cached_readings", "clear_cache", "read_text", "resize_cache"]

CACHE_SIZE = TEXT_CACHE_SIZE
"""The default bound in readings (about 6 KB each for a 150-300 character chunk), the same as
every per-text memo's; the worker sets both from ``RESOLVER_READING_CACHE_SIZE``."""
CACHE_CHARS = 32 << 20
MAX_SENTENCES = 20_000
MAX_CLAIM_SENTENCES = 1_000
"""A text is read up to its 20,000th sentence or its 1,000th sentence that states a value or
a clause, whichever comes first; with ``MAX_SENTENCE_CHARS`` and ``spans.MAX_VALUES`` these
bound the work on any text (a retrieved chunk has tens of sentences, not thousands)."""
_DIGIT = re.compile(r"\d")
_LEADING_JUNK = re.compile(r"[ \t\n•*-]*")


class _ReadingCache:
    """Least-recently-used readings, bounded in entries (``size``; 0 caches nothing) and in
    characters of text."""

    def __init__(self, size: int) -> None:
        self.readings: OrderedDict[str, TextReading] = OrderedDict()
        self.chars = 0
        self.size = size

    def resize(self, size: int) -> None:
        """A new bound in readings; what is held so far is dropped."""
        if size < 0:
            raise ValueError(f"cache size must be 0 or more, not {size}")
        self.size = size
        self.clear()

    def get(self, text: str) -> TextReading | None:
        reading = self.readings.get(text)
        if reading is not None:
            self.readings.move_to_end(text)
        return reading

    def put(self, text: str, reading: TextReading) -> None:
        if self.size == 0:
            return
        self.readings[text] = reading
        self.chars += len(text)
        while len(self.readings) > self.size or self.chars > CACHE_CHARS:
            oldest, _ = self.readings.popitem(last=False)
            self.chars -= len(oldest)

    def clear(self) -> None:
        self.readings.clear()
        self.chars = 0


_CACHE = _ReadingCache(CACHE_SIZE)


def read_text(text: str, budget: Budget = UNLIMITED) -> TextReading:
    """What ``text`` says, from the cache when it was read before."""
    reading = _CACHE.get(text)
    if reading is None:
        reading = _read(text, budget)
        _CACHE.put(text, reading)
    return reading


def clear_cache() -> None:
    """Forget every cached reading (benchmarks measure cold reads)."""
    _CACHE.clear()


def resize_cache(size: int) -> None:
    """Hold at most ``size`` readings from now on (0: none); drops what is held."""
    _CACHE.resize(size)


def cached_readings() -> int:
    """How many readings the cache holds now."""
    return len(_CACHE.readings)


def _read(text: str, budget: Budget) -> TextReading:
    """Read ``text`` once; extractors run in a fixed order and never read a span twice."""
    prepared = scan(text)
    taken = Taken()
    found: list[Value] = tolerances.extract(prepared, taken)  # before Y is read as a value
    for extractor in EXTRACTORS:
        budget.check("while reading a chunk")
        found.extend(extractor(prepared, taken))
    lead = _LEADING_JUNK.match(text)
    text_starts = lead.end() if lead else 0
    proper = preamble_end(text)  # breadcrumbs, result dates, datelines: no claims
    dated = sorted([*((v.start, v.end) for v in found
                      if v.start >= proper and document_date(v, text, text_starts)),
                    *taken.quiet, *list_marker_spans(text)])  # none is read again as a bare
    # year or count (a numbered list's "1.", "2.": ``list_markers``)
    found = sorted(
        (v for v in found if v.start >= proper and not document_date(v, text, text_starts)),
        key=lambda v: v.start,
    )
    found = with_anniversaries(found, text, prepared.words, proper)
    starts = [v.start for v in found]
    mentions = uncompared(text, facets.find(prepared))  # in order; "same as France": none
    mention_starts = [start for _, _, start, _ in mentions]
    may_have_clause = not prepared.words.isdisjoint(clauses.TRIGGERS)
    read: list[SentenceReading] = []
    header: list[Word] | None = None
    previous, matrix = "", False  # under a role matrix's header? (``party_header``)
    claiming = 0
    for index, (offset, body) in enumerate(segments(text, proper)):
        if index >= MAX_SENTENCES or claiming >= MAX_CLAIM_SENTENCES:
            break
        if index % 1000 == 999:
            budget.check("while reading a chunk's sentences")
        if len(body) > MAX_SENTENCE_CHARS:
            previous, header = "", None
            continue
        inherited = _continued(previous, body, text, offset)
        previous = body
        end = offset + len(body)
        row = lone_row_head(text, offset, body) if "|" in text else None  # "Scissors | $7"
        in_sentence = tuple(found[bisect_left(starts, offset) : bisect_left(starts, end)])
        if "|" not in body or joined_cells(text, offset, body):
            header, matrix = None, False
        elif header is None and names_columns(in_sentence):
            header, matrix = ([Word(0, 0, w.term, w.name) for w in topic_words(body, [])],
                              party_header(prepared.lower[offset:end]))
            continue  # a table's header row names columns, it states nothing
        else:
            header = header or []  # a first row of data (``header_rows``): no header
            row = frozenset(stem(w) for w in re.findall(r"[a-z0-9]+",
                                                        body.split("|", 1)[0].lower()))
        if asks(body):
            continue  # a question claims nothing (a tag's statement does: ``tag_questions``)
        clause = (
            clauses.find(body, offset, prepared.lower[offset:end], matrix=matrix)
            if may_have_clause or matrix else clauses.NO_CLAUSE
        )
        if in_sentence or clause.value is not None or _DIGIT.search(body) \
                or SPELLED_ANSWER.match(body):
            claiming += 1
            here = mentions[bisect_left(mention_starts, offset) : bisect_left(mention_starts, end)]
            named_here = tuple((f, v) for f, v, _, _ in here)
            muted = tuple(dated[bisect_left(dated, (offset, 0)) : bisect_left(dated, (end, 0))])
            context = SentenceContext(named_here, header or [], row, inherited, *label_of(body),
                               muted=muted)
            read.extend(claims_of_sentence(offset, body, in_sentence, clause, context))
    return TextReading(tuple(found), tuple(read), _unambiguous(mentions))


_ANSWER_LEAD = re.compile(r"\s*(?:A|Answer)\s?:", re.IGNORECASE)


def _continued(previous: str, body: str, text: str, offset: int) -> str:
    """The sentence this one continues: the one before a dash-led part on the same line,
    before a value-led clause after its semicolon (``value_subjects``), or the question an
    answer ("Q: How many …? A: 11.") replies to."""
    if offset and text[offset - 1] != "\n" and (
            body[:1] in "-–—" or continues_before(previous, body)):
        return previous
    if previous.rstrip().endswith("?") and _ANSWER_LEAD.match(body):
        return previous
    return ""


def _unambiguous(mentions: list[tuple[str, str, int, int]]) -> tuple[tuple[str, str], ...]:
    """Facets the text names with exactly one value: they scope the whole chunk."""
    seen: dict[str, set[str]] = {}
    for facet, value, _, _ in mentions:
        seen.setdefault(facet, set()).add(value)
    return tuple(sorted((f, next(iter(v))) for f, v in seen.items() if len(v) == 1))
