"""What a physical attribute of the table is measured in: a value of another kind in the
sentence that names it is context, never its value.

"The 5,000 mAh battery … a full charge in about 55 minutes" under "capacity", or "£0
upfront" beside "128 GB": a capacity is never a time, a price or a date; a weight is a mass,
a height or a width a length, and never a distance travelled ("54 km each way":
``travel_distances``). Attributes not listed here (a price, a retention, a limit …)
take any kind, as before. Clauses are never filtered here (``resolve`` decides whether a
question compares them).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from workers.engine.attribute_words import ATTRIBUTES
from workers.engine.kept_values import ROW_LABEL
from workers.engine.predicates import canonical
from workers.engine.qa_pages import qa_pairs
from workers.engine.query import QueryView
from workers.engine.question_places import unplaced_names
from workers.engine.questions import family, read_slot
from workers.engine.row_labels import row_cells
from workers.engine.terms import stem
from workers.engine.travel_distances import travelled
from workers.engine.values import Value

if TYPE_CHECKING:  # members imports claims, which imports this module
    from workers.engine.members import Member


def _not_time_price_or_date(value: Value) -> bool:
    return family(value) not in ("duration", "money", "date", "basis")


def _of(dimension: str) -> Callable[[Value], bool]:
    def fits(value: Value) -> bool:
        return value.field == "quantity" and value.dimension == dimension
    return fits


KINDS: dict[str, Callable[[Value], bool]] = {
    "capacity": _not_time_price_or_date,
    "weight": _of("mass"),
    "payload": _of("mass"),
    "height": _of("length"),
    "width": _of("length"),
}
"""The values each physical attribute accepts (one place: extend it, never special-case)."""


_SIZES = frozenset({"height", "width"})
"""A thing's own lengths: a distance travelled is never one (``travel_distances``)."""


def fits(attribute: str, value: Value) -> bool:
    """Can ``value`` be a value of ``attribute`` (a clause always can)?"""
    accepts = KINDS.get(attribute)
    return accepts is None or value.field == "clause" or accepts(value)


def restricts(attribute: str) -> bool:
    """Does ``attribute`` accept only some kinds of value?"""
    return attribute in KINDS


_WORD = re.compile(r"[A-Za-z][A-Za-z'-]*")


def nearest_first(
    values: tuple[Value, ...], snippet: str, start: int, predicate: frozenset[str]
) -> tuple[Value, ...]:
    """``values`` (of ``snippet``, which starts at ``start`` in its chunk) ordered by their
    distance to the nearest of the question's predicate words ("5 000 mAh battery" before
    "128 GB" for "What is the battery capacity …?"); none when the sentence carries none
    ("P9, 128 GB, £599" names the phone, not its battery). The order is stable, so of two
    equally near values the earlier stays first."""
    hits = [(m.start() + start, m.end() + start) for m in _WORD.finditer(snippet)
            if canonical(stem(m.group(0).lower())) in predicate]
    if not hits:
        return ()

    def gap(value: Value) -> int:
        return min(max(0, s - value.end, value.start - e) for s, e in hits)

    return tuple(sorted(values, key=gap))


_NAMED_ATTRIBUTES = frozenset(ATTRIBUTES.values()) | {"price"}


def off_question(focus: str, attribute: str) -> bool:
    """Is ``attribute`` another attribute of the table than a physical ``focus`` the query
    asks about? "What is the maximum payload of the X8?" asks no price: the drone's and an
    accessory's prices beside it are context, never a conflict."""
    return restricts(focus) and attribute != focus and attribute in _NAMED_ATTRIBUTES


def unasked_amounts(query: QueryView, members: Sequence[Member]) -> bool:
    """Are these claims amounts that no sentence about the question states? When the query
    names several attributes, its own amounts are keyed by the query's focus and their kind
    ("price/money": ``claim_attributes.measured_attribute``), so claims under the bare
    "price" come from sentences sharing none of its words ("Other lots averaged R$
    38.500,00", "semen at R$ 150 a dose"); when, moreover, no member's sentence shares a
    query word, they are other things' prices, never a conflict about the question. A table
    row's cells before its price are its sentence too ("Late return, per day | Breakers |
    £48" names breakers: ``row_labels.row_cells``)."""
    return len(query.attributes) > 1 and members[0].claim.attribute == "price" and not any(
        any(m.claim.weights.values()) or row_cells(m) & query.terms for m in members)


def of_kind(
    attribute: str, query: QueryView, values: tuple[Value, ...], snippet: str, start: int,
    *, text: str = "",
) -> tuple[Value, ...]:
    """The values of a sentence (``snippet``, at ``start`` in its chunk) that ``attribute``
    can take; for the query's own attribute, nearest its words first, and none in a
    sentence without them (``nearest_first``). An infobox row labelled with a word that
    names the attribute carries it: "How tall is the Hyperion redwood?" is answered by
    "Height: 115.92 m", a row that never repeats "redwood" (the page's title does). In
    prose the question's own words are still needed ("Khafre's pyramid next door was
    143.5 m tall" names the attribute of another thing), or the question's name with the
    attribute's word after a value (``_named_measure``). ``text`` is the snippet's chunk,
    whose Q/A question an answer is read under."""
    fitting = tuple(v for v in values if fits(attribute, v))
    if attribute in _SIZES:  # "54 km each way" is a journey, no height
        fitting = tuple(v for v in fitting if not travelled(snippet, v.end - start))
    if attribute != query.focus:
        return fitting
    slot = read_slot(query.text)
    names = unplaced_names(slot.names, query.text)
    return nearest_first(fitting, snippet, start, slot.predicate | _labelled(snippet, attribute)
                         | _naming_words(attribute, slot.predicate)
                         | _name_labelled(snippet, names, query.tokens)
                         | _named_measure(fitting, snippet, start, attribute, names, text=text,
                                          predicate=slot.predicate))


def _naming_words(attribute: str, predicate: frozenset[str]) -> frozenset[str]:
    """The stem of the noun ``attribute`` when the question's predicate writes its verb, a
    word the noun begins with: "How much does it weigh?" is answered by "a good weight" as
    by "it weighs". Empty otherwise: an adjective naming the attribute ("tall") is read only
    after a value of the question's own name (``_named_measure``)."""
    noun = canonical(stem(attribute))
    return frozenset((noun,)) if noun not in predicate and any(
        noun.startswith(word) for word in predicate if len(word) >= 4) else frozenset()


_CARD_WORDS = frozenset(canonical(stem(w)) for w in (
    "spec specs specification specifications details facts data stats profile card sheet "
    "overview summary key").split())
"""Nouns a label adds to a thing's name to head its own card ("Pro spec:", "X7 key facts:")."""


def _name_labelled(snippet: str, names: frozenset[str], asked: frozenset[str]
                   ) -> frozenset[str]:
    """The stems of the row label of ``snippet`` ("Pro: 1.17 kg", "Pro spec: 1,200 g") when
    it writes a word of the question's name (``names``) and no word but the question's and
    a card's heading nouns (``_CARD_WORDS``): a row of the named thing's own card, whose
    value of the attribute's kind is its measure. "Pro Max: 250 g" labels another model and
    "Ghent's three towers: St Bavo's, 89 m" a list of other things; empty for those."""
    if not names:
        return frozenset()
    label = ROW_LABEL.match(snippet)
    if label is None:
        return frozenset()
    words = frozenset(canonical(stem(w.lower())) for w in _WORD.findall(label.group(1)))
    if words.isdisjoint(names) or not words <= asked | names | _CARD_WORDS:
        return frozenset()
    return words


_AFTER_VALUE = re.compile(r"\s+([a-z]+)\b")


_DIMENSION_ADJECTIVES = {"high": "height", "wide": "width"}
"""Adjectives that name a dimension only straight after its length ("228 m high", "3 m
wide"); elsewhere "high" is no height ("high season", "a high fee")."""


def _named_measure(
    values: tuple[Value, ...], snippet: str, start: int, attribute: str, names: frozenset[str],
    *, text: str = "", predicate: frozenset[str] = frozenset(),
) -> frozenset[str]:
    """The stem of a word naming ``attribute`` written straight after one of ``values`` (of
    ``snippet``, at ``start`` in its chunk ``text``) in a sentence that names every word of
    the question's name (``names``: "Glenvarrick Force, 32 metres tall" for "How tall is
    Glenvarrick Force waterfall?"); empty otherwise. The value is then the named thing's own
    measure, even when the sentence never repeats the question's class noun ("waterfall"); a
    sentence about another thing ("Khafre's pyramid … 143.5 m tall") names none of its name.
    The word may be a dimension's adjective ("stands 228 m high": ``_DIMENSION_ADJECTIVES``),
    and an answer of a Q/A page names what its question names ("Q: how tall is the Vell
    Stack in the Orrin Hills? A: The Vell Stack is 90 m tall."). The place a question writes
    after its subject's full name need not be written (``question_places``: "the Grande
    Dixence Dam is 250 m high" for "How tall is the Grande Dixence Dam in Switzerland?").
    A question naming nothing ("How tall is a little penguin …?") is named by a word of its
    ``predicate`` that the answer's Q/A question writes ("Q: how small is a fairy penguin? A:
    Just over 30 cm tall …"): an answer's elliptic subject is its question's."""
    words = _name_words(snippet)
    naming = {word for word, named in ATTRIBUTES.items() if named == attribute} | {
        word for word, named in _DIMENSION_ADJECTIVES.items() if named == attribute}
    for value in values:
        if value.end < start:
            continue  # not of this sentence
        after = _AFTER_VALUE.match(snippet, value.end - start)
        if after is None or after.group(1) not in naming:
            continue
        asked = words | _question_words(text, value)
        if (names and names <= asked) or (not names and predicate and not predicate.isdisjoint(
                canonical(stem(w)) for w in _question_words(text, value))):
            return frozenset({canonical(stem(after.group(1)))})
    return frozenset()


def _question_words(text: str, value: Value) -> set[str]:
    """The words of the Q/A question whose answer span of ``text`` holds ``value``, if any."""
    return {w for pair in qa_pairs(text)
            if pair.answer_start <= value.start and value.end <= pair.answer_end
            for w in _name_words(pair.question)}


def _name_words(snippet: str) -> set[str]:
    """The lower-cased words of ``snippet``, a possessive also without its "'s" or "'": a
    name the question writes "the New York World's Fair" is read "world" there (``slots``
    drops the possessive of a name's words), so the snippet's "World's" must name "world"
    too, and its "Traders'" "traders"."""
    words = {w.lower() for w in _WORD.findall(snippet)}
    return words | {w.removesuffix("'s").rstrip("'") for w in words if w.endswith("'")
                    or (w.endswith("'s") and len(w) > 3)}


def _labelled(snippet: str, attribute: str) -> frozenset[str]:
    """The stems of the row label of ``snippet`` ("Height: …") when a word of the label
    names ``attribute`` (``attribute_words.ATTRIBUTES``); empty otherwise."""
    label = ROW_LABEL.match(snippet)
    if label is None:
        return frozenset()
    words = frozenset(canonical(stem(w.lower())) for w in _WORD.findall(label.group(1)))
    naming = frozenset(canonical(stem(word)) for word, named in ATTRIBUTES.items()
                       if named == attribute)
    return words & naming
