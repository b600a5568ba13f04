"""What a parenthesis after a name tells: which of several same-name entities is meant, or not.

"(Canadian politician)", "(1858)", "(2000 album)" tell entities apart; a life span with days,
"born …", an acronym, a gloss of the name in another language, an edition of a work and the
kind of page a citation is, facts after a participle ("opened 1877"), the thing's own code
("code OFD-2018", "SKU 4471") and its measure ("elevation 412 m"), do not; nor does the name
spelt out after its acronym, "EMI (Electric and Musical Industries)": the same entity
(``spells_out``; ``entities`` reads the rest of the name's mention).
"""

from __future__ import annotations

import re

_NOT_DISAMBIGUATING = re.compile(
    r"^\W*(?:\d|[a-z]{1,3}\.|(?:or|in|of|on|at|to|by|for|and|the|an?|per|via|pop)\b|[A-Z]{2,6}$"
    r"|(?i:born|b\.|died|d\.|also|formerly|now|aka|known"
    r"|see|pronounced|officially|née|nee)\b)"
)
_GLOSS = re.compile(r"^\W*[A-Z][a-z]+\s*:|\b(?:meaning|lit\.|literally)\b")
"""A parenthesis that glosses the name: its language and native spelling, or its meaning."""
_EDITION = re.compile(
    r"\b(?:editions?|remaster(?:ed)?|reissued?|liner notes|deluxe|expanded|reviews?"
    r"|interview)\b", re.IGNORECASE
)
"""A parenthesis naming an edition of the work or the kind of page a citation is ("(deluxe
edition liner notes)", "(2009 remaster)", "(review)"): the same work, no other entity."""
_DESCRIBED = re.compile(
    r"^\W*(?:[a-z]{2,}ed|built|began|begun|held|made|sold|bought|won|rebuilt)"
    r"[^\S\n]+(?:\d|(?:in|on|by|at|from|since|c\.|circa)\b)")
"""A parenthesis that opens with a past participle and its date or agent ("opened 1877,
textile-free", "built in 1890", "founded by monks"): facts about the named thing, no other
entity of its name."""
_CODE = re.compile(
    r"\W*(?:(?:product|stock|order)\s+)?(?:code|sku|ref(?:erence)?\.?|(?:part|item|article)"
    r"\s+(?:no\.?|number))\s*[:#]?\s*[A-Z0-9][\w./-]*\W*", re.IGNORECASE)
"""A parenthesis that gives the named thing's own code ("code OFD-2018", "SKU 4471", "part
no. 77-31"): a fact about that thing, which may itself be disputed, no other entity."""
_MEASURED = re.compile(
    r"\W*[a-z]+\.?:?[^\S\n]+(?:c\.[^\S\n]*)?\d[\d,.]*[^\S\n]*(?:[a-zA-Z]{1,3}|%)\W*")
"""A parenthesis that gives the named thing's measure ("elevation 412 m", "area 1.6 ha",
"height c. 30 ft"): a fact about that thing, no other entity ("(season 2)" has no unit and
is one)."""
_YEARS = re.compile(r"\d{4}(?:\s*[–—-]\s*\d{4})?")
_YEAR_NOUN = re.compile(r"\d{4}\s+[a-z][a-z ]{2,30}")
_MONTH = re.compile(
    r"\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d|\d\s+(?:jan|feb|mar"
    r"|apr|may|jun|jul|aug|sep|oct|nov|dec)", re.IGNORECASE
)


def disambiguates(inside: str) -> bool:
    """"(Canadian politician)", "(1858)", "(2000 album)" tell entities apart; a life span
    with days ("(19 January 1802 – 30 April 1866)"), "born …", an acronym and a gloss
    ("(Urdu: چوڑیاں meaning "Bangles")", "(Russian: Проспект Мира)"), an edition or a
    citation's kind ("(deluxe edition)", "(review)"), facts after a participle
    ("(opened 1877, …)"), the thing's own code ("(code OFD-2018)") and its measure
    ("(elevation 412 m)") do not."""
    if _GLOSS.search(inside) or _EDITION.search(inside) or _DESCRIBED.match(inside) \
            or _CODE.fullmatch(inside) or _MEASURED.fullmatch(inside):
        return False
    if _NOT_DISAMBIGUATING.match(inside) and not _YEARS.fullmatch(inside.strip()):
        return _YEAR_NOUN.fullmatch(inside.strip()) is not None
    return not _MONTH.search(inside)


_WORD = re.compile(r"[a-z]{4,}")
_RESTATED = 2
"""How many of the question's own words (not its names') a parenthesis must repeat to restate
the asked fact."""


def restates_question(inside: str, question: str, names: tuple[str, ...]) -> bool:
    """Does the parenthesis ``inside`` repeat at least ``_RESTATED`` of ``question``'s own
    words of four letters or more, its names' words left out ("Blanchard and Jeffries (first
    balloon crossing, 1785)" for "When did Blanchard and Jeffries make the first balloon
    crossing?")? It then states the asked fact of the named thing, not which of several it
    is: "(1941 film)", "(Canadian politician)" repeat no such word of a question about them."""
    named = {w for name in names for w in _WORD.findall(name.lower())}
    own = set(_WORD.findall(question.lower())) - named
    return len(own & set(_WORD.findall(inside.lower()))) >= _RESTATED


_SPELT_WORD = re.compile(r"[A-Za-z][\w'-]*")
_LINKING = frozenset("and of the for & de".split())


def spells_out(name: str, inside: str) -> bool:
    """Is ``inside`` the words whose initials make ``name``, an acronym of two to six
    capitals ("EMI" and "Electric and Musical Industries", "BBC" and "British Broadcasting
    Corporation")? Linking words ("and", "of", "the") may stand between, and count only when
    the acronym has their letter in that place ("AT&T"-style spellings are not read)."""
    if not re.fullmatch(r"[A-Z]{2,6}", name):
        return False
    words = _SPELT_WORD.findall(inside)
    if not words or any(not w[0].isupper() for w in words if w.lower() not in _LINKING):
        return False
    capitals = "".join(w[0] for w in words if w.lower() not in _LINKING).upper()
    every = "".join(w[0] for w in words).upper()
    return name in (capitals, every)
