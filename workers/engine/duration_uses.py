"""How a text uses a duration: as a length of time, an age or a recurrence.

A duration compares with another only where both are what the question asks for:

- "a 23-year-old driver" writes the driver's age, a case of the sentence: it answers no
  question but one asking an age ("How old …", "… minimum age …");
- "How often must … be examined?" asks for a recurrence: "every six months", "at 6-month
  intervals", "six-monthly" answer it, "withdrawn 10 years after manufacture" does not;
- "How long is …?" asks for the length of a term or a state: a recurrence ("re-oil every 12
  months", "6-monthly", "at 6-month intervals") says how often something is done within it,
  not how long it is, and answers only a question about an interval ("How long is the gap
  between services?"); "How long does it take to orbit …?" keeps "orbits every 9 hours";
- a duration in parentheses just after a price ("£9.75 per pallet per week (minimum charge 1
  week)", "$40 (billed every 3 months)") is a term of that price, its billing period, and
  answers no how-long question about the thing priced;
- a duration shorter than a day ("Hawk walk (90 minutes)"), or one after a verb of staying
  or serving or after "for" ("stayed sixteen years"), is a length of time, never an
  age: it answers no question asking one; nor does one that places an event from another
  ("the voting card arrives about 3 weeks before", "two years later");
- a custom's run ("every night for 700 years … has been locked up", ``running_lengths``)
  answers no question about one occurrence;
- "How long before … must ringers arrive?" or "How much advance notice …?" asks a lead
  time, how far ahead of an event: a duration right after "lasts" or "runs for" ("the
  service lasts 45 minutes"), or after "last" and a bound ("windows last no longer than 4
  hours"), is how long something goes on, and answers no such question;
- "Extended warranty to 36 months" (the adjective "extended", a noun, "to") gives the term
  of an option bought on top, not the thing's own term: it answers no question but one
  about extending or a longest term; "has extended its warranty to 3 years" (a verb after
  an auxiliary or a subject, or with a determiner after it) reports a change and stays.

Reads the value's place in its text and the question's words only.
"""

from __future__ import annotations

import re

from workers.engine.claims import Claim
from workers.engine.kept_values import kept
from workers.engine.query_memo import per_query
from workers.engine.recurrences import asks_how_often
from workers.engine.running_lengths import asks_run, is_run
from workers.engine.stated_ages import asks_held_age
from workers.engine.values import Value

_AGE = re.compile(r"[^\S\n]?-?[^\S\n]?old\b", re.IGNORECASE)
"""After "23-year": "-old" ("a 23-year-old driver")."""
_EVERY = re.compile(r"\b(?:every|each|once|twice|times|intervals?|cycles?|frequency)\b"
                    r"[^.;!?|\n]{0,24}$", re.IGNORECASE)
"""Before a duration, in its clause: "every", "at intervals of", "once in"."""
_EVERY_AFTER = re.compile(r"(?:-?ly\b|[^\S\n]*(?:-|[^\S\n])?(?:intervals?|cycles?)\b)",
                          re.IGNORECASE)
"""After a duration: "6-monthly", "6-month intervals"."""
_PRICE_ASIDE = re.compile(
    r"(?:[£$€]\s?\d[\d,.]*|\b(?:GBP|USD|EUR)\s?\d[\d,.]*|\d[\d,.]*\s?(?:GBP|USD|EUR)\b)"
    r"(?:\s*/\s*[a-z]+|\s+(?:per|a|an)\s+[a-z]+)*\s*\([^()\n]{0,40}$", re.IGNORECASE)
"""Before a duration: a price, its per-units, and an open parenthesis in the same aside."""
_EVERY_RIGHT_BEFORE = re.compile(r"\bevery[^\S\n]+$", re.IGNORECASE)
"""Right before a duration: "every" ("every 12 months"); "Each rotation lasts 14 days" is
a length."""
_LASTS_RIGHT_BEFORE = re.compile(
    r"\b(?:lasts|lasted|lasting|runs[^\S\n]+for|ran[^\S\n]+for|last(?=[^\S\n]+(?:no[^\S\n]+"
    r"(?:longer|more)[^\S\n]+than|up[^\S\n]+to|at[^\S\n]+most)\b))[^\S\n]+"
    r"(?:(?:about|around|roughly|just|some|for|up[^\S\n]+to|at[^\S\n]+most"
    r"|no[^\S\n]+(?:longer|more)[^\S\n]+than)[^\S\n]+)?$", re.IGNORECASE)
"""Right before a duration: a verb of going on ("lasts 45 minutes", "runs for two hours",
"windows last no longer than 4 hours"); the adjective "the last 12 months" is no such verb,
so the plain "last" counts only before a bound ("no longer than", "up to", "at most")."""
_LEAD = re.compile(r"\bhow[^\S\n]+(?:long|far|soon|many[^\S\n]+\w+|much[^\S\n]+\w+)[^\S\n]+"
                   r"(?:before|ahead|in[^\S\n]+advance|prior)\b"
                   r"|\b(?:advance|prior)[^\S\n]+notice\b", re.IGNORECASE)
"""A question for a lead time: "How long before …", "How many days ahead …", "How much
advance notice …"."""
_EXTENDED_TO = re.compile(r"\b(extended)[^\S\n]+([A-Za-z-]+)[^\S\n]+to[^\S\n]+$",
                          re.IGNORECASE)
"""Right before a duration: "extended", one noun and "to" ("Extended warranty to …")."""
_VERB_AFTER = frozenset(
    "has have had was were been be being is are am it they we you he she i".split())
"""Words that make "extended" right after them a verb: an auxiliary, a subject."""
_VERB_BEFORE = frozenset(
    "its their our your his her this that these those the a an".split())
"""Words that make "extended" right before them a verb: its object's determiner."""
_ASKS_EXTENSION = re.compile(r"\b(?:extend\w*|extension|longest|maximum|max|up to)\b",
                             re.IGNORECASE)
"""A question about extending a term, or about its longest possible length."""
_DAY_S = 86_400.0
"""An age is written in days at the least ("14 days old"); a shorter duration is no age."""
_OFFSET_AFTER = re.compile(
    r"[^\S\n]+(?:before|after|earlier|later|beforehand|ahead|in[^\S\n]+advance|past"
    r"|(?:short|shy)[^\S\n]+of)\b",
    re.IGNORECASE)
"""After a duration: what places one event from another ("3 weeks before", "six weeks short
of her 95th birthday", "two months past his birthday"), never an age."""
_SINCE_BEFORE = re.compile(r"\b(?:from|since)[^\S\n]+$", re.IGNORECASE)
"""Right before an age: where a state began ("blind from six weeks old"), no age someone had
at the asked event; for a threshold question "from 14 years" is the threshold."""
_SPENT_ON = re.compile(r"[^\S\n]+of[^\S\n]+(?:(?:his|her|their|its|the)[^\S\n]+)?([A-Za-z]+)")
_AGE_NOUNS = frozenset({"age", "life", "existence"})
"""A duration "of" a noun is time spent on that thing ("three years of study", "one year of
practice", "ten years of her marriage"), never an age, unless the noun is age or life itself
("12 years of age", "the first 3 years of life")."""
_SPENT_BEFORE = re.compile(
    r"\b(?:stay(?:s|ed)?|remain(?:s|ed)?|serv(?:es|ed)|sp[ea]nt|spends|reign(?:s|ed)|rul(?:es|ed)"
    r"|work(?:s|ed)|for)[^\S\n]+(?:(?:about|around|nearly|almost|over|just|only|another)"
    r"[^\S\n]+)?$", re.IGNORECASE)
"""Right before a duration: a verb of staying or serving, or "for" ("stayed sixteen years",
"served for 12 years"): how long something went on, never an age."""
_ASKS_AGE = re.compile(r"\b(?:how old|ages?)\b", re.IGNORECASE)
_HOW_LONG = re.compile(r"\s*how\s+long\s+(?:is|are|was|were)\b", re.IGNORECASE)
"""A question for the length of a term or a state ("How long is the guarantee …?"); "How
long does Ixion take to orbit …?" is answered by "orbits every 9 hours" (the asked event
recurs), so it is not read here."""
_INTERVAL = re.compile(r"\b(?:between|intervals?|cycles?|gaps?|apart|frequency)\b",
                       re.IGNORECASE)
"""A how-long question about an interval ("How long between services?") asks a recurrence."""


def lengths_only(claims: list[Claim], text: str, query: str) -> list[Claim]:
    """``claims`` without the durations ``text`` uses as something the question does not
    ask for (module docstring); a claim left with no value is dropped."""
    if not any(v.dimension == "duration" for c in claims for v in c.values.values()):
        return claims
    asks = _asks(query)
    held = asks[0] and asks_held_age(query)
    lead, extension = _LEAD.search(query) is not None, _asks_extension(query)
    return kept(claims, lambda _c, _f, v: v.dimension != "duration" or (
        answers(v, text, asks, held=held) and not (lead and _goes_on(v, text))
        and (extension or not _extended_option(v, text))))


@per_query
def _asks_extension(query: str) -> bool:
    """Does ``query`` ask about extending, or a longest term (``_ASKS_EXTENSION``)?"""
    return _ASKS_EXTENSION.search(query) is not None


def _extended_option(value: Value, text: str) -> bool:
    """Is the duration ``value`` the term an extended option is extended to ("Extended
    warranty to 36 months", "extended cover to 36 months can be bought")? The adjective
    only: after an auxiliary or a subject ("has extended its warranty to 3 years", "cover
    is extended to …") the verb reports a change of the term itself."""
    found = _EXTENDED_TO.search(text, max(0, value.start - 40), value.start)
    if found is None or found.group(2).lower() in _VERB_BEFORE:
        return False
    before = text[max(0, found.start() - 12):found.start()].split()
    return not before or before[-1].lower().strip(",;:") not in _VERB_AFTER


def _goes_on(value: Value, text: str) -> bool:
    """Is the duration ``value`` how long something goes on ("lasts 45 minutes")?"""
    return _LASTS_RIGHT_BEFORE.search(text, max(0, value.start - 30), value.start) is not None


def answers(value: Value, text: str, asks: tuple[bool, bool, bool, bool], *,
            held: bool = False) -> bool:
    """May the duration ``value`` of ``text`` answer a question that asks (an age, a
    recurrence, a length of time, how long a custom has run) as ``asks`` tells (``held``:
    the age someone had, never a threshold: ``stated_ages.asks_held_age``)?"""
    age, often, length, run = asks
    if not run and is_run(value, text):
        return False  # "every night for 700 years … has been locked up": the custom's run
    if not age and _AGE.match(text, value.end):
        return False
    if age and value.magnitude is not None and value.magnitude < _DAY_S:
        return False  # "Hawk walk (90 minutes)": a length of time; no age is in hours
    if age and _OFFSET_AFTER.match(text, value.end):
        return False  # "the card arrives about 3 weeks before": a lead time, no age
    if age and (spent := _SPENT_ON.match(text, value.end)) is not None \
            and spent.group(1).lower() not in _AGE_NOUNS:
        return False  # "with one year of practice": time spent on something, no age
    if held and _SINCE_BEFORE.search(text, max(0, value.start - 8), value.start):
        return False  # "blind from six weeks old": when a state began
    if age and _SPENT_BEFORE.search(text, max(0, value.start - 24), value.start):
        return False  # "and stayed sixteen years": how long she stayed, no age
    if _PRICE_ASIDE.search(text, max(0, value.start - 90), value.start):
        return False
    if often:
        return bool(_EVERY.search(text, max(0, value.start - 40), value.start)
                    or _EVERY_AFTER.match(text, value.end))
    if length:
        return not (_EVERY_RIGHT_BEFORE.search(text, max(0, value.start - 12), value.start)
                    or _EVERY_AFTER.match(text, value.end))
    return True


@per_query
def _asks(query: str) -> tuple[bool, bool, bool, bool]:
    """Does ``query`` ask an age, a recurrence, the length of a term (how long is, not about
    an interval), something a custom's run may answer (`running_lengths.py`)?"""
    return (bool(_ASKS_AGE.search(query)), asks_how_often(query),
            bool(_HOW_LONG.match(query)) and _INTERVAL.search(query) is None, asks_run(query))
