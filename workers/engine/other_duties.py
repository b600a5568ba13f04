"""A duty on another action: no answer to "may … ?".

"May cyclists ride through a red light at the sign?" is not answered "must" by "only where the
sign is posted, and then they must yield to pedestrians": the requirement governs another
act ("yield to pedestrians"), a duty that comes with the permission, not a ruling on it; nor
is "Can you buy codeine without a prescription?" answered by "codeine products sold without
one must warn on the pack …", a duty of the seller. ``duty_on_other_action`` reads each
polarity marker of a sentence and the verb phrase it governs (from the marker to the end of
its clause).

Invariant: only a permission question (it opens with "can", "could" or "may", or asks what is
"allowed" or "permitted") sets a sentence aside, and only when every marker of the sentence
requires ("must", "has to", "needs to", "required to", never negated), each governs an active
verb ("be", "have", "get", "keep" and "hold" state a condition of the asked act: "must be
accompanied", "must have a permit", "must hold a licence"; but "be" and a bound on the
party the question does not name, "children must be at least 1 metre tall", for a question
writing no figure is another act) that is none of the asked actions, and its verb phrase
shares no content word with the question ("must leave the rink by the lane" for "… cross the
rink?" stays); a place the phrase ends on ("at the main sanctuary", "in the pool") is where
the act is done, and its words are not the act's ("you must put your camera away at the
main sanctuary" for "Are visitors allowed to photograph the main sanctuary?" requires
another act). Pure; bounded patterns.
"""

from __future__ import annotations

import re

from workers.engine.asked_action import asked_actions, same_action, word_base
from workers.engine.fields.clauses import POLARITY
from workers.engine.terms import STOPWORDS, content_terms

_PERMISSION = re.compile(
    r"^\W*(?:can|could|may)\b|\b(?:allowed|permitted)\b", re.IGNORECASE)
"""A question that asks whether something may be done."""
_VERB = re.compile(r"[^\S\n]*(?:(?:also|still|then|always|first|only)[^\S\n]+)?([a-z]+)")
"""The verb a requirement governs (after an adverb: "must also warn")."""
_GOVERNS = re.compile(r"must|shall|ha(?:s|ve)\s+to|needs?\s+to|required\s+to")
"""A requirement marker followed by the verb it governs ("is required" and "mandatory" are
followed by none: "no callback is required for VIP users")."""
_CLAUSE_END = re.compile(r"[,;:.!?()]|[^\S\n][-–—][^\S\n]|\b(?:but|while|whereas|or)\b")
_BOUND = re.compile(
    r"[^\S\n]+(?:at[^\S\n]+least|at[^\S\n]+most|over|under|above|below|aged"
    r"|no[^\S\n]+(?:more|less|older|younger|taller|shorter)[^\S\n]+than)[^\S\n]+\d")
"""A bound a requirement sets on its party: "must be at least 1 metre tall", "aged 18"."""
_PLACE = re.compile(r"[^\S\n](?:at|in|inside|within|near|around)[^\S\n]")
"""Where a required act is done: the words after it place the act ("put your camera away
at the main sanctuary"), they name no act of the question's."""
_STATES = frozenset("be have get keep hold not".split())
"""Verbs that state what the asked act needs rather than another act ("hold" is "hold a
licence" as often as an act, so it is kept too)."""


def duty_on_other_action(sentence: str, query: str) -> bool:
    """Does every ruling of ``sentence`` require another act than permission question
    ``query`` asks about (module docstring)? False when it has no ruling or ``query`` asks no
    permission."""
    if not _PERMISSION.search(query):
        return False
    folded = sentence.lower()
    markers = list(POLARITY.finditer(folded))
    if not markers or any(m.lastgroup != "require" or not _GOVERNS.fullmatch(m.group())
                          for m in markers):
        return False
    query_terms = frozenset(content_terms(query))
    actions = asked_actions(query)
    return all(_other_act(folded, m.end(), query_terms, actions, query) for m in markers)


def _other_act(folded: str, at: int, query_terms: frozenset[str],
               actions: frozenset[str], query: str = "") -> bool:
    """Does the verb phrase from ``at`` govern an active verb that is no asked action, or
    "be" and a bound for a ``query`` that writes no figure, with no content word of the
    question?"""
    verb = _VERB.match(folded, at)
    if verb is not None and verb.group(1) == "be" and _BOUND.match(folded, verb.end()) \
            and not any(c.isdigit() for c in query) \
            and query_terms.isdisjoint(content_terms(_subject(folded, at))):
        pass  # a bound on another party's size or age ("children must be at least 1 m tall")
    elif verb is None or verb.group(1) in _STATES or verb.group(1) in STOPWORDS:
        return False  # "no callback is required for VIP users": no verb governed
    end = _CLAUSE_END.search(folded, verb.end())
    phrase = folded[verb.start(1):end.start() if end is not None else len(folded)]
    if (place := _PLACE.search(phrase)) is not None:
        phrase = phrase[:place.start()]  # "put your camera away| at the main sanctuary"
    base = word_base(verb.group(1))
    if any(same_action(action, base) for action in actions):
        return False
    return query_terms.isdisjoint(content_terms(phrase))


_SUBJECT_START = re.compile(r".*(?:[,;:.!?()]|[^\S\n][-–—][^\S\n]|\band\b)", re.DOTALL)


def _subject(folded: str, at: int) -> str:
    """The words before the requirement marker ending at ``at``, back to its clause's
    opening: its party ("and children must be …": "children must")."""
    opening = _SUBJECT_START.match(folded, 0, max(0, at - 1))
    return folded[opening.end() if opening is not None else 0:at]
