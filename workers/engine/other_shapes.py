"""Four more clause shapes that give a date to another subject (``event_subjects``).

Read only when the question's subject does the asked act ("When did Ada Vale publish her
atlas?"): a clause whose own subject undergoes an act, or is another thing, tells that
subject's event, not the asked one.

- a lone capitalised name, none of the question's words, and a passive verb: "Quinine was
  first isolated from the bark in 1820" (the drug's event, not the author's);
- a name with a word of its own, placed "in" or "at" a named place none of the question's
  words, and its past verb: "The Vale Museum in Arden opened in 1929" (another museum of
  that name, when the question's is the Vale Gallery); a descriptive compound ("The
  Tudor-style Bath House in Government Gardens opened …") is no word of a name;
- a named owner's other thing, a noun none of the question's words, and its verb: "Vale's
  sequel appeared in 1861" (the sequel's, when the atlas is asked);
- a clause opening on its verb after an apposition, whose sentence opens on a name (one to
  four capitalised words) none of the question's words: "Bramble, a pony said to have
  carried her, died at the farm in 1870" (the pony's death).

A name writing one of the question's words, a pronoun, a determiner and a title are the
subject's own. Pure: reads the date's clause (``before``) and its sentence.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from workers.engine.name_words import DETERMINERS_AND_PRONOUNS, PERSON_TITLES
from workers.engine.predicates import PAST_FORMS

_NAME = r"[A-Z][\w'’.-]*"
_JOINER = r"[^\S\n]*(?:(?:and|but|while|whereas|then)[^\S\n]+)?"
_LONE = re.compile(
    rf"{_JOINER}({_NAME})[^\S\n]+(?:was|were)[^\S\n]+(?:(?:first|later|originally|also)"
    rf"[^\S\n]+)?[a-z]{{3,}}(?:ed|en|t)\b")
"""A clause opening on one capitalised word and a passive verb: "Quinine was first isolated"."""
_OWNED = re.compile(
    rf"{_JOINER}(?:The[^\S\n]+)?({_NAME})['’]s[^\S\n]+([a-z]{{3,}})[^\S\n]+"
    r"(?:(?:was|were|first)[^\S\n]+)?([a-z]{3,})\b")
"""A clause opening on an owner's thing and its verb: "Vale's sequel appeared"."""
_PLACED = re.compile(
    rf"{_JOINER}(?:The[^\S\n]+)?({_NAME}(?:[^\S\n]+{_NAME}){{0,3}})[^\S\n]+(?:in|at)[^\S\n]+"
    rf"(?:the[^\S\n]+)?({_NAME}(?:[^\S\n]+{_NAME}){{0,2}})[^\S\n]+(?:was[^\S\n]+)?([a-z]{{3,}})\b")
"""A clause opening on a name placed "in" another named place, and its verb: "The Vale Museum
in Arden opened"."""
_DESCRIPTIVE = re.compile(r"[A-Z][a-z]+(?:-[a-z]+)+")
"""A capitalised word joined by a hyphen to lower-case ones ("Tudor-style", "Soviet-built",
"Art-deco"): a description of the thing, no word of a name of its own."""
_VERB_FIRST = re.compile(r"[^\S\n]*([a-z]{3,})\b")
_SENTENCE = re.compile(r"(?:^|[.!?][^\S\n]+|[^\S\n][—–][^\S\n])(?=[A-Z])")
_APPOSED = re.compile(rf"({_NAME}(?:[^\S\n]+{_NAME}){{0,3}}),[^\S\n]+(?:a|an|the)\b[^.!?]*,\s*$")
"""A sentence opening on a name and an apposition set off by commas, up to the clause."""
_SPAN = 200
_NOT_NAMES = DETERMINERS_AND_PRONOUNS | PERSON_TITLES | frozenset({"there", "here"})
"""Capitalised words that name nothing of their own."""


def _verb(word: str) -> bool:
    """Is ``word`` a past verb ("-ed" or irregular: "died", "sank")?"""
    return word.endswith("ed") or word in PAST_FORMS


def _other(word: str, own: Callable[[str], bool]) -> bool:
    """Is the capitalised ``word`` a name none of the question's words?"""
    bare = word.strip("'’.")
    return bool(bare) and bare.lower() not in _NOT_NAMES and not own(bare) \
        and not any(c.isdigit() for c in bare)


def lone_or_owned(before: str, own: Callable[[str], bool]) -> str:
    """The other subject (lower-case words) of a date's clause ``before`` the date that opens
    on a lone name and a passive verb, or on a named owner's other thing and its verb
    (module docstring); "" otherwise. ``own`` says whether a word is one of the question's."""
    lone = _LONE.match(before)
    if lone is not None and _other(lone.group(1), own) \
            and not lone.group(1).endswith(("'s", "’s")):
        return lone.group(1).lower()
    placed = _PLACED.match(before)
    if placed is not None and _verb(placed.group(3)) \
            and any(_other(w, own) and not _DESCRIPTIVE.fullmatch(w)
                    for w in placed.group(1).split()) \
            and all(_other(w, own) for w in placed.group(2).split()):
        return " ".join(w.lower() for w in placed.group(2).split())
    owned = _OWNED.match(before)
    if owned is not None and _verb(owned.group(3)) and not own(owned.group(2)) \
            and not _verb(owned.group(2)):
        return f"{owned.group(1).lower()} {owned.group(2)}"
    return ""


def sentence_subject(text: str, begin: int, before: str, own: Callable[[str], bool]) -> str:
    """The name opening the sentence of a date's clause (``before``, from ``begin`` of
    ``text``) that opens on its past verb after an apposition set off by commas, when the
    name writes none of the question's words; "" otherwise."""
    verb = _VERB_FIRST.match(before)
    if begin == 0 or text[begin - 1] != "," or verb is None or not _verb(verb.group(1)):
        return ""
    window = text[max(0, begin - _SPAN):begin]
    starts = [m.end() for m in _SENTENCE.finditer(window)
              if m.end() > 0 or begin <= _SPAN]  # a cut window opens on no sentence
    if not starts:
        return ""
    found = _APPOSED.match(window, starts[-1])
    if found is None:
        return ""
    words = found.group(1).split()
    if not all(_other(w, own) for w in words if w.lower() not in _NOT_NAMES):
        return ""
    return " ".join(w.lower() for w in words if w.lower() not in _NOT_NAMES)
