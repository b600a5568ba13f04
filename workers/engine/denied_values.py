"""A value a page writes only to deny it: "in 1794, not 1810 as people say".

A page that corrects a figure names the figure it rejects right after "not" ("opened in
1794, not 1810", "has 11, not 10"). That figure is written, yet the page does not state it:
read charitably (``charitable``) it must not be taken to agree with the peers who give it.
Reads only the text right before the value: "not", optionally "in", "on" or "the", then the
value. "not until 1810", "not before 1810" and "not more than 10" state a bound that holds
the value, never a denial. Pure; one bounded search per value.
"""

from __future__ import annotations

import re

from workers.engine.values import Value

_DENIAL = re.compile(r"\bnot[^\S\n]+(?:(?:in|on|the)[^\S\n]+)?$", re.IGNORECASE)


def denied(text: str, value: Value) -> bool:
    """Does ``text`` (the value's chunk, ``value.start`` its offset there) write ``value``
    right after a "not" that rejects it ("…, not 1810 as people say")?"""
    return _DENIAL.search(text, max(0, value.start - 12), value.start) is not None
