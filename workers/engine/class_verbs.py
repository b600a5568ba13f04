"""A verb beside a predicate class, written right beside the question's name, names the asked
event in prose.

"Started", "began" found a thing as surely as "founded" does when their subject or object is
the asked thing itself: "The British Mycological Society started in 1896", "Specsavers was
started by …", "the club began as the All England Croquet Club in 1868", "farmers teamed up
in 1910 to start the California Almond Growers Exchange". Loose alone ("work started in
1954", "Perkins started at 11"), the word counts only right beside one of the question's
names: right after a name of two words or more (active), or after any name by a passive
("was started"), or right before one ("began as the …", "to start the …"). The words are
``class_rows.CLASS_SYNONYMS``', for a *when* question whose predicate is that class. Pure.
"""

from __future__ import annotations

import re

from workers.engine.class_rows import CLASS_SYNONYMS
from workers.engine.entities import query_names
from workers.engine.predicates import canonical
from workers.engine.query_memo import per_query
from workers.engine.slots import Slot
from workers.engine.terms import stem

_ACTIVE = re.compile(r"[^\S\n]+([a-z]+)\b")
"""The word right after the name ("… Society started")."""
_PASSIVE = re.compile(r"[^\S\n]+(?:was|were|had[^\S\n]+been|has[^\S\n]+been)[^\S\n]+([a-z]+)\b")
"""A passive right after the name ("Specsavers was started")."""
_BEFORE = re.compile(r"\b([a-z]+)[^\S\n]+(?:as[^\S\n]+)?(?:the[^\S\n]+)?$")
"""The word right before the name, past "as" and "the" ("began as the …", "start the …")."""
_SPAN = 24


def _synonyms(slot: Slot) -> frozenset[str]:
    """The class words of the slot's predicate classes (empty when it has none)."""
    return _predicate_synonyms(slot.predicate)


@per_query
def _predicate_synonyms(predicate: frozenset[str]) -> frozenset[str]:
    """``_synonyms`` of a predicate's stems, read once per question's predicate."""
    return frozenset(w for name, words in CLASS_SYNONYMS.items() if name in predicate
                     for w in words if not w.startswith("#"))


def class_verb_beside_name(snippet: str, slot: Slot | None, question: str) -> bool:
    """Does ``snippet`` write a verb of the asked predicate's class right beside one of the
    ``question``'s names (after a name of two words or more, by a passive after any name, or
    right before one)? Only for a *when* question."""
    if slot is None or slot.kind != "when" or not (synonyms := _synonyms(slot)):
        return False

    def classed(match: re.Match[str] | None) -> bool:
        return match is not None and canonical(stem(match.group(1))) in synonyms

    for name in query_names(question):
        for at in re.finditer(rf"(?<!\w){re.escape(name)}(?!\w)", snippet, re.IGNORECASE):
            if (" " in name and classed(_ACTIVE.match(snippet, at.end()))) \
                    or classed(_PASSIVE.match(snippet, at.end())) \
                    or classed(_BEFORE.search(snippet[max(0, at.start() - _SPAN):at.start()])):
                return True
    return False
