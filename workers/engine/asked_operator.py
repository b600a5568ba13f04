"""Whether a *who* question asks for the one who worked, led or performed with a thing
rather than the one who made or owns it.

A possessive before a thing ("Bushnell's submarine", "Hale's kite", "Orvik's song") names
its owner or maker. That answers who built, made, designed or founded it, but not who
piloted, flew, drove, sailed, led or sang it, nor who organised, staged, hosted, presented or
played it: a maker's vessel is often steered by another, a writer's song sung by another and
a composer's opera staged by another. ``asks_operator`` reads the asked verb (the word after
"who", past an adverb such as "first") or the role noun after "Who was the" ("the pilot
of …"); for such a question a possessive names no answer, as for an office
(``name_ties.asks_office``), while "by NAME", an agent noun ("pilot Ezra Lee") and a name
doing the asked verb still answer.

Invariant: a question whose asked word is no verb of operating, leading or performing is
never such a question (the possessive reading of every other *who* question is unchanged).
"""

from __future__ import annotations

import re

from workers.engine.predicates import canonical_word

_OPERATING = frozenset(canonical_word(word) for word in (
    "piloted", "flew", "drove", "steered", "sailed", "rowed", "rode", "captained",
    "skippered", "commanded", "operated", "navigated", "crewed", "manned", "helmed",
    "led", "sang", "conducted", "staged", "hosted", "presented", "played",
))
"""Verbs of working, leading or performing with a thing another may have made (putting on,
hosting or playing a work another wrote: "Who staged Orvik's opera?")."""
_PUT_ON = frozenset(("organised", "organized"))
"""Verbs of putting a work or an event on, read as written: ``canonical_word`` reads them as
founding, and a founding question keeps its possessive's credit."""
_OPERATORS = frozenset((
    "pilot", "driver", "captain", "skipper", "commander", "operator", "navigator", "crew",
    "helmsman", "leader", "singer", "conductor", "rider", "rower", "sailor",
))
"""Role nouns of the same deeds ("Who was the pilot of …")."""
_ASKED = re.compile(
    r"\W*who\s+(?:(?:was|were|is|are)\s+(?:the\s+)?(?:first\s+)?(?P<role>[a-z]+)\b"
    r"|(?:[a-z]+ly\s+|first\s+|then\s+)?(?P<verb>[a-z]+)\b)",
    re.IGNORECASE,
)


def asks_operator(query: str) -> bool:
    """Does ``query`` ask who piloted, flew, drove, led or sang something (or who was its
    pilot, driver, leader, singer)? A possessive before the thing then names its owner or
    maker, never the answer."""
    asked = _ASKED.match(query)
    if asked is None:
        return False
    if asked.group("role"):
        return asked.group("role").lower() in _OPERATORS
    verb = asked.group("verb")
    return verb.lower() in _PUT_ON or canonical_word(verb) in _OPERATING
