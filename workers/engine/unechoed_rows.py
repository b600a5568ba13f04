"""A variant among one document's rows: the row whose own words nobody else says (unechoed).

A price sheet lists "Carnet processing (standard, 5 working days) … £95" and "Carnet
processing (express, 24 hours) … £150"; a tariff "SMS reminders (UK numbers)" and "SMS
reminders (international numbers)". Both rows name the query's head, and each carries
qualifiers the query need not write ("standard", "UK numbers"). Which one is asked is told by
the other texts: the row whose own qualifiers (words no other row of its document says) the
query or another document also says ("on the standard service", "to a UK mobile") is the
asked item, and a row none of whose own words anybody else says is a variant of it. Numbers
never count (a value shared is the answer agreeing, not the item named). Pure.
"""

from __future__ import annotations

from collections.abc import Sequence

from workers.engine.terms import stem

Tokens = tuple[str, ...]


def variants(rows: Sequence[Tokens], scores: Sequence[int], query: frozenset[str],
             elsewhere: frozenset[str]) -> list[bool]:
    """For each row of one document version (its word tokens, ``scores`` the query's words
    it names), is it a variant of another row: it has words of its own (said by no other
    row), none of them said by the ``query`` or ``elsewhere`` (the other documents' texts),
    while another row naming at least as many query words has an own word said elsewhere?
    The query alone never makes a row the asked one: a row naming the query's condition
    beside a general row is two rules, for the rules of specificity to weigh. Invariant: a
    row with an own word said by the query or elsewhere is never a variant; with no row
    whose own word is said elsewhere, none is."""
    rows = [tuple(_whole(t) for t in row) for row in rows]
    query, elsewhere = frozenset(map(_whole, query)), frozenset(map(_whole, elsewhere))
    own = [_own(i, rows) for i in range(len(rows))]
    echoed = [bool(words & elsewhere) for words in own]
    return [bool(words) and not echoed[i] and not words & query and any(
        echoed[j] and scores[j] >= scores[i] for j in range(len(rows)) if j != i)
        for i, words in enumerate(own)]


def _own(index: int, rows: Sequence[Tokens]) -> frozenset[str]:
    """The words of ``rows[index]`` that no other row says (numbers and blanks left out)."""
    theirs = {t for j, row in enumerate(rows) if j != index for t in row}
    return frozenset(t for t in rows[index] if _word(t) and t not in theirs)


def _word(token: str) -> bool:
    """Is ``token`` a word (not a number, a blank stop word or a break)?"""
    return token[:1].isalpha()


def _whole(token: str) -> str:
    """A hyphenated compound with each part stemmed ("pre-orders" is "pre-order"), so a
    plural compound is the query's compound; other tokens (already stemmed) as they are."""
    return "-".join(stem(part) for part in token.split("-")) if "-" in token else token
