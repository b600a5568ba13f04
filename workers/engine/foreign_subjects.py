"""A sentence whose subject is a thing the question never names: its values are that thing's.

"How long before arrival must the booster have been given?" is not answered by "Flea
treatment must be applied within 7 days before arrival", nor "How long do passengers have to
claim?" by "Season ticket holders may claim for up to 6 months of delays": the sentence opens
on a noun phrase of its own, two to four content words ("Flea treatment", "Season ticket
holders", "the taxi pick-up service") right before its verb, and not one of those words is a
word of the question. Such a subject is another thing than the one asked about, though the
sentence shares the question's other words ("arrival", "claim").

A page's dateline before "·" ("Updated 05/2025 · Brass taps …") is read past. A
participle's phrase of one to three words between a subject of two or three words and its
modal ("Brass taps sold as lead-free may contain …") describes the subject: only the
subject's words are its own. A year after "of" or "from" between the subject and its verb
("The Big Maple Leaf of 2007 weighs …") tells which one of its kind the subject is: it is
read as the subject's, never as a value before the verb.

The verb is told by its shape, never by a list of sentences: a modal or a form of "be" or
"have" ("must", "may", "is", "has"), an "-ly" adverb before a word ("usually get"), an
irregular past right before "for", "about" … or the value ("ran for 28 seconds"), or, after
a singular head, a word with a verb's "-s" ending ("the service goes", "a target stays").
A subject word that is a stop word, a possessive ("Tchaikovsky's ballet" may be the
question's "Swan Lake") or names an attribute ("fee", "warranty") keeps the sentence on the
question's topic, as does any value before the verb; but a possessive right after "a" or
"an" ("A ship's log glass ran …") is any owner of the kind, no name of the question's thing:
its word is the subject's own. The caller reads it only for a question asking a measure, an
amount or a duration (or with no answer slot): a name or a date may be told by a subject in
other words.
A subject of two or three words may be qualified by a prepositional phrase before its verb
("Court wipe-down between sessions takes …", "Scaffold hire for ridge jobs is …"): only the
words before the preposition are its own. After a plural head, a bare verb right before an
article is a verb ("Potted orchids carry a 30-day guarantee"), unless the question writes it
("Corporate clients pay the final invoice" for when to pay it: they may be the asker).
A subject whose active verb takes the question's named thing as its object ("A Cologne court
sentences the forger Wolfgang Beltracchi to six years") is an agent acting on the asked thing,
and the sentence stays the question's (``agent_objects``).
Invariant: a sentence whose opening subject writes one word of the question is never set
aside, and a sentence with no such opening is never read further.

Pure; the question's words are memoised per query.
"""

from __future__ import annotations

import re

from workers.engine.agent_objects import acts_on_asked
from workers.engine.predicates import PAST_FORMS
from workers.engine.query_memo import per_query
from workers.engine.terms import STOPWORDS, attribute_named, stem
from workers.engine.text_memo import per_text

SALUTATION_AND_NUMBER = (
    r"(?:(?:hi|hello|dear|hey)[^\S\n]+(?:[\w'.-]+[^\S\n]+){0,2}[\w'.-]+,[^\S\n]+)?"
    r"(?:[A-Z]{0,3}-?\d+(?:\.\d+)*[^\S\n]+)?")
"""What may open a sentence before its subject (a pattern, to be compiled case-blind): a
mail's salutation ("Hello Sam, ", "Hi Carl, ") and a section or clause number ("4.2 ")."""
_OPENING = re.compile(
    rf"(?:[^·•\n]{{1,30}}[·•][^\S\n]*)?{SALUTATION_AND_NUMBER}"
    r"(?:(?:the|(?P<some>a|an))[^\S\n]+)?"
    r"(?P<words>(?:[A-Za-z][A-Za-z'-]*(?:[^\S\n]+|$)){3,6})", re.IGNORECASE)
"""A sentence's opening: a mail's salutation ("Hello Sam, "), a section number and an
article, then up to six plain words."""
_DATED = re.compile(
    r"(?<=[A-Za-z])[^\S\n]+(?:of|from)[^\S\n]+(?P<year>(?:1[5-9]|20)\d\d)(?=[^\S\n]+[A-Za-z])")
"""A year naming which one of its kind the subject is ("The Big Maple Leaf of 2007 weighs
…"): read as part of the subject, never as a value before its verb."""
_PLAIN = re.compile(r"[A-Za-z][A-Za-z'-]*")
"""A plain word, as ``_OPENING`` reads them."""
_PREPOSITIONS = frozenset("for between without with to in on at after during".split())
"""Prepositions that open a phrase qualifying a subject ("Court wipe-down between sessions")."""
_ARTICLES = frozenset("a an the".split())
_MODALS = frozenset("must may can will shall should could would might".split())
_AUXILIARY = frozenset(
    "must may can will shall should could would might is are was were has have had".split())
_WORD = re.compile(r"[a-z0-9]+")
_POSSESSIVE = re.compile(r"(?:'s|’s|s')$")
_SPAN_WORDS = frozenset("for about around nearly almost over".split())
"""What may stand between an irregular past and the value it states ("ran for 28 seconds"):
such a past is the subject's verb; before other words ("Zinc gutters sold as …") it may be a
participle describing the subject."""
_TOKEN = re.compile(r"\S+")


@per_query
def _question_words(query: str) -> frozenset[str]:
    """Stems of every word the question writes."""
    return frozenset(stem(w) for w in _WORD.findall(query.lower()))


def foreign_subject(snippet: str, query: str, first_value: int) -> str:
    """``"subject:<head>"`` when ``snippet`` opens on a subject of two to four content words,
    none of them a word of ``query``, right before its verb and before ``first_value`` (an
    offset in the snippet); "" otherwise."""
    opening = _opening(snippet)
    if opening is None:
        return ""
    end, kept, stems, head, year = opening
    if (end > first_value and first_value != year) or not kept \
            or not stems.isdisjoint(_question_words(query)):
        return ""  # past the value, or a subject word of the question's
    if acts_on_asked(snippet, end, query):
        return ""  # "A Cologne court sentences the forger Ada Vale to six years"
    return head


@per_text
def _opening(snippet: str) -> tuple[int, bool, frozenset[str], str, int] | None:
    """``_subject_at``'s opening of ``snippet``, with the offset of a year of the subject's
    own (``_DATED``, before its verb) read past, or -1 when it has none."""
    dated = _DATED.search(snippet, 0, 80)
    if dated is not None:
        masked = snippet[:dated.start()] + " " * (dated.end() - dated.start()) \
            + snippet[dated.end():]
        opening = _subject_at(masked)
        if opening is not None and opening[0] > dated.end():
            return (*opening, dated.start("year"))
    opening = _subject_at(snippet)
    return None if opening is None else (*opening, -1)


def _subject_at(snippet: str) -> tuple[int, bool, frozenset[str], str] | None:
    """A snippet's opening subject, read without the question (a memo: sentences recur
    across events): the offset just past its verb; whether no subject word keeps any
    question on topic (a stop word, an attribute's name, a possessive: ``always_of_question``);
    the stems a question's word would have to match (``subject_stems``); the ``"subject:<head>"``
    answer. None when it opens on no subject before a verb."""
    found = _OPENING.match(snippet)
    if found is None:
        return None
    words, run = found.group("words").split(), _plain_words(snippet[found.start("words"):])
    size = verb = _verb_at(words)
    if size is None or any(w.lower() in _PREPOSITIONS for w in words[:size]):
        qualified = _prepositional(run)
        if qualified[0] is not None:
            size, verb = qualified
    if size is None:
        size, verb = _reduced_relative(words)
    if size is None or verb is None:
        return None
    end = found.start("words") + _end(snippet[found.start("words"):], verb)
    lowered = [w.lower().strip("'-") for w in words[:size]]
    some = found.group("some") is not None  # "A ship's log glass": any ship's, no name's
    kept = not any(always_of_question(w) and not (some and i == 0 and _POSSESSIVE.search(w))
                   for i, w in enumerate(lowered))
    lowered = [_POSSESSIVE.sub("", w) for w in lowered]
    stems = frozenset(s for w in lowered for s in subject_stems(w))
    said = run[verb].lower() if verb < len(run) else ""
    if said and said not in _AUXILIARY and not said.endswith(("s", "ly")):
        stems |= {stem(said)}  # a bare verb the question writes: its doer may be the asker
    return end, kept, stems, f"subject:{stem(words[size - 1].lower())}"


def _verb_at(words: list[str]) -> int | None:
    """Index of the verb after a subject of two to four words: the first modal, form of
    "be"/"have" or "-ly" adverb before a word; else the first "-s" word after a singular
    noun (no "-ed" or "-ing" form: "Give affected customers" opens on no subject); None when
    there is none."""
    reach = range(2, min(4, len(words) - 1) + 1)
    for size in reach:
        lowered = words[size].lower()
        if lowered in _AUXILIARY or (lowered.endswith("ly") and len(lowered) > 4) \
                or (lowered in PAST_FORMS and (size + 1 == len(words)
                                               or words[size + 1].lower() in _SPAN_WORDS)):
            return size
    for size in reach:
        lowered, head = words[size].lower(), words[size - 1].lower()
        if not head.endswith(("s", "ed", "ing")) and lowered.endswith("s") \
                and lowered not in STOPWORDS \
                and not lowered.endswith(("ss", "us", "is")):
            return size
        if _plural_verb(words, size):
            return size
    return None


def _plain_words(text: str) -> list[str]:
    """The run of up to nine plain words ``text`` opens on (the line's end stops it)."""
    words: list[str] = []
    for token in text.split("\n", 1)[0].split()[:9]:
        if _PLAIN.fullmatch(token) is None:
            break
        words.append(token)
    return words


def _plural(lowered: str) -> bool:
    """Is ``lowered`` a plural noun by its shape ("orchids", not "glass", "bonus")?"""
    return len(lowered) > 3 and lowered.endswith("s") \
        and not lowered.endswith(("ss", "us", "is", "'s"))


def _plural_verb(words: list[str], at: int) -> bool:
    """Is ``words[at]`` a bare verb after a plural head, told by an article right after it
    ("Potted orchids carry a 30-day guarantee")?"""
    if at + 1 >= len(words) or words[at + 1].lower() not in _ARTICLES:
        return False
    verb = words[at].lower()
    return _plural(words[at - 1].lower()) and verb not in STOPWORDS \
        and not verb.endswith(("s", "ed", "ing", "ly"))


def _prepositional(words: list[str]) -> tuple[int | None, int | None]:
    """The subject's size and its verb's index when two or three words and a prepositional
    phrase of one to four words come before the verb ("Court wipe-down between sessions
    takes …", "Scaffold hire for ridge jobs is …", "Single repairs without a full service
    carry a …"): the phrase qualifies the subject, and only the subject's words are its own.
    The verb is a modal or a form of "be"/"have", an "-s" word after a singular subject, or
    a bare verb after a plural one before an article; never the word right after the
    preposition or an article."""
    for size in (2, 3):
        if size + 2 >= len(words) or words[size].lower() not in _PREPOSITIONS \
                or any(w.lower() in _AUXILIARY or w.lower() in _PREPOSITIONS
                       for w in words[:size]):
            continue
        head = words[size - 1].lower()
        for verb in range(size + 2, min(size + 5, len(words))):
            lowered, before = words[verb].lower(), words[verb - 1].lower()
            if lowered in _AUXILIARY:
                return size, verb
            if before in _ARTICLES or before in _PREPOSITIONS:
                continue
            if (not _plural(head) and lowered.endswith("s") and lowered not in STOPWORDS
                    and not lowered.endswith(("ss", "us", "is"))) \
                    or (_plural(head) and _plural_verb([*words[:verb - 1], head,
                                                        *words[verb:]], verb)):
                return size, verb
        return None, None
    return None, None


def _reduced_relative(words: list[str]) -> tuple[int | None, int | None]:
    """The subject's size and the modal's index when two or three words, a participle and one
    to three words after it come before a modal ("Brass taps sold as lead-free may …"): the
    participle's phrase describes the subject, and only the subject's words are its own."""
    for size in (2, 3):
        if size + 2 >= len(words) or not _participle(words[size].lower()):
            continue
        for verb in range(size + 2, min(size + 4, len(words) - 1) + 1):
            if words[verb].lower() in _MODALS:
                return size, verb
    return None, None


def _participle(lowered: str) -> bool:
    """Is ``lowered`` a past participle ("sold", "fitted"), never a form of "be"/"have"?"""
    return lowered not in _AUXILIARY and (lowered in PAST_FORMS or (
        len(lowered) > 4 and lowered.endswith("ed") and not lowered.endswith("eed")))


def _end(words: str, size: int) -> int:
    """Offset in ``words`` just past its word ``size`` (the verb)."""
    return [m.end() for m in _TOKEN.finditer(words)][size]


def always_of_question(lowered: str) -> bool:
    """Does a subject word (lower case, stripped) keep the sentence on any question: a
    possessive (an owner's thing, "Tchaikovsky's ballet", may be the question's), a stop
    word or an attribute's name?"""
    return lowered.endswith(("'s", "’s", "s'")) or lowered in STOPWORDS \
        or attribute_named(lowered)


def subject_stems(lowered: str) -> tuple[str, ...]:
    """The stems a question's word may match a subject word by: its own and each part's of a
    hyphened word, and for a verb form that doubles its last consonant before "-ed" or
    "-ing" ("cancelled", "travelling", "planned") also the stem without the doubling, so
    "Cancelled bookings are …" is the question's "cancel" (``undoubled``)."""
    own = (stem(lowered), *(stem(part) for part in lowered.split("-") if part))
    return (*own, *undoubled(lowered))


_DOUBLED = re.compile(r"[a-z]*?([bdgklmnprtz])\1(?:ed|ing)")
"""A verb form that doubles its last consonant before its ending ("cancelled", "stopped",
"travelling"): British English doubles a final "l", and every English spelling a final
consonant after a short stressed vowel."""


def undoubled(lowered: str) -> tuple[str, ...]:
    """The stem of ``lowered`` with its doubled last consonant written once ("cancelled" →
    "cancel", "planned" → "plan"), or () when it doubles none ("called" keeps "call" as its
    own stem and adds "cal", which no question's word stems to unless it writes it)."""
    if _DOUBLED.fullmatch(lowered) is None:
        return ()
    own = stem(lowered)
    return (own[:-1],) if len(own) > 3 and own[-1] == own[-2] else ()
