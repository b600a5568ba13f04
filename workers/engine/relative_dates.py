"""A date followed by how far it lies from the asked event dates something else.

"has run the championships since 1956, five years after it was formed" answers when the body
was formed with 1951, not 1956: a date followed by ", <amount> <unit> after/before" and a
clause that opens on a pronoun (the sentence's own subject again: "it", "he", "their") and
carries the question's predicate word ("formed" for *founded*) is the date of
another event, placed relative to the asked one; so is one whose clause opens on "the" and a
noun of the question's predicate, then another predicate word ("was 1968, seven years after
the shop opened" when the question asks when the shop opened). For a *when* question it is
no answer. With no amount (", before he made his famous mixer") the date's own clause must
say something of its own without a predicate word, and the "before" clause must write one of
the question's own predicate words (a word of its class alone may name another event): "his
first product was a toaster in 1947, before he made his famous mixer" dates the toaster, "he
launched the mixer in 1950, before he launched the blender" stays. The same holds the
other way round: a date whose clause is joined by "and", "then" or ";" to a clause that
carries a predicate word and counts "<amount> <unit> later" ("Builders found the clay in
1806, and the family opened the works three years later" for when the works were founded)
dates the earlier event, when its own clause lacks a predicate word the joined clause
carries ("the monks began at Fors in 1145 and moved down the dale eleven years later" for when
the monks moved: "monks" is both clauses' subject, "moved" only the later one's).
Invariant: only *when* slots are read; a date whose offset clause carries no predicate word
("in 1956, two years after the war"), or whose clause names another subject ("in 1983, a
year after the channel launched"), stays a candidate.
"""

from __future__ import annotations

import re

from workers.engine.bare_numbers import Hit
from workers.engine.predicate_words import predicate_hits
from workers.engine.questions import Slot
from workers.engine.values import Value

_OFFSET = re.compile(
    r"[^\S\n]*,?[^\S\n]+(?:(?:some|about|around|roughly|just|only)[^\S\n]+)?"
    r"(?:\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a[^\S\n]+few"
    r"|several|twenty|thirty|forty|fifty)[^\S\n]+(?:years?|months?|decades?|weeks?|days?)"
    r"[^\S\n]+(?:after|before)[^\S\n]+(?P<clause>(?:(?:it|he|she|they|its|his|her|their)\b"
    r"|the[^\S\n]+(?P<noun>[a-z][\w'-]*))[^.;!?\n—–]{1,60})", re.IGNORECASE)
"""", five years after it was formed", ", seven years after the shop opened": the clause runs
to the sentence's or dash's end."""
_BARE = re.compile(
    r"[^\S\n]*,?[^\S\n]+(?:(?:long|shortly|just|well|soon|even)[^\S\n]+)?(?:after|before)"
    r"[^\S\n]+(?P<clause>(?:it|he|she|they)[^\S\n]+[^.;!?\n—–]{1,60})", re.IGNORECASE)
"""", before he made his famous mixer": no amount, a pronoun subject and its clause."""
_CLAUSE_MARK = re.compile(r"[,;:(—–]")
_WORDS = re.compile(r"[A-Za-z][\w'’-]*")


def other_dated(
    snippet: str, offset: int, candidates: list[Value], slot: Slot,
    hits: list[Hit],
) -> list[Value]:
    """``candidates`` (of ``snippet``, which starts at ``offset`` in its chunk) without the
    dates placed relative to a clause holding one of the predicate ``hits`` (module
    docstring); unchanged for slots that are not *when*."""
    if slot.kind != "when" or not (
            "after" in snippet or "before" in snippet or "later" in snippet):
        return candidates
    kept = []
    for value in candidates:
        end = value.end - offset
        found = _OFFSET.match(snippet, end)
        if found is not None and not _same_subject(found, slot):
            found = None
        found = found or _bare(snippet, end, value.start - offset, slot, hits)
        if found is None and "later" in snippet and _later(
                snippet, end, value.start - offset, slot, hits):
            continue
        if found is not None and any(
                max(found.start("clause"), _noun_end(found)) <= s < found.end("clause")
                and term in slot.predicate
                for s, _, term in hits):
            continue
        kept.append(value)
    return kept


_LATER = re.compile(
    r"[^.;!?\n—–]{0,40}?(?:,?[^\S\n]+and|,[^\S\n]*then|;)[^\S\n]+(?P<clause>[^.;!?\n—–]{1,80}?)"
    r"[^\S\n]+(?:\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve"
    r"|a[^\S\n]+few|several|twenty|thirty|forty|fifty)[^\S\n]+(?:years?|months?|decades?"
    r"|weeks?|days?)[^\S\n]+(?:later|afterwards)\b", re.IGNORECASE)
"""", and Bourne opened the pottery three years later": a joined clause that places its
event an amount after the date's."""


def _later(snippet: str, end: int, start: int, slot: Slot, hits: list[Hit]) -> bool:
    """Does a clause joined after the date (ending at ``end``) carry a predicate word and
    place its event "<amount> later", while the date's own clause (from its last clause
    mark up to the date's ``start``) lacks one of the predicate words the joined clause
    carries ("the monks began at Fors in 1145 and moved … eleven years later": "monks"
    is both clauses' subject, the asked "move" only the later one's)?"""
    found = _LATER.match(snippet, end)
    if found is None:
        return False
    later = {term for s, _, term in hits
             if found.start("clause") <= s < found.end("clause") and term in slot.predicate}
    if not later:
        return False
    opens = max((m.end() for m in _CLAUSE_MARK.finditer(snippet, 0, start)), default=0)
    return not later <= {term for s, _, term in hits if opens <= s < start}


def _same_subject(found: re.Match[str], slot: Slot) -> bool:
    """Does the offset clause open on the sentence's own subject: a pronoun, or "the" and a
    noun of the question's predicate ("the shop" when it asks when the shop opened; not
    "the channel" of "on Channel 4", a name the question places its event by)?"""
    noun = found["noun"]
    return noun is None or any(t in slot.predicate for _, _, t in predicate_hits(
        noun, slot.predicate, slot.words))


def _noun_end(found: re.Match[str]) -> int:
    """Where the offset clause's opening noun ends (-1 without one): the predicate word
    must come after it ("the shop opened", not "the shop" alone)."""
    return found.end("noun") if "noun" in found.re.groupindex else -1


def _bare(snippet: str, end: int, start: int, slot: Slot, hits: list[Hit]
          ) -> re.Match[str] | None:
    """", before he made his famous mixer" right after a date (ending at ``end``) whose own
    clause, up to the date's ``start``, says something of its own (two words or more: "A:
    In 1948, after he settled …" is an answer's opening) and holds none of the predicate
    ``hits``, when the "before" clause writes a predicate word of the question's own (not
    only a word of its class: "settled" for *founded* may be another event): "his first
    product was a toaster in 1947, before he made his famous mixer" dates the toaster; "he
    launched the mixer in 1950, before he moved" is left to the clause's own words."""
    found = _BARE.match(snippet, end)
    if found is None or not any(found.start("clause") <= s < found.end("clause")
                                and term in slot.predicate and not term.startswith("#")
                                for s, _, term in hits):
        return None
    opens = max((m.end() for m in _CLAUSE_MARK.finditer(snippet, 0, start)), default=0)
    if len(_WORDS.findall(snippet, opens, start)) < 2:
        return None
    return None if any(opens <= s < start and term in slot.predicate for s, _, term in hits) \
        else found
