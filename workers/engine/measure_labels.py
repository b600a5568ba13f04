"""The label words that name what a question measures: "Length", "Power", "Weight".

A "How long …?" question is answered by an infobox row "Length: 186 m", "How much
horsepower …?" by "Power: 380 hp", "How heavy …?" by "Weight: 1.42 kg": the label names the
asked measure in a word of its own, which the question does not write. The words come from
the dimensions the question asks in (``Slot.measures``: length, speed, power, mass) or from
its "how" adjective (tall → height, deep → depth, far → distance, long → length, duration or
distance: "Distance: 30 km" answers "How long is the race?",
fast → speed, heavy → weight, powerful → power; wide → width, diameter or breadth: "Diameter:
110 m" answers "How wide …?"), which, when there is one, is the only
source: "Height: 38 m" does not answer "How long is the viaduct?", nor "Length: 14 km" "How
deep is the loch?".

Likewise a length followed by the word of another dimension ("90 m high", "79 m drop", "45 m
wide") measures that dimension: it answers no "how long" question, as "14.2 km long" answers
no "how deep" one (``other_dimension``; only for a question that asks with a "how"
adjective or a what-question's size noun: "What was the wingspan …?" asks a width). "13 km of
cliffs" is an extent along them (a length) and "70 feet up" an altitude; a length a verb of
travel covers ("flew it about a mile") is a distance, no size, unless the question asks a
distance or a length itself; a row labelled only with another dimension's word ("Height: 85
m" for "How wide …?") measures that one (``other_dimension_label``).
"""

from __future__ import annotations

import re

from workers.engine.query_memo import per_query
from workers.engine.questions import read_slot
from workers.engine.terms import stem

_HOW = re.compile(r"\bhow\s+([a-z]+)", re.IGNORECASE)
_ADJECTIVE_NOUNS = {
    "tall": ("height",), "high": ("height",), "deep": ("depth",), "far": ("distance",),
    "long": ("length", "duration", "distance"), "wide": ("width", "diameter", "breadth"),
    "fast": ("speed",),
    "heavy": ("weight",), "powerful": ("power",),
}
_DIMENSION_NOUNS = {"mass": ("mass", "weight")}
_SIZE_ADJECTIVE = re.compile(r"\bhow\s+(?:big|large)\b", re.IGNORECASE)
_SIZE_LABELS = ("size", "area")
""""How big/large …?" names no dimension, but a row labelled "Area" or "Size" says what
it measures: the thing's extent (only a label source: it restricts no dimension)."""


_DIMENSION_AFTER = re.compile(
    r"[^\S\n]*-?[^\S\n]*(?P<w>long|high|tall|deep|wide|across|thick|drop|length|height|depth"
    r"|width|thickness|up"
    r"|of(?=[^\S\n]+(?:the[^\S\n]+)?(?!altitude|elevation|height|depth|width)[a-z]))\b",
    re.IGNORECASE,
)
_DIMENSION_WORDS = {"long": "length", "high": "height", "tall": "height", "drop": "height",
                    "deep": "depth", "wide": "width", "across": "width", "thick": "thickness",
                    "up": "height", "of": "length"}
"""The dimension each word after a length names: "70 feet up" an altitude, "13 km of
cliffs" an extent along the thing (a length), whatever the question calls it."""
_ADJECTIVES = frozenset("long high tall deep wide across thick".split())
"""The words after a length that name its dimension in so many words ("82 cm across"), not
as an extent or an altitude ("13 m of brick", "70 feet up")."""
_TRAVELLED = re.compile(
    r"\b(?:flew|flown|walked|ran|drove|driven|sailed|swam|rode|ridden|hiked|cycled|travell?ed"
    r"|covered|climbed)[^\S\n]+(?:[^\s,;.]+[^\S\n]+){0,4}?(?:about|around|nearly|almost"
    r"|some|over|just|roughly)?[^\S\n]*$", re.IGNORECASE)
"""A verb of travel before a length, within a few words ("flew the boat about a mile"): the
length is a distance covered, no size of the thing."""
_TRAVEL_ASKED = frozenset({stem("distance"), stem("length")})
"""The dimensions a distance travelled may answer ("How far …?", "How long was the trek?")."""
_NOUN_DIMENSIONS = {"wingspan": "width", "span": "width", "width": "width", "breadth": "width",
                    "diameter": "width", "height": "height", "altitude": "height",
                    "elevation": "height", "depth": "depth", "thickness": "thickness"}
"""A question's noun for a size, and the dimension it asks ("What was the wingspan of …?")."""
_NOUN = re.compile(r"\b(?:what|which)\b[^?]*?\b(" + "|".join(_NOUN_DIMENSIONS) + r")\b",
                   re.IGNORECASE)


def other_dimension(text: str, end: int, dimension: str, question: str, start: int = -1,
                    *, adjectives_only: bool = False) -> bool:
    """Is the length ending at ``end`` of ``text`` followed by the word of a dimension the
    question does not ask for ("90 m high" for "How long …?", "13 km of cliffs" for "How
    high …?", "70 feet up" for "What was the wingspan …?"), or, starting at ``start``, a
    distance a verb of travel covers ("flew about a mile") for a question about a size? The
    asked dimensions come from the "how" adjective, else a what-question's size noun. With
    ``adjectives_only``, only a dimension's adjective after the length counts (no travel,
    extent or altitude)."""
    if dimension != "length":
        return False
    asked = _asked_dimensions(question)
    if not asked:
        return False
    if start >= 0 and not adjectives_only and asked.isdisjoint(_TRAVEL_ASKED) \
            and _TRAVELLED.search(text, max(0, start - 60), start):
        return True
    found = _DIMENSION_AFTER.match(text, end)
    if found is None:
        return False
    word = found.group("w").lower()
    if adjectives_only and word not in _ADJECTIVES:
        return False
    return stem(_DIMENSION_WORDS.get(word, word)) not in asked


_NOUN_BEFORE = re.compile(
    r"(?<![A-Za-z])(?P<w>width|height|depth|thickness|breadth)(?:[^\S\n]+[a-z]+){0,3}"
    r"[^\S\n]+of[^\S\n]+(?:(?:about|around|some|nearly|almost|just|over|roughly|up to)"
    r"[^\S\n]+)?$", re.IGNORECASE)
"""A dimension's noun within the noun phrase a length is "of" ("Wide-width wallpaper rolls of
70 cm", "a width of 70 cm"): the length measures that dimension."""


def other_dimension_before(text: str, start: int, dimension: str, question: str) -> bool:
    """Is the length starting at ``start`` of ``text`` the "of" of a noun phrase (up to
    three words after a dimension's noun) naming a dimension the question does not ask
    ("Wide-width rolls of 70 cm" for "How long is a roll …?")? Only for a question asking a
    dimension by a "how" adjective or a size noun; an adjective ("high-speed line of 300
    km") names no dimension here."""
    if dimension != "length":
        return False
    asked = _asked_dimensions(question)
    if not asked:
        return False
    found = _NOUN_BEFORE.search(text, max(0, start - 60), start)
    return found is not None and stem(found.group("w").lower()) not in asked


_SUPERLATIVES = {"tallest": "height", "highest": "height", "longest": "length",
                 "deepest": "depth", "widest": "width", "thickest": "thickness"}
_ITEM_START = re.compile(r"(?:^|[;:\n|•]|[^\S\n]·[^\S\n])[^\S\n]*(?:the[^\S\n]+)?(\w+)",
                         re.IGNORECASE)


def other_superlative(text: str, start: int, end: int, question: str) -> bool:
    """Is the length ``text[start:end]`` in a list item (or a line) that opens on a
    superlative of a dimension the question does not ask ("Records: tallest hedge, Orm, 30 m"
    for "How long …?"), with no dimension word right after it? The item is labelled with
    the measure it ranks, so its value is that dimension's."""
    asked = _asked_dimensions(question)
    if not asked or _DIMENSION_AFTER.match(text, end) is not None:
        return False
    opening = next(reversed(list(_ITEM_START.finditer(text, max(0, start - 80), start))), None)
    if opening is None:
        return False
    dimension = _SUPERLATIVES.get(opening.group(1).lower())
    return dimension is not None and stem(dimension) not in asked


_LABEL_DIMENSIONS = {stem(word): stem(dimension) for word, dimension in (
    ("height", "height"), ("length", "length"), ("width", "width"), ("diameter", "width"),
    ("depth", "depth"), ("altitude", "height"), ("elevation", "height"),
    ("thickness", "thickness"))}


_ROW_LABEL = re.compile(r"[^\S\n]*([A-Za-z][A-Za-z /-]{0,30}):[^\S\n]")


def other_dimension_label(snippet: str, dimension: str, question: str) -> bool:
    """Is a length in the row ``snippet`` labelled with a word that names only another
    dimension than ``question`` asks ("Height: 85 m" for "How wide …?")? A label naming no
    dimension, or the asked one too ("Length / height"), leaves it."""
    if dimension != "length":
        return False
    found = _ROW_LABEL.match(snippet)
    asked = _asked_dimensions(question)
    if found is None or not asked:
        return False
    words = {stem(w.lower()) for w in re.findall(r"[A-Za-z]+", found.group(1))}
    named = {_LABEL_DIMENSIONS[w] for w in words if w in _LABEL_DIMENSIONS}
    return bool(named) and named.isdisjoint(asked) and words.isdisjoint(asked)


@per_query
def _asked_dimensions(question: str) -> frozenset[str]:
    """The stems of the dimensions ``question`` asks: its "how" adjectives' nouns, else the
    dimension of the size noun a what-question names (``_NOUN_DIMENSIONS``)."""
    adjectives = _adjective_labels(question)
    if adjectives:
        return adjectives
    found = _NOUN.search(question)
    return frozenset({stem(_NOUN_DIMENSIONS[found.group(1).lower()])}) if found else frozenset()


@per_query
def asked_dimension_words(question: str) -> frozenset[str]:
    """The stems of the words that name a dimension ``question`` asks (``_asked_dimensions``):
    the dimension's nouns and the adjectives written after a value ("82 cm across", "45 m
    wide" for a question about a diameter or a width)."""
    asked = _asked_dimensions(question)
    return asked | frozenset(stem(word) for word, dimension in _DIMENSION_WORDS.items()
                             if word in _ADJECTIVES and stem(dimension) in asked)


@per_query
def _adjective_labels(question: str) -> frozenset[str]:
    """The stems of the nouns of ``question``'s "how" adjectives ("How long" → length,
    duration); empty when it has none."""
    return frozenset(stem(noun) for found in _HOW.finditer(question)
                     for noun in _ADJECTIVE_NOUNS.get(found.group(1).lower(), ()))


@per_query
def measure_labels(question: str) -> frozenset[str]:
    """The stems of the label words that name what ``question`` measures (module
    docstring); empty for a question that measures nothing physical."""
    sizes = frozenset(stem(noun) for noun in _SIZE_LABELS) \
        if _SIZE_ADJECTIVE.search(question) else frozenset()
    return _adjective_labels(question) or sizes | frozenset(  # "How much horsepower …?"
        stem(noun) for dimension in read_slot(question).measures
        for noun in _DIMENSION_NOUNS.get(dimension, (dimension,)))
