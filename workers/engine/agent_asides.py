"""An agent word's aside naming the question's own name, before the copula.

"Our operator number with DiveSure is DS-44817" answers "What is the operator number for
DiveSure …?" as "Our DiveSure operator number is DS-44817" does: the phrase between the
agent word ("number", "operator") and "is" only restates, with a preposition, a name the
question itself uses. Reading past it lets the name after the copula be read as the agent
word's (``named._after_agent``). Invariant: only a "with/for/at/of/from" phrase whose
capitalised words are all the question's own names, followed by "is"/"was", is passed;
any other aside ("with Acme is …" when the question names no Acme) is left in place.
"""

from __future__ import annotations

import re

_ASIDE = re.compile(r"[^\S\n]+(?:with|for|at|of|from)[^\S\n]+((?:[A-Z][\w'&.-]*[^\S\n]*){1,3})"
                    r"(?=(?:is|was)[^\S\n])")


def past_own_aside(snippet: str, end: int, own_names: frozenset[str]) -> int:
    """Where the agent word ending at ``end`` is followed by its copula, past an aside that
    names only the question's own names (``own_names``: its capitalised words, lower case);
    ``end`` itself when there is no such aside."""
    found = _ASIDE.match(snippet, end)
    if found is None:
        return end
    words = found.group(1).lower().split()
    if not words or not all(w.strip("'.") in own_names for w in words):
        return end
    return found.start(1) + len(found.group(1).rstrip())
