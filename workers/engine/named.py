"""Named answers: the person, band or firm a *who* question asks for, read as a ``text`` value.

A name answers only where the sentence ties it to the question's predicate word (its
*trigger*, matched as ``slots`` matches predicate words) in one of the few shapes real text
uses for an agent:

- the trigger, then "by" and the name, past a short description ("directed by Frank Oz",
  "the seventh studio album by American alternative country band Blitzen Trapper");
- an agent noun right before the name ("with producer Elton John", "architect Willis Irwin",
  "her husband, Sahure");
- the name joined to the trigger ("the Joe Boyd-produced album") or owning it ("The
  Beatles' strongest album", "John Coltrane's album").
- the name of a gapped part paired with the asked item ("Mira Holt built the toaster, and
  Otto Brenn the rotary slicer": ``gapped_makers``).

A name is a run of capitalised words (with initials, "of", "de", "van", …), never one of
the question's own names (the work it asks about is no answer). Two names agree when the
words of one are all words of the other ("Coltrane", "John Coltrane"): ``values.same_name``.
The shapes live in ``trigger_names`` and ``title_names``, a run is read by ``name_runs``, the
sentences by ``name_sentences``; this module combines them and is what the engine imports.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from workers.engine.agent_asides import past_own_aside
from workers.engine.asked_objects import names_thing
from workers.engine.credited_items import unasked_item
from workers.engine.gapped_makers import gapped_maker
from workers.engine.misread_names import misread
from workers.engine.name_lists import paired
from workers.engine.name_runs import LEADING_ARTICLE, NAME_RUN, name_value, read_name
from workers.engine.name_sentences import every_sentence
from workers.engine.name_ties import own_name, possessor_end
from workers.engine.object_owners import object_owner_subject
from workers.engine.owned_items import owns_other
from workers.engine.owned_products import owned_products
from workers.engine.plural_nouns import names_kind
from workers.engine.predicates import canonical_word
from workers.engine.qualified_items import qualified_item
from workers.engine.terms import STOPWORDS
from workers.engine.title_names import (
    after_title,
    before_title,
    forked_title,
    namesake,
    titled,
)
from workers.engine.trigger_names import after_agent, after_by, doer, joined, later_clause, owner
from workers.engine.values import Value, same_name

__all__ = ["every_sentence", "name_answers", "read_name", "things", "triggers"]
"""What the engine imports from here; ``every_sentence`` and ``read_name`` live elsewhere."""

_BY = re.compile(r"[^\S\n]+by[^\S\n]+")
_DENIED = re.compile(r"(?:(?<![\w'’])(?:not|never)|n[’']t)[^\S\n]+(?:(?:been|be|originally|actually"
                     r"|really|even|first)[^\S\n]+)?$", re.IGNORECASE)
"""A trigger denied right before it ("was not founded by Jon Reyes but by …", "wasn't
directed by"): the name after "by" is the one the text says did not do it."""
ROLE_WORDS: dict[str, tuple[str, ...]] = {
    "architect": ("design", "built"), "designer": ("design",), "artist": (
        "album", "mixtape", "record", "single", "painting", "paint"),
    "band": ("album", "record", "single"), "author": ("write", "novel", "book"),
    "writer": ("write",), "composer": ("compos", "write", "work"), "director": ("direct",),
    "producer": ("produc",), "creator": ("creat", "#founding"), "founder": ("#founding",),
    "owner": ("own",), "inventor": ("invent",), "perform": ("record",), "compos": ("work",),
    "writ": ("novel", "book", "poem"),
}
"""The verbs and works each role noun (or verb) implies, as stems ``slots`` matches: "a work
by Brahms" credits a composer, "created by" ("#founding") a creator, "a song recorded by"
its performer."""

Hit = tuple[int, int, str]


def things(objects: frozenset[str], predicate: frozenset[str]) -> frozenset[str]:
    """The terms of the asked thing (``asked_objects``) that name no work the question's
    role implies: "book" of "Who wrote the book …?" stays a work ("Book: …" credits its
    writer), "otter" of "… the otter memoir?" is only the thing."""
    return objects - {work for role in predicate for work in ROLE_WORDS.get(role, ())}


def triggers(predicate: frozenset[str]) -> frozenset[str]:
    """The predicate words of an agent question with the verbs and works its role noun
    implies: an architect *designed*, an artist's *album*, a director *directed*."""
    return predicate | {verb for role in predicate for verb in ROLE_WORDS.get(role, ())}


def name_answers(
    snippet: str, offset: int, hits: Sequence[Hit], own_words: frozenset[str],
    titles: Sequence[Hit] = (), *, own_names: frozenset[str] = frozenset(), office: bool = False,
    asked: str = "", objects: frozenset[str] = frozenset(),
) -> list[Value]:
    """The names tied to a trigger in ``hits`` (predicate words of the sentence), or to the
    question's own name (``titles``: "Miles Davis – Giant Steps", "Coltrane's 'Giant
    Steps'", "the album "VII" by The Beatles"), as ``text`` values of dimension "name" at
    their offset in the chunk (``snippet`` starts at ``offset``). ``own_words`` are the
    canonical stems of the question's own names. A reply's heading ("Re: Galileo's clock",
    ``_REPLY_HEADING``) answers nothing: it quotes the thread's subject, the post says what
    the replier holds. A name in the clause of a trigger told as a later deed ("later made
    by …", ``trigger_names.later_clause``) is that deed's. ``own_names`` are the question's
    capitalised words (``Slot.names``): a name of those words only is the subject
    (``name_ties.own_name``). For an office (``office``: "the first director of X") a
    possessive names no holder. ``asked`` is the class a "Which architect …?" question asks
    for: a label naming it in the plural ("Architects:") lists candidates (``plural_nouns``).
    ``objects`` are the terms of the thing the question's verb acts on (``asked_objects``):
    such a word qualifying a label's head ("Famous shark scientists:") makes it no role,
    and capitalised in a name ("Space Center Houston") it is no verb a name does."""
    if _REPLY_HEADING.fullmatch(snippet):
        return []
    found: dict[int, Value] = {}
    spans: list[tuple[int, int] | None] = []
    for start, end, term in hits:
        if start < end:
            denied = _DENIED.search(snippet, max(0, start - 24), start) is not None
            spans += [None if denied else after_by(snippet, end),
                      None if _THING_ROW.match(snippet, end) and names_thing(
                          snippet[start:end], term, objects)  # "First band: Salisbury"
                      else after_agent(snippet, start, end,
                                       past_own_aside(snippet, end, own_names)),
                      joined(snippet, start),
                      None if office or owned_products(snippet, start, end, titles)
                      or _names_other(snippet, end, own_names)  # "X's equestrian Colleoni"
                      else owner(snippet, start)]  # "Goya's black paintings": ``owned_products``
    label = _ROW_LABEL.match(snippet)
    role = label is not None and any(s < e and label.start(1) <= s < label.end(1)
                                     and not names_kind(snippet[s:e], term, asked)
                                     and not _BENEFICIARY.match(snippet, e, label.end(1))
                                     and not _thing_modifier(snippet, s, e, term, objects,
                                                             label.end(1), asked)
                                     for s, e, term in hits) \
        and not _thing_label(label.group(1), objects)  # "deserts:" lists things; "First band:"
    if role and label is not None:
        spans.append(_labelled(snippet, label.end(), hits, own_names))
    own = label is None or role or any(label.start(1) <= s < label.end(1) for s, _, _ in titles)
    for start, end, _ in titles:
        if own or label is None or start < label.end():
            spans.append(after_title(snippet, end))
        before = None if forked_title(snippet, start, own_names) \
            else before_title(snippet, start, office)  # "Lowe's Ferns: British and Exotic"
        subject = None if before is None else object_owner_subject(snippet, before, hits)
        if subject is not None:  # "Kapteyn measured Gill's Cape plates": ``object_owners``
            before = subject
        if before is None or titled(snippet, start) or not namesake(
                snippet[before[0]:before[1]], own_names):
            spans.append(before)
    spans += [doer(snippet, start, end, titles) for start, end, term in hits if start < end
              and not (snippet[start].isupper() and names_thing(snippet[start:end], term, objects))]
    # "Space Center Houston": a capitalised noun of the asked thing inside a name
    spans.append(gapped_maker(snippet, hits))  # "…, and Bo Lind the press": ``gapped_makers``
    design = _TO_DESIGN.search(snippet) if _DESIGN_CUE.search(snippet) else None
    later = [(start, until) for start, stop, _ in hits if start < stop
             and (until := later_clause(snippet, start)) is not None]
    for span in spans:
        if span is None or any(s <= span[0] < e for s, e in later):
            continue  # "later made by NAME": a later deed's agent (``later_clause``)
        owned = possessor_end(snippet[span[0]:span[1]], own_names)
        # "Falconet's Bronze Horseman": the possessor credited
        end = span[1] if owned is None else span[0] + owned
        value = name_value(snippet, offset, span[0], end, own_words)
        if value is not None and (own_name(value.display, own_names) or misread(
                snippet, value.start - offset, value.start - offset + len(value.surface), hits,
                own_names)):
            continue  # "St Paul" of "St Paul's": the question's own; "Spain's": misread_names
        if value is not None and (design is None or _by_designer(value, design)):
            value = paired(snippet, offset, value, lambda a, b: _partner(
                snippet, offset, a, b, own_words=own_words, own_names=own_names))
            found.setdefault(value.start, value)
    return [found[at] for at in sorted(found)]


_NAMED_AFTER = re.compile(r"[^\S\n]+([A-Z][\w'’-]*(?:[^\S\n]+[A-Z][\w'’-]*){0,3})")


def _names_other(snippet: str, end: int, own_names: frozenset[str]) -> bool:
    """Does a name none of the question's own (``own_names``) follow the trigger ending at
    ``end`` ("Verrocchio's equestrian Colleoni")? Then a possessive before the trigger owns
    that other named thing, and credits no one with the question's (``owner``). A question
    naming nothing, or its own name after the trigger ("Ada Moss's statue Kestrel"), keeps
    the possessive's credit."""
    after = _NAMED_AFTER.match(snippet, end)
    return bool(own_names) and after is not None and not own_name(after.group(1), own_names)


_DESIGN_CUE = re.compile(r"design|plan|drawing|blueprint")
_DESIGN_WORD = r"(?:designs?|plans?|drawings?|blueprints?)"
_DESIGNER = (r"[A-Z][\w'.&-]*(?:[^\S\n]+(?:(?:de|da|van|von|der|le|la|du)[^\S\n]+)?"
             r"[A-Z][\w'.&-]*){0,4}")
"""A name of up to five capitalised words, each after a space: one way to read each text."""
_TO_DESIGN = re.compile(
    r"\b(?:to|after|from|following)[^\S\n]+(?:(?:a|an|the)[^\S\n]+)?"
    r"(?:(?:original|earlier|first|own)[^\S\n]+)?" + _DESIGN_WORD
    + r"[^\S\n]+(?:by|of)[^\S\n]+(?P<by>" + _DESIGNER + r")"
    r"|\b(?:to|after|from|following)[^\S\n]+(?P<owner>" + _DESIGNER + r")(?:'s|’s|'|’)"
    r"[^\S\n]+(?:(?:original|earlier|first|own|1[0-9]{3})[^\S\n]+)?(?:patent[^\S\n]+)?"
    + _DESIGN_WORD + r"\b"
)
"""A work made to someone's design ("made to Huygens's design", "built to a design by
Christiaan Huygens"): the designer is that name; whoever else the sentence credits with the
work (its maker: "Coster's 1657 pendulum clock", "built by Salomon Coster") had another role."""


def _by_designer(value: Value, design: re.Match[str]) -> bool:
    """Is ``value`` the designer ``design`` names (``_TO_DESIGN``)? Another name of that
    sentence is the maker's: context, no answer."""
    named = design.group("by") or design.group("owner") or ""
    exact = " ".join(re.sub(r"[^\w\s]", "", LEADING_ARTICLE.sub("", named).lower()).split())
    return same_name(value.exact or "", exact)


_REPLY_HEADING = re.compile(r"[^\S\n]*Re[^\S\n]*:[^\S\n]*[^.!?\n]{1,80}[^\S\n]*")
"""A forum reply's subject line on its own ("Re: Galileo's clock", "Re: Okafor's first season")."""
_ROW_LABEL = re.compile(r"[^\S\n]*([A-Z][^:|;.!?\n]{2,40}?)[^\S\n]*:[^\S\n]+(?=\S)")
"""A row's label ("Based on: …", "Directed by: …", "Music, lyrics, book: …"); "Q:", "A:",
"Re:" (two letters or fewer) are no role. A label naming the asked role (a trigger) or the
work credits the name right after it; a label naming neither is another role's row ("Based
on: Alexander Hamilton by Ron Chernow"), whose "by NAME" after the work is that role's
("Review: Lena Orvik – "Harbour Lights"" still credits the work to the name before it)."""


def _thing_modifier(  # noqa: PLR0917 - private, one caller
    snippet: str, start: int, end: int, term: str, objects: frozenset[str], label_end: int,
    asked: str = "",
) -> bool:
    """Is the label word at ``start:end`` (a hit of ``term``) a noun of the asked thing
    (``asked_objects.names_thing``) that qualifies the label's head, an agent noun of
    another kind ("shark" of "Famous shark scientists:", "Game" of "Game Boy publisher:")
    or the plural of a kind (``plural_nouns.names_kind``: "bus" of "Big UK bus groups:")?
    The label then lists people of that kind, or things of the asked kind, not the asked
    role; a head that is neither ("Body design:", "Kiln science:") or "by" ("Rock art
    recorded by:") is left alone."""
    head = [w for w in _LABEL_WORD.findall(snippet, end, label_end)
            if w.lower() not in STOPWORDS]  # "Named after:" has no head past its verb
    if not head or not names_thing(snippet[start:end], term, objects):
        return False
    last = head[-1]
    return _AGENT_HEAD.search(last.lower()) is not None \
        or names_kind(last, canonical_word(last), asked)


def _thing_label(label: str, objects: frozenset[str]) -> bool:
    """Is every content word of ``label`` a noun of the asked thing (``objects``, no agent
    noun: ``asked_objects.names_thing``), as "First band" for "Who started the first …
    brass band?" or "Heron" for "… the heron diary?"? The row gives a field of the thing
    (its place, its name), never its agent; a label with a word of its own ("Marsh
    survey", "Body design") is left alone."""
    words = [w for w in _LABEL_WORD.findall(label) if w.lower() not in STOPWORDS]
    return bool(words) and all(names_thing(w, canonical_word(w), objects) for w in words)


_BENEFICIARY = re.compile(r"[^\S\n]+(?:for|to|about|with|after|from)$", re.IGNORECASE)
"""A label's trigger followed by its last word, a preposition other than "by" ("Written for:",
"Dedicated to:", "Sold to:"): the row names whom the deed was for, never its doer."""
_THING_ROW = re.compile(r"[^\S\n]*[=:]")
"""A label's colon right after a noun of the asked thing: the row is that thing's field."""
_LABEL_WORD = re.compile(r"[A-Za-z][\w'’-]*")
_AGENT_HEAD = re.compile(r"(?:er|or|ist|ian|ant|ent)s?$")
"""The ending of an agent noun heading a label ("scientists", "publisher", "historians")."""


def _name_at(snippet: str, at: int) -> tuple[int, int] | None:
    name = NAME_RUN.match(snippet, at)
    return name.span() if name else None


def _labelled(snippet: str, at: int, hits: Sequence[Hit], names: frozenset[str] = frozenset(),
              ) -> tuple[int, int] | None:
    """The name right after a row label that names the asked role ("Inventor: …"), unless
    its own item names another thing (``credited_items.unasked_item``: "Famous printers: Ada
    Kell (movable type)" credits Ada Kell with another work; ``names``: the question's own)
    or it owns another item in the possessive (``owned_items``: "Ada Kell's rotary saw").
    A later item whose parenthesis names the asked part is the one credited
    (``qualified_items``: "Architects: A, B, C (south front)" credits C)."""
    qualified = qualified_item(snippet, at, hits)  # "…, Robert Adam (south front)"
    if qualified is not None:
        return None if owns_other(snippet, qualified[0], qualified[1], hits) else qualified
    span = _name_at(snippet, at)
    if span is None or unasked_item(snippet, span[1], hits, names) \
            or owns_other(snippet, span[0], span[1], hits):
        return None
    return span


def _partner(snippet: str, offset: int, start: int, end: int, *, own_words: frozenset[str],
             own_names: frozenset[str]) -> Value | None:
    """The name at ``start:end`` as ``name_answers`` reads one, None when it is the question's."""
    value = name_value(snippet, offset, start, end, own_words)
    return None if value is None or own_name(value.display, own_names) else value
