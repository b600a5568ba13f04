"""A period that places an event in time is no length of time: "Seventy years ago today",
"19 years later", "some 16 months after she became queen".

A duration followed at once by "ago", "later", "earlier" or "afterwards", or by "after" or
"before" and the event it counts from ("after she became queen", "before the coronation"),
is an offset between two moments. It answers no question about how long something takes
or lasts, nor how old someone was, unless the question itself asks about an offset (its
words hold "ago", "after", "before", "later" or "earlier"). A *when* question keeps it: a
period after an event is its answer there ("no later than 5 business days after the
incident is declared"); so does a question of how long something takes, for an offset
that the question's own verb leads ("the switch completes 21 days after the customer signs
up" for "How long does a switch take to complete?": the time from the start to the asked
event is the time it takes).

An amount followed at once by a comparative ("the dune sits 20 km closer", "3 cm taller
than her sister", "£4 cheaper") after another amount of its kind in its clause ("the lake
lies 65 km away, and the dune 20 km closer") is a difference from that amount, which
measures the thing compared with: neither answers unless the question itself compares (one
of its words is such a comparative, or it asks for a difference). So is one whose
comparative and "than" lead, within its clause, to an amount of its kind ("the tidal day is
50 minutes longer than a 24-hour solar day": the 24 hours measure the solar day). A
difference with no such amount before it nor after its "than" is left alone (the sentence
may state the measure again after a new clause: "10 ft shorter than thought: 20,310 ft").
"""

from __future__ import annotations

import re

from workers.engine.predicate_words import predicate_hits
from workers.engine.questions import Slot, family
from workers.engine.values import Value

_OFFSET_AFTER = re.compile(
    r"[^\S\n]+(?:or so[^\S\n]+)?(?:ago|later|earlier|afterwards?"
    r"|(?:after|before)[^\S\n]+(?:he|she|it|they|we|you|i|the|his|her|its|their|this|that)\b)",
    re.IGNORECASE,
)

_COMPARATIVES = frozenset(
    "closer nearer further farther taller shorter higher lower longer heavier lighter bigger "
    "larger smaller deeper shallower wider narrower cheaper dearer older younger faster "
    "slower".split()
)
_DIFFERENCE_AFTER = re.compile(r"[^\S\n]+(?:or so[^\S\n]+)?([a-z]+)\b", re.IGNORECASE)
_THAN = re.compile(r"[^\S\n]+than\b[^.;:!?]{0,40}$", re.IGNORECASE)
"""From a difference's comparative to an amount it is measured from: " than a 24-"."""
_BREAK = re.compile(r"[:;]")
"""Between two amounts, a new clause: the later states its own claim ("10 ft shorter: it is
now 20,310 ft")."""
_COMPARING = frozenset({*_COMPARATIVES, "differenc"})
"""The question's words (canonical stems) that make it ask for a difference itself."""


def _difference(snippet: str, at: int) -> bool:
    """Does a comparative follow the amount ending at ``at`` in ``snippet``?"""
    found = _DIFFERENCE_AFTER.match(snippet, at)
    return found is not None and found.group(1).lower() in _COMPARATIVES


def _refers(snippet: str, offset: int, value: Value, difference: Value) -> bool:
    """Is ``value`` an amount of ``difference``'s kind earlier in its clause, or after its
    comparative's "than" (the amount it is measured from)?"""
    if family(value) != family(difference) or value.start == difference.start:
        return False
    if value.start > difference.start:  # "50 minutes longer than a 24-hour day"
        after = _DIFFERENCE_AFTER.match(snippet, difference.end - offset)
        return after is not None and value.end - offset <= len(snippet) and _THAN.match(
            snippet[:value.start - offset], after.end()) is not None
    return not _BREAK.search(snippet, value.end - offset, difference.start - offset)


def relative_offsets(
    snippet: str, offset: int, candidates: list[Value], slot: Slot
) -> list[Value]:
    """``candidates`` (of ``snippet``, which starts at ``offset`` in its chunk) without the
    durations that place an event relative to another, unless ``slot``'s question asks
    about such an offset (``Slot.relative``); and, unless it compares, without a difference
    from an earlier amount of its clause, nor that amount."""
    if _COMPARING.isdisjoint(slot.words):  # "How much taller is …": a difference answers
        differences = [d for d in candidates
                       if d.field != "date" and _difference(snippet, d.end - offset)]
        referred = [d for d in differences if any(_refers(snippet, offset, v, d)
                                                  for v in candidates)]
        candidates = [v for v in candidates if not any(
            v is d or _refers(snippet, offset, v, d) for d in referred)]
    if slot.relative or slot.kind == "when":  # "5 business days after the incident": when
        return candidates
    return [v for v in candidates
            if family(v) != "duration" or not _OFFSET_AFTER.match(snippet, v.end - offset)
            or _asked_end(snippet, v.start - offset, slot)]


_TAKES = frozenset({"take"})
"""A question's words that ask how long something takes to happen ("How long does a switch
take to complete?")."""
_VERB_BEFORE = re.compile(r"([A-Za-z]+)[^\S\n]+(?:(?:only|about|around|roughly|just)[^\S\n]+)?$")


def _asked_end(snippet: str, at: int, slot: Slot) -> bool:
    """Is the duration at ``at`` the time until the asked event itself: the question asks
    how long something takes, and the word right before the duration is a predicate word of
    the question ("the switch completes 21 days after the customer signs up" for "How long
    does a switch take to complete?")? Then the offset from the start is the time taken."""
    if _TAKES.isdisjoint(slot.predicate):
        return False
    verb = _VERB_BEFORE.search(snippet, 0, at)
    if verb is None:
        return False
    return any(s <= verb.start(1) < e for s, e, term in predicate_hits(
        snippet, slot.predicate, slot.words) if term not in _TAKES)
