"""A grant restricted to one party: "may be disclosed only to the named applicant", "may be
signed off only by a supervisor".

Such a permission is a prohibition with that party as its exception, as "must not be
disclosed except to the named applicant" words it; so a grant to a broader or another party
("may read them out to any family member") differs from it in polarity, and two
restrictions to one party ("only to the applicant" / "except to the applicant") agree.
"""

from __future__ import annotations

import re

_ONLY_PARTY = re.compile(
    r"[^\S\n]only[^\S\n]+(?P<intro>to|by)[^\S\n]+(?P<body>(?:the|a|an|their|its|his|her)\b"
    r"[^,;:.!?()\n]{2,60}?)(?=[,;:.!?)]|[^\S\n]+(?:and|but|or|if|when|unless|except)\b|$)"
)
"""" only to/by " and a party named with its determiner ("only to the applicant", "only by
a supervisor"): never "only by 5 pm" or "only to 40 km/h", which bound a time or an amount."""
_BREAK = re.compile(r"[,;:.!?]")


def restricted_party(folded: str, after: int) -> re.Match[str] | None:
    """The party a grant is restricted to: an "only to/by <the|a …> party" in the granting
    clause, after its marker (which ends at ``after``) and before the clause's first break;
    None when there is none. ``folded`` is the sentence in lower case. The match's ``body``
    names the party (its ``intro`` is "to" or "by")."""
    stop = _BREAK.search(folded, after)
    end = len(folded) if stop is None else stop.start()
    found = _ONLY_PARTY.search(folded, after, len(folded))
    return found if found is not None and found.start() < end else None
