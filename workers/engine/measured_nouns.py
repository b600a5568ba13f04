"""What an amount measures, when a sentence lists several: the noun right after it.

"400 g water to 500 g bread flour" for "How much bread flour …?": each amount is followed
by the thing it measures. When one candidate is followed by a word of the question ("500 g
bread flour") and others by words the question does not use ("400 g water", "7 g dried
yeast"), those others measure something else and are no answers. Nothing changes when no
candidate names the question's thing, or when one value stands alone, unless a definite
article or a possessive makes it a noun's modifier: "the 40 cm visitor telescope" measures the
visitor telescope, whatever else the sentence holds; after "another", "other", "separate",
"shorter" or "longer" even the question's own noun is another one ("the separate 10 km
race"). A date is no amount: the word after it belongs to the next clause or infobox row
("Built 1935 Part of …").
"""

from __future__ import annotations

import re

from workers.engine.predicates import canonical, matches
from workers.engine.terms import STOPWORDS, stem
from workers.engine.values import Value

_NEXT_WORD = re.compile(r"[^\S\n]*([A-Za-z][A-Za-z-]*)")
_DETERMINER_BEFORE = re.compile(r"\b(?:the|its|their|our|his|her|this|that)[^\S\n]+$",
                                re.IGNORECASE)
_OTHER_BEFORE = re.compile(r"\b(?:another|other|separate|shorter|longer)[^\S\n]+$",
                           re.IGNORECASE)
"""A word that sets the noun a measure modifies apart from the asked one ("the separate 10 km
race", "a shorter 10 km race", "another 5 km loop"): even the question's own noun names
another thing of its kind there."""
_SIZES = frozenset({"length", "area", "mass", "volume"})
"""Sizes: what a noun right after them is, a part or another object, more often than a
name of the asked thing itself."""
_PHYSICAL = frozenset({"length", "area", "mass", "volume", "speed", "temperature", "energy",
                       "charge", "power", "torque"})


def other_things(
    snippet: str, offset: int, candidates: list[Value], words: frozenset[str],
    material: str = "",
) -> list[Value]:
    """``candidates`` (of ``snippet``, which starts at ``offset`` in its chunk) without those
    followed by a word the question (its content ``words``) does not use, when another is
    followed by one it does; and, when some candidate is labelled by the ``material`` a
    "how much" question measures ("sugars 11.2 g", "15 g of protein"), without the others
    ("fat 7.1 g", "per 150 g pot")."""
    candidates = [v for v in candidates if not _modifies_another(snippet, v, offset, words)]
    if len(candidates) < 2:  # a single value: nothing to tell apart
        return candidates
    if material:
        labelled_by = [labelled(snippet, v, offset, material) for v in candidates]
        if any(labelled_by) and not all(labelled_by):
            return [v for v, mark in zip(candidates, labelled_by, strict=True) if mark]
    marks = [None if v.field == "date" else _follows(snippet, v.end - offset, words)
             for v in candidates]  # a date measures nothing: the next row may follow it
    if True not in marks or False not in marks:
        return candidates
    return [v for v, mark in zip(candidates, marks, strict=True) if mark is not False]


def not_modifying_others(snippet: str, offset: int, values: tuple[Value, ...],
                         words: frozenset[str]) -> tuple[Value, ...]:
    """``values`` less physical measures written as another noun's modifier after a
    definite article, a possessive pronoun or a word that sets it apart ("the 5-metre gilded
    statue on the tower" for "How tall is the tower …?"): the table attribute's reading,
    which ``other_things`` does not sift. Only sizes (``_SIZES``): durations ("the
    3-month notice period"), capacities ("the 5000mAh cell") and measures after a verb
    ("stood 8 feet tall") stay. Order kept."""
    if not any(v.field == "quantity" and v.dimension in _SIZES for v in values):
        return values
    return tuple(v for v in values if v.dimension not in _SIZES
                 or not _premodifies_another(snippet, v, offset, words))


def _premodifies_another(snippet: str, value: Value, offset: int, words: frozenset[str]) -> bool:
    """Is the physical measure ``value`` a modifier after a determiner or a setting-apart
    word, followed by a word the question does not use (``_modifies_another``'s last two
    readings)?"""
    at = value.start - offset
    if _OTHER_BEFORE.search(snippet, max(0, at - 12), at) is not None:
        return _follows(snippet, value.end - offset, words) is not None
    return _DETERMINER_BEFORE.search(snippet, max(0, at - 8), at) is not None \
        and _follows(snippet, value.end - offset, words) is False


_GENITIVE = re.compile(r"['’]s?(?=[^\S\n])")
_LABEL_BEFORE = re.compile(r"([A-Za-z][A-Za-z-]*)[^\S\n]*[:=]?[^\S\n]*$")
_NOUN_AFTER = re.compile(r"[^\S\n]*(?:of[^\S\n]+)?([A-Za-z][A-Za-z-]*)")


def labelled(snippet: str, value: Value, offset: int, material: str) -> bool:
    """Is ``value`` labelled by ``material``: the word right before it ("sugars 11.2 g",
    "protein: 15 g") or right after it ("15 g of protein", "15g protein")?"""
    at, end = value.start - offset, value.end - offset
    before = _LABEL_BEFORE.search(snippet, max(0, at - 30), at)
    after = _NOUN_AFTER.match(snippet, end)
    return any(found is not None and matches(canonical(stem(found.group(1).lower())),
                                             frozenset({material}))
               for found in (before, after))


def _modifies_another(snippet: str, value: Value, offset: int, words: frozenset[str]) -> bool:
    """Is ``value`` a physical measure written before a noun as its modifier, after a
    definite article or a possessive ("the 40 cm visitor telescope", "its 2.4 m mirror"),
    or after a word that sets it apart ("the separate 10 km race": ``_OTHER_BEFORE``; then
    whatever noun follows), or a duration in the genitive before a noun ("2 minutes'
    walk") or written as its modifier ("a 90-day simulation": ``_compound``; not after a
    copula or a colon, unless the colon's label names another version of the asked thing:
    ``_other_version``), where that noun is no word of the question? It then describes
    another thing. ("The trail is a 42 km waymarked route": an indefinite article says what
    the subject is.)"""
    if value.field == "quantity" and value.dimension == "duration":
        end = value.end - offset  # "2 minutes' walk", "an hour's drive": the walk's time
        if _compound(value.surface):  # "a 90-day simulation", "the 15-20 minute ferry"
            at = value.start - offset
            said = _SUBJECT_IS.search(snippet, max(0, at - 12), at)
            return (said is None or _other_version(snippet, said, words)) \
                and _follows(snippet, end, words) is False
        genitive = _GENITIVE.match(snippet, end - 1) if value.surface.endswith(("'", "’")) \
            else _GENITIVE.match(snippet, end)
        return genitive is not None and _follows(snippet, genitive.end(), words) is False
    if value.field != "quantity" or value.dimension not in _PHYSICAL:
        return False
    at = value.start - offset
    return _measured_before(snippet, at, value.end - offset, words) \
        or _premodifies_another(snippet, value, offset, words)  # "another 10 km race"


_DIMENSION_AFTER = re.compile(r"[^\S\n]+(?:deep|tall|high|long|wide|thick|across)\b",
                              re.IGNORECASE)
_WORD_BEFORE = re.compile(r"\b([a-z][a-z-]*)[^\S\n]+$")


def _measured_before(snippet: str, at: int, end: int, words: frozenset[str]) -> bool:
    """Is the measure at ``at:end`` predicated of the noun right before it, with no verb
    between ("tourist route 135 m deep", "the footbridge 40 m long"), where that noun is no
    word of the question? The noun governs the measure: it is that thing's. A word that may
    be a verb ("goes", "reached", "standing") or a stop word ("is", "about") governs nothing
    here, so "the mine goes 327 m deep" is left alone."""
    if _DIMENSION_AFTER.match(snippet, end) is None:
        return False
    found = _WORD_BEFORE.search(snippet, max(0, at - 30), at)
    if found is None:
        return False
    word = found.group(1)
    if word in STOPWORDS or word.endswith(("s", "ed", "ing", "ly")):
        return False
    return not matches(canonical(stem(word)), words)


_COMPOUND_UNIT = re.compile(
    r"(\d[\d,.]*+)(-|[^\S\n]++)(?:second|minute|hour|day|night|week|month|year)$",
    re.IGNORECASE,
)


_SUBJECT_IS = re.compile(r"(?:\b(?:is|was|are|were)|[:—–])[^\S\n]++(?:an?[^\S\n]++)?$",
                         re.IGNORECASE)
"""A compound after a copula or a colon says what the subject is ("Sorrel Valley Railway: a
120-minute ride", "each sol is a 24-hour day"), not what another thing measures."""


_LABEL = re.compile(r"[^.·—–|;!?\n]{1,80}$")
_LABEL_WORD = re.compile(r"[A-Za-z][A-Za-z'’-]*")


def _other_version(snippet: str, said: re.Match[str], words: frozenset[str]) -> bool:
    """Does the label before the colon ``said`` ends (``_SUBJECT_IS``) name the question's
    thing with content words the question never writes ("Orla Bay in concert: a 90-minute
    show" for "How long is the animated film Orla Bay?")? That label names another version
    of the thing (a show, an edition), so the compound after it measures that version. A
    copula, or a label of the question's words only or of none, says what the subject is."""
    colon = said.group().find(":")
    if colon < 0:
        return False
    label = _LABEL.search(snippet, 0, said.start() + colon)
    if label is None:
        return False
    marks = [matches(canonical(stem(w.lower())), words)
             for w in _LABEL_WORD.findall(label.group()) if w.lower() not in STOPWORDS]
    return True in marks and False in marks


def _compound(surface: str) -> bool:
    """Is a duration written as a noun's modifier: joined by a hyphen ("90-day") or with
    its unit in the singular after a number other than one ("20 minute")?"""
    found = _COMPOUND_UNIT.search(surface)
    return found is not None and (found.group(2) == "-" or found.group(1) != "1")


def _follows(snippet: str, end: int, words: frozenset[str]) -> bool | None:
    """True when a word of the question follows at once, False when another content word
    does, None when none does (a stop word, punctuation, the end)."""
    match = _NEXT_WORD.match(snippet, end)
    if match is None:
        return None
    word = match.group(1).lower()
    if word in STOPWORDS:
        return None
    return matches(canonical(stem(word)), words)
