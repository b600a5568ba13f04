"""A question about its subject's history names no attribute of the table.

The attribute table (``attribute_words.ATTRIBUTES``) names the standing terms of a policy: a return
window, a notice period, a host, a leave, a monitoring duty. Policies state them in the
present ("returns are accepted within 30 days") and their questions ask in the present or
the future ("When are invoices due?", "When does the certificate expire?", "On what date
does the holiday year start?"). A *when* question whose own auxiliary is past ("In what year
did the islanders return home?", "When was the crater first noticed from the air?", "On what
date did the expedition leave Melbourne?"), or one that asks for a year, asks when an event
of its subject's history happened: its words the table holds are that history's verbs and
nouns ("return home", "noticed", "did Wentworth host", "the Marie Antoinette watch"), not a
policy term. Keyed under them, a stamp set's "4 values" and a cruise's "18 nights" would
be two answers about a return window. Such a question is read by its *when* slot
(``slots``), which takes dates, years and periods from a basis only: a bare "70 years ago"
(``anniversaries`` leaves it a duration) is context there, never an answer.
"""

from __future__ import annotations

import re

from workers.engine.questions import Slot

_PAST_WHEN = re.compile(
    r"\W*(?:when|(?:(?:in|on|from|by|until)\s+)?(?:what|which)\s+(?:year|date|day|month))"
    r"\s+(?:did|was|were)\b",
    re.IGNORECASE,
)
"""A *when* question whose own auxiliary, right after its wh-phrase, is past: "When did …",
"In what year was …", "On what date were …" (a "was" later in the question, in a clause
of its own, is not the question's tense)."""
_YEAR = re.compile(r"\W*(?:(?:in|from|by|until)\s+)?(?:what|which)\s+year\b(?!['’])",
                   re.IGNORECASE)
"""A question that asks for a year ("In what year …", "Which year …"); "Which year's
allowance …" asks for the allowance."""


def asks_history(query: str, slot: Slot) -> bool:
    """Does ``query``, whose slot is ``slot``, ask when an event of its subject's history
    happened (a *when* question with a past auxiliary right after its wh-phrase, or one
    asking for a year)? Then the words it shares with the attribute table name no attribute.

    Invariants: only a *when* slot qualifies (a past "How much did … cost?" still names its
    price); a present or future *when* question ("When are invoices due?", "On what date
    does the holiday year start?") keeps the attributes it names."""
    return slot.kind == "when" and (
        _PAST_WHEN.match(query) is not None or _YEAR.match(query) is not None)
