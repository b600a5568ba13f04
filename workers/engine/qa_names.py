"""A Q/A page's answer to a *who* question names its answer first.

"Q: who printed the first atlas? A: Ada Kell, the Danish engraver's daughter, for Orvik's
Press." answers with Ada Kell: an answer that opens on a bare name (a name ending at a
comma, a semicolon, a sentence end or a dash) gives that name, and the names after it in the
answer (her father, a firm she worked for) are context, however they are tied to the
question's words. Only on a page whose question asks for an agent and matches the event's
(``qa_pages.matches``); a page that asks something else ("what was the first atlas? A:
Orbis, printed by Ada Kell") is read as any text. A name with a verb of its own ("A: Ada
Kell printed it") is no bare answer, read by its shape as any sentence. An answer whose
other names are all set aside ("A: Ada Kell, for Orvik's Steam Press", the owner of another
named thing) still gives its opening name when it carries one of the question's trigger
words (``tied_answer_name``).
"""

from __future__ import annotations

import re

from workers.engine.named import read_name, triggers
from workers.engine.predicate_words import predicate_hits
from workers.engine.qa_pages import matches, qa_pairs
from workers.engine.questions import Slot, read_slot
from workers.engine.values import Value

_ANSWER = re.compile(
    r"[^\S\n]*(?:A|Answer)[^\S\n]*:[^\S\n]*"
    r"(?P<name>(?:(?:Dr|Mr|Mrs|Ms|Sir|Dame|St)\.?[^\S\n]+)?[A-Z][\w'.&-]*"
    r"(?:[^\S\n]+(?:(?:de|da|di|del|van|von|der|le|la|du|of)[^\S\n]+)*[A-Z][\w'.&-]*){0,4})"
    r"(?<![\s.][A-Z])(?<!^[A-Z])[^\S\n]*(?=[,;!]|\.(?:\s|$)|[—–]|$)"
)
"""An answer label and a bare name ending at a clause's end: "A: Ada Kell, …", "A: Ada
Kell." (never a name cut at an initial: "A: J. B. Kell of the Survey" is no bare name)."""


def answer_name(text: str, start: int, snippet: str, slot: Slot) -> Value | None:
    """The bare name the sentence ``snippet`` (at ``start`` in ``text``) opens a Q/A answer
    on, when the page's question asks for an agent and matches ``slot``; ``None`` for any
    other sentence, so that one is read as it was."""
    if not slot.agent or "A" not in snippet[:12]:
        return None
    opening = _ANSWER.match(snippet)
    if opening is None:
        return None
    label_end = start + opening.start("name")
    if not any(p.answer_start == label_end and read_slot(p.question).agent
               and matches(p, slot) for p in qa_pairs(text)):
        return None
    return read_name(snippet, start, *opening.span("name"), slot)


def tied_answer_name(text: str, start: int, snippet: str, slot: Slot) -> Value | None:
    """``answer_name`` for a Q/A answer that gave no other name: only when the answer
    carries one of the question's trigger words ("A: Ada Kell, for Berg's Ballets Nordiques"
    for who choreographed a ballet), so an answer with no tie to the asked deed ("A: Ada
    Kell, with a 36-inch lens") is left unread, as any sentence without one is."""
    if not slot.agent or not predicate_hits(snippet, triggers(slot.predicate), slot.words):
        return None
    return answer_name(text, start, snippet, slot)
