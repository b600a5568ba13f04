"""A possessive owning the asked deed's products in the plural credits no one with one work.

"Goya's black paintings downstairs" (for "Who painted The Garden of Earthly Delights?")
says Goya painted paintings, not that he painted the asked one: the plural noun the
question's verb makes with "-ings" ("paintings", "recordings", "drawings", "carvings")
names a body of the owner's products. A sentence that writes none of the question's own
name words leaves the asked work out of that body, so the possessor is no answer there;
"Bosch's paintings, The Garden of Earthly Delights among them" writes it and stays credited,
and so does a work noun a role implies ("Beethoven's major works" for a composer) or a
singular product ("Bosch's painting").

Invariant: only the ``owner`` shape ("NAME's … <trigger>") is read; pure.
"""

from __future__ import annotations

from collections.abc import Sequence

Hit = tuple[int, int, str]


def owned_products(snippet: str, start: int, end: int, titles: Sequence[Hit]) -> bool:
    """Is the trigger word at ``start:end`` a plural "-ings" noun of the asked deed in a
    sentence writing none of the question's own name words (``titles``: their hits)?"""
    word = snippet[start:end].lower().rstrip(".,;:!?'’")
    return word.endswith("ings") and not titles
