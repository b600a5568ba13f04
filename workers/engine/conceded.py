"""Values a sentence concedes beside its statement: the exception, never the answer.

"The trading unit is the 60-kilo bag; Colombian bags are 70 kg, though.", "most adults have
32 teeth, though many people never get all four wisdom teeth", "for everyone except users
writing in Japanese, who keep the old limit of 140", "Although regulation is 48 minutes, a
game takes about 2 hours": a concessive or exception marker sets its clause against what
the text states as the rule. A value in that clause holds for another condition, group or
thing (or only in part), so it is context: the sentence makes no claim with it.

The conceded part of a sentence is:

- a clause that a closing "though" ends ("…, though." / "… though, and …"): from the
  sentence's start, or its last ";", ":" or dash, to the word;
- a clause that a marker ("though", "although", "except", "unlike", "apart from") opens:
  to the first comma when the marker opens the sentence ("Unlike X, …"), to
  the closing parenthesis when it sits in one ("(except red blood cells!)"), else to the
  sentence's end.

"But", "while" and "however" set two statements side by side without saying which one is
the exception ("It can dive to 300 m, while the lake goes down to 1,642 m"), so they concede
nothing here. Pure; a sentence whose words hold no marker (``MARKERS``, its ``mentions``) is
not scanned at all, one that does in one regex scan.
"""

from __future__ import annotations

import re

from workers.engine.values import Value

_OPENER = re.compile(
    r"\b(?:(?:even\s+)?(?:al)?though|except(?:ing)?|unlike|apart\s+from)\b"
    r"(?![^\S\n]*(?:[.,;!?…)]|$))",
    re.IGNORECASE,
)
"""A marker that opens a conceded clause (not one that closes it: "…, though.")."""
_CLOSER = re.compile(r"\bthough\b(?=[^\S\n]*(?:[.,;!?…]|$))", re.IGNORECASE)
"""A "though" that closes the clause it concedes ("Colombian bags are 70 kg, though.")."""
_CLAUSE_START = re.compile(r"[;:·|]|\s[—–-]\s|[—–]")
_LEAD = re.compile(r"[^\w]*(?:(?:Q|A|Re)[^\S\n]*:[^\S\n]*)?", re.IGNORECASE)
"""What may come before a marker that opens the sentence: punctuation, a "Q:"/"A:" label."""
MARKERS = frozenset({"though", "although", "except", "unlik", "apart"})
"""The stems (``terms.stem``) of the markers' words: a sentence without one concedes nothing."""


def conceded_spans(snippet: str) -> list[tuple[int, int]]:
    """The spans of ``snippet`` (one sentence) that it concedes (module docstring)."""
    spans = []
    for closer in _CLOSER.finditer(snippet):
        starts = [m.end() for m in _CLAUSE_START.finditer(snippet, 0, closer.start())]
        spans.append((starts[-1] if starts else 0, closer.start()))
    for opener in _OPENER.finditer(snippet):
        at = opener.start()
        if _LEAD.fullmatch(snippet, 0, at):
            comma = snippet.find(",", opener.end())
            end = comma if comma >= 0 else len(snippet)
        elif snippet.rfind("(", 0, at) > snippet.rfind(")", 0, at):
            close = snippet.find(")", opener.end())
            end = close if close >= 0 else len(snippet)
        else:
            end = len(snippet)
        spans.append((at, end))
    return spans


def not_conceded(snippet: str, start: int, values: tuple[Value, ...], words: frozenset[str]
                 ) -> tuple[Value, ...]:
    """``values`` (of ``snippet``, which starts at ``start`` in its chunk; ``words`` the stems
    of its words) without those in a conceded part of it."""
    if not values or MARKERS.isdisjoint(words):
        return values
    spans = [(a + start, b + start) for a, b in conceded_spans(snippet)]
    return tuple(v for v in values if not any(a <= v.start < b for a, b in spans))
