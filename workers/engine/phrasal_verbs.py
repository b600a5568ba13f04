"""Phrasal verbs that name an event (``event_of_question``, ``event_mentions``).

A phrasal verb is one word of meaning written as two: "put up" a statue is to erect it,
"come upon" springs is to find them, "went in" of a window is its installation, "take
place" is to happen, "put out" or "bring out" a list or a book is to publish it, "let" a
creature "loose" is to release it, "go on sale" / "come out" / "bring … out" is to be
released. Read word by word, its verb is a light one ("put", "come", "go") and its particle
a stop word, so neither names the event.
One table (``PHRASALS``) lists them, each row with its verb's
forms, its particles, what may stand between the two and what it reads as; one matcher
(``_compiled``) builds every row's pattern. The rows are of two roles:

- a phrasal verb that *names* the event (``Phrasal.alone``): it stands for the term of the
  single word it means, in a question (``asked_phrasal``: the question's event is that
  word, not its other words) and in a text alike (``phrasal_hits``: "the east window went
  in in 1985" for "installed");
- a phrasal verb of a release, read in a question only (``phrasal_terms``): the release
  words it means are *added* to the event the question's own words name ("did Ada's atlas
  go on sale?" is answered by "first sold" or "published").
Pure.
"""

from __future__ import annotations

import re
from typing import NamedTuple

from workers.engine.predicates import canonical_word

_FORMS = {
    "go": "go|goes|going|went|gone", "put": "put|puts|putting",
    "come": "come|comes|coming|came", "turn": "turn|turns|turning|turned",
    "take": "take|takes|taking|took|taken", "show": "show|shows|showing|showed|shown",
    "stumble": "stumble|stumbles|stumbling|stumbled",
    "bring": "bring|brings|bringing|brought", "let": "let|lets|letting",
}
"""Every form of the verbs the phrasal verbs that name an event are built on."""
_ADVERB = r"(?:[^\S\n]+[a-z]+ly)?"
"""At most one adverb between verb and particle: "first went in"."""
_WORDS = r"(?:[^\S\n]+[^\W\d_]+){1,6}?"
"""One to six words between verb and particle: "bring the new model out", "put … on sale"."""
_SALE = r"on[^\S\n]+sale"
_ASKED_END = r"[^\S\n]*\?"
"""The particle ends the question: "did they bring the new model out?"."""


class Phrasal(NamedTuple):
    """A phrasal verb: the single word it means, its verb's forms and its particles (regex
    alternatives), what may stand between them (``gap``) and after the particle (``end``),
    and whether it names the event alone (module docstring) or adds release words."""

    meaning: str
    verbs: str
    particles: str
    gap: str = _ADVERB
    end: str = r"\b"
    alone: bool = True


PHRASALS: tuple[Phrasal, ...] = (
    Phrasal("install", _FORMS["go"], "in"), Phrasal("install", _FORMS["put"], "in"),
    Phrasal("appear", _FORMS["turn"], "out"), Phrasal("appear", _FORMS["show"], "up"),
    Phrasal("find", _FORMS["come"], "upon|across"),
    Phrasal("find", _FORMS["stumble"], "upon|on|across"),
    Phrasal("erect", _FORMS["put"], "up"), Phrasal("erect", _FORMS["go"], "up"),
    Phrasal("happen", _FORMS["take"], "place"),
    Phrasal("publish", _FORMS["put"], "out"), Phrasal("publish", _FORMS["bring"], "out"),
    Phrasal("release", _FORMS["let"], "loose", _WORDS),
    Phrasal("release", "go|goes|went|come|comes|came", f"{_SALE}|out", "", alone=False),
    Phrasal("release", "bring|brought|put", "out", "", alone=False),
    Phrasal("release", "bring|brought|put", "out", _WORDS, _ASKED_END, alone=False),
    Phrasal("release", "put", _SALE, _WORDS, alone=False),
)
"""The phrasal verbs that name an event. Those that name it alone: verb and particle
adjacent or one adverb apart ("went up", "first went in"); only senses of an event are
listed: "turn out" as "prove" ("it turned out that …") is read as "appear", which a text
names only where the question asks for an appearance. Those of a release, in a question:
"go on sale", "come out", "bring out" / "put out", "bring … out?" (the particle ending the
question), "put … on sale"."""
_SYNONYMS = {"find": ("discover",), "happen": ("occur",), "release": ("sale", "sell")}
"""Single words that name the same event as a meaning (``PHRASALS``) in a text: a release
is named by a sale too ("put the Comet on sale in 1961", "first sold")."""


def _compiled(row: Phrasal) -> tuple[str, re.Pattern[str]]:
    """The canonical term of ``row``'s meaning and the pattern of its phrasal verb."""
    return canonical_word(row.meaning), re.compile(
        rf"\b(?:{row.verbs}){row.gap}[^\S\n]+(?:{row.particles}){row.end}", re.IGNORECASE)


def _named(meaning: str) -> frozenset[str]:
    """The terms that name the event of ``meaning``: its own and its synonyms'."""
    return frozenset({canonical_word(meaning), *map(canonical_word, _SYNONYMS.get(meaning, ()))})


_PHRASES = tuple(_compiled(row) for row in PHRASALS if row.alone)
_MEANINGS = {canonical_word(row.meaning): _named(row.meaning) for row in PHRASALS if row.alone}
_RELEASES = tuple((_named(row.meaning), _compiled(row)[1]) for row in PHRASALS if not row.alone)


def phrasal_hits(text: str, terms: frozenset[str]) -> list[tuple[int, int, str]]:
    """(start, end, term) of each phrasal verb of ``text`` that names an event alone and
    whose meaning is one of ``terms`` ("went in" for an asked "install")."""
    return [(m.start(), m.end(), term) for term, pattern in _PHRASES if term in terms
            for m in pattern.finditer(text)]


def asked_phrasal(text: str) -> frozenset[str] | None:
    """The terms the first phrasal verb of the question ``text`` that names an event alone
    names (its meaning and that meaning's synonyms: "come upon" asks for a finding or
    discovery); ``None`` when the question writes none."""
    found = [(m.start(), term) for term, pattern in _PHRASES for m in pattern.finditer(text)]
    if not found:
        return None
    return _MEANINGS[min(found)[1]]


def phrasal_terms(question: str) -> frozenset[str]:
    """The release words ("#release", "sale", "sell") when ``question`` asks with a phrasal
    verb of a release, to add to its own event's terms; none otherwise."""
    return frozenset[str]().union(
        *(terms for terms, pattern in _RELEASES if pattern.search(question)))


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
