"""The attribute a sentence's values measure, seen from the query: a claim's key part.

Reads one sentence (its named measure, terms and mentions), its chosen values and the
query. The result is the sentence's own measure, the query's focus, or the focus split by
the kind of value (``focus/kind``); it depends on nothing but these.
"""

from __future__ import annotations

from schemas.types import FieldType
from workers.engine.answer_context import answers_asked_context
from workers.engine.asked import answers_code_question, answers_money_question
from workers.engine.asked_attribute import names_asked_before, quantifies_asked
from workers.engine.fields.registry import CLAIM_KINDS
from workers.engine.other_prices import rate_or_sum
from workers.engine.query import QueryView
from workers.engine.reading import SentenceReading
from workers.engine.sibling_attributes import SIBLINGS, answers_as_sibling
from workers.engine.terms import content_terms
from workers.engine.values import Value


def measured_attribute(
    text: str, sentence: SentenceReading, query: QueryView, values: dict[FieldType, Value]
) -> str:
    """The attribute a sentence's values measure, seen from the query.

    Chunks retrieved for one question answer it in their own words, so a sentence that
    shares the query's words measures the query's focus when the attribute it names is one
    the query names too, or names before its value (``asked_attribute``: such a clause is
    on the query's topic even sharing no other word, "shall pay" for "paid"), or a sibling
    of it (``sibling_attributes``), or when it names none (or the query names none).
    A bare code cell of a row ("Oyster grow kit | GH-OYS-220 | £22"), no word of its own,
    answers a question asking a code (``asked.answers_code_question``).
    Another named attribute stays itself ("refund" is not "return-window"), except under
    a clause answering a yes/no question from a sentence on its topic: "Stewards may refund
    a fee if the trader cancels 7 days before" rules on the refund asked, whatever its
    condition's values measure. When the query
    names several attributes, or joins two asks of different kinds (``two_asks``), the focus
    is split by the kind of value, so "the price and the return window" stay two keys,
    except that for a yes/no question a clause keys its sentence whatever values it governs
    (a charge beside a permission is context).
    Otherwise the sentence's nearest word; an unnamed amount is a price, unless it stands
    alone in a row's cell whose earlier cells share a query word and the query asks its
    amount under a sibling of price ("Main hall, regular hirers | £18 per hour" for the
    hourly rate a class pays for the main hall: ``_priced_row``).
    """
    on_topic = not (
        sentence.terms.isdisjoint(query.terms) and sentence.mentions.isdisjoint(query.terms)
    ) or answers_asked_context(text, sentence, query)
    if not on_topic and query.answer == "yes-no" and "clause" in values:
        on_topic = derives_asked(sentence.terms, query.terms)
    ruling = on_topic and query.answer == "yes-no" and "clause" in values
    if sentence.named and sentence.measure not in query.attributes and not ruling:
        if not (names_asked_before(text, sentence, query, values)
                or ((on_topic or not sentence.terms) and answers_code_question(values, query.text))
                or (on_topic and (
                query.focus == "topic"
                or answers_money_question(sentence.measure, values, query.text)
                or quantifies_asked(text, sentence, query, values)
                or answers_as_sibling(text, sentence, query, values)))):
            return sentence.measure
    elif not sentence.named and not on_topic and not _priced_row(text, sentence, query, values) \
            and not _asked_price_cell(text, sentence, query, values):
        return "price" if "money" in values else sentence.measure
    if len(query.attributes) <= 1 and not query.split:
        return query.focus
    if query.answer == "yes-no" and "clause" in values:
        return f"{query.focus}/clause"  # the answer is the clause; its values are context
    return f"{query.focus}/{rate_or_sum(values, query.text) or _family(values)}"


_DERIVING = frozenset({"ion", "ation", "lation", "ment", "al"})
"""Endings that make a noun of a verb ("collection" of "collect", "renewal" of "renew")."""


def derives_asked(terms: frozenset[str], asked: frozenset[str]) -> bool:
    """Does one of ``terms`` (stems) name the act of a word of ``asked`` as a noun derived
    from it ("collection" for "collect", "cancellation" for "cancel", "renewal" for "renew")?
    Only words of four letters or more are read."""
    return any(len(a) >= 4 and t.startswith(a) and t[len(a):] in _DERIVING
               for t in terms for a in asked)


def _priced_row(
    text: str, sentence: SentenceReading, query: QueryView, values: dict[FieldType, Value]
) -> bool:
    """Is ``sentence`` an amount alone in a row's cell ("Main hall, regular hirers | £18 per
    hour") whose earlier cells share a word with a query that asks the amount under a
    sibling of price ("What hourly rate does the class pay …": ``sibling_attributes``)? Its
    unnamed amount is then the asked one's rival, not some other price."""
    return "money" in values and "|" in text and not sentence.terms \
        and frozenset({query.focus, "price"}) in SIBLINGS \
        and not row_head_terms(text, sentence).isdisjoint(query.terms)


def _asked_price_cell(
    text: str, sentence: SentenceReading, query: QueryView, values: dict[FieldType, Value]
) -> bool:
    """Is ``sentence`` an amount alone in a row's cell whose earlier cells share a word with
    a query asking a price among other things ("Restaurant trade | Chestnut | £6.80/kg" for
    the chestnut price and the minimum order)? It is the asked price, keyed by the focus's
    kind as the query's on-topic amounts are, not some other price."""
    return "money" in values and query.focus == "price" and "|" in text \
        and not sentence.terms and not row_head_terms(text, sentence).isdisjoint(query.terms)


def row_head_terms(text: str, sentence: SentenceReading) -> frozenset[str]:
    """Content terms of the cells before ``sentence``'s own cell on its line of a
    "|"-separated row ("Main hall, regular hirers | £18 per hour" → main, hall, regular,
    hirer for "£18 per hour"); empty when no "|" stands before it on its line."""
    at = text.find(sentence.snippet, sentence.offset)
    if at <= 0:
        return frozenset()
    start = text.rfind("\n", 0, at) + 1
    bar = text.rfind("|", start, at)
    return frozenset(content_terms(text[start:bar].replace("|", " "))) if bar >= 0 \
        else frozenset()


def _family(values: dict[FieldType, Value]) -> str:
    """The kind of a claim's main value: "duration", "money", "date", "version", "clause"…
    (each field type's ``claim_kind``; of several, the lowest ``claim_rank`` names it)."""
    for entry in CLAIM_KINDS:
        value = values.get(entry.name)
        if value is not None:
            return entry.claim_kind(value)
    return ""
