"""Name runs read as values: the text of a capitalised run as a ``text`` value of dimension
"name", the way ``named`` credits one.

Reads only the snippet it is given. A run (``NAME_RUN``) is capitalised words with
lower-case particles only between them; a value is cut where a label or participle starts
(``_STOP_AT``), has at most ``MAX_WORDS`` words, never opens with a function word or
origin adjective (an initial "A." is no article "a"), and is never wholly the question's own
words. A one-word profession before a name of two words or more ("Sculptor Adolph
Weinman", capitalised where a sentence or an answer opens) is its title, not its first
word: the name is read without it.
"""

from __future__ import annotations

import re

from workers.engine.kinds import PROFESSION_WORDS
from workers.engine.name_ties import asked_owner_end, own_name, possessor_end
from workers.engine.name_words import DETERMINERS_AND_PRONOUNS
from workers.engine.predicates import canonical
from workers.engine.questions import Slot
from workers.engine.terms import stem
from workers.engine.values import Value

NAME_RUN = re.compile(
    r"(?:(?:Dr|Mr|Mrs|Ms|Sir|St)\.?\s+)?"
    r"[A-Z][\w'.&-]*(?:\s+(?:(?:of|the|de|da|di|del|van|von|der|le|la|du|y|ibn|bin|bint|ben)\s+)*"
    r"(?:[A-Z][\w'.&-]*|[A-Z]\.|[\"“'‘][A-Z][\w'.-]*[\"”'’](?=\s+[A-Z])))*"
)
"""A run of capitalised words; lower-case particles only between capitalised words, and a
nickname in quotes, double or single, only before another ('Howard "Bud" Kettler', "George
'Shorty' Snowden")."""
LEADING_ARTICLE = re.compile(r"^(?:the|a|an)\s+", re.IGNORECASE)
_STOP_AT = re.compile(
    r"\s+(?:(?:[A-Z][\w'-]*\s+)?by\b|(?:and|or|in|on|at|for|with|from|as|is|was)\b"
    r"|[A-Z][a-z]{2,}ed\b|(?:Written|Chosen|Given|Taken|Driven|Broken|Spoken|Shown|Known"
    r"|Drawn|Sworn|Hidden|Proven|Beaten|Fallen)\b|(?:From|Films?|Albums?|Songs?|Categories|Category|Retrieved"
    r"|References|External|Edit|Wikipedia|Music|Starring|Genre|Label|Length|Studio|Track"
    r"|Discography|Personnel|Notes|See|Also|Links|Main|Article|Talk|Read|View)\b"
    r"|[A-Z][\w'-]*(?=\s+[a-z][a-z-]{3,}\b(?<!\bthe)))"
)
"""Where a name run ends inside a run of capitals: "Mahesh Bhatt Written by …", "Story by"
(a capitalised label before "by"), "Joni Mitchell Released June 22" (a participle: "-ed"
after three letters or more, or a past participle in "-en" of a common verb, not a surname
like "Austen", "Owen", "Allen" or "Reed"); a name keeps its last word before a lower-case
function word ("Jane Austen in 1813", "Frank Oz and")."""
_PAGE_LABEL = re.compile(
    r"(?:Reviews?|Reception|Interview|Lyrics|Credits|Tracklist|Overview|Video|Listen|Stream"
    r"|News|Watch)\b"
)
"""A page's label before a work's name ("Review : Big Fun"): no name credited with it."""
_NOT_NAMES = DETERMINERS_AND_PRONOUNS | frozenset(
    "american british english french german italian japanese indian canadian australian irish "
    "scottish welsh spanish swedish russian chinese dutch in on at of by for and with from "
    "as".split())
_KIND_OF_PERSON = re.compile(r"(?:an?|An?)\s+[A-Z][a-z]+(?:man|woman|ian|ese)")
"""An indefinite article before one word of origin or kind ("An Englishman", "A Parisian",
"A Genoese") says what someone is; it names no one. "A Forsyth" is the surname."""
_INITIAL = re.compile(r"[A-Z]\.")
"""A given name's initial ("A." of "A. A. Milne"): never the article "a" it spells."""
MAX_WORDS = 5
"""The most words a name may have."""


def name_value(
    snippet: str, offset: int, start: int, end: int, own_words: frozenset[str]
) -> Value | None:
    text = snippet[start:end]
    stop = _STOP_AT.search(text)
    if stop is not None:
        text = text[: stop.start()]
    text = text.rstrip(" .,'’")
    if text.endswith(("'s", "’s")):
        text = text[:-2]
    bare = LEADING_ARTICLE.sub("", text)
    words = bare.split()
    if len(words) == 1 and _KIND_OF_PERSON.fullmatch(text):
        return None  # "An Englishman, William Wilson": someone of a kind, not a name
    if not words or len(words) > MAX_WORDS or not words[0][:1].isupper():
        return None
    lowered = [w.lower().strip(".") for w in words]
    if (lowered[0] in _NOT_NAMES and not _INITIAL.fullmatch(words[0])) or len(bare) < 3 \
            or _PAGE_LABEL.match(bare):
        return None
    if all(canonical(stem(w)) in own_words for w in lowered):
        return None  # the question's own name: the subject, not its answer
    if len(words) > 2 and lowered[0] in PROFESSION_WORDS and words[1][:1].isupper():
        cut = text.index(words[1], len(words[0]))  # "Sculptor Adolph Weinman": a title
        text, bare, start = text[cut:], " ".join(words[1:]), start + cut
    exact = " ".join(re.sub(r"[^\w\s]", "", bare.lower().replace(".", " ")).split())
    return Value("text", text, text, offset + start, "name", exact=exact)  # "J.S." is "J. S."



def read_name(snippet: str, offset: int, start: int, end: int, slot: Slot) -> Value | None:
    """The name at ``start:end`` of ``snippet`` as a ``text`` value (as ``name_answers``
    reads one), or ``None`` when it is no name or wholly the question's own; an owner's
    name before the asked thing's name ("Holst's Cranham" for who composed Cranham) is
    read alone (``name_ties.asked_owner_end``, ``name_ties.possessor_end``)."""
    cut = asked_owner_end(snippet[start:end], slot.predicate)
    if cut is None:
        cut = possessor_end(snippet[start:end], slot.names)
    if cut is not None:
        end = start + cut
    value = name_value(snippet, offset, start, end, slot.words - slot.predicate)
    return None if value is None or own_name(value.display, slot.names) else value
