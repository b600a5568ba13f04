"""A row or sentence headed as another instance of the kind states that instance's values.

"Who invented the rotary can opener?" is not answered by "Earlier openers: Robert Yeates's
claw lever of 1855", nor "How heavy was the record pike?" by "Previous record: 17.2 kg", nor
"Who was the first host?" by "Later: Max Bygraves": a heading (a label of at most three words
before a colon, a page's dateline read past) whose first word places what follows before,
after, beside or against the asked thing ("earlier", "later", "previous", "former", "older",
"other", "rival", "predecessor", "successor") says the values after it are those other
instances'. The words are a closed class of words of sequence and contrast.

Invariants: a question that writes the heading's first word itself ("Under what other pen
name …?", "Who was Nero's successor?") keeps every value; a heading of any other word
("Founded:", "Inventor:"), a heading of more than three words, and a sentence that opens
on no heading are never read; only values stated in the headed sentence are dropped, a claim
left with none is dropped. Pure; claims are replaced, never mutated.
"""

from __future__ import annotations

import dataclasses
import re

from workers.engine.claim_records import Claim

_OTHERS = frozenset(
    "earlier later previous former older other rival rivals predecessor predecessors "
    "successor successors".split())
"""First words of a heading that place its items against the asked thing."""
_HEADING = re.compile(
    r"[^\S\n]*(?:[^·•|:\n]{1,30}[·•][^\S\n]*)?"
    r"(?P<first>[A-Za-z]+)(?:[^\S\n]+[A-Za-z-]+){0,2}[^\S\n]*:(?!\d)")
"""A heading at a sentence's start: up to three words and a colon (not a clock time), past a
dateline before "·" ("Updated 04/2025 · Later owners:")."""
_WORD = re.compile(r"[A-Za-z]+")


def _other_heading(sentence: str) -> str:
    """The first word, lower-cased, of a heading of the closed class ``sentence`` opens on,
    else ""."""
    found = _HEADING.match(sentence)
    if found is None:
        return ""
    first = found["first"].lower()
    return first if first in _OTHERS else ""


def _asks(query: str, word: str) -> bool:
    stem = word.rstrip("s")
    return any(w.lower().rstrip("s") == stem for w in _WORD.findall(query))


def other_headings_dropped(claims: list[Claim], query: str) -> list[Claim]:
    """``claims`` less the values stated in a sentence headed as another instance of the
    kind (module docstring)."""
    if not claims:
        return claims
    kept: list[Claim] = []
    for claim in claims:
        values = {}
        for field, value in claim.values.items():
            sentence = claim.snippets.get(field, claim.snippet)
            word = _other_heading(sentence) if ":" in sentence else ""
            if word and not _asks(query, word):
                continue
            values[field] = value
        if len(values) == len(claim.values):
            kept.append(claim)
        elif values:
            kept.append(dataclasses.replace(claim, values=values))
    return kept
