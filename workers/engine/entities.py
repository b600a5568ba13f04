"""Which entity a chunk is about, when several share the query's name.

"Robert Hutchinson (Canadian politician)", "Rush Township, Scioto County, Ohio", "Second
Battle of Cancha Rayada": real text names its entity in full in its title (a name its first
sentence repeats) or at its first mention, with a disambiguator — a parenthesis, a ", Place"
tail, a kind word, or a qualifier before the name. A chunk whose title or first mention of a
query name carries one is about that entity; a chunk without one
that names exactly one of the disambiguators other chunks of the event carry is about that
entity too. A chunk titled with the bare name is about the name's main entity unless it
names exactly one of those disambiguators (a page of that entity titled bare); one that
names another entity of a seen disambiguator's kind ("Kenosha County" beside "Vernon
County") is about that one; one that never writes the query's name but writes, again
and again, a name one letter apart ("Sherborne" for "Sherbourne") is about that entity
(``spellings``). When the chunks show two entities or more, a chunk that shows
none cannot be attributed and is compared with nothing (precision first: a fragment of
one entity's article must not be set against the other's), unless its census prose names
its kind of place ("residing in the township") and one entity is of that kind
(``place_kinds``, which also tells apart fragments of two kinds that no name labels); when
they show one or none (and no two kinds of place), nothing changes, so a single-entity
event is resolved exactly as before; that holds too when the one other label is named on
the page titled with the bare name (that label's own page: one entity in all), unless the
label is years only ("(1873)"), which keeps its pages apart as before. The entity
becomes the scope facet ``entity``, so values are compared only within one entity; near-copies
of one text share one entity (``entity_links``). A chunk's opening title is read by
``entity_titles``, the labels a text names by ``entity_labels``; this module decides. A
label some chunk gives as the subject's nickname or alias is no other entity
(``entity_aliases``).
"""

from __future__ import annotations

import re
from collections.abc import Mapping

from workers.engine.disambiguators import disambiguates, restates_question, spells_out
from workers.engine.entity_aliases import aliased
from workers.engine.entity_appositions import co_listed, describes_subject
from workers.engine.entity_labels import (
    FUNCTION_WORDS,
    another_of_a_kind,
    labels_named,
    words_in_order,
)
from workers.engine.entity_links import UNATTRIBUTED, linked_by_copies
from workers.engine.entity_titles import foreign_title, opening_title
from workers.engine.life_span_labels import spans_as_main
from workers.engine.name_words import PERSON_TITLES
from workers.engine.place_kinds import KIND_LABEL, by_place_kind
from workers.engine.query_memo import per_query
from workers.engine.renamings import renames
from workers.engine.spellings import near_spelling

_CAPITALISED = re.compile(
    r"(?<![\w'])[A-Z][\w'.-]*(?:\s+(?:(?:of|the|de|la|von|van|and|del|du)\s+)*[A-Z][\w'.-]*)*"
)
_POSSESSIVE = re.compile(r"['’]s$")
"""The possessive a question puts on its name ("What is Greg Boyer's profession?")."""
_QUESTION_WORDS = frozenset(
    "what when who whom whose where which how why is was are were did does do in the a an"
    .split()
)
_PLACE_TAIL = re.compile(
    r"[^\S\n]?,\s+((?:[A-Z][\w'.-]*\s?){1,4}(?:[^\S\n]?,\s+(?:[A-Z][\w'.-]*\s?){1,3})?)"
)
"""A ", Place" tail, also as tokenised web text writes it ("Port Vincent , Louisiana")."""
_CODED = re.compile(r"\d")
"""A digit in a ", Tail" word: a size, a code or a sum ("Vintage poster, Rotorua Bath House, A2
print", "H0 scale", "R1,450"), never a place's name."""
_CONTRACTION = re.compile(r"\w(?:n['’]t|['’](?:ll|re|ve|m|d))\b", re.IGNORECASE)
"""A contraction in a ", Tail" ("Marie Lloyd, Don't Dilly Dally on the Way, 78 rpm record"):
a title or a phrase, never a place's name."""
_DATED_TAIL = re.compile(r"[^\S\n]*(?:1[0-9]|20)\d\d\b")
"""A year right after a ", Words" tail: the tail is a month ("Robert Brown, June 1827") or
part of a name dated as one edition ("Sears, Roebuck 1897 catalogue"), no place."""
_ROUTE_ON = re.compile(r"[–—][A-Z]")
"""A dash run into a capitalised word right after a ", Place" tail: the place opens a route or
a span ("Sail aboard the Lydia, Kiel–Riga 4 days"), where the thing goes, not which thing of
its name it is."""
_HEADLINE_BEFORE = re.compile(r"(?<![\w'-])(?:[A-Z][\w'-]*[^\S\n]+){2}$")
"""Capitalised words right before the name: a headline in title case ("The Beatles Announce
New Album Free Your Mind, Share Title Track"), whose ", Words" is the next phrase, no place."""
_PAREN = re.compile(r"\s*\(([^()]{2,60})\)")
_LEADING = re.compile(
    r"(?<![-\w])((?=[A-Z1-9])(?i:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth"
    r"|tenth|old|new|upper|lower|north|south|east|west|northern|southern|eastern|western|great"
    r"|little|greater|[1-9]\d?(?:st|nd|rd|th)))\s+$"
)
"""A qualifier before the name, capitalised as part of it: "Second Battle of Cancha Rayada",
"North Fork …" ("the new Team plan prices" is no other entity)."""
_KINDS = frozenset(
    "township county district subdivision province parish municipality borough village city"
    " town river lake island state region".split()
)
"""Kind words that, after a query name, name which entity it is ("Casnovia Township")."""
_KIND_AFTER = re.compile(rf"\s+((?i:{'|'.join(sorted(_KINDS))}))\b")
US_STATES = dict(zip(
    "AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ"
    " NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY".split(),
    "Alabama|Alaska|Arizona|Arkansas|California|Colorado|Connecticut|Delaware|Florida|Georgia"
    "|Hawaii|Idaho|Illinois|Indiana|Iowa|Kansas|Kentucky|Louisiana|Maine|Maryland"
    "|Massachusetts|Michigan|Minnesota|Mississippi|Missouri|Montana|Nebraska|Nevada"
    "|New Hampshire|New Jersey|New Mexico|New York|North Carolina|North Dakota|Ohio|Oklahoma"
    "|Oregon|Pennsylvania|Rhode Island|South Carolina|South Dakota|Tennessee|Texas|Utah"
    "|Vermont|Virginia|Washington|West Virginia|Wisconsin|Wyoming".split("|"), strict=True,
))
"""A US state's postal code, as directories and maps write a place ("Port Vincent , LA"), and
its name: one disambiguator."""
_MAIN = "main"


@per_query
def query_names(query: str) -> tuple[str, ...]:
    """The names a query uses: runs of capitalised words, question words dropped
    ("When was Austin City Hall built?" → ("Austin City Hall",))."""
    out = []
    for match in _CAPITALISED.finditer(query):
        words = match.group(0).split()
        while words and words[0].lower() in _QUESTION_WORDS:
            words = words[1:]
        name = _POSSESSIVE.sub("", " ".join(words)).rstrip(".'")
        if len(name) >= 3:
            out.append(name)
    return tuple(out)


@per_query
def own_entity(text: str, names: tuple[str, ...], query: str) -> str:
    """The disambiguator at the chunk's first mention of a query name ("" when none); for a
    chunk that opens with a title (a name its first sentence repeats), what the title adds
    to the query's words."""
    known = _words(query)
    title = opening_title(text)
    if title and not any(_PLACE_TAIL.match(title, len(n)) for n in names if title.startswith(n)):
        words = [w for w in words_in_order(title) if w not in known and w not in FUNCTION_WORDS]
        return " ".join(words) or _MAIN
    lowered = text.lower()
    for name in names:
        at = lowered.find(name.lower())
        if at < 0:
            continue
        end = _past_own_names(lowered, at + len(name), names)
        found = ""
        paren = _PAREN.match(text, end)
        kind = _KIND_AFTER.match(text, end)
        if paren and disambiguates(paren.group(1)) \
                and not restates_question(paren.group(1), query, names) \
                and not spells_out(name, paren.group(1)) \
                and not renames(paren.group(1), text[at:end]):
            found = paren.group(1)
        elif (tail := _PLACE_TAIL.match(text, end)) is not None \
                and not _CODED.search(tail.group(1).split(",")[0]) \
                and not _CONTRACTION.search(tail.group(1)) \
                and not _DATED_TAIL.match(text, tail.end(1)) \
                and not _ROUTE_ON.match(text, tail.end(1)) \
                and _HEADLINE_BEFORE.search(text, max(0, at - 60), at) is None \
                and not describes_subject(text, tail.start(1)) and not co_listed(text, at, name):
            parts = [p for p in tail.group(1).split(",") if set(_words(p)) - known]
            found = parts[0] if parts else ""  # "Scioto County, Ohio": the county tells
            found = US_STATES.get(found.strip(), found)  # "Port Vincent , LA": Louisiana
        elif kind is not None:
            found = kind.group(1)
        elif (lead := _LEADING.search(text[max(0, at - 30) : at])) is not None:
            found = lead.group(1)
        words = [w for w in words_in_order(found) if w not in known and w not in FUNCTION_WORDS]
        if not words and not text[:at].strip(" \t\n\"'“”"):
            return _MAIN  # the chunk is titled with the bare name: the name's main entity
        return " ".join(words)
    return _given_names(text, names, known) or _near_entity(text, names, known)


def _near_entity(text: str, names: tuple[str, ...], known: frozenset[str]) -> str:
    """The near spelling a chunk writes for the query's name (``spellings``), with the
    disambiguating parenthesis at its first mention when there is one: "Devata (1941 film)"
    and "Devata (1978 film)" are two films of the name the query spells "Devatha"."""
    near = near_spelling(text, names)
    if not near:
        return ""
    at = re.search(rf"\b{re.escape(near)}\b", text, re.IGNORECASE)
    paren = _PAREN.match(text, at.end()) if at is not None else None
    if paren is None or not disambiguates(paren.group(1)):
        return near
    words = [w for w in words_in_order(paren.group(1))
             if w not in known and w not in FUNCTION_WORDS]
    return " ".join([near, *words])


def _past_own_names(lowered: str, end: int, names: tuple[str, ...]) -> int:
    """Where a mention ends once the query's other names that follow it are taken in: "Walter
    Erskine, Earl of Mar and Kellie (1839–1888)" is one mention, so its life span is the
    disambiguator, not the title its ", Words" would be taken for."""
    for name in names:
        joint = _OWN_NAME_JOINT.match(lowered, end)
        if joint is not None and lowered.startswith(name.lower(), joint.end()):
            return joint.end() + len(name)
    return end


_OWN_NAME_JOINT = re.compile(r"[^\S\n]?,[^\S\n]+")
_TITLES = PERSON_TITLES
"""Words a query puts before a surname ("General Schultz"): the person's title."""
_GIVEN = re.compile(r"((?:[A-Z][a-z]+|[A-Z]\.)(?:\s+(?:[A-Z][a-z]+|[A-Z]\.)){0,2})\s+$")


def _given_names(text: str, names: tuple[str, ...], known: frozenset[str]) -> str:
    """For a chunk that never writes the query's "Title Surname" whole ("General Schultz"),
    the given names before the first mention of the surname ("Paul Schultz" → "paul");
    "" if none."""
    for name in names:
        parts = name.split()
        last = parts[-1]
        if len(parts) != 2 or parts[0].lower() not in _TITLES or not re.fullmatch(
            r"[A-Z][a-z]{3,}", last
        ):
            continue
        at = re.search(rf"\b{last}\b", text)
        if at is None:
            continue
        given = _GIVEN.search(text, max(0, at.start() - 40), at.start())
        words = [w for w in words_in_order(given.group(1)) if w not in known] if given else []
        return " ".join(words)
    return ""


def chunk_entities(
    texts: Mapping[str, str], query: str
) -> dict[str, str]:
    """chunk id → entity for the chunks that show which entity they are about.

    Only when chunks name two entities or more: with one, nothing needs telling apart.
    Depends on the set of chunks only, never on their order.
    """
    names = query_names(query)
    if not names:
        return {}
    own = spans_as_main({cid: own_entity(text, names, query) for cid, text in texts.items()},
                        texts, _MAIN)  # "Ada Varn (1865–1946) opened …" beside "Ada Varn …"
    own = {cid: "" if e and e != _MAIN and aliased(e, texts.values(), names) else e
           for cid, e in own.items()}  # "The Mighty Atom" beside "Nickname: The Mighty Atom"
    if _labels_of_other_names(own, texts, names):
        return _one_entity(own, texts, names)
    seen = sorted({e for e in own.values() if e})
    for cid, entity in own.items():
        if seen and not entity:
            own[cid] = another_of_a_kind(texts[cid], seen)
    own = by_place_kind(own, texts, names)
    if len({e for e in own.values() if e}) < 2:
        return _one_entity(own, texts, names) if seen else {}
    seen = sorted({e for e in own.values() if e and not e.startswith(KIND_LABEL)})
    named_apart = [e for e in seen if e != _MAIN]
    titled_apart = {cid: found[0] for cid, entity in own.items() if entity == _MAIN
                    and len(found := labels_named(texts[cid].lower(), named_apart)) == 1}
    if len(left := {e for e in (own | titled_apart).values() if e}) < 2 \
            and not any(c.isdigit() for e in left for c in e):
        return _one_entity(own | titled_apart, texts, names)  # the bare title was its page
    out = {}
    for cid, entity in own.items():
        if cid in titled_apart:
            out[cid] = titled_apart[cid]  # a bare title on the page of one named entity
            continue
        if entity:
            out[cid] = entity
            continue
        named = labels_named(texts[cid].lower(), seen)
        out[cid] = named[0] if len(named) == 1 else f"{UNATTRIBUTED}{cid}"
    return linked_by_copies(_kinds_in_full(out), texts)


def _labels_of_other_names(
    own: dict[str, str], texts: Mapping[str, str], names: tuple[str, ...]
) -> bool:
    """Do the chunks' labels (``own``) each qualify a different one of the query's names,
    no name carrying two ("Ada Lund (weaver)" and "Harrow, Ohio" for "did Ada Lund open her
    mill in Harrow?")? A label tells one entity of its own name from another of that name;
    labels of two names are no rival entities, so there is nothing to tell apart. A chunk
    titled with a bare name (the name's main entity) keeps the rule above: it is read as
    set against the labelled ones."""
    if _MAIN in own.values():
        return False
    by_name: dict[str, set[str]] = {}
    for cid, label in own.items():
        if label:
            by_name.setdefault(_labelled_name(texts[cid], names), set()).add(label)
    return len(by_name) > 1 and "" not in by_name \
        and all(len(labels) == 1 for labels in by_name.values())


def _labelled_name(text: str, names: tuple[str, ...]) -> str:
    """The query name a chunk's label qualifies: for a chunk with a title, the one name the
    title holds ("" when it holds none or several: "Plays Well" and "Others" are both in
    "Plays Well with Others (Greg Koch album)"); else the first name the chunk writes
    (``own_entity`` reads its label at that name); "" if none."""
    title = opening_title(text).lower()
    if title:
        held = [n for n in names if n.lower() in title]
        return held[0] if len(held) == 1 else ""
    lowered = text.lower()
    return next((n for n in names if n.lower() in lowered), "")


def _one_entity(own: dict[str, str], texts: Mapping[str, str], names: tuple[str, ...]
                ) -> dict[str, str]:
    """The labels when the chunks show one entity (``own``: chunk id → label, "" for none):
    nothing to tell apart, unless a chunk is titled with another work's name."""
    if not any(foreign_title(text, names) for text in texts.values()):
        return {}
    titled = {cid: e or _MAIN for cid, e in own.items()}  # another work, titled apart
    return linked_by_copies(titled, texts)


def _kinds_in_full(labels: dict[str, str]) -> dict[str, str]:
    """A label that is a kind word alone ("township", from "Casnovia Township is …") is the
    one entity whose label opens with that kind ("township michigan", from the title
    "Casnovia Township, Michigan"), when exactly one does."""
    present = set(labels.values())
    full = {}
    for label in present:
        if label in _KINDS:
            longer = [e for e in present if e.startswith(label + " ")]
            if len(longer) == 1:
                full[label] = longer[0]
    return {cid: full.get(label, label) for cid, label in labels.items()}


@per_query
def _words(text: str) -> frozenset[str]:
    """The lower-case words of ``text`` (memoised: the query's, once per chunk of an event)."""
    return frozenset(re.findall(r"[a-z0-9]+", text.lower()))
