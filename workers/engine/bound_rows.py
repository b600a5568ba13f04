"""A table row labelled with the question's own bound, in other comparative words.

"… for an item that sells for more than £100?" asks about the row "Over £100 | 55%", not
"Up to £100 | 50%": the row's label writes the same side of the same figure as the question,
only with another comparative ("over" for "more than", "under" for "less than"). A row label
whose words are all the question's is the question's row (``subjects``); so the label's
comparative words count as the question's when the question bounds on the same side. Only
the comparatives of English are read, never a row's other words: "Over £100" is the
question's row only if the question also writes "100". Invariant: a question with no
comparative, or one of the other side, changes nothing. Pure.
"""

from __future__ import annotations

import re

from workers.engine.query_memo import per_query
from workers.engine.terms import stem

_ABOVE = re.compile(r"\b(?:more|greater|higher|larger)\s+than\b|\b(?:over|above|exceeding|"
                    r"beyond)\b|\bin\s+excess\s+of\b", re.IGNORECASE)
_BELOW = re.compile(r"\b(?:less|fewer|lower|smaller)\s+than\b|\b(?:under|below|beneath)\b"
                    r"|\bup\s+to\b", re.IGNORECASE)
_ABOVE_WORDS = frozenset(stem(w) for w in
                         "more greater higher larger than over above exceeding beyond".split())
_BELOW_WORDS = frozenset(stem(w) for w in
                         "less fewer lower smaller than under below beneath up to".split())


@per_query
def bound_words(query: str) -> frozenset[str]:
    """The stems of the comparatives a row label may use for the bound ``query`` states:
    those of the side it bounds on (none when it states no bound, or bounds both ways)."""
    above, below = _ABOVE.search(query) is not None, _BELOW.search(query) is not None
    if above == below:
        return frozenset()
    return _ABOVE_WORDS if above else _BELOW_WORDS
