"""A count written as a sum: "40 of 10 m plus 8 of 5 m" (under "Turbines:") states 48.

A page may give a count as the sum of its parts instead of the total ("Seats: 120 in the
stalls plus 80 in the circle", "14 mares + 6 stallions"). Its first addend alone is no answer:
read so, the page would seem to dispute the total other pages give. Two counts joined by
"plus" or "+" read as their sum when both count the asked noun: each is followed by the
asked noun itself, or neither is followed by any noun (bare counts under the question's
label, each optionally qualified by "of"/"at"/"in" and a short phrase: "54 of 12 m"); a
count of another noun ("27 sailors plus 69 dogs") is no addend. Two counts joined by "and"
read as their sum only when both name the asked noun and the first opens no list ("9 gold
medals, 5 silver medals and 4 bronze medals" is no sum of two), nor when a relative clause
follows the second ("19 lines and two lines that recur": the two are among the 19). A count
after a single thing and "plus" ("a keeper plus 10 outfield players") in a sentence that
writes their total too ("Eleven: a keeper plus 10 …") is a part of that total and no value.
Invariant: nothing changes unless such a pair is found; the sum's surface runs from the first
addend to the second, so the sentence cited states both, and no addend stays a value of its
own. A count of the asked noun followed right away by a count of "more" ("two zeros, then
twelve more") states their sum too.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from workers.engine.numbers import NUMBER_WORDS, parse_number
from workers.engine.predicates import canonical, matches
from workers.engine.terms import stem
from workers.engine.values import Value

_QUALIFIER = r"(?:[^\S\n]+(?:of|at|in)[^\S\n]+[^,;:+()\n]{1,24}?)"
"""An addend's own qualifier ("of 12 m", "in the stalls"), short and without a list mark."""
_JOIN = re.compile(rf"(?P<qual>{_QUALIFIER})?[^\S\n]*(?P<op>\+|\bplus\b|\band\b)[^\S\n]*",
                   re.IGNORECASE)
_BARE_NEXT = re.compile(r"\d[\d,]*(?![\d.,]\d)", re.IGNORECASE)
_NOUN_NEXT = re.compile(r"[^\S\n]+([a-z][a-z-]*)", re.IGNORECASE)
_RELATIVE = re.compile(r"[^\S\n]+(?:that|which|who|whose)\b", re.IGNORECASE)
"""A relative clause after an "and" addend picks some of the counted things out ("a poem of
19 lines and two lines that keep coming back": the two are among the 19)."""
_ONE_PLUS = re.compile(
    r"\b(?:a|an|one)[^\S\n]+[a-z-]+[^\S\n]*(?:\+|\bplus\b)[^\S\n]*$", re.IGNORECASE)
"""A single thing and "plus" right before a count: "a keeper plus 10 outfield players"."""
_NUMBER = re.compile(r"\b[A-Za-z]+\b|\b\d[\d,]*\b")
_LIST_BEFORE = re.compile(r",[^\S\n]*$")
_THIRD = re.compile(
    rf"{_QUALIFIER}?[^\S\n]*(?:\+|\bplus\b|,?[^\S\n]*\band\b|,)[^\S\n]*"
    rf"(?:\d|(?:{'|'.join(sorted(NUMBER_WORDS, key=len, reverse=True))})\b)", re.IGNORECASE)


def _counted(value: Value, counted: str) -> bool | None:
    """True when ``value`` counts the ``counted`` noun, False when it counts another noun,
    None when it is a bare count (no noun of its own)."""
    if value.field != "quantity" or value.magnitude is None or value.low is not None:
        return False
    if value.dimension == "count":
        return None
    if value.dimension.startswith("count:"):
        return matches(canonical(stem(value.dimension.split(":", 1)[1])), frozenset({counted}))
    return False


def summed(snippet: str, offset: int, candidates: Sequence[Value], values: Sequence[Value],
           counted: str) -> list[Value]:
    """``candidates`` (counts read in ``snippet``, which starts at ``offset`` in its chunk)
    with each first addend of a sum of counts of the ``counted`` noun (module docstring)
    read as the sum; ``values`` are every value the sentence holds, where the second addend
    is looked up (a bare second addend is read here). Nothing changes when no sum is found."""
    out: list[Value] = []
    covered: list[tuple[int, int]] = []
    for first in candidates:
        if part_of_stated_total(snippet, offset, first):
            continue
        total = _sum(snippet, offset, first, values, counted) \
            or _shared_noun_sum(snippet, offset, first, counted) \
            or _more_sum(snippet, offset, first, counted)
        if total is None:
            out.append(first)
            continue
        out.append(total)
        covered.append((total.start, total.end))
    return [v for v in out if not any(s <= v.start < e and (v.start, v.end) != (s, e)
                                      for s, e in covered)]


_BARE_ADDEND = re.compile(
    r"(?<![\d.,+×*/=−-])(?<![\d.,+×*/=−-][^\S\n])(?<!\bplus[^\S\n])"
    r"(\d{1,4})[^\S\n]*(?:\+|\bplus\b)[^\S\n]*$",
    re.IGNORECASE)
"""A bare count and "+"/"plus" right before a count ("2 + 1 drones"), itself no later addend."""


def _shared_noun_sum(snippet: str, offset: int, second: Value, counted: str) -> Value | None:
    """The sum when ``second`` counts the asked noun and a bare count and "+"/"plus" stand
    right before it: "2 + 1 drones" writes the noun once for both addends (three drones),
    and its last addend alone would seem to dispute the total other pages give."""
    if _counted(second, counted) is not True or second.magnitude is None:
        return None
    at = second.start - offset
    first = _BARE_ADDEND.search(snippet, max(0, at - 16), at)
    if first is None or _THIRD.match(snippet, second.end - offset):
        return None
    total = float(first.group(1)) + second.magnitude
    noun = second.dimension.split(":", 1)[1]
    return Value("quantity", f"{total:g} {noun}", snippet[first.start(1):second.end - offset],
                 offset + first.start(1), second.dimension, total)


_WORDS = "|".join(sorted(NUMBER_WORDS, key=len, reverse=True))
_MORE = re.compile(
    rf"[^\S\n]*,?[^\S\n]*(?:(?:and|then|plus)[^\S\n]+)?(?:then[^\S\n]+)?"
    rf"(\d{{1,4}}|(?:{_WORDS}))[^\S\n]+more\b(?![^\S\n]+(?:than|of)\b)", re.IGNORECASE)
"""A count of more of the same right after a count: ", then twelve more", " and 3 more"."""


def _more_sum(snippet: str, offset: int, first: Value, counted: str) -> Value | None:
    """The sum when a count of the asked noun is followed right away by a count of "more" of
    it ("two zeros, then twelve more": fourteen zeros); a "more than" or "more of" is none."""
    if _counted(first, counted) is not True or first.magnitude is None:
        return None
    more = _MORE.match(snippet, first.end - offset)
    if more is None or (added := _written(more.group(1))) is None:
        return None
    total = first.magnitude + added
    noun = first.dimension.split(":", 1)[1]
    return Value("quantity", f"{total:g} {noun}", snippet[first.start - offset:more.end()],
                 first.start, first.dimension, total)


def part_of_stated_total(snippet: str, offset: int, value: Value) -> bool:
    """Is ``value`` the second addend after a single thing ("a keeper plus 10 outfield
    players") in a sentence that writes their total too ("Eleven: a keeper plus 10 …")? It
    is a part of that stated total, no answer of its own."""
    at = value.start - offset
    if value.magnitude is None or value.low is not None or value.field != "quantity" \
            or not _ONE_PLUS.search(snippet, max(0, at - 40), at):
        return False
    total = value.magnitude + 1
    return any(_written(word) == total for word in _NUMBER.findall(snippet))


def _written(word: str) -> float | None:
    """A number written alone, in digits or as one word ("12", "twelve", "dozen")."""
    low = word.lower().replace(",", "")
    if low.isdigit():
        return float(low)
    return parse_number(low) if low in NUMBER_WORDS else None


def _sum(snippet: str, offset: int, first: Value, values: Sequence[Value], counted: str
         ) -> Value | None:
    kind = _counted(first, counted)
    if kind is False or first.magnitude is None:
        return None
    at, end = first.start - offset, first.end - offset
    join = _JOIN.match(snippet, end)
    if join is None:
        return None
    strict = join.group("op").lower() == "and"
    if strict and (kind is not True or _LIST_BEFORE.search(snippet, 0, at)):
        return None
    if kind is True and join.group("qual"):
        return None  # "20 cows in the barn plus 5 …": a qualified noun count is a part
    second = _second(snippet, offset, join.end(), values, counted=counted, kind=kind)
    if second is None:
        return None
    magnitude, stop = second
    if strict and _RELATIVE.match(snippet, stop):
        return None  # "19 lines and two lines that recur": a part picked out, not added
    total = first.magnitude + magnitude
    text = snippet[at:stop]
    noun = first.dimension.split(":", 1)[1] if ":" in first.dimension else ""
    display = f"{total:g} {noun}".strip()
    return Value("quantity", display, text, first.start, first.dimension, total)


def _second(snippet: str, offset: int, at: int, values: Sequence[Value], *, counted: str,
            kind: bool | None) -> tuple[float, int] | None:
    """The second addend starting at ``at`` (its magnitude and end in ``snippet``), when it
    counts what the first does and ends the sum (no third addend, no other noun)."""
    own = next((v for v in values if v.start - offset == at), None)
    if own is not None:
        if _counted(own, counted) is not kind or own.magnitude is None:
            return None
        magnitude, stop = own.magnitude, own.end - offset
    else:
        if kind is True:
            return None
        bare = _BARE_NEXT.match(snippet, at)
        if bare is None:
            return None
        magnitude, stop = float(bare.group().replace(",", "")), bare.end()
        if (noun := _NOUN_NEXT.match(snippet, stop)) and noun.group(1).lower() not in (
                "of", "at", "in"):
            return None  # "12 spare parts": another noun's count
    if _THIRD.match(snippet, stop):
        return None  # a third addend: a longer breakdown, not read here
    return magnitude, stop
