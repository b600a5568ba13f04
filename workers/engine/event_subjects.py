"""Whose event a date's clause tells: the clause's own subject, when it is another thing.

A *when* question asks for an event of its subject; a sentence that names that subject may
go on, in a clause of its own, to date an event of another subject: "The Labor Day hurricane
of 1935 was small, and Hurricane Andrew hit Florida on August 24, 1992" (another storm),
"Steuben Glass was started in Corning in 1903" (a firm, not the museum asked about), "… in a
city itself founded in 1703" (the city, not the museum). Three shapes give a date to another
subject, read in the date's clause (after its last clause mark) before the date:

- the clause opens (after an optional "and", "but", "while", "then" and "The") on a name of
  two to four capitalised words ("of" / "the" may join them) followed by a lower-case word,
  and one of the name's words is none of the question's words (nor a title: "Tsar Peter");
  it is that name's event when the question's subject does the asked act ("did X strike"),
  or when the name undergoes the clause's act ("Steuben Glass was started in …");
- a noun before "itself" / "themselves" and a participle ("a city itself founded in 1703");
- an indefinite noun after a preposition, then a participle ("in a town founded in 1703");
- a clause of a participle and "in" / "on" right after a comma that closes a name of two to
  four capitalised words, one of them none of the question's ("… to make way for Belfast
  City Hall, opened in 1906"; "…, Blackbeard and Charles Vane, hanged in Jamaica in 1721":
  a named place may come between, and after a list the participle is the last name's): the
  appositive dates that name (never a name after "by", nor a place after "on", "in", "at"
  that locates a thing named by the question's words: "Fortune's smokehouse on Henrietta
  Street, established in 1912" is the smokehouse's year); so does a relative clause of
  "which" and such a participle (", which opened in 1899"), whose name may be one capitalised
  word after a lower-case word and "the" ("from the Kessel");
- a pronoun opening the date's sentence ("It opened in 2014") right after a sentence whose
  holding verb takes a name none of the question's words ("Artis has Micropia, …!"): the
  pronoun takes the nearer named thing;
- when the question's subject does the asked act, a clause undergoing an act of its own
  (``other_shapes``): a lone name none of the question's words ("Digoxin was first isolated
  … in 1930"), another thing of a named owner ("Seinfeld's finale aired on …"), or a clause
  opening on its verb after an apposition, whose sentence opens on another name ("Harriet,
  a tortoise said to …, died at the zoo in 2006").

- a date fronted at its sentence's or clause's opening ("In 1840 the Penny Black stamp began
  the modern post"): the clause after it opens on its subject, read as a clause opening
  above (a name of two to four capitalised words, "the" before it or not).

A name all of whose words are the question's ("Peter the Great founded it"), a pronoun, and a
definite noun ("the museum was opened in 1951") are the subject's own; so is an indefinite
noun a copula states ("is a museum founded in 1714"). Pure: reads the clause before a date.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from workers.engine.acted_objects import acted_on_other
from workers.engine.aside_subjects import aside_subject, other_thing
from workers.engine.name_words import PERSON_TITLES
from workers.engine.other_shapes import lone_or_owned, sentence_subject
from workers.engine.timeline_items import item_subject

_CLAUSE_MARK = re.compile(r"[,;:|·•()\n!?]|[^\S\n][—–][^\S\n]|\.(?=[^\S\n])")
_SPAN = 120
"""How far before the date its clause is read."""
_NAME = r"[A-Z][\w'’.-]*"
_OPENING = re.compile(
    rf"[^\S\n]*(?:(?:and|but|while|whereas|then)[^\S\n]+)?(?:The[^\S\n]+)?"
    rf"({_NAME}(?:[^\S\n]+(?:(?:of|the)[^\S\n]+)?{_NAME}){{1,3}})[^\S\n]+([a-z]+)\b")
"""A clause opening on a name of two to four capitalised words and the word after it."""
_PASSIVE = frozenset("was were is are been".split())
_NOT_VERBS = frozenset(
    "of and or in on at to for from with by as the a an that which who".split())
"""Words after a name that make it no clause subject (a name goes on or is an object)."""
_TITLES = PERSON_TITLES
_OWN_WORDS = frozenset("the of a an it its this that these those our your his her their".split())
"""Words of a name's run that name nothing of their own."""
_REFLEXIVE = re.compile(
    r"\b([a-z]{3,})[^\S\n]+(?:itself|themselves)[^\S\n]+[a-z]{3,}(?:ed|en|t)"
    r"[^\S\n]+(?:in|on|around|about)[^\S\n]+$")
"""A noun, "itself" and a participle right before the date: "a city itself founded in "."""
_INDEFINITE = re.compile(
    r"\b(?:in|at|into|near|from|to|of|with)[^\S\n]+(?:a|an)[^\S\n]+([a-z]{3,})"
    r"[^\S\n]+[a-z]{3,}ed[^\S\n]+(?:in|on)[^\S\n]+$")
"""An indefinite noun after a preposition and a participle: "in a town founded in "."""


_PRONOUN = re.compile(r"[^\S\n]*(?:It|They)[^\S\n]+[a-z]+\b")
"""A sentence opening on a pronoun subject and its verb: "It opened in "."""
_HOLDS = re.compile(
    rf"\b(?:has|have|had|houses|housed|includes|included|contains|hosts|boasts)[^\S\n]+"
    rf"(?:(?:the|a|an|its|their)[^\S\n]+)?({_NAME}(?:[^\S\n]+{_NAME}){{0,3}})"
    rf"[^.!?\n]*[.!?][^\S\n]*$")
"""A sentence whose last holding verb takes a name as its object: "Artis has Micropia, …!"."""
_PREVIOUS = 160
"""How far back the sentence before a pronoun is read."""


def _held_antecedent(
    text: str, begin: int, before: str, own: Callable[[str], bool],
) -> str:
    """The thing a pronoun opening the date's sentence (``before``, from ``begin``) refers
    to when the sentence before ends on a name held by its subject and none of the
    question's words ("Artis has Micropia, the first microbe museum! It opened in 2014":
    the museum's year); "" otherwise. The pronoun takes the nearer named thing."""
    if begin == 0 or _PRONOUN.match(before) is None or text[begin - 1] not in ".!?":
        return ""
    found = _HOLDS.search(text, max(0, begin - _PREVIOUS), begin)
    if found is None:
        return ""
    names = [w.strip("'’.") for w in found.group(1).split()]
    return "" if any(own(w) for w in names) else " ".join(w.lower() for w in names)


_PARTICIPLE_CLAUSE = re.compile(
    rf"[^\S\n]*(?:(?:which|that)[^\S\n]+(?:(?:was|were)[^\S\n]+)?)?"
    rf"(?:first[^\S\n]+)?[a-z]{{3,}}(?:ed|en|t)[^\S\n]+"
    rf"(?:(?:in|at|on|near|off)[^\S\n]+{_NAME}(?:[^\S\n]+{_NAME}){{0,2}}[^\S\n]+)?"
    rf"(?:in|on)[^\S\n]+$")
"""A clause that is a participle and "in"/"on" before the date, a named place between them
or not, or a relative clause of "which" and such a verb: ", opened in ", ", hanged in
Jamaica in ", ", which opened in "."""
_NAME_BEFORE_COMMA = re.compile(
    rf"(?<![\w'’.-])({_NAME}(?:[^\S\n]+(?:(?:of|the)[^\S\n]+)?{_NAME}){{0,3}})"
    rf"[^\S\n]*,$")
"""A name of one to four capitalised words right before the comma that opens the clause."""
_THE_INSIDE = re.compile(r"\b[a-z]+[^\S\n]+the[^\S\n]+$")
"""A lower-case word and "the" before a lone capitalised word: a name inside its clause
("from the Kessel"), never a sentence's capitalised first word."""
_AGENT_BY = re.compile(r"\bby[^\S\n]+$")
_ADDRESS_OF = re.compile(
    r"((?:[\w'’-]+[^\S\n]+){1,4})(?:on|in|at|near)[^\S\n]+(?:the[^\S\n]+)?$")
"""The words before a place preposition that opens the name before the comma: the thing
the place locates ("Fortune's smokehouse on Henrietta Street, established in …")."""


def _located_own(text: str, name_start: int, own: Callable[[str], bool]) -> bool:
    """Is the name at ``name_start`` the place of a thing the text names by one of the
    question's capitalised words ("Fortune's kipper smokehouse on Henrietta Street, …")?
    A participle clause after the place then describes that thing, not the place: the place
    only gives its address. A thing named by no name of the question ("the hut at Cape
    Evans, built in …") may be another of its kind, and is left to the apposition rule."""
    found = _ADDRESS_OF.search(text, max(0, name_start - 48), name_start)
    return found is not None and any(
        w[:1].isupper() and own(_POSSESSIVE_S.sub("", w)) for w in found.group(1).split())


_POSSESSIVE_S = re.compile(r"['’]s?$")


def _apposed_name(text: str, begin: int, before: str, own: Callable[[str], bool]) -> str:
    """The name a participle clause right after its comma describes ("… to make way for
    Belfast City Hall, opened in 1906", "… from the Kessel, which opened in 1899"), when
    one of its words is none of the question's (nor a title), and a lone word only after a
    lower-case word and "the": that name's event, not the subject's; "" otherwise. A name after "by"
    is an agent, whose clause may describe the subject's work ("built by Ada Lund, opened
    in 1906"), and is not read."""
    if begin == 0 or _PARTICIPLE_CLAUSE.fullmatch(before) is None:
        return ""
    found = _NAME_BEFORE_COMMA.search(text, max(0, begin - 80), begin)
    if found is None or _AGENT_BY.search(text, max(0, found.start() - 8), found.start()) \
            or _located_own(text, found.start(), own):
        return ""
    names = [w.strip("'’.") for w in found.group(1).split()
             if w.lower() not in _OWN_WORDS and not w.endswith(("'s", "’s"))]
    if not names or all(own(w) or w.lower() in _TITLES for w in names) or (
            len(names) == 1 and _THE_INSIDE.search(text, max(0, found.start() - 24),
                                                   found.start()) is None):
        return ""
    return " ".join(w.lower() for w in names)


_FRONTED = re.compile(r"[^\S\n]*(?:In|By|Around)[^\S\n]+$")
"""A date fronted at its clause's opening, after its preposition: "In 1840 …"."""
_AFTER_FRONTED = re.compile(r"[^\S\n]*,?[^\S\n]*(?:the[^\S\n]+)?(?=[A-Z])")
"""What stands between a fronted date and its clause's subject: a comma, "the"."""


def _fronted_subject(text: str, end: int, before: str, own: Callable[[str], bool],
                     doer: bool) -> str:
    """The other subject of the clause a fronted date opens ("In 1840 the Penny Black stamp
    began …"), read as a clause opening (``_OPENING``); "" when the date is not fronted or
    the subject is the question's."""
    if _FRONTED.fullmatch(before) is None:
        return ""
    lead = _AFTER_FRONTED.match(text, end)
    if lead is None:
        return ""
    stop = _CLAUSE_MARK.search(text, lead.end(), lead.end() + _SPAN)
    return _opening_subject(text[lead.end() : stop.start() if stop else lead.end() + _SPAN],
                            own, doer)


def other_subject_event(
    text: str, start: int, own: Callable[[str], bool], *, doer: bool, end: int = -1,
) -> str:
    """The other subject (lower-case words) whose event the clause of the date at ``start`` of
    ``text`` tells (module docstring); "" when it is the question's subject's or none is
    read. ``own`` says whether a word is one of the question's; ``doer``: the question's
    subject does the asked act ("did the hurricane strike"); ``end``, the date's end (when
    given, a fronted date's clause after it is read too)."""
    if doer and (item := item_subject(text, start, own)):
        return item  # "1904 Kirkgate's new market hall opens": the item's own event
    begin = max(0, start - _SPAN)
    marks = [m.end() for m in _CLAUSE_MARK.finditer(text, begin, start)]
    begin = marks[-1] if marks else begin
    before = text[begin:start]
    for shape in (_REFLEXIVE, _INDEFINITE):
        found = shape.search(before)
        if found is not None and not own(found.group(1)):
            return found.group(1)
    if not marks and begin > 0:
        return ""  # the clause's opening lies beyond the span: not read
    if (apposed := _apposed_name(text, begin, before, own)):
        return apposed
    if (held := _held_antecedent(text, begin, before, own)):
        return held
    if (aside := aside_subject(text, begin, before, own) or other_thing(text, begin, before)):
        return aside  # "Cross River National Park in Nigeria, across …, was created in"
    if doer and (other := lone_or_owned(before, own) or sentence_subject(
            text, begin, before, own)):
        return other
    if not doer and (acted := acted_on_other(before, own)):
        return acted  # "Ada Vale opened the Institute for Young Weavers at Arden in …"
    if end >= 0 and (fronted := _fronted_subject(text, end, before, own, doer)):
        return fronted  # "In 1840 the Penny Black stamp began the modern post"
    return _opening_subject(before, own, doer)


def _opening_subject(before: str, own: Callable[[str], bool], doer: bool) -> str:
    """The other subject a clause opening on a name tells the event of (module docstring:
    the first shape); "" when it is the question's subject's or none is read."""
    opening = _OPENING.match(before)
    if opening is None or opening.group(2) in _NOT_VERBS:
        return ""
    if not doer and opening.group(2) not in _PASSIVE:
        return ""  # an agent acting on the asked subject ("Westerman founded it")
    head = opening.group(1).split(" of ")[0].split()
    if " of " in opening.group(1) and len(head) >= 2 and all(
            own(w.strip("'’.")) or w.lower() in _TITLES for w in head):
        return ""  # "The Vale Soap Company of Leith introduced …": the subject and its place
    names = [w.strip("'’.") for w in opening.group(1).split()
             if w.lower() not in _OWN_WORDS and not w.endswith(("'s", "’s"))
             and not any(c.isdigit() for c in w)]  # a maker's "Salvi's", a code "Q3"
    if len(names) < 2 or all(own(w) or w.lower() in _TITLES for w in names):
        return ""
    return " ".join(w.lower() for w in names)
