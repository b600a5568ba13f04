"""Values a slot sentence states about another thing than the question asks: another "how
many", things "of all sizes", another numbered item, another version, a name credited with
another kind of the question's thing.

``answers_another`` is asked of the value a sentence's slot reading picked (``claims``); when
it holds, the sentence answers nothing. Every function is pure.
"""

from __future__ import annotations

import re

from workers.engine.sentence_claims import counted_by
from workers.engine.sentence_readings import SentenceReading
from workers.engine.slots import Slot
from workers.engine.values import Value
from workers.engine.variant_rows import modified_otherwise


def answers_another(
    text: str, sentence: SentenceReading, slot: Slot, question: str, value: Value
) -> bool:
    """Is ``value``, picked from ``sentence`` of ``text``, another thing's than ``question``
    asks for: a count answering another "how many", a count "of all sizes", a value of
    another numbered item or of another version?"""
    return (_counts_another(sentence, slot, question) or _of_all_sizes(text, value)
            or _other_numbered_clause(text, value, question)
            or _other_version(text, value, question) or _owns_another_kind(text, value, question))


_OWNED = re.compile(r"(?:'s|’s|'|’)[^\S\n]+((?:[\w-]+[^\S\n]*){1,4})")
"""A name's possessive and what it owns: "'s foot-powered lathe", also when a comma or a
stop follows the noun ("'s tetrahedral kites, built from 1902")."""


def _owns_another_kind(text: str, value: Value, question: str) -> bool:
    """Is the name ``value`` credited through a possessive with the question's noun under
    another modifier ("Ada Voss's foot-powered lathe" for "Who built the first electric
    lathe?": ``variant_rows.modified_otherwise``)? It made another kind of the thing."""
    if value.field != "text":
        return False
    owned = _OWNED.match(text, value.end)
    words = owned.group(1).split() if owned else []
    return any(modified_otherwise(" ".join(words[:i]), words[i], question)
               for i in range(1, len(words)))


def _counts_another(sentence: SentenceReading, slot: Slot, question: str) -> bool:
    """Does the sentence answer a "how many" question that names the thing the query counts
    but counts another ("Q: How many rectangles (not just squares) …? Answer: 1,296.")? A
    question that does not name the query's thing may count it in other words ("How many
    seats …" for MEPs), and an answer that names it ("… forty-one pieces") counts it."""
    if slot.kind != "count" or not sentence.lead_counts:
        return False
    counted = counted_by(question)
    return bool(counted) and sentence.lead_counts != counted \
        and counted in sentence.lead and counted not in sentence.mentions


_OF_ALL_SIZES = re.compile(r"\s+of\s+(?:all|every|any)\s+(?:sizes?|kinds?|types?|shapes?)\b")


def _of_all_sizes(text: str, value: Value | None) -> bool:
    """Is ``value`` a count of things "of all sizes" ("204 squares of all sizes"): another
    way of counting than the one the question's plain noun asks for?"""
    return value is not None and value.dimension.startswith("count") \
        and _OF_ALL_SIZES.match(text, value.start + len(value.surface)) is not None


_CLAUSE_LABEL = re.compile(
    r"(?:^|[,;·][^\S\n]|\band[^\S\n])[^\S\n]*(?P<num>\d{1,3})[^\S\n]?-?[a-z]{1,6}\b[^,;·\d]{0,30}\Z",
    re.IGNORECASE,
)
"""A clause that opens on a numbered label and reaches the value: "…, 14k is " before
"58.5%"."""
_NUMBER = re.compile(r"\d+")


def _other_numbered_clause(text: str, value: Value, question: str) -> bool:
    """Is ``value`` stated in a clause about a numbered item the question does not name
    ("18k is three quarters gold, 14k is 58.5%" for 18-carat gold)? Only a question that
    names a number of its own is asked."""
    asked = set(_NUMBER.findall(question))
    if not asked:
        return False
    label = _CLAUSE_LABEL.search(text, max(0, value.start - 40), value.start)
    return label is not None and label.group("num") not in asked


_VERSION_AFTER = re.compile(
    r"[^\S\n]+(?P<version>live|acoustic|unplugged|remixed|instrumental|in\s+concert)\b",
    re.IGNORECASE,
)


def _other_version(text: str, value: Value, question: str) -> bool:
    """Is ``value`` said of a version the question does not ask about ("stretched to 9
    minutes live" for the song's length)?"""
    version = _VERSION_AFTER.match(text, value.start + len(value.surface))
    return version is not None and version.group("version").lower() not in question.lower()
