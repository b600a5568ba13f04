"""Which entity a chunk is about, from the other chunks: near-copies are about one entity.

``entities`` reads each chunk's entity from its own words; a fragment that shows none is
left unattributed (compared with nothing). Two chunks that copy one text (most of their word
3-grams shared: ``independent.copy_roots``) are about the same thing whatever their own words
show, so every chunk of a set of copies takes one label: the entity its copies name, the
smallest when they name several (a planted copy often changes the very disambiguator,
"(2007 album)" → "(2006 album)"), or, when none names one, the smallest unattributed label
among them, so the copies are compared with each other. Depends on chunk ids and texts
only, never on their order.
"""

from __future__ import annotations

from collections.abc import Mapping

from workers.engine.independent import copy_roots

UNATTRIBUTED = "unattributed "
"""The prefix of the label of a chunk that shows no entity (``entities.chunk_entities``)."""


def linked_by_copies(entities: Mapping[str, str], texts: Mapping[str, str]) -> dict[str, str]:
    """``entities`` (chunk id → entity label) with every set of near-copies under one label."""
    out = dict(entities)
    if len(out) < 2:
        return out
    roots = copy_roots({cid: texts[cid] for cid in out})
    copies: dict[str, list[str]] = {}
    for cid, root in roots.items():
        copies.setdefault(root, []).append(cid)
    for members in copies.values():
        if len(members) < 2:
            continue
        labels = {entities[cid] for cid in members}
        named = [label for label in labels if not label.startswith(UNATTRIBUTED)]
        label = min(named) if named else min(labels)
        for cid in members:
            out[cid] = label
    return out
