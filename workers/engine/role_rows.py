"""A row of a box whose label is not the asked role, beside a row whose label is.

An infobox flattened onto one line ("Sea Towers | Builder: Ada Kell | Towers: North Rock,
Gull Spit") gives each row one field of one thing. When a *who* question's role labels one
row ("Builder:", "Designed by:"), the name that row gives is the box's answer, and a name
another row gives under a label that is no role ("Towers:", "Known for:") is a value of that
row's field (a part, a product, a place), even when the label writes a word of the question
("Towers" for "Who built the sea towers?"). A label names the role when one of its words is
a trigger (a predicate word or a verb its role noun implies) with an agent ending ("Builder",
"Inventor"), a trigger that is an agent noun itself ("Architect"), or opens on a trigger in
a label ending on "by" ("Founded by:").

Invariant: only a line of at least two cells apart by "|", "·" or "•" is read; a name in a
cell without a label, or in a role-labelled cell, or on a line where no cell's label names
the role, is left as it is. Pure; linear in the line's length.
"""

from __future__ import annotations

import re
from collections.abc import Collection

from workers.engine.asked_objects import names_thing
from workers.engine.named import ROLE_WORDS
from workers.engine.predicates import canonical_word

_CELL_MARK = re.compile(r"[^\S\n][|·•][^\S\n]")
_LABEL = re.compile(r"[^\S\n]*(?P<label>[A-Z][^:|·•\n]{1,40}?)[^\S\n]*:[^\S\n]+\S")
"""A cell's label: a capitalised phrase of up to 40 characters before a colon."""
_WORD = re.compile(r"[A-Za-z][a-z'’-]*")
_AGENT = re.compile(r"(?:er|or|ist|ect|ant|ent)s?$")
_AGENT_ENDINGS = frozenset({"er", "or", "r", "ers", "ors", "rs", "ist", "ists"})
_MIN_TRIGGER = 4


def _names_role(label: str, triggers: Collection[str],
                objects: frozenset[str] = frozenset()) -> bool:
    """Does ``label`` name the asked role: a trigger with an agent ending ("Designer" of
    "design"), a trigger that is itself an agent noun ("Architect"), a role noun whose
    implied verbs (``named.ROLE_WORDS``) hold a trigger ("Author" for "wrote"), or any word
    opening on a trigger in a label ending on "by" ("Designed by")? "Towers" of "tower" is
    no agent, nor is a noun of the asked thing (``objects``: "Otter" of "the otter memoir")."""
    words = [w.lower() for w in _WORD.findall(label)
             if not names_thing(w, canonical_word(w), objects)]
    if not words:
        return False
    if any(v.startswith(t) for w in words for v in ROLE_WORDS.get(w, ()) for t in triggers
           if len(t) >= _MIN_TRIGGER and t.isalpha()):
        return True  # "Author:" for "Who wrote …?"
    by = len(words) > 1 and words[-1] == "by"
    if by and any(canonical_word(w) in triggers for w in words):
        return True  # "Founded by": a verb's class ("#founding") is a trigger too
    return any(w.startswith(t) and (by or w[len(t):] in _AGENT_ENDINGS or (
        w == t and _AGENT.search(t) is not None))
        for w in words for t in triggers if len(t) >= _MIN_TRIGGER and t.isalpha()) \
        or any(_agent_of_class(w, triggers) for w in words)


def _agent_of_class(word: str, triggers: Collection[str]) -> bool:
    """Is ``word`` (lower-case) the agent noun of a verb whose predicate class is a trigger
    ("founder" of "found", "#founding", for "Who opened …?", whose "opened" is of that class)?
    Only a class ("#…") is matched so: a plain trigger is matched by its prefix above."""
    for ending in sorted(_AGENT_ENDINGS, key=len, reverse=True):
        base = word[: -len(ending)]
        if word.endswith(ending) and len(base) >= _MIN_TRIGGER:
            term = canonical_word(base)
            return term.startswith("#") and term in triggers
    return False


def other_role_row(text: str, start: int, triggers: Collection[str],
                   objects: frozenset[str] = frozenset()) -> bool:
    """Is the name at ``start`` of ``text`` in a labelled cell whose label is no role, on a
    line of cells where another cell's label names the asked role (``triggers``: stems
    of the question's predicate words and the verbs its role noun implies; ``objects``:
    the nouns of the asked thing, ``asked_objects``, which name no role)?"""
    line_start = text.rfind("\n", 0, start) + 1
    line_end = text.find("\n", start)
    line = text[line_start:len(text) if line_end < 0 else line_end]
    at = start - line_start
    bounds = [0, *(m.end() for m in _CELL_MARK.finditer(line))]
    if len(bounds) < 2:  # a row of one cell is no box
        return False
    ends = [*(m.start() for m in _CELL_MARK.finditer(line)), len(line)]
    labels = [_LABEL.match(line, b, e) for b, e in zip(bounds, ends, strict=True)]
    mine = next((i for i, (b, e) in enumerate(zip(bounds, ends, strict=True)) if b <= at < e),
                None)
    if mine is None or (own := labels[mine]) is None or at < own.end() - 1:
        return False
    if _names_role(own.group("label"), triggers, objects):
        return False
    return any(i != mine and label is not None
               and _names_role(label.group("label"), triggers, objects)
               for i, label in enumerate(labels))
