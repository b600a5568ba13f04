"""A requirement to shun a thing: "must avoid fava beans", "have to stay away from the cliffs".

A requirement modal followed by a verb of avoidance ("avoid", "refrain from", "abstain from",
"stay / keep away from", "steer clear of", or "leave" one's things somewhere or behind:
"must leave their tanks on the boat"; or "hand in", "surrender" or "deposit" them before
going or entering: "must hand in your phone before going underground") requires the act not
to happen: its polarity is
that of a prohibition of what follows, as "must not eat fava beans" is.

Invariant: only the verb right after the modal (an adverb such as "always" or "strictly" may
come between) turns the requirement; an avoidance verb elsewhere in the sentence leaves it.
"""

from __future__ import annotations

import re

_SHUNNED = re.compile(
    r"[^\S\n]+(?:(?:always|strictly|completely|totally|also|still|therefore|generally)"
    r"[^\S\n]+)?(?:avoid(?:ing)?|refrain[^\S\n]+from|abstain[^\S\n]+from"
    r"|(?:stay|keep)[^\S\n]+(?:well[^\S\n]+)?away[^\S\n]+from|steer[^\S\n]+clear[^\S\n]+of"
    r"|leave[^\S\n]+(?:(?:their|your|his|her|our|its|all|any)(?:[^\S\n]+[a-z-]+){1,3}"
    r"[^\S\n]+(?:behind|outside|(?:on|in|at)[^\S\n]+(?:the|a|an|home|their|your)\b)"
    r"|the(?:[^\S\n]+[a-z-]+){1,3}[^\S\n]+behind)"
    r"|(?:hand[^\S\n]+(?:in|over)|turn[^\S\n]+in|surrender|deposit)"
    r"(?:[^\S\n]+[a-z'’-]+){1,4}[^\S\n]+before[^\S\n]+(?:going|entering|heading"
    r"|you[^\S\n]+(?:go|enter|head))\b)\b"
)
"""The avoidance verb right after a modal: " avoid", " strictly avoid", " stay away from",
or leaving one's things somewhere else (" leave their scuba gear on the boat", " leave all
bags outside", " leave the dogs behind"), or handing them in before going somewhere (" hand
in your phone before going underground"): what is left or handed in is not brought."""


def shuns(folded: str, modal_end: int) -> bool:
    """Does the requirement whose modal ends at ``modal_end`` of ``folded`` (lower case)
    govern a verb of avoidance?"""
    return _SHUNNED.match(folded, modal_end) is not None
