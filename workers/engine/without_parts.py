"""A thing asked without a part, and a sentence about it with that part.

"How much is a CCTV drain survey without the written report?" asks the survey alone; "CCTV
survey with written report for £240 + VAT" prices the survey with the report, another
product. The question writes "without" before a phrase whose last content word is the part
("report"); a sentence that writes "with" before a phrase ending on that part, and never
"without" nor "no" before it, states the values of the thing with the part: they answer
nothing asked. Only for a question asking a value (its caller's part): a yes/no question "…
without a manager's approval?" asks whether the act needs that case, which a rule "only with
a manager's approval" answers. Reads the query and the sentence's words only; never a list of
known strings.
"""

from __future__ import annotations

import re

from workers.engine.query_memo import per_query
from workers.engine.sentence_readings import SentenceReading
from workers.engine.terms import STOPWORDS, stem

_WITHOUT = re.compile(r"\bwithout[^\S\n]+((?:[A-Za-z][\w'-]*[^\S\n]*){1,4})", re.IGNORECASE)
"""The words after "without", up to punctuation or the question's end."""
_WORD = re.compile(r"[A-Za-z][\w'-]*")


@per_query
def left_out(query: str) -> str:
    """The stem of the part a query asks its thing without ("without the written report" →
    "report"): the last content word after "without" before a stop word; "" for none."""
    match = _WITHOUT.search(query)
    if match is None:
        return ""
    words = _phrase_stems(match.group(1))
    return words[-1] if words else ""


def with_part(text: str, sentence: SentenceReading, query: str) -> str:
    """"with:<part>" for a sentence with values that writes "with" before a phrase ending on
    the part the query asks its thing without, and neither "without" nor "no" before that
    part; "" otherwise. Invariant: a query writing no "without", or a sentence never naming
    the part after "with", changes nothing."""
    part = left_out(query)
    if not part or not sentence.sentence_values:
        return ""
    snippet = sentence.snippet
    if re.search(r"\b(?:without|no)\b", snippet, re.IGNORECASE):
        return ""
    for match in re.finditer(r"\bwith[^\S\n]+((?:[A-Za-z][\w'-]*[^\S\n]*){1,3})", snippet,
                             re.IGNORECASE):
        if part in _phrase_stems(match.group(1)):
            return f"with:{part}"
    return ""


def _phrase_stems(words: str) -> list[str]:
    """The stems of a phrase's content words, past a leading determiner, up to a stop word."""
    found: list[str] = []
    for word in _WORD.findall(words):
        if word.lower() in STOPWORDS:
            if found or word.lower() not in _DETERMINERS:
                break
            continue
        found.append(stem(word.lower()))
    return found


_DETERMINERS = frozenset("the a an its their our your".split())
