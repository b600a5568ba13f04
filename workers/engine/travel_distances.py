"""A length that a journey's words follow is a distance travelled, never a thing's size.

"Day trip to the statue, 54 km each way", "the falls are 12 km away", "a 30 km round trip",
"8 km by road": the words right after the length ("each way", "one way", "away", "round
trip", "return trip", "there and back", "by road", "by car", "on foot", "drive", "walk")
say how far one goes, so the length answers no question about a thing's height or width.
A length followed by anything else ("40 m tall", "40 m from base to crown", "12 km long")
is left as it is: "from" and "long" may measure the thing itself.

Pure; reads only the few characters after the value.
"""

from __future__ import annotations

import re

_JOURNEY = re.compile(
    r"[^\S\n]*(?:each[^\S\n]+way|one[^\S\n-]+way|(?:further[^\S\n]+)?away|round[^\S\n-]*trip"
    r"|return[^\S\n]+(?:trip|journey)|there[^\S\n]+and[^\S\n]+back|by[^\S\n]+(?:road|car|rail)"
    r"|on[^\S\n]+foot|(?:drive|walk|ride|journey|hike)s?)\b",
    re.IGNORECASE)


def travelled(text: str, end: int) -> bool:
    """Is the length ending at ``end`` of ``text`` followed by a journey's words (module
    docstring), so that it is a distance travelled?"""
    return _JOURNEY.match(text, end) is not None
