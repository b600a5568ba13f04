"""The action a yes/no question asks about, and whether a ruling sentence rules on it.

"Must visitors be escorted …?" asks about escorting; "Visitors must show photo ID" rules on
another action of the same party and answers nothing about escorting. ``asked_actions``
reads the question's candidate verbs:

- a passive "… be <participle>" ("May study data be copied …?"): the participle alone;
- a pronoun subject ("Can you pack …?"): the word after it;
- a gerund subject before a permission word ("Is cycling permitted …?"), or a noun of an
  action right before it ("Is photography allowed …?"): that word, acting on the words
  before the permission word only; "it" permitted "to" act ("Is it legal to keep …?"), or a
  party "allowed to" act ("Are patrons allowed to bring …?"): the verb after "to";
- otherwise the second and third words after the modal and an article ("Can drivers view
  their …", "Can a store manager approve …"): the subject's first word is never a verb,
  and a noun among the candidates only makes the test more lenient; a subject that goes on
  with a preposition ("owners of listed houses …") gives no candidate, unless a proper name
  after it ends it ("Must beekeepers in England register …", "May residents of Orkney keep
  …": the word after the name).

``rules_on_asked`` keeps a ruling whose sentence holds one of them (any inflection, or
inside a longer word: "unescorted" rules on "escorted"; a noun of it: "submissions" for
"submit") or a verb of its sense group ("see" for "view"), and a modal whose verb is left
out ("only admins can, …"). Invariant: a question with no candidate (not a yes/no question) keeps
every ruling; the test only ever removes a clause, never a sentence's other values.
"""

from __future__ import annotations

import re

from workers.engine.predicates import canonical_word
from workers.engine.query_memo import per_query
from workers.engine.terms import content_terms, stem
from workers.engine.text_memo import per_text

_MODAL = r"\s*(?:can|could|may|might|must|should|shall)\s+"
_PASSIVE = re.compile(_MODAL + r"(?:[\w'-]+\s+){1,6}?be\s+([a-z]+)\b", re.IGNORECASE)
_WORDS = re.compile(_MODAL + r"((?:[\w'-]+\s*){1,5})", re.IGNORECASE)
_PLACED = re.compile(
    r"(?i:\s*(?:can|could|may|might|must|should|shall)\s+(?:(?:a|an|the)\s+)?)"
    r"[a-z][\w'-]*\s+(?:in|from|at|on|of)\s+(?:the\s+)?(?:[A-Z][\w'-]*\s+){1,3}"
    r"(?P<verb>[a-z][\w'-]*)\b")
"""A one-word subject placed by a proper name ("Must beekeepers in England register …", "May
residents of Orkney keep …"): the name's capitals end the subject, so the word after them is
the verb."""
_PERMISSION = r"(?:allowed|permitted|legal|illegal|banned|prohibited|forbidden)"
_GERUND = re.compile(
    r"\s*(?:is|are)\s+(?:the\s+)?(?P<verb>[a-z]+ing|[a-z]{3,}(?:ion|phy|ism|ment|ance|ence)"
    r"(?=\s+" + _PERMISSION + r"))\b(?P<object>(?:\s+[\w'-]+){0,4}?)\s+"
    + _PERMISSION + r"\b", re.IGNORECASE)
"""A question whose subject is the asked action ("Is cycling permitted in the tunnel?", "Is
feeding the ducks allowed …?", "Is photography allowed …?"): the gerund, or a noun of an
action right before the permission word, is the verb, the words up to the permission word
what it acts on (a place after the permission word is where, not what)."""
_ALLOWED_TO = re.compile(
    r"\s*(?:is|are)\s+(?:[\w'-]+\s+){1,4}?(?:allowed|permitted)\s+to\s+(?P<verb>[a-z]+)\b",
    re.IGNORECASE)
"""A question whose party is "allowed to" act ("Are patrons allowed to bring …?"): the verb
after "to"."""
_IT_TO = re.compile(
    r"\s*(?:is|are)\s+it\s+(?:[a-z]+\s+)?" + _PERMISSION
    + r"\s+(?:for\s+[\w\s'-]{1,40}?\s+)?to\s+(?P<verb>[a-z]+)\b", re.IGNORECASE)
"""A question asking whether "it" is permitted "to" act ("Is it legal to keep a ferret …?",
"Is it legal for a circus to have …?"): the verb after "to"."""
_PRONOUNS = frozenset("i you we they he she it one".split())
_ARTICLES = frozenset("a an the any our your their".split())
_FUNCTION = frozenset(
    "a an the any our your their his her its my to from in on at of for with without by "
    "into onto and or under over aged".split()
)
_SENSES: tuple[frozenset[str], ...] = (
    frozenset({"view", "see", "look"}),
    frozenset({"bring", "take", "carry"}),
    frozenset({"get", "grant", "give", "receive"}),
)
"""Verbs that ask the same action in a permission question ("view the PIN" / "see PINs")."""
_WORD = re.compile(r"[A-Za-z][A-Za-z'-]*")
_ELLIPTICAL = re.compile(
    r"\b(?:can(?:not|'t)?|may|must|might)(?:\s+not)?\s*(?=[,;:.!?)]|[-–—]|$)", re.IGNORECASE
)
"""A modal with its verb left out ("only fleet admins can, so …"): it rules on the action
the text before it names."""


@per_query
def asked_actions(query: str) -> frozenset[str]:
    """Stems of the verbs a yes/no ``query`` may ask about (module docstring); empty when
    ``query`` opens with no modal."""
    passive = _PASSIVE.match(query)
    if passive is not None:
        return _with_senses([passive.group(1)])
    said = _GERUND.match(query) or _IT_TO.match(query) or _ALLOWED_TO.match(query)
    if said is not None:
        return _with_senses([said.group("verb")])
    opened = _WORDS.match(query)
    if opened is None:
        return frozenset()
    words = [w.lower() for w in _WORD.findall(opened.group(1))]
    if words and words[0] in _PRONOUNS:
        return _with_senses(words[1:2])
    if words and words[0] in _ARTICLES:
        words = words[1:]
    placed = _PLACED.match(query)
    if placed is not None and placed.group("verb") not in _FUNCTION:
        return _with_senses([placed.group("verb")])
    if len(words) < 2 or words[1] in _FUNCTION:
        return frozenset()
    return _with_senses([w for w in words[1:3] if w not in _FUNCTION])


def rules_on_asked(sentence: str, query: str) -> bool:
    """Does ``sentence`` rule on an action ``query`` asks about? True when the query has
    no candidate action."""
    actions = asked_actions(query)
    if not actions or _ELLIPTICAL.search(sentence):
        return True
    stems = _sentence_bases(sentence)
    if any(_same_action(action, word) for action in actions for word in stems):
        return True
    return bool(_object_terms(query) & set(content_terms(sentence)))


def names_asked_action(text: str, query: str) -> bool:
    """Does ``text`` write a form of an action ``query`` asks about ("blending" for "… allowed
    to blend …?")? False when the query has no candidate action."""
    stems = _sentence_bases(text)
    return any(_same_action(action, word) for action in asked_actions(query) for word in stems)


_CONDITION = re.compile(
    r"\b(?:if|when|unless|provided|once|as long as|so long as)\b", re.IGNORECASE)
"""Where a question's condition opens: its words name the case, not what is acted on."""


@per_text
def _sentence_bases(sentence: str) -> frozenset[str]:
    """The base of every word of ``sentence`` (memoised: sentences recur)."""
    return frozenset(_base(w) for w in _WORD.findall(sentence))


@per_query
def _object_terms(query: str) -> frozenset[str]:
    """Content terms of ``query`` after its first candidate verb and before a condition it
    asks under ("… be tattooed if a parent consents?": none): what the action is on; for a
    gerund subject, the words between it and the permission word."""
    gerund = _GERUND.match(query)
    if gerund is not None:
        return frozenset(content_terms(gerund.group("object")))
    actions = asked_actions(query)
    words = _WORD.findall(_CONDITION.split(query, 1)[0])
    for index, word in enumerate(words):
        if _base(word) in actions:
            return frozenset(content_terms(" ".join(words[index + 1:])))
    return frozenset()


def _same_action(action: str, word: str) -> bool:
    """Is stem ``word`` a form of stem ``action``: containing it ("unescort"), or, for a
    longer stem, sharing all but its last letter ("submission" for "submit")?"""
    return action in word or (len(action) >= 5 and word.startswith(action[:-1]))


def _base(word: str) -> str:
    """``word`` stemmed, an irregular form as its base ("taken" → "take"), never a
    predicate class ("opened" stays "open")."""
    base = canonical_word(word.lower())
    base = stem(word) if base.startswith("#") else base
    return base[:-1] + "y" if base.endswith("i") and len(base) > 3 else base


def _with_senses(words: list[str]) -> frozenset[str]:
    """Stems of ``words`` and of the verbs in their sense groups."""
    out = set()
    for word in words:
        base = _base(word)
        out.add(base)
        for group in _SENSES:
            if any(_base(g) == base for g in group):
                out.update(_base(g) for g in group)
    return frozenset(b for b in out if len(b) >= 2)


same_action = _same_action
"""Public: is a stem a form of an asked action's stem (``other_actions``)?"""
word_base = _base
"""Public: a word's base as the asked actions are read (``other_actions``)."""
object_terms = _object_terms
"""Public: the content terms of what a yes/no question's action is on (``other_actions``)."""
