"""A thing the query names, named with another modifier: "Renal ward" for "the cardiac
ward", "Personal current accounts" for "a business current account", "hand luggage" for
"checked luggage". Reads a label's or sentence's words in order and the query's; never a
list of known strings. The question's own verb is no modifier of the noun after it ("did
she first win individual foil": "Olympic individual foil" names the thing asked, no other
kind of it).
"""

from __future__ import annotations

import re

from workers.engine.asked_verb import AUXILIARIES, NOT_EVENT, content
from workers.engine.clause_numbers import past_written_number
from workers.engine.query_memo import per_query
from workers.engine.terms import STOPWORDS, stem
from workers.engine.text_memo import per_text


def other_modifier(label: tuple[str, ...], query: str, spelled: tuple[str, ...] = ()) -> bool:
    """Does the label name a thing of the kind the query names, with another modifier
    ("Renal ward" for "the cardiac ward", "Personal current accounts" for "a business
    current account")? Both put a content word of their own before a shared word (past the
    same adjectival stop words, spelled alike in both: "current"), and the label shares nothing with
    the query before its modifier."""
    return bool(other_modifiers(label, query, spelled))


def other_modifiers(
    label: tuple[str, ...], query: str, spelled: tuple[str, ...] = (),
) -> tuple[str, str] | None:
    """The label's modifier and the query's (stems) when ``other_modifier`` holds, else
    None ("Key paper" for "her Nature paper": ("key", "natur"))."""
    asked = _asked_terms(query)
    before = {word: i for i, word in enumerate(asked) if i and word}
    verb = _question_verb(query)
    shared = [i for i, word in enumerate(label) if word and word in asked]
    for i, word in enumerate(label[1:], 1):
        if shared and shared[0] < i:
            break  # "CK-7 intake filter": the label names the query's own thing first
        if word not in before:
            continue
        mine, theirs = _modifiers(label, i, spelled, asked, before[word], _asked_words(query))
        if (theirs and mine and mine not in asked and theirs not in label
                and theirs != verb and not _same_modifier(mine, theirs)):
            return mine, theirs  # "max" abbreviates "maximum": the same modifier
    return None


_WORD = re.compile(r"[^\W\d_](?:[^\W\d_]|['’-])*")
_PRONOUNS = frozenset("i you he she it we they".split())


def _capitalised(word: str) -> bool:
    """Is ``word`` written as a name ("Oriola", "d'Oriola", "O'Neill")?"""
    return word[:1].isupper() or (len(word) > 2 and word[1] in "'’" and word[2].isupper())


@per_query
def _question_verb(query: str) -> str:
    """The stem of the verb after the question's auxiliary and a subject that is a name or a
    pronoun, past an event adverb ("win" of "did Christian d'Oriola first win individual
    foil?"); "" when the subject is a common noun phrase (its verb is not told apart here)."""
    words = [m.group(0) for m in _WORD.finditer(query)]
    at = next((i for i, w in enumerate(words) if w.lower() in AUXILIARIES), -1) + 1
    if not at:
        return ""
    start = at
    while at < len(words) and (_capitalised(words[at]) or words[at].lower() in _PRONOUNS):
        at += 1
    if at == start:
        return ""
    while at < len(words) and words[at].lower() in NOT_EVENT:
        at += 1
    if at == len(words) or not content(words[at]):
        return ""
    return stem(words[at].lower())


WHOLE_WORDS = frozenset(stem(w) for w in "whole full entire complete".split())
"""Words that take all of a thing ("the whole translation memory" = "the full translation
memory"): no modifier that names another thing."""
_WHOLE = WHOLE_WORDS


def _same_modifier(mine: str, theirs: str) -> bool:
    """Do two modifiers name one thing: one abbreviates the other ("max", "maximum"), or both
    take the whole of it (``_WHOLE``)?"""
    return theirs.startswith(mine) or mine.startswith(theirs) \
        or (mine in _WHOLE and theirs in _WHOLE)


_ADJECTIVAL_STOPWORDS = frozenset("current new standard eligible".split())
"""Stop words that modify a noun ("current account", "new customer"): a modifier before
one is the noun phrase's own, where one before a preposition ("Moving in England") is not."""


def _modifiers(  # noqa: PLR0917 - private, one caller
    label: tuple[str, ...], i: int, spelled: tuple[str, ...], asked: tuple[str, ...], j: int,
    written: tuple[str, ...],
) -> tuple[str, str]:
    """The content words the label and the query put before their shared word (at ``i``,
    ``j``), past adjectival stop words both spell alike right before it; "" where a stop
    word differs."""
    a, b = i - 1, j - 1
    aligned = len(spelled) == len(label) and len(written) == len(asked)
    while (aligned and a > 0 and b > 0 and not label[a] and not asked[b]
           and spelled[a] == written[b] and spelled[a] in _ADJECTIVAL_STOPWORDS):
        a, b = a - 1, b - 1
    return label[a], asked[b]


def other_object(snippet: str, query: str) -> bool:
    """Does a sentence speak of a thing the query names with another modifier ("must be
    carried in your hand luggage" for "Can you pack a power bank in checked luggage?")?
    Its clause then rules on that other thing: "must" there is no answer to the query.
    The sentence puts a content word of its own right before a noun the query modifies
    with another content word, and never uses the query's modifier. A clause's number
    ("3.6 Tickets may not …") numbers the rule and modifies nothing: it is read past."""
    asked = _asked_terms(query)
    before = {word: asked[i - 1] for i, word in enumerate(asked) if i and word}
    said = _ordered_terms(past_written_number(snippet))
    words = set(said)
    for i, word in enumerate(said[1:], 1):
        theirs = before.get(word, "")
        mine = said[i - 1]
        if (theirs and mine and mine not in asked and theirs not in words
                and not _same_modifier(mine, theirs)):
            return True
    return False


def _terms_in_order(text: str) -> tuple[str, ...]:
    """A text's words in order, stemmed; "" for a stop word (as labels are read)."""
    return tuple(
        stem(w) if w not in STOPWORDS and (len(w) > 1 or w.isdigit()) else ""
        for w in re.findall(r"[a-z0-9]+", text.lower())
    )


_ordered_terms = per_text(_terms_in_order)
"""``_terms_in_order`` of a sentence, memoised."""
_asked_terms = per_query(_terms_in_order)
"""``_terms_in_order`` of a query, memoised under the per-query bound."""
_asked_words = per_query(lambda text: tuple(re.findall(r"[a-z0-9]+", text.lower())))
"""A query's words as written, lower case, aligned with ``_asked_terms``."""
