"""A clause whose subject is another named person or body than the question's named subject.

"In what year did Gabriela Mistral win the Nobel Prize?" is not answered by "Pablo Neruda
won in 1971": the value belongs to the clause's own subject. A question names its subject
by the capitalised words right after its auxiliary ("did Gabriela Mistral", "was Ada
Lovelace", "does Tesla"). A clause that opens (at a sentence start or after a clause mark)
with two to four capitalised words, none of which the question writes, followed by a verb
(a past form in "-ed" or an irregular past, or "is/was/has/had"), has another subject; when
the sentence never writes a word of the question's subject, its values are that other
subject's. A clause about the subject ("Mistral won in 1945"), an agent acting on it ("Asaph
Hall found Phobos"), and a one-word opening (any sentence may open on a capital) are never
read here. Pure.
"""

from __future__ import annotations

import re

from workers.engine.predicates import PAST_FORMS
from workers.engine.query_memo import per_query

_CAP = r"[A-Z][a-z][\w'’.-]*"
_QUESTION_SUBJECT = re.compile(
    rf"\b(?:did|does|do|was|were|is|are|has|have|had)\s+((?:{_CAP}\s+){{0,3}}{_CAP})")
"""The capitalised words right after a question's auxiliary: its named subject."""
_CLAUSE_SUBJECT = re.compile(
    rf"(?:^|(?<=[.;:!?—–·|])[^\S\n]*|(?<=[.;:!?][)\"”])[^\S\n]*)((?:{_CAP}[^\S\n]+){{1,3}}{_CAP})"
    r"[^\S\n]+([a-z]+)\b")
"""A clause opening on two to four capitalised words and the word after them."""
_BE_HAVE = frozenset("is was has had".split())
_NOT_NAMES = frozenset(
    """The A An In On At For From By With This That These Those It Its Their His Her Our Your
    January February March April May June July August September October November December
    Monday Tuesday Wednesday Thursday Friday Saturday Sunday Q A""".split())


@per_query
def _subject_words(query: str) -> frozenset[str]:
    """The lower-case words of the question's named subject; empty when it names none."""
    found = _QUESTION_SUBJECT.search(query)
    if found is None:
        return frozenset()
    words = [w.strip("'’.").removesuffix("'s") for w in found.group(1).split()]
    return frozenset(w.lower() for w in words if w not in _NOT_NAMES)


def other_agent(snippet: str, query: str, until: int) -> str:
    """"rival:agent-<words>" when, before ``until``, a clause of ``snippet`` opens on another
    named subject and a verb, and the sentence writes no word of the question's named
    subject; "" otherwise."""
    subject = _subject_words(query)
    if not subject:
        return ""
    lowered = snippet.lower()
    if any(re.search(rf"\b{re.escape(w)}\b", lowered) for w in subject):
        return ""
    asked = query.lower()
    for found in _CLAUSE_SUBJECT.finditer(snippet, 0, until):
        names = found.group(1).split()
        verb = found.group(2)
        if names[0] in _NOT_NAMES or any(n.lower() in asked for n in names):
            continue
        if verb.endswith("ed") or verb in PAST_FORMS or verb in _BE_HAVE:
            return f"rival:agent-{'-'.join(n.lower() for n in names)}"
    return ""
