"""A question's name qualified in a sentence by an origin the question never writes.

"Who first drew Captain Lark for the Comet?" asks about one work; a sentence that writes
"the Canadian Captain Lark" (an origin adjective between an article and the name) tells of
a namesake from elsewhere, another work with its own makers and dates, though its name is
the question's. Invariant: an origin is a capitalised word of the nationality shapes
("-an" but "-man", "-ese", "-ish", "-ch", "-i", "-ic": "American", "Japanese", "Irish",
"Dutch", "Israeli", "Icelandic"; "Greek", "Swiss", "US", "UK") that the question does not
write, as itself, as its names' initials ("US" of "United States") or as the adjective of a
word it capitalises ("Canadian" of "Canada": same first four letters); a
sentence's values are set aside only when every mention of a question's name in it is so
qualified and it names none of the question's other names. Every other value passes. Pure;
claims are replaced, never mutated.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from workers.engine.claims import Claim
from workers.engine.entities import query_names
from workers.engine.kept_values import outside_sentences

_ORIGIN = r"(?:[A-Z][a-z]+(?:an|ese|ish|ch|i|ic)(?<!man)|Greek|Swiss|US|U\.S\.|UK)"
"""An origin adjective by its shape; a noun in "-man" ("the Yorkshireman Saxton") describes
a person, it qualifies no namesake."""
_CAPITALISED = re.compile(r"[A-Z][a-z]+")
_INNER = re.compile(r"[\w-]")
"""A character that continues a word (a mention's neighbour must not be one)."""
_QUALIFIED = re.compile(r"\b(?i:the|an?)[^\S\n]+(" + _ORIGIN + r")[^\S\n]+$")


def _mentions(text: str, name: str) -> Iterator[int]:
    """The offsets of ``name`` in ``text`` as a whole word (no word character or hyphen on
    either side). A find loop rather than a pattern compiled per question: a stream rarely
    asks the same question twice."""
    at = text.find(name)
    while at >= 0:
        end = at + len(name)
        if not (at and _INNER.match(text[at - 1])) and not (end < len(text)
                                                              and _INNER.match(text[end])):
            yield at
        at = text.find(name, at + 1)


def namesake_sentence(sentence: str, query: str) -> bool:
    """Does ``sentence`` mention a name of ``query`` only as an origin-qualified namesake and
    name none of its other names (module docstring)?"""
    qualified = False
    for name in query_names(query):
        hits = list(_mentions(sentence, name))
        if not hits:
            continue
        for hit in hits:
            origin = _QUALIFIED.search(sentence, max(0, hit - 40), hit)
            if origin is None or _own_origin(origin.group(1), query):
                return False  # an unqualified mention, or the question's own origin
        qualified = True
    return qualified


def _own_origin(origin: str, query: str) -> bool:
    """Is ``origin`` one the question writes: itself, the initials of one of its names ("US"
    of "the United States") or the adjective of a capitalised word it writes ("American" of
    "America": the same first four letters)?"""
    bare = origin.replace(".", "")
    if re.search(r"\b" + re.escape(origin) + r"(?![\w])", query):
        return True
    if bare.isupper():
        return any("".join(w[0] for w in name.split() if w[:1].isupper()) == bare
                   for name in query_names(query))
    return any(w[:4] == origin[:4] for w in _CAPITALISED.findall(query) if len(w) >= 4)


def _qualified_anywhere(text: str, query: str) -> bool:
    """Does ``text`` write a name of ``query`` after "the"/"a"/"an" and an origin anywhere? A
    cheap gate before the sentence split: a namesake sentence needs such a mention."""
    for name in query_names(query):
        for hit in _mentions(text, name):
            if _QUALIFIED.search(text, max(0, hit - 40), hit):
                return True
    return False


def namesakes_dropped(claims: list[Claim], text: str, query: str) -> list[Claim]:
    """``claims`` without the values of ``text``'s sentences about an origin-qualified
    namesake of the question's name (module docstring); a claim left with no value is
    dropped."""
    if not claims or not query_names(query) or not _qualified_anywhere(text, query):
        return claims
    return outside_sentences(claims, text, lambda body: namesake_sentence(body, query))
