"""A price written before another thing's noun is that thing's: "the £1.50 lounge slippers".

After an article or possessive, a money value followed by a noun phrase ("socks or the
£1.50 lounge slippers are required", "a $4 parking token") prices that phrase's thing. When
the phrase's last word, its head, is no word of the question ("lounge" of "lounge slippers"
may be) nor a word of pricing itself ("the £12 entry fee", "a €9 ticket"), the price is
another thing's and answers
nothing about the question's subject. A price after no article ("£12.50 per adult", "£95,
payable on collection") is left as it is.
"""

from __future__ import annotations

import re

from workers.engine.terms import content_terms, question_terms
from workers.engine.values import Value

_ARTICLE_BEFORE = re.compile(r"\b(?:the|a|an|our|their|your|its|his|her)[^\S\n]+$",
                             re.IGNORECASE)
_PHRASE_AFTER = re.compile(r"(?:[^\S\n]+[a-z][a-z'’-]*){1,3}?(?=[^\S\n]+(?:is|are|was|were"
                           r"|cost|costs|will|must|can|may|for|on|at|in|with|by|of|to|from|and"
                           r"|or|that|which|who|[a-z]{3,}ed|paid|made|built|held|sold|bought"
                           r"|spent|given|taken|won|done|shown|led|kept|found|brought)\b"
                           r"|[,.;:!?)]|$)")
"""One to three lower-case words after the price, up to a verb (a participle: "a £420,000
restoration paid for by …"), a preposition, a conjunction or a mark."""
_PRICING_WORDS = frozenset(content_terms(
    "fee fees price cost charge rate fare ticket entry admission pass deposit surcharge "
    "supplement total bill tariff subscription membership session visit booking"))
"""Nouns that name a price or a paid visit itself: the price is then the asked one's."""


def not_other_priced(text: str, values: tuple[Value, ...], question: str
                     ) -> tuple[Value, ...]:
    """``values`` (read in ``text``) less each money value an article opens and a noun
    phrase headed by another thing follows (module docstring)."""
    if not any(v.field == "money" for v in values):
        return values
    return tuple(v for v in values if v.field != "money" or not _prices_other(text, v, question))


def _prices_other(text: str, value: Value, question: str) -> bool:
    if _ARTICLE_BEFORE.search(text, max(0, value.start - 8), value.start) is None:
        return False
    phrase = _PHRASE_AFTER.match(text, value.end)
    if phrase is None:
        return False
    words = content_terms(phrase.group(0))
    return bool(words) and words[-1] not in _PRICING_WORDS \
        and words[-1] not in question_terms(question)
