"""Values of things the question does not name, in sentences that share none of its words.

"What is the value of the Avogadro constant?" is not asked by "A mole of water is about
18 g" nor by "12 g of carbon-12, 18 g of water …": claims keyed by an attribute word the
query does not use ("water"), whose sentences share no word with the query, are context
beside the question, never a conflict about it. Only for a value question, and never for
the query's own keys ("topic", its focus, "focus/kind") or the bare "price" (whose
readings the other rules settle). Nor are values ``subjects`` keys to a table row or label
about another thing than the question's ("row:…": "Standing charge: 31.43p per day" when
the unit rate is asked): they are set apart from the question's subject, and two texts
disagreeing on them disagree on something not asked. Pure; linear in the members.
"""

from __future__ import annotations

from collections.abc import Sequence

from workers.engine.members import Member
from workers.engine.query import QueryView


def off_topic(query: QueryView, members: Sequence[Member]) -> bool:
    """Are ``members`` claims about an attribute the query never names, from sentences
    that share none of its words?"""
    attribute = members[0].claim.attribute
    return query.answer == "value" \
        and attribute not in ("topic", "price", query.focus) and "/" not in attribute \
        and attribute not in query.terms \
        and not any(any(m.claim.weights.values()) for m in members)


ROW_SUBJECT = "row:"
"""The key prefix ``subjects`` gives a table row or label about another thing."""


def other_row(entity_key: str) -> bool:
    """Is a group keyed to a row or label about another thing than the query asks
    (``subjects.sentence_subject``), whose values answer nothing asked?"""
    return entity_key.startswith(ROW_SUBJECT)
