"""Observed figures are not rules: "Average household bill 2026/27 is £512", "average spend on
food £23 per head" report what happened, never what a document sets. A claim whose every
value is an amount (a quantity or money) in a part of its sentence that reports an average,
a median or a typical figure joins no group, unless the query asks for one ("What is the
average …?"). The part is the stretch between separators ("·", "|", ";"), so a climate row's
"average high 29 °C · record high 41.3 °C" still states the record; a "mean depth" is an
average too. A reading ("max logged at 9.4 °C") is observed the same way, unless the query
asks for a reading or a record. So is a first-person instance ("mine was 38 cm across", "my
tree reached 12 m") when the query asks what a kind can reach ("How wide can …", "the
largest …"): one owner's specimen, not the kind's extent (``_SPECIMEN``). So is the reader's
case as it is now ("your hedgehog is 0.52 kg now") when the query asks a bound: where one
case stands, not the bound (``_ADDRESSEE_STATE``)."""

from __future__ import annotations

import re
from collections.abc import Sequence

from workers.engine.members import Member
from workers.engine.text_memo import per_text

_OBSERVED = re.compile(
    r"\b(?:average|averaged|averages|median|typical|typically)\b"
    r"|\bmean(?=[^\S\n]+(?:annual[^\S\n]+|daily[^\S\n]+)?(?:depth|height|width|length|"
    r"temperature|distance|radius|diameter|elevation|speed|density|flow|discharge|rainfall|"
    r"precipitation|age|income|weight|lifespan|life)\b)",
    re.IGNORECASE)
"""An average, a median or a typical figure; "mean" only as the adjective of a measure ("the
lake's mean depth"), never the verb ("which means 40 m")."""
_READING = re.compile(r"\b(?:logged|recorded|measured|peaked)\s+at\s*$", re.IGNORECASE)
"""A reading: an amount right after a verb of observing and "at" ("overnight max logged at
9.4 °C") is what an instrument showed once, never the rule it is checked against."""
_READ_ASKED = re.compile(r"\b(?:logged|recorded|measured|peaked|reading|readings)\b",
                         re.IGNORECASE)
_READ_WORD = re.compile(r"\b(?:logged|recorded|measured|peaked)\b", re.IGNORECASE)
"""The words ``_READING`` needs, anywhere: a cheap first test of a snippet."""
_SPECIMEN = re.compile(
    r"(?:(?:^|[^\w\s]|\b(?:and|but|so|well|yes)[^\S\n])[^\S\n]*(?:mine|ours)"
    r"|\b(?:my|our)[^\S\n]+[a-z][\w'’-]*(?:[^\S\n]+[a-z][\w'’-]*)?)[^\S\n]+"
    r"(?:was|were|is|measured|reached|grew[^\S\n]+to|got[^\S\n]+to|hit)[^\S\n]+"
    r"(?:(?:about|around|nearly|only|just|over|under)[^\S\n]+)?$", re.IGNORECASE)
"""A first-person instance right before an amount: "mine was ", "my plant measured ". "Mine"
and "ours" are pronouns only where a clause opens (after a mark or "and", "but"): "the mine
is 1,073 ft deep" names a pit."""
_OWN_WORD = re.compile(r"\b(?:mine|ours|my|our)\b", re.IGNORECASE)
_ADDRESSEE_STATE = re.compile(
    r"\byour[^\S\n]+[a-z][\w'’-]*(?:[^\S\n]+[a-z][\w'’-]*)?[^\S\n]+"
    r"(?:is|weighs|measures)[^\S\n]+(?:(?:about|around|nearly|only|just|over|under)[^\S\n]+)?$",
    re.IGNORECASE)
_NOW_AFTER = re.compile(r"[^\S\n]+(?:now|today|currently|at the moment)\b", re.IGNORECASE)
"""The addressee's thing as it is now, right around an amount: "your dog is 9 kg now". A
letter answering a bound ("we release them once they reach 0.6 kg") reports where the
reader's case stands before it states the bound: that present state is no rule."""
_BOUND_ASKED = re.compile(
    r"\b(?:minimum|maximum|min|max|least|most|threshold|limit)\b", re.IGNORECASE)
"""A query asking a bound, which one reader's present state never sets."""
_REACH_ASKED = re.compile(
    r"\b(?:can|could|maximum|max|largest|biggest|tallest|longest|widest|heaviest)\b",
    re.IGNORECASE)
"""A query about what a kind can reach, where one owner's specimen is an observation."""
_SEPARATOR = re.compile(r"[·|;•]")
_AMOUNTS = frozenset({"quantity", "money"})
"""Observed figures are amounts; a date or a name beside "average" is no observation."""


def ruled_only(members: Sequence[Member], query: str) -> tuple[Member, ...]:
    """``members`` without claims whose values are all stated as observed figures.
    Invariant: unchanged when the query itself asks for such a figure."""
    if _OBSERVED.search(query) or _READ_ASKED.search(query):
        return tuple(members)
    reach = _REACH_ASKED.search(query) is not None and _OWN_WORD.search(query) is None
    bound = _BOUND_ASKED.search(query) is not None and "your" not in query.lower()
    return tuple(m for m in members if not _observed(m, reach, bound))


@per_text
def _cued(snippet: str, reach: bool, bound: bool = False) -> bool:
    """Does ``snippet`` hold any word of an observation (memoised: snippets recur)?"""
    return _OBSERVED.search(snippet) is not None or _READ_WORD.search(snippet) is not None \
        or (reach and _OWN_WORD.search(snippet) is not None) \
        or (bound and "your" in snippet.lower())


def _present_state(snippet: str, at: int, end: int) -> bool:
    """Is the amount at ``snippet[at:end]`` the addressee's thing as it is now ("your
    hedgehog is 0.52 kg now")?"""
    return _ADDRESSEE_STATE.search(snippet, 0, at) is not None \
        and _NOW_AFTER.match(snippet, end) is not None


def _observed(member: Member, reach: bool, bound: bool = False) -> bool:
    """Is every value the claim keeps (a snippet of a value the question did not ask for,
    left behind, counts for nothing) stated as an observed figure (with ``reach``, a query
    about what a kind can reach, also as one owner's specimen; with ``bound``, a query
    asking a bound, also as the addressee's present state)?"""
    claim = member.claim
    if not claim.values or not claim.snippets:
        return False
    for field, value in claim.values.items():
        snippet = claim.snippets.get(field, "")
        at = snippet.find(value.surface)
        if field not in _AMOUNTS or at < 0 or not _cued(snippet, reach, bound):
            return False
        if _READING.search(snippet, 0, at) or (reach and _SPECIMEN.search(snippet, 0, at)) \
                or (bound and _present_state(snippet, at, at + len(value.surface))):
            continue
        starts = [m.end() for m in _SEPARATOR.finditer(snippet, 0, at)]
        end = _SEPARATOR.search(snippet, at)
        part = snippet[starts[-1] if starts else 0:end.start() if end else len(snippet)]
        if not _OBSERVED.search(part):
            return False
    return True
