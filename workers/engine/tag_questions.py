"""Does a sentence ending in "?" ask, or assert and ask for agreement?

A question claims nothing ("When did the mill open?"), but a statement closed by a tag
question or a hedge asks only to be confirmed, and states its values as any sentence does:
"The mill opened in 1887, didn't it?", "… in 1926, I think?". A tag is a comma, an
auxiliary (negated or not) and a pronoun, a closed grammatical class; a hedge is a comma
and "I think", "I believe", "I guess", "right" or "no". Pure.
"""

from __future__ import annotations

import re

_TAG = re.compile(
    r",[^\S\n]*(?:"
    r"(?:is|was|are|were|did|does|do|has|have|had|will|would|can|could|should|shall|must)"
    r"(?:n['’]t|[^\S\n]+not)?[^\S\n]+(?:he|she|it|they|we|you|i|there|that)(?:[^\S\n]+not)?"
    r"|i[^\S\n]+(?:think|believe|guess|reckon)|right|no)"
    r"[^\S\n]*\?[\s\"'”’)]*$",
    re.IGNORECASE,
)


def asks(body: str) -> bool:
    """Is ``body`` a question, claiming nothing: it ends in "?" and no tag or hedge
    closes a statement before it (module docstring)?"""
    end = body.rstrip()
    return end.endswith("?") and _TAG.search(end) is None
