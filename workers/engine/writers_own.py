"""A value the writer gives for a thing of their own: "mine is 100 cm", "my 38-year-old pony".

Forum replies and comments set the asked record beside the writer's own cat, horse or car
("Re: how big is yours? — mine is 100 cm, nowhere near the old record holders"). A value
whose clause, before it, says "mine", or "my" and at most two words right before it ("my
38-year-old pony", "my cat is 90 cm"), is about the writer's own thing, never the question's
subject, unless the question itself speaks in the first person ("How long is my warranty?")
or the text before it names one the question names ("Ada Lindqvist: my gourd measured 21 cm").
"Our" is left alone: a business writes its own offer so ("our refund window is 30 days").
Pure; reads the clause before each candidate.
"""

from __future__ import annotations

import re

from workers.engine.owner_names import bare
from workers.engine.owners import question_names
from workers.engine.query_memo import per_query

_FIRST_PERSON = re.compile(r"\b(?:mine|my)\b", re.IGNORECASE)
_MY_THING = re.compile(
    r"(?:(?<!the )(?<!a )\bmine[^\S\n]+(?:is|was|weighs|weighed|measures|measured|stands|stood"
    r"|has|had|only|just|costs?|went)\b.*|\bmy(?:(?:[^\S\n]+[\w'’-]+){1,2}?[^\S\n]+(?:is|was|weighs|weighed"
    r"|measures|measured|stands|stood|has|had))?[^\S\n]+)$", re.IGNORECASE)
"""Before a value in its clause: the pronoun "mine" and a verb ("mine is 100 cm", "Mine cost
me £400 on eBay"; "the mine is 300 m deep" is a pit), or "my" right before it ("my
38-year-old pony") or with one or two words and a verb of measure ("my cat is 90 cm"; "my nan
said 800 people worked there" reports the subject)."""
_ASKS_FIRST_PERSON = re.compile(r"\b(?:i|me|my|mine|we|us|our|ours)\b", re.IGNORECASE)
_CLAUSE_START = re.compile(r"[,;:.!?()—–]|\bbut\b|\bwhile\b|\bwhereas\b", re.IGNORECASE)


def writers_own(snippet: str, at: int, question: str) -> bool:
    """Does the clause of ``snippet`` before offset ``at`` speak of the writer's own thing
    (module docstring), while ``question`` does not speak in the first person?"""
    if _FIRST_PERSON.search(snippet, 0, at) is None:
        return False
    first_person, names = _asker(question)
    if first_person:
        return False
    opened = [m.end() for m in _CLAUSE_START.finditer(snippet, 0, at)]
    mine = _MY_THING.search(snippet, opened[-1] if opened else 0, at)
    return mine is not None and not any(  # "Ada Lindqvist: my gourd …": the subject speaks
        bare(w) in names for w in _CAPITALISED.findall(snippet, 0, mine.start()))


_CAPITALISED = re.compile(r"[A-Z][\w'’-]+")


@per_query
def _asker(question: str) -> tuple[bool, frozenset[str]]:
    """Does ``question`` speak in the first person, and the names it writes
    (``owners.question_names``): read once per query."""
    return _ASKS_FIRST_PERSON.search(question) is not None, question_names(question)
