"""The time anchor of a question: a trailing clause that places the asked event, no part of it.

"In what year was Lanyon Quoit re-erected after it collapsed?" asks for the re-erection;
"after it collapsed" only says which re-erection. A clause opened by a subordinator of time
("after", "before", "since", "until", "once", "when") or of place ("where": "… raise a
monument where the meteorite fell?" asks for the raising, the fall only says where) whose next
word is a pronoun or a determiner (a clause of its own, not "before noon", "where possible")
names another event: its words are no predicate of the question, and its verb is not the
asked event. Read for *when* questions
only: "How long after she became queen …?" asks for the offset from that clause's event. Pure.
"""

from __future__ import annotations

_SUBORDINATORS = frozenset("after before since until till once when where following".split())
_CLAUSE_OPENERS = frozenset(
    "it its they their he his she her the a an this that these those we you".split())


def anchor_start(words: list[str]) -> int:
    """The index in ``words`` (lower-case, in order) where the question's time-anchor clause
    begins; ``len(words)`` when it has none. The question's first word ("When was …") never
    opens one."""
    for index in range(1, len(words) - 1):
        if words[index] in _SUBORDINATORS and words[index + 1] in _CLAUSE_OPENERS:
            return index
    return len(words)
