"""An infobox titled by another thing's name holds that thing's values, not the asked one's.

"Who designed the Harwick Point Links?" is not answered by "Sallow Bay Course | Harwick,
Maine | Designer: Ann Lowe": an infobox opens on its subject's name (its title cell,
``title_rows.box_title``, a dateline read past) and every row after it is that subject's.
Where the question names its thing by capitalised words, a box whose title is a name (two
capitalised words or more, of at most ``MAX_TITLE_WORDS`` words) sharing no word with the
question is about another thing, and its claims are dropped. A one-word title ("Holstentor")
may be a table's header as well as a name, so it is read so only when the question asks a
date or an amount, a "Label: value" cell follows it and the chunk writes no word of any of
the question's names (``_lone_name``). A cell naming a place of the
question ("Harwick, Maine") does not make the box the asked thing's (a title whose head, before
its first comma, writes all of a place whose name opens on a possessive, "at the Bishop's
Palace", is that place's own box, and is kept): a neighbour in the same
town writes the town too, in its cells or in its title ("Royal Musselburgh Golf Club" for the
Old Links at Musselburgh shares only the place the question scopes its thing by).

The question's names are its capitalised runs past its first word, split after a possessive.
A possessive one ("Yale's") or one after a place preposition ("in Sheffield", "at the
Harwick Links", all of "in King's Lynn" or "at St Anne's Well", a place whose name holds a
possessive) is a scope, not the thing: a question naming only scopes ("Britain's first
greyhound race") leaves every box alone. Each of these keeps the box:

- a word of the title the question writes, in any case ("Flying shuttle" for "When did Ann
  Lowe patent the flying shuttle?"), save the title's last word where the question writes
  it only as a name's kind, last of a run of capitalised words ("Sallow Bay Course" shares
  nothing with "Harwick Point Course"; a lower-case "Harwick dime" is no kind, so a box on
  its official name "Liberty Head dime" is kept);
- a short form: a title word sharing its first ``SHORT_FORM`` letters with a question name
  word ("Barts" for St Bartholomew's) or holding one ("ParisLongchamp"), initials either way
  ("HPL", "QE2" for Queen Elizabeth 2), or a bracketed alias ("C/2031 K4 (Pellow)");
- so a box about a larger whole the question also names ("Harwick Golf Club") is kept;
- a later cell that writes every word of a name of the asked thing ("Inventor: Ann Lowe",
  "Courses | Harwick Point Links | Designer: …"): the box is tied to the question, and may
  be about its answer ("Ann Lowe | Works: Harwick Point Links").

A claim whose value the title writes is kept (a name question's answer may be the title).
A thing named by an acronym ("When did the USSR dissolve?") leaves every box alone: its
title may spell it out in words whose initials are not the acronym's ("Soviet Union"). Pure;
the question's reading is memoised per query.
"""

from __future__ import annotations

import re

from workers.engine.accents import folded
from workers.engine.claim_records import Claim
from workers.engine.query_memo import per_query
from workers.engine.terms import stem
from workers.engine.title_rows import box_title

MAX_TITLE_WORDS = 6
SHORT_FORM = 4
"""Letters a title word and a question name word share at their start to be one name's."""
_WORD = re.compile(r"[A-Za-z0-9]+(?:['’][A-Za-z]+)?")
_POSSESSIVE = re.compile(r"['’]s?$")
_POSSESSIVE_END = re.compile(r"[A-Za-z](?:'s|’s|s'|s’)$")
_RUN = re.compile(r"[A-Z][\w'’.-]*(?:[^\S\n]+(?:of[^\S\n]+)?[A-Z][\w'’.-]*)*")
"""Capitalised words ("of" may join them): one name of the question."""
_BRACKETED = re.compile(r"\([^()]*\)")
"""A title's bracketed part: another name or a kind ("C/1996 B2 (Hyakutake)")."""
_FIRST_WORD = re.compile(r"\s*\S+")
_ARTICLES = frozenset(("the", "a", "an"))
_LOCATORS = frozenset(
    "in at on near above below beside outside inside across from within by into".split())
"""Prepositions that put a name as a place scoping the asked thing ("Bramall Lane in
Sheffield"), never as the thing itself."""
_JOINERS = frozenset("of the a an and de la le du des von van der di da y".split())
"""Words inside a name that give it no initial and share nothing ("Palace of Westminster")."""


def _stem(word: str) -> str:
    return folded(stem(_POSSESSIVE.sub("", word).lower()))


def _initials(words: list[str]) -> str:
    return "".join(w[0] for w in words if w.lower() not in _JOINERS).upper()


class _Question:
    """What the question writes: its word stems; its names (capitalised runs past its first
    word, split after a possessive: "Yale's Payne Whitney Gymnasium" is two) and those that
    name the asked thing rather than a scope (a possessive "Yale's", a place after "in",
    "at", "on" …); the stems it writes only as a name's kind (last of a run of two or more
    capitalised words, never lower-case); its names' lower-case words and initials, and
    the initials it writes ("RNLI"); the words it writes only in a scope ("Musselburgh" of
    "the Old Links at Musselburgh")."""

    def __init__(self, query: str) -> None:
        query = folded(query)
        first = _FIRST_WORD.match(query)
        runs: list[tuple[list[str], bool]] = []
        kinds: set[str] = set()
        places: list[frozenset[str]] = []
        for found in _RUN.finditer(query, first.end() if first is not None else 0):
            before = [w.lower() for w in _WORD.findall(query[:found.start()])]
            while before and before[-1] in _ARTICLES:
                before.pop()
            scoped = bool(before) and before[-1] in _LOCATORS
            if scoped and len(found.group(0).split()) > 1 \
                    and _POSSESSIVE_END.search(found.group(0).split()[0]):
                places.append(frozenset(_stem(w) for w in _WORD.findall(found.group(0))
                                        if w.lower() not in _JOINERS))
            run: list[str] = []
            spaced = found.group(0).split()
            for word in spaced:
                run.extend(_WORD.findall(word))
                if _POSSESSIVE_END.search(word):
                    runs.append((run, True))
                    run = []  # "Yale's Payne Whitney Gymnasium": the gymnasium is the thing,
                    # but a place's name stays a place past its possessive ("in King's Lynn")
            if run:
                runs.append((run, scoped))
                if len(spaced) > 1 and spaced[-1].lower() not in _JOINERS:
                    kinds.add(_stem(spaced[-1]))
        names = [[w for w in run if w.lower() not in _JOINERS] for run, _ in runs]
        self.places = places
        self.names = [[_stem(w) for w in name] for name in names if name]
        self.things = [[_stem(w) for w in name]
                       for name, (_, scope) in zip(names, runs, strict=True) if name and not scope]
        self.acronym = any(len(w) > 1 and w.isupper() for name, (_, scope)
                           in zip(names, runs, strict=True) if not scope for w in name)
        self.words = frozenset(_stem(w) for w in _WORD.findall(query)) - _JOINERS
        lower = {_stem(w) for w in _WORD.findall(query) if not w[:1].isupper()}
        inner = {s for name in self.names for s in (name[:-1] if len(name) > 1 else name)}
        self.kinds = frozenset(kinds) - inner - lower
        self.scopes = frozenset(_stem(w) for name, (_, scope) in zip(names, runs, strict=True)
                                if scope for w in name) - lower \
            - {w for thing in self.things for w in thing}
        self.name_words = frozenset(_POSSESSIVE.sub("", w).lower() for name in names
                                    for w in name if len(w) >= SHORT_FORM)
        self.initials = frozenset(_initials(n) for n in names if len(n) > 1) | frozenset(
            _initials(n[:-1]) for n in names if len(n) > 2)
        self.capitals = frozenset(_POSSESSIVE.sub("", w) for w in _WORD.findall(query)
                                  if len(w) > 1 and _POSSESSIVE.sub("", w).isupper())
        self.heads = frozenset(_stem(m.group(1)) for m in _HEAD_OF.finditer(
            query, first.end() if first is not None else 0)) - self.scopes


_HEAD_OF = re.compile(r"\b([A-Z][a-z]{2,})[^\S\n]+of[^\S\n]+(?:the[^\S\n]+)?[A-Z]")
"""A capitalised noun before "of" and a name: the kind of an "X of Name" name ("Battle of
Mohi", "Treaty of Ghent"), whose thing the name after "of" tells from others of its kind."""


@per_query
def _question(query: str) -> _Question:
    return _Question(query)


def _shares_word(title: list[str], question: _Question, *, kinds: bool = True) -> bool:
    """Does a word of ``title`` make it a form of one of the question's names (module
    docstring)? ``kinds``: a last word the question writes only as a name's kind shares
    nothing."""
    for at, word in enumerate(title):
        low = _stem(word)
        if low in _JOINERS:
            continue
        if low in question.words and low not in question.scopes \
                and not (kinds and at == len(title) - 1 and low in question.kinds):
            return True
        if word.isupper() and word in question.initials:
            return True
        raw = _POSSESSIVE.sub("", word).lower()
        if len(raw) >= SHORT_FORM and any(
                n != raw and (n[:SHORT_FORM] == raw[:SHORT_FORM] or n in raw)
                for n in question.name_words):
            return True
    return _initials([w for w in title if w[:1].isupper() or w[:1].isdigit()]) \
        in question.capitals


def _tied_by_cell(text: str, question: _Question) -> bool:
    """Does a later cell of ``text`` write every word of a name of the question's thing
    (not of a scope: a neighbour writes the same town)?"""
    for cell in text.split("|")[1:]:
        words = {_stem(w) for w in _WORD.findall(folded(cell))}
        if any(set(name) <= words for name in question.things):
            return True
    return False


def _is_name(title: list[str]) -> bool:
    """Is one of ``title``'s alternatives ("Bron/Broen") two capitalised words or more (of
    two letters or more: "U.S.C." names no thing)?"""
    return any(sum(1 for w in _WORD.findall(alternative)
                   if w[:1].isupper() and len(w) > 1 and w.lower() not in _JOINERS) > 1
               for alternative in " ".join(title).split("/"))


def _other_of_kind(title: list[str], question: _Question) -> list[str] | None:
    """The words that tell ``title`` from others of its kind when it names one of the kind
    the question's "Kind of Name" writes, in either order ("Battle of Legnica", "Mousa
    Broch" for "the Broch of Gurness"); ``None`` for any other title."""
    words = [w for w in title if w.lower() not in _ARTICLES]
    if len(words) >= 3 and words[1].lower() == "of" and _stem(words[0]) in question.heads:
        rest = words[2:]
    elif len(words) >= 2 and _stem(words[-1]) in question.heads:
        rest = words[:-1]
    else:
        return None
    named = [w for w in rest if w.lower() not in _JOINERS]
    return named if named and all(w[:1].isupper() for w in named) else None


def about_other_box(text: str, query: str) -> bool:
    """Is ``text`` an infobox whose title names another thing than the question's (module
    docstring)?"""
    if "|" not in text or ":" not in text:
        return False
    question = _question(query)
    if not question.things or question.acronym:
        return False
    cell = folded(box_title(text))
    title = _WORD.findall(_BRACKETED.sub("", cell))
    if len(title) > MAX_TITLE_WORDS:
        return False
    if not _is_name(cell.split()):
        return _lone_name(text, cell, title, query, question)
    head = {_stem(w) for w in _WORD.findall(cell.split(",")[0])}
    if any(place and place <= head for place in question.places):
        return False  # "Bishop's Palace, Kirkwall" at the Bishop's Palace: the place itself
    bracketed = {_stem(w) for part in _BRACKETED.findall(cell) for w in _WORD.findall(part)}
    if bracketed & question.words or _tied_by_cell(text, question):
        return False
    other = _other_of_kind(title, question) if question.heads else None
    return not _shares_word(title if other is None else other, question,
                            kinds=other is None)


_MEASURED = re.compile(
    r"\s*(?:when|(?:in|on)\s+what\s+(?:year|date)|what\s+year|how\s+(?:many|much|long|tall"
    r"|high|old|big|wide|deep|far|heavy|large))\b", re.IGNORECASE)
"""A question asking a date or an amount: its answer is never a box's title."""
_LABELLED_CELL = re.compile(r"[^|:\n]{1,40}\|[^\S\n]*[^|:\n]{1,30}:[^\S\n]")
"""The title cell, then a "Label: value" cell: the title is the box's subject."""


def _lone_name(text: str, cell: str, title: list[str], query: str,
               question: _Question) -> bool:
    """Is a one-word title ("Holstentor") another thing's name? Only for a question asking a
    date or an amount (a *which* question's answer may be the title), a capitalised word
    (not in capitals, nor a plural heading: "Tickets") followed by a "Label: value" cell, of
    a box of two such cells or more, in a chunk that writes no word of
    any of the question's names (things or scopes) and shares no short form with them."""
    if len(title) != 1 or not title[0][:1].isupper() or title[0].isupper() \
            or title[0].endswith("s") or text.count(":") < 2 or _MEASURED.match(query) is None:
        return False  # "Tickets | Adult: £12": a heading's plural noun, no name
    opened = _LABELLED_CELL.search(folded(text))
    if opened is None or folded(box_title(text)) not in opened.group(0):
        return False
    written = {_stem(w) for w in _WORD.findall(folded(text))}
    if any(set(name) & written for name in question.names):
        return False
    return not _shares_word(title, question) and not _tied_by_cell(text, question) \
        and cell.lower() not in folded(query).lower()


def other_boxes_only(claims: list[Claim], text: str, query: str) -> list[Claim]:
    """``claims``, less those of an infobox about another thing (``about_other_box``) whose
    values its title does not write (the title may be a name question's answer)."""
    if not claims or not about_other_box(text, query):
        return claims
    title = box_title(text).lower()
    return [c for c in claims if any(v.surface.lower() in title for v in c.values.values())]
