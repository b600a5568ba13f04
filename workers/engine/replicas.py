"""A text about a replica or a scale model measures the model, not the thing it copies.

"Sue skull replica, 1:6 scale, 25 cm, hand-painted resin — $129" for "How long was the
Tyrannosaurus rex skeleton known as Sue?"; "OO gauge flexible track, 914 mm lengths … Scale
4 mm to the foot" for the gauge of full-size railways: a text that writes a scale ("1:6
scale", "scale 1:76", "1/24 scale", "4 mm to the foot") or calls its object a replica, a
scale model, a model kit, a figurine, a plush toy ("Koala plush, 28 cm, 300 g — $19"), a
miniature or a piece of jewellery or a trinket made in its shape ("Spider brooch after the
sculpture, 4 cm, $180", a pendant, a key ring, a fridge magnet)
describes a copy, at another size or of another stuff. Its lengths, areas, masses and
volumes are the copy's, another thing's than the question asks about: context, never
claims. Its counts, periods, dates and prices are no sizes and keep their own rules ("a
1:24 model kit of Vostok 1 … 108 minutes that changed history" still states the flight's
duration). A question that itself asks about a scale, a model, a replica or a kit reads
every value as before. Pure; one bounded regex scan per text.
"""

from __future__ import annotations

import re

from workers.engine.values import Value

_COPY = re.compile(
    r"\b1[^\S\n]?[:/][^\S\n]?\d+(?:\.\d+)?[^\S\n]+scale\b"
    r"|\bscale[^\S\n]+1[^\S\n]?[:/][^\S\n]?\d"
    r"|\b\d+(?:\.\d+)?[^\S\n]?mm[^\S\n]+to[^\S\n]+the[^\S\n]+(?:foot|ft)\b"
    r"|\breplicas?\b|\bscale[^\S\n]+models?\b|\bmodel[^\S\n]+kits?\b"
    r"|\bfigurines?\b|\b(?:plush|soft|stuffed)[^\S\n]+(?:toys?|animals?)\b"
    r"|\b(?:miniatures?|brooch(?:es)?|pendants?|charms?|key[^\S\n]?rings?|fridge[^\S\n]+magnets?"
    r"|cufflinks|earrings)\b"
    r"|\bplush(?:ies|ie|es)?(?=[^\S\n]*(?:[,;:|(—–]|[^\S\n]-))",
    re.IGNORECASE,
)
"""A scale written as a ratio beside the word ("1:6 scale", "scale 1:76", "1/24 scale"),
in millimetres to the foot ("4 mm to the foot"), or the copy named as such: a replica, a
scale model, a model kit, a figurine, a plush or soft toy, a plush as a noun (a mark
follows it: "Panda plush, 40 cm,"; "plush seats" is no toy), a miniature, a brooch, a pendant,
a charm, a key ring, a fridge magnet, cufflinks or earrings."""
_ASKS_COPY = re.compile(
    r"\b(?:scales?|models?|replicas?|kits?|figurines?|plush\w*|toys?|miniatures?|brooch(?:es)?"
    r"|pendants?|charms?|key[^\S\n]?rings?|magnets?|cufflinks|earrings)\b", re.IGNORECASE)
SIZES = frozenset({"length", "area", "mass", "volume"})
"""The dimensions a copy at another scale does not share with its original."""


_HINTS = ("scale", "replica", "model", "to the f", "figurine", "plush", "toy", "stuffed",
          "miniature", "brooch", "pendant", "charm", "keyring", "key ring", "magnet",
          "cufflinks", "earring")
"""Words one of which every match of ``_COPY`` writes (a cheap test before the scan)."""


def describes_copy(text: str, query: str) -> bool:
    """Is ``text`` about a replica or scale model, for a question that asks about none?"""
    lower = text.lower()
    return any(hint in lower for hint in _HINTS) and _COPY.search(text) is not None \
        and _ASKS_COPY.search(query) is None


def without_sizes(values: tuple[Value, ...]) -> tuple[Value, ...]:
    """``values`` without their lengths, areas, masses and volumes (a copy's sizes)."""
    return tuple(v for v in values if not (v.field == "quantity" and v.dimension in SIZES))
