"""A ruling on another party's other action: no answer to a yes/no question's action.

"May producers add sugar to honey …?" is not ruled on by "beekeepers may still feed colonies
sugar syrup in winter": the modal there grants another party ("beekeepers", a word the question
does not write) another action ("feed", none of the verbs the question may ask,
``asked_action.asked_actions``), even though the sentence shares the question's nouns
("sugar"). ``other_party_action`` reads each "SUBJECT MODAL [not] [adverbs] VERB" of a
sentence.

A sentence with no modal clause that rules impersonally ("It is illegal to sell alcohol to
anyone under 18, or for an adult to buy it …" asked whether a 16-year-old may drink cider) rules
on the acts after its "to"s: when none of them is an asked action, each one's party ("for an
adult") or, with none, its verb phrase ("to sell alcohol") writes no content word of the
question, and the sentence names no asked verb, it rules on other acts ("It is illegal to take
a quad bike onto the farm trail" stays for riding one there).

Invariant: a sentence is set aside only when it names none of the asked verbs (a candidate
that is also the question's object, "sugar", is no verb), has such a modal clause, and every
one of them has both another subject and another verb; a clause whose subject is a pronoun, a
determiner or a word of the question, or whose verb is an asked action, an object word of
the question, or a verb with no action of its own ("be", "have", "get", "do": "no sugar may
be added" is read by its participle's question elsewhere), keeps the sentence.

``other_party_granted`` reads the same clauses for the asked action granted to another party:
"horses and dogs may still perform" rules on horses and dogs, not on the "wild animals" of
"… to have wild animals perform?". Invariant: only when every modal clause's verb is a word
the question writes right after a content word of its own (its party), and the clause's
subject is a content word the question never writes.
"""

from __future__ import annotations

import re
from itertools import pairwise

from workers.engine.asked_action import asked_actions, object_terms, same_action, word_base
from workers.engine.terms import content_terms

_WORD = re.compile(r"[a-z][a-z'-]*")

_ADVERBS = (r"still|also|only|even|now|then|always|never|ever|legally|lawfully|freely|usually"
            r"|just|sometimes|normally|generally")
_RULED = re.compile(
    r"\b([a-z][a-z-]{2,})[^\S\n]+(?:may|can|must|should|shall|might|could)"
    r"(?:[^\S\n]+not|n't)?(?:[^\S\n]+(?:" + _ADVERBS + r"))*[^\S\n]+([a-z]+)\b")
"""A modal clause's subject word and the verb it governs."""
_LISTED = re.compile(
    r"\b(?P<who>[a-z][a-z-]{2,}(?:,[^\S\n]*[a-z][a-z-]{2,})*[^\S\n]+(?:and|or)[^\S\n]+"
    r"[a-z][a-z-]{2,})[^\S\n]+(?:may|can|must|should|shall|might|could)(?:[^\S\n]+not|n't)?"
    r"(?:[^\S\n]+(?:" + _ADVERBS + r"))*[^\S\n]+(?P<verb>[a-z]+)\b")
"""A modal clause whose subject lists parties: "horses and dogs may still perform"."""
_IMPERSONAL = re.compile(
    r"\b(?:illegal|unlawful|an[^\S\n]+offen[cs]e|against[^\S\n]+the[^\S\n]+law)"
    r"[^\S\n]+(?:for[^\S\n]+[^,.;:!?]{1,40}?[^\S\n]+)?to[^\S\n]+[a-z]+\b")
"""An impersonal ruling with no modal: "it is illegal to sell …", "an offence for anyone to
buy …"."""
_TO_VERB = re.compile(
    r"(?:\bfor[^\S\n]+(?P<party>[^,.;:!?]{1,40}?)[^\S\n]+)?\bto[^\S\n]+(?P<verb>[a-z]+)\b"
    r"(?P<rest>[^,.;:!?]*?)(?=[^\S\n]+to[^\S\n]|[,.;:!?]|$)")
"""Each ruled act: perhaps its party ("for an adult"), "to", its verb and the rest of its
phrase up to the next "to" or clause mark (a preposition's "to anyone under 18" reads as an
act of no asked verb)."""
_NO_SUBJECT = frozenset(
    "you we they he she it one who which that this these those all both each either neither "
    "anyone everyone someone nobody and but or not also only".split())
_EMPTY_VERBS = frozenset("be have get do not".split())


def other_party_action(sentence: str, query: str) -> bool:
    """Does every modal clause of ``sentence`` rule on another party's other action than
    yes/no ``query`` asks about (module docstring)? False when it has none or ``query``
    asks no action."""
    actions = asked_actions(query)
    if not actions:
        return False
    lowered = sentence.lower()
    clauses = _RULED.findall(lowered)
    impersonal = None if clauses else _IMPERSONAL.search(lowered)
    if not clauses and impersonal is None:
        return False
    verbs = actions - object_terms(query)
    if any(same_action(action, word_base(word)) for action in verbs
           for word in _WORD.findall(lowered)):
        return False  # "may enter unescorted": the asked action is named after all
    terms = frozenset(content_terms(query))
    if impersonal is not None:  # "it is illegal to sell alcohol to anyone under 18"
        done = list(_TO_VERB.finditer(lowered, impersonal.start()))
        return bool(done) and all(_other_act(m, actions, terms) for m in done)
    return all(_other(subject, verb, actions, terms) for subject, verb in clauses)


def _other_act(found: re.Match[str], actions: frozenset[str], terms: frozenset[str]) -> bool:
    """Is one ruled act of an impersonal ruling (``_TO_VERB``) foreign to the question: not
    an asked action, and its party ("for an adult") or, without one, its verb phrase ("to
    sell alcohol") writing no content word of the question?"""
    verb = found["verb"]
    if any(same_action(action, word_base(verb)) for action in actions):
        return False
    said = found["party"] if found["party"] else f"{verb}{found['rest']}"
    return not set(content_terms(said)) & terms


def _other(subject: str, verb: str, actions: frozenset[str], terms: frozenset[str]) -> bool:
    """Are ``subject`` and ``verb`` both foreign to the question (its ``actions`` and
    content ``terms``)?"""
    if subject in _NO_SUBJECT or verb in _EMPTY_VERBS:
        return False
    if content_terms(subject) == [] or set(content_terms(subject)) & terms:
        return False
    base = word_base(verb)
    return not (any(same_action(action, base) for action in actions)
                or set(content_terms(verb)) & terms)


def other_party_granted(sentence: str, query: str) -> bool:
    """Does every modal clause of ``sentence`` rule on the action ``query`` names for its own
    party ("wild animals perform") for parties the question never writes, listed ("horses
    and dogs may still perform")? False when it has no modal clause (module docstring)."""
    lowered = sentence.lower()
    clauses = _RULED.findall(lowered)
    listed = [(m.group("who"), m.group("verb")) for m in _LISTED.finditer(lowered)]
    if not clauses or len(listed) != len(clauses):
        return False
    words = _WORD.findall(query.lower())
    terms = frozenset(content_terms(query))
    for who, verb in listed:
        parties = [content_terms(p) for p in re.split(r",|\s(?:and|or)\s", who)]
        if any(not p or set(p) & terms for p in parties) or verb in _EMPTY_VERBS \
                or _party(words, verb) is None:
            return False
    return True


def _party(words: list[str], verb: str) -> str | None:
    """The question's content word right before ``verb`` (by its terms) among ``words``: the
    party the question asks the action of ("animals" in "… have wild animals perform?")."""
    wanted = content_terms(verb)
    if not wanted:
        return None
    for before, word in pairwise(words):
        if content_terms(word) == wanted and (party := content_terms(before)):
            return party[0]
    return None
