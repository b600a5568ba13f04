"""A value in parentheses right after another thing's noun phrase: that thing's measure.

"Dzudzuana's flax beats the Nahal Hemar linen (about 9,000 years) by a long way": the
parenthesis that opens on its value (after at most an approximation word) states a measure
of the noun phrase right before it, and that phrase is headed by a name ("Nahal Hemar",
then at most two lower-case words: "linen"). When the name is another thing's than the
question's, the value is that thing's and answers nothing about the question's subject
(``owners.other_owners``). A parenthesis after the question's own name, after no name, or
holding words before its value ("(from 1901, about 9,000)") is left as it is.

For a *when* question, whose values ``owners`` otherwise leaves alone (a date follows
other names too often: "founded by Ada Moss in 1850"), only this aside is read
(``dated_asides_of_others``), only for a parenthesis holding the date alone, and only
when the question's words follow it, so that the
named thing is listed beside the asked one: "Nelson's Column (1843), the fourth plinth and
the standards" dates the column, never the standards, while "First book: The Great Flood
(1945)" is the label's answer.

Pure: reads the sentence text and the names ``owners`` found in it.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from workers.engine.owner_names import name_spans
from workers.engine.predicates import canonical
from workers.engine.terms import stem
from workers.engine.values import Value

_OPENS_ON_VALUE = re.compile(
    r"\([^\S\n]*(?:(?:about|around|roughly|some|nearly|almost|over|under|approximately|circa"
    r"|c\.|ca\.|~)[^\S\n]*)?$", re.IGNORECASE)
"""A parenthesis opened right before the value, with at most an approximation word."""
_TAIL = re.compile(r"(?:['’]s?)?(?:[^\S\n]+[a-z][a-z-]*){0,2}[^\S\n]*$")
"""What may stand between the name and the parenthesis: at most two lower-case words."""
_REACH = 24


def aside_of_other(snippet: str, at: int, names: Sequence[tuple[int, int, bool]]) -> bool:
    """Is the value at ``at`` of ``snippet`` a parenthesised measure of a noun phrase headed
    by another thing's name (``names``: (start, end, is the question's) of the sentence's
    name phrases, in order)? Invariant: False unless the parenthesis opens on the value and
    the name nearest before it is not the question's."""
    opened = _OPENS_ON_VALUE.search(snippet, max(0, at - _REACH), at)
    if opened is None:
        return False
    paren = opened.start()
    before = [n for n in names if n[1] <= paren]
    if not before:
        return False
    _, end, mine = before[-1]
    return not mine and _TAIL.fullmatch(snippet, end, paren) is not None


def dated_asides_of_others(snippet: str, offset: int, candidates: list[Value],
                           own: frozenset[str], words: frozenset[str]) -> list[Value]:
    """``candidates`` (of ``snippet``, which starts at ``offset`` in its chunk) without the
    dates that are a parenthesised aside of another thing's name (``aside_of_other``);
    all of them when the question names nothing (``own`` empty) or no date is one."""
    if not own or "(" not in snippet or not any(v.field == "date" for v in candidates):
        return candidates
    names = name_spans(snippet, own, words)
    if not names:
        return candidates
    return [v for v in candidates
            if v.field != "date" or not _CLOSES.match(snippet, v.end - offset)
            or not aside_of_other(snippet, v.start - offset, names)
            or not _asked_after(snippet, v.end - offset, words)]


_CLOSES = re.compile(r"[^\S\n]*\)")
"""The parenthesis closes right after the date: it holds that date alone ("(1843)"), never a
life span ("(February 8, 1900 – March 1, 1977)", the person's own dates)."""


_WORD = re.compile(r"[^\W\d_][\w'’-]*")


def _asked_after(snippet: str, at: int, words: frozenset[str]) -> bool:
    """Does the sentence name one of the question's content ``words`` (stems) after the
    parenthesis that closes after ``at``? Then the named thing is listed beside the asked
    one ("Nelson's Column (1843), the fourth plinth and the imperial standards"), not the
    answer a label gives ("First book: The Great Flood (1945)")."""
    close = snippet.find(")", at)
    if close < 0:
        return False
    return any(canonical(stem(m.group(0).lower())) in words
               for m in _WORD.finditer(snippet, close))
