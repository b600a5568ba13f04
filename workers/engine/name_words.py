"""Closed classes of capitalised words that are no word of a name.

Many readers ask whether a capitalised run names something of its own ("Hellfest", "Pete
Dye") or only looks like a name because a sentence, a title or a pronoun begins with a
capital. They share these two classes so that every reader agrees on them:

- ``PERSON_TITLES``: titles, ranks and forms of address written before a person's name
  ("Dr Okafor", "Queen Elizabeth", "General Schultz", "Father Willis"); a closed class, no
  word of the name itself;
- ``DETERMINERS_AND_PRONOUNS``: articles, demonstratives, possessives and personal pronouns,
  which open a sentence with a capital and name nothing.

Invariant: every word is lower case and a single token; readers compare ``word.lower()``.
A reader that needs more (months, adverbs, prepositions) unions its own class with these.
"""

from __future__ import annotations

PERSON_TITLES = frozenset(
    """mr mrs ms miss dr doctor professor sir dame lord lady rev reverend father mother
    brother sister king queen prince princess emperor empress tsar czar pope saint st
    president general colonel captain major admiral senator judge justice governor duke
    count bishop mayor sultan""".split())
"""Titles, ranks and forms of address before a person's name."""

DETERMINERS_AND_PRONOUNS = frozenset(
    """the a an it its this that these those our your my his her their he she they we
    i""".split())
"""Words that open a sentence with a capital and name nothing."""
