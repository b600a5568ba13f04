"""A row label naming, in the plural, a thing the question writes: its items are things.

"Who named Australia's largest desert after the queen?" is not answered by "Famous
Australian deserts: Great Victoria, Great Sandy, Tanami and Simpson": the label writes the
question's own noun ("desert") in the plural, so its items are members of that kind (the
asked desert among them), never the agent the question asks for. A label of agents names
them by an agent noun ("Famous printers:", "Founders:", "Artists:"), by a role word the
question's verb calls for ("Architects:" for "Who designed …?") or by the class a *which*
question asks for ("Architects:" for "Which architect designed …?"), and those stay roles.

Invariant: only a hit whose word is the plural of the very term it matches (no agent noun in
"-ers", "-ors", "-ists", "-ians", "-ants", "-ents", "-eers") is read as a kind; a singular
label word ("Desert: …") or any other hit keeps the label a role's. Pure.
"""

from __future__ import annotations

from workers.engine.predicates import canonical
from workers.engine.terms import stem

_AGENT_ENDINGS = ("ers", "ors", "ists", "ians", "ants", "ents", "eers")
"""Plural endings of agent nouns ("founders", "sculptors", "artists", "musicians")."""
_NO_PLURAL = ("ss", "us", "is")


def names_kind(word: str, term: str, asked: str = "") -> bool:
    """Is a label's ``word`` the plural of ``term`` (the question word it matched), no agent
    noun and not the class the question asks for (``asked``: "Architects:" for "Which
    architect …?" lists the candidates): a label of things of the asked kind ("deserts" for
    "desert")?"""
    lowered = word.lower()
    return lowered.endswith("s") and not lowered.endswith(_NO_PLURAL + _AGENT_ENDINGS) \
        and term != canonical(stem(asked.lower())) \
        and canonical(stem(lowered)) == term and canonical(stem(lowered[:-1])) == term
