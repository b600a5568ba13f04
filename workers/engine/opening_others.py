"""A sentence that names, before its first value, a thing of the query's kind with other
modifiers: "HGV cards are £400/day" for "the daily spend limit on a van driver's fuel card",
"Transfers out to an overseas scheme take up to 20 working days" for a transfer "to another
UK pension scheme". What a sentence states a value about comes before the value.

A noun phrase is a run of content words joined by spaces or hyphens; its last word is its
head, the others its modifiers; a stop word hyphened on a word goes on with the phrase
("Kilt-only deposits" is the phrase "kilt deposits"). When a phrase of the sentence, before
its first value, has
the head of a phrase of the query, modifiers of its own none of which the query writes, and
the chunk writes none of the query's modifiers of that head, the sentence speaks of another
thing of that kind (another plan, product or scope the document names itself): its values
answer nothing asked. A query phrase without modifiers ("the warranty") is rivalled by
nothing. Reads the words as written and the query's; never a list of known strings.
"""

from __future__ import annotations

import re

from workers.engine.other_prices import opens_on_add_on
from workers.engine.query import QueryView
from workers.engine.query_memo import per_query
from workers.engine.sentence_readings import SentenceReading
from workers.engine.terms import STOPWORDS, stem
from workers.engine.text_memo import per_text

_TOKEN = re.compile(r"[A-Za-z0-9]+(?:['’]s\b)?")
_JOIN = re.compile(r"[ \t]*-?[ \t]*")
"""What may stand between two words of one phrase: spaces or a hyphen."""
_BREAKS = STOPWORDS | frozenset("another long much many far often big".split())
"""Words that end a phrase: stop words and the question's own words ("how long")."""

Phrase = tuple[str, ...]


@per_text
def _phrases_of(text: str) -> tuple[Phrase, ...]:
    """The text's runs of two or more content words that a determiner or preposition opens
    (or the text's start: "HGV cards are"), as (written, lower case) words in order; a
    number or a word of another kind ends a run (memoised: a popular chunk's openings
    recur)."""
    found: list[Phrase] = []
    run: list[str] = []
    end, opened = -1, True
    for match in _TOKEN.finditer(text):
        word = re.sub(r"['’]s$", "", match.group(0)).lower()
        joined = end >= 0 and _JOIN.fullmatch(text, end, match.start()) is not None
        hyphened = joined and bool(run) and "-" in text[end:match.start()] \
            and not word.isdigit()  # "kilt-only deposits": the run goes on
        if not hyphened and (not joined or word in _BREAKS or word.isdigit()):
            if len(run) > 1 and opened:
                found.append(tuple(run))
            opened, run = not joined or word in _OPENERS or (
                opened and not run and word in _DESCRIBERS), []
        if word not in _BREAKS and not word.isdigit():
            run.append(word)
        end = match.end()
    if len(run) > 1 and opened:
        found.append(tuple(run))
    return tuple(found)


_OPENERS = frozenset("a an the another any each every on of to for in at with by from".split())
"""Words that open a noun phrase."""
_DESCRIBERS = frozenset("standard new current".split())
"""Stop words that may describe a phrase's thing right after its opener ("a standard beach
hut", "the new member"): the phrase stays opened past them, they are none of its words."""


@per_query
def _asked(query: str) -> tuple[dict[str, frozenset[str]], frozenset[str]]:
    """The query's heads, each with its modifiers, and every stem the query writes."""
    heads: dict[str, set[str]] = {}
    for phrase in _phrases_of(query):
        if phrase[-1] not in _lower_words(query):
            continue  # a capitalised head is a name ("the painting Harbour at Quenby")
        heads.setdefault(stem(phrase[-1]), set()).update(stem(w) for w in phrase[:-1])
    words = frozenset(stem(w.lower()) for w in re.findall(r"[A-Za-z0-9]{2,}", query))
    return {h: frozenset(m) for h, m in heads.items()}, words


@per_text
def _lower_words(text: str) -> frozenset[str]:
    """The words a text writes in lower case (common nouns, not names)."""
    return frozenset(re.findall(r"(?<![A-Za-z0-9])[a-z0-9]+", text))


@per_text
def _stems(text: str) -> frozenset[str]:
    """Every stem a chunk writes."""
    return frozenset(stem(w.lower()) for w in re.findall(r"[A-Za-z0-9]+", text))


def _describes(word: str, asked: frozenset[str]) -> bool:
    """Is a modifier a description or another spelling of a query word, no other kind: a
    participle ("receiving scheme", "failed appointment"), a degree ("largest single
    dish", "maximum award": a bound is read by ``distractors.opposite_bound``) or an
    abbreviation ("max" of "maximum", "prod" of "production")?"""
    return word.endswith(("ing", "ed")) or bool(_DEGREE.search(word)) or any(
        t.startswith(word) or word.startswith(t) for t in asked)


_DEGREE = re.compile(r"(?:\w{3,}est|^max(?:imum)?|^min(?:imum)?)$")
"""A superlative or a bound ("largest", "maximum"): a degree of the thing, not a kind."""


def _row_thing(text: str, start: int) -> str:
    """The first cell of the piped line a cell at ``start`` is read from, with its "|"
    ("Large hut (seats 10) | " before "weekly hire £140"): a line read cell by cell
    (``segments``) opens on the row's thing, which the cell's values are about, as a
    table's row does; "" for a sentence that opens its line or stands on no piped line."""
    line_start = text.rfind("\n", 0, start) + 1
    bar = text.find("|", line_start, start)
    return "" if bar < 0 else text[line_start:bar + 1] + " "


def other_opening(text: str, sentence: SentenceReading, query: QueryView) -> str:
    """"rival:<modifier>-<head>" for a sentence whose words before its first value name a
    head of the query in lower case (not "-ing" or "-ed": "the official opening was") with
    modifiers of its own, none the query writes, in a chunk that writes none of the
    query's modifiers of that head; "" otherwise: for a sentence whose value comes first
    or that has none; for one opening on an add-on ("Each additional editor": read by
    ``other_prices``; "additional" may spell the question's "extra"); for a question
    asking a name (a name answer is itself a name: "the Army engineer who completed …"
    answers "Who was the chief engineer …?"); for a sentence whose first value is a date
    (a deadline set for a wider class binds its members: "on company laptops" for
    "engineering laptops", and which class is wider the words alone do not say)."""
    if (query.slot is not None and query.slot.kind == "name") \
            or opens_on_add_on(sentence.snippet):  # "additional" for "extra": ``other_prices``
        return ""
    heads, words = _asked(query.text)
    if not heads:
        return ""
    start = text.find(sentence.snippet, sentence.offset)
    value = min(sentence.sentence_values, key=lambda v: v.start, default=None)
    if value is None or value.start <= start or value.field == "date":
        return ""
    first = value.start
    opening = _row_thing(text, start) + text[start:first]
    for run in _phrases_of(opening):
        for i, head in enumerate(run[1:], 1):  # a verb may follow the head: "… provider cost"
            theirs = heads.get(stem(head)) if head in _lower_words(opening) \
                and not head.endswith(("ing", "ed")) else None  # "the official opening was"
            mine = run[:i]
            if theirs and theirs.isdisjoint(_stems(text)) and words.isdisjoint(map(stem, mine)) \
                    and not any(_describes(w, words) for w in mine) \
                    and not any(_DEGREE.search(w) for w in theirs):
                return f"rival:{mine[-1]}-{head}"
    return ""
