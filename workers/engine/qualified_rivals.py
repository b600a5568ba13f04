"""Another thing of the question's class, told apart by its qualifier: "Belfry of Bruges"
for the belfry of Tournai, "eight bells" for seven, "Rievaulx, founded the same year, …".

A question may name its subject by a lower-case class word qualified by a proper name
("the belfry of Tournai", "the pulpit of Sant'Andrea", "the 1995 Congham championship") or by
a numeral ("an extent on seven bells"): ``other_named``. A lower-case noun right after the
question's auxiliary ("did the islanders pay … for the Isle of Gigha?") is its subject,
when no class word is qualified otherwise, qualified by the question's own names ("Gigha":
the name after a run's "of"; never a day, month or holiday). A sentence that, before its
first value, writes that class word qualified by a name none of whose words the question writes
("Belfry of Bruges: begun around 1240", "Yasaka Pagoda (Hōkan-ji), Kyoto: 46 m", "signed the
Pisa Baptistery pulpit …, finished by 1268") or by another numeral ("the extent on eight bells,
40,320 changes") is about another thing of that class. Invariant: a sentence writing a word of
the question's qualifying name ("Tō-ji pagoda"), or its numeral, before its value is never
read so; nor is a name in the possessive before the word (``kind_rivals`` reads it), a lone
capitalised word opening a clause before a lower-case class word ("Tall pagodas …"), a
determiner or a title, nor a name and its verb after an auxiliary ("does the Enterprise SLA
guarantee?").
Class words are compared as nouns, singular or plural, never by stem ("listing" is no "List").

A sentence opening on a name of its own (one to four capitalised words, none the question's)
and an apposition that gives it the question's own past verb ("Rievaulx, founded the same
year, began with twelve monks" for the monks who founded Fountains Abbey) is about another
thing that underwent the asked act: ``apposed_rival``.
Pure; the question's names are memoised per query, a sentence's word stems per text.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from workers.engine.accents import folded
from workers.engine.calendar_names import calendar_name
from workers.engine.name_words import PERSON_TITLES
from workers.engine.numbers import NUMBER_WORDS, parse_number
from workers.engine.query_memo import per_query
from workers.engine.subject_phrases import AUXILIARIES, FUNCTION_WORDS, REFERS_BACK
from workers.engine.terms import stem
from workers.engine.text_memo import per_text


def rival_label(words: Iterable[str]) -> str:
    """"rival:kind-<name>" of another thing named by ``words``: "rival:kind-bay-of-bengal"."""
    return f"rival:kind-{'-'.join(w.lower() for w in words)}"


def reads_qualified(query: str) -> bool:
    """Can ``other_named`` find anything for the question: a class word qualified by a name
    or a numeral, or a past verb for ``apposed_rival``? (``kind_rivals`` memoises it.)"""
    names, counts, _ = asked_classes(query)
    return bool(names or counts or _apposed_asks(query)[0])


_QNAME = r"[A-Z][\w'’.-]*"
_NAMES = rf"{_QNAME}(?:[ ]{_QNAME}){{0,3}}"
_CLASS = r"[a-z][a-z-]{2,}"
_OF_NAME = re.compile(rf"\b({_CLASS})[ ]of[ ](?:the[ ])?({_NAMES})")
"""A class word and the name "of" it qualifies it by ("belfry of Tournai")."""
_ANY_OF_NAME = re.compile(rf"\b([A-Za-z][a-z-]{{2,}})[ ]of[ ](?:the[ ])?({_NAMES})")
"""The same in a sentence, whose class word may be capitalised ("Belfry of Bruges")."""
_NAME_OF = re.compile(rf"({_NAMES})[ -]({_CLASS})\b")
"""A name and the lower-case class word after it ("the Congham championship")."""
_THE_NAME_OF = re.compile(rf"\b(\w+[ ])?the[ ](?:\d{{4}}[ ])?({_NAMES})[ -]({_CLASS})\b")
"""The same in the question, after "the" but not after an auxiliary ("does the Enterprise SLA
guarantee?": a name and its verb are no such pair)."""
_AUX_SUBJECT = re.compile(
    r"\b(?:did|does|do|was|were|is|are|has|have|had)[ ]the[ ]([a-z][a-z-]{2,})[ ][a-z]{2,}\b")
"""A question's subject written as a lower-case noun after its auxiliary, and its verb ("did
the islanders pay"): qualified by the question's own names ("the Isle of Gigha")."""
_QUESTION_RUN = re.compile(rf"(?<=[ ]){_QNAME}(?:[ ](?:of[ ](?:the[ ])?)?{_QNAME})*")
"""A capitalised run of the question past its first word ("Isle of Gigha")."""
_OF_SPLIT = re.compile(r"[ ]of[ ](?:the[ ])?")
"""A run's "of": the name after it is the run's own ("Gigha" of "Isle of Gigha"), the word
before it a class word a sentence may write in lower case ("their isle")."""
_NUMERAL = re.compile(r"\b([a-z]+|\d+)[ -](?=([a-z]{3,})\b)")
"""A numeral and the word it counts ("seven bells", "8-bell")."""
_ANY_WORD = re.compile(r"[\w'’-]+")
_YEAR = re.compile(r"(?:1[5-9]|20)\d\d")
_NOT_NAMES = FUNCTION_WORDS | REFERS_BACK | PERSON_TITLES | frozenset(
    "each every any no our your my all another other".split())
"""Capitalised words naming nothing of themselves (a determiner, a title)."""
_CLAUSE_MARKS = ".:;!?—–·|(\"“"


def _keys(text: str) -> frozenset[str]:
    """Stems of the words of ``text``, folded, each hyphenated part of three letters or more
    also on its own; no function word."""
    words = _ANY_WORD.findall(folded(text).lower().replace("’", "'"))
    parts = {p for w in words for p in (w, *(x for x in w.split("-") if len(x) > 2)) if p}
    return frozenset(stem(p) for p in parts if len(p) > 1 and p not in _NOT_NAMES)


def _noun(word: str) -> str:
    """A noun's key, one for both numbers and no other form ("bells" and "bell", "belfries"
    and "belfry"; "listing" is not "list", nor "guarantees" a "guarantee" but as a plural)."""
    w = word.lower()
    if w.endswith("ies") and len(w) > 4:
        return w[:-3] + "y"
    if w.endswith(("ches", "shes", "sses", "xes")):
        return w[:-2]
    return w[:-1] if w.endswith("s") and not w.endswith(("ss", "us", "is")) else w


def _numeral(word: str) -> float | None:
    """The value of a numeral written as digits or a number word ("seven", "8"); no year."""
    if word.isdigit():
        return None if _YEAR.fullmatch(word) else float(word)
    return parse_number(word) if word in NUMBER_WORDS else None


@per_query
def asked_classes(query: str) -> tuple[dict[str, frozenset[str]], dict[str, frozenset[float]],
                                       frozenset[str]]:
    """The question's class words (stems) qualified by a name, with that name's word keys;
    those qualified by a numeral, with its values; and the keys of all the question's
    words. A function word is no class word, and a name opening the question is none."""
    names: dict[str, set[str]] = {}
    for found in _OF_NAME.finditer(query):
        if found.group(1) not in FUNCTION_WORDS:
            names.setdefault(_noun(found.group(1)), set()).update(_keys(found.group(2)))
    for found in _THE_NAME_OF.finditer(query):
        name = _name_words(query, found.start(2), found.group(2))
        if name and found.group(3) not in FUNCTION_WORDS \
                and (found.group(1) or "").strip().lower() not in AUXILIARIES:
            names.setdefault(_noun(found.group(3)), set()).update(_keys(name))
    subject = None if names else _AUX_SUBJECT.search(query)  # else its own qualifier
    if subject is not None and subject.group(1) not in FUNCTION_WORDS:
        place = {k for m in _QUESTION_RUN.finditer(query) if not calendar_name(m.group(0))
                 for k in _keys(_OF_SPLIT.split(m.group(0))[-1])}
        if place:  # "did the islanders pay … for the Isle of Gigha": Gigha's islanders
            names.setdefault(_noun(subject.group(1)), set()).update(place)
    counts: dict[str, set[float]] = {}
    for found in _NUMERAL.finditer(query.lower()):
        if (value := _numeral(found.group(1))) is not None \
                and found.group(2) not in FUNCTION_WORDS:
            counts.setdefault(_noun(found.group(2)), set()).add(value)
    return ({k: frozenset(v) for k, v in names.items() if v},
            {k: frozenset(v) for k, v in counts.items()}, _keys(query))


def _name_words(text: str, start: int, name: str, *, lone: bool = False) -> str:
    """``name`` without the words that name nothing before it ("The", "Each") and, unless
    ``lone``, without a lone word opening a clause (capitalised only for that); "" when
    nothing is left."""
    words = name.split(" ")
    while words and words[0].lower().strip("'’") in _NOT_NAMES:
        start += len(words[0]) + 1
        words = words[1:]
    if not words or any(w.lower() in _NOT_NAMES for w in words):
        return ""
    at = start
    while at > 0 and text[at - 1] == " ":
        at -= 1
    if not lone and len(words) == 1 and (at == 0 or text[at - 1] in _CLAUSE_MARKS):
        return ""
    return " ".join(words)


def other_named(snippet: str, query: str, until: int) -> str:
    """"rival:kind-<name>" ("rival:kind-<numeral>-<class>") for a sentence that, before
    ``until``, writes one of the question's class words qualified by another name ("Belfry
    of Bruges", "Yasaka Pagoda", "the Pisa Baptistery pulpit") or another numeral ("eight
    bells" for "seven bells"), and never the question's own qualifier of it; "" otherwise."""
    names, counts, asked = asked_classes(query)
    if not names and not counts:
        return apposed_rival(snippet, query, until)
    head = snippet[:until]
    found = _other_name(head, names, asked)
    return found or _other_count(head, counts) or apposed_rival(snippet, query, until)


def _other_name(head: str, names: dict[str, frozenset[str]], asked: frozenset[str]) -> str:
    """The first class word of ``names`` in ``head`` qualified by a name of no word of the
    question ("of" it, before it, or capitalised with it), unless ``head`` writes a word of
    the question's own qualifier of any class word."""
    if not names:
        return ""
    for word, name, keys in _qualified_classes(head):
        if word in names and keys.isdisjoint(asked):
            written = _keys(head)  # read only for a candidate: "" either way without one
            if any(own & written for own in names.values()):
                return ""
            return rival_label(name.split())
    return ""


@per_text
def _qualified_classes(head: str) -> tuple[tuple[str, str, frozenset[str]], ...]:
    """Every word of ``head`` that may be a class word qualified by a name ("of" it, before
    it, or capitalised with it), in ``_other_name``'s order: its noun key, the name and the
    name's word keys; none whose name is empty. Reads ``head`` alone (memoised per text)."""
    rivals = [(m.group(1), _name_words(head, m.start(2), m.group(2)))
              for m in _ANY_OF_NAME.finditer(head)]
    rivals += [(m.group(2), _name_words(head, m.start(1), m.group(1)))
               for m in _NAME_OF.finditer(head) if not m.group(1).endswith(("'s", "’s"))]
    rivals += [(m.group(2), _name_words(head, m.start(1), m.group(1), lone=True))
               for m in _CAPITAL_PAIR.finditer(head)]
    return tuple((_noun(word), name, _keys(name)) for word, name in rivals if name)


_CAPITAL_PAIR = re.compile(rf"({_QNAME}(?:[ ]{_QNAME}){{0,2}})[ ]([A-Z][a-z]{{2,}})\b")
"""A name whose last word is capitalised with it ("Yasaka Pagoda"): the class word may be
written as part of the name, even where the name opens the sentence."""


def _other_count(head: str, counts: dict[str, frozenset[float]]) -> str:
    """The first class word of ``counts`` in ``head`` after another numeral, unless ``head``
    writes one of the question's numerals before it."""
    if not counts:
        return ""
    seen = [(word, value) for word, value in _counted_words(head) if word in counts]
    if any(value in counts[word] for word, value in seen):
        return ""
    return next((f"rival:kind-{value:g}-{word}" for word, value in seen), "")


@per_text
def _counted_words(head: str) -> tuple[tuple[str, float], ...]:
    """Each word of ``head`` counted by a numeral before it, in order: its noun key and the
    numeral's value (``_numeral``). Reads ``head`` alone (memoised per text)."""
    found = ((_noun(m.group(2)), _numeral(m.group(1))) for m in _NUMERAL.finditer(head.lower()))
    return tuple((word, value) for word, value in found if value is not None)


_APPOSED = re.compile(
    rf"(?:^|(?<=[.!?—–·|])[^\S\n]+)((?:{_QNAME}[ ]){{0,3}}{_QNAME}),[^\S\n]+([a-z]{{3,}}ed)\b"
    r"[^,.;:!?\n]*,")
"""A sentence opening on a name and an apposition set off by commas, opening on a past verb:
"Rievaulx, founded the same year, …" (not "Hi Priya, concealed damage … within 7 days")."""


def apposed_rival(snippet: str, query: str, until: int) -> str:
    """"rival:kind-<name>" when, before ``until``, a sentence opens on a name none of whose
    words the question writes and an apposition, closed by a comma, opening on one of the
    question's own past verbs ("Rievaulx, founded the same year, began with twelve monks");
    "" otherwise, and always when the sentence writes a capitalised word of the question
    before ``until``."""
    verbs, capitals = _apposed_asks(query)
    if not verbs:
        return ""
    asked = asked_classes(query)[2]
    head = snippet[:until]
    for found in _APPOSED.finditer(head):
        name = _name_words(head, found.start(1), found.group(1), lone=True)
        if name and found.group(2) in verbs and _keys(name).isdisjoint(asked):
            if not capitals.isdisjoint(_keys(head)):
                return ""  # read only for a candidate: "" either way without one
            return rival_label(name.split())
    return ""


@per_query
def _apposed_asks(query: str) -> tuple[frozenset[str], frozenset[str]]:
    """The question's past verbs ("founded") and the keys of its capitalised words past the
    first."""
    return (frozenset(re.findall(r"\b[a-z]+ed\b", query)),
            _keys(" ".join(re.findall(rf"{_QNAME}", query)[1:])))
