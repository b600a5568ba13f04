"""A question-and-answer pair written as one sentence: its clause is the answer's.

A Q/A line with no question mark ("Q: can i park here overnight A: No — the car park shuts
at 10pm") is one sentence to the splitter, so the first modal the clause reader meets is the
asked question's ("can i park"), with the question's own case as its condition. The asked
question is no ruling; the answer is. ``answered_clause`` reads the clause of the answer
part alone (``qa_pages.qa_pairs``), and when the answer opens on "Yes" or "No" to a question
asking leave ("can/may/could …", "is it legal/allowed …"), that word is its polarity: "may"
or "must not", keeping the answer clause's condition and exception when that clause states
the same polarity or none ("A: Yes, if an adult is with them").

Invariant: a clause whose sentence holds no answer label after a question label is returned
unchanged, as is one whose answer part states no clause and opens on no "Yes"/"No". Pure.
"""

from __future__ import annotations

import re

from workers.engine.fields import clauses
from workers.engine.fields.clause_patterns import POLARITY_SHOWN
from workers.engine.qa_pages import qa_pairs
from workers.engine.values import Value

_YES_NO = re.compile(r"[^\S\n]*(?P<word>yes|no)\b(?![^\S\n]*(?:one|longer|more|less)\b)",
                     re.IGNORECASE)
"""An answer that opens on its polarity: "Yes — …", "No, …", "No." (not "No one …", "No
longer …")."""
_LEAVE = re.compile(
    r"^\W*(?:(?:can|may|could)\b|(?:is|are|am)\b.{0,40}?\b(?:allowed|permitted|legal|lawful"
    r"|ok|okay)\b)", re.IGNORECASE)
"""A question asking leave: "can i …", "may we …", "is it legal to …", "am i allowed to …"."""



def answered_clause(clause: Value) -> Value:
    """``clause`` read from the answer of the Q/A pair its sentence holds, when the sentence
    holds both the pair's question and its answer (module docstring), its surface the answer
    part; else ``clause``."""
    surface = clause.surface
    if "Q" not in surface or ":" not in surface:
        return clause
    pairs = qa_pairs(surface)
    if not pairs or pairs[0].answer_start >= len(surface):
        return clause
    pair = pairs[0]
    answer = surface[pair.answer_start:]
    found = clauses.find(answer, clause.start + pair.answer_start).value
    said = _YES_NO.match(answer) if _LEAVE.match(pair.question) else None
    if said is None:
        return clause if found is None or found.dimension != "modal" else found
    kind = "permit" if said.group("word").lower() == "yes" else "prohibit"
    if found is not None and found.exact.startswith(kind + "|"):
        return found
    cases, display = "|", POLARITY_SHOWN[kind]
    if found is not None and found.exact.startswith("state|"):  # "Yes, if you have a permit"
        cases = found.exact.partition("|")[2]
        display += found.display.removeprefix(POLARITY_SHOWN["state"])
    return Value("clause", display, answer, clause.start + pair.answer_start, "modal",
                 exact=f"{kind}|{cases}")
