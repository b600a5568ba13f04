"""A question's common word written as part of another thing's proper name.

"How long did the patient survive after the heart transplant?" is not carried by "Heart of
Table Bay Museum — guided tour, about two hours": there "Heart" is the first word of a
museum's name, not the organ the question speaks of. A predicate word that the question
writes in lower case (every predicate word is one of its common words, never its names) and
the text writes capitalised, followed at once (or after "of", "of the", "de", "du", "la")
by capitalised words none of which is one of the question's words, and not right after a
capitalised common word of the question ("Support Plan Premium" still names the asked
support plan; after one of its names, "Orvik Publishing House" names another thing),
is part of a proper name of its own: it carries no predicate.

A label ("Heart Transplant: 3 December 1967"), a row of cells ("… | Heart Rate | 72"), a
sentence written in title case (no lower-case word of four letters or more) and a word
followed by a lower-case word ("Heart surgery began …") keep their hits. A question after a
name (who, which …) is left to ``named``, whose names are read with their own words.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from workers.engine.predicate_words import predicate_hits
from workers.engine.predicates import canonical, matches
from workers.engine.terms import stem

__all__ = ["name_only_lead", "name_parts_dropped"]

Hit = tuple[int, int, str]

_NEXT = re.compile(
    r"(?:[^\S\n]+(?:of(?:[^\S\n]+the)?|de|du|la))?[^\S\n]+(?P<word>[A-Z][\w'’-]*)"
    r"(?P<rest>(?:[^\S\n]+[A-Z][\w'’-]*)*)(?P<after>[^\S\n]*[:|])?")
"""The capitalised words right after a hit, and whether a label's colon or a cell's bar ends
them."""
_PREVIOUS = re.compile(r"([A-Z][\w'’-]*)[^\S\n]+$")
"""The capitalised word right before a hit."""
_LOWER_WORD = re.compile(r"(?<![\w'’-])[a-z]{4,}\b")


def name_parts_dropped(snippet: str, hits: Sequence[Hit], words: frozenset[str],
                       names: frozenset[str]) -> list[Hit]:
    """``hits`` without those of a common word of the question (not one of ``names``) that
    ``snippet`` writes as part of a proper name of its own (module docstring); ``words``
    are the question's words. Other hits are kept, in order."""
    if not any(e > s and snippet[s:s + 1].isupper() for s, e, _ in hits) \
            or "|" in snippet or _LOWER_WORD.search(snippet) is None:
        return list(hits)  # cheap gate: no capitalised hit, a row of cells, a title
    return [hit for hit in hits if not _in_other_name(snippet, hit, words, names)]


def _in_other_name(snippet: str, hit: Hit, words: frozenset[str], names: frozenset[str]
                   ) -> bool:
    start, end, term = hit
    if end <= start or not snippet[start:start + 1].isupper() \
            or snippet[start:end].lower() in names:
        return False
    following = _NEXT.match(snippet, end)
    if following is None or following.group("after"):
        return False
    run = [following.group("word"), *following.group("rest").split()]
    before = _PREVIOUS.search(snippet, max(0, start - 30), start)
    if before is not None and _asked(before.group(1), words, names) \
            and before.group(1).lower() not in names:
        return False  # "Support Plan Premium": the question's own phrase, named
    return not any(_asked(w, words, names) for w in run) and not matches(term, names)


def _asked(word: str, words: frozenset[str], names: frozenset[str]) -> bool:
    """Is ``word`` (as written) one of the question's words or names?"""
    return matches(canonical(stem(word.lower().strip("'’"))), words) or word.lower() in names


def name_only_lead(text: str, start: int, lead: frozenset[str], *, predicate: frozenset[str],
                   words: frozenset[str], names: frozenset[str]) -> frozenset[str]:
    """The terms of ``lead`` (a dash-led part's lead, the words of the line before ``start``)
    that carry the question's ``predicate`` only as parts of another thing's proper name
    there ("Heart of Table Bay Museum — guided tour, about two hours"): a lead so written
    carries no predicate either. Empty when the lead carries none of ``predicate``."""
    carried = frozenset(t for t in lead if matches(t, predicate))
    if not carried:
        return frozenset()
    line_start = text.rfind("\n", 0, start) + 1
    line_end = text.find("\n", start)
    line = text[line_start : line_end if line_end >= 0 else len(text)]
    hits = [h for h in predicate_hits(line, predicate, words) if h[1] <= start - line_start]
    kept = name_parts_dropped(line, hits, words, names)  # the whole line: no title
    dropped = {term for _, _, term in hits} - {term for _, _, term in kept}
    return frozenset(t for t in carried if any(matches(t, frozenset({d})) for d in dropped)
                     and not any(matches(t, frozenset({k[2]})) for k in kept))
