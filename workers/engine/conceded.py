"""Values a sentence concedes beside its statement: the exception, never the answer.

"The trading unit is the 60-kilo bag; Colombian bags are 70 kg, though.", "most adults have
32 teeth, though many people never get all four wisdom teeth", "for everyone except users
writing in Japanese, who keep the old limit of 140", "Although regulation is 48 minutes, a
game takes about 2 hours": a concessive or exception marker sets its clause against what
the text states as the rule. A value in that clause holds for another condition, group or
thing (or only in part), so it is context: the sentence makes no claim with it.

The conceded part of a sentence is:

- a clause that a closing "though" ends ("…, though." / "… though, and …"): from the
  sentence's start, or its last comma, ";", ":" or dash before the clause, to the word;
- a clause that a marker ("though", "although", "except", "unlike", "apart from") opens
  inside the sentence: to the closing parenthesis when it sits in one ("(except red blood
  cells!)"), else to the sentence's end;
- a clause that "except", "unlike" or "apart from" opens at the sentence's start ("Unlike
  the harbour light's 8 nmi, …"): to the first comma. A sentence that opens on "Although"
  asserts its first clause as a fact it goes on to qualify ("Although regulation is 48
  minutes, a game takes about 2 hours"): nothing there is conceded.

"But", "while" and "however" set two statements side by side without saying which one is
the exception ("It can dive to 300 m, while the lake goes down to 1,642 m"), so they concede
nothing here. Pure; a sentence whose words hold no marker (``MARKERS``, its ``mentions``) is
not scanned at all, one that does in a few linear scans.
"""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right

from workers.engine.values import Value

_OPENER = re.compile(
    r"\b(?:(?:even\s+)?(?:al)?though|except(?:ing)?|unlike|apart\s+from)\b"
    r"(?![^\S\n]*(?:[.,;!?…)]|$))",
    re.IGNORECASE,
)
"""A marker that opens a conceded clause (not one that closes it: "…, though.")."""
_CLOSER = re.compile(r"\bthough\b(?=[^\S\n]*(?:[.,;!?…]|$))", re.IGNORECASE)
"""A "though" that closes the clause it concedes ("Colombian bags are 70 kg, though.")."""
_CLAUSE_START = re.compile(r"[,;:·|]|\s[—–-]\s|[—–]")
"""Where a clause starts (a comma right before a closing "though" ends that clause)."""
_PARENS = re.compile(r"[(),]")
_FACT = re.compile(r"(?:even[^\S\n]+)?(?:al)?though\b", re.IGNORECASE)
_LEAD = re.compile(r"[^\w]*(?:(?:Q|A|Re)[^\S\n]*:[^\S\n]*)?", re.IGNORECASE)
"""What may come before a marker that opens the sentence: punctuation, a "Q:"/"A:" label."""
MARKERS = frozenset({"though", "although", "except", "unlik", "apart"})
"""The stems (``terms.stem``) of the markers' words: a sentence without one concedes nothing."""


def conceded_spans(snippet: str) -> list[tuple[int, int]]:
    """The spans of ``snippet`` (one sentence) that it concedes (module docstring), in no
    particular order. Linear in the sentence (each mark is looked up by bisection)."""
    spans = []
    breaks = [(m.start(), m.end()) for m in _CLAUSE_START.finditer(snippet)]
    for closer in _CLOSER.finditer(snippet):
        at = bisect_right(breaks, (closer.start(), closer.start())) - 1
        if at >= 0 and snippet[breaks[at][0]] == "," \
                and not snippet[breaks[at][1] : closer.start()].strip():
            at -= 1  # "…70 kg, though.": the comma ends the conceded clause
        spans.append((breaks[at][1] if at >= 0 else 0, closer.start()))
    marks: dict[str, list[int]] = {"(": [], ")": [], ",": []}
    for mark in _PARENS.finditer(snippet):
        marks[mark.group()].append(mark.start())
    for opener in _OPENER.finditer(snippet):
        at, after = opener.start(), opener.end()
        if _LEAD.fullmatch(snippet, 0, at):
            if _FACT.match(snippet, at):
                continue  # "Although regulation is 48 minutes, …" asserts it
            end = _next(marks[","], after, len(snippet))
        elif _last(marks["("], at) > _last(marks[")"], at):
            end = _next(marks[")"], after, len(snippet))
        else:
            end = len(snippet)
        spans.append((at, end))
    return spans


def _last(positions: list[int], before: int) -> int:
    """The last of the sorted ``positions`` before ``before`` (-1 when none)."""
    at = bisect_left(positions, before)
    return positions[at - 1] if at else -1


def _next(positions: list[int], after: int, default: int) -> int:
    """The first of the sorted ``positions`` from ``after`` (``default`` when none)."""
    at = bisect_left(positions, after)
    return positions[at] if at < len(positions) else default


def not_conceded(snippet: str, start: int, values: tuple[Value, ...], words: frozenset[str]
                 ) -> tuple[Value, ...]:
    """``values`` (of ``snippet``, which starts at ``start`` in its chunk; ``words`` the stems
    of its words) without those in a conceded part of it."""
    if not values or MARKERS.isdisjoint(words):
        return values
    merged: list[list[int]] = []
    for a, b in sorted(conceded_spans(snippet)):
        if merged and a <= merged[-1][1]:
            merged[-1][1] = max(merged[-1][1], b)
        else:
            merged.append([a, b])
    starts = [a for a, _ in merged]
    kept = []
    for value in values:
        at = bisect_right(starts, value.start - start) - 1
        if at < 0 or value.start - start >= merged[at][1]:
            kept.append(value)
    return tuple(kept)
