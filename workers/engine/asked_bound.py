"""A required bound that answers a yes/no question about crossing it.

"Are bikes allowed to weigh less than 6.8 kg?" is answered by "it must weigh at least
6.8 kg": a requirement of a minimum (or of a maximum, asked about "more than") with the
figure the question names denies what the question asks, so it reads as "must not", as
"cannot be less than 6.8 kg" does.

So does a prohibition whose exception sets that bound ("may not be sold unless aged at least 60
days" for "… cheese aged under 60 days?").

So does a requirement of a minimum age above the age the question asks about ("you must be
18 or over to buy" for "Are 16-year-olds allowed to buy …?": ``_under_age``).

Invariant: only a requirement ("must", "has to", …), or a prohibition by the bound in its
exception, turns, and only when its bound is the opposite side of the question's and its
figure is the question's figure, or when it requires an age over the question's.
"""

from __future__ import annotations

import re

from workers.engine.values import Value

_WORDS = ("one two three four five six seven eight nine ten eleven twelve thirteen fourteen"
          " fifteen sixteen seventeen eighteen nineteen twenty").split()
_FIGURE = rf"[^\S\n]*(?P<n>\d+(?:[.,]\d+)?|(?:{'|'.join(_WORDS)})\b)"
"""The bound's figure, in digits or as a number word up to twenty ("less than three years")."""
_ASKED = re.compile(
    r"\b(?:(?P<below>less[^\S\n]+than|fewer[^\S\n]+than|under|below|lower[^\S\n]+than)"
    r"|(?P<above>more[^\S\n]+than|over|above|higher[^\S\n]+than|greater[^\S\n]+than))" + _FIGURE
)
"""What the question asks to cross: "less than 6.8", "over 18"."""
_REQUIRED = re.compile(
    r"\b(?:(?P<below>at[^\S\n]+least|(?:not|no)[^\S\n]+(?:less|fewer)[^\S\n]+than"
    r"|a[^\S\n]+minimum[^\S\n]+of|minimum(?:[^\S\n]+of)?)"
    r"|(?P<above>at[^\S\n]+most|(?:not|no)[^\S\n]+more[^\S\n]+than|a[^\S\n]+maximum[^\S\n]+of"
    r"|maximum(?:[^\S\n]+of)?|up[^\S\n]+to))" + _FIGURE
)
"""A bound a requirement sets, named by the side it keeps out: "at least 6.8" keeps out
what is below 6.8."""


_EXCEPTED = re.compile(r"\b(?:unless|except|other[^\S\n]+than)\b")
"""Where a prohibition's exception opens."""


def crosses_required(clause: Value, query: str) -> bool:
    """Does ``clause`` set a bound that the crossing ``query`` asks about keeps out? A
    requirement ("must weigh at least 6.8 kg" for "… allowed to weigh less than 6.8 kg?") or
    a prohibition whose exception sets it ("may not be sold unless aged at least 60 days"
    for "… allowed to sell cheese aged under 60 days?": the asked case is the prohibition's,
    never the exception's)."""
    kind, _, excepted = clause.exact.split("|", 2)
    lower = clause.surface.lower()
    if kind == "prohibit" and excepted:
        opened = _EXCEPTED.search(lower)
        bounded = lower[opened.end():] if opened is not None else ""
    else:
        bounded = lower if kind == "require" else ""
    asked = {(_side(m), _figure(m)) for m in _ASKED.finditer(query.lower())} if bounded else set()
    if kind == "require" and _under_age(lower, query.lower()):
        return True
    if not asked:
        return False
    return any((_side(m), _figure(m)) in asked for m in _REQUIRED.finditer(bounded))


_ASKED_AGE = re.compile(r"\b(?P<n>\d{1,2})[^\S\n]*-?[^\S\n]*years?[^\S\n]*-?[^\S\n]*olds?\b")
"""The age a question asks about: "16-year-olds", "a 16 year old"."""
_AGE_REQUIRED = re.compile(
    r"\bbe[^\S\n]+(?:at[^\S\n]+least[^\S\n]+)?(?P<n>\d{1,2})(?:\+|[^\S\n]+(?:or|and)[^\S\n]+"
    r"(?:over|older|above)|[^\S\n]+years?[^\S\n]+(?:old|of[^\S\n]+age))?"
    r"(?=[^\S\n]+(?:to|or|and|before|if)\b|[.,;:!?)]|$)")
"""A required age: "must be 18 or over to buy", "have to be 18 to play", "be at least 18."."""


def _under_age(lower: str, query: str) -> bool:
    """Does a requirement (``lower``, its sentence lower-cased) set a minimum age above the
    age the question asks about ("you must be 18 or over to buy" for "Are 16-year-olds
    allowed to buy …?")? The asked age is kept out: "must not". Invariant: a question
    naming no age, or an age at or over the required one, is never read so."""
    asked = _ASKED_AGE.search(query)
    if asked is None:
        return False
    age = int(asked.group("n"))
    return any(int(m.group("n")) > age for m in _AGE_REQUIRED.finditer(lower))


def _side(match: re.Match[str]) -> str:
    """Which side of the figure the match names."""
    return "below" if match.group("below") else "above"


def _figure(match: re.Match[str]) -> float:
    """The match's figure ("6,8" read as 6.8, "three" as 3)."""
    figure = match.group("n")
    return float(_WORDS.index(figure) + 1) if figure in _WORDS \
        else float(figure.replace(",", "."))
