"""A chunk scoped to another country than the one the query is asked in.

"What deposit is held for a van rented in Norway?" is not answered by "Vans in Sweden:
deposit €900": the chunk states its value for another country, as a scope facet would
(``fields/facets.py``), but country names are no facet there: they are the subject of many
questions ("What is the capital of Norway?"), so they stay content words. Here a country
scopes only in the shape of a scope, "in/for/from <Country>", in the query and in the
chunk: a chunk that writes such a phrase for another country and never names the query's
is about that country's case and joins no group. A chunk naming the query's country (or no
country in that shape) is untouched. Reads the chunk's text and the query only.
"""

from __future__ import annotations

import re

from workers.engine.query_memo import per_query

_COUNTRIES = """Albania Algeria Andorra Angola Argentina Armenia Austria Azerbaijan Bahrain
Bangladesh Belarus Belgium Bolivia Bosnia Botswana Brazil Bulgaria Cambodia Cameroon Chile
China Colombia Croatia Cuba Cyprus Czechia Denmark Ecuador Egypt Estonia Ethiopia Finland
Ghana Greece Hungary Iceland Indonesia Iran Iraq Ireland Israel Italy Kazakhstan Kenya Kosovo
Kuwait Latvia Lebanon Libya Liechtenstein Lithuania Luxembourg Malaysia Malta Mexico Moldova
Monaco Mongolia Montenegro Morocco Mozambique Namibia Nepal Netherlands Nigeria Norway Oman
Pakistan Paraguay Peru Philippines Poland Portugal Qatar Romania Russia Rwanda Senegal Serbia
Singapore Slovakia Slovenia Spain Sweden Switzerland Taiwan Tanzania Thailand Tunisia Uganda
Ukraine Uruguay Venezuela Vietnam Zambia Zimbabwe Canada Australia India Japan Germany France
Scotland Wales England""".split()
"""Country names (sovereign states and the UK's nations) that are no common word nor
given name when capitalised."""
_MULTI = ("New Zealand", "South Africa", "South Korea", "Saudi Arabia", "Sri Lanka",
          "Costa Rica", "North Macedonia", "Northern Ireland", "Czech Republic",
          "United Arab Emirates", "Dominican Republic")
_NAME = "|".join(re.escape(n) for n in sorted((*_COUNTRIES, *_MULTI), key=len, reverse=True))
_ALL = frozenset((*_COUNTRIES, *_MULTI))
_SCOPED = re.compile(rf"\b(?i:in|for|from)\s+(?:the\s+)?({_NAME})\b(?![-'’])")
"""A country in a scope's shape ("rented in Spain", "for Portugal"), capitalised as a name."""
_NAMED = re.compile(rf"\b({_NAME})\b")


def scoped_countries(text: str) -> frozenset[str]:
    """The countries ``text`` names in a scope's shape ("in Spain")."""
    return frozenset(m.group(1) for m in _SCOPED.finditer(text))


@per_query
def asked_countries(query: str) -> frozenset[str]:
    """The countries the query is asked in (``scoped_countries``), memoised per query."""
    return scoped_countries(query)


def other_country(text: str, query: str) -> bool:
    """Is a chunk (``text``) scoped to another country than the query's: it writes "in/for/
    from <Country>" for a country the query is not asked in, and never names the query's?
    Invariant: False for a query asked in no country, and for a text naming the query's."""
    asked = asked_countries(query)
    if not asked:
        return False
    scoped = scoped_countries(text)
    if not scoped or scoped & asked:
        return False
    return not any(m.group(1) in asked for m in _NAMED.finditer(text))


def is_country(name: str) -> bool:
    """Is ``name`` (as written, capitalised) one of the country names above?"""
    return name in _ALL
