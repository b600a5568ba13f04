"""A fee the question names by what it is charged for, and the prices of other things.

"What is the joining fee for full playing membership?" and "What is the no-show charge for a
grooming appointment?" ask one fee, named by the word before "fee" or "charge" that says
the act it is charged for: a gerund ("joining", "booking") or a hyphenated compound
("no-show", "set-up"). A chunk that writes neither that word nor any fee word ("Corporate
packages from £4,500 a year", a price list "Full Groom | small £55 | …") prices a plan or
a service, not the fee: its amounts are another subject's, never compared with the fee's.
So does a chunk naming its fees only by other acts ("a cleaning fee of £25") when the question
names its fee by a compound ("the late-return fee"), which names one circumstance: a general
act ("a handling charge") may still be how a text names a gerund's fee ("the booking fee").
Reads the query and the chunk's words only; a question whose fee word follows an adjective
("standard", "monthly") or a noun ("entrance") is left to the other rules.
"""

from __future__ import annotations

import re

from workers.engine.query_memo import per_query
from workers.engine.sentence_readings import SentenceReading
from workers.engine.terms import STOPWORDS, stem

_NAMED_FEE = re.compile(r"\b([A-Za-z]+(?:-[A-Za-z]+)*)[^\S\n]+(?:fee|charge|surcharge|penalty)\b",
                        re.IGNORECASE)
"""One fee word and the word before it: "joining fee", "no-show charge". A plural is no one
fee ("sold for $32.5m, including fees": the gerund there is a preposition)."""
_CHARGED_FOR = re.compile(r"-|\w{3}ing$", re.IGNORECASE)
"""The shapes of a word naming an act a fee is charged for: a compound or a gerund. An
adjective ("standard", "late", "monthly") has neither, and a noun ("entrance", "licence")
may name the thing bought itself, whose price a text writes without the word ("$35 per
private vehicle" for the entrance fee)."""
_FEE_WORD = re.compile(r"\b(?:fees?|charg\w*|surcharg\w*|penalt\w*|fines?)\b", re.IGNORECASE)
_FEE_NOUN = re.compile(r"\b(?:fees?|charges?|surcharges?|penalt(?:y|ies)|fines?)\b", re.IGNORECASE)
"""A fee word as a noun: "is charged a cleaning fee" names one fee, by "cleaning"."""
_WORD = re.compile(r"[A-Za-z]+")


@per_query
def charged_for(query: str) -> tuple[str, ...]:
    """The stems of the word naming what the query's one fee is charged for ("no-show
    charge" → ("show",)); () when the query names no such fee, or several."""
    found = {m.group(1).lower() for m in _NAMED_FEE.finditer(query)
             if _CHARGED_FOR.search(m.group(1))}
    if len(found) != 1:
        return ()
    parts = next(iter(found)).split("-")
    return tuple(stem(p) for p in parts if len(p) > 2 and p not in STOPWORDS)


def other_fee(text: str, sentence: SentenceReading, query: str) -> str:
    """"priced:<stem>" for a sentence with an amount of money in a chunk (``text``) that
    writes neither the query's charged-for word nor any fee word; "" otherwise. Invariant:
    a chunk naming the fee in any way, or a question naming no such fee, changes nothing."""
    asked = charged_for(query)
    if not asked or not any(v.field == "money" for v in sentence.values) \
            or (_FEE_WORD.search(text) and not _other_acts_only(text, query)):
        return ""
    written = {stem(w) for w in _WORD.findall(text)}
    if any(_same_word(w, a) for w in written for a in asked):
        return ""
    return f"priced:{'-'.join(asked)}"


def _other_acts_only(text: str, query: str) -> bool:
    """Does a chunk name fees, each by an act of its own (a gerund or a compound before the
    fee word: "a cleaning fee"), while the question names its one fee by a compound? Every
    fee word of the chunk must be so named; whether the act is the asked one is left to the
    caller (the chunk must write none of the asked words)."""
    if "-" not in next((m.group(1) for m in _NAMED_FEE.finditer(query)
                        if _CHARGED_FOR.search(m.group(1))), ""):
        return False
    named = [m for m in _NAMED_FEE.finditer(text) if _CHARGED_FOR.search(m.group(1))]
    return bool(named) and len(named) == len(_FEE_NOUN.findall(text))


def _same_word(written: str, asked: str) -> bool:
    """One stem, or one the start of the other ("cancel" in "cancellation")."""
    short, long = sorted((written, asked), key=len)
    return short == long or (len(short) > 3 and long.startswith(short))
