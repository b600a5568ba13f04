"""A clause that opens with its verb takes its subject from the sentence's first clause.

"The old mill, rebuilt after the fire of 1850, is 40 m long": the clause holding the value
("is 40 m long") has no subject of its own; an apposition set off by commas stands between
it and the subject that opens the sentence ("The old mill"). The owner of its value is
whatever that opening clause names, never a name of the apposition in between ("a rival of
the town hall").
Invariant: only a clause after a comma opening with a form of "be" or "have" (``_VERB``)
reads a subject, and only from a first clause that a comma ends; anything else has none.
"""

from __future__ import annotations

import re

_VERB = re.compile(r"[^\S\n]*(?:is|was|are|were|has|had|have)\b")
"""A clause opening with its verb: "… , is divided into eight parts"."""


def subject_span(snippet: str, start: int, first: re.Match[str] | None) -> tuple[int, int] | None:
    """The span of the sentence's first clause (``snippet`` up to the break ``first``)
    that is the subject of the clause starting at ``start``, if that clause opens with
    its verb after a comma past that first clause; else None."""
    if first is None or first.group(0) != "," or start <= first.end() \
            or snippet[start - 1] != "," or _VERB.match(snippet, start) is None:
        return None
    return 0, first.start()
