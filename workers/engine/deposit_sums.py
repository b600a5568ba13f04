"""A deposit the question asks, and the sums of a chunk that never writes one.

"What deposit is needed to put an item on layaway?" asks the sum paid up front to secure
something. A chunk writing neither "deposit" nor another way of naming such a sum ("up front",
"down payment", "bond", a sum "held", one paid "to secure / confirm / reserve / hold / book"
the thing) prices something else: "Layaway cancellation | £7.50", "available on items priced
at £50 or more". Its amounts are another subject's, never compared with the deposit's, and
keyed by the first word the chunk writes that the query does not ("priced:cancel"), so two
such chunks pricing different things are not compared with each other either.
Reads the query and the chunk's words only; a query joining a second ask ("…, and how many
miles …?", ``two_asks``) or using "deposit" as a verb ("How do I deposit a cheque?") is left
alone.
"""

from __future__ import annotations

import re

from workers.engine.query_memo import per_query
from workers.engine.sentence_readings import SentenceReading
from workers.engine.terms import STOPWORDS, stem
from workers.engine.two_asks import asks

_DEPOSIT = re.compile(r"\bdeposits?\b", re.IGNORECASE)
_VERB = re.compile(r"\b(?:to|I|we|you|they|can|may|will)[^\S\n]+deposit\b", re.IGNORECASE)
""""deposit" as a verb: "to deposit", "can I deposit"."""
_WORD = re.compile(r"[A-Za-z]{3,}")
_NAMED = re.compile(
    r"\bdeposit|\bup[- ]?front\b|\bdown[- ]payments?\b|\bbonds?\b|\bheld\b|\bholding\b"
    r"|\bto[^\S\n]+(?:secure|confirm|reserve|hold|book)\b", re.IGNORECASE)
"""The ways a chunk names a sum paid to secure something."""


@per_query
def asks_deposit(query: str) -> bool:
    """Does ``query`` ask one deposit (the noun, in a query of one ask)?"""
    return (len(asks(query)) == 1 and _DEPOSIT.search(query) is not None
            and _VERB.search(query) is None)


def other_sum(text: str, sentence: SentenceReading, query: str) -> str:
    """"priced:<stem>" for a sentence with an amount of money in a chunk (``text``) that
    names no deposit in any way, when the query asks one; "" otherwise. Invariant: a chunk
    naming a deposit, or a query asking none, changes nothing."""
    if not asks_deposit(query) or not any(v.field == "money" for v in sentence.values) \
            or _NAMED.search(text):
        return ""
    asked = {stem(w.lower()) for w in _WORD.findall(query)}
    own = (stem(w.lower()) for w in _WORD.findall(text) if w.lower() not in STOPWORDS)
    return f"priced:{next((w for w in own if w not in asked), 'deposit')}"
