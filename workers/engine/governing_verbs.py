"""The governing verb: a date belongs to the event whose verb governs it in its clause.

"Clifford Holland, who died in 1924, three years before it opened" names the opening,
but 1924 is governed by "died": it is the death's date. "It became a World Heritage Site
in 2015, 125 years after opening" gives 2015 to "became". The governing verb of a date is
the nearest verb before it in its clause (between commas, semicolons, dashes or row
separators): a past form ("died", "became", "listed"), never a participle after a
determiner ("the restored bridge", an adjective). A date whose governing verb names
another event than the asked one, with none of the asked event's words between them,
answers no *when* question about that event, whatever names the asked event elsewhere in
the sentence; the end of a thing ("dissolved", "replaced") is never another event here.
The verb must stand close (``_SPAN`` characters, no clause mark between): a date far from
any verb is left to the other gates. A schedule states its events in the present ("the portal
opens on 1 December", "Welcome Week starts 20 September"): the present form of a verb of a
schedule's events (``_PRESENT``) governs as a past form does.

Pure: reads the text before the date only; ``names`` says whether a word names the
asked event (its forms and synonyms).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from workers.engine.predicates import PAST_FORMS, canonical_word

_SPAN = 48
"""How far before the date its governing verb may stand (about six words)."""
_CLAUSE_MARK = re.compile(r"[,;:|·•()\n]|[^\S\n][—–][^\S\n]|[.!?](?=[^\S\n])")
_WORD = re.compile(r"[A-Za-z]+")
_PAST = PAST_FORMS | frozenset({"died", "tied"})
_NOT_VERBS = frozenset(
    "hundred indeed need speed seed feed red bed shed bred united limited based "
    "aged used called named".split())
"""Words in "-ed" that are no event's verb here: numbers, nouns, and participles that
label ("a company called X", "based in", "named after") rather than date an event."""
_END_OF_A_THING = frozenset(
    "dissolved closed replaced ended abolished disbanded merged superseded".split())
"""The end of a thing is left alone, as ``event_mentions._OTHER_EVENT`` leaves it: it is often
the asked event seen from the other side ("the union was dissolved in 1905" for "When did
Norway become independent?")."""
_STARTS = frozenset("start begin open run launch commence resume".split())
_ENDS = frozenset("close end finish".split())
SCHEDULE_VERBS = _STARTS | _ENDS
"""The verbs that date a schedule's events ("the portal opens on 1 December"): a start's
or an end's."""
_PRESENT = frozenset({f"{v}es" if v.endswith("h") else f"{v}s" for v in SCHEDULE_VERBS})
"""Their present forms in "-s" (a plural "-s" is too often a noun to read any other present
form as a verb)."""
_DETERMINER = frozenset("a an the its their his her this that these those".split())


def governing_verb(text: str, start: int) -> str | None:
    """The verb that governs the date at offset ``start`` of ``text`` (module docstring),
    lower-cased; ``None`` when no verb stands close before it in its clause."""
    begin = max(0, start - _SPAN)
    marks = [m.end() for m in _CLAUSE_MARK.finditer(text, begin, start)]
    if marks:
        begin = marks[-1]
    while begin > 0 and text[begin - 1].isalpha():
        begin -= 1  # never read a word cut by the span ("eleased")
    words = [m.group(0) for m in _WORD.finditer(text, begin, start)]
    for index in range(len(words) - 1, -1, -1):
        word = words[index].lower()
        if _is_verb(word) and not (index and words[index - 1].lower() in _DETERMINER):
            return word
    return None


def governed_elsewhere(
    text: str, start: int, names: Callable[[str], bool],
    another: Callable[[str], bool] = lambda verb: True,
) -> bool:
    """Is the date at ``start`` of ``text`` governed by a verb that ``names`` does not
    accept and ``another`` does (another event's), with no word of the asked event between
    verb and date?"""
    verb = governing_verb(text, start)
    if verb is None or verb in _END_OF_A_THING or names(verb) or not another(verb):
        return False
    after = text.lower().rfind(verb, max(0, start - _SPAN), start) + len(verb)
    return not any(names(w) for w in _WORD.findall(text[after:start]))


def _is_verb(word: str) -> bool:
    """Is ``word`` (lower-case) a past form of a verb (an irregular past or "-ed") or the
    present form of a schedule's verb (``_PRESENT``)?"""
    if word in _NOT_VERBS:
        return False
    return word in _PAST or present_form(word) or (
        len(word) >= 5 and word.endswith("ed") and not word.endswith("eed"))


def present_form(word: str) -> bool:
    """Is ``word`` (lower-case) the "-s" present form of a schedule's verb (``_PRESENT``)?"""
    return word in _PRESENT


def schedule_side(word: str) -> str:
    """"start" or "end" for a schedule's verb (``word`` lower-case, base or "-s" form), else
    ""."""
    base = word[:-2] if word.endswith("hes") else word[:-1] if word in _PRESENT else word
    return "start" if base in _STARTS else "end" if base in _ENDS else ""


_START_TERMS = frozenset({"start", "begin", "commenc"})
"""The canonical stems of an asked start (``asked_event``'s event terms)."""


def another_kind(verb: str, terms: frozenset[str], *, ends: bool) -> bool:
    """Does ``verb`` surely name another event than one known only by its canonical
    ``terms``, unclassed (a schedule's or an attribute-keyed question's; ``ends``: it asks
    for an end, a close or a deadline)? Such an event's words come without their synonyms
    ("switched off" may be "retired"), so only a verb of a predicate class it does not name
    ("issued" for "When does fieldwork start?"), a schedule's start for an asked end
    ("Welcome Week starts …" for "When is the deadline …?") or the reverse is."""
    term = canonical_word(verb)
    if term.startswith("#"):
        return term not in terms
    side = schedule_side(verb)
    if side == "start":
        return ends
    return side == "end" and not ends and not terms.isdisjoint(_START_TERMS)
