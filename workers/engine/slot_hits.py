"""Where a sentence carries an answer slot's predicate words (``slots.pick``)."""

from __future__ import annotations

import re

from workers.engine.bare_numbers import Hit
from workers.engine.class_rows import class_label
from workers.engine.compound_terms import headless_dropped
from workers.engine.kinds import asks_class
from workers.engine.name_parts import name_parts_dropped
from workers.engine.named import triggers
from workers.engine.object_extensions import whole_objects
from workers.engine.phrasal_verbs import phrasal_hits
from workers.engine.predicate_words import predicate_hits as _predicate_hits
from workers.engine.predicates import canonical, canonical_word, matches
from workers.engine.questions import Slot
from workers.engine.titled_items import titled_years


def carries_predicate(
    snippet: str, slot: Slot, *, broad: bool = False, lead: frozenset[str] = frozenset(),
) -> bool:
    """Does the sentence carry one of the question's predicate words (``sentence_hits``)?
    A sentence that does not answers nothing, whatever its values: ``pick`` gives ([], 0)."""
    return bool(sentence_hits(snippet, slot, broad=broad, lead=lead)[0])


def sentence_hits(
    snippet: str, slot: Slot, *, broad: bool, lead: frozenset[str]
) -> tuple[list[Hit], list[Hit]]:
    """The predicate words that let the sentence answer (``pick``), and the hits of the
    subject's own name that a class term answers beside ("Tate, a Republican").

    An agent question's work credited to a name needs no trigger word: "Jay-Z : Shock
    Value", "Coldplay's 'Direct Hits'" credit the work to the name (``named``; zero-width
    hits at the work's name, so they tie nothing else). For a *when* question a phrasal
    verb of the asked event's class ("the hut went up in 1880" for "built", "let the moth
    loose" for "released": ``phrasal_verbs``) carries it as its single word would. A
    dash-led part takes its lead's words ("Pro plan (Canada) - CA$39/month", "Q: How many
    …? A: 11")."""
    wanted = slot.words if broad else triggers(slot.predicate) if slot.agent else slot.predicate
    hits = headless_dropped(snippet, _predicate_hits(snippet, wanted, slot.words), slot.compounds)
    if slot.kind != "name":  # "Heart of X Museum": a name's word (names: ``named``'s own)
        hits = name_parts_dropped(snippet, hits, slot.words, slot.names)
    if slot.agent and not broad:  # "hovercraft" is no "hover" mower: ``object_extensions``
        hits = whole_objects(hits, wanted, slot.objects)
    if slot.kind == "when":
        hits = [hit for hit in hits if not (hit[0] and snippet[hit[0]:hit[0] + 1].isupper()
                                            and _agent_noun(snippet[hit[0]:hit[1]], wanted))]
    if slot.kind == "when" and not broad:
        hits.extend(titled_years(snippet, slot.names, slot.predicate))
        if classes := frozenset(t for t in wanted if t.startswith("#")):
            hits.extend(phrasal_hits(snippet, classes))  # "went up in 1880" dates a building
    classed = slot.kind == "name" and asks_class(slot.asked) and not broad
    own = _predicate_hits(snippet, slot.words - slot.predicate) if classed else []
    hits.extend(own)
    if not hits and slot.agent and not broad:
        titles = written_as_names(snippet, _predicate_hits(snippet, slot.words - slot.predicate),
                                  slot.names)
        hits = [(start, start, term) for start, _, term in titles]
    if not hits:
        hits = [(0, 0, term) for term in {canonical(t) for t in lead} if matches(term, wanted)]
    if not hits and not broad and (label := class_label(snippet, wanted)) is not None:
        hits = [label]  # "Introduced: 1917" dates a release
    return hits, own


def _agent_noun(word: str, predicate: frozenset[str]) -> bool:
    """Is ``word`` the agent noun of a predicate verb ("Painter" of "paint", "Founders" of
    "found", "Composer" of "compose")? Capitalised inside a sentence it is a title, a post
    ("1536 King's Painter", "Court Composer"), never the deed a *when* question dates; in
    lower case it may stand for the deed ("the first climbers reached the top in 1842")."""
    term = canonical_word(word.rstrip("."))
    return any(term in (verb + "er", verb + "or", verb + "r" if verb.endswith("e") else "")
               for verb in predicate if len(verb) >= 4 and not verb.startswith("#"))


def written_as_names(snippet: str, titles: list[Hit], names: frozenset[str]) -> list[Hit]:
    """The hits of the question's own words (``titles``) that can be the work's name. A word
    written in lower case that only shares its stem with a word the question capitalises (one
    of ``names``), another word derived from it, is no mention of the name: "David Gill's
    photographs" names no "Cape Photographic Durchmusterung". The name's own word in any
    case ("Ines Vale's towers" for "Harrow Towers") and words the question writes in lower
    case stay as they are, but for the own word in lower case before a plural noun it
    modifies ("Goya's swing paintings" for "The Swing": a kind of works)."""
    if not names or not titles:
        return titles
    terms = frozenset(canonical_word(name) for name in names)
    return [hit for hit in titles if snippet[hit[0]:hit[0] + 1].isupper()
            or (hit[2] in terms and not _KIND_AFTER.match(snippet, hit[1]))
            or not matches(hit[2], terms)]


_KIND_AFTER = re.compile(r"[^\S\n]+[a-z][a-z-]*[^s'\s]s\b")
"""After a name's word written in lower case, a plural noun it modifies ("Goya's swing
paintings"): the word names a kind of works, not the work."""


def dates_elsewhere(snippet: str, slot: Slot) -> bool:
    """Does ``snippet`` state the event a *when* question asks about without a date that
    answers ("Harrowgate Pier reopened today after a restoration")? Its date is relative
    ("today", "last week": the page's own date) or untold, and the chunk's other dates
    ("closed since January 2019") are other events', never the answer."""
    return slot.kind == "when" and bool(slot.predicate) \
        and bool(_predicate_hits(snippet, slot.predicate, slot.words))


