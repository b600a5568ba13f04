"""Scope facets named in text: environment, audience, region ("in staging", "for children").

Each facet maps its spellings to one value; short region codes are matched in capitals
only, so the pronoun "us" is never the region "US".
"""

from __future__ import annotations

import re

from workers.engine.fields.scan import Anchored, Scan

_VALUES: dict[str, dict[str, str]] = {
    "environment": {
        "production": "production", "prod": "production", "staging": "staging",
        "development": "development", "dev": "development", "sandbox": "sandbox",
        "qa": "qa",
    },
    "audience": {
        "adult": "adults", "adults": "adults", "children": "children", "child": "children",
        "kids": "children", "pediatric": "children", "paediatric": "children",
        "minors": "children", "contractor": "contractors", "contractors": "contractors",
        "employee": "employees", "employees": "employees", "full-time employees": "employees",
        "staff": "employees",
        "interns": "interns", "intern": "interns", "partners": "partners",
        "students": "students", "pupils": "students", "pupil": "students",
        "seniors": "seniors",
    },
    "channel": {
        "online": "online", "in-store": "in-store", "in store": "in-store",
        "in-branch": "in-branch", "in branch": "in-branch",
    },
    "region": {
        "eu": "EU", "european union": "EU", "europe": "EU", "us": "US", "usa": "US",
        "united states": "US", "u.s.": "US", "uk": "UK", "united kingdom": "UK",
        "apac": "APAC", "emea": "EMEA", "latam": "LATAM", "canada": "CA", "australia": "AU",
        "india": "IN", "japan": "JP", "germany": "DE", "france": "FR",
    },
}
_LOOKUP = {
    spelling: (facet, value)
    for facet, table in _VALUES.items()
    for spelling, value in table.items()
}
LOOKUP = _LOOKUP
"""Each spelling, lower-cased, to its (facet, value)."""
VALUES = frozenset(v for table in _VALUES.values() for v in table.values())
"""Every value a facet's spelling names ("UK", "children")."""
_CASED = {"us", "eu", "uk", "usa", "apac", "emea", "latam", "u.s.", "qa"}
_WORDS = sorted((s for s in _LOOKUP if s not in _CASED), key=len, reverse=True)
_CASED_SPELLINGS = r"US|USA|EU|UK|APAC|EMEA|LATAM|U\.S\.|QA"
_WORD_SPELLINGS = "(?i:" + "|".join(re.escape(w) for w in _WORDS) + ")"
PATTERN = re.compile(
    rf"(?<![\w-])(?:(?P<cased>{_CASED_SPELLINGS})|(?P<word>{_WORD_SPELLINGS}))(?![\w$€£-])"
)
_INITIALS = "(?i:[" + "".join(sorted({re.escape(w[0]) for w in _LOOKUP})) + "])"
ANCHORED = Anchored(
    PATTERN,
    re.compile(rf"[^\w-](?={_INITIALS})(?={_CASED_SPELLINGS}|{_WORD_SPELLINGS})"),
    after=True,
)
"""A mention starts after a character that is no word character nor hyphen, where a
spelling begins (its first letter is checked first: most words start with no spelling's)."""
_AFTER_START = re.compile(
    rf"[^\w-](?P<m>(?={_INITIALS})(?:{_CASED_SPELLINGS}|{_WORD_SPELLINGS}))(?![\w$€£-])"
)
"""``ANCHORED``'s start and ``PATTERN`` in one pattern, the mention its group ``m``: after a
match that ends at ``e`` the search resumes at ``e``, where ``ANCHORED`` resumes at ``e - 1``;
no mention starts right after one (its first letter would be a word character after it)."""
FACET_WORDS = frozenset(w for spelling in _LOOKUP for w in spelling.split())


_AGENT = re.compile(r"\bby\s+(?:[\w-]+\s+){0,3}$")
"""Before a mention, the "by" of a passive's agent ("escorted by a badged employee"): the
party doing the act, not one the rule is for."""


def _agent(text: Scan, start: int) -> bool:
    """Is the audience mention at ``start`` a passive's agent (``_AGENT``)?"""
    return "by" in text.words and _AGENT.search(text.lower, max(0, start - 40), start) is not None


def facet_spelling(text: str) -> bool:
    """Is ``text`` one spelling of a facet's value ("EU", "United Kingdom")?"""
    return text.lower() in _LOOKUP


def find(text: Scan) -> list[tuple[str, str, int, int]]:
    """(facet, value, start, end) for every facet mention in ``text`` (what
    ``PATTERN.finditer`` finds; its matches in one search in C, past the text's start), but
    an audience that is a passive's agent (``_agent``)."""
    if text.words.isdisjoint(FACET_WORDS) and "u.s." not in text.lower:
        return []
    out = []
    resume = 0
    first = PATTERN.match(text.text)
    if first is not None:
        facet, value = _LOOKUP[first.group(0).lower()]
        if _scopes(text, facet, first.start(), first.end()):
            out.append((facet, value, first.start(), first.end()))
        resume = first.end() - 1
    lookup = _LOOKUP
    for match in _AFTER_START.finditer(text.text, resume):
        start, end = match.span("m")
        facet, value = lookup[match.group("m").lower()]
        if _scopes(text, facet, start, end):
            out.append((facet, value, start, end))
    return out


_OWNED_ONE = re.compile(
    r"['’]s[^\S\n]+(?:[A-Z][a-z]|(?:first|only|last|top|[a-z]+est)\b)")
"""A region's possessive before a name or a rank: "Australia's Edward Trickett", "Canada's
first world champion", "Japan's oldest firm"."""


_GREETING = re.compile(r"(?:^|\n)[^\S\n]*(?:hi|hello|hey|dear|morning|afternoon|evening)"
                       r"[^\S\n]+$", re.IGNORECASE)
"""A greeting opening a line, right before an addressee: "Hi ", "Dear "."""
_GREETING_WORDS = frozenset(("hi", "hello", "hey", "dear", "morning", "afternoon", "evening"))


def _addressee(text: Scan, start: int, end: int) -> bool:
    """Is the mention at ``start:end`` a capitalised name a greeting addresses, before a
    comma ("Hi Dev, …", "Dear Kids,")? A name is no scope: "Hi Dev" writes to a person,
    never about the development environment."""
    return text.text[start].isupper() and not text.words.isdisjoint(_GREETING_WORDS) \
        and text.text.startswith(",", end) \
        and _GREETING.search(text.text, max(0, start - 24), start) is not None


_REASON = re.compile(r"\b(?:because|since|as)[^\S\n]+(?:it|this|that|they)[^\S\n]+"
                     r"(?:[a-z]+[^\S\n]+){0,4}$")
"""Before a mention, a reason clause naming its object: "because it covers the ", "since
that pays for "."""


def _reason(text: Scan, start: int) -> bool:
    """Is the audience mention at ``start`` the object of a clause giving the reason for
    what the sentence states ("the deposit is £120, because it covers the staff we call
    in")? The reason explains the figure; it names no group the figure is for."""
    return not text.words.isdisjoint(("because", "since", "as")) \
        and _REASON.search(text.lower, max(0, start - 60), start) is not None


def _scopes(text: Scan, facet: str, start: int, end: int) -> bool:
    """Does the mention at ``start:end`` scope what its sentence states? Not a name a
    greeting addresses (``_addressee``), nor an audience that is a passive's agent
    (``_agent``) or the object of a reason clause (``_reason``), nor a region in the
    possessive before a name or a rank (``_OWNED_ONE``): it tells whose the person or the
    title is, not where a rule or figure holds ("Australia's rabbits" still scopes)."""
    if _addressee(text, start, end):
        return False
    if facet == "audience":
        return not _agent(text, start) and not _reason(text, start)
    return facet != "region" or _OWNED_ONE.match(text.text, end) is None
