"""Another API endpoint's figure is no answer about the endpoint a question names.

An API reference states each limit under the endpoint it documents: a chunk led by an HTTP
method and a path ("GET /docks/{id}/status - rate limit: 120 requests per minute") is about
that path. A question that names its endpoint by a head word before "API" or "endpoint"
("the dock-status endpoint", "the licence activation API"; of "the booking API's slots
endpoint", the endpoint's word) asks about the path whose literal
segments hold that word ("activations", "status"), not one holding only a modifier
("/licences/{id}"). When some member of a group is led by
such a path, a member led by a path holding none of the head words documents another
endpoint ("GET /availability - rate limit: 30 requests per minute") and joins no conflict.

Invariant: a member whose chunk is not led by an endpoint is always kept, and nothing is
set aside unless the question names an endpoint and some member's path answers to it.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from workers.engine.members import Member
from workers.engine.query_memo import per_query
from workers.engine.terms import stem
from workers.engine.text_memo import per_text

_ENDPOINT = re.compile(
    r"\s*(?:GET|POST|PUT|PATCH|DELETE)\s+(/[\w{}/.:-]*)", re.IGNORECASE)
"""A chunk led by an HTTP method and a path."""
_NAMED = re.compile(r"\b([\w-]+)\s+(?:API|endpoint)\b", re.IGNORECASE)
"""The head word before "API" or "endpoint" in a question, hyphenated parts and all."""
_NAMED_ENDPOINT = re.compile(r"\b([\w-]+)\s+endpoint\b", re.IGNORECASE)
"""The head word before "endpoint": it names the endpoint of an API the question may name
too ("the booking API's slots endpoint" asks about slots, not bookings)."""
_STOP = frozenset({"the", "a", "an", "this", "that", "our", "its", "of", "on", "in", "for", "v"})


def endpoint_only(members: Sequence[Member], query: str) -> tuple[Member, ...]:
    """``members`` without those led by an endpoint other than the one ``query`` names;
    unchanged when the query names none or no member's path answers to it."""
    heads = _heads(query)
    if not heads:
        return tuple(members)
    paths = {m.chunk_id: _path_words(m.chunk.text) for m in members}
    if not any(words is not None and heads & words for words in paths.values()):
        return tuple(members)
    return tuple(m for m in members
                 if (words := paths[m.chunk_id]) is None or heads & words)


@per_query
def _heads(query: str) -> frozenset[str]:
    """The stems of the words ``query`` names its API or endpoint by ("dock-status
    endpoint" → dock, status); the endpoint's before the API's when it names both."""
    found = _NAMED_ENDPOINT.search(query) or _NAMED.search(query)
    if found is None:
        return frozenset()
    words = re.findall(r"[a-z]+", found.group(1).lower())
    return frozenset(stem(w) for w in words if w not in _STOP)


@per_text
def _path_words(text: str) -> frozenset[str] | None:
    """The stems of the literal segments of the path ``text`` is led by ("/docks/{id}/status"
    → dock, status); None when no endpoint leads it."""
    found = _ENDPOINT.match(text)
    if found is None:
        return None
    literal = re.sub(r"\{[^}]*\}", " ", found.group(1))
    return frozenset(stem(w) for w in re.findall(r"[a-z]+", literal.lower()))
