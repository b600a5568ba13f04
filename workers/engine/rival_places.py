"""A rival place a sentence opens a clause with ("In London, …").

Reads one sentence before its first value against the question's names and words. A name
the question writes, written with "off-" before it ("opened off-Broadway" for "… open on
Broadway?") and never alone, is another place too; so is a named place right after the
question's own past verb, when the question places its act "in" a name of its own ("Bison
released in Kent's West Blean Woods in 2022" for wisent released in Białowieża Forest:
``_placed_elsewhere``). Only
for a question that names things; a time, a region the facets read, or a place any of
whose words the question writes is no other place. Pure; what the question places and
asks is read once per question (``per_query``).
"""

from __future__ import annotations

import re

from workers.engine.accents import folded
from workers.engine.fields.facets import facet_spelling
from workers.engine.query_memo import per_query
from workers.engine.rival_models import asked_names
from workers.engine.subject_phrases import asked_phrases
from workers.engine.terms import stem

_PLACE_OPENING = re.compile(
    r"(?:^|(?<=[.;:!?—–·|])[^\S\n]*)(?:In|At|On)[^\S\n]+(?:the[^\S\n]+)?"
    r"((?:[A-Z][\w'’.-]*[^\S\n]+){0,3}[A-Z][\w'’.-]*),")
"""A clause opening with the place it is about: "In London, Cats ran 21 years …"."""
_TIMES = frozenset(
    """january february march april may june july august september october november december
    monday tuesday wednesday thursday friday saturday sunday spring summer autumn fall winter
    christmas easter day eve night week weekend""".split())
"""Capitalised words of a time, not a place ("In March, …", "On Constitution Day, …")."""


_OFF = re.compile(r"\b[Oo]ff-([A-Z][\w'’]*)")
"""A place named off another: "opened off-Broadway" is not on Broadway."""


def _off_place(snippet: str, query: str, names: frozenset[str], until: int) -> str:
    """"rival:place-off-<name>" when, before ``until``, the sentence writes "off-" before a
    name the question writes without it ("opened off-Broadway in 2018" for "… open on
    Broadway?") and never writes that name alone; "" otherwise."""
    for found in _OFF.finditer(snippet, 0, until):
        name = found.group(1).lower()
        if name in names and f"off-{name}" not in query.lower() \
                and re.search(rf"(?<![\w-]){re.escape(name)}\b", snippet.lower()) is None:
            return f"rival:place-off-{name}"
    return ""


def other_place(snippet: str, query: str, until: int) -> str:
    """"rival:place-<name>" for a sentence that, before its value, opens a clause with a
    place the question does not name ("In London, Cats ran 21 years …, 8,949 performances"
    for the original Broadway run): the value is that place's run, branch or edition. Only
    for a question that names things (``asked_names``); a time ("In March,"), a region the facets
    read ("In the EU,": ``fields.facets``) or a place any of whose words the question writes
    is no other place."""
    names, asked, _ = asked_names(query)
    if not names:
        return ""
    if "off-" in snippet[:until].lower() and (off := _off_place(snippet, query, names, until)):
        return off
    if (placed := _placed_elsewhere(snippet, query, until) or _opened_elsewhere(
            snippet, query, until)):
        return placed
    if "," not in snippet[:until]:
        return ""
    stems = asked_phrases(query)[2]
    for found in _PLACE_OPENING.finditer(snippet, 0, until):
        place = found.group(1)
        words = [w.lower().strip("'’.") for w in place.split()]
        if any(w in _TIMES or w in asked or stem(w) in stems for w in words) \
                or facet_spelling(place):
            continue
        return f"rival:place-{'-'.join(words)}"
    return ""


_ASKED_PLACE = re.compile(r"\b(?:in|at|on)[^\S\n]+(?:the[^\S\n]+)?([A-Z][\w'’.-]*)")
"""The question placing its act: "… released into the wild in Białowieża Forest?", "… close
on Broadway?" ("on Monday" is a time, no place)."""
_QUESTION_PLACE = re.compile(
    r"\b(?:in|at|on)[^\S\n]+(?:the[^\S\n]+)?((?:[A-Z][\w'’.-]*[^\S\n]*){1,4})")
"""The names the question places its act at."""
_PLACED = re.compile(
    r"\b([a-z]+ed)[^\S\n]+(?:in|into|at)[^\S\n]+(?:the[^\S\n]+)?"
    r"((?:[A-Z][\w'’.-]*[^\S\n]+){0,3}[A-Z][\w'’.-]*)")
"""A past verb and the named place it happened in: "released in Kent's West Blean Woods"."""


def _placed_elsewhere(snippet: str, query: str, until: int) -> str:
    """"rival:place-<name>" when, before ``until``, the sentence writes a past verb of the
    question's ("released") right before "in" / "into" / "at" and a place none of whose
    words the question writes, for a question that places its act "in" / "at" a name; a
    time ("in March") and a region the facets read are no place. Invariant: a sentence
    writing a word of the question's own place before its value is never read so."""
    places, _, stems, verbs, own = _place_asks(query)
    if not places:
        return ""
    for found in _PLACED.finditer(snippet, 0, until):
        if stem(found.group(1)) not in verbs:
            continue
        words = [w.lower().strip("'’.").removesuffix("'s").removesuffix("’s")
                 for w in found.group(2).split()]
        if any(w in _TIMES for w in words) or not _stems(found.group(2)).isdisjoint(stems) \
                or facet_spelling(found.group(2)):
            continue
        if not _stems(snippet[:until]).isdisjoint(own):
            return ""  # the question's own place is written: a comparison
        return f"rival:place-{'-'.join(words)}"
    return ""


@per_query
def _place_asks(
    query: str,
) -> tuple[bool, bool, frozenset[str], frozenset[str], frozenset[str]]:
    """Whether the question places its act (``_places_act``), whether it asks yes or no, the
    stems of its words, of its past and asked base verbs, and of the names it places its
    act at."""
    verbs = {stem(w) for w in re.findall(r"\b[a-z]+ed\b", query)} | {
        stem(w) for w in _DONE.findall(query)}
    own = _stems(" ".join(m.group(1) for m in _QUESTION_PLACE.finditer(query)))
    return (_places_act(query), _YES_NO.match(query) is not None, _stems(query),
            frozenset(verbs), own)


_DONE = re.compile(r"\b(?:[Dd]id|[Dd]oes|[Dd]o)[^\S\n]+(?:[\w'’.-]+[^\S\n]+){1,4}?([a-z]+)\b"
                   r"(?=[^\S\n]+(?:in|at|on)\b)")
"""The base verb a question asks with, right before its place: "did Cats close on …"."""


def _places_act(query: str) -> bool:
    """Does the question place its act at a named place ("in" / "at" / "on" and a capitalised
    word that is no time: "on Broadway", never "on Monday")?"""
    return any(m.group(1).lower() not in _TIMES for m in _ASKED_PLACE.finditer(query))


_BARE_OPENING = re.compile(
    r"(?:^|(?<=[.;:!?—–·|])[^\S\n]*)(?:In|At)[^\S\n]+(?:the[^\S\n]+)?"
    r"((?:[A-Z][\w'’.-]*[^\S\n]+){0,2}[A-Z][\w'’.-]*)[^\S\n]+(?=[a-z])")
"""A clause opening on a place with no comma after it: "In Bath you can see the Pump Room"."""


_YES_NO = re.compile(r"[^\S\n]*(?:Can|Could|May|Must|Should|Is|Are|Was|Were|Do|Does|Did|Will|Has"
                     r"|Have)\b")
"""A yes/no question: its pages state the rule of each place they name."""


def _opened_elsewhere(snippet: str, query: str, until: int) -> str:
    """"rival:place-<name>" when, before ``until``, a clause opens on "In" / "At" and a named
    place with no comma after it ("Spa facts: In Bath you can see the Pump Room, finished in
    1799" for the Pump Room in Harrogate), for a wh-question that places its act at a named
    place and writes none of that place's words; a time ("In March the …"), an acronym ("In
    NYC …": maybe the question's place) and a region the facets read are no place.
    Invariant: never for a question placing nothing, nor for a sentence writing a word of the
    question's place before its value ("At the Grand Palais every Olympic piste …")."""
    places, yes_no, stems, _, own = _place_asks(query)
    if not places or yes_no:
        return ""  # a rule asked of a place
    for found in _BARE_OPENING.finditer(snippet, 0, until):
        place = found.group(1)
        words = [w.lower().strip("'’.").removesuffix("'s").removesuffix("’s")
                 for w in place.split()]
        if any(w in _TIMES for w in words) or not _stems(place).isdisjoint(stems) \
                or facet_spelling(place) or any(w.isupper() for w in place.split()):
            continue  # a time, the question's place, a region or an acronym ("In NYC …")
        if not _stems(snippet[:until]).isdisjoint(own):
            return ""  # the question's own place written
        return f"rival:place-{'-'.join(words)}"
    return ""


def _stems(text: str) -> frozenset[str]:
    """Stems of the words of ``text``, accents folded ("Białowieża" is one word)."""
    return frozenset(stem(w) for w in re.findall(r"[\w'’-]+", folded(text).lower()))
