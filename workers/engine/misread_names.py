"""Words a *who* question's name reader (``named``) would take for a maker's name where the
text's shape says they name none, and the title of a forum thread.

A name answers only if it looks like a person's or a body's. ``misread`` drops a reading
when it is:

- a place in the possessive ("Norway's Stave Museum", "Chile's anthem"): a country or a
  continent is where a work stands or whose it is, never who made it;
- a possessive after an indefinite article ("a Grant's gazelle"): the name of a kind, which
  no one owns, so the possessor did nothing the question asks;
- a place named by its landform after "the" ("the Baltic Sea", "the Hudson River"): "built
  by the Baltic Sea" says where, and no sea or river did a deed;
- the owner of another named thing ("Brekke's Steam Railway" for who built a tramway): a
  trigger word capitalised in a proper name that goes on with a word of neither the
  question nor its triggers names that other thing, whose owner answers nothing;
- the asked word itself, capitalised ("Photo-Club" read for who took a photograph): the
  trigger word, or the head of a hyphened word it opens;
- a possessive after "by" that possesses nothing named after it ("The Way by Swann's is
  …"): the end of a title or a shop's name, never the agent the "by" introduces;
- a month before a day or a year ("Founded: May 21, 1881"): a date;
- an origin before a description and a name ("was Hungarian journalist Ada Kell's"): the
  name's description, unless the word after it may be a verb ("Brian designed …");
- one capitalised word in the plural possessive opening a sentence, a line or a listing part
  ("Beginners' foxtrot course", "Women's marathon", an irregular plural's "'s" too): a
  common noun capitalised by its place, whom the thing is for;
- one capitalised word opening a line or a listing part right before a noun trigger
  ("Sheet music 'Ode'", "Tribute album …"): a common noun capitalised by its place, the
  first half of a compound; a verb trigger keeps its doer ("Okafor founded …").

``thread_title`` tells a forum reply's title ("Re: Camera-Club — …"), which credits no work.
All pure functions of the sentence text and offsets; none reads a list of known answers.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from workers.engine.other_countries import is_country

Hit = tuple[int, int, str]

_REGIONS = frozenset((
    *"Europe Africa Asia America Britain Scandinavia Oceania Antarctica Arctic UK US USA EU"
    .split(), "Latin America", "North America", "South America", "Central America",
    "Great Britain", "Southeast Asia", "Netherlands", "United States", "United Kingdom"))
"""Continents and regions whose possessive is a place, as countries are (``is_country``)."""
_ARTICLE = re.compile(r"^(?:the|The)\s+")
_POSSESSIVE = re.compile(r"(?:'s|’s|'|’)(?![\w])")
_KIND_ARTICLE = re.compile(r"(?<![\w'’])(?:a|an|A|An)[^\S\n]+$")
"""An indefinite article right before a possessive name ("a Denton's warbler"): no one owns
one of a kind, so the possessive is the kind's name, whoever it honours."""
_OPENING = re.compile(r"(?:^|[·|•—–:;\n])[^\S\n]*$")
"""The start of a sentence, a line, or a part after a listing's separator."""
_SENTENCE_OPENING = re.compile(r"(?:^|[·|•—–:;\n.!?])[^\S\n]*$")
"""As ``_OPENING``, or after a sentence's end."""
_VERB_FORM = re.compile(
    r"(?:[a-z]+(?:ed|en|s)|made|built|did|drew|wrote|took|sang|shot|ran|led|won|held|sold"
    r"|began|gave|found|set|put|cut|cast|hung|spun|struck|brought|bought|taught|thought)"
)
"""A trigger word that may be a verb ("founded", "built", "designs"): its doer stays."""
_MONTH = re.compile(r"(?:January|February|March|April|May|June|July|August|September"
                    r"|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept?|Oct|Nov"
                    r"|Dec)\.?")
_DAY_OR_YEAR = re.compile(r"[^\S\n]*[0-9]")
_ORIGIN = re.compile(r"[A-Z][a-z]+(?:an|ese|ish|ch|i|ic)|Arab|Greek|Thai|Swiss|Welsh|Basque"
                     r"|Norse|Scots|Turk|Kurd|Moor|Celt|Inuit|Khmer|Slav")
"""A capitalised origin word ("Hungarian", "Japanese", "Danish", "Pakistani"), or one of the
few whose ending is none of those ("Arab", "Greek", "Thai", "Swiss")."""
_DESCRIBED = re.compile(r"[^\S\n]+([a-z][a-z-]+)(?:[^\S\n]+[a-z][a-z-]+)?[^\S\n]+[A-Z]")
"""One or two lower-case words and a capitalised one: a description before a name."""
_SPACE = re.compile(r"[^\S\n]+")
_THREAD = re.compile(r"\bRe[^\S\n]*:[^\S\n]*[^\n—–.!?:;|·]{0,80}$")
"""A reply's title up to ``start``: "Re:" and the title's words before it, on one line, with
no dash, stop or separator between (the title ends at the spaced dash its post starts after)."""
_THREAD_REACH = 96


def _place(name: str) -> bool:
    """Is ``name`` (maybe after "the") a country, a continent or a region?"""
    bare = _ARTICLE.sub("", name)
    return is_country(bare) or bare in _REGIONS


def misread(snippet: str, start: int, end: int, hits: Sequence[Hit],
            own_names: frozenset[str] = frozenset()) -> bool:
    """Is the name read at ``start:end`` of ``snippet`` (``hits``: the sentence's trigger
    hits; ``own_names``: the question's own capitalised words, lower-cased) no maker's
    name, by one of the module's shapes? Invariant: a name followed by no possessive, not
    at a trigger, not named by a landform and not opening a line before a noun trigger is
    kept."""
    name = snippet[start:end]
    if _POSSESSIVE.match(snippet, end) and (
            _place(name) or _owns_other_name(snippet, end, hits, own_names)
            or _KIND_ARTICLE.search(snippet, max(0, start - 4), start) is not None):
        return True  # "a Grant's gazelle": the possessive names a kind, no one's deed
    if _elliptic_by(snippet, start, end):
        return True  # "The Way by Swann's is …": a title's end, not the agent
    if _landform(snippet, start, end):
        return True  # "by the Baltic Sea": where, not who
    if any(s == start and e >= end for s, e, _ in hits if s < e):
        return True  # the trigger word itself ("Photo-Club"), capitalised
    if _MONTH.fullmatch(name) and _DAY_OR_YEAR.match(snippet, end):
        return True  # "Founded: May 21, 1881": a date
    if _ORIGIN.fullmatch(name) and (described := _DESCRIBED.match(snippet, end)) is not None \
            and _VERB_FORM.fullmatch(described.group(1)) is None:
        return True  # "Hungarian journalist Ada Kell": an origin describing the name after it
    if _plural_opening(snippet, start, end):
        return True  # "Beginners' foxtrot course": whom the thing is for, no one's name
    if _quoted(snippet, start, end):
        return True  # "is remembered for 'Harbour Lights'": a work's title, not its maker
    return _common_opening(snippet, start, end, hits)


_OPEN_QUOTE = re.compile(r"(?:^|(?<=[\s(\[—–:]))[\"“‘'][^\S\n]?$")
"""A quote mark opening a quotation: at the start or after a space, a bracket, a dash or a
colon (never an apostrophe inside a word: "O'Brien", "rock 'n' roll" has a word before)."""
_CLOSE_QUOTE = re.compile(r"[^\S\n]?[\"”’'](?![\w'’])")


def _quoted(snippet: str, start: int, end: int) -> bool:
    """Is the name at ``start:end`` the whole of a quotation ('Tom Thumb', “Blue Moon”)?
    Quotation marks around capitalised words set off a title (a song's, a book's, a ship's)
    or a nickname: a work's or a thing's name, never the name of who did the deed; a name
    merely beside a quotation is unquoted. Invariant: a name with no quote mark right
    before and right after it is kept."""
    if start == 0 or snippet[start - 1] not in "\"“‘' " or end >= len(snippet):
        return False  # a cheap gate before the regexes
    return _OPEN_QUOTE.search(snippet, max(0, start - 2), start) is not None \
        and _CLOSE_QUOTE.match(snippet, end) is not None \
        and _SINGULAR_POSSESSIVE.match(snippet, end) is None


_PLURAL_POSSESSIVE = re.compile(r"[a-z]s['’](?![\w'’])")
_IRREGULAR_PLURALS = frozenset(
    "men women children people gentlemen brethren menfolk womenfolk".split())
"""The English plurals of person nouns that end in no "s": their possessive is "'s"
("Men's", "Children's"), so ``_PLURAL_POSSESSIVE`` cannot see them."""
_SINGULAR_POSSESSIVE = re.compile(r"(?:'s|’s)(?![\w'’])")


def _plural_opening(snippet: str, start: int, end: int) -> bool:
    """Is the name one capitalised word in the plural possessive ("Beginners'",
    "Members’", "Men's", "Children's") opening a sentence, a line or a listing part?
    Capitalised by its place, it is a common noun naming whom the thing after it is for
    ("Women's marathon": a division, no one's deed)."""
    name = snippet[start:end]
    if " " in name or "-" in name or end - start < 3 \
            or _SENTENCE_OPENING.search(snippet, 0, start) is None:
        return False
    if name.lower() in _IRREGULAR_PLURALS:
        return _SINGULAR_POSSESSIVE.match(snippet, end) is not None
    return _PLURAL_POSSESSIVE.match(snippet, end - 2) is not None


_LANDFORM = frozenset(
    "Sea Ocean River Lake Bay Gulf Strait Straits Coast Peninsula Island Islands Isles "
    "Mountains Hills Valley Desert Falls Canal Harbour Harbor Fjord Spit Lagoon Glacier "
    "Delta Estuary".split())
"""The last words of a landform's name after "the" ("the Baltic Sea", "the Hudson River")."""
_BY_BEFORE = re.compile(r"(?<![\w'’])by[^\S\n]+$")
_ELLIPTIC = re.compile(
    r"(?:'s|’s)(?:[^\S\n]*(?:[,.;:!?)]|$)|[^\S\n]+(?:is|was|are|were|has|had|and|or|but"
    r"|in|on|at|to|for|with|from|as|which|that)\b)")
"""A possessive that ends its noun phrase: a mark, the text's end or a function word follows
it, so it possesses nothing the text names."""


def _elliptic_by(snippet: str, start: int, end: int) -> bool:
    """Is the name at ``start:end`` right after "by" and in a possessive that possesses
    nothing (``_ELLIPTIC``: "The Way by Swann's is part of …")? A deed's agent after "by" is
    never written in the possessive, so the possessive ends a title or names a shop.
    Invariant: a name after "by" without a possessive is never dropped here."""
    return _BY_BEFORE.search(snippet, max(0, start - 4), start) is not None \
        and _ELLIPTIC.match(snippet, end) is not None


_THE_BEFORE = re.compile(r"\b[Tt]he[^\S\n]+$")


def _landform(snippet: str, start: int, end: int) -> bool:
    """Is the name at ``start:end`` a landform's: "the" before it and a landform word last
    ("by the Baltic Sea")? A place, never a maker. Without "the" a name so ending may be a
    person's or a band's ("Frank Ocean", "Best Coast")."""
    words = snippet[start:end].split()
    return len(words) >= 2 and words[-1] in _LANDFORM and (
        _THE_BEFORE.search(snippet, max(0, start - 8), start) is not None
        or words[0] in ("the", "The"))


_PROPER_RUN = re.compile(r"(?:'s|’s|'|’)[^\S\n]+((?:[A-Z][\w.&-]*[^\S\n]*)+)")
"""The capitalised words after a possessive: what the possessive name owns."""
_CAPITALISED = re.compile(r"[A-Z][\w.&-]*")


def _owns_other_name(snippet: str, end: int, hits: Sequence[Hit],
                     own_names: frozenset[str]) -> bool:
    """Does the possessive after the name ending at ``end`` own a proper name of another
    thing: capitalised words holding a trigger hit and a word that is neither a trigger nor
    one of the question's own names ("Volk's Electric Railway" for who built the electric
    tramway)? "Ola's Electric Tramway" (all the question's words) and "Ola's Harbour Fog"
    (no trigger: the work's own title) own no other thing. When the question names its work
    by a proper name (``own_names``), capitalised words holding a trigger and none of those
    names are another work's name ("Tachi's Origamizer" for who wrote TreeMaker: "origami"
    extended), whatever their other words."""
    run = _PROPER_RUN.match(snippet, end)
    if run is None:
        return False
    words = list(_CAPITALISED.finditer(snippet, run.start(1), run.end(1)))
    hit = [any(s <= w.start() < e for s, e, _ in hits if s < e) for w in words]
    if any(hit) and own_names and not any(
            w.group(0).lower().rstrip(".") in own_names for w in words):
        return True  # "Tachi's Origamizer" for who wrote TreeMaker: another named work
    return any(hit) and any(not h and w.group(0).lower().rstrip(".") not in own_names
                            for w, h in zip(words, hit, strict=True))


def _common_opening(snippet: str, start: int, end: int, hits: Sequence[Hit]) -> bool:
    """Is the name one capitalised word opening a line or a listing part, right before a
    lower-case trigger that is no verb form ("Sheet music 'Ode'")?"""
    name = snippet[start:end]
    if " " in name or "-" in name or _OPENING.search(snippet, 0, start) is None:
        return False
    gap = _SPACE.match(snippet, end)
    if gap is None:
        return False
    return any(s == gap.end() and s < e and snippet[s:e].islower()
               and _VERB_FORM.fullmatch(snippet[s:e]) is None for s, e, _ in hits)


def thread_title(text: str, start: int) -> bool:
    """Does the name at ``start`` of ``text`` stand in a forum reply's title, opening it or
    ending it ("Re: Camera-Club — …", "Re: Ada's dice in Monopoly — …")? The title quotes
    the thread's subject; none of its names is credited with what the post after the dash
    says."""
    return _THREAD.search(text, max(0, start - _THREAD_REACH), start) is not None
