"""How a sentence frames what it says: a refuted belief, some members of a kind, the
present or the past (``slots.pick``)."""

from __future__ import annotations

import re

REFUTED = re.compile(
    r"\b(?:myths?|misconceptions?|urban legends?|contrary to (?:popular|common) belief"
    r"|(?:commonly|wrongly|mistakenly|falsely|often) (?:believed|thought|claimed|assumed))\b",
    re.IGNORECASE,
)
"""A sentence that reports a belief to refute it ("Myth: the war lasted 100 years")."""
_OTHER_REFUTED = re.compile(
    r"[,;]\s+the\s+(?:(?!(?:claim|story|idea|belief|notion|date|year|figure|number|rumou?r"
    r"|tale|theory|legend|answer)\b)[a-z][\w-]*\s+){1,3}(?:is|was|are|were)\s+"
    r"(?:(?:a|an|just\s+a|only\s+a)\s+)?$", re.IGNORECASE)
"""A later clause's own subject before the refuting word: ", the earlier cable is a myth"
refutes that cable, never what the clause before it says."""
_LOOK_BACK = 60


def refutes(snippet: str) -> bool:
    """Does ``snippet`` report a belief to refute it (``REFUTED``)? A refuting word whose
    clause, after a comma or semicolon, names its own subject ("…, the earlier cable is a
    myth") refutes that subject only: the clause before still states what it says. A
    subject that is a report noun ("the story", "the date") or a pronoun ("that's a myth")
    refers back, and refutes the sentence."""
    return any(_OTHER_REFUTED.search(snippet, max(0, m.start() - _LOOK_BACK), m.start()) is None
               for m in REFUTED.finditer(snippet))
SUBSET = re.compile(r"\W*(?:some|a few|certain|several)\s", re.IGNORECASE)
"""A sentence about some members of a kind ("Some concert grands have up to 97 keys")."""
PRESENT = re.compile(r"\b(?:today|now|currently|presently|at present|remains?|still)\b",
                      re.IGNORECASE)
HISTORICAL = re.compile(
    r"^\W*(?:earliest|originally|initially|at first|formerly|historically|in the past"
    r"|in ancient)\b|^\W*early\b[^.]{0,60}\b(?:had|were|was|used)\b"
    r"|\bthe (?:1[0-9]|20)[0-9]0s\b|\b1[0-9]th century\b"
    r"|^\W*(?:in|at|by|during|until|before)\b[^,.]{0,60}\b1[0-9]{3}\b[^,.]{0,20},",
    re.IGNORECASE,
)
"""A sentence framed in the past ("Early pianos from the 1700s had about 60 keys", "At the
first modern Olympics in 1896, the course was about 40 km"): unless it also speaks of the
present, it tells what was, not what is, and answers only a question about the past."""
