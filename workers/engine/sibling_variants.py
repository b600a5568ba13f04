"""A sibling variant of the asked item, named in another text's prose, is another item.

A rate card that sets two variants of one thing side by side as row labels ("Upright
tuning | £95 | Grand tuning | £120") shows they are alternatives: the two labels are two
words each, the same head word after a modifier of their own. When the query names one
modifier ("… to tune a grand piano?") and not the other, a sentence of any text of the
event that names the other in a "for your upright" slot and never the query's modifier
("for your upright the tuning is £95") prices the sibling: its amounts are no answer.

Likewise a contract that gives a period to two parties by the same modal and verb ("The
Client may end this agreement …", "The Agency may end this agreement on 14 days' notice")
shows the parties as alternatives: when the query names one party and that verb and not the
other party, the other party's sentence states the other party's term.

Both rules learn the alternatives from the event's own texts (never a list of known words)
and act only on money, quantity and date values; a sentence naming the query's side too is
left alone. Pure; claims are replaced, never mutated.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from schemas.types import FieldType
from workers.engine.claims import Claim
from workers.engine.kept_values import kept
from workers.engine.query import QueryView
from workers.engine.query_memo import per_query
from workers.engine.terms import stem
from workers.engine.text_memo import per_text
from workers.engine.values import Value

_CELL = re.compile(r"[^|\n]+")
_LABEL = re.compile(r"[^\S\n]*([A-Za-z][a-z-]+)[^\S\n]+([a-z][a-z-]+)[^\S\n]*")
"""A row label of two words: a modifier, then a head word in lower case."""
_FOR_SLOT = r"\bfor[^\S\n]+(?:your|the|a|an)[^\S\n]+{}\b"
_PARTY = re.compile(
    r"\b(?:[Tt]he|[Aa]n?)[^\S\n]+([A-Za-z]+)[^\S\n]+(?:may|must|can|shall|will|should)"
    r"[^\S\n]+(?:not[^\S\n]+)?(?:be[^\S\n]+)?([a-z]+)\b")
"""A party and the verb of its term: "The Agency may end …", "the Client must give …"."""
_ACTION = re.compile(
    r"\b([A-Za-z]+)[^\S\n]+(?:may|must|can|shall|will)[^\S\n]+(?:not[^\S\n]+)?be[^\S\n]+"
    r"([a-z]+ed)\b")
"""A thing and the act done to it under a term: "A licence may be transferred …"."""
_MODAL = re.compile(r"[^\S\n](?:may|must|can|shall|will|should)[^\S\n]")
"""What every ``_PARTY`` match holds: a cheap gate before it."""
_MODAL_BE = re.compile(r"[^\S\n](?:may|must|can|shall|will)[^\S\n]+(?:not[^\S\n]+)?be[^\S\n]")
"""What every ``_ACTION`` match holds: a cheap gate before it."""
_MODALS = ("may", "must", "can", "shall", "will", "should")
"""What ``_MODAL`` and ``_MODAL_BE`` need written: plain substring tests, before either."""
_GATED = frozenset({"money", "quantity", "date"})


@per_text
def row_siblings(text: str) -> frozenset[tuple[str, str]]:
    """The (modifier, modifier) pairs, both orders, of two-word row labels of ``text`` (cells
    between "|" or line breaks, no digit) that share their head word's stem and differ in
    their modifier's: "Upright tuning | £95 | Grand tuning" → (upright, grand)."""
    heads: dict[str, set[str]] = {}
    if "|" not in text and "\n" not in text:
        return frozenset()
    for cell in _CELL.finditer(text):
        found = _LABEL.fullmatch(cell.group(0))
        if found is not None:
            heads.setdefault(stem(found.group(2)), set()).add(found.group(1).lower())
    return frozenset((a, b) for mods in heads.values() for a in mods for b in mods if a != b)


def party_siblings(texts: Iterable[str], only: frozenset[str] | None = None
                   ) -> dict[str, frozenset[str]]:
    """Each verb's (stem) parties (lower case) across ``texts``: "The Client may end", "The
    Agency may end" → {"end": {"client", "agency"}}; only the verbs in ``only`` when given
    (the same entries, none built for verbs a caller drops)."""
    verbs: dict[str, set[str]] = {}
    for text in texts:
        for verb, party in _parties_of(text):
            if only is None or verb in only:
                verbs.setdefault(verb, set()).add(party)
    return {verb: frozenset(parties) for verb, parties in verbs.items() if len(parties) > 1}


@per_text
def _parties_of(text: str) -> tuple[tuple[str, str], ...]:
    """Each (verb stem, party in lower case) ``_PARTY`` reads in ``text``, in order (a memo:
    a text recurs across events)."""
    if not any(modal in text for modal in _MODALS) or _MODAL.search(text) is None:
        return ()  # every party's term needs a modal
    return tuple((stem(found.group(2)), found.group(1).lower()) for found in _PARTY.finditer(text))


@per_text
def _acts_of(text: str) -> tuple[tuple[str, str], ...]:
    """Each (thing stem, act ``_verb``) ``_ACTION`` reads in ``text``, in order (a memo)."""
    if not any(modal in text for modal in _MODALS) or _MODAL_BE.search(text) is None:
        return ()  # every act needs a modal, then "be"
    return tuple((stem(found.group(1)), _verb(found.group(2)))
                 for found in _ACTION.finditer(text))


def _verb(word: str) -> str:
    """``stem`` less a doubled final consonant ("transferred" → "transfer")."""
    found = stem(word)
    return found[:-1] if len(found) > 3 and found[-1] == found[-2] else found


def action_siblings(texts: Iterable[str], only: frozenset[str] | None = None
                    ) -> dict[str, frozenset[str]]:
    """Each thing's (stem) acts (``_verb``) across ``texts``: "A licence may be transferred",
    "A lapsed licence may be reinstated" → {"licence": {"transfer", "reinstat"}}; only the
    things in ``only`` when given."""
    things: dict[str, set[str]] = {}
    for text in texts:
        for thing, act in _acts_of(text):
            if only is None or thing in only:
                things.setdefault(thing, set()).add(act)
    return {thing: frozenset(acts) for thing, acts in things.items() if len(acts) > 1}


_WORD = re.compile(r"[a-z][a-z-]*")


def _words(text: str) -> frozenset[str]:
    return frozenset(_WORD.findall(text.lower()))


@per_query
def _asked(query: str) -> frozenset[str]:
    """The query's words (``_words``), memoised per query."""
    return _words(query)


@per_query
def _asked_stems(query: str) -> frozenset[str]:
    return frozenset(stem(w) for w in _asked(query))


@per_query
def _asked_acts(query: str) -> frozenset[str]:
    return frozenset(_verb(w) for w in _asked(query))


def _rival_variants(texts: list[str], query: QueryView) -> frozenset[str]:
    """The modifiers some text sets beside one the query writes, that the query never
    writes: the sibling variants a sentence must not be read as answering for."""
    asked = _asked(query.text)
    return frozenset(other for text in texts for mine, other in row_siblings(text)
                     if mine in asked and other not in asked)


def _rival_parties(texts: list[str], query: QueryView) -> dict[str, frozenset[str]]:
    """Per verb the query writes, the parties beside one the query writes, that it never
    writes (``party_siblings``)."""
    asked, stems = _asked(query.text), _asked_stems(query.text)
    return {verb: frozenset(p for p in parties if p not in asked)
            for verb, parties in party_siblings(texts, stems).items()
            if parties & asked}


def _rival_actions(texts: list[str], query: QueryView) -> dict[str, frozenset[str]]:
    """Per thing the query writes, the acts beside one the query writes, that it never
    writes (``action_siblings``)."""
    stems = _asked_acts(query.text)
    return {thing: frozenset(a for a in acts if a not in stems)
            for thing, acts in action_siblings(texts, stems).items()
            if acts & stems}


def _other_action(snippet: str, actions: dict[str, frozenset[str]],
                  asked: frozenset[str]) -> bool:
    """Does ``snippet`` give a term for an act on the query's thing that the query does
    not name, and never name the query's act?"""
    for found in _ACTION.finditer(snippet):
        if _verb(found.group(2)) in actions.get(stem(found.group(1)), frozenset()):
            return {_verb(w) for w in _words(snippet)}.isdisjoint(asked)
    return False


def _names_sibling(snippet: str, variants: frozenset[str], asked: frozenset[str]) -> bool:
    """Does ``snippet`` name a sibling variant in a "for your X" slot, and no word of the
    query's that a text sets beside it?"""
    lowered = snippet.lower()
    return any(re.search(_FOR_SLOT.format(re.escape(v)), lowered) for v in variants) \
        and asked.isdisjoint(_words(snippet))


def _other_party(snippet: str, parties: dict[str, frozenset[str]],
                 asked: frozenset[str]) -> bool:
    """Does ``snippet`` give a term to a party the query does not name, by a verb the query
    names, and never name the query's party?"""
    for found in _PARTY.finditer(snippet):
        party, verb = found.group(1).lower(), stem(found.group(2))
        if party in parties.get(verb, frozenset()):
            named = {m.group(1).lower() for m in _PARTY.finditer(snippet)}
            return named.isdisjoint(asked)
    return False


def siblings_only(
    chunks: list[tuple[str, list[Claim]]], query: QueryView
) -> list[tuple[str, list[Claim]]]:
    """Each chunk's claims (``chunks``: text and claims) without the money, quantity and date
    values of sentences about a sibling variant or another party (module docstring)."""
    texts = [text for text, _ in chunks]
    variants = _rival_variants(texts, query)
    parties = _rival_parties(texts, query)
    actions = _rival_actions(texts, query)
    if not variants and not parties and not actions:
        return chunks
    stems = _asked_acts(query.text)
    acts = frozenset(a for t, acts in action_siblings(texts, stems).items() if t in actions
                     for a in acts) & stems
    asked = _asked(query.text)
    own = frozenset(m for text in texts for m, o in row_siblings(text) if o in variants) \
        & asked

    def keep(claim: Claim, field: FieldType, _value: Value) -> bool:
        if field not in _GATED:
            return True
        snippet = claim.snippets.get(field, claim.snippet)
        return not ((variants and _names_sibling(snippet, variants, own))
                    or (parties and _other_party(snippet, parties, asked))
                    or (actions and _other_action(snippet, actions, acts)))

    return [(text, kept(claims, keep)) for text, claims in chunks]
