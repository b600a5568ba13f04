"""Two romanisations of one name: "Alekseyev" and "Alexeyev", "Rachmaninoff" and "Rachmaninov".

A name written in another script reaches English in several spellings, each a regular
choice of letters for one sound: "ks" or "x", a glide between vowels written or not
("Dostoyevsky", "Dostoevsky"), a final "y" or "i" after a vowel ("Tolstoy", "Tolstoi"), a
final "ff" or "v" (or "w"), "ë" or "e", "kh" or "h", "tch" or "ch", an opening "o" or "u"
before a consonant (Arabic's short vowel: "Omar" and "Umar", "Oqba" and "Uqba"), Wade-Giles's
opening "hs" or pinyin's "x" before "i" or "u" ("Hsü Shen" and "Xu Shen"); a "y"
between consonants stays ("Smith" and "Smyth" are two names). ``romanised`` maps a word to
one skeleton under those choices, so the variants of one name share it.

Invariant: names match this way only when they share a word exactly (the same first name,
"Rostislav") and every other word of the shorter is a word of the longer by skeleton; a
name one letter apart otherwise ("Sherborne", "Sherbourne"; ``spellings``) or a single
surname alone still differs, for like names of other people are common.
"""

from __future__ import annotations

import re

from workers.engine.accents import folded

_SWAPS: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"tch"), "ch"),
    (re.compile(r"kh"), "h"),
    (re.compile(r"ks"), "x"),
    (re.compile(r"(?<=[aeiou])[yj](?=[aeiou])"), ""),
    (re.compile(r"(?<=[aeiou])y\b"), "i"),
    (re.compile(r"(?:ff|w)\b"), "v"),
    (re.compile(r"^o(?=[^aeiou])"), "u"),
    (re.compile(r"^hs(?=[iu])"), "x"),
)
"""Regular romanisation choices, each mapped to one side (applied in order)."""


def romanised(word: str) -> str:
    """``word``'s skeleton: lower case, without diacritics, under ``_SWAPS``."""
    plain = folded(word.lower())
    for pattern, into in _SWAPS:
        plain = pattern.sub(into, plain)
    return plain


def same_romanised(a: str, b: str) -> bool:
    """Are normalised names ``a`` and ``b`` romanisations of one name: they share a word
    exactly, and every word of the one with fewer words is, by skeleton, a word of the
    other ("rostislav alekseyev", "rostislav alexeyev")?"""
    wa, wb = a.split(), b.split()
    if not set(wa) & set(wb):
        return False
    short, long = (wa, wb) if len(wa) <= len(wb) else (wb, wa)
    skeletons = {romanised(w) for w in long}
    return all(romanised(w) in skeletons for w in short)
