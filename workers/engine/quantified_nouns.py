"""A duration written as an amount of a noun measures that noun, not the asked period.

"Prescriptions should not exceed 30 days' treatment" states how much treatment is supplied,
not how long a prescription is valid; "holders may claim for up to 6 months of delays"
states how many delays one claim covers, not how long one has to claim. The shape is a
duration followed by a possessive and a noun ("30 days' treatment", "72 hours' (three
days') notice") or by "of" and a plural noun ("6 months of delays"): the noun is what the
duration counts. When the query never names that noun, the value answers another attribute
and its member joins no group; when it does ("How much notice …?" for "10 working days'
notice") the member stays. "within 28 days of the date of travel", "of receiving" (no
plural noun right after "of") are periods counted from an anchor and are untouched. Reads
the member's sentence and the query only.
"""

from __future__ import annotations

import re

from workers.engine.members import Member
from workers.engine.terms import content_terms, question_terms

_POSSESSIVE = re.compile(
    r"'[^\S\n]*(?:\([^()\n]{0,40}\)[^\S\n]*)?([A-Za-z][a-z-]+(?:[^\S\n]+[a-z][a-z-]+){0,2})")
_OF_PLURAL = re.compile(r"[^\S\n]+of[^\S\n]+([a-z][a-z-]+s)\b")
_NOT_NOUNS = frozenset({"this", "his", "its", "us", "ours", "yours", "theirs", "hers", "less",
                        "as", "was", "is", "has", "does", "thus", "whereas", "plus"})


def counted_noun(text: str, end: int) -> str:
    """The noun a duration ending at ``end`` of ``text`` counts ("treatment" for "30 days'
    treatment", "delays" for "6 months of delays"); "" when none follows it."""
    found = _POSSESSIVE.match(text, end)
    if found is None and end > 0 and text[end - 1] == "'":
        found = _POSSESSIVE.match(text, end - 1)
    if found is None:
        found = _OF_PLURAL.match(text, end)
        if found is not None and found.group(1).lower() in _NOT_NOUNS:
            found = None
    return found.group(1) if found is not None else ""



def other_quantity(member: Member, query: str) -> bool:
    """Is ``member``'s duration an amount of a noun ``query`` never names? Invariant: False
    for members without a duration, and whenever the counted noun is a word of the query."""
    value = member.claim.values.get("quantity")
    if value is None or value.dimension != "duration":
        return False
    words = content_terms(counted_noun(member.chunk.text, value.end))
    return bool(words) and question_terms(query).isdisjoint(words)
