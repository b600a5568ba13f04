"""Words that classify a question's name, never its predicate: "the stained-glass firm" of
"In what year was the stained-glass firm Clayton and Bell founded?".

A run of one to three lower-case content words right after "the" and right before a
capitalised word of the question (not its first) is a description of the name it
precedes, an apposition ("the composer Mozart", "the river Thames"): what the thing is, not
what happened to it; its words are the subject's, as the name's own words are. After a
preposition ("published under the title The Devil's Dictionary") the phrase tells how the
act was done, and its words stay the predicate's. Only the caller decides whether to drop
them (``questions.read_slot`` does when a predicate class, "#founding", is left to carry
the question). Pure.
"""

from __future__ import annotations

from workers.engine.terms import STOPWORDS

_MAX_RUN = 3
_PREPOSITIONS = frozenset("under in on at as by with from of for to into".split())
"""Before "the", a preposition makes the phrase part of the predicate's own words
("published under the title The Devil's Dictionary"): no description of the subject."""


def classifier_indices(words: list[str], capitalised: list[bool]) -> frozenset[int]:
    """The indices in ``words`` (as written, in order; ``capitalised[i]`` tells whether
    word ``i`` is written as a name) of the lower-case words that describe the name after
    them (module docstring)."""
    out: set[int] = set()
    for index, word in enumerate(words):
        if word.lower() != "the" or (index and words[index - 1].lower() in _PREPOSITIONS):
            continue
        run = index + 1
        while run < len(words) and run - index <= _MAX_RUN and not capitalised[run] \
                and words[run].lower() not in STOPWORDS:
            run += 1
        if run > index + 1 and run < len(words) and capitalised[run] \
                and run - index - 1 <= _MAX_RUN:
            out.update(range(index + 1, run))
    return frozenset(out)
