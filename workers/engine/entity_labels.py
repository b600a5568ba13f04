"""Entity labels found in a text: which disambiguators other chunks carry a chunk names.

Reads a chunk's text (lower-cased for ``labels_named``) and labels of lower-case words without
function words. A label matches with any function words or punctuation between its words
("Show of Hands" names "show hands"); each label is reported once, in sorted order, by one
pass over the text, so the result never depends on the order of the labels given.
"""

from __future__ import annotations

import re

from workers.engine.query_memo import per_query

FUNCTION_WORDS = frozenset("the a an of in on at and or is was to for by with from".split())


def another_of_a_kind(text: str, seen: list[str]) -> str:
    """Another entity of the kind a seen disambiguator names ("Kenosha County" when the
    event knows "Vernon County"), if the text names one and none of the seen ones."""
    lowered = text.lower()
    if labels_named(lowered, seen):
        return ""
    kinds = sorted({e.rsplit(" ", 1)[-1] for e in seen if " " in e and e[-1:].isalpha()})
    if _FOLD_TO_ASCII.isdisjoint(text):  # else a kind may match without being a substring
        kinds = [kind for kind in kinds if kind in lowered]
    if not kinds:
        return ""
    pattern = _alternation(tuple(kinds), r"([A-Z][\w'-]*)\s+(")
    others = {
        f"{m.group(1).lower()} {m.group(2).lower()}"
        for m in pattern.finditer(text) if m.group(1)[:1].isupper()
    }
    return min(others - set(seen), default="")


def labels_named(lowered: str, entities: list[str]) -> list[str]:
    """The entities ``lowered`` names, each once, in sorted order (one linear scan). A label
    keeps no function words, so the text may have them between its words: "Show of Hands"
    names "show hands"."""
    present = [e for e in entities if all(word in lowered for word in e.split(" "))]
    if not present:  # only a label whose every word is in the text can match
        return []
    pattern = _alternation(tuple(sorted(present, key=lambda e: (-len(e), e))), "(")
    labels = {_content(e): e for e in entities}
    return sorted({labels.get(_content(m.group(1)), m.group(1)) for m in pattern.finditer(lowered)})


_FOLD_TO_ASCII = frozenset("\u0130\u0131\u017f\u212a")
"""The only characters outside ASCII that ``re.IGNORECASE`` matches to an ASCII letter or digit
("ſ" to "s", the Kelvin sign to "k"): a text holding none of them contains, lower-cased,
every ASCII word that matches in it case-insensitively."""


def _content(words: str) -> str:
    return " ".join(w for w in words_in_order(words) if w not in FUNCTION_WORDS)


_JOINT = r"[^a-z0-9]+(?:(?:" + "|".join(sorted(FUNCTION_WORDS)) + r")[^a-z0-9]+)*"
"""Between two words of a label: spaces or punctuation, and any function words."""


@per_query
def _alternation(words: tuple[str, ...], lead: str) -> re.Pattern[str]:
    """``\\b<lead>(w1|w2|…))\\b``: one pass over a text finds any of ``words`` (multi-word
    ones with ``_JOINT`` between their words). In lower-cased text (``lead`` "(") a label is
    bounded by any character but a letter or digit, so the underscores of a URL or
    file name ("title=Munster_Schools_Rugby_Senior_Cup") separate words as spaces do."""
    body = "|".join(_JOINT.join(re.escape(p) for p in w.split(" ")) for w in words)
    if lead == "(":  # lower-cased text: "_" separates words as a URL or file name writes them
        return re.compile(rf"(?<![^\W_]){lead}{body})(?![^\W_])")
    return re.compile(rf"\b{lead}{body})\b", re.IGNORECASE)


def words_in_order(text: str) -> list[str]:
    return re.findall(r"[a-z0-9]+", text.lower())
