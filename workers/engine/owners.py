"""Whose value a clause states, when a question names its subject.

"Lærdal (15.2 mi) is the longest; the Gotthard road tunnel is 16.9 km", "just short of
Japan's maglev record of 581 km/h", "Senate is 100 (two per state)", "longer than the
Gotthard, which is 16.9 km": a value in a clause where another named thing comes before it
and none of the question's own names appears belongs to that other thing; it answers
nothing about the question's subject. A clause is cut at commas, semicolons, dashes,
parentheses and the words that set one thing against another ("but", "than", "compared
with", "against", "versus": "Yellowstone by far, 2.2 million acres against Yosemite's
nearly 762,000" gives each value to the name next to it: a value set against the
question's own thing is the other side's, named or not); a clause that opens with its
value ("…Road 2,504 m, 36 hairpins") or with a relative pronoun after a compared thing
("than the Gotthard, which is 16.9 km") continues the one before it.

A question that names a group in the possessive ("a men's shot put") makes every group so
named an owner too ("the women's shot is 4 kg" is another group's). Names are capitalised
words: inside a clause any such word is a name; at a clause's start
(where every word is capitalised) only one followed by another capitalised word ("Town
Hall"), a possessive ("Titan's") or a copula ("Mars is 95 % CO2"); a clause code opening it
("KS-3 Client keys must …") numbers the clause, and the clause starts after it. A name that reports
("Wikipedia lists …", "according to NASA") is a source, never an owner. A question that
names nothing (no capitalised word after its first) leaves every value as it is.
"""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right
from functools import lru_cache

from workers.engine.aside_owners import aside_of_other
from workers.engine.clause_numbers import clause_code
from workers.engine.predicates import canonical, matches
from workers.engine.query_memo import per_query
from workers.engine.subject_clauses import subject_span
from workers.engine.terms import STOPWORDS, stem
from workers.engine.values import Value

_TOKEN = re.compile(r"[^\W\d_][\w'’.-]*[\w'’]|[^\W\d_]")
_CLAUSE_BREAK = re.compile(
    r",(?!\d)|[;:()·|•›→!?]|\.(?=\s|$)|\s[—–-]\s|[—–]|\b(?:but|though|although|while|whereas|unlike"
    r"|compared (?:with|to)|than|against|versus|vs)\b",
    re.IGNORECASE,
)
_COMPARED = re.compile(r"than|unlike|compared (?:with|to)|against|versus|vs", re.IGNORECASE)
_RELATIVE = re.compile(r"\s*(?:which|who|whose|where)\b", re.IGNORECASE)
_ITEM_BREAK = re.compile(r"[;·|•]|\s[—–]\s")
_INITIAL_BREAK = re.compile(r"[:;()·|•›→!?]|\.(?=\s|$)|[—–]")
"""Where every word is capitalised: after these (a comma keeps a name a name)."""
_INITIAL_MARK = re.compile(r"(?:^|(?<=\s))(?:Q|A|Re)\s*:", re.IGNORECASE)
_POSSESSIVE = re.compile(r"['’]s?$")
_UNIT_POSSESSIVE = re.compile(
    r"(?:second|minute|hour|day|night|week|month|year)s?['’]s?", re.IGNORECASE)
"""A time unit in the possessive ("hours'", "a day's"): a length of time, never a group."""
_MODIFIERS = re.compile(r"['’]?(?:[^\S\n]+[a-z-]+){0,2}[^\S\n]+")
"""At most two lower-case words between a possessive and the noun it owns."""
_COPULA = re.compile(r"\s+(?:is|was|has|had)\b")
_OWN_MEASURE = re.compile(r"[^\S\n]*\([^\S\n]*\d[\d,.]*[^\S\n]*(?:[a-z]+[^\S\n]+)?[^\W\d_]")
"""A measure in parentheses right after a word ("Antarctica (14 million km²)", "Lærdal (15.2
mi)"): the word names what it measures. A year ("Population (2024)") is no measure."""
_REPORTS = re.compile(
    r"\s+(?:says?|said|lists?|listed|gives?|gave|reports?|reported|states?|stated|confirm(?:s|ed)?"
    r"|puts?|estimates?|estimated|claims?|claimed|notes?|noted|writes?|wrote|shows?|showed)\b",
    re.IGNORECASE,
)
_SOURCE_BEFORE = re.compile(r"\b(?:according to|per|from|via|by)\s+(?:the\s+)?$", re.IGNORECASE)
_AGENCIES = frozenset(
    "bureau office agency department ministry institute survey commission statistics census "
    "authority".split())
"""The head of a body that reports figures about others ("the Census Bureau 1,234")."""
_DIGIT_NEAR = re.compile(r"\s?\d")
_DIGIT_BEFORE = re.compile(r"\d\s?$")
CALENDAR = frozenset(
    "january february march april may june july august september october november december "
    "jan feb mar apr jun jul aug sep sept oct nov dec monday tuesday wednesday thursday friday "
    "saturday sunday mon tue wed thu fri sat sun updated posted answer answers".split())
SPELLING = 5
"""Names of at least this many letters match another spelling one edit away."""
MIN_OTHER = 3
"""An all-capitals word is another thing's name from this length ("NASA"; "US", "GB" are
too often codes or units)."""


@per_query
def question_names(query: str) -> frozenset[str]:
    """The lower-cased capitalised words of ``query`` after its first ("House", "us"), and
    each group it names in the possessive, marked with a leading "'" ("a men's shot put"
    → "'men"). A time unit in the possessive names no group: "hours' rest" and "30 days'
    notice" are lengths of time (``_UNIT_POSSESSIVE``)."""
    tokens = [m.group(0) for m in _TOKEN.finditer(query)]
    groups = {f"'{_bare(t)}" for t in tokens if not t[:1].isupper() and _POSSESSIVE.search(t)
              and not _UNIT_POSSESSIVE.fullmatch(t)}
    return frozenset(_bare(t) for t in tokens[1:] if t[:1].isupper()) | groups


def other_owners(  # noqa: PLR0917 - the sentence, its values and the question's words
    snippet: str, offset: int, candidates: list[Value], own: frozenset[str],
    words: frozenset[str] = frozenset(), labels: tuple[tuple[int, int], ...] = (),
) -> list[Value]:
    """``candidates`` (of ``snippet``, which starts at ``offset`` in its chunk) without those
    another named thing owns (module docstring); all of them when ``own`` (the question's
    names) is empty. A name all of whose words are the question's content ``words`` (stems)
    is the question's too ("This Data Processing Addendum" for "the data processing
    addendum"). A value right after one of the question's words (``labels``: their spans
    in ``snippet``; "English Wikipedia population 1,234") is the subject's, unless the
    other name owns that word ("Japan's maglev record: 581 km/h")."""
    if not own or not candidates:
        return candidates
    names = _names(snippet, own, words)
    if not names:
        return candidates
    clauses = _Clauses(snippet)
    starts = [s for s, _, _ in names]
    kept = []
    for value in candidates:
        at = value.start - offset
        if aside_of_other(snippet, at, names):
            continue  # "the Nahal Hemar linen (about 9,000 years)": that linen's age
        start, end = clauses.around(at)
        in_clause = [n for n in names[bisect_left(starts, start) : bisect_left(starts, end)]
                     if n[1] <= end]
        subject = subject_span(snippet, start, clauses.breaks[0] if clauses.breaks else None)
        if subject is not None:  # "X, a rival of Y, is 40 m long": X's
            in_clause += [n for n in names if n[1] <= subject[1]]
        others = [(s, e) for s, e, mine in in_clause if not mine and s < at]
        if any(mine for _, _, mine in in_clause) or (
                not others and not _set_against(clauses, (start, end), names, starts, own)):
            kept.append(value)
            continue
        label = next((a for a, b in labels if b <= at and _LABELS.fullmatch(snippet, b, at)),
                     None)
        if label is not None and not any(
                _POSSESSIVE.search(snippet, s, e) and e <= label for s, e in others):
            kept.append(value)  # "population 1,234", "Death 1 January 1738"
    return kept


_LABELS = re.compile(r"[^\S\n]*[:=]?[^\S\n]*")
_DIGIT = re.compile(r"\d")
_OPENING = re.compile(r"[\s'\"‘“—–-]*([A-Z][\w'’-]*)")


def _set_against(clauses: _Clauses, span: tuple[int, int], names: list[tuple[int, int, bool]],
                 starts: list[int], own: frozenset[str]) -> bool:
    """Does the clause at ``span``, opened by a capitalised word that is none of the
    question's ``own`` names, set its value against the question's own thing's, named with
    a value of its own in the clause a comparing word opens right after it ("Yellowstone by
    far, 2.2 million acres against Yosemite's nearly 762,000")? Then the opening word names
    the other side, whose value it is ("at 1.24 kg it is lighter than the Air 14 Pro (1.55
    kg)" is the subject's, "$35 per car guards against crowds in Yosemite" compares
    nothing)."""
    begin, end = span
    opening = _OPENING.match(clauses.snippet, begin)
    if opening is None or _bare(opening.group(1)) in STOPWORDS \
            or _is_own(_bare(opening.group(1)), own):
        return False
    at = bisect_left(clauses.ends, end + 1)
    if at == len(clauses.breaks) or clauses.breaks[at].start() != end \
            or not _COMPARED.fullmatch(clauses.breaks[at].group(0)):
        return False
    stop = clauses.breaks[at + 1].start() if at + 1 < len(clauses.breaks) \
        else len(clauses.snippet)
    return _DIGIT.search(clauses.snippet, end, stop) is not None and any(
        mine for _, e, mine in names[bisect_left(starts, end) : bisect_left(starts, stop)]
        if e <= stop)


class _Clauses:
    """The clauses of a sentence, found once (``around`` is a binary search)."""

    def __init__(self, snippet: str) -> None:
        self.snippet = snippet
        self.breaks = list(_CLAUSE_BREAK.finditer(snippet))
        self.ends = [b.end() for b in self.breaks]
        self.items = [m.end() for m in _ITEM_BREAK.finditer(snippet)]

    def around(self, at: int) -> tuple[int, int]:
        """The span of the clause holding position ``at``; a clause that opens with the
        value belongs to its whole item ("Grossglockner Road 2,504 m, 36 hairpins",
        "Edmund Roche, 4th Baron Fermoy (15 May 1885 – …)")."""
        before = bisect_right(self.ends, at)
        start = self.ends[before - 1] if before else 0
        if not self.snippet[start:at].strip(" \t'\"‘“"):
            item = bisect_right(self.items, at)
            start = self.items[item - 1] if item else 0
        elif _RELATIVE.match(self.snippet, start) and before > 1 \
                and _COMPARED.fullmatch(self.breaks[before - 2].group(0)):
            start = self.ends[before - 2]  # "than the Gotthard, which is 16.9 km"
        index = before
        while index < len(self.breaks) and self.breaks[index].start() < at:
            index += 1
        return start, self.breaks[index].start() if index < len(self.breaks) else len(self.snippet)


def _names(
    snippet: str, own: frozenset[str], words: frozenset[str]
) -> list[tuple[int, int, bool]]:
    """(start, end, is one of the question's) of each name phrase of ``snippet``."""
    starts = {0} | {m.end() for m in _INITIAL_BREAK.finditer(snippet)} | {
        m.end() for m in _INITIAL_MARK.finditer(snippet)}
    tokens = list(_TOKEN.finditer(snippet))
    found: list[tuple[int, int, bool]] = []
    groups = {name[1:] for name in own if name.startswith("'")}
    index = 0
    while index < len(tokens):
        token = tokens[index].group(0)
        if groups and not _capitalised(token) and _POSSESSIVE.search(token):
            found.append((*tokens[index].span(), _bare(token) in groups))  # "the women's shot"
        if not _capitalised(token):
            index += 1
            continue
        last = index
        while last + 1 < len(tokens) and _capitalised(tokens[last + 1].group(0)) \
                and snippet[tokens[last].end() : tokens[last + 1].start()].strip(" '‘’\"") == "":
            last += 1
        phrase = [t.group(0) for t in tokens[index : last + 1]]
        begin, end = tokens[index].start(), tokens[last].end()
        index = last + 1
        mine = any(_is_own(_bare(word), own) for word in phrase[:-1]) \
            or (_is_own(_bare(phrase[-1]), own) and (len(phrase) == 1 or not _head(phrase[-1]))) \
            or _asked(phrase, words)
        if mine and found and not found[-1][2] and _POSSESSIVE.search(
                snippet, found[-1][0], found[-1][1]) \
                and _MODIFIERS.fullmatch(snippet, found[-1][1], begin):
            continue  # "Emirates' refitted A380s": another's subset of the question's thing
        if mine:
            found.append((begin, end, True))
            continue
        if not _other(snippet, begin, end, phrase, starts):
            continue
        found.append((begin, end, False))
    return found


def _other(snippet: str, begin: int, end: int, phrase: list[str], starts: set[int]) -> bool:
    """Is the capitalised phrase at ``begin:end`` another thing's name that can own a value?"""
    word = phrase[0]
    if _bare(word) in STOPWORDS or _bare(word) in CALENDAR:
        if len(phrase) == 1:
            return False
        phrase = phrase[1:]
        word = phrase[0]
    if len(phrase) == 1 and (len(word) < 2 or (word.isupper() and len(word) < MIN_OTHER)):
        return False
    if (len(phrase) == 1 and word.isupper() and _DIGIT_NEAR.match(snippet, end)) \
            or _DIGIT_BEFORE.search(snippet, max(0, begin - 2), begin):
        return False  # a code or a unit: "CHF 45", "HTTP 429", "9.3 t"
    if _REPORTS.match(snippet, end) or _SOURCE_BEFORE.search(snippet, max(0, begin - 16), begin) \
            or _bare(phrase[-1]) in _AGENCIES:
        return False  # a source: "Wikipedia lists …", "according to NASA", "Census Bureau"
    initial = begin
    while initial and snippet[initial - 1] in " \t\"'‘“":
        initial -= 1
    if initial in starts and len(phrase) > 1 and clause_code(phrase[0]):
        phrase = phrase[1:]  # "KS-3 Client keys must …": the clause opens after its number
        word = phrase[0]
    if initial in starts:
        return len(phrase) > 1 or bool(_POSSESSIVE.search(word)) \
            or (word.isalpha() and (_COPULA.match(snippet, end) is not None
                                    or _OWN_MEASURE.match(snippet, end) is not None))
    return True


def _asked(phrase: list[str], words: frozenset[str]) -> bool:
    """Are all of the phrase's words (but a leading stop word) words of the question?"""
    content = [w for w in phrase if _bare(w) not in STOPWORDS]
    return bool(content) and all(matches(canonical(stem(_bare(w))), words) for w in content)


def _head(word: str) -> bool:
    """Is ``word`` a plain capitalised word, which can be a kind noun ("Gotthard Base
    Tunnel" is not the "Lærdal Tunnel"), rather than a code ("Severity P1" is "P1")?"""
    return word.isalpha() and not word.isupper()


def _capitalised(token: str) -> bool:
    return token[:1].isupper()


def _bare(word: str) -> str:
    """``word`` lower-cased without a possessive ending ("Oda's" → "oda")."""
    return _POSSESSIVE.sub("", word).lower()


@lru_cache(maxsize=65_536)
def _is_own(word: str, own: frozenset[str]) -> bool:
    """Is ``word`` one of the question's names, its plural ("A380s" for "A380") or, from
    ``SPELLING`` letters, another spelling of it ("Dunnville" for "Dunville")?"""
    if word in own:
        return True
    return any((word.startswith(name) and len(word) - len(name) <= 2 and len(name) > 2)
               or (min(len(word), len(name)) >= SPELLING and _one_edit(word, name))
               for name in own)


def _one_edit(a: str, b: str) -> bool:
    """Do ``a`` and ``b`` differ by at most one inserted, deleted or replaced letter?"""
    if abs(len(a) - len(b)) > 1:
        return False
    if len(a) > len(b):
        a, b = b, a
    for i, (x, y) in enumerate(zip(a, b, strict=False)):
        if x != y:
            return a[i + 1 :] == b[i + 1 :] if len(a) == len(b) else a[i:] == b[i + 1 :]
    return True
