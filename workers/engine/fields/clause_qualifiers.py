"""The qualifiers of a policy clause: which condition and exception attach to the rule a
polarity marker states, and their terms, phrases and cases.

Reads one lower-cased sentence (``folded``) and the matches ``clauses.find`` made in it;
offsets are the sentence's. Invariants: a qualifier is returned as found or dropped (None),
never moved; terms are stemmed content words, each physical measure one term of its
dimension and SI magnitude, so equal wordings give equal terms.
"""

from __future__ import annotations

import re

from workers.engine.fields.clause_patterns import CONDITION, STOP
from workers.engine.fields.compound_mass import STONE_G
from workers.engine.fields.measures import measure
from workers.engine.fields.restricted import restricted_party
from workers.engine.terms import content_terms

_ONLY_WITH = re.compile(rf"\bonly\s+(?P<intro>with|through|via)\s+(?P<body>.+?){STOP}")
"""A permission granted only in one case ("may only fly alone with the minor service", "only
with the service, under-12s can't travel alone otherwise"): a prohibition with that case as
its exception, as "may not … unless booked with the service" words it."""
_WITH_CASE = re.compile(rf"\b(?P<intro>with|through|via)\s+(?P<body>.+?){STOP}")


def outside(condition: re.Match[str] | None, cell: re.Match[str]) -> re.Match[str] | None:
    """``condition`` unless it overlaps the matrix ``cell`` read as the rule's exception
    ("| only after the induction": the cell's one case, read once)."""
    if condition is not None and condition.start() < cell.end() \
            and cell.start() < condition.end():
        return None
    return condition


_NEW_CLAUSE = re.compile(r"[,;][^\S\n]*(?:and|but|while|whereas)\s")
"""A coordinated clause opening: ", and …", "; but …"."""
_CONTRASTED_SCOPE = re.compile(r"[^\S\n]*(?:but|whereas|while|yet)\s")
"""A contrast opening right after a leading scope's comma ("In the US X is legal, but in the
UK you must not …"): the scope is the contrasted clause's, not the rule's."""


_QUALIFIER_MEASURE = re.compile(
    r"(?<![\w.,])(\d{1,6}(?:\.\d{1,3})?)[^\S\n]*(?:-[^\S\n]*)?([a-z]{1,11})\b\.?"
    r"(?:[^\S\n]*\([^()\n]{0,30}\)?)?")
"""A figure and its unit in a condition or an exception, with its restatement in brackets
("42 inches (107 cm", "18 kg")."""
_INCH = re.compile(r"[^\S\n]*(?:tall|high|long|wide|deep|[,;.)]|$)")
"""After "42 in": "in" is the inch ("at least 42 in tall"), not a preposition."""


def terms(qualifier: str) -> frozenset[str]:
    """The content terms of a condition or an exception, each physical measure in it as one
    term of its dimension and SI magnitude to three figures (its unit words and bracketed
    restatement dropped): "if at least 42 inches (107 cm) tall" and "if at least 42 in tall"
    state one condition. The parts of a compound measure, a smaller part of one dimension
    right after a larger ("7st 12lb", "5 ft 6 in"), are one measure."""
    if not any(c.isdigit() for c in qualifier):
        return frozenset(content_terms(qualifier))
    measures: list[tuple[str, float]] = []
    rest: list[str] = []
    at = 0
    for found in _QUALIFIER_MEASURE.finditer(qualifier):
        unit = found.group(2)
        if unit == "in" and _INCH.match(qualifier, found.end()) is None:
            continue
        amount = _magnitude(unit, float(found.group(1)))
        if amount is None:
            continue
        if measures and measures[-1][0] == amount[0] and amount[1] < measures[-1][1] \
                and _JOINED_PARTS.fullmatch(qualifier, at, found.start()):
            measures[-1] = (amount[0], measures[-1][1] + amount[1])  # "7st 12lb", "5 ft 6 in"
        else:
            measures.append(amount)
            rest.append(qualifier[at:found.start()])
        at = found.end()
    rest.append(qualifier[at:])
    return frozenset(content_terms(" ".join(rest))) \
        | frozenset(f"{dimension}:{size:.3g}" for dimension, size in measures)


_STONE = frozenset(("st", "stone", "stones"))
_JOINED_PARTS = re.compile(r"[^\S\n]*(?:and[^\S\n]+)?")
"""Between the parts of one compound measure: nothing, spaces or "and" ("7 st 12 lb")."""


def _magnitude(unit: str, number: float) -> tuple[str, float] | None:
    """The dimension and SI magnitude of ``number`` ``unit`` (stones in grams, as
    ``compound_mass`` reads them), or None for no physical unit."""
    if unit in _STONE:
        return "mass", number * STONE_G
    value = measure("inch" if unit == "in" else unit, number, "", 0)
    if value is None or value.magnitude is None:
        return None
    return value.dimension, value.magnitude


def attached(
    folded: str, polarity: re.Match[str], qualifier: re.Match[str] | None
) -> re.Match[str] | None:
    """``qualifier`` when it qualifies the rule ``polarity`` marks; None when a later clause
    stands between them: after the marker, a comma and two words or more before the
    qualifier ("Cars are banned, and e-bikes too unless you have a permit": the permit is
    the e-bikes' exception). A qualifier right after a comma (", unless faulty") attaches.
    Before the marker, a qualifier attaches unless a coordinated clause opens between them
    ("Yes, if they're at least 42 inches tall, and an adult has to go with under-12s": the
    height is the permission's condition, not the adult's). A leading "In X," whose comma
    comes after the marker spans the rule itself and is no scope, nor is one a contrast
    follows ("In the US …, but in the UK you must not": ``_CONTRASTED_SCOPE``)."""
    if qualifier is None:
        return qualifier
    if qualifier.start() <= polarity.end():
        if qualifier.lastgroup == "scope" and qualifier.end() > polarity.end():
            return None  # "In the chapel you must not take photos, guards …": no lead scope
        if qualifier.lastgroup == "scope" and qualifier.end() <= polarity.start() \
                and _CONTRASTED_SCOPE.match(folded, qualifier.end()) is not None:
            return None  # "In the US …, but in the UK you must not": the other clause's
        if qualifier.end() <= polarity.start() and qualifier.lastgroup != "scope" \
                and _NEW_CLAUSE.search(
                folded, qualifier.end(), polarity.start()):
            return None
        return qualifier
    between = folded[polarity.end():qualifier.start()]
    comma = max(between.rfind(", "), between.rfind(",\n"))  # not "12,570"
    return qualifier if comma < 0 or len(between[comma + 1:].split()) < 2 else None


def manner(condition: re.Match[str] | None, polarity: re.Match[str] | None) -> bool:
    """Is ``condition`` a "without …" after a requirement's or a permission's marker ("must
    shower without swimwear", "it's mandatory, without your swimsuit", "may leave without a
    charge")? It says how the required or allowed act is done, not in which case the rule
    holds: never a condition."""
    return condition is not None and polarity is not None \
        and condition.group("intro") == "without" and condition.start() >= polarity.end()


def later_condition(folded: str, manner: re.Match[str] | None) -> re.Match[str] | None:
    """The condition after a "without …" of manner, if one follows ("may leave without a
    charge if the speed falls": the "if" is the case), else None."""
    assert manner is not None
    later = CONDITION.search(folded, manner.end())
    return None if later is None or later.group("intro") == "without" else later


def only_case(
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


def phrase(match: re.Match[str]) -> str:
    """A qualifier as written, lower-cased with single spaces: "except for perishable goods"."""
    return " ".join(match.group(0).lower().split()).strip(" ,")


def lead(sentence: str) -> int:
    return len(sentence) - len(sentence.lstrip())
