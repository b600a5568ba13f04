"""Years of the first millennium read as bare years ("completed in 368", "Opened: AD 216").

A bare year is four digits (``bare_numbers.YEAR``: 1000–2099); a year before 1000 is written
with two or three digits, which a count or a size writes too. Such a number is a year where
nothing else can make it one: an era mark beside it ("AD 216", "368 AD", "216 CE"), "the
year" before it ("in the year 946"), or "in", "early", "mid" or "late" right before three
digits that a punctuation mark or the sentence's end follows ("crowned emperor in 800, …",
"to late 946."; "in 368 days" is a length, and "in 480 BC" a year this reading leaves
alone: a year before the era is never compared with one after it), or a box's row whose
label is a past participle and whose cell is the number alone ("Founded: 711", "Consecrated:
804 |"; "Monks: 12" is labelled by a noun, "Founded: 711 monks" counts). Read only for a
*when* question's answer sentence (``bare_numbers.dates_or_years``). Pure.
"""

from __future__ import annotations

import re

from workers.engine.values import Value

_EARLY_YEAR = re.compile(
    r"\b(?:AD|A\.D\.|CE)[^\S\n]?(\d{2,3})\b(?![^\S\n]?(?:BC|BCE|B\.C\.))"
    r"|\b(\d{2,3})[^\S\n]?(?:AD|A\.D\.|CE)\b"
    r"|(?:(?<=\bin[^\S\n])|(?<=\blate[^\S\n])|(?<=\bearly[^\S\n])|(?<=\bmid[^\S\n])"
    r"|(?<=\bmid-))(\d{3})(?=[^\S\n]*(?:[,.;:!?)]|$))"
    r"|(?<=\bthe[^\S\n]year[^\S\n])(\d{2,3})\b"
    r"|^[^\S\n]*(?:[A-Za-z]+[^\S\n]){0,2}[A-Za-z]+ed:[^\S\n]*(\d{2,3})(?=[^\S\n]*(?:[,;|]|$))"
)


def early_years(snippet: str, offset: int, taken: list[tuple[int, int]]) -> list[Value]:
    """The years before 1000 ``snippet`` writes (module docstring) outside ``taken`` (values
    read already, as offsets in ``snippet``), each shown as its digits and exact as four
    ("0368", as a reckoning back to it is); ``offset`` is the snippet's start in its text."""
    if not any(c.isdigit() for c in snippet):
        return []
    out = []
    for match in _EARLY_YEAR.finditer(snippet):
        group = next(g for g in (1, 2, 3, 4, 5) if match.group(g) is not None)
        s, e = match.span(group)
        if any(a < e and s < b for a, b in taken):
            continue
        raw = match.group(group)
        if int(raw):  # exact as every other year is: four digits ("0930")
            out.append(Value("date", raw.lstrip("0"), raw, offset + s, "day",
                             exact=f"{int(raw):04d}"))
    return out
