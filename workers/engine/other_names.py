"""A sentence that opens on another product's name than the one the query names.

"What is the largest award the Small Grants Programme makes?" is not answered by
"Community Fund: awards of £10,000 to £60,000", nor "… the unit rate on the Corrie Fix 24
tariff?" by "Standard Variable (gas) | Unit rate: 6.35p", nor "… the warranty on the
Brindle HX8 washing machine?" by "Brindle DW-series dishwashers carry a warranty of one
year". Names exclude one another: where the query names its thing by capitalised words
("Small Grants Programme") or by a code ("HX8"), a sentence that, before its first value,
names a thing by a name of the same kind the query never writes, and writes none of the
query's names of that kind anywhere, states that other thing's values.

A name is a capitalised word where no clause opens (at a clause's opening only a capitalised
pair is one: "Community Fund", never "Handset agreements"; a determiner is never one, so
"The Heron mesh kit" names "Heron"), or a code: a word with two capitals or a letter beside a
digit ("HX8", "DW-series", "EV"); codes compare by their letters ("HX-series" names the
HX8's series). A section number opening a sentence ("W-2", "7.3") and the names of months
and days (a period, read by ``distractors``) are no names. Even at a clause's opening, a
capitalised word set right before the lower-case words that follow the query's name
("Premier debit card" for "the Everyday debit card", "Dublin branch" for "London branch")
is another name in the name's place.

A sentence is read with its heading (``headings``): the cells before it on its row
("Standard Variable (gas) | Unit rate: 6.35p") are part of its opening, and a chunk's title
line ("Premier debit card" above "Daily ATM withdrawal limit: £1,000") may name its thing
by another name in the name's place. Reads the sentence, its chunk's heading and the query
only.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache

from workers.engine.frozen import shared
from workers.engine.headings import leading_cells, title
from workers.engine.members import Member
from workers.engine.query import QueryView
from workers.engine.query_memo import per_query
from workers.engine.terms import STOPWORDS, stem

_WORD = re.compile(r"[A-Za-z0-9][\w'-]*")
_CODE = re.compile(r"(?:[A-Z][\w-]*[A-Z]|[A-Za-z]+-?\d|\d+-?[A-Za-z]*[A-Z])[\w-]*")
"""Two capitals, or a letter beside a digit: a code ("HX8", "DW-series", "EV", "KX-40")."""
_SECTION = re.compile(r"\s*(?:[A-Z]{1,5}-?)?\d+(?:[.-]\d+)*\b\s*")
"""The rule's number a sentence opens with ("W-2 ", "CC-2.1 ", "7.3 ")."""
_OPENS = frozenset(".:;!?|-–—(\"“•☐")
"""Marks after which a capitalised word may be capitalised only for opening a clause."""
_PERIODS = frozenset(
    """january february march april may june july august september october november december
    jan feb mar apr jun jul aug sep sept oct nov dec monday tuesday wednesday thursday friday
    saturday sunday i""".split())

_SALUTATION = re.compile(
    r"\s*(?:hi|hello|hey|dear|good[^\S\n]+(?:morning|afternoon|evening)|morning|afternoon"
    r"|evening)\b[^,.;:!?\n]{0,40}[,!:]", re.IGNORECASE)
"""A message's salutation ("Hi Kerry,", "Dear Mrs Okafor,", "Morning Pieter,"): the name in
it is the reader's, never a thing the message speaks of."""
_DETERMINERS = frozenset("the a an this that these those our your their its each every".split())
"""Words opening a noun phrase: never part of the name they open ("The Heron mesh kit")."""
_NO_NAMES = _PERIODS | _DETERMINERS
_NO_TAIL_NAMES = _PERIODS | STOPWORDS


def named_only(members: Sequence[Member], query: QueryView) -> tuple[Member, ...]:
    """``members`` without those whose sentence names another thing than the query's
    (``other_name``) where another member's chunk writes the query's own name of that kind:
    there the query's name is how these texts name its thing. Only for a question without
    an answer slot (``rivals`` reads a slot question's subject); never adds a member."""
    words, codes = _query_names(query.text)
    if query.slot is not None or (not words and not codes):
        return tuple(members)
    kinds = [other_name(m.claim.snippet, _opening(m), query.text, *_headings(m))
             for m in members]
    if not any(kinds):
        return tuple(members)

    def writes(j: int, kind: str) -> bool:
        """Does member ``j``'s chunk write the query's own name of that kind?"""
        text = members[j].chunk.text
        return bool(codes & _chunk_codes(text)) if kind == "code" \
            else bool(words & _chunk_words(text))

    return tuple(member for i, (member, kind) in enumerate(zip(members, kinds, strict=True))
                 if not (kind and any(writes(j, kind) for j in range(len(members)) if j != i)))


def _headings(member: Member) -> tuple[str, str]:
    """The leading cells and the title a member's sentence is read under (``headings``)."""
    text = member.chunk.text
    start = text.find(member.claim.snippet)
    return leading_cells(text, start), title(text, start)


def _opening(member: Member) -> int:
    """Where the first value of a member's sentence stands in it."""
    snippet, text = member.claim.snippet, member.chunk.text
    start = text.find(snippet)
    firsts = [v.start - start for v in member.claim.values.values()
              if start <= v.start < start + len(snippet)]
    return min(firsts, default=len(snippet))


def other_name(snippet: str, opening: int, query: str, cells: str = "",
               above: str = "") -> str:
    """"word" or "code" for a sentence (``snippet``) whose first ``opening`` characters, or
    the ``cells`` before it on its row, name a thing by a name of that kind the query does
    not write, or whose title (``above``) sets another name in the place of the query's
    (``_tail_runs``), while none of these writes the query's names of that kind (module
    docstring); "" else."""
    words, codes = _query_names(query)
    asked = _query_words(query)
    greeting = _SALUTATION.match(snippet, 0, opening)  # "Hi Kerry, …": the reader's name
    runs, written = _opening_names(snippet[greeting.end() if greeting else 0:opening])
    if cells:
        row, row_codes = _opening_names(cells)
        runs, written = runs + row, written | row_codes
    said_codes = {_letters(c) for c in written}
    read = f"{above} {cells} {snippet}"
    others = [all(stem(w) not in asked for w in run) for run in runs]
    if words and ((others and all(others)) or any(
            stem(run[0]) not in asked
            for run in _tail_runs(f"{above}\n{cells}\n{snippet[:opening]}", query))) \
            and not words & _written(read):
        return "word"
    if codes and any(c not in codes and stem(c.lower()) not in asked for c in said_codes) \
            and not codes & _code_letters(read, numbered=False):
        # a row opening on the query's own code ("HP-65 | Maker: …") writes it
        return "code"
    return ""


def writes_query_name(text: str, query: str) -> bool:
    """Does ``text`` write one of the query's name words, even inside a hyphenated compound
    ("Louis-Alexandre de Bourbon" writes "Louis Alexandre")?"""
    words = _query_names(query)[0]
    return bool(words) and any(stem(w) in words for w in re.findall(r"[a-z0-9]+", text.lower()))


@per_query
def _query_tails(query: str) -> frozenset[tuple[str, ...]]:
    """The lower-case words (stems) that follow a capitalised name word of the query: the
    kind it names ("debit card" in "the Everyday debit card", "branch" in "London branch")."""
    found = [m.group(0) for m in _WORD.finditer(query)]
    tails = set()
    for i, word in enumerate(found[1:-1], start=1):
        if not word[:1].isupper() or _CODE.fullmatch(word) or word.lower() in _PERIODS:
            continue
        tail = []
        for after in found[i + 1:i + 4]:
            if not after.islower() or after in STOPWORDS:
                break
            tail.append(stem(after))
        if tail:
            tails.add(tuple(tail))
    return frozenset(tails)


def _tail_runs(text: str, query: str) -> tuple[tuple[str, ...], ...]:
    """Capitalised words of ``text`` (even opening a clause) set right before the words that
    follow a name in the query: another name in the name's place ("Premier debit card" for
    "the Everyday debit card")."""
    tails = _query_tails(query)
    if not tails:
        return ()
    found = [m.group(0) for m in _WORD.finditer(text)]
    runs = []
    for i, word in enumerate(found):
        if word[:1].isupper() and word.lower() not in _NO_TAIL_NAMES \
                and not _CODE.fullmatch(word) \
                and any(tuple(stem(w) for w in found[i + 1:i + 1 + len(t)]) == t for t in tails):
            runs.append((word,))
    return tuple(runs)


@per_query
def _query_names(query: str) -> tuple[frozenset[str], frozenset[str]]:
    """The query's name words (stems) and code letters: its capitalised words past the first."""
    runs, codes = _names(query, question=True)
    return (frozenset(stem(w) for run in runs for w in run),
            frozenset(_letters(c) for c in codes if any(ch.isdigit() for ch in c)))


@per_query
def _query_words(query: str) -> frozenset[str]:
    return frozenset(stem(m.group(0)) for m in _WORD.finditer(query))


@lru_cache(maxsize=2048)
def _opening_names(opening: str) -> tuple[tuple[tuple[str, ...], ...], frozenset[str]]:
    """``_names`` of a sentence's opening, memoised by its text (a recurring chunk's
    sentences recur with it)."""
    runs, codes = _names(opening)
    return tuple(tuple(run) for run in runs), shared(frozenset(codes))


@lru_cache(maxsize=1024)
def _chunk_words(text: str) -> frozenset[str]:
    """The word stems a chunk's ``text`` writes, memoised by text (asked only where a
    member's sentence names another thing)."""
    return shared(frozenset(_written(text)))


@lru_cache(maxsize=1024)
def _chunk_codes(text: str) -> frozenset[str]:
    """The code letters a chunk's ``text`` writes, memoised by text (asked only for a member
    whose sentence names another code)."""
    return shared(frozenset(_code_letters(text)))


def _written(text: str) -> set[str]:
    return {stem(m.group(0)) for m in _WORD.finditer(text)}


def _names(text: str, *, question: bool = False, numbered: bool = True,
           ) -> tuple[list[list[str]], set[str]]:
    """The runs of capitalised name words and the code letters ``text`` writes (module
    docstring); codes as written. A ``numbered`` text's leading section number is none."""
    start = 0 if question or not numbered else len(m.group(0)) \
        if (m := _SECTION.match(text)) else 0
    found = list(_WORD.finditer(text, start))
    runs: list[list[str]] = []
    codes: set[str] = set()
    run: list[str] = []
    for i, match in enumerate(found):
        word = match.group(0)
        joined = i + 1 < len(found) and not text[match.end():found[i + 1].start()].strip()
        following = found[i + 1].group(0) if joined else ""
        if _CODE.fullmatch(word):
            codes.add(word)
        elif _is_name(_mark_before(text, start, match.start()), word, following,
                      first=question and i == 0):
            run.append(word)
            if joined and _is_name("x", following, "", first=False):
                continue
            runs.append(run)
        run = []
    return runs, codes


def _mark_before(text: str, start: int, at: int) -> str:
    """The last character of ``text[start:at]`` that is not a space ("" for none): read
    backwards over the spaces only, so a long text costs no slice per word."""
    at -= 1
    while at >= start and text[at].isspace():
        at -= 1
    return text[at] if at >= start else ""


def _is_name(before: str, word: str, following: str, *, first: bool) -> bool:
    """Is ``word`` (after ``before``, the last mark that is not a space before it, or ""
    at the text's start) a capitalised name word?"""
    if first or not word[:1].isupper() or word.lower() in _NO_NAMES \
            or _CODE.fullmatch(word):
        return False
    opens = not before or before in _OPENS
    return not opens or following[:1].isupper()


def _code_letters(text: str, *, numbered: bool = True) -> set[str]:
    return {_letters(c) for c in _names(text, numbered=numbered)[1]}


def _letters(code: str) -> str:
    """A code's letters before its first digit or hyphen, upper case ("HX8" → "HX")."""
    found = re.match(r"[A-Za-z]+", code)
    return found.group(0).upper() if found else code.upper()
