"""A ruling on a party the yes/no question does not ask about: no answer to it.

"May apprentices under 18 operate the lathe?" names its party. "From May, visiting
engineers with a site pass may operate the lathe" grants the same act to another party, one
described by words none of which the question writes; "the lathe must not be operated by
cleaners, caterers or visiting students" denies it to parties none of which is the asked
one. Neither rules on apprentices under 18, though both share the question's act and thing.

``rules_on_other_party`` reads each modal of a sentence (may, can, must, should, shall,
could, might, cannot, …). A passive after it with an agent ("must not be operated by A, B or
C") rules on another party when none of its agents' heads (the last content word before a
preposition or relative word: "employees" of "employees at any level") is a word of the
question, unless its subject is the asked party acted on ("visitors must be escorted by
staff"); a modal before "be" with no agent ("may be made", "must be over 18") judges no party.
Otherwise its party is its subject: the words back to the nearest clause mark or clause opener
(",", ":", "—", "and", "so", "that", …; past a clause number), at most eight, opening on no
"only", demonstrative or quantifier (``_NO_OPENING``), in a clause that opens on no
preposition (a fronted adverbial: ``_PREPOSITIONS``); it is another party when
it has two content words or more, none of them a word of the question (a qualified party: a
bare "visitors" or "donors" may be the general class the asked party belongs to, and still
rules on it). A hyphened word counts by its parts too ("front-desk", "Iranian-made").

Invariant: a sentence is set aside only when the question names a party (its first word
after the opening modal is no personal pronoun: "Can I …?", "May we …?" name none), the
sentence has a modal, and every modal of it rules on another party. Pure.
"""

from __future__ import annotations

import re

from workers.engine.clause_numbers import past_clause_number
from workers.engine.terms import content_terms

_ASKED = re.compile(r"^\W*(?:may|can|could|should|must|shall)[^\S\n]+(?P<first>[a-z'’-]+)",
                    re.IGNORECASE)
"""A question opening on its modal, then the first word of its party."""
_NO_PARTY = frozenset("i you we they he she it one my our your".split())
_MODAL = re.compile(r"\b(?:may|can|must|should|shall|could|might|cannot|can['’]t|mustn['’]t)"
                    r"(?:[^\S\n]+not)?\b")
_PASSIVE = re.compile(
    r"[^\S\n]+(?:(?:only|also|never|not)[^\S\n]+)?be\b(?:[^\S\n]+[a-z]+[^\S\n]+by"
    r"[^\S\n]+(?P<agents>[^.;:()!?\n]{3,120}))?")
"""A passive or a copula right after a modal, with the agents of a passive that names them:
" not be used by pedestrians, cyclists …"; " be made", " be over 18" name none (its subject
is a thing acted on, or a party described: either way no party acting)."""
_POSTMODIFIER = re.compile(r"[^\S\n](?:at|in|on|of|with|from|for|who|that|which|under|over"
                           r"|aged|holding|without)[^\S\n]")
_AGENT_SPLIT = re.compile(r",|[^\S\n](?:and|or|nor)[^\S\n]")
_MARKS = re.compile(r"[,;:.!?()\n—–]|[^\S\n]-[^\S\n]")
_OPENERS = re.compile(
    rf"{_MARKS.pattern}|\b(?:and|but|or|so|because|as|if|when|while|whereas"
    r"|although|though|since|then|that|which|where|who)\b")
"""Where a modal's subject can begin no earlier: a clause mark or a clause opener."""
_SUBJECT_WORDS = 8
_NO_OPENING = frozenset(
    "only those these this that such both all each either neither any some".split())
"""Words a party's own subject does not open on: "only" (a grant to X alone rules on every
other party too), a demonstrative or a quantifier (it refers back: "those made in …")."""
_PREPOSITIONS = frozenset(
    "in on at from outside inside after before during since until within for by under over "
    "beyond through without with".split())
"""A clause opening on one of these fronts an adverbial whose end no mark shows ("outside
that window visitors may not …"): where its subject starts is not known."""


def rules_on_other_party(sentence: str, query: str) -> bool:
    """Does every modal of ``sentence`` rule on a party the question ``query``, which names
    its own, does not ask about (module docstring)?"""
    asked = _ASKED.match(query)
    if asked is None or asked.group("first").lower() in _NO_PARTY:
        return False
    lower = sentence.lower()
    modals = list(_MODAL.finditer(lower))
    if not modals:
        return False
    terms = _with_parts(query)
    first = _with_parts(query[asked.start("first"):asked.end("first")])
    opening = len(lower) - len(past_clause_number(lower))
    return all(_other(lower, modal, terms, first, opening) for modal in modals)


def _other(lower: str, modal: re.Match[str], terms: frozenset[str], first: frozenset[str],
           opening: int) -> bool:
    """Does the ``modal`` of ``lower`` rule on another party than one of ``terms`` (the
    question's; ``first``: its party's first word's)? ``opening``: where the sentence's
    words begin, past a clause number."""
    begin = max((m.end() for m in _OPENERS.finditer(lower, 0, modal.start())),
                default=opening)
    subject = _with_parts(lower[begin:modal.start()])
    passive = _PASSIVE.match(lower, modal.end())
    if passive is not None:
        agents = passive.group("agents")
        if agents is None or (first and first <= subject):
            return False  # a thing acted on, or the asked party itself acted on
        heads = [_head(a) for a in _AGENT_SPLIT.split(agents)]
        return all(heads) and terms.isdisjoint(heads)
    words = lower[begin:modal.start()].split()
    if not words or len(words) > _SUBJECT_WORDS or words[-1] in _NO_PARTY \
            or words[0] in _NO_OPENING:
        return False
    mark = max((m.end() for m in _MARKS.finditer(lower, 0, modal.start())), default=opening)
    if lower[mark:modal.start()].split(maxsplit=1)[0] in _PREPOSITIONS:
        return False
    return len(subject) >= 2 and terms.isdisjoint(subject)


def _head(agent: str) -> str:
    """The head of an agent's noun phrase: its last content word before a preposition or a
    relative word ("employees" of "employees at any level"), or ""."""
    found = content_terms(_POSTMODIFIER.split(agent, maxsplit=1)[0])
    return found[-1] if found else ""


def _with_parts(text: str) -> frozenset[str]:
    """The content terms of ``text``, with those of each hyphened word's parts
    ("front-desk": "front", "desk"; "Iranian-made": "iranian", "made")."""
    found = frozenset(content_terms(text))
    return found | frozenset(content_terms(text.replace("-", " "))) if "-" in text else found
