"""A year of a life span answers no *when* question about another event than a life's.

"Ada Varn (1865–1946) opened her mill in 1885" holds three years; a reader asked when the
mill opened never weighs the two in the parenthesis, which date her birth and death
(``life_span_year``: a parenthesis of two years a life apart, or "born …",
right after a name). The slot reads them as candidates all the same, and the birth year,
about as near the verb as the answer, leaves the sentence undecided; so, for a *when*
question whose predicate is no birth or death, they are set aside before the pick. A question
that asks for a birth or death keeps them: there the span is the answer. Pure.
"""

from __future__ import annotations

import re

from workers.engine.values import Value

_LIFE_EVENTS = frozenset({"#birth", "#death"})
_SPAN_YEARS = re.compile(
    r"[^\S\n]*(?:(?:born|b\.)[^\S\n]+[^()\n–—-]{0,16}?(?P<born>\d{4})"
    r"|[^()\n–—-]{0,16}?(?P<a>\d{4})[^\S\n]*[–—-][^\S\n]*[^()\n–—-]{0,16}?(?P<b>\d{4}))"
    r"[^\S\n]*\)")
"""A parenthesis holding only a life span: "(1834–1908)", "(June 19, 1910 – June 5, 1988)",
"(born 3 May 1901)"."""
_NAMED_BEFORE = re.compile(r"(?<![\w.])(?P<det>(?:the|a|an|The|A|An)[^\S\n]+)?"
                           r"(?:[A-Z][\w'’.-]*[^\S\n]+){0,3}[A-Z][a-z][\w'’-]*,?[^\S\n]*$")
"""A name right before the parenthesis, not led by an article ("the Soviet Union
(1922–1991)" is a state's span, no life)."""
LIFE_YEARS = (20, 110)
"""The years a life spans: fewer is a war, a reign or a product's run ("(1914–1918)")."""


def life_span_year(text: str, start: int) -> bool:
    """Is the year at ``start`` of ``text`` one of a person's life span, a parenthesis that
    holds only that span (``_SPAN_YEARS``: two years ``LIFE_YEARS`` apart, or a birth) right after
    a name not led by an article? Such a year dates the person's birth or death."""
    opening = text.rfind("(", max(0, start - 40), start)
    if opening < 0 or ")" in text[opening:start]:
        return False
    span = _SPAN_YEARS.match(text, opening + 1)
    if span is None or not span.start() <= start < span.end():
        return False
    if span.group("born") is None and not \
            LIFE_YEARS[0] <= int(span.group("b")) - int(span.group("a")) <= LIFE_YEARS[1]:
        return False
    named = _NAMED_BEFORE.search(text, max(0, opening - 60), opening)
    return named is not None and named.group("det") is None


def not_life_spans(
    snippet: str, offset: int, candidates: list[Value], predicate: frozenset[str]
) -> list[Value]:
    """``candidates`` (of ``snippet``, which starts at ``offset`` in its chunk) without the
    years of a life span, unless ``predicate`` asks for a birth or death."""
    if "(" not in snippet or not predicate.isdisjoint(_LIFE_EVENTS):
        return candidates
    return [v for v in candidates if not (
        life_span_year(snippet, at := v.start - offset)
        and _DATES_ONLY.match(snippet, snippet.rfind("(", 0, at)) is not None)]


_MONTH = (r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?")
_DATES_ONLY = re.compile(
    rf"\([^\S\n]*(?:(?:born|b\.)[^\S\n]+)?(?:\d{{1,2}}(?:st|nd|rd|th)?[^\S\n]+)?"
    rf"(?:{_MONTH}[^\S\n]+(?:\d{{1,2}}(?:st|nd|rd|th)?,?[^\S\n]+)?)?\d{{4}}", re.IGNORECASE)
"""A parenthesis whose first date is all it holds before its year ("(1865–1946)", "(born
3 May 1901)", "(June 19, 1910 – …"): no other words ("(London Zoo, 1947–1978)" is a stay
somewhere, whose years may be the asked event's)."""
