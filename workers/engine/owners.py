"""Whose value a clause states, when a question names its subject.

"Lærdal (15.2 mi) is the longest; the Gotthard road tunnel is 16.9 km", "just short of
Japan's maglev record of 581 km/h", "Senate is 100 (two per state)", "longer than the
Gotthard, which is 16.9 km": a value in a clause where another named thing comes before it
and none of the question's own names appears belongs to that other thing; it answers
nothing about the question's subject. A clause is cut at commas, semicolons, dashes,
parentheses and the words that set one thing against another ("but", "than", "compared
with", "against", "versus": "Yellowstone by far, 2.2 million acres against Yosemite's
nearly 762,000" gives each value to the name next to it: a value set against the
question's own thing is the other side's, named or not); a clause that opens with its
value ("…Road 2,504 m, 36 hairpins") or with a relative pronoun after a compared thing
("than the Gotthard, which is 16.9 km") continues the one before it.

A question that names a group in the possessive ("a men's shot put") makes every group so
named an owner too ("the women's shot is 4 kg" is another group's). Names are capitalised
words: inside a clause any such word is a name; at a clause's start
(where every word is capitalised) only one followed by another capitalised word ("Town
Hall"), a possessive ("Titan's") or a copula ("Mars is 95 % CO2"); a clause code opening it
("KS-3 Client keys must …") numbers the clause, and the clause starts after it. A name that reports
("Wikipedia lists …", "according to NASA") is a source, never an owner. A question that
names nothing (no capitalised word after its first) leaves every value as it is.
Finding the names is ``owner_names``'s, cutting the clauses ``owner_clauses``'s.
"""
from __future__ import annotations

import re
from bisect import bisect_left

from workers.engine.aside_owners import aside_of_other
from workers.engine.owner_clauses import Clauses as _Clauses
from workers.engine.owner_clauses import set_against as _set_against
from workers.engine.owner_names import CALENDAR
from workers.engine.owner_names import POSSESSIVE as _POSSESSIVE
from workers.engine.owner_names import TOKEN as _TOKEN
from workers.engine.owner_names import bare as _bare
from workers.engine.owner_names import name_spans as _names
from workers.engine.query_memo import per_query
from workers.engine.subject_clauses import subject_span
from workers.engine.values import Value

__all__ = ["CALENDAR", "other_owners", "question_names"]

_UNIT_POSSESSIVE = re.compile(
    r"(?:second|minute|hour|day|night|week|month|year)s?['’]s?", re.IGNORECASE)
"""A time unit in the possessive ("hours'", "a day's"): a length of time, never a group."""


@per_query
def question_names(query: str) -> frozenset[str]:
    """The lower-cased capitalised words of ``query`` after its first ("House", "us"), and
    each group it names in the possessive, marked with a leading "'" ("a men's shot put"
    → "'men"). A time unit in the possessive names no group: "hours' rest" and "30 days'
    notice" are lengths of time (``_UNIT_POSSESSIVE``)."""
    tokens = [m.group(0) for m in _TOKEN.finditer(query)]
    groups = {f"'{_bare(t)}" for t in tokens if not t[:1].isupper() and _POSSESSIVE.search(t)
              and not _UNIT_POSSESSIVE.fullmatch(t)}
    return frozenset(_bare(t) for t in tokens[1:] if t[:1].isupper()) | groups


def other_owners(  # noqa: PLR0917 - the sentence, its values and the question's words
    snippet: str, offset: int, candidates: list[Value], own: frozenset[str],
    words: frozenset[str] = frozenset(), labels: tuple[tuple[int, int], ...] = (),
) -> list[Value]:
    """``candidates`` (of ``snippet``, which starts at ``offset`` in its chunk) without those
    another named thing owns (module docstring); all of them when ``own`` (the question's
    names) is empty. A name all of whose words are the question's content ``words`` (stems)
    is the question's too ("This Data Processing Addendum" for "the data processing
    addendum"). A value right after one of the question's words (``labels``: their spans
    in ``snippet``; "English Wikipedia population 1,234") is the subject's, unless the
    other name owns that word ("Japan's maglev record: 581 km/h")."""
    if not own or not candidates:
        return candidates
    names = _names(snippet, own, words)
    if not names:
        return candidates
    clauses = _Clauses(snippet)
    starts = [s for s, _, _ in names]
    kept = []
    for value in candidates:
        at = value.start - offset
        if aside_of_other(snippet, at, names):
            continue  # "the Nahal Hemar linen (about 9,000 years)": that linen's age
        start, end = clauses.around(at)
        in_clause = [n for n in names[bisect_left(starts, start) : bisect_left(starts, end)]
                     if n[1] <= end]
        subject = subject_span(snippet, start, clauses.breaks[0] if clauses.breaks else None)
        if subject is not None:  # "X, a rival of Y, is 40 m long": X's
            in_clause += [n for n in names if n[1] <= subject[1]]
        others = [(s, e) for s, e, mine in in_clause if not mine and s < at]
        if others and _possessed(snippet, others[-1], at, in_clause):
            continue  # "beat Kolbe's old record of 34 boards": Kolbe's count, not the subject's
        if any(mine for _, _, mine in in_clause) or (
                not others and not _set_against(clauses, (start, end), names, starts, own)):
            kept.append(value)
            continue
        label = next((a for a, b in labels if b <= at and _LABELS.fullmatch(snippet, b, at)),
                     None)
        if label is not None and not any(
                _POSSESSIVE.search(snippet, s, e) and e <= label for s, e in others):
            kept.append(value)  # "population 1,234", "Death 1 January 1738"
    return kept


_LABELS = re.compile(r"[^\S\n]*[:=]?[^\S\n]*")
_OWNED_PHRASE = re.compile(r"(?:[^\S\n]+[a-z][a-z-]*){0,3}?(?:[^\S\n]+(?:of|at)|[^\S\n]*:)?"
                           r"[^\S\n]*")
"""What may stand between a possessive and the value it owns: up to three lower-case words
of its noun phrase, then "of", "at" or a colon ("'s old record of ", "'s best: ", "'s ").
The span stops at any mark, digit or capitalised word, so no other clause fits."""


def _possessed(snippet: str, other: tuple[int, int], at: int,
               in_clause: list[tuple[int, int, bool]]) -> bool:
    """Does the other name ``other`` (the last one before the value at ``at``), written in
    the possessive, own the noun phrase that states the value ("Kolbe's old record of 34
    boards", "Kolbe's 34 boards")? Then the value is Kolbe's, though the question's own name
    opens the clause ("Ada beat Kolbe's old record of 34 boards"). Invariant: no question's
    name stands between the possessive and the value, and the gap is ``_OWNED_PHRASE``."""
    start, end = other
    if not _POSSESSIVE.search(snippet, start, end) or snippet[end - 1] not in "s'’":
        return False
    if any(mine and end <= s < at for s, _, mine in in_clause):
        return False
    return _OWNED_PHRASE.fullmatch(snippet, end, at) is not None
