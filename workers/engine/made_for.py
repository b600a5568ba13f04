"""A price of a thing made for the asked one: "Leather holder for the annual pass — $14.99".

"How much does the annual pass cost?" asks the pass's price; a listing that opens on another
noun and then "for the … annual pass" prices that other thing (a holder, a case, a guide
book), made for the asked thing, never a rival of its price. Reads, before a money value,
its label back to the line's start, a cell edge, a "·" or another amount (at most
``LABEL_CHARS``): the label must open with a short noun phrase whose last word names neither
a word of the question nor what one pays for a thing itself (a price, fee, ticket, entry …),
then "for", then a phrase that ends on a word the question's subject phrase modifies ("pass"
in "the America the Beautiful annual pass"), with nothing after it but punctuation.

Invariant: only money values are dropped: one whose whole label has that shape and the
amounts after it in its sentence (the made thing's options: "engraving +$5"); a
label that opens on the question's own words ("Tickets for the Fastnet Race — £30" for a
ticket) or on a price word ("Price for the annual pass: $80") keeps its value. Pure.
"""

from __future__ import annotations

import re

from workers.engine.subject_phrases import head_keys
from workers.engine.terms import STOPWORDS, attribute_named, stem
from workers.engine.values import Value

LABEL_CHARS = 90

_MADE_FOR = re.compile(
    r"^\W*((?:[A-Za-z][\w'-]*\s+){0,2}[A-Za-z][\w'-]*)\s+for\s+((?:[\w'-]+\s+){0,6}?"
    r"([A-Za-z][\w'-]*))[\s\W]*$")
_EDGE = re.compile(r"[|\n·•]")
_PAID_FOR_ITSELF = frozenset(
    "price prices fee fees cost costs charge charges fare fares rate rates ticket tickets "
    "entry entries admission admissions pass passes membership memberships subscription "
    "subscriptions licence license licences licenses permit permits deal deals offer offers "
    "plan plans rental rentals booking bookings".split())
"""Words that name paying for a thing itself ("Entry for the museum: €6"), not another item."""


def _label(text: str, value: Value, every: tuple[Value, ...]) -> str:
    start = max([v.end for v in every if v.end <= value.start and v.field == "money"]
                + [value.start - LABEL_CHARS, 0])
    label = text[start:value.start]
    edge = list(_EDGE.finditer(label))
    return label[edge[-1].end():] if edge else label


def made_for_asked(label: str, query_tokens: frozenset[str], heads: tuple[str, ...]) -> bool:
    """Does ``label`` price another thing made for the asked one: a noun phrase naming no
    question word and no price word, "for", then a word the question's subject phrase
    modifies (``heads``: ``subject_phrases.head_keys``, stems) last?"""
    found = _MADE_FOR.match(label)
    if found is None or stem(found.group(3)) not in heads:
        return False
    words = found.group(1).lower().split()
    last = words[-1]
    return last not in STOPWORDS and last not in _PAID_FOR_ITSELF \
        and not attribute_named(last) and not any(stem(w) in query_tokens for w in words)


def not_made_for_asked(text: str, values: tuple[Value, ...], every: tuple[Value, ...],
                       query: str, query_tokens: frozenset[str]) -> tuple[Value, ...]:
    """``values`` without the money amounts that price another thing made for the asked one,
    and without the amounts after such an amount among ``values`` (one sentence's: that
    thing's options, "… — US$14.99, engraving +$5"); ``every``: the text's values, which
    bound a label."""
    if not any(v.field == "money" for v in values):
        return values
    heads = head_keys(query)
    made = [v.start for v in values if v.field == "money"
            and made_for_asked(_label(text, v, every), query_tokens, heads)]
    if not made:
        return values
    return tuple(v for v in values if v.field != "money" or v.start < made[0])
