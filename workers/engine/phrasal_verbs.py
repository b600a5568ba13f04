"""Phrasal verbs that name one event as a single word does (``event_of_question``,
``event_mentions``).

A phrasal verb is one word of meaning written as two: "put up" a statue is to erect it,
"come upon" springs is to find them, "went in" of a window is its installation, "take
place" is to happen, "put out" or "bring out" a list or a book is to publish it. Read word
by word, its verb is a light one ("put", "come", "go") and its particle a stop word, so
neither names the event: the question falls back on its names, and a text that writes the
phrasal verb for the asked single word ("the east window went in in 1985" for "installed")
names nothing. Here each phrasal verb stands for a term of the
single word it means (``MEANINGS``), in a question and in a text alike. Pure.
"""

from __future__ import annotations

import re

from workers.engine.predicates import canonical_word

_FORMS = {
    "go": "go|goes|going|went|gone", "put": "put|puts|putting",
    "come": "come|comes|coming|came", "turn": "turn|turns|turning|turned",
    "take": "take|takes|taking|took|taken", "show": "show|shows|showing|showed|shown",
    "stumble": "stumble|stumbles|stumbling|stumbled",
    "bring": "bring|brings|bringing|brought",
}
"""Every form of the verbs the phrasal verbs below are built on."""
MEANINGS: tuple[tuple[str, str, str], ...] = (
    ("install", "go", "in"), ("install", "put", "in"),
    ("appear", "turn", "out"), ("appear", "show", "up"),
    ("find", "come", "upon|across"), ("find", "stumble", "upon|on|across"),
    ("erect", "put", "up"), ("erect", "go", "up"),
    ("happen", "take", "place"),
    ("publish", "put", "out"), ("publish", "bring", "out"),
)
"""(the single word meant, verb, particles): a phrasal verb, its verb and particle adjacent
or one adverb apart ("went up", "first went in"), that names the event of that word ("put up"
a statue is to erect it). Only senses of an event are listed: "turn out" as "prove" ("it
turned out that …") is read as "appear", which a text names only where the question asks
for an appearance."""
_SYNONYMS = {"find": ("discover",), "happen": ("occur",)}
"""Single words that name the same event as a meaning (``MEANINGS``) in a text."""

_PHRASES = tuple(
    (canonical_word(meaning), re.compile(
        rf"\b(?:{_FORMS[verb]})(?:[^\S\n]+[a-z]+ly)?[^\S\n]+(?:{particles})\b", re.IGNORECASE))
    for meaning, verb, particles in MEANINGS)


def phrasal_hits(text: str, terms: frozenset[str]) -> list[tuple[int, int, str]]:
    """(start, end, term) of each phrasal verb of ``text`` whose meaning is one of ``terms``
    (``MEANINGS``: "went in" for an asked "install")."""
    return [(m.start(), m.end(), term) for term, pattern in _PHRASES if term in terms
            for m in pattern.finditer(text)]


def asked_phrasal(text: str) -> frozenset[str] | None:
    """The terms the first phrasal verb of the question ``text`` names (its meaning and that
    meaning's synonyms: "come upon" asks for a finding or discovery); ``None`` when the
    question writes none."""
    found = [(m.start(), term) for term, pattern in _PHRASES for m in pattern.finditer(text)]
    if not found:
        return None
    term = min(found)[1]
    meaning = next(m for m, _, _ in MEANINGS if canonical_word(m) == term)
    return frozenset({term, *(canonical_word(s) for s in _SYNONYMS.get(meaning, ()))})


OCCURRING = frozenset(canonical_word(w) for w in ("happen", "occur"))
"""Verbs of mere occurrence ("happen", and "take place" read as it): they name no act of
their own, so the question's subject noun ("When did the Chernobyl disaster happen?") names
its event too."""
_PREPOSITIONS = frozenset("of in on at near for from by with during off".split())
_OPENERS = frozenset("did does do was were is are will".split())
_ADVERBS = frozenset("first last originally actually finally".split())


def subject_head(text: str) -> str:
    """The head noun of the subject of the question ``text`` whose verb is one of mere
    occurrence (``OCCURRING``, "take place"): of the words after its auxiliary ("did") and
    before that verb, the last one before the first preposition that follows a lower-case
    word ("the apparition at Knock" -> "apparition"; "the Judgment of Paris wine tasting"
    -> "tasting": a preposition after a capitalised word is inside a name), its possessive
    dropped; "" when the question has no such verb or no auxiliary opens its subject."""
    words = [(m.group(0), m.start()) for m in re.finditer(r"[^\W\d_][\w'’-]*", text)]
    verb_at = next((at for w, at in words if canonical_word(w) in OCCURRING), None)
    taking = [m.start() for t, pattern in _PHRASES if t in OCCURRING
              for m in pattern.finditer(text)]  # "take place"
    if taking and (verb_at is None or taking[0] < verb_at):
        verb_at = taking[0]
    opener = next((i for i, (w, _) in enumerate(words) if w.lower() in _OPENERS), None)
    if verb_at is None or opener is None:
        return ""
    subject = [w for w, at in words[opener + 1 :] if at < verb_at]
    for index, word in enumerate(subject):
        if index and word in _PREPOSITIONS and subject[index - 1].islower():
            subject = subject[:index]
            break
    while subject and subject[-1].lower() in _ADVERBS:
        subject.pop()
    return re.sub(r"['’]s?$", "", subject[-1]) if subject else ""
