"""A possessive name in the object of the asked verb owns the thing; the verb's subject did it.

"Kapteyn measured Gill's Cape plates" for "Who measured the Cape plates?": the possessive
"Gill's" stands right after the predicate verb "measured", inside its object, and a name
stands right before the verb as its subject. The subject is the doer; the possessor only owns
the thing, so the credit a possessive before the work's own name gives ("Coltrane's 'Giant
Steps'", ``title_names.before_title``) is not made. A trigger with no name right before it
("the painter Goya's Black Paintings", "French sculptor Falconet's Bronze Horseman": an
adjective is no name), a trigger that is an agent noun ("The Danish carver Morsund's …":
the name after it is the agent) or one written capitalised (a title in a heading) leaves the
credit alone.
Pure: reads the sentence only.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from workers.engine.bare_numbers import Hit
from workers.engine.name_runs import name_value
from workers.engine.name_words import DETERMINERS_AND_PRONOUNS

_SUBJECT = re.compile(r"(?<![\w'’.&-])([A-Z][\w.&-]*(?:[^\S\n]+[A-Z][\w.&-]*){0,3})[^\S\n]+$")
"""A capitalised run of one to four words ending right before the verb."""
_OWNING = ("'s", "’s")
_AGENT_ENDINGS = ("er", "or", "ist", "ian", "ers", "ors", "ists", "ians")
"""An agent noun's endings ("carver", "editor", "botanist"): the name after one is in
apposition to it, its agent, never the owner of a verb's object."""
_NOT_NAMES = DETERMINERS_AND_PRONOUNS


def object_owner_subject(
    snippet: str, possessor: tuple[int, int], hits: Sequence[Hit]
) -> tuple[int, int] | None:
    """The span of the verb's subject when the possessive name at ``possessor`` follows one
    of the predicate ``hits`` (a lower-case word) with only a space between, and a name
    stands right before that word; ``None`` otherwise (the possessive's credit stands)."""
    start, end = possessor
    if snippet[end:end + 2] not in _OWNING:
        return None
    for s, e, _ in hits:
        if s < e <= start and snippet[s].islower() and not snippet[e:start].strip() \
                and not snippet[s:e].lower().endswith(_AGENT_ENDINGS):
            subject = _SUBJECT.search(snippet, max(0, s - 62), s)
            if subject is not None and subject.group(1).split()[0].lower() not in _NOT_NAMES \
                    and name_value(snippet, 0, *subject.span(1), frozenset()) is not None:
                return subject.span(1)
    return None
