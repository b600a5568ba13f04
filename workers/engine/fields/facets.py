"""Scope facets named in text: environment, audience, region ("in staging", "for children").

Each facet maps its spellings to one value; short region codes are matched in capitals
only, so the pronoun "us" is never the region "US".
"""

from __future__ import annotations

import re

from workers.engine.fields.scan import Scan

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
_CASED = {"us", "eu", "uk", "usa", "apac", "emea", "latam", "u.s.", "qa"}
_WORDS = sorted((s for s in _LOOKUP if s not in _CASED), key=len, reverse=True)
PATTERN = re.compile(
    r"(?<![\w-])(?:(?P<cased>US|USA|EU|UK|APAC|EMEA|LATAM|U\.S\.|QA)|(?P<word>(?i:"
    + "|".join(re.escape(w) for w in _WORDS)
    + r")))(?![\w$€£-])"
)
FACET_WORDS = frozenset(w for spelling in _LOOKUP for w in spelling.split())


def find(text: Scan) -> list[tuple[str, str, int, int]]:
    """(facet, value, start, end) for every facet mention in ``text``."""
    if text.words.isdisjoint(FACET_WORDS) and "u.s." not in text.lower:
        return []
    out = []
    for match in PATTERN.finditer(text.text):
        facet, value = _LOOKUP[match.group(0).lower()]
        out.append((facet, value, match.start(), match.end()))
    return out
