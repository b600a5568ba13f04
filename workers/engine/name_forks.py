"""A name that forks off the question's: its first words, then another thing's.

The question names its subject by a run of capitalised words ("the Henley Royal Regatta
course", "the Yukon River Quest canoe race"). Another thing often shares the run's first
words: "Henley Women's (June, 1,500 m)" is another regatta at the same place, and "the
yukon river itself" is the river the race is named after. A mention *forks* off the
question's name when it writes the run's first words in order (any case, by stem) and then,
in the next word's place, either "itself" (the shorter name meant as opposed to the longer
one; after two words or a capitalised one: "the lake itself" is the subject's lake) or a
capitalised word that is no word of the question, no day or month, no abbreviation of the
run's next word ("El Cap", "Toyota Motor Co.", "IBM PC" for the Personal Computer), and
after which the same capitalised run never goes on with the question's name ("Thomas Alva
Edison" is Thomas Edison). A mention after a preposition ("inscribed on the World Heritage
List") names no owner, nor does a possessive one ("Northwind's Initial Term" is
Northwind's) unless the question's run writes that possessive too ("Acme's Big Top tent" and
"Acme's Circus Ring tent": one maker's two things). A lower-case "of" between capitalised
words belongs to the run ("Bank of England"), and a fork may come after it past an article
("Bank of the North"). A sentence states another thing's values when, before its first value,
a mention forks and none writes the question's whole run.

Pure; the question's runs are memoised per query, each sentence read once.
"""

from __future__ import annotations

import re

from workers.engine.owners import CALENDAR
from workers.engine.qa_pages import qa_pairs
from workers.engine.query_memo import per_query
from workers.engine.terms import STOPWORDS, stem

_TOKEN = re.compile(r"[^\W_](?:[^\W_]|['’-])*")
_JOINT = re.compile(r"[^\S\n]+|_")
"""What stands between two words of one name: spaces, or an underscore in a page's slug
("title=Altrincham_Grammar_School": the whole name); a comma or a bracket ends it."""
_ITSELF = frozenset({"itself", "themselves"})
_PREPOSITIONS = frozenset(
    "in on at to of from by with into onto for near beside past than as like across along "
    "around through over under above below behind beyond between beneath via upon toward "
    "towards off inside outside alongside".split())
"""Prepositions, a closed class: a mention after one ("a causeway across the Annapolis
River") places the subject or its event, and names no owner of the values."""
_ARTICLES = frozenset({"the", "a", "an"})
_POSSESSIVE = ("'s", "’s", "'", "’")
_MIN_RUN = 2
"""A run of one word forks nothing: "Henley" alone is no name with first words."""
_WALK = 6
"""The most capitalised words read after a fork for the rest of the question's name."""

Run = tuple[tuple[str, ...], tuple[str, ...], frozenset[str]]
"""A name run's stems, its words (lower case), and the stems of every word of the question."""


_GLUED = re.compile(r"([A-Z][^'’]*)['’][a-z]{2,}")
"""A capitalised word glued by its closing quote to the next word, the space lost ("'Direct
Hits'is premature"): the word is the part before the quote."""


def _stem(word: str) -> str:
    if (glued := _GLUED.fullmatch(word)) is not None:
        word = glued.group(1)
    return stem(word.rstrip("'’").removesuffix("’s"))


def _capital(raw: str) -> bool:
    return raw[:1].isupper() and raw.lower() not in STOPWORDS


@per_query
def name_runs(query: str) -> tuple[Run, ...]:
    """The question's runs of two or more capitalised words after its first word, joined by
    spaces (``Run``)."""
    tokens = list(_TOKEN.finditer(query))
    words = frozenset(_stem(t.group(0)) for t in tokens)
    runs: list[list[str]] = []
    run: list[str] = []
    previous_end = -1
    for at, token in enumerate(tokens[1:], 1):
        raw = token.group(0).strip("'’")
        joined = bool(run) and _JOINT.fullmatch(query, previous_end, token.start()) is not None
        if joined and (_capital(raw) or _of_joins(query, tokens, at)):
            run.append(raw)
        else:
            runs.append(run)
            run = [raw] if _capital(raw) else []
        previous_end = token.end()
    runs.append(run)
    return tuple((tuple(_stem(w) for w in r), tuple(w.lower() for w in r), words)
                 for r in runs if len(r) >= _MIN_RUN)


def _of_joins(query: str, tokens: list[re.Match[str]], at: int) -> bool:
    """Is ``tokens[at]`` an "of" inside a name, a capitalised word right after it ("Bank of
    England", "Marineland of Florida") or after "the" ("Head of the River Race"), or that
    "the" itself? Invariant: a lower-case word joins a run only between capitalised words."""
    word = tokens[at].group(0)
    if word == "the":
        return tokens[at - 1].group(0) == "of" and _capitalised_next(query, tokens, at)
    if word != "of" or at + 1 >= len(tokens) or _JOINT.fullmatch(
            query, tokens[at].end(), tokens[at + 1].start()) is None:
        return False
    return _capital(tokens[at + 1].group(0)) or (
        tokens[at + 1].group(0) == "the" and _capitalised_next(query, tokens, at + 1))


def _capitalised_next(query: str, tokens: list[re.Match[str]], at: int) -> bool:
    """Is ``tokens[at]`` followed, past a space, by a capitalised word?"""
    return at + 1 < len(tokens) and _capital(tokens[at + 1].group(0)) \
        and _JOINT.fullmatch(query, tokens[at].end(), tokens[at + 1].start()) is not None


def forked(snippet: str, query: str, until: int | None = None) -> str:
    """"rival:fork-<words>" when, before ``until``, ``snippet`` forks off one of the
    question's name runs and never writes the whole run (module docstring); else ""."""
    runs = name_runs(query)
    if not runs:
        return ""
    until = len(snippet) if until is None else until
    tokens = [t for t in _TOKEN.finditer(snippet) if t.start() < until]
    stems = [_stem(t.group(0)) for t in tokens]
    for run in runs:
        first = run[0][0]
        if first not in stems:  # no mention of the run starts here: nothing to fork
            continue
        found = ""
        whole = False
        index = 0
        while index < len(tokens):
            length = _prefix(snippet, tokens, index, run[0]) if stems[index] == first else 0
            if not length:
                index += 1
                continue
            whole = whole or length == len(run[0])
            found = found or _fork(snippet, tokens, index, length, run)
            index += length
        if found and not whole:
            return found
    return ""


def _fork(snippet: str, tokens: list[re.Match[str]], index: int, length: int, run: Run
          ) -> str:
    """The fork of the mention of ``run``'s first ``length`` words at ``index``, or ""."""
    stems, lowered, words = run
    after = index + length
    if length == len(stems) or after >= len(tokens) \
            or _owned(snippet, tokens, index, after, lowered[length - 1]) \
            or not _JOINT.fullmatch(snippet, tokens[after - 1].end(), tokens[after].start()):
        return ""
    if lowered[length - 1] == "of" and tokens[after].group(0).lower() in _ARTICLES \
            and after + 1 < len(tokens):
        after += 1  # "Bank of the North" for the Bank of England: past the article
    raw = tokens[after].group(0)
    word = _stem(raw)
    if raw.lower() in _ITSELF:
        return _named(run, length) if length > 1 or tokens[index].group(0)[:1].isupper() \
            else ""
    if not _capital(raw) or word in words or raw.lower() in CALENDAR \
            or _abbreviates(raw, lowered[length:]) \
            or _goes_on(snippet, tokens, after, stems[length:]):
        return ""
    return _named(run, length, raw.lower().strip("'’"))


def _named(run: Run, length: int, word: str = "itself") -> str:
    return f"rival:fork-{'-'.join(run[1][:length])}-{word}"


def _owned(snippet: str, tokens: list[re.Match[str]], index: int, after: int, last: str
           ) -> bool:
    """Is the mention ``index:after`` after a preposition (past an article) or possessive?
    A possessive the question's run writes too (``last``, its word there: "Acme's Big Top
    tent") is the shared owner of two things, the question's and the fork's."""
    at = index - 1
    if at >= 0 and tokens[at].group(0).lower() in _ARTICLES:
        at -= 1
    return (at >= 0 and tokens[at].group(0).lower() in _PREPOSITIONS) \
        or (tokens[after - 1].group(0).endswith(_POSSESSIVE)
            and not last.endswith(_POSSESSIVE))


def _abbreviates(raw: str, rest: tuple[str, ...]) -> bool:
    """Is ``raw`` a shortening of the run's next word ("Cap", "Co.", "Hbr") or the initials
    of the run's remaining words ("PC" for "Personal Computer")?"""
    short = raw.lower().strip("'’.")
    if not rest or not short:
        return False
    nxt = rest[0]
    letters = iter(nxt)
    if len(short) < len(nxt) and short[0] == nxt[0] and all(c in letters for c in short):
        return True
    return raw.isupper() and short == "".join(w[0] for w in rest[: len(short)])


def _goes_on(snippet: str, tokens: list[re.Match[str]], at: int, rest: tuple[str, ...]
             ) -> bool:
    """Does the capitalised run from ``at`` go on with a later word of the question's run
    ("Thomas Alva Edison"), within ``_WALK`` words?"""
    for step in range(at, min(len(tokens), at + _WALK)):
        raw = tokens[step].group(0)
        if step > at and not _JOINT.fullmatch(snippet, tokens[step - 1].end(),
                                              tokens[step].start()):
            return False
        parts = {_stem(p) for p in raw.split("-")} | {_stem(raw)}
        if parts & set(rest):
            return True
        if not _capital(raw):
            return False
    return False


def _prefix(snippet: str, tokens: list[re.Match[str]], index: int, stems: tuple[str, ...]
            ) -> int:
    """How many of the run's first words ``tokens`` write from ``index``, joined by spaces."""
    length = 0
    while length < len(stems) and index + length < len(tokens):
        token = tokens[index + length]
        if _stem(token.group(0)) != stems[length] or (length and not _JOINT.fullmatch(
                snippet, tokens[index + length - 1].end(), token.start())):
            break
        length += 1
    return length


_REPLY_HEADING = re.compile(r"\bRe:[^\S\n]*([^\n—–]{2,100}?)[^\S\n]+[—–][^\S\n]")
"""A forum reply's thread title, up to the spaced dash its post starts after ("Re: Grand Prix
de Monaco Historique — the historic races …"); it owns the post's first clause, as a Q/A
page's question owns its answer's (``_CLAUSE_END``: a sentence end, a semicolon)."""
_CLAUSE_END = re.compile(r"[.!?](?=[^\S\n]|$)|;|\n")


def forked_question(text: str, start: int, query: str, sentence: str = "") -> str:
    """``forked`` for the question of the Q/A pair (``qa_pages``) whose answer span holds
    ``start`` in ``text``, or for the thread title of a reply whose first clause holds it:
    a page that asks about "the yukon river itself" answers about the river, whatever its
    answer writes; "" when no pair's answer nor reply's first clause holds ``start``, or
    when the value's own ``sentence`` writes the question's whole name."""
    if not name_runs(query):
        return ""
    for pair in qa_pairs(text):
        if pair.answer_start <= start < pair.answer_end:
            return "" if _whole(sentence, query) else forked(pair.question, query)
    if "Re:" in text and (heading := _REPLY_HEADING.search(text, 0, start)) is not None:
        stop = _CLAUSE_END.search(text, heading.end())
        if start < (stop.start() if stop else len(text)) and not _whole(sentence, query):
            return forked(heading.group(1), query)
    return ""


def _whole(snippet: str, query: str) -> bool:
    """Does ``snippet`` write one of the question's name runs whole?"""
    tokens = list(_TOKEN.finditer(snippet))
    stems = [_stem(t.group(0)) for t in tokens]
    return any(stems[index] == run[0][0] and _prefix(snippet, tokens, index, run[0]) == len(run[0])
               for run in name_runs(query) for index in range(len(tokens)))
