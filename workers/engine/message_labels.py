"""A label that only names the message it opens: a support macro's or template's code.

Support teams answer from canned replies that open with their own code ("Macro BOX-1: You can
change your box up to 24 hours before …", "Template RF-02: …"). Such a label names the text,
not a thing its values are about: the reply speaks of whatever the query asks, as a mail
would. Read from the label as written (``segments.label_text``).

Invariant: only a label that is a canned reply's kind word followed by one code holding a
digit is one; a label with any other word ("Macro BOX-1 (trade)", "Premium plan 2") keeps
whatever subject its words give.
"""

from __future__ import annotations

import re

_KIND = r"\s*(?:macro|template|canned\s+(?:reply|response)|saved\s+reply|reply)\s+#?"
_MESSAGE = re.compile(
    rf"{_KIND}(?=[A-Za-z0-9._-]*\d)[A-Za-z0-9]+(?:[-_.][A-Za-z0-9]+)*\s*", re.IGNORECASE)
_OPENING = re.compile(_KIND, re.IGNORECASE)


def names_the_message(label: str) -> bool:
    """Is ``label`` only a canned reply's name ("Macro BOX-1", "Template RF-02")?"""
    return _MESSAGE.fullmatch(label) is not None


def opens_message(before: str) -> bool:
    """Is ``before`` (a segment's text before a code) only a canned reply's kind word
    ("Macro ")? The code after it is then the reply's own name, no value it states."""
    return _OPENING.fullmatch(before) is not None
