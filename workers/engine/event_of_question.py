"""The event a *when* question asks about, read from the question alone (``asked_event``).

The question's event is its verb: a word of a predicate class ("born", "issued"), a past
participle ("named", "first issued"), a verb in "-ing" ("start supplying"), or the verb
after "did/does/do" and the subject ("did Roald Amundsen reach"), or the verb after a
stop-word participle and "to" ("was the abbey allowed to fortify"); a question with none
("On what date was Easter Sunday in 2024?") asks for the date of its named day, whose
name is then the event. Pure; memoised per question text.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from workers.engine.accents import folded
from workers.engine.class_rows import CLASS_SYNONYMS
from workers.engine.distractors import years_in
from workers.engine.phrasal_events import after_name, phrasal_terms
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


WORD = re.compile(r"[^\W\d_](?:[^\W\d_]|['’-])*")
"""A word: letters of any script ("Arsène" is one name), with apostrophes and hyphens."""
_AUXILIARIES = frozenset("did does do will can could would should".split())
_DETERMINERS = frozenset("the a an its their his her this that these those".split())
_NOT_EVENT = frozenset(
    "first last ever originally initially currently still officially also "
    "finally actually".split())
"""Adverbs that modify the event ("first issued"), never name it."""
_TRANSFER = "receive get got gotten obtain grant award"
_SYNONYMS: tuple[frozenset[str], ...] = tuple(
    frozenset(canonical(stem(w)) for w in group.split()) for group in (
        "begin start commence", "end finish conclude cease", "reach arrive",
        "adopt join switch", _TRANSFER))
"""Event verbs that name one another's event ("When does the moot begin?" / "starting 26
August"), beside the predicate classes (``predicate_words.CLASSES``). A transfer is one event
from either side: "When did the guild receive its charter?" is answered by "the king granted
the guild its charter in 1391" and "the guild got its charter in 1391"."""
_RECEIVING = frozenset(canonical(stem(w)) for w in "receive get obtain".split())
"""Verbs whose subject undergoes the transfer, as a passive's does ("did the guild receive its
charter?" reads like "was the guild granted …"): a giver acting on it tells the same event."""


OCCURRENCES = frozenset(canonical(stem(w)) for w in (
    "race regatta match game tournament championship contest election festival concert "
    "ceremony expedition voyage summit congress conference").split())
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
    named = _event_words(words, text)
    terms = {canonical_word(w) for w in named}
    terms |= {canonical_word(p) for w in named for p in w.split("-") if len(p) >= 4}
    if not terms:  # "On what date was Easter Sunday in 2024?": the named day is the event
        terms = {canonical_word(w) for w, at in words[1:]
                 if w[:1].isupper() and w.lower() not in STOPWORDS}
    terms = {t for t in terms if len(t) > 1}
    if terms:
        terms |= phrasal_terms(text)  # "did Ada's atlas go on sale?": "first sold", "released"
    terms |= {s for t in terms for group in _SYNONYMS if t in group for s in group}
    terms |= {s for t in terms for s in _CLASS_SYNONYMS.get(t, ())}
    own = frozenset(canonical_word(w) for w, _ in words if _content(w))
    if terms and own & OCCURRENCES:
        terms |= (own & OCCURRENCES) | _HELD
    return Event(frozenset(terms), years_in(text), own, close, tie, doer=_does(words, text),
                 spelled=_spelled(text), removed=removed_from(text)) \
        if terms or not tie else None


def _spelled(text: str) -> frozenset[str]:
    """The words of ``text`` lower-cased, without accents."""
    return frozenset(re.findall(r"\w+", folded(text).lower()))


def _does(words: list[tuple[str, int]], text: str) -> bool:
    """Does the question's subject do its act: "did/does/do/will" opens the question's
    clause and a verb follows the subject (``_verb_after``), no verb of receiving
    (``_RECEIVING``)?"""
    for index, (word, _) in enumerate(words):
        if word.lower() in _AUXILIARIES:
            verb = _asked_verb(words[index + 1 :], text)
            return word.lower() in _DOING and bool(verb) \
                and canonical_word(verb) not in _RECEIVING
    return False


_DOING = frozenset("did does do will".split())


def _event_words(words: list[tuple[str, int]], text: str) -> list[str]:
    """The question's words that name its event (module docstring), and the word before a
    "date" or "day" it asks for ("the go-live date", "the last order date")."""
    found = []
    after_aux = -1
    for index, (word, _) in enumerate(words):
        lower = word.lower()
        if lower in _AUXILIARIES and after_aux < 0:
            after_aux = index
        if lower in ("date", "day") and index and _content(words[index - 1][0]):
            found.append(words[index - 1][0])
        if _modal_participle(words, index):
            found.append(words[index + 2][0])  # "was … allowed to fortify": the infinitive
        if (index and word[:1].isupper()) or not _content(word) or "-" in word:
            continue
        term = canonical_word(lower)
        if term.startswith("#") or lower in PAST_FORMS or (
                len(lower) >= 5 and lower.endswith("ed")) or (
                len(lower) >= 6 and lower.endswith("ing")):
            found.append(word)
    if after_aux >= 0:
        verb = _asked_verb(words[after_aux + 1 :], text)
        if verb:
            found.append(verb)
    return found


def _modal_participle(words: list[tuple[str, int]], index: int) -> bool:
    """Is the word at ``index`` a participle of no event of its own ("allowed", a stop word)
    followed by "to" and a lower-case content word ("was Thornton Abbey allowed to fortify
    its gatehouse?")? The infinitive then names the event: the leave to fortify is dated by
    the fortifying, never by the abbey's other years."""
    if index + 2 >= len(words):
        return False
    lower, (to, _), (verb, _) = words[index][0].lower(), words[index + 1], words[index + 2]
    return lower.endswith("ed") and lower in STOPWORDS and to == "to" \
        and verb[:1].islower() and _content(verb) and "-" not in verb


def _content(word: str) -> bool:
    """Is ``word`` a content word (no function word, no adverb of the event)?"""
    lower = word.lower()
    return lower not in STOPWORDS and lower not in _NOT_EVENT and lower not in _DETERMINERS \
        and lower not in ("date", "day", "what", "which", "when")


_NOUN_ENDINGS = ("ment", "tion", "sion", "ness", "ity", "ance", "ence", "ship")
_PREPOSITIONS = frozenset(
    "across along around through towards toward aboard beyond against among behind beneath "
    "beside near via".split())
"""Prepositions that are no stop word: never the question's verb, and a verb before them
("did Ada Lund swim across the Solent?")."""
_FOLLOWERS = frozenset(
    "the a an its their his her this that off past to in on at for from into over out up "
    "down by with after before live".split()) | _PREPOSITIONS
"""Words after which the word before is a verb ("reach the", "go off", "fly past", "go
live"); a question's end, a capitalised word or an "-ing" verb do the same."""


_STOP_VERBS = frozenset({"make", "get"})
"""Light verbs, stop words, that are the event's verb only when no other word after the
subject is one ("did Ada Moser make the first Brezel?"): their object names the event where
it can ("did Lund make his radio broadcast …" asks for the broadcast)."""


def _asked_verb(words: list[tuple[str, int]], text: str) -> str:
    """``_verb_after``, or with none, a light verb (``_STOP_VERBS``) whose object holds no
    lower-case content word, only names ("make the first Weißwurst"): a common noun there
    ("make his record break of …") names the event better than the light verb does."""
    verb = _verb_after(words, text)
    if verb:
        return verb
    light = _verb_after(words, text, light=True)
    if not light:
        return ""
    after = next(i for i, (w, _) in enumerate(words) if w == light) + 1
    return "" if any(_content(w) and w[:1].islower() for w, _ in words[after:]) else light


def _verb_after(words: list[tuple[str, int]], text: str, *, light: bool = False) -> str:
    """The verb after "did"/"does" and the subject's noun phrase: after the phrase's first
    word, the first lower-case word that is no plural, no "-ment"/"-tion" noun and no
    compound, and that a determiner, a particle, a name, an "-ing" verb or the question's
    end follows ("did the Calder Hall reactors start supplying", "does the Q4 code freeze
    start?", "do Russian Orthodox Christians celebrate Christmas", "did the US go off")."""
    object_verb = _verb_before_object(words, text) or _verb_after_apposition(words, text)
    if object_verb:
        return object_verb
    started = False
    for index, (word, at) in enumerate(words):
        lower = word.lower()
        if not started:
            if _content(word):
                started = True
            continue
        if lower in _LIGHT_VERBS and _after_adverb(words, index):
            return word  # "did Joseph Steinwand first make Colby cheese?": "make" is the verb
        if word[:1].isupper() or not (_content(word) or (light and lower in _STOP_VERBS)) \
                or "-" in word or lower in _PREPOSITIONS \
                or lower.endswith(_NOUN_ENDINGS) or (
                lower.endswith("s") and not lower.endswith("ss") and len(lower) > 3):
            continue
        if index + 1 == len(words) or text[at + len(word):].lstrip()[:1] in ("?", ""):
            return word
        follower = words[index + 1][0]
        if _placed_noun(words[index + 1 :], text):
            continue  # "did the Rammelsberg mine in Goslar close?": the mine, placed
        if follower[:1].isupper() and not after_name(words, index) \
                and _verb_past_name(words[index + 1 :], text):
            continue  # "did George Garrett's submarine Resurgam sink?": the noun names it
        if follower.lower() in _PLACE_PREPOSITIONS and (final := _final_verb(words, text)):
            return final  # "did the Lawrence textile strike in Massachusetts begin?"
        if follower[:1].isupper() or follower.lower() in _FOLLOWERS \
                or follower.lower().endswith("ing"):
            return word
    return ""


def _placed_noun(words: list[tuple[str, int]], text: str) -> bool:
    """Do ``words`` (after a candidate verb) read "in"/"at"/"near" and a name, then one
    lower-case word that ends the question ("mine in Goslar close?")? That last word is the
    verb, and the candidate a noun its place qualifies."""
    if len(words) < 3 or words[0][0] not in ("in", "at", "near"):
        return False
    rest = words[1:]
    names = 0
    while names < len(rest) and rest[names][0][:1].isupper():
        names += 1
    if names == 0 or names + 1 != len(rest):
        return False
    last, at = rest[-1]
    return _content(last) and text[at + len(last):].lstrip()[:1] in ("?", "")


_PLACE_PREPOSITIONS = frozenset("in on at for from into over by with after before to".split())


def _final_verb(words: list[tuple[str, int]], text: str) -> str:
    """The question's last word when it is an event verb (one of ``_SYNONYMS`` or of a
    predicate class) right after a capitalised word and the question ends on it: a subject
    whose noun phrase holds a place ("did the Lawrence textile strike in Massachusetts
    begin?") ends on the name, and the bare verb after it is the question's, not the noun
    before the preposition; "" otherwise."""
    if len(words) < 2:
        return ""
    (before, _), (word, at) = words[-2], words[-1]
    if not before[:1].isupper() or not word.islower() \
            or text[at + len(word):].strip() not in ("?", ""):
        return ""
    term = canonical_word(word)
    return word if term.startswith("#") or any(term in group for group in _SYNONYMS) else ""


def _verb_before_object(words: list[tuple[str, int]], text: str) -> str:
    """The verb of a question whose subject is a name of two or more capitalised words and
    whose last two words are lower-case: a verb and its bare object ("did Ada Moss patent
    linoleum?" asks about patenting, not linoleum). A subject opening on a determiner or on
    one capitalised word, or a possessive name ("did the Q4 code freeze start?", "did Leeds'
    Kirkgate market close?"), may go on with lower-case nouns, so it reads nothing here;
    nor does a verb word that is no content word ("last erupt")."""
    names = 0
    while names < len(words) and words[names][0][:1].isupper():
        names += 1
    rest = words[names:]
    if names < 2 or len(rest) != 2 or any(
            w.endswith(("'", "’", "'s", "’s")) for w, _ in words[:names]):
        return ""
    if text[rest[1][1] + len(rest[1][0]):].lstrip()[:1] not in ("?", ""):
        return ""
    verb = rest[0][0]
    if not verb.islower() or not _content(verb) or "-" in verb \
            or verb.endswith(_NOUN_ENDINGS) or (verb.endswith("s") and not verb.endswith("ss")):
        return ""
    return verb if rest[1][0].islower() and _content(rest[1][0]) else ""


_LIGHT_VERBS = frozenset("make get follow apply allow let".split())
"""The verbs among the stopwords (``terms.STOPWORDS``), which the subject's phrase would
otherwise pass over: after an event adverb, the question's verb. A content verb there is
left to the reading below (its object's words may name the event better: "first swim 100
metres freestyle in under a minute")."""


def _after_adverb(words: list[tuple[str, int]], index: int) -> bool:
    """Does an adverb of the event ("first", "originally": ``_NOT_EVENT``) stand right
    before the word at ``index``, itself after a word of the subject, not after a determiner
    or a possessive? Then it modifies a verb ("Steinwand first make"); after "the", "a" or
    "Ada's" it is an adjective of the subject's noun ("the first ferry service")."""
    if index < 2 or words[index - 1][0].lower() not in _NOT_EVENT:
        return False
    before = words[index - 2][0]
    return before.lower() not in _DETERMINERS and before.lower() not in _AUXILIARIES \
        and not before.endswith(("'", "’", "'s", "’s"))


def _verb_after_apposition(words: list[tuple[str, int]], text: str) -> str:
    """The question's last word when a comma closes the subject right before it and the
    question ends on it ("did the first ferry service to Skellan Holm, the largest island of
    the Brack Sea, start?"): an apposition's closing comma leaves the bare verb, whatever
    prepositions ("service to") the subject's phrase holds; "" otherwise."""
    if len(words) < 2:
        return ""
    word, at = words[-1]
    between = text[words[-2][1] + len(words[-2][0]) : at]
    if between.strip() != "," or text[at + len(word):].strip() not in ("?", ""):
        return ""
    lower = word.lower()
    if not word.islower() or not _content(word) or "-" in word \
            or lower.endswith(_NOUN_ENDINGS) or (lower.endswith("s") and not lower.endswith("ss")):
        return ""
    return word


def _verb_past_name(words: list[tuple[str, int]], text: str) -> bool:
    """Does a name (a run of capitalised words, none possessive) that opens ``words`` stand
    in apposition to the word before it, with the question's verb right after it, as its
    last word ("submarine Resurgam sink?") or before a determiner or particle ("parasol maker
    Hesketh & Vane receive its royal warrant?")? A possessive name owns what follows ("discover
    Neptune's moon Nereid"), and a plural after it is a noun ("introduce ZIP codes?")."""
    for index, (word, at) in enumerate(words):
        if word[:1].isupper():
            if word.lower().endswith(("'s", "’s", "'", "’")):
                return False
            continue
        lower = word.lower()
        if lower in _NOT_EVENT and index:
            continue  # "strip Pennywhistle Lane first appear in …": the adverb before the verb
        ends = index + 1 == len(words) and text[at + len(word):].lstrip()[:1] in ("?", "")
        objected = index > 0 and index + 1 < len(words) \
            and words[index + 1][0].lower() in _FOLLOWERS
        return (ends or objected) \
            and _content(word) and "-" not in word and not lower.endswith(_NOUN_ENDINGS) \
            and not (lower.endswith("s") and not lower.endswith("ss"))
    return False
