"""A leading scope that only names a scope facet's value is that facet, no condition.

"In the United States, shops must not sell …" is keyed on the region US by its facet
mention (``fields.facets``); read as a condition too, it would set the sentence apart from
"… must not be sold in the US", which names the facet without a leading scope.

Invariant: only a leading "For/In/On X," scope whose X (after an optional "the") is one
spelling of a facet's value is dropped; every other condition is kept as read.
"""

from __future__ import annotations

import re

from workers.engine.fields.facets import facet_spelling


def unfaceted(condition: re.Match[str] | None) -> re.Match[str] | None:
    """``condition`` unless it is a leading scope naming only a facet's value ("In the EU,")."""
    if condition is None or condition.lastgroup != "scope":
        return condition
    words = condition.group("scope").split()
    if words[:1] == ["the"]:
        words = words[1:]
    return None if facet_spelling(" ".join(words)) else condition
