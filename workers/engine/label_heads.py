"""A row label or a coded rule's subject naming another thing than the query's.

"Accidental damage cover (optional extra): £100 excess per claim" beside a question about the
excess on an escape-of-water claim: the value opens the segment after the label, so it is the
label's; the label's head phrase (before a parenthesis or an "of"/"for" phrase: "Accidental
damage cover") names no word of the query. Such a row is about another item even when the
rest repeats the query's attribute ("excess", "claim"). A label followed by a clause ("Ops
call: Rotterdam will accept …") is a heading and never read here. Likewise a coded rule
("HL-15 …") whose subject before its verb names nothing of the query (``rule_subject``). A
label made only of numbered references ("Schedule 2, item 4: 1.5 t digger …") locates the
row in its document and names no other thing. Pure.
"""

from __future__ import annotations

import re

from workers.engine.measure_labels import measure_labels
from workers.engine.query import QueryView
from workers.engine.terms import STOPWORDS, attribute_named, stem
from workers.engine.text_memo import per_text

_LABELLED = re.compile(
    r"[^\S\n]*([A-Za-z][^:\n]{1,80}?)[^\S\n]*:[^\S\n]+(?=[£$€¥]|[A-Z]{3}[^\S\n]?\d|\d)")
"""A label, parentheses allowed, whose segment opens with its value ("…: £100 excess")."""

_REFERENCE = re.compile(r"(?:[A-Za-z]+\.?[^\S\n]*\d+[a-z]?(?:\.\d+)*[,;]?[^\S\n]*)+")
"""A label made only of numbered references ("Schedule 2, item 4", "Part 3, s. 2.1"): it says
where in the document the row is, never what it is about."""
_CUT = re.compile(r"[^\S\n]*(?:\(|\b(?:of|for|per|in|on|at|with|to)\b)", re.IGNORECASE)
"""Where a label's head phrase ends: a parenthesis or a preposition after its head noun."""


@per_text
def label_head(snippet: str) -> tuple[str, ...]:
    """The stemmed content words of the head phrase of the label ``snippet`` opens with when
    its value follows the label at once, head noun last; () otherwise (memoised: snippets
    recur)."""
    found = _LABELLED.match(snippet)
    if found is None:
        return ()
    head = _CUT.split(found.group(1), maxsplit=1)[0]
    words = re.findall(r"[a-z]+", head.lower())
    return tuple(w for w in words if w not in STOPWORDS and len(w) > 2)


def headed_otherwise(snippet: str, query: QueryView) -> bool:
    """Does ``snippet`` open with a value-first label whose head phrase of two content words
    or more names none of the query's words, no attribute (``ATTRIBUTES``: "Retention
    period") and nothing the query measures ("Total length")? Invariant: a label sharing
    any word with the query, or of one word only ("Length:", "Population:"), is never
    another thing."""
    words = label_head(snippet)
    if len(words) < 2:
        return False
    found = _LABELLED.match(snippet)
    assert found is not None  # label_head read a label
    if _REFERENCE.fullmatch(found.group(1)):
        return False  # "Schedule 2, item 4: 1.5 t digger, £210": it numbers the document
    label = re.findall(r"[a-z0-9]+", found.group(1).lower())
    if any(stem(w) in query.tokens for w in label if w not in STOPWORDS):
        return False  # "Net sales 2024" for the 2024 revenue, "Upcoming PC games" for the PC
    rest = {stem(w) for w in re.findall(r"[a-z0-9]+", snippet[found.end():].lower())}
    if not rest.isdisjoint(_proper_words(query.text)):
        return False  # "Handheld timeline: 1989-04-21 Game Boy": a list headed by the label
    measured = measure_labels(query.text)
    return not any(stem(w) in measured or attribute_named(w) for w in words)


def _proper_words(question: str) -> frozenset[str]:
    """Stems of the words ``question`` capitalises after its first word (its names)."""
    names = re.findall(r"(?<=\W)[A-Z][A-Za-z0-9-]*", question)
    return frozenset(stem(w) for name in names for w in re.findall(r"[a-z0-9]+", name.lower()))


_SUBJECT = re.compile(
    r"[^\S\n]*[A-Z]{1,5}-?\d+(?:\.\d+)*[^\S\n]+([A-Za-z][A-Za-z ,'-]{2,60}?)[^\S\n]+"
    r"(?:need|needs|must|may|require|requires|cost|costs|take|takes|is|are|has|have)\b")
"""A coded rule's subject ("HL-15 Scaffold and hoarding licences need …"): the words between
the rule's section code and its first finite verb or modal."""


def rule_subject(snippet: str, query: QueryView) -> tuple[str, ...]:
    """The content words of the subject of a coded rule ``snippet`` opens with, when there
    are two or more and none is a word of the query, an attribute or what the question
    measures: the rule is about another thing ("HL-15 Scaffold and hoarding licences need
    10 working days' notice" for a skip permit's notice); else (). Invariant: an uncoded
    sentence, or a subject sharing a word with the query, is never read as another."""
    found = _SUBJECT.match(snippet)
    if found is None or any(ch.isdigit() for ch in found.group(1)):
        return ()
    raw = re.findall(r"[a-z]+", found.group(1).lower())
    words = tuple(w for w in raw if w not in STOPWORDS and len(w) > 2)
    if len(words) < 2 or any(stem(w) in query.tokens for w in raw):
        return ()
    measured = measure_labels(query.text)
    return () if any(stem(w) in measured or attribute_named(w) for w in words) else words
