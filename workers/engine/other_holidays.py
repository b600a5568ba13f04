"""A sentence about another holiday than the one the question names.

"On what date do the islanders celebrate Christmas?" is not answered by "the island's New
Year comes on the 13th": a holiday's name (a closed class: Christmas, New Year, Easter,
Hogmanay, Thanksgiving …) is the occasion a date belongs to, so a sentence that names
another holiday and not the question's states that other holiday's date or rule. Holidays
are told apart by their first word ("Christmas Eve" is written with "Christmas"; "New
Year's Day" with "New"). Invariant: a question naming no holiday, and a sentence naming the
question's own holiday (whatever else it names) or none, are never set aside. Pure; the
question's holidays are memoised per query.
"""

from __future__ import annotations

import re

from workers.engine.query_memo import per_query

_HOLIDAY = re.compile(
    r"\b(Christmas|Xmas|Yule(?:tide)?|Easter|New[^\S\n]+Year|Hogmanay|Boxing[^\S\n]+Day"
    r"|Good[^\S\n]+Friday|Whitsun|Pentecost|Thanksgiving|Hallowe[’']?en|Hanukkah|Diwali"
    r"|Ramadan|Epiphany|Candlemas|Michaelmas|Midsummer|Passover)\b")
"""A holiday's name (its first word or two): a closed class ("Lent" is left out: it opens
sentences as a verb too, "Lent to the museum in 1990, …")."""
_SAME = {"xmas": "christmas", "yule": "christmas", "yuletide": "christmas"}
"""Other names of one holiday."""


def _keys(text: str) -> frozenset[str]:
    """The holidays ``text`` names, by their first word (lower case; synonyms as one)."""
    keys = set()
    for found in _HOLIDAY.finditer(text):
        word = found.group(1).split()[0].lower()
        keys.add(_SAME.get(word, word))
    return frozenset(keys)


@per_query
def asked_holidays(question: str) -> frozenset[str]:
    """The holidays the question names (none for most questions)."""
    return _keys(question)


def other_holiday(snippet: str, question: str) -> str:
    """"case:holiday-<name>" when ``snippet`` names another holiday and not the question's
    (module docstring); "" otherwise."""
    asked = asked_holidays(question)
    if not asked:
        return ""
    named = _keys(snippet)
    return f"case:holiday-{min(named)}" if named and named.isdisjoint(asked) else ""
