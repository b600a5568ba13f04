"""The query's words a document's row names, and a row leaving out what the others name.

``document_rows`` compares rows of one document by how many of the query's words each
names: a word is its stem, a number as written (no thousands commas, no trailing ".0"), and
a hyphenated compound ("bean-to-cup") whole, joined or by its parts all present. Pure and
memoised on the texts.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from workers.engine.members import Member
from workers.engine.query_memo import per_query
from workers.engine.terms import STOPWORDS, stem
from workers.engine.text_memo import per_text

TOKEN = re.compile(r"[a-z]+(?:-[a-z]+)*|\d+(?:[.,]\d+)?")
"""A word (hyphenated compounds whole) or a number."""

Asked = tuple[tuple[str, ...], ...]
"""The query's words, each as the alternatives that name it (``asked_words``)."""


def number(token: str) -> str:
    """A number as written, without thousands commas or a trailing ".0" ("10.0 m" is "10")."""
    plain = token.replace(",", "")
    return plain[:-2] if plain.endswith(".0") else plain


@per_text
def _chunk_tokens(text: str) -> frozenset[str]:
    """Stemmed content words, hyphenated compounds whole and joined, and numbers without a
    trailing ".0" (memoised: chunk texts recur)."""
    out: set[str] = set()
    for token in TOKEN.findall(text.lower()):
        if token[0].isdigit():
            out.add(number(token))
        elif "-" in token:
            out.add(token)
            out.add(token.replace("-", ""))
        elif token not in STOPWORDS:
            out.add(stem(token))
    return frozenset(out)


@per_query
def asked_words(query: str) -> Asked:
    """The query's words, each as the alternatives that name it: a compound ("high-cube")
    is named whole, joined, or by its parts all present."""
    out: list[tuple[str, ...]] = []
    for token in TOKEN.findall(query.lower()):
        if token[0].isdigit():
            out.append((number(token),))
        elif "-" in token:
            parts = tuple(stem(p) for p in token.split("-") if p not in STOPWORDS)
            out.append((token, token.replace("-", ""), "+".join(parts)))
        elif token not in STOPWORDS:
            out.append((stem(token),))
    return tuple(dict.fromkeys(out))


def named_count(asked: Asked, text: str) -> int:
    """How many of the query's words ``text`` names."""
    words = _chunk_tokens(text)
    return sum(names(alternatives, words) for alternatives in asked)


def leaves_out(asked: Asked, row: str, kept: Sequence[Member], others: Sequence[Member]) -> bool:
    """Does ``row`` leave out a query word that the best rows of its document and every
    member of the other documents name ("Marquees are built on 22 June" beside "Marquee
    bookings close on 31 March", when every other text names the booking)? The other
    texts then agree on what is asked, and the row speaks of another duty or event of its
    document. Invariant: with no member of another document, nothing is left out."""
    if not others:
        return False
    texts = [m.chunk.text for m in (*kept, *others)]
    words = _chunk_tokens(row)
    for alternatives in asked:
        if all(names(alternatives, _chunk_tokens(t)) for t in texts) \
                and not names(alternatives, words):
            return True
    return False


def names(alternatives: tuple[str, ...], words: frozenset[str]) -> bool:
    """Do ``words`` (``_chunk_tokens``) name a query word by one of its ``alternatives``?"""
    return any(alt in words or ("+" in alt and all(p in words for p in alt.split("+")))
               for alt in alternatives)
