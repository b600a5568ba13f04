"""Counts of a part, not of the whole the question asks about.

"It has 5 groups with 8 throws in each group" does not say there are 8 throws: a count
followed by "in each"/"in every" and a noun counts one part (a group), and answers a
question about the whole unless the question itself names that part ("How many throws are in
each group?"). "Nine from A to B, plus C: ten in all" does not say nine either: a count
followed, in its sentence, by "plus" and then a total ("ten in all", "12 in total",
"altogether", "makes the year's total") is an addend of the total the sentence states, and
so are the two counts "plus" joins in one clause ("11 strings for the left hand plus 10 for
the right"): the sentence leaves their whole unsaid. A count of time units ("How many
months …?") drops such addends too (``without_addends``).
"The last four boys were brought out" does not say there were four boys either: a count right
after "the last", "the first", "the remaining", "the other" or "another" counts a part picked
out of the whole, unless the question picks out the same part ("How many of the first …").
A count right after a verb of adding ("adds 75 turbines to the original 140") is an increment,
unless the question asks what was added.
Invariant: only counts are set aside, only on those shapes; a sentence without "each",
"every", "plus", "add" or such a picking word is returned as it came.
"""

from __future__ import annotations

import re

from workers.engine.numbers import parse_number
from workers.engine.questions import PICK_WORDS, Slot
from workers.engine.terms import stem
from workers.engine.values import Value

_SMALL = r"(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a[^\S\n]+dozen)"
"""A small count in words."""
_LAST_WORD = re.compile(r"[A-Za-z][\w'’-]*$")
_CLAUSE_OPENER = r"(?:so|and|but|or|yet|as|because|since|while|whereas|though|although|then|that)"
"""Conjunctions (a closed class) that open another clause: "… 8 dogs so each gets …"."""
_PER_PART = re.compile(
    rf"[^\S\n]+(?:(?!{_CLAUSE_OPENER}[^\S\n])[a-z][\w'’-]*[^\S\n]+){{0,2}}?"
    r"(?:in[^\S\n]+each|in[^\S\n]+every|each)"
    r"[^\S\n]+(?P<part>[a-z][\w'’-]*)", re.IGNORECASE)
"""" throws in each group", " in every set": the part is the noun after ("per" is left alone:
"1,000 requests per hour" is a rate, not a part). A conjunction before "each" opens another
clause whose subject "each" is ("capped at 8 dogs so each one gets floor time"): no part."""
_PLUS_TOTAL = re.compile(
    r"[^.!?;\n]{0,80}?\bplus\b[^.!?;\n]{1,80}?"
    r"(?:\b[\w-]+[^\S\n]+(?:in[^\S\n]+all|in[^\S\n]+total|altogether)\b|\btotal\b)",
    re.IGNORECASE)
"""Before the sentence ends: "plus", then a count said to be the total ("ten in all") or
the word "total" ("plus Adar I makes the leap year's total")."""
_PLUS_COUNT = re.compile(
    rf"[^.!?;:\n]{{0,40}}?\bplus[^\S\n]+(?:another[^\S\n]+)?(?:\d+|{_SMALL})\b"
    r"(?P<after>(?:[^\S\n]+[A-Za-z][\w'’-]*){0,3})",
    re.IGNORECASE)
"""Within its clause: "plus" and another count ("11 strings for the left hand plus 10 for
the right"): the two are addends of a whole the sentence leaves unsaid, unless the other
count counts another noun ("27 sailors plus 69 dogs")."""
_SAME_THING_AFTER = frozenset(
    "for in on at of from to more extra others other the a an and".split())
"""Words after the count "plus" joins that leave its noun unsaid: the same thing's count."""
_AFTER_PLUS = re.compile(r"\bplus[^\S\n]+(?:another[^\S\n]+)?$", re.IGNORECASE)
"""Right before a count: "plus" ("… plus 10 for the right"), the count added."""


_ADDED = re.compile(
    r"\b(?:add(?:s|ed|ing)?|adding)[^\S\n]+(?:(?:another|a[^\S\n]+further|a[^\S\n]+new)[^\S\n]+)?$",
    re.IGNORECASE)
"""Right before a count: a verb of adding ("adds 75 turbines to the original 140"): the count
is an increment, never the whole (unless the question asks what was added)."""
_PICKED = re.compile(
    r"\b(?:the[^\S\n]+(?P<which>last|first|final|remaining|other|original)|(?P<another>another))"
    r"[^\S\n]+$", re.IGNORECASE)
"""A part picked out of the whole, right before its count: "the last four boys", "another 23",
"the original 140"."""


_TOTAL_AFTER = re.compile(r"[^\S\n]+(?:in[^\S\n]+all|in[^\S\n]+total|altogether)\b",
                          re.IGNORECASE)
"""Right after a count: it is said to be the whole ("21 guilds in all")."""
_WORD = re.compile(r"[a-z]+", re.IGNORECASE)
_MODIFIED = 2
"""A counted phrase of this many terms names its noun with a modifier ("major guilds")."""


def _whole_of_part(snippet: str, value: Value, at: int, slot: Slot) -> bool:
    """Is ``value`` (at ``at`` in ``snippet``) a count said to be the whole ("21 guilds in
    all") of a noun the question counts with a modifier its sentence never writes ("How many
    major guilds …?"; "GM built 660 EV1 cars in total" writes "GM")? The whole is no count
    of the part."""
    if len(slot.counts) < _MODIFIED or not _TOTAL_AFTER.match(snippet, at + len(value.surface)):
        return False
    written = {stem(w.lower()) for w in _WORD.findall(snippet)}
    return not slot.counts <= written


def whole_counts(snippet: str, offset: int, candidates: list[Value], slot: Slot) -> list[Value]:
    """``candidates`` (of ``snippet``, which starts at ``offset`` in its chunk) without the
    counts of one part the question does not name, nor the addends of a stated total, nor
    a whole said to be one ("21 guilds in all") when the question counts a part of it named
    by a modifier ("How many major guilds …?": ``_whole_of_part``; module docstring)."""
    if "all" in snippet or "total" in snippet or "altogether" in snippet:
        candidates = [v for v in candidates
                      if not _whole_of_part(snippet, v, v.start - offset, slot)]
    lowered = snippet.lower()
    picked = not slot.picks and any(cue in lowered for cue in PICK_WORDS)
    added = "add" not in slot.words and "add" in lowered
    if not picked and not added and not any(cue in lowered for cue in ("each", "every", "plus")):
        return candidates
    return [v for v in candidates if not _part(snippet, v.start - offset, v.end - offset, slot)
            and not (added and _ADDED.search(snippet, max(0, v.start - offset - 24),
                                             v.start - offset) is not None)
            and not (picked and (v.dimension or "").startswith("count")
                     and _PICKED.search(snippet, max(0, v.start - offset - 16),
                                        v.start - offset) is not None)]


def without_addends(snippet: str, offset: int, kind: str, candidates: list[Value]
                    ) -> list[Value]:
    """``candidates`` without the addends "plus" joins to another count or to a stated total
    ("12 ordinary months plus Adar I makes the leap year's total"), for a question of
    ``kind`` "count-time" (a count of time units, which ``whole_counts`` does not read)."""
    if kind != "count-time" or "plus" not in snippet.lower():
        return candidates
    return [v for v in candidates if not _addend(snippet, v.end - offset, v.start - offset)]


def _addend(snippet: str, end: int, start: int | None = None) -> bool:
    """Does the count ending at ``end`` (starting at ``start``) stand before "plus" and a
    stated total or another count of the same thing, or, a bare number naming no noun, right
    after "plus" ("plus 10 for the right"; "plus 69 dogs" may answer how many dogs)?"""
    if _PLUS_TOTAL.match(snippet, end) is not None:
        return True
    more = _PLUS_COUNT.match(snippet, end)
    if more is not None and (not (after := more["after"].split())
                             or after[0].lower() in _SAME_THING_AFTER
                             or _same_noun(snippet, end, after)):
        return True
    return start is not None and parse_number(snippet[start:end]) is not None \
        and _AFTER_PLUS.search(snippet, max(0, start - 16), start) is not None  # a bare count


def _same_noun(snippet: str, end: int, after: list[str]) -> bool:
    """Is one of ``after`` (the words after the count "plus" joins) the noun of the count
    ending at ``end``, the last word of that count ("360 days plus 5 unlucky Wayeb days")?"""
    word = _LAST_WORD.search(snippet, 0, end)
    return word is not None and stem(word.group(0).lower()) in {stem(w.lower()) for w in after}


def _part(snippet: str, start: int, end: int, slot: Slot) -> bool:
    """Does the count from ``start`` to ``end`` count a part the question does not name, or
    is it an addend (``_addend``)?"""
    each = _PER_PART.match(snippet, end)
    if each is not None and stem(each["part"].lower()) not in slot.words:
        return True
    return _addend(snippet, end, start)
