"""The words and patterns of a policy clause: its polarity markers (may / must / must not),
its condition and exception openers, and the words that let ``clauses.find`` skip a sentence.

Reads nothing: every name here is a compiled pattern or a word set. Invariants: each anchored
search (``POLARITY_AT``, ``CONDITION_AT``, ``EXCEPTION_AT``) finds what its pattern's plain
``search`` finds; every word a pattern starts with is in its word set and in ``TRIGGERS``.
"""

from __future__ import annotations

import re

from workers.engine.clause_numbers import CLAUSE_NUMBER
from workers.engine.fields.scan import Anchored

_PROHIBIT = (
    r"(?:must|may|shall|can|should)\s+never|must\s+not|mustn't|may\s+not|shall\s+not|cannot"
    r"|can't|can\s+not|(?:do\s+not|don't|does\s+not|doesn't)(?!\s+(?:need|have\s+to|require)\b)"
    r"|(?:must|may|shall|can|could)\s+no\s+longer"
    r"|(?:is|are|was|were)n['’]t\s+(?:permitted|allowed|accepted|eligible)"
    r"|(?:wo|would)n['’]t\s+be\s+(?:permitted|allowed|accepted|eligible)"
    r"|(?:is|are)\s+not\s+(?:permitted|allowed|accepted|eligible)"
    r"|not\s+(?:be\s+)?(?:permitted|allowed|accepted|eligible)"
    r"|(?:is|are)\s+(?:prohibited|forbidden)"
    r"|prohibited|forbidden|illegal|unlawful|banned"
    r"|(?<!\bit )(?<!\bthey )never(?!\s+(?!(?:allowed|permitted|accepted|admitted)\b)[a-z]+ed\b)"
    r"|(?<=\bis )never|(?<=\bare )never|(?<=\bbe )never|(?<=\bhas )never|(?<=\bhave )never"
    r"|no\s+longer\s+(?:permitted|allowed|accepted)"
    r"|(?:is|are)\s+not\s+(?:reimbursable|refundable|covered|included|available|supported)"
    r"|not\s+(?:reimbursable|refundable|covered)|non-(?:refundable|reimbursable)"
    r"|no\s+(?:[a-z-]+\s+){1,3}?(?:(?:is|are)\s+)?(?:allowed|permitted|accepted)"
    r"|no\s+(?!(?:later|more|less|fewer|longer|matter|doubt|sooner|earlier)\b)"
    r"(?:[a-z-]+\s+){1,3}?(?:may|can|shall)\s+(?:ever\s+)?[a-z]+\b"
    r"|(?:(?<=[:;,(] )|^)no\s+[a-z]{3,}(?:ing|[^s\W]s)"
    r"(?:\s+(?:in|on|at|near|inside|off|from|under|within)"
    r"\s+(?:the\s+)?[a-z'’-]+(?:\s+[a-z'’-]+){0,2}?)?(?=[^\S\n]*(?:$|[,.;)]))"
    r"|no\s+(?:(?:legal|general|public)\s+)?rights?\s+to(?=\s+[a-z])"
    r"|(?:nobody|no-one)\s+(?:(?:is|are|was|were)\s+)?(?:(?:now|still|ever)\s+)?"
    r"(?:allowed|permitted)|(?:nobody|no-one)\s+(?:may|can|shall)\s+(?:ever\s+)?[a-z]+\b"
    r"|(?:neither|nor|none)\s+(?:of\s+(?:them|these|those|us)\s+)?(?:may|can|could|shall)"
    r"\s+(?:ever\s+)?[a-z]+\b"
)
"""A modal that "never" or "no longer" follows denies ("guests must never feed the ducks",
"imports may no longer be sold as local"), as a negated "allowed" does however the negation
is written ("isn't allowed", "aren't permitted", "won't be allowed", "will not be
eligible"); … also a
determiner that denies what is allowed ("with no cars allowed", "no pets are permitted"),
or what may be done to it ("no canoe may be hired") or what it may do ("no dog may
enter"), and a notice's "no" before a verb in "-ing" that ends its
clause ("members only, no fishing"), or that a short place after a preposition ends ("Pond
rules: no fishing in the lily pond; …": a rule list's item, its place named). "No right to"
an act ("the Act gives no right to use a metal detector", "there is no legal right to
camp") denies the act. "Nobody" (or "no-one") allowed, permitted or who may
do a thing denies it to all ("nobody is allowed to fish here", "nobody may enter"). "Never"
alone denies too ("walkers never light fires"), save after "it" or "they": "they never
expire" tells what a thing does, no rule; nor before a verb in the past ("the guard never
looked", "I never checked a bag"): it tells what happened once, no rule, though "never
allowed" (or permitted, accepted, admitted), a passive after "is", "are" or "be" ("dogs
are never walked here") and a standing practice after "has" or "have" ("the club has never
hired out a boat") still deny. "Neither", "nor" or "none" before a modal denies it to each
("neither can be disinfected", "nor may it be sold", "none of them may enter")."""
_CONSEQUENCE = (
    r"cause|make|lead|result|trigger|damage|harm|kill|poison|injure|hurt|affect|reduce"
    r"|increase|vary|occur|happen|develop|worsen|spread|irritate"
)
"""A modal before a verb of effect states a possibility, not a permission ("four raw beans
can cause vomiting", "late filing may result in a fine")."""
_REQUIRE = r"must|shall|(?:is|are)\s+required|required\s+to|needs?\s+to|ha(?:s|ve)\s+to|mandatory"
_NO_DUTY = (r"need\s+not|needn['’]t|(?:do|does)(?:\s+not|n['’]t)\s+(?:need|have\s+to|require)"
            r"|(?:is|are)\s+not\s+(?:[a-z]+ly\s+)?required|not\s+(?:[a-z]+ly\s+)?required\s+to"
            r"|(?:is|are|was|were)(?:\s+not|n['’]t)\s+(?:[a-z]+ly\s+)?"
            r"(?:mandatory|compulsory|obligatory)"
            r"|not\s+(?:mandatory|compulsory|obligatory)"
            r"|no\s+longer\s+(?:ha(?:s|ve)\s+to|needs?\s+to|required)"
            r"|no\s+(?:[a-z-]+\s+){1,3}?(?:is|are)\s+(?:any\s+longer\s+)?(?:required|needed)")
"""A negated obligation: "need not be present", "does not have to attend", "is not required
to sign" (also with an adverb, "are not legally required to"), "isn't compulsory", "is not
mandatory", "you don't need a permit", "does not require a ticket", "no longer have to", "no
entry test is required" lift a duty, so they permit (the thing may be left undone), never
prohibit."""
_PERMIT = (
    rf"{_NO_DUTY}|(?:may|can)(?!\s+(?:{_CONSEQUENCE})\b)|(?:is|are)\s+(?:permitted|allowed|eligible|available|entitled)|permitted|allowed"
    r"|accepted|eligible|available|entitled"
    r"|(?:(?<=\bwe )|(?<=\bwe now )|(?<=\bwe also )|(?<=\bwe still )|(?<=\bwe do )"
    r"|(?<=\bwe will )|(?<=\bwe can ))accept\b"
)
POLARITY = re.compile(
    rf"\b(?:(?P<prohibit>{_PROHIBIT})|(?P<require>{_REQUIRE})|(?P<permit>{_PERMIT}))\b",
)
IMPERATIVE = re.compile(
    r"^[\s\-–—•*]*(?:please\s+)?(?:(?P<prohibit>disable|deactivate|turn\s+off|switch\s+off"
    r"|stop|avoid)|(?P<require>enable|activate|turn\s+on|switch\s+on|keep))\b"
)
"""An instruction's polarity: "Disable retries" prohibits what "Keep retries enabled"
requires (read only at the start of a sentence, where an imperative verb stands)."""
IMPERATIVE_LABEL = re.compile(r"(?:[^\S\n]+[\w-]+)?[^\S\n]*:")
"""After an imperative's word, at most one more word and a colon: the word is a row's label
("Keep completed: 1606", "Keep: polygonal", "Stop 7: the mill"), a noun naming a castle's
keep or a tour's stop, not an instruction."""
NOTICE = re.compile(
    r"(?:^|[:;(]\s*|\d\)\s*)no\s+(?!later|more|less|fewer|longer|one|other|matter|doubt|need)"
    r"[a-z][\w\s-]{0,40}?\s(?:unless|except|without)\b"
)
"""A notice that forbids something save in a case ("No right on red unless posted", "1) No
refunds except for faulty goods"): a prohibition with its exception."""
IMPERATIVE_WORDS = frozenset(
    "disable deactivate turn switch stop avoid enable activate keep".split()
)
_GRANT = (
    r"\s+(?:[\w-]+\s+){0,3}?(?:approval|consent|permission|sign-off|authori[sz]ation|waiver)\b"
)
""""with" opens a condition only when a grant follows: "with manager approval", not
"with a 500 GB disk"."""
STOP = (r"(?=[,;:.!?)]|\s+(?:and|but|or|except|unless|if|when)\b|$"
         r"|\s+(?:you|they|we|he|she)\s+(?:may|can|must|cannot|can't|should|shall|need)\b)")
"""A qualifier ends at a stop, a coordinator, or where a pronoun subject and its modal open
the ruling itself with no comma between ("without the sign you may not go through": the
condition is "the sign")."""
_BODY = r"(?:\([^()\n]{0,40}\)|\d\.(?=\d)|.)"
"""A qualifier's body goes on past a bracket closed inside it ("42 inches (107 cm) tall")
and a decimal point ("3.5 ft")."""
_WHATEVER = r"(?<!regardless of )(?<!irrespective of )(?<!no matter )"
"""A case said not to matter ("regardless of when they were bought", "no matter if it rains")
opens no condition: the ruling holds in every case."""
CONDITION = re.compile(
    rf"^\W*(?:{CLAUSE_NUMBER})?(?:(?P<lead>for|in|on)\s+(?P<scope>[^,]{{3,60}})"  # "For …, …"
    rf"|where\s+(?P<case>[^,]{{3,100}})),"  # "Where a customer over 75 …, …"
    rf"|{_WHATEVER}\b(?P<intro>only\s+(?:if|after|once)|if|when|provided(?:\s+that)?|subject\s+to|upon|without"
    rf"|with(?={_GRANT}))\s+"
    rf"(?P<body>{_BODY}+?){STOP}",
)
EXCEPTION = re.compile(
    rf"\b(?P<intro>except(?:\s+for)?|with\s+the\s+exception\s+of|unless|excluding|other\s+than"
    rf"|but\s+not|apart\s+from|save\s+for)\s+(?P<body>{_BODY}+?){STOP}",
)
_MARKERS = f"{_PROHIBIT}|{_REQUIRE}|{_PERMIT}"
_MARKER_INITIALS = "".join(sorted({word[0] for word in re.findall(r"[a-z]+", _MARKERS)}))
POLARITY_AT = Anchored(
    POLARITY, re.compile(rf"\W(?=[{_MARKER_INITIALS}])(?={_MARKERS})"), after=True
)
CONDITION_AT = Anchored(
    CONDITION, re.compile(r"\W(?=only|if|when|provided|subject|upon|with)"), after=True
)
EXCEPTION_AT = Anchored(
    EXCEPTION, re.compile(r"\W(?=except|with|unless|excluding|other|but|apart|save)"), after=True
)
"""Polarity, condition and exception searched from where they can start: a word that begins
like a marker (a leading condition, "For international travel, …", at the sentence start)."""

WORD = re.compile(r"[a-z]+")
POLARITY_WORDS = frozenset(
    "must mustn may shall cannot can do don does doesn not prohibited forbidden never no non "
    "nobody neither nor none illegal unlawful banned "
    "required need needs has have mandatory compulsory obligatory permitted allowed accepted "
    "eligible available entitled reimbursable refundable covered accept".split()
)
CONDITION_WORDS = frozenset("if when only provided subject upon without with".split())
EXCEPTION_WORDS = frozenset("except unless excluding other but apart save exception".split())
"""Each pattern runs only on a sentence that has one of the words it starts with."""
TRIGGERS = frozenset(
    "disable deactivate turn switch stop avoid enable activate keep "
    "must mustn may shall cannot can do don does doesn not prohibited forbidden "
    "illegal unlawful banned no nobody neither nor none "
    "never longer required need needs has have mandatory compulsory obligatory permitted allowed "
    "accepted eligible accept "
    "available entitled reimbursable refundable covered non "
    "if when only provided subject upon with without except unless excluding other but apart save "
    "exception for in on".split()
)
"""A text without any of these words has no clause: ``find`` is not worth running."""
POLARITY_SHOWN = {"prohibit": "must not", "require": "must", "permit": "may", "state": "states"}
