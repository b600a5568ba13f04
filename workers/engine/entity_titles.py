"""The title a chunk opens with: a name its first sentence repeats ("Nick Hill Nick Hill (born …").

Reads the first 200 characters of a chunk's text. A title is "" when the text opens with no
capitalised word or repeats nothing; leading articles and ordinals ("The", "First") are
skipped when comparing. A title is one table cell (cut at the
first "|") and no sentence (a lower-case word, then a sentence end). Memoised per text: a
chunk recurs under other queries.
"""

from __future__ import annotations

import re

from workers.engine.table_titles import table_rows
from workers.engine.text_memo import per_text

_TITLE_LEADS = frozenset(
    "the a an first second third fourth fifth sixth seventh eighth ninth tenth".split()
)


@per_text
def opening_title(text: str) -> str:
    """The title a chunk opens with, when its first sentence repeats it: "Nick Hill Nick
    Hill (born …", "Austin City Hall (Austin, Nevada) The Austin City Hall, at …". Cached:
    a chunk recurs under other queries."""
    words = text[:200].split()
    if not words or not words[0][:1].isupper():
        return ""
    bare = [w.strip(",.;:") for w in words]
    head = _without_leads(bare)[:2]
    for n in range(2, min(12, len(words) - 2)):
        at = n  # bare[at:] is _without_leads(bare[n:]), without copying the list
        while at < len(bare) and bare[at].lower() in _TITLE_LEADS:
            at += 1
        if bare[at : at + 2] == head:  # "… (1858) The First Battle of …"
            if table_rows(text, " ".join(words[:n])):
                return ""  # a parts list's first row (``table_titles``)
            return _as_title(words[:n])
    return _person_title(words)


_SENTENCE_END = re.compile(r"[.!?][\"'”’)]*$")
_CONTENT_WORD = re.compile(r"[a-z]{3,}")


def _as_title(words: list[str]) -> str:
    """The words before a chunk's repeated name, as a title: only the first cell of a table
    row ("Campagnolo | Founder: Tullio Campagnolo | …" → "Campagnolo"), and none when they
    are a sentence (a lower-case word, then a sentence end: "Port Arthur was a prison for
    convicts. The Port Arthur …"; "Sammy Davis Jr." is a title) or a heading that a colon
    closes after a lower-case word ("Tarn Ferry crossings: 1921 …" lists what follows;
    "Mission: Impossible", colon after a capitalised word, stays a title)."""
    if "|" in words[1:]:
        words = words[: words.index("|", 1)]
    lower = False
    for word in words:
        if lower and _SENTENCE_END.search(word):
            return ""
        lower = lower or (_CONTENT_WORD.fullmatch(word.strip(",;:")) is not None
                          and word.strip(",;:") not in _NOT_CONTENT)
        if lower and word.endswith(":"):
            return ""  # "Tarn Ferry crossings: 1921 …": a heading over its list, no title
    return " ".join(words)


_NOT_CONTENT = frozenset("the and was are for from with".split())


def _person_title(words: list[str]) -> str:
    """A person's page titled with the name they are known by, before their full name and
    life span: "Dick Wood Malcolm Richard Wood (February 29, 1936 – …" → "Dick Wood"."""
    for n in (2, 3):
        surname = words[n - 1] if len(words) > n else ""
        if not all(w[:1].isupper() and w.isalpha() for w in words[:n]):
            return ""
        for k in (2, 3, 4):
            full = words[n : n + k]
            if len(words) > n + k and words[n + k].startswith("(") and full[-1] == surname \
                    and all(w[:1].isupper() for w in full) and full != words[:n]:
                return " ".join(words[:n])
    return ""


def _without_leads(words: list[str]) -> list[str]:
    at = 0
    while at < len(words) and words[at].lower() in _TITLE_LEADS:
        at += 1
    return words[at:]


def foreign_title(text: str, names: tuple[str, ...]) -> bool:
    """Does the chunk open with a title that holds none of the query's names ("La bambolona
    La bambolona (internationally released as Baby Doll) is …")? Then it is about another
    work than the chunks that show no entity."""
    title = opening_title(text).lower()
    return bool(title) and not any(name.lower() in title for name in names)

