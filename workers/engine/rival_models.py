"""A rival model or copy of the question's named subject ("iPod mini", "replica").

Reads one sentence before its first value against the question's names. A mention of a
name followed (past the question's own words) by a variant word, a model number the
question does not write (only when the question numbers a name) or a copy word names
another model; one mention of the subject alone clears the sentence. At most ``_WALK``
words are read after each name, so the work stays linear.
"""

from __future__ import annotations

import re
from functools import lru_cache
from itertools import pairwise

from workers.engine.owners import question_names
from workers.engine.query_memo import per_query
from workers.engine.subject_phrases import FUNCTION_WORDS, JOINT, TOKEN

_VARIANTS = frozenset(
    """mini nano shuffle touch classic pro plus max ultra lite air xl jr junior ii iii iv vi
    vii viii ix""".split())
"""Words that, right after a product's or work's name, name another model of it ("iPod
mini", "iPhone 15 Pro Max", "Rocky II"); capitalised but for ``_LOWER_VARIANTS`` ("plus
27" adds, "air" is air)."""
_LOWER_VARIANTS = frozenset({"mini", "nano", "shuffle"})
_VARIANT_NUMBER = re.compile(
    r"\d{1,3}(?!\w|[.,/:-]?\d|[-–/]|[^\S\n]*[%°×x])(?![^\S\n]+(?:[a-z]|[A-Z]{1,3}\b))")
"""A model number: a short number, whole, that no unit nor word in lower case follows
("Java 11, the first …"; not "iPod 5 GB", "5,000", "4 × 45 g", "Zoo 2-for-1"); read only
for a subject the question numbers itself ("Java SE 8"): after another name a number is
that thing's value ("Schubert 31, Mozart 35")."""
_COPIES = frozenset(
    """replica replicas poster posters figurine figurines miniature miniatures plush
    """.split())
"""Words that, after a thing's name and at most ``_DESCRIBED`` words in lower case, name
a copy of it, another object ("Sue skull replica, 1:6 scale, 25 cm")."""
_DESCRIBED = 2
_WALK = 6
"""The most words read after a name for its model: a model's name is short, and the work
per sentence stays linear however many names it repeats."""


@per_query
def asked_names(query: str) -> tuple[frozenset[str], frozenset[str], bool]:
    """The question's own names (``owners.question_names``, and words with a capital
    inside: "iPod") but possessive groups; all its words, less possessive endings; and
    whether it numbers one of its names ("Java SE 8", "Hornsea 2's")."""
    tokens = [m.group(0) for m in TOKEN.finditer(query)]
    bare = [t.lower().removesuffix("'s") for t in tokens]
    inner = {b for t, b in zip(tokens, bare, strict=True)
             if any(c.isupper() for c in t[1:]) and t[:1].islower()}
    names = frozenset(n for n in question_names(query) | inner if not n.startswith("'"))
    numbered = any(a in names and b.isdigit() for a, b in pairwise(bare))
    return names, frozenset(bare), numbered


@lru_cache(maxsize=2_048)
def _words(snippet: str) -> tuple[tuple[int, int, str], ...]:
    """A sentence's words as (start, end, text): ``rival_modifiers._tokens`` without the
    stems, which ``other_model`` never reads (a stem per word is most of ``_tokens``' cost);
    memoised alike."""
    return tuple((m.start(), m.end(), m.group(0)) for m in TOKEN.finditer(snippet))


def other_model(snippet: str, query: str, until: int) -> str:
    """"rival:<name>-<variant>" for a sentence that, before its value, names another model
    of the question's named subject and never the subject alone: one of the question's
    names, then (past words the question writes too) a variant word (``_VARIANTS``), a
    model number (``_VARIANT_NUMBER``) the question does not write ("The iPod mini (2004)
    came with a 4 GB Microdrive" for the first iPod), or a word naming a copy of it
    (``_COPIES``); "" otherwise ("Velora P9 vs P9 Lite: 5,000 mAh vs 4,500 mAh" names
    both)."""
    names, asked, numbered = asked_names(query)
    lowered = snippet.lower()
    if not any(n in lowered for n in names):
        return ""  # only a word that is one of the names, as lowered, starts a model below
    tokens = _words(snippet)
    found = ""
    for index, (start, _, raw) in enumerate(tokens):
        if start >= until:
            break
        if raw.lower() in names:  # not "Latynina's 18": a possessive name owns what follows
            other = _model_after(snippet, tokens, index, asked, numbered, until)
            if not other:
                return ""
            found = found or f"rival:{raw.lower()}-{other}"
    return found


def _model_after(  # noqa: PLR0917 - private, one caller
    snippet: str, tokens: tuple[tuple[int, int, str], ...], index: int,
    asked: frozenset[str], numbered: bool, until: int,
) -> str:
    """The variant, model number or copy word that follows the name at ``index`` (the
    subject's own words and, before a copy word, a few words in lower case between), or
    "" when the mention is the subject's."""
    previous_end = tokens[index][1]
    described = 0
    for start, end, raw in tokens[index + 1 : index + 1 + _WALK]:
        if not JOINT.fullmatch(snippet, previous_end, start) or start >= until:
            break
        word = raw.lower().removesuffix("'s")
        previous_end = end
        if word in asked and word not in FUNCTION_WORDS:
            continue
        if word in _COPIES or (not described and (
                (word in _VARIANTS and (word in _LOWER_VARIANTS or not raw.islower()))
                or (numbered and _VARIANT_NUMBER.match(snippet, start)))):
            return word
        if not raw.islower() or word in FUNCTION_WORDS or described == _DESCRIBED:
            break
        described += 1  # "Sue skull replica": a copy of a part of it
    return ""
