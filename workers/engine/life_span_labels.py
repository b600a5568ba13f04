"""A life span is no other entity of the bare name: "Ada Varn (1865–1946) opened …".

``entities`` reads the parenthesis at a chunk's first mention of a query name as the label
of the entity the chunk is about. A parenthesis of two years a life apart ("(1839–1888)")
tells two people of one name apart when two chunks give two spans; but web prose gives
the main person's span at a first mention as a matter of course, so a span beside a chunk
titled with the bare name (the name's main entity) and no other label is that person: the
chunks show one entity. Two spans, or a span beside any other label, change nothing. Pure.
"""

from __future__ import annotations

import re
from collections.abc import Mapping

from workers.engine.life_span_years import LIFE_YEARS

_SPAN = re.compile(r"(\d{4}) (\d{4})")
"""A label of two years only, as ``entities`` writes a parenthesis's words ("1865 1946")."""


def life_span(label: str, text: str) -> bool:
    """Is ``label`` two years a life apart ("1865 1946") that ``text`` writes as a parenthesis
    of those years alone ("(1865–1946)"; not "(London Zoo, 1947–1978)", a stay whose place
    the question names)?"""
    found = _SPAN.fullmatch(label)
    return found is not None \
        and LIFE_YEARS[0] <= int(found.group(2)) - int(found.group(1)) <= LIFE_YEARS[1] \
        and re.search(rf"\([^\S\n]*{found.group(1)}[^\S\n]*[–—-][^\S\n]*{found.group(2)}"
                      r"[^\S\n]*\)", text) is not None


def spans_as_main(labels: Mapping[str, str], texts: Mapping[str, str], main: str
                  ) -> dict[str, str]:
    """``labels`` (chunk id → label, "" for none) of ``texts`` with a lone life span read as
    ``main`` when ``main`` is the only other label (module docstring); else unchanged."""
    shown = {label for label in labels.values() if label}
    spans = {label for cid, label in labels.items() if label and life_span(label, texts[cid])}
    if len(spans) != 1 or shown != spans | {main}:
        return dict(labels)
    return {cid: main if label in spans else label for cid, label in labels.items()}
