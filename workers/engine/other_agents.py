"""A clause whose subject is another named person or body than the question's named subject.

"In what year did Gabriela Mistral win the Nobel Prize?" is not answered by "Pablo Neruda
won in 1971", nor "How high does the Strépy-Thieu lift raise boats?" by "The Falkirk Wheel
lifts boats 24 metres": the value belongs to the clause's own subject. A question names its
subject by the capitalised words right after its auxiliary ("did Gabriela Mistral", "does
the Strépy-Thieu"). A clause that opens (at a sentence start or after a clause mark) with
two to four capitalised words (after an optional "The"), none of which the question writes,
followed by a verb (a past form in "-ed" or an irregular past, "is/was/has/had", or a
present in "-s"; never a verb that reports a source, "The Annals give …"), has another
subject; when the sentence writes no word of the question's subject (in any case) and none
of its other capitalised names (as capitalised; accents aside), its values are that other
subject's. A sentence that opens on one to four capitalised words set off by an aside between
commas before such a verb ("Akebono, at 2.03 m, was the tallest yokozuna, weighing 235 kg" for
Konishiki; "Serial, the spin-off podcast, launched in 2014") has that subject too: the aside
is an appositive (it may hold the first value; the name stands before it). A sentence naming
the question's thing ("Nicolas Rolin founded the Hôtel-Dieu in 1443"), and a one-word opening
right before its verb (any sentence may open on a capital), are never read here; but one
capitalised word opening a clause that a comma and a conjunction join ("Robert the Bruce is
buried next door, and Carnegie was born in the town in 1835" for Charles I) is a name, as no
sentence starts there, when no digit stands before that clause ("It opened in 1955, and
Flipper was filmed there" keeps its year). A reflexive between the name and its verb
("Harlow College itself was chartered in …") is read past.

The name may say where it stands before its verb ("The Dragon Hole in the South China Sea is
…"), or be one capitalised word after "The" with the lower-case words of its kind ("The Wilton
carpet factory in Wiltshire bought …"; no adjective of origin: "The English mill"). It may
share a place with the subject's name ("The New Art Gallery Walsall, on the canal basin,
opened …" for the Walsall Leather Museum) when it writes a word of its own, no question word
but the subject's, and not the subject's last word (its head: "Pawtucket's Slater Mill" is
Samuel Slater's); the subject's words are then looked for outside the name. A question's other
name written only as the owner of a thing the question never writes ("Axminster's looms" for
an Axminster carpet) keeps no sentence. The subject's words other than its head are looked for
capitalised only ("a daily" is a kind of paper, no mention of the Yale Daily News; "the museum"
is the Walsall Leather Museum). A name whose head is a word the question writes in lower case
only, with a word of its own and no capitalised word of the question ("The Hunt-Lenox Globe"
for Martin Behaim's Erdapfel globe), is another thing of that kind, as is one to three
lower-case words ending on such a word owned by another name ("Ohio's swallowtail state flag,
adopted in 1902, is …" for Nepal's flag). Invariant: a sentence
writing, outside its opening name, a word of the question's subject (its head in any case, its
other words capitalised) is never read as another's. Pure.
"""

from __future__ import annotations

import re
from itertools import chain, takewhile

from workers.engine.accents import folded
from workers.engine.calendar_names import calendar_name
from workers.engine.predicates import PAST_FORMS
from workers.engine.query_memo import per_query
from workers.engine.terms import STOPWORDS

_CAP = r"[A-Z][a-z][\w'’.-]*"
_QUESTION_SUBJECT = re.compile(
    rf"\b(?:did|does|do|was|were|is|are|has|have|had)\s+(?:the\s+)?((?:{_CAP}\s+){{0,3}}{_CAP})")
"""The capitalised words right after a question's auxiliary: its named subject."""
_QUESTION_NAME = re.compile(r"(?<=\s)[A-Z][\w'’-]+")
"""A capitalised word of the question past its first word."""
_OPENS = r"(?:^|(?<=[.;:!?—–·|])[^\S\n]*|(?<=[.;:!?][)\"”])[^\S\n]*)"
_PLACED = (rf"(?:[^\S\n]+(?:in|on|at|near|off)[^\S\n]+(?:the[^\S\n]+)?"
           rf"(?:{_CAP}[^\S\n]+){{0,3}}{_CAP})?")
"""Where the named thing stands, between its name and its verb ("in the South China Sea")."""
_SELF = r"(?:[^\S\n]+(?:itself|himself|herself|themselves))?"
"""A reflexive stressing the name before its verb ("Harlow College itself was chartered …"):
read past, the verb after it is the name's."""
_CLAUSE_SUBJECT = re.compile(
    rf"{_OPENS}(?:The[^\S\n]+|the[^\S\n]+(?:whole|entire)[^\S\n]+)?"
    rf"((?:{_CAP}[^\S\n]+){{1,3}}{_CAP}){_PLACED}{_SELF}"
    r"[^\S\n]+([a-z]+)\b")
"""A clause opening on two to four capitalised words (perhaps after "the whole": "— the whole
Berlin Wall ran …"), where the thing stands (perhaps a reflexive, ``_SELF``), and the word
after them."""
_KIND_SUBJECT = re.compile(
    rf"{_OPENS}The[^\S\n]+({_CAP}(?<!an|se|sh|ic|ch))"
    r"((?:[^\S\n]+(?!(?:is|was|are|were|has|had|and|the|for|with|from)\b)[a-z]{3,}){1,2})"
    rf"{_PLACED}"
    r"[^\S\n]+([a-z]+)\b")
"""A clause opening on "The", one capitalised name (no adjective of origin: "English",
"Roman"), one or two lower-case words naming its kind, where it stands and the word after
them ("The Wilton carpet factory in Wiltshire bought …")."""
_APPOSED_SUBJECT = re.compile(
    rf"(?:^|(?<=[.;:!?—–·|])[^\S\n]*)(?:The[^\S\n]+)?((?:{_CAP}[^\S\n]+){{0,3}}{_CAP})"
    r"[^\S\n]*,(?:[^,.;:!?()\n]|(?<=\d)\.(?=\d)){2,60},[^\S\n]+([a-z]+)\b")
"""A sentence opening on one to four capitalised words, an aside set between commas and the
word after it ("Akebono, at 2.03 m, was …", "Serial, the spin-off podcast, launched …")."""
_OWNED_SUBJECT = re.compile(
    rf"{_OPENS}((?:{_CAP}[^\S\n]+){{0,2}}{_CAP})['’]s"
    r"((?:[^\S\n]+(?!(?:is|was|are|were|has|had|have)\b)[a-z][a-z-]*){1,3})"
    r"(?:[^\S\n]*,(?:[^,.;:!?()\n]|(?<=\d)\.(?=\d)){2,60},)?[^\S\n]+([a-z]+)\b")
"""A sentence opening on a possessive name, one to three lower-case words it owns, perhaps an
aside between commas, and the word after them ("Ohio's swallowtail state flag, adopted in
1902, is …"): the owned thing is the name's."""
_JOINED_SUBJECT = re.compile(
    rf"(?<=,)[^\S\n]+(?:and|but|while|whereas)[^\S\n]+({_CAP}){_SELF}[^\S\n]+([a-z]+)\b")
"""A clause joined by a comma and a conjunction that opens on one capitalised word and the
word after it ("…, and Carnegie was born …"): no sentence starts there, so the capital is a
name's."""
_DIGIT = re.compile(r"\d")
_BE_HAVE = frozenset("is was has had".split())
_PRESENT = re.compile(r"[a-z]{2,}[^su]s")
"""A verb's present in "-s" ("lifts", "holds"; never "-ss" or "-us": "across", "bonus")."""
_REPORTS = frozenset(
    """gives gave says said states stated reports reported records recorded notes noted lists
    listed puts claims claimed writes wrote suggests suggested estimates estimated dates dated
    cites cited mentions mentioned confirms confirmed""".split())
"""Verbs by which a source reports the answer: its clause still answers."""
_NOT_NAMES = frozenset(
    """The A An In On At For From By With This That These Those It Its Their His Her Our Your
    January February March April May June July August September October November December
    Monday Tuesday Wednesday Thursday Friday Saturday Sunday Q A""".split())


_ADVERBS = frozenset(
    """However Today Yesterday Tomorrow Meanwhile Then Now Later Still Also Yet Instead Overall
    Here There Since Once Again Besides Moreover Furthermore Nevertheless Thus Therefore Indeed
    Yes No Well Sure Sadly Luckily Honestly Anyway Apparently Eventually Initially""".split())
"""Words that open a sentence before an aside without naming anyone ("However, in 1988, …")."""


def _adverb(opening: str) -> bool:
    """Is a one-word opening a sentence adverb ("However", "Originally"), no name?"""
    return " " not in opening and (opening in _ADVERBS or opening.endswith("ly"))


@per_query
def _names(query: str) -> tuple[re.Pattern[str], re.Pattern[str] | None, str, frozenset[str],
                                str] | None:
    """A pattern for the question's named subject's words (any case), one for its other
    capitalised words (as written), without accents, the question folded to lower case, the
    subject's words and its last word (its head: a surname, a kind); None when the question
    names no subject after its auxiliary."""
    found = _QUESTION_SUBJECT.search(query)
    if found is None:
        return None
    said = [_plain(w) for w in found.group(1).split() if w not in _NOT_NAMES]
    words = sorted(set(said))
    names = sorted({folded(m.group(0).strip("'’").removesuffix("'s"))
                    for m in _QUESTION_NAME.finditer(query) if m.group(0) not in _NOT_NAMES
                    and not calendar_name(m.group(0))})  # "Christmas" is a time, no name
    if not words:
        return None
    subject = re.compile(rf"\b(?:{'|'.join(_as_said(w, said[-1]) for w in words)})\b")
    named = re.compile(rf"\b(?:{'|'.join(map(re.escape, names))})\b") if names else None
    return subject, named, folded(query).lower(), frozenset(words), said[-1]


def other_agent(snippet: str, query: str, until: int) -> str:
    """"rival:agent-<words>" when, before ``until``, a clause of ``snippet`` opens on another
    named subject and a verb, and the sentence writes, outside that name, no word of the
    question's subject (in any case) and none of its other capitalised names, and the name
    does not hold every word of the question's subject ("The New Art Gallery Walsall opened
    …" for the Walsall Leather Museum: a place both share); "" otherwise. The clause is looked
    for first: most sentences open on no such name, and the names are read only then."""
    asked = _names(query)
    if asked is None:
        return ""
    subject, named, question, words, head = asked
    apposed = (m for m in _APPOSED_SUBJECT.finditer(snippet)
               if m.end(1) <= until and not _adverb(m.group(1)))
    kinds = (m for m in _KIND_SUBJECT.finditer(snippet, 0, until)
             if folded(m.group(1)).lower() not in question)
    owned = (m for m in _OWNED_SUBJECT.finditer(snippet, 0, until)
             if m.group(2).split()[-1] in _kinds(query)[0])
    joined = _JOINED_SUBJECT.finditer(snippet, 0, min(until, _digit_at(snippet))) \
        if ", " in snippet else ()  # a value before the clause is the sentence's own
    for found in chain(_CLAUSE_SUBJECT.finditer(snippet, 0, until), apposed, kinds, owned,
                       joined):
        opening = found.group(1).split()
        verb = found.group(found.lastindex or 2)
        if opening[0] in _NOT_NAMES or verb in _REPORTS \
                or (any(_in(n, question) for n in opening)
                    and not _shares_a_place(opening, words, head, question)
                    and not _in_asked_place(opening, query, question)
                    and not _another_of_kind(opening, query)):
            continue
        if verb.endswith("ed") or verb in PAST_FORMS or verb in _BE_HAVE \
                or _PRESENT.fullmatch(verb):
            plain = folded(snippet[:found.start(1)] + " " + snippet[found.end(1):])
            if subject.search(plain) or (named is not None and _names_other(named, plain,
                                                                             question)):
                return ""
            return f"rival:agent-{'-'.join(n.lower() for n in opening)}"
    return ""


def _digit_at(snippet: str) -> int:
    """Where ``snippet``'s first digit stands (its length when it has none)."""
    found = _DIGIT.search(snippet)
    return found.start() if found else len(snippet)


def _as_said(word: str, head: str) -> str:
    """A pattern for a subject's word as a sentence names the subject by it: the head in any
    case ("the museum" for the Walsall Leather Museum), another word capitalised only ("a
    daily" is a kind of paper, no mention of the Yale Daily News)."""
    escaped = re.escape(word)
    return f"(?i:{escaped})" if word == head or not word[:1].isalpha() \
        else f"(?:{re.escape(word[0].upper())}(?i:{re.escape(word[1:])}))"


def _another_of_kind(opening: list[str], query: str) -> bool:
    """Is a name ``opening`` another thing of a kind the question writes in lower case only:
    its head is such a word and some word of it is no word of the question ("The Hunt-Lenox
    Globe" for Martin Behaim's Erdapfel globe)? A name writing a capitalised word of the
    question ("The Erdapfel Globe") is never another."""
    kinds, capitalised = _kinds(query)
    said = [_plain(n) for n in opening]
    return said[-1] in kinds and not capitalised.intersection(said) \
        and any(w not in kinds for w in said)


@per_query
def _kinds(query: str) -> tuple[frozenset[str], frozenset[str]]:
    """The question's words it writes in lower case only (its kinds: "globe"), and its
    capitalised words past the first (accent-free, lower case)."""
    capitalised = frozenset(_plain(m.group(0)) for m in _QUESTION_NAME.finditer(query))
    lowered = frozenset(w for w in re.findall(r"(?<![\w'’-])[a-z][\w-]*", folded(query))
                        if w not in capitalised)
    return lowered, capitalised


def _in(word: str, question: str) -> bool:
    """Does the (lower-cased, accent-free) question write the capitalised ``word``, as a
    word ("Hole" is no word of "sinkhole")?"""
    return re.search(rf"(?<![\w'’-]){re.escape(_plain(word))}(?![\w-])", question) is not None


def _plain(word: str) -> str:
    """A capitalised word as the subject's words are kept: accent-free, lower case, no
    possessive."""
    return folded(word.strip("'’.").removesuffix("'s").removesuffix("’s")).lower()


def _shares_a_place(opening: list[str], words: frozenset[str], head: str, question: str
                     ) -> bool:
    """Is a name ``opening`` that writes question words another thing sharing only a place
    with the question's subject: it writes some of the subject's ``words``, a word of its
    own, no other word of the question, and not the subject's ``head`` ("New Art Gallery
    Walsall" for the Walsall Leather Museum; never "Slater Mill" for Samuel Slater, nor
    "Brockwell Valley" for its railway)? Its own words do the naming."""
    held = {_plain(n) for n in opening}
    asked = [_in(n, question) for n in opening]
    return head not in held and bool(held & words) and not all(asked) and all(
        _plain(n) in words for n, a in zip(opening, asked, strict=True) if a)


_HEADING = re.compile(r"[^\S\n]*([^|\n]{2,60}?)[^\S\n]+\|")
"""A box's heading: the words before its first " | " ("El Tigre pyramid | Site: …")."""


def other_kind_heading(text: str, query: str) -> bool:
    """Does ``text`` open on a box headed by another thing of a kind the question writes in
    lower case ("El Tigre pyramid | Site: El Mirador | Height: about 55 m" for the La Danta
    pyramid): its heading is a proper name (capitalised words) and that kind, writes a word
    the question never writes, and the text writes none of the question's subject's words
    anywhere? Every value of such a box is that other thing's."""
    found = _HEADING.match(text)
    if found is None or (asked := _names(query)) is None:
        return False
    words = found.group(1).split()
    named = words[:-1]
    subject, _, question, _, _ = asked
    return bool(named) and all(_NAME_WORD.fullmatch(w) for w in named) \
        and words[-1] in _kinds(query)[0] and any(not _in(w, question) for w in named) \
        and subject.search(folded(text)) is None


_NAME_WORD = re.compile(r"[A-Z][\w'’-]*")
"""A word of a proper name: capitalised, no mark after it ("Rhodium plating, ring" is a row)."""


def _in_asked_place(opening: list[str], query: str, question: str) -> bool:
    """Is a name ``opening`` another thing of the place the question puts its subject in:
    every word of it the question writes is a word of that place (capitalised words after
    "in", "at", "near" or "on" past the subject: "Berlin" of "… the East Side Gallery in
    Berlin?"), and it writes a word of its own ("Berlin Wall")?"""
    places = _places(query)
    asked = [_plain(n) for n in opening if _in(n, question)]
    return bool(places) and bool(asked) and len(asked) < len(opening) \
        and all(word in places for word in asked)


_PLACE = re.compile(
    rf"\b(?:in|at|near|on)[^\S\n]+(?:the[^\S\n]+)?((?:{_CAP}[^\S\n]+){{0,2}}{_CAP})")


@per_query
def _places(query: str) -> frozenset[str]:
    """The words of the places ``query`` puts its subject in (after its named subject)."""
    found = _QUESTION_SUBJECT.search(query)
    after = found.end() if found is not None else 0
    return frozenset(_plain(w) for m in _PLACE.finditer(query, after) for w in m.group(1).split())


_OWNER = re.compile(r"[^\S\n]*['’]s((?:[^\S\n]+[a-z][a-z-]*){1,3})")
"""A possessive and up to three lower-case words after it: the owned noun phrase."""


def _names_other(named: re.Pattern[str], plain: str, question: str) -> bool:
    """Does ``plain`` write one of the question's other capitalised names, other than as the
    owner of a thing the question never writes ("Axminster's looms" for an Axminster
    carpet: another thing of the place's)? The owned thing is told by its head, the last
    word of the phrase before a stop word: "Tudor's ice supplier" is a supplier, another
    person, though the question writes "ice"."""
    for found in named.finditer(plain):
        owned = _OWNER.match(plain, found.end())
        if owned is None or _owned_head(owned.group(1)) in question:
            return True
    return False


def _owned_head(words: str) -> str:
    """The head of an owned phrase: its last word before the first stop word ("ice supplier
    and inventor" → "supplier"); its first word when that one is a stop word."""
    said = words.split()
    kept = list(takewhile(lambda w: w not in STOPWORDS, said))
    return kept[-1] if kept else said[0]
