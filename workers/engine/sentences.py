"""Sentence spans: where a chunk's text breaks into the sentences the engine reads one by one.

A sentence ends at ". ! ? ;" (not inside "42.00", nor after an abbreviation, nor at a "!" or
"?" a lower-case word follows: a title's, "Hello, Dolly! won …"), a line break or a spaced
dash; ``sentences`` yields each with its offset and is linear in the text. A bare date or
number before a spaced dash opens the entry after it, also after a row separator ("| 1832 –
Lister elected FRS").
"""

from __future__ import annotations

import re
from collections.abc import Iterator

_SENTENCE = re.compile(r"(?:[^.!?;\s]++|[.!?;](?=\S)|[^\S\n](?![-–—]\s))++[.!?;]*")
"""A sentence ends at . ! ? ; (not inside "42.00"), a line break, or a spaced dash. (Runs of
plain characters are taken whole: the same greedy match, without a loop turn per character;
the match never fails once started, so nothing backtracks, and the repeats are possessive:
the regex engine keeps no backtracking state per turn, which made a sentence of a million
characters cost 0.4 s.)"""
_ABBREVIATIONS = (
    "no nos nr e.g i.e approx vs etc incl excl art sec cf inc ltd corp dr mr ms mrs"
    " sen rep gov gen col lt sgt capt".split()
)
"""Words after whose "." a sentence goes on ("part no. AP-F300-B", "e.g. staging", a title
before a name: "Democratic Sen. Jack Tate", "Lt. Bradshaw")."""
_ABBREVIATION = re.compile(
    r"\b(?:" + "|".join(re.escape(a) for a in _ABBREVIATIONS) + r")\.$", re.IGNORECASE
)
ABBREVIATION = _ABBREVIATION
"""An abbreviation's "." at the end of the searched span (``qa_pages`` reads it too)."""
_AFTER_ABBREVIATION = "|".join(r"(?<=\b" + re.escape(a) + r"\.)" for a in _ABBREVIATIONS)
_AFTER_CIRCA = r"(?:(?<=(?<![\w°])c\.)|(?<=(?<![\w°])ca\.))(?=[^\S\n]{1,2}\d{3,4}\b)"
"""After "c." or "ca." before a year (``_CIRCA`` in ``_holds_open``)."""
_INITIAL = re.compile(
    r"(?:(?<![^\s(])|(?<=(?<![^\s(])[A-Z]\.)|(?<=(?<![^\s(])[A-Z]\.[A-Z]\.))[A-HJ-UWYZ]\.$")
"""A capital letter alone before its ".": a name's initial ("K. Balachander"), or written
close after another ("J.S. Pellow"), unless it may be a Roman numeral ("World War I.",
"Henry V.")."""
_INITIALS = frozenset("ABCDEFGHJKLMNOPQRSTUWYZ")
"""The capitals of ``_INITIAL`` (``[A-HJ-UWYZ]``): the one before the "." is looked up first."""
_NAME_AFTER = re.compile(
    r"[^\S\n]{1,2}(?:[A-Z]\.|(?!(?:The|This|That|These|Those|There|Then|It|Its|He|His|She"
    r"|Her|They|Their|We|In|On|At|As|By|For|From|With|After|Before|When|While|During|Since"
    r"|If|But|And|However|A|An)\b)[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ]+\b)"
)
"""What follows an initial: another initial, or a capitalised word that opens no sentence of
its own ("Plan B. The next step" still ends at "B.")."""
_AFTER_INITIAL = (rf"(?-i:(?:(?<=(?<![^\s(])[A-HJ-UWYZ]\.)|(?<=(?<![^\s(])[A-Z]\.[A-HJ-UWYZ]\.)"
                  rf"|(?<=(?<![^\s(])[A-Z]\.[A-Z]\.[A-HJ-UWYZ]\.))(?={_NAME_AFTER.pattern}))")
_PLACE_TITLE = re.compile(r"(?<![\w.])(?<!\d\s)[SMF]t\.$")
"""A saint's, mount's or fort's title before its name ("St. Ann's", "Mt. Hood", "Ft. Worth"),
capitalised and after no number ("6 Ft." is a length)."""
_AFTER_PLACE_TITLE = rf"(?-i:(?<=(?<![\w.])[SMF]t\.)(?<!\d\s[SMF]t\.)(?={_NAME_AFTER.pattern}))"
_HELD_RUN = re.compile(
    r"(?:(?:[^.!?;\s]++|[.!?;](?=\S)|[^\S\n](?![-–—]\s))++[.!?;]*+"
    rf"(?:{_AFTER_INITIAL}|{_AFTER_PLACE_TITLE}|{_AFTER_ABBREVIATION}|{_AFTER_CIRCA})"
    r"(?=[^\S\n]))*+",
    re.IGNORECASE,
)
"""The sentences (``_SENTENCE`` matches) that follow one another from a held sentence's end,
each ending with an abbreviation's "." before a space: each would be held in turn, so the
loop skips them in one search (searched up to ``MAX_SENTENCE_CHARS`` past the held start,
which a held sentence never exceeds): "e.g. " a million times is 500 loop turns, not
200,000."""


MAX_SENTENCE_CHARS = 2_000
"""A sentence longer than this states no claim the engine reads (no policy sentence is that
long); it bounds the work per sentence, so reading a text stays linear in its length."""


def sentences(text: str) -> Iterator[tuple[int, str]]:
    """(offset, sentence) for each sentence or ";"-clause; a "." inside a number, or after
    an abbreviation ("part no. AP-F300-B", "e.g. staging"), is no break (unless the
    sentence already exceeds ``MAX_SENTENCE_CHARS``: "e.g. " a million times is no sentence);
    a spaced dash after a bare date or number joins it to what follows, also when the date
    closes a row after a separator ("… | 1832 – Lister elected FRS": the row before the
    separator is a sentence of its own). A sentence held open
    is kept as its start offset and sliced once, when it is yielded."""
    held = -1  # start of the sentence held open, or -1
    end = 0
    matches = _SENTENCE.finditer(text)
    while (match := next(matches, None)) is not None:
        begin, end = match.span()
        if held < 0:
            if match.group(0).isspace() and _SPACED_DASH.match(text, end) is None:
                # Blank: it yields and holds nothing, nor does any blank line before the
                # next visible character; the search resumes at that character's line (a
                # text of blank lines costs one search in C, not a loop turn per line).
                visible = _VISIBLE.search(text, end)
                if visible is None:
                    break
                line = text.rfind("\n", end, visible.start()) + 1
                matches = _SENTENCE.finditer(text, max(end, line))
                continue
            start = begin
        else:
            start = held
        held = start if _holds_open(text, start, end) else -1
        if held < 0 and (cut := _row_tail_value(text, start, end)) > 0:
            if not text[start:cut].isspace():  # "… publishes on lenses | 1832 – …": the
                yield start, text[start:cut]  # row before the separator, then the entry
            held = cut
            continue
        if held >= 0:
            run = _HELD_RUN.match(text, end, min(len(text), held + MAX_SENTENCE_CHARS + 1))
            if run is not None and run.end() > end:
                end = run.end()
                matches = _SENTENCE.finditer(text, end)
        if held < 0 and not text[start:end].isspace():
            yield start, text[start:end]
    if held >= 0 and not text[held:end].isspace():
        yield held, text[held:end]


def initial_goes_on(text: str, end: int) -> bool:
    """Is the "." ending at ``end`` a name's initial before the rest of the name ("W. George
    Beers", "K. Balachander"), which ends no sentence?"""
    return end >= 2 and text[end - 1] == "." and text[end - 2] in _INITIALS \
        and _INITIAL.search(text, max(0, end - 3), end) is not None \
        and _NAME_AFTER.match(text, end) is not None


def _holds_open(text: str, start: int, end: int) -> bool:
    """Does the sentence ``text[start:end]`` go on past ``end``: after an abbreviation, inside
    parentheses before a spaced dash, or as a bare value before one?"""
    length = end - start
    if (
        text[end - 1] == "." and end < len(text) and text[end] != "\n"
        and length <= MAX_SENTENCE_CHARS
        and (_ABBREVIATION.search(text, end - 8, end) if length > 8  # \b reads the text
             else _ABBREVIATION.search(text[start:end]))
    ):
        return True
    if text[end - 1] == "." and length <= MAX_SENTENCE_CHARS and _YEAR_AFTER.match(text, end) \
            and _CIRCA.search(text, max(start, end - 4), end):
        return True  # "built c. 1835": circa, not a sentence's end
    if text[end - 1] == "." and length <= MAX_SENTENCE_CHARS and end - 2 >= start \
            and text[end - 2] in _INITIALS and _INITIAL.search(text, max(start, end - 3), end) \
            and _NAME_AFTER.match(text, end):
        return True  # "directed by K. Balachander", "B. N. Reddi": a name's initial
    if text[end - 1] == "." and length <= MAX_SENTENCE_CHARS and end - 3 >= start \
            and text[end - 2] == "t" and _PLACE_TITLE.search(text, max(start, end - 6), end) \
            and _NAME_AFTER.match(text, end):
        return True  # "The Gaelic College at St. Ann's": a saint's, mount's or fort's title
    if text[end - 1] in "!?" and length <= MAX_SENTENCE_CHARS and end - 2 >= start \
            and text[end - 2].isalnum() and _LOWER_AFTER.match(text, end):
        return True  # "Hello, Dolly! won ten Tony Awards": a title's mark, no sentence end
    if text.find("(", start, end) >= 0 and _open_parenthesis_before_dash(text, start, end):
        return True
    return (
        length <= _MAX_BARE_VALUE and _BARE_VALUE.fullmatch(text, start, end) is not None
        and _SPACED_DASH.match(text, end) is not None
    )


_LOWER_AFTER = re.compile(r"[^\S\n]{1,2}[a-z][a-z'’-]*(?![\w'’-]|[^\S\n]*[=/:])")
"""A lower-case word right after a "!" or "?" that ends a word: the mark is a title's ("Who
Wants to Be a Millionaire? first aired …"), the sentence goes on; never a link's query
("index.php ? title=…", "table? t=…")."""
_SPACED_DASH = re.compile(r"[^\S\n]+[-–—]\s")
_CIRCA = re.compile(r"(?<![\w°])(?:c|ca)\.$", re.IGNORECASE)
_YEAR_AFTER = re.compile(r"[^\S\n]{1,2}\d{3,4}\b")
_VISIBLE = re.compile(r"\S")
_BARE_VALUE = re.compile(
    r"(?:\d[\d,./:]*+|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]{0,6}+\.?"
    r"|st|nd|rd|th|[^\S\n])++",
    re.IGNORECASE,
)
"""A part that is only a date or a number: before a spaced dash it is what the rest of the
line is about ("1 October 1868 — the light is lit for the first time"), so they join."""
_MAX_BARE_VALUE = 40


_ROW_SEPARATORS = "|·•"


def _row_tail_value(text: str, start: int, end: int) -> int:
    """Where the last row of ``text[start:end]`` starts when that row, after a row separator
    ("|", "·", "•"), is a bare date or number before a spaced dash ("… on lenses | 1832 –
    Lister elected FRS"): it heads the entry after the dash, as a bare sentence does
    (``_holds_open``), not the row before the separator; -1 otherwise."""
    if end - start <= 1 or _SPACED_DASH.match(text, end) is None:
        return -1
    cut = max(text.rfind(c, start, end) for c in _ROW_SEPARATORS)
    if cut < start or end - cut > _MAX_BARE_VALUE:
        return -1
    begin = cut + 1
    while begin < end and text[begin].isspace():
        begin += 1
    if begin == end or _BARE_VALUE.fullmatch(text, begin, end) is None:
        return -1
    return begin


def _open_parenthesis_before_dash(text: str, start: int, end: int) -> bool:
    """A spaced dash inside parentheses ("(1870 – 1920)") joins, it does not end a sentence."""
    return (text.count("(", start, end) > text.count(")", start, end)
            and _SPACED_DASH.match(text, end) is not None)
