"""A "how long" question on what someone or something did asks a duration, never a length.

"How long did the hermit live on his pillar?" asks for a time: "How long" before an
auxiliary and a verb of doing ("live", "reign", "stay", "work") asks how long the act
went on. Only a verb that states an extent ("measure", "stretch", "run", "reach", "span",
"extend", "grow", "flow", "cover"), or a bare "be" ("How long will the tunnel be?"), leaves
the question's "how long" open to a length: those keep the question a measure question.
"How long is …" asks no act and is left as it is. Pure.
"""

from __future__ import annotations

import re

_HOW_LONG_DID = re.compile(
    r"\bhow long (?:did|does|do|will|would|could|can|has|have|had)\b(?P<rest>[^?]*)")
_EXTENT_VERBS = frozenset(
    """be measure measures measured stretch stretches stretched run runs ran reach reaches
    reached span spans spanned extend extends extended grow grows grew flow flows flowed
    cover covers covered""".split())
"""Verbs that state how far a thing extends: a length may answer "how long" with them."""


def asks_duration_of_act(text: str) -> bool:
    """Does the lower-cased question ask "how long" someone or something did something
    (an auxiliary after "how long", and none of the extent verbs after it)?"""
    match = _HOW_LONG_DID.search(text)
    if match is None:
        return False
    return _EXTENT_VERBS.isdisjoint(re.findall(r"[a-z]+", match.group("rest")))
