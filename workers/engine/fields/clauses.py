"""Policy clauses: polarity (may / must / must not), condition ("with manager approval",
"if the seal is broken") and exception ("except for perishable goods", "unless …").

Two clauses are equal when polarity, condition terms and exception terms are all equal.
Terms are stemmed content words, so "with approval of a manager" and "with manager
approval" are the same condition. ``find`` reads one sentence at a time.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from workers.engine.clause_numbers import CLAUSE_NUMBER, past_clause_number
from workers.engine.fields.facet_scopes import unfaceted
from workers.engine.fields.measures import measure
from workers.engine.fields.month_may import months_masked
from workers.engine.fields.restricted import matrix_rule, restricted_party
from workers.engine.fields.scan import Anchored
from workers.engine.fields.shunned import shuns
from workers.engine.terms import content_terms
from workers.engine.values import Value

_PROHIBIT = (
    r"(?:must|may|shall|can|should)\s+never|must\s+not|mustn't|may\s+not|shall\s+not|cannot"
    r"|can't|can\s+not|(?:do\s+not|don't|does\s+not|doesn't)(?!\s+(?:need|have)\s+to\b)"
    r"|(?:must|may|shall|can|could)\s+no\s+longer"
    r"|(?:is|are|was|were)n['’]t\s+(?:permitted|allowed|accepted|eligible)"
    r"|(?:wo|would)n['’]t\s+be\s+(?:permitted|allowed|accepted|eligible)"
    r"|(?:is|are)\s+not\s+(?:permitted|allowed|accepted|eligible)"
    r"|not\s+(?:be\s+)?(?:permitted|allowed|accepted|eligible)"
    r"|(?:is|are)\s+(?:prohibited|forbidden)"
    r"|prohibited|forbidden|illegal|unlawful|banned|never|no\s+longer\s+(?:permitted|allowed|accepted)"
    r"|(?:is|are)\s+not\s+(?:reimbursable|refundable|covered|included|available|supported)"
    r"|not\s+(?:reimbursable|refundable|covered)|non-(?:refundable|reimbursable)"
    r"|no\s+(?:[a-z-]+\s+){1,3}?(?:(?:is|are)\s+)?(?:allowed|permitted|accepted)"
    r"|no\s+(?!(?:later|more|less|fewer|longer|matter|doubt|sooner|earlier)\b)"
    r"(?:[a-z-]+\s+){1,3}?(?:may|can|shall)\s+(?:ever\s+)?[a-z]+\b"
    r"|(?:(?<=[:;,(] )|^)no\s+[a-z]{3,}ing(?=[^\S\n]*(?:$|[,.;)]))"
    r"|(?:nobody|no-one)\s+(?:(?:is|are|was|were)\s+)?(?:(?:now|still|ever)\s+)?"
    r"(?:allowed|permitted)|(?:nobody|no-one)\s+(?:may|can|shall)\s+(?:ever\s+)?[a-z]+\b"
)
"""A modal that "never" or "no longer" follows denies ("guests must never feed the ducks",
"imports may no longer be sold as local"), as a negated "allowed" does however the negation
is written ("isn't allowed", "aren't permitted", "won't be allowed", "will not be
eligible"); … also a
determiner that denies what is allowed ("with no cars allowed", "no pets are permitted"),
or what may be done to it ("no canoe may be hired") or what it may do ("no dog may
enter"), and a notice's "no" before a verb in "-ing" that ends its
clause ("members only, no fishing"). "Nobody" (or "no-one") allowed, permitted or who may
do a thing denies it to all ("nobody is allowed to fish here", "nobody may enter")."""
_CONSEQUENCE = (
    r"cause|make|lead|result|trigger|damage|harm|kill|poison|injure|hurt|affect|reduce"
    r"|increase|vary|occur|happen|develop|worsen|spread|irritate"
)
"""A modal before a verb of effect states a possibility, not a permission ("four raw beans
can cause vomiting", "late filing may result in a fine")."""
_REQUIRE = r"must|shall|(?:is|are)\s+required|required\s+to|needs?\s+to|ha(?:s|ve)\s+to|mandatory"
_NO_DUTY = (r"need\s+not|needn['’]t|(?:do|does)(?:\s+not|n['’]t)\s+(?:need|have)\s+to"
            r"|(?:is|are)\s+not\s+required|not\s+required\s+to")
"""A negated obligation: "need not be present", "does not have to attend", "is not required
to sign" lift a duty, so they permit (the thing may be left undone), never prohibit."""
_PERMIT = (
    rf"{_NO_DUTY}|(?:may|can)(?!\s+(?:{_CONSEQUENCE})\b)|(?:is|are)\s+(?:permitted|allowed|eligible|available|entitled)|permitted|allowed"
    r"|accepted|eligible|available|entitled"
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
_NOTICE = re.compile(
    r"(?:^|[:;(]\s*|\d\)\s*)no\s+(?!later|more|less|fewer|longer|one|other|matter|doubt|need)"
    r"[a-z][\w\s-]{0,40}?\s(?:unless|except|without)\b"
)
"""A notice that forbids something save in a case ("No right on red unless posted", "1) No
refunds except for faulty goods"): a prohibition with its exception."""
_IMPERATIVE_WORDS = frozenset(
    "disable deactivate turn switch stop avoid enable activate keep".split()
)
_GRANT = (
    r"\s+(?:[\w-]+\s+){0,3}?(?:approval|consent|permission|sign-off|authori[sz]ation|waiver)\b"
)
""""with" opens a condition only when a grant follows: "with manager approval", not
"with a 500 GB disk"."""
_STOP = (r"(?=[,;:.!?)]|\s+(?:and|but|or|except|unless|if|when)\b|$"
         r"|\s+(?:you|they|we|he|she)\s+(?:may|can|must|cannot|can't|should|shall|need)\b)")
"""A qualifier ends at a stop, a coordinator, or where a pronoun subject and its modal open
the ruling itself with no comma between ("without the sign you may not go through": the
condition is "the sign")."""
_BODY = r"(?:\([^()\n]{0,40}\)|\d\.(?=\d)|.)"
"""A qualifier's body goes on past a bracket closed inside it ("42 inches (107 cm) tall")
and a decimal point ("3.5 ft")."""
CONDITION = re.compile(
    rf"^\W*(?:{CLAUSE_NUMBER})?(?:(?P<lead>for|in|on)\s+(?P<scope>[^,]{{3,60}})"  # "For …, …"
    rf"|where\s+(?P<case>[^,]{{3,100}})),"  # "Where a customer over 75 …, …"
    rf"|\b(?P<intro>only\s+(?:if|after|once)|if|when|provided(?:\s+that)?|subject\s+to|upon|without"
    rf"|with(?={_GRANT}))\s+"
    rf"(?P<body>{_BODY}+?){_STOP}",
)
EXCEPTION = re.compile(
    rf"\b(?P<intro>except(?:\s+for)?|with\s+the\s+exception\s+of|unless|excluding|other\s+than"
    rf"|but\s+not|apart\s+from|save\s+for)\s+(?P<body>{_BODY}+?){_STOP}",
)
_ONLY_WITH = re.compile(rf"\bonly\s+(?P<intro>with|through|via)\s+(?P<body>.+?){_STOP}")
"""A permission granted only in one case ("may only fly alone with the minor service", "only
with the service, under-12s can't travel alone otherwise"): a prohibition with that case as
its exception, as "may not … unless booked with the service" words it."""
_WITH_CASE = re.compile(rf"\b(?P<intro>with|through|via)\s+(?P<body>.+?){_STOP}")
_MARKERS = f"{_PROHIBIT}|{_REQUIRE}|{_PERMIT}"
_MARKER_INITIALS = "".join(sorted({word[0] for word in re.findall(r"[a-z]+", _MARKERS)}))
_POLARITY_AT = Anchored(
    POLARITY, re.compile(rf"\W(?=[{_MARKER_INITIALS}])(?={_MARKERS})"), after=True
)
_CONDITION_AT = Anchored(
    CONDITION, re.compile(r"\W(?=only|if|when|provided|subject|upon|with)"), after=True
)
_EXCEPTION_AT = Anchored(
    EXCEPTION, re.compile(r"\W(?=except|with|unless|excluding|other|but|apart|save)"), after=True
)
"""Polarity, condition and exception searched from where they can start: a word that begins
like a marker (a leading condition, "For international travel, …", at the sentence start)."""


def _first(anchored: Anchored, text: str) -> re.Match[str] | None:
    """What ``anchored.pattern.search(text)`` finds."""
    return next(anchored.finditer(text), None)


def _after(folded: str, at: int) -> re.Match[str] | None:
    """The first polarity marker of ``folded`` from ``at`` on. A marker that ends a
    condition, its verb left out ("…, if the golfers don't: …", "when they can't, …"), is
    the condition's own (elliptical) verb, never the rule's polarity, which only a marker
    outside it states; a marker inside a condition's body that goes on past it ("without
    proof over £100 must not be approved") still rules."""
    return next((m for m in _POLARITY_AT.finditer(folded) if m.start() >= at), None)


_WORD = re.compile(r"[a-z]+")
_POLARITY_WORDS = frozenset(
    "must mustn may shall cannot can do don does doesn not prohibited forbidden never no non "
    "nobody illegal unlawful banned "
    "required need needs has have mandatory permitted allowed accepted eligible available "
    "entitled reimbursable refundable covered".split()
)
_CONDITION_WORDS = frozenset("if when only provided subject upon without with".split())
_EXCEPTION_WORDS = frozenset("except unless excluding other but apart save exception".split())
"""Each pattern runs only on a sentence that has one of the words it starts with."""
TRIGGERS = frozenset(
    "disable deactivate turn switch stop avoid enable activate keep "
    "must mustn may shall cannot can do don does doesn not prohibited forbidden "
    "illegal unlawful banned no nobody "
    "never longer required need needs has have mandatory permitted allowed accepted eligible "
    "available entitled reimbursable refundable covered non "
    "if when only provided subject upon with without except unless excluding other but apart save "
    "exception for in on".split()
)
"""A text without any of these words has no clause: ``find`` is not worth running."""
_POLARITY_SHOWN = {"prohibit": "must not", "require": "must", "permit": "may", "state": "states"}


@dataclass(slots=True)
class ClauseParts:
    """What a sentence says about permission; ``spans`` are its condition and exception,
    ``anchor`` the sentence offset of its first marker."""

    value: Value | None
    condition_terms: frozenset[str]
    exception_terms: frozenset[str]
    spans: tuple[tuple[int, int], ...]
    anchor: int = 0


NO_CLAUSE = ClauseParts(None, frozenset(), frozenset(), (), 0)


def find(sentence: str, offset: int, lower: str | None = None) -> ClauseParts:
    """The clause in ``sentence`` (which starts at ``offset`` in its chunk), if it has one.

    A sentence has a clause when it has a polarity marker, a condition or an exception;
    without a marker its polarity is "state". ``lower`` is the sentence in lower case
    with the same offsets (computed when not given).
    """
    folded = lower if lower is not None else sentence.lower()
    if "May" in sentence:
        folded = months_masked(sentence, folded)
    words = set(_WORD.findall(folded))
    polarity = None if words.isdisjoint(_POLARITY_WORDS) else _first(_POLARITY_AT, folded)
    if polarity is None and not words.isdisjoint(_IMPERATIVE_WORDS):
        polarity = IMPERATIVE.match(folded)
    notice = _NOTICE.search(folded) if polarity is None and "no" in words else None
    leads = past_clause_number(folded).lstrip(" -–—•*\t")[:6] \
        .startswith(("for", "in ", "on ", "where "))
    condition = (
        unfaceted(_first(_CONDITION_AT, folded))  # "In the United States, …": the facet
        if leads or not words.isdisjoint(_CONDITION_WORDS) else None
    )
    if polarity is not None and condition is not None \
            and condition.start() < polarity.start() and polarity.end() == condition.end():
        polarity = _after(folded, condition.end())  # "if the golfers don't": the case's verb
    exception = None if words.isdisjoint(_EXCEPTION_WORDS) else _first(_EXCEPTION_AT, folded)
    cell = matrix_rule(folded, words) if polarity is None and notice is None else None
    if cell is not None and cell[2]:
        # "unlock: supervisors only", "| yes, only with a work order"
        exception, condition = cell[1], _outside(condition, cell[1])
    if polarity is None and condition is None and exception is None and cell is None:
        return NO_CLAUSE
    kind = polarity.lastgroup if polarity is not None and polarity.lastgroup else "state"
    if notice is not None:
        kind = "prohibit"
    elif cell is not None:
        kind = cell[0]
    elif kind == "require" and polarity is not None and shuns(folded, polarity.end()):
        kind = "prohibit"  # "must avoid fava beans" prohibits eating them
    if polarity is not None:
        condition = _attached(folded, polarity, condition)
        exception = _attached(folded, polarity, exception)
    if kind in ("permit", "prohibit") and exception is None and "only" in words:
        kind, exception, condition = _only_case(folded, kind, polarity, condition)
    if kind == "prohibit" and exception is None and condition is not None \
            and condition.group("intro") == "without":
        exception, condition = condition, None  # "cannot … without X": "cannot … unless X"
    if condition is not None and (polarity or notice or exception) is not None \
            and _CONCESSIVE.search(folded, 0, condition.start()):
        condition = None  # "not … even with consent": the rule holds in that case too
    if kind in ("require", "permit") and _manner(condition, polarity):
        condition = _later_condition(folded, condition)  # "must shower without swimwear"
    cond_terms = (
        _terms(condition.group("body") or condition.group("scope") or condition.group("case"))
        if condition else frozenset()
    )
    exc_terms = _terms(exception.group("body")) if exception else frozenset()
    shown = _POLARITY_SHOWN[kind]
    if condition:
        shown += f" [{_phrase(condition)}]"
    if exception:
        shown += f" [{_phrase(exception)}]"
    spans = tuple((m.start(), m.end()) for m in (condition, exception) if m is not None)
    exact = f"{kind}|{','.join(sorted(cond_terms))}|{','.join(sorted(exc_terms))}"
    start = offset + _lead(sentence)
    dimension = "statement" if kind == "state" else "modal"  # "may" vs "when X, …" never compare
    value = Value("clause", shown, sentence.strip(), start, dimension, exact=exact)
    first = min(m.start() for m in (polarity, notice, condition, exception, cell and cell[1])
                if m is not None)
    return ClauseParts(value, cond_terms, exc_terms, spans, first)


def _outside(condition: re.Match[str] | None, cell: re.Match[str]) -> re.Match[str] | None:
    """``condition`` unless it overlaps the matrix ``cell`` read as the rule's exception
    ("| only after the induction": the cell's one case, read once)."""
    if condition is not None and condition.start() < cell.end() \
            and cell.start() < condition.end():
        return None
    return condition


_CONCESSIVE = re.compile(r"\beven[^\S\n]+$")
"""A condition after "even" ("even with parental consent", "even if you ask") is
concessive: the rule holds in that case as in every other, so it names no condition."""
_NEW_CLAUSE = re.compile(r"[,;][^\S\n]*(?:and|but|while|whereas)\s")
"""A coordinated clause opening: ", and …", "; but …"."""


_QUALIFIER_MEASURE = re.compile(
    r"(?<![\w.,])(\d{1,6}(?:\.\d{1,3})?)[^\S\n]*(?:-[^\S\n]*)?([a-z]{1,11})\b\.?"
    r"(?:[^\S\n]*\([^()\n]{0,30}\)?)?")
"""A figure and its unit in a condition or an exception, with its restatement in brackets
("42 inches (107 cm", "18 kg")."""
_INCH = re.compile(r"[^\S\n]*(?:tall|high|long|wide|deep|[,;.)]|$)")
"""After "42 in": "in" is the inch ("at least 42 in tall"), not a preposition."""


def _terms(qualifier: str) -> frozenset[str]:
    """The content terms of a condition or an exception, each physical measure in it as one
    term of its dimension and SI magnitude to three figures (its unit words and bracketed
    restatement dropped): "if at least 42 inches (107 cm) tall" and "if at least 42 in tall"
    state one condition."""
    if not any(c.isdigit() for c in qualifier):
        return frozenset(content_terms(qualifier))
    measures: list[str] = []
    rest: list[str] = []
    at = 0
    for found in _QUALIFIER_MEASURE.finditer(qualifier):
        unit = found.group(2)
        if unit == "in" and _INCH.match(qualifier, found.end()) is None:
            continue
        value = measure("inch" if unit == "in" else unit, float(found.group(1)), "", 0)
        if value is None or value.magnitude is None:
            continue
        measures.append(f"{value.dimension}:{value.magnitude:.3g}")
        rest.append(qualifier[at:found.start()])
        at = found.end()
    rest.append(qualifier[at:])
    return frozenset(content_terms(" ".join(rest))) | frozenset(measures)


def _attached(
    folded: str, polarity: re.Match[str], qualifier: re.Match[str] | None
) -> re.Match[str] | None:
    """``qualifier`` when it qualifies the rule ``polarity`` marks; None when a later clause
    stands between them: after the marker, a comma and two words or more before the
    qualifier ("Cars are banned, and e-bikes too unless you have a permit": the permit is
    the e-bikes' exception). A qualifier right after a comma (", unless faulty") attaches.
    Before the marker, a qualifier attaches unless a coordinated clause opens between them
    ("Yes, if they're at least 42 inches tall, and an adult has to go with under-12s": the
    height is the permission's condition, not the adult's). A leading "In X," whose comma
    comes after the marker spans the rule itself and is no scope."""
    if qualifier is None:
        return qualifier
    if qualifier.start() <= polarity.end():
        if qualifier.lastgroup == "scope" and qualifier.end() > polarity.end():
            return None  # "In the chapel you must not take photos, guards …": no lead scope
        if qualifier.end() <= polarity.start() and qualifier.lastgroup != "scope" \
                and _NEW_CLAUSE.search(
                folded, qualifier.end(), polarity.start()):
            return None
        return qualifier
    between = folded[polarity.end():qualifier.start()]
    comma = max(between.rfind(", "), between.rfind(",\n"))  # not "12,570"
    return qualifier if comma < 0 or len(between[comma + 1:].split()) < 2 else None


def _manner(condition: re.Match[str] | None, polarity: re.Match[str] | None) -> bool:
    """Is ``condition`` a "without …" after a requirement's or a permission's marker ("must
    shower without swimwear", "it's mandatory, without your swimsuit", "may leave without a
    charge")? It says how the required or allowed act is done, not in which case the rule
    holds: never a condition."""
    return condition is not None and polarity is not None \
        and condition.group("intro") == "without" and condition.start() >= polarity.end()


def _later_condition(folded: str, manner: re.Match[str] | None) -> re.Match[str] | None:
    """The condition after a "without …" of manner, if one follows ("may leave without a
    charge if the speed falls": the "if" is the case), else None."""
    assert manner is not None
    later = CONDITION.search(folded, manner.end())
    return None if later is None or later.group("intro") == "without" else later


def _only_case(
    folded: str, kind: str, polarity: re.Match[str] | None, condition: re.Match[str] | None,
) -> tuple[str, re.Match[str] | None, re.Match[str] | None]:
    """``(kind, exception, condition)`` of a sentence that permits only in one case: "may
    only VERB … with X" and "only with X, … can't … (otherwise)" prohibit except in case X;
    any other sentence's as found (``exception`` is None). A case already read as a
    condition ("may only be issued with manager approval") stays a condition: "may … with
    approval" words it the same."""
    assert polarity is not None or kind == "prohibit"
    if kind == "permit" and polarity is not None \
            and folded.startswith(" only ", polarity.end()):
        case = _WITH_CASE.search(folded, polarity.end() + 6)
        if case is not None and (condition is None or condition.end() <= case.start()
                                 or case.end() <= condition.start()):
            return "prohibit", case, condition
    if kind == "permit" and polarity is not None:
        party = restricted_party(folded, polarity.end())
        if party is not None:
            return "prohibit", party, condition
    if kind == "prohibit":
        case = _ONLY_WITH.search(folded)
        if case is not None:
            return "prohibit", case, condition
    return kind, None, condition


def _phrase(match: re.Match[str]) -> str:
    """A qualifier as written, lower-cased with single spaces: "except for perishable goods"."""
    return " ".join(match.group(0).lower().split()).strip(" ,")


def _lead(sentence: str) -> int:
    return len(sentence) - len(sentence.lstrip())
