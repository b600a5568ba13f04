"""Which kind of place a fragment is about, from how it refers to its own subject.

Places that share a name are often of different kinds: the city and the township of one
name, the town and its district, the village and the census-designated place. Census and
gazetteer text refers to its subject by its kind, the same way throughout ("families
residing in the city", "The median age in the city was", "the township has a total area",
"Riceville is a city in …"), and a gazetteer says which of a name's places a paragraph
describes by opening it on that kind ("As a commune, Lota is …", "As a province, Lota
is …": the form every commune and province page of a country writes), so a fragment that
names no disambiguator still tells which of those places it describes. ``place_kind``
reads that kind; ``by_place_kind`` uses it to attribute fragments (``entities``): only when
the event's chunks show two kinds or more, only a chunk no other rule labelled, and only to
the one entity of that kind.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping

from workers.engine.frozen import EMPTY, shared
from workers.engine.text_memo import per_text

_KIND = (r"(city|town|village|township|borough|CDP|county|district|municipality|parish|hamlet"
         r"|province|commune)")
KIND_LABEL = "place: "
"""The prefix of a label made from a kind alone ("place: city"): no text names it."""
_OWN_KIND = re.compile(
    rf"\b(?:residing|living) in the {_KIND}\b"
    rf"|\b(?:in|of) the (?:civil )?{_KIND} (?:was|were|is)\b"
    rf"|\b[Tt]he (?:civil )?{_KIND} (?:had|has) a (?:total area|population)\b"
    rf"|\b[Tt]he {_KIND}['’]s population\b"
)
"""The census forms that refer to the text's own subject by its kind (lower case, as
census prose writes it; "CDP" as written)."""
_KIND_AFTER_THE = re.compile(rf"he (?:civil )?{_KIND}")
"""What every ``_OWN_KIND`` match holds (searched from its literal "he ", in C; ``_OWN_KIND``
opens with ``\\b`` and is tried at every position)."""
_AS_KIND = re.compile(rf"\b[Aa]s an? {_KIND}[^\S\n]*,[^\S\n]*")
""""As a <kind>, " right before one of the query's names: the kind the paragraph describes the
name's place as ("As a commune, Lota is a third-level administrative division")."""
_DEFINED = re.compile(rf"\s+is\s+an?\s+(?:[\w-]+\s+){{0,3}}?{_KIND}\b")
""""<name> is a (small / market / civil) <kind>": the kind a sentence defines the name as."""


def place_kind(text: str, names: tuple[str, ...]) -> str:
    """The one kind of place ``text`` refers to its subject as ("" when none, or several):
    from census forms, or from "<name> is a <kind>" or "As a <kind>, <name>" for one of the
    query's ``names``."""
    kinds = set(_census_kinds(text))
    for name in names:
        if name not in text:
            continue  # a mention starts with the name as written
        if "s a" in text:  # cheap gate for "As a" / "as an"
            kinds.update(m.group(1).lower() for m in _AS_KIND.finditer(text)
                         if text.startswith(name, m.end()))
        for end in _before_is(text, name):
            if (defined := _DEFINED.match(text, end)) is not None:
                kinds.add(defined.group(1).lower())
    return next(iter(kinds)) if len(kinds) == 1 else ""


_BOUNDARY = re.compile(r"\b")
_TO_IS = re.compile(r"(?:\s+[A-Z][a-z]+)?,?(?=\s+is\s)")
"""What may stand between a name and the "is" defining it: a capitalised word ("Riceville
Township"), a comma."""


def _before_is(text: str, name: str) -> Iterator[int]:
    """Where each mention of ``name`` (written as given, from a word boundary) that "is"
    follows ends, before the "is": the ends of ``re.finditer(rf"\\b{re.escape(name)}"
    + _TO_IS.pattern, text)``, found with ``str.find`` and two fixed patterns, so that no
    pattern is compiled per name (a name is new with nearly every question)."""
    at = text.find(name)
    while at >= 0:
        tail = _TO_IS.match(text, at + len(name)) if _BOUNDARY.match(text, at) else None
        if tail is not None:
            yield tail.end()
        at = text.find(name, max(at + 1, tail.end() if tail is not None else 0))


@per_text
def _census_kinds(text: str) -> frozenset[str]:
    """The kinds ``text``'s census forms call its subject (memoised: a chunk recurs under
    other queries)."""
    if _KIND_AFTER_THE.search(text) is None:
        return EMPTY  # every census form writes "the", maybe "civil", then the kind
    return shared(frozenset(next(g for g in m.groups() if g).lower()
                            for m in _OWN_KIND.finditer(text)))


def by_place_kind(labels: Mapping[str, str], texts: Mapping[str, str],
                  names: tuple[str, ...]) -> dict[str, str]:
    """``labels`` (chunk id → entity, "" when none) with each unlabelled chunk that refers
    to one kind of place given the one label whose chunks are of that kind, or, when no
    label is, the kind itself as a label. Unchanged unless the chunks show two kinds or
    more; a label whose chunks (or its first word, "township michigan") show several kinds, or
    a kind two labels share, attributes nothing."""
    kinds = {cid: place_kind(text, names) for cid, text in texts.items()}
    if len(set(kinds.values()) - {""}) < 2:
        return dict(labels)
    of_label: dict[str, set[str]] = {}
    for cid, label in labels.items():
        if label:
            shown = of_label.setdefault(label, set())
            if (first := label.split(" ", 1)[0]) in _KIND_WORDS:
                shown.add(first)  # "township michigan": Casnovia Township
            if kinds[cid]:
                shown.add(kinds[cid])
    out = dict(labels)
    for cid, label in labels.items():
        kind = kinds[cid]
        if label or not kind:
            continue
        owners = [name for name, shown in of_label.items() if kind in shown]
        if len(owners) == 1 and of_label[owners[0]] == {kind}:
            out[cid] = owners[0]
        elif not owners:
            out[cid] = KIND_LABEL + kind
    return out


_KIND_WORDS = frozenset(_KIND.strip("()").lower().split("|"))
