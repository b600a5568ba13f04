"""Whether a name read beside a *who* question's words is tied to the asked predicate and the
asked subject, or only to the question's own name, to another thing, or to another verb.

``named`` finds names where text credits them; these checks drop the readings whose name
belongs to something else:

- a name all of whose words are the question's own capitalised words ("St Paul" of "St
  Paul's Cathedral" for "Who designed St Paul's Cathedral?") is the subject, never its
  answer (``own_name``; a dotted initialism of its words, "N.Y." for New York, is one of them);
- a possessive name modifies the noun right after it, so the holder of an office ("the
  first director of X", ``asks_office``) is never the name in the possessive before X's own
  name ("Boston's X" is its place, "Harvard's X" its owner) or before the office;
- a name run that goes on past a possessive into the question's own name ("the sculptor
  Falconet's Bronze Horseman" for "Who sculpted the Bronze Horseman?") is the possessor's
  name alone: the possessive credits the asked thing to it (``possessor_end``); so is one
  that goes on into a name whose head noun is the question's own predicate word ("Douglas
  Mawson's Australasian Antarctic Expedition" for "Who led the expedition …?":
  ``asked_owner_end``);
- "NOUN were found by NAME": a passive verb between a noun trigger and "by" has its own
  agent, the agent of that verb (``passive_gap``).
"""

from __future__ import annotations

import re

from workers.engine.name_words import PERSON_TITLES
from workers.engine.predicates import canonical
from workers.engine.terms import stem

_WORD = re.compile(r"[^\W\d_][\w'’.-]*[\w'’]|[^\W\d_]")
_POSSESSIVE_END = re.compile(r"['’]s?$")


def own_name(name: str, names: frozenset[str]) -> bool:
    """Is every word of ``name`` one of the question's own capitalised words (``names``,
    lower-cased without a possessive ending, as ``owners.question_names``)? Such a name is
    wholly inside the question: its subject, not its answer. A name with any other word
    ("E. E. Barnard" for "Barnard's Star") is not; a title or form of address before it
    (``TITLES``: "Queen Elizabeth I" for a question naming Elizabeth I, "Dr Okafor") is no
    word of the name, so it does not make the question's own person another."""
    words = [_POSSESSIVE_END.sub("", w).lower().rstrip(".") for w in _WORD.findall(name)]
    while len(words) > 1 and words[0] in TITLES:
        words = words[1:]
    return bool(words) and all(w in names or _initialled(w, names) for w in words)


TITLES = PERSON_TITLES
"""Titles and forms of address written before a person's name, a closed class: no word of
the name itself."""


_INITIALISM = re.compile(r"(?:[a-z]\.)+[a-z]")


def _initialled(word: str, names: frozenset[str]) -> bool:
    """Is ``word`` (lower-cased) a dotted initialism of the question's own names, each letter
    the initial of one of them ("n.y" in "Roman Bronze Works N.Y." for a question naming New
    York)? An initialism spells the same name short."""
    if not _INITIALISM.fullmatch(word):
        return False
    initials = {n[0] for n in names if n}
    return all(letter in initials for letter in word[::2])


_OWNING = re.compile(r"['’]s[^\S\n]+(?=\S)")


def possessor_end(name: str, names: frozenset[str]) -> int | None:
    """Where the possessor ends in a run of capitalised words ``name`` whose words after a
    possessive are all the question's own (``names``, as ``own_name`` reads them):
    "Falconet's Bronze Horseman" → the end of "Falconet". None when there is no such
    possessive or nothing precedes it. Invariant: the cut is only ever made before the
    question's own name, so a name with its own possessive ("St Paul's Churchyard") stays
    whole unless all the words after it are the question's."""
    for mark in _OWNING.finditer(name):
        if mark.start() > 0 and own_name(name[mark.end():], names):
            return mark.start()
    return None


_ASKED_THING = re.compile(r"(?:[A-Z][\w-]*[^\S\n]+){0,3}(?P<head>[A-Z][a-z-]+)$")
"""After an owner's possessive, a capitalised name of one to four words and its head noun."""


def asked_owner_end(name: str, predicate: frozenset[str]) -> int | None:
    """Where the owner ends in a name "<owner>'s <thing>" whose thing's last word (its head
    noun) stems to one of the question's ``predicate`` words: "Douglas Mawson's Australasian
    Antarctic Expedition" for who led the expedition names the asked thing, and its owner is
    the answer. ``None`` for any other name, and for a saint's name ("St John's College"),
    whose possessive is part of the name."""
    if ("'" not in name and "’" not in name) or name.startswith(("St ", "St. ")):
        return None
    for mark in _OWNING.finditer(name):
        thing = _ASKED_THING.fullmatch(name, mark.end())
        if mark.start() > 0 and thing is not None and canonical(
                stem(thing["head"].lower())) in predicate:
            return mark.start()
    return None


_OFFICE = re.compile(
    r"\b(?:first|second|third|fourth|fifth|last|current|founding|present|former)"
    r"\s+(?:[a-z]+\s+)?[a-z]+\s+of\b"
)
"""An ordinal or a tense before a lower-case role and "of": "the first director of",
"the current head coach of" (a role held in turn, by one holder after another)."""


def asks_office(query: str) -> bool:
    """Does ``query`` ask for the holder of an office ("Who was the first director of the
    Arnold Arboretum?")? A possessive before the institution's name ("Boston's Arnold
    Arboretum") names its place or owner, never who held the office: no maker's credit."""
    return _OFFICE.search(query) is not None


_PARTICIPLE = (r"(?:[a-z]+(?:ed|en|wn|ne)|found|made|built|brought|bought|caught|taught|told"
               r"|held|kept|led|sold|won|paid|sent|lent|left|lost|met|put|run|set|shot|spun"
               r"|struck|hung|sung|dug|fed|bred|thought|sought|drawn|dealt|meant|read)")
_PASSIVE = re.compile(
    r"\b(?:is|are|was|were|be|been|being)(?:[^\S\n]+[a-z]+ly|[^\S\n]+(?:first|later|also|then"
    r"|since|once|soon|not))*[^\S\n]+" + _PARTICIPLE + r"(?:[^\S\n]+[a-z]+){0,2}[^\S\n]+by\s$",
    re.IGNORECASE,
)
"""A passive verb right before "by": "were found by", "was found much later by"."""


def passive_gap(gap: str) -> bool:
    """Does ``gap`` (the text from a trigger to "by") hold a passive verb of its own ("moons
    were found by Galileo")? The name after "by" is that verb's agent, not the trigger's."""
    return _PASSIVE.search(gap) is not None
