"""Does a member's text write a scope facet its claim was not read as scoped by?

A facet is read into a claim's scope only where the text names it unambiguously, in the
sentence stating the value: an infobox headed "Bird Protection Act of 1921 | Enacted by:
the 70th United States Congress" dates the act in its heading and names the United States
only inside a name, so its claim carries no region, yet the text is not silent about the
region. Specificity prefers a member naming the query's facet over one that "does not
mention it at all" (``rules.by_specificity``); a text that writes the facet's value, in any
role, does mention it.
"""

from __future__ import annotations

from workers.engine.fields import facets
from workers.engine.fields.scan import scan
from workers.engine.members import Member
from workers.engine.text_memo import per_text


@per_text
def written_facets(text: str) -> frozenset[tuple[str, str]]:
    """The (facet, value) pairs ``text`` spells anywhere."""
    return frozenset((facet, value) for facet, value, _, _ in facets.find(scan(text)))


def writes_facet(member: Member, facet: tuple[str, str]) -> bool:
    """Does ``member``'s chunk spell ``facet``'s value anywhere (whatever role the words play
    there)? Invariant: true whenever the member's claim carries ``facet`` read from its
    text; never true of a text that spells no value of that facet."""
    return facet in written_facets(member.chunk.text)
