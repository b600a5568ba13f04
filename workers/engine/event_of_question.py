"""The event a *when* question asks about, read from the question alone (``asked_event``).

The question's event is its verb: a word of a predicate class ("born", "issued"), a past
participle ("named", "first issued"), a verb in "-ing" ("start supplying"), or the verb
after "did/does/do" and the subject ("did Roald Amundsen reach"), or the verb after a
stop-word participle and "to" ("was the abbey allowed to fortify"), or a phrasal verb read
as one word ("put up": ``phrasal_verbs``); a question with none
("On what date was Easter Sunday in 2024?") asks for the date of its named day, whose
name is then the event. Pure; memoised per question text.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from workers.engine.accents import folded
from workers.engine.asked_verb import AUXILIARIES, SYNONYMS, asked_verb, content
from workers.engine.class_rows import CLASS_SYNONYMS
from workers.engine.distractors import years_in
from workers.engine.phrasal_verbs import OCCURRING, asked_phrasal, phrasal_terms, subject_head
from workers.engine.predicates import PAST_FORMS, canonical, canonical_word
from workers.engine.query_memo import per_query
from workers.engine.removal_rows import removed_from
from workers.engine.terms import STOPWORDS, stem


@dataclass(frozen=True, slots=True)
class Event:
    """The event a *when* question asks about: the canonical ``terms`` that name it and
    the ``years`` the question itself names."""

    terms: frozenset[str]
    years: frozenset[str]
    words: frozenset[str] = frozenset()
    """The canonical stems of the question's content words (its subject's among them)."""
    close: bool = True
    """Must the event be named in the date's clause? When the question's predicate has a
    class ("born", "built", "issued"), whose word the answer sentence must hold already
    (``slots``), the date's row or sentence will do."""
    tie: bool = True
    """Must a date be tied to the event at all? When not (``ROW_LEVEL_FOR_CLASSES`` off),
    only a date its own words give to another event (``other_event``) is set aside."""
    classes: frozenset[str] = frozenset()
    """The predicate classes the question's slot reads ("first performance" asks for a
    premiere, "#release"): a verb of one names the event too (``_governed_elsewhere``)."""
    doer: bool = False
    """Does the question's subject do the asked act ("did the hurricane strike …", not "When
    was the zoo founded?")? Then a clause with another named subject tells another's act
    (``event_subjects``)."""
    spelled: frozenset[str] = frozenset()
    """The question's words as written, lower-cased and without accents ("chateau")."""
    removed: frozenset[str] = frozenset()
    """What the question asks something was removed from ("list" of "taken off the
    endangered list": ``removal_rows``)."""
    head: str = ""
    """The canonical head noun of the subject of a question asked with a verb of mere
    occurrence ("apparition" of "did the apparition at Knock take place?"): the subject and
    its event at once (``phrasal_verbs.subject_head``)."""
    objects: frozenset[str] = frozenset()
    """The capitalised words the question writes after its event word, lower-cased ("museum",
    "childhood" of "… renamed the Museum of Childhood?"): the name its event gives or reaches
    (``label_objects``)."""


WORD = re.compile(r"[^\W\d_](?:[^\W\d_]|['’-])*")
"""A word: letters of any script ("Arsène" is one name), with apostrophes and hyphens."""
_RECEIVING = frozenset(canonical(stem(w)) for w in "receive get obtain".split())
"""Verbs whose subject undergoes the transfer, as a passive's does ("did the guild receive its
charter?" reads like "was the guild granted …"): a giver acting on it tells the same event."""


_ARRIVING = frozenset({canonical(stem("arrive"))})
"""The receiving told from the received thing's side: what a subject gets or receives arrives
("did the village get its first traffic light?" / "its first traffic light arrived in 1974")."""


OCCURRENCES = frozenset(canonical(stem(w)) for w in (
    "race regatta match game tournament championship contest election festival concert "
    "ceremony expedition voyage summit congress conference carnival parade exhibition"
    ).split())
"""Nouns that are themselves an event: a question about one ("When was the first Boat Race
rowed?") is answered where the noun meets its date ("First race: 10 June 1829", "the race
was held on …") as much as where the question's verb does."""
_HELD = frozenset(canonical(stem(w)) for w in ("held", "staged"))
"""The verbs an occurrence takes whatever it is ("the race was held on …"), which name it."""


_CLASS_SYNONYMS = CLASS_SYNONYMS
"""The row-level tie reads the words beside a predicate class too (``class_rows``)."""


@per_query
def question_event(text: str, *, close: bool, tie: bool = True) -> Event | None:
    """``asked_event`` of the question ``text`` (memoised)."""
    words = [(m.group(0), m.start()) for m in WORD.finditer(text)]
    terms = _event_terms(words, text)
    if not terms:  # "On what date was Easter Sunday in 2024?": the named day is the event
        terms = {canonical_word(w) for w, at in words[1:]
                 if w[:1].isupper() and w.lower() not in STOPWORDS}
    terms = {t for t in terms if len(t) > 1}
    head = subject_head(text) if terms & OCCURRING else ""
    head = canonical_word(head) if head and content(head) else ""
    if head:  # "When did the Chernobyl disaster happen?": the disaster is the event
        terms.add(head)
    if terms:
        terms |= phrasal_terms(text)  # "did Ada's atlas go on sale?": "first sold", "released"
    terms |= {s for t in terms if not t.startswith("#")
              for group in SYNONYMS if t in group for s in group}
    terms |= {s for t in terms for s in _CLASS_SYNONYMS.get(t, ())}
    if terms and any(canonical_word(w) in _RECEIVING for w, _ in words):
        terms |= _ARRIVING  # "did the village get its first traffic light?" / "… arrived in"
    own = frozenset(canonical_word(w) for w, _ in words if content(w))
    if terms and own & OCCURRENCES:
        terms |= (own & OCCURRENCES) | _HELD
    return Event(frozenset(terms), years_in(text), own, close, tie, doer=_does(words, text),
                 spelled=_spelled(text), removed=removed_from(text), head=head,
                 objects=_objects(words, terms)) \
        if terms or not tie else None


def _objects(words: list[tuple[str, int]], terms: set[str]) -> frozenset[str]:
    """The capitalised words after the question's first event word (``Event.objects``)."""
    for i, (w, _) in enumerate(words):
        if canonical_word(w) in terms:
            return frozenset(o.lower() for o, _ in words[i + 1:] if o[:1].isupper())
    return frozenset()


def _event_terms(words: list[tuple[str, int]], text: str) -> set[str]:
    """The canonical terms of the question's event words (``_event_words``), or of its
    phrasal verb, which names the event as one word ("put up" a statue asks for its
    erection, "take place" for a happening: ``phrasal_verbs``)."""
    phrasal = asked_phrasal(text)
    if phrasal is not None:
        return set(phrasal)
    named = _event_words(words, text)
    terms = {canonical_word(w) for w in named}
    return terms | {canonical_word(p) for w in named for p in w.split("-") if len(p) >= 4}


def _spelled(text: str) -> frozenset[str]:
    """The words of ``text`` lower-cased, without accents."""
    return frozenset(re.findall(r"\w+", folded(text).lower()))


def _does(words: list[tuple[str, int]], text: str) -> bool:
    """Does the question's subject do its act: "did/does/do/will" opens the question's
    clause and a verb follows the subject (``asked_verb``), no verb of receiving
    (``_RECEIVING``)?"""
    for index, (word, _) in enumerate(words):
        if word.lower() in AUXILIARIES:
            verb = asked_verb(words[index + 1 :], text)
            return word.lower() in _DOING and bool(verb) \
                and canonical_word(verb) not in _RECEIVING
    return False


_DOING = frozenset("did does do will".split())


def _event_words(words: list[tuple[str, int]], text: str) -> list[str]:
    """The question's words that name its event (module docstring), and the word before a
    "date" or "day" it asks for ("the go-live date", "the last order date"); a verb opening
    a relative clause after an event word is none (``_RELATIVES``)."""
    after_aux = next((i for i, (w, _) in enumerate(words) if w.lower() in AUXILIARIES), -1)
    verb = asked_verb(words[after_aux + 1 :], text) if after_aux >= 0 else ""
    found = []
    for index, (word, _) in enumerate(words):
        lower = word.lower()
        if lower in ("date", "day") and index and content(words[index - 1][0]):
            found.append(words[index - 1][0])
        if _modal_participle(words, index):
            found.append(words[index + 2][0])  # "was … allowed to fortify": the infinitive
        if (index and word[:1].isupper()) or not content(word) or "-" in word:
            continue
        if (found or verb) and words[index - 1][0].lower() in _RELATIVES:
            continue  # "the pig shot on San Juan Island that started the Pig War": "shot"
        term = canonical_word(lower)
        if term.startswith("#") or lower in PAST_FORMS or (
                len(lower) >= 5 and lower.endswith("ed")) or (
                len(lower) >= 6 and lower.endswith("ing")):
            found.append(word)
    if verb:
        found.append(verb)
    return found


_RELATIVES = frozenset(("that", "which", "who"))
"""Pronouns opening a relative clause: the verb right after one tells what the subject did
before or after, never the asked event, once the question has named one ("In what year was
the pig shot … that started the Pig War?" asks for the shooting)."""


def _modal_participle(words: list[tuple[str, int]], index: int) -> bool:
    """Is the word at ``index`` a participle of no event of its own ("allowed", a stop word)
    followed by "to" and a lower-case content word ("was Thornton Abbey allowed to fortify
    its gatehouse?")? The infinitive then names the event: the leave to fortify is dated by
    the fortifying, never by the abbey's other years."""
    if index + 2 >= len(words):
        return False
    lower, (to, _), (verb, _) = words[index][0].lower(), words[index + 1], words[index + 2]
    return lower.endswith("ed") and lower in STOPWORDS and to == "to" \
        and verb[:1].islower() and content(verb) and "-" not in verb
