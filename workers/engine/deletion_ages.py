"""An age past which a thing is deleted: how long it is kept.

"Footage older than 30 days is overwritten automatically", "purge recordings older than 30
days", "prune logs older than 180 days": a step that deletes what is older than an age keeps
everything younger, so the age is the thing's retention period, whatever word sits nearest to
it ("older", "least"). A duration read so measures ``retention``, the attribute "kept" and
"retained" name (``attribute_words``). Only a duration right after "older than" (or "more
than … old") in a sentence that writes a verb of deleting (a closed class: delete, purge,
prune, overwrite, erase, remove, destroy, discard, wipe, expunge, shred) counts. Pure
function of the sentence.
"""

from __future__ import annotations

import re

RETENTION = "retention"
"""The attribute a deletion age measures (``attribute_words``: "kept", "retained")."""

_DELETING = re.compile(
    r"\b(?:auto-?)?(?:delet|purg|prun|overwrit|erase|erasi|remov|destroy|discard|wipe|wipi"
    r"|expung|shred)[a-z]*",
    re.IGNORECASE,
)
"""A verb of deleting, in any inflection ("purges", "overwritten", "auto-purges")."""
_OLDER_THAN = re.compile(r"\bolder[^\S\n]+than[^\S\n]+$", re.IGNORECASE)
_OLD_AFTER = re.compile(r"[^\S\n]+old\b", re.IGNORECASE)


def deletion_age(body: str, start: int, end: int) -> bool:
    """Is the duration at [``start``, ``end``) of sentence ``body`` the age past which the
    sentence deletes something ("… older than 30 days is overwritten", "purge logs more than
    90 days old")?"""
    if _DELETING.search(body) is None:
        return False
    return _OLDER_THAN.search(body, max(0, start - 16), start) is not None \
        or _OLD_AFTER.match(body, end) is not None
