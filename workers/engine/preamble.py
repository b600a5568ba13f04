"""The part of a retrieved text that describes the document, not its subject.

Search results and scraped pages open with metadata: a breadcrumb line naming the site
("walkingguide.example › trails › fennick"), the result's date followed by a separator
("Apr 16, 2018 — …", "14. des. 2021 — …", "vor 3 Tagen · …"), a dateline ("Updated Mar 1,
2025 · …", "Posted on 11 Nov 2024 by Jenna R. · …"). None of it is a claim: its dates are
when the page was written, its host is where it lives. ``preamble_end`` gives the offset
where the text proper starts (0 when there is no preamble). Every pattern is bounded and
anchored at one position, so the cost is constant per text.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from workers.engine.numbers import WORD_NUMBER_PATTERN
from workers.engine.sentences import sentences

_MONTH = (
    r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]{0,6}\.?"
)
_EUROPEAN_MONTH = (
    r"(?:jan|jän|feb|fév|fev|mar|mär|mrz|maa|mrt|apr|avr|abr|mai|may|maj|mag|mei|jun|jui|giu"
    r"|jul|lug|aug|aoû|aou|ago|sep|set|okt|oct|ott|out|nov|dez|dec|déc|dic|des|ene|gen"
    r"|sty|lut|kwi|cze|lip|sie|wrz|paź|lis|gru)[^\W\d_]{0,9}\.?"
)
"""A month name or abbreviation in German, French, Spanish, Italian, Dutch, the Scandinavian
languages, Portuguese or Polish (its first letters: "des.", "desember", "März", "déc.",
"diciembre", "grudnia"); English ones begin the same way."""
_DATE = (
    rf"(?:{_MONTH}\s{{1,3}}\d{{1,2}}(?:st|nd|rd|th)?,?\s{{1,3}}\d{{4}}"
    rf"|\d{{1,2}}(?:st|nd|rd|th)?\s{{1,3}}{_MONTH}\s{{1,3}}\d{{4}}"
    r"|\d{4}-\d\d-\d\d|\d{1,2}/\d{1,2}/\d{4})"
)
_EUROPEAN_DATE = (
    rf"(?:\d{{1,2}}\.?\s{{1,3}}(?:de\s{{1,3}})?{_EUROPEAN_MONTH}\s{{1,3}}(?:de\s{{1,3}})?\d{{4}}"
    r"|\d{1,2}\.\d{1,2}\.\d{4})"
)
"""A date written day first as the rest of Europe writes it: "14. des. 2021", "3. März
2023", "14 de diciembre de 2021", "14.12.2021"."""
_SEPARATOR = r"[^\S\n]{0,3}(?:—|–|-|\.\.\.|…|·|\||:)[^\S\n]{0,3}"
_BREADCRUMB = re.compile(
    r"[^\S\n]{0,8}(?:https?://)?[a-z0-9][a-z0-9-]{0,62}(?:\.[a-z0-9-]{1,63}){0,6}"
    r"\.[a-z]{2,12}(?:/[^\s›]{0,200})?(?:[^\S\n]{0,3}›[^\n›]{0,120}){0,8}[^\S\n]{0,8}\n",
    re.IGNORECASE,
)
"""A first line that is only a site and, after "›", the path to the page."""
_AGO = (
    r"(?:(?:\d{1,3}|an?|one)\s{1,3}(?:second|minute|hour|day|week|month|year)s?\s{1,3}ago"
    r"|vor\s{1,3}(?:\d{1,3}|einer?|einem)\s{1,3}(?:sekunde|minute|stunde|tag|woche|monat|jahr)"
    r"[a-z]{0,2}"
    r"|il\s{1,3}y\s{1,3}a\s{1,3}(?:\d{1,3}|une?)\s{1,3}"
    r"(?:seconde|minute|heure|jour|semaine|mois|an|année)s?"
    r"|(?:hace|há)\s{1,3}(?:\d{1,3}|una?|um)\s{1,3}"
    r"(?:segundo|minuto|hora|día|dia|semana|mes|mês|año|ano)(?:s|es)?"
    r"|(?:for\s{1,3})?(?:\d{1,3}|una?|een|en|ett|et)\s{1,3}[^\W\d_]{2,10}\s{1,3}"
    r"(?:fa|geleden|siden|sedan|temu))"
)
"""How long ago, in English or another European language: "3 days ago", "vor 3 Tagen",
"il y a 2 jours", "hace 3 días", "há 2 dias", "3 giorni fa", "3 dagen geleden", "for 3
dager siden", "3 dagar sedan", "3 dni temu" (the unit of the last five is any one word)."""
_RESULT_SEPARATOR = r"[^\S\n]{0,3}(?:—|–|\.\.\.|…|·)[^\S\n]{0,3}"
"""The marks a search engine sets after a result's date; never an infobox's "|" or ":"."""
_MONTH_YEAR = rf"{_MONTH}\s{{1,3}}\d{{4}}"
_SPAN_NUMBER = rf"(?:\d{{1,4}}|{WORD_NUMBER_PATTERN}|half[^\S\n]{{1,3}}an?|[a-z]+(?:-[a-z]+)?)"
"""A count of a span: a number, a word for one, or "half a" ("Half a century ago …")."""
_SPAN_UNIT = r"(?:years?|decades?|centur(?:y|ies))"
_SPAN_AFTER = (
    rf"(?={_SPAN_NUMBER}[^\S\n]{{1,3}}{_SPAN_UNIT}[^\S\n]{{1,3}}(?:after|since|ago|later|on)\b)"
)
"""A span of years counted from an event ("125 years after it was founded", "50 years
on", "Two hundred years after", "A century after"): a bare year before it is the result's
date, the moment the span is counted to."""
_ORDINAL = r"(?:\d{1,3}(?:st|nd|rd|th)|first|second|third|[a-z]+(?:-[a-z]+)?th)"
_HEADING = r"(?:(?:[^\s.;:!?]{1,40}[^\S\n]{1,3}){0,3}[^\s.;:!?]{1,40}:[^\S\n]{1,3})?"
"""A headline's kicker of up to four words before a colon ("Barts 900: ", "Anniversary: "),
read past to the clause it heads."""
_MARKED_SPAN = (
    rf"(?={_HEADING}(?:[^\s.;:!?]{{1,40}}[^\S\n]{{1,3}}){{1,10}}?"
    r"(?:(?<=,[^\S\n])(?:[^\s.;:!?,]{1,40}[^\S\n]{1,3}){0,5}[^\s.;:!?,]{1,40},[^\S\n]{1,3})?"
    r"(?:(?:mark(?:s|ed|ing)|celebrat(?:es|ed|ing)|reach(?:es|ed))[^\S\n]{1,3}"
    r"(?:its[^\S\n]{1,3})?"
    rf"(?:{_SPAN_NUMBER}[^\S\n]{{1,3}}{_SPAN_UNIT}\b"
    rf"|{_ORDINAL}[^\S\n]{{1,3}}(?:anniversary|birthday)\b|(?:bi|ter)?centenary\b)"
    r"|turns[^\S\n]{1,3}\d{1,4}(?=[^\S\n]*(?:[:;,.!—–]|$)|[^\S\n]+(?:this|today|on)\b)))"
)
"""A subject of up to ten words ("London's oldest hospital still on its site marks …"), after
a headline's kicker ("Barts 900: …", ``_HEADING``) and with at most one aside of up to six
words between commas ("the mill, opened in 1850, marks …"), that marks, celebrates or
reaches a span or an anniversary, in any tense ("Van Houten marks 200 years since …", "the
weavers marked 300 years since …", "the club celebrates its 50th anniversary"), or turns an
age ("Futura turns 90: …"): the year before it is the moment the span is counted to, the
result's date; a year the text goes on to tell an event of ("2008 — Yamaha buys …") is the
event's."""
_AGO_SPAN = (
    r"(?=[^\s,.;:!?][^,.;:!?\n]{0,60},[^\S\n]{1,3}(?:[^\s.;:!?,]{1,40}[^\S\n]{1,3}){0,6}?"
    rf"{_SPAN_NUMBER}[^\S\n]{{1,3}}{_SPAN_UNIT}[^\S\n]{{1,3}}ago[^\S\n]*,)"
)
"""A subject with an aside between commas that counts a span back with "ago" ("2013 — the
firm, founded 175 years ago, opens …"): the aside tells the subject's past from the moment
the main clause is told, the year before it, the result's date. "2014 — The ferry first
sailed 90 years ago" may tell its event's year instead, and a count "since" or "after" may
count from another date the sentence gives, so only ``_SPAN_AFTER`` and ``_MARKED_SPAN``
read those."""
_OWN_YEAR = (
    r"(?=[^\n.;:!?—–|·]{1,120}?(?<![a-z]ed)(?<![a-z]en)(?<!born)(?<!built)(?<!made)"
    r"[^\S\n]+(?:in|on)[^\S\n]+(?:\d{1,2}[^\S\n]+)?(?:[A-Z][a-z]{2,8}\.?[^\S\n]+)?"
    r"(?P<own>\d{4})\b)"
)
"""A first clause that dates its own event with another year after "in" or "on" ("2023 —
Solitaire entered the Hall of Fame in 2019"): a bare year before it is the result's date,
when that other year is earlier (``preamble_end``); a year it goes on to tell an event of
("2008 — Yamaha buys the firm") stays the event's. A year after a participle ("founded in
1887", "born in", "built in", "made in") may date a thing the clause names, not its event:
no cue."""
_COUNTED_BACK = re.compile(
    rf"{_MARKED_SPAN}|{_AGO_SPAN}"
    rf"|(?={_SPAN_NUMBER}[^\S\n]{{1,3}}{_SPAN_UNIT}[^\S\n]{{1,3}}ago\b)", re.IGNORECASE)
"""A span counted back from the date before it, marked or "ago" (in an aside or opening the
text: "1986 — Forty years ago …"): that date is an
anniversary's moment, whatever its year; "80 years after the war, the mill opened" may tell
the event of the year before it instead."""
_RESULT_DATE = re.compile(
    rf"[^\S\n]{{0,8}}(?:(?:{_DATE}|{_AGO}){_SEPARATOR}"
    rf"|(?:{_EUROPEAN_DATE}|{_MONTH_YEAR}){_RESULT_SEPARATOR}"
    rf"|\d{{4}}{_RESULT_SEPARATOR}(?:{_SPAN_AFTER}|{_MARKED_SPAN}|{_AGO_SPAN})"
    rf"|(?P<lead>\d{{4}}){_RESULT_SEPARATOR}{_OWN_YEAR})",
    re.IGNORECASE,
)
"""A search result's date before a separator: "Apr 16, 2018 — ", "3 days ago · ", "14. des.
2021 — ", "vor 3 Tagen · ". A date in another European language, or a month and year alone
("May 2007 — "), counts only before a search engine's own mark: "14.12.2021 | Sydpolen nådd"
may be an infobox's answer. A year alone counts only before a span of years counted to it
("2016 — 125 years after it was founded …", "2015 — the firm marks 200 years since …").
A date before ``FIRST_WEB_YEAR`` is the result's only before a span it marks or counts back
with "ago" (``_COUNTED_BACK``: "Oct 1990 — the town marks 300 years since …": the moment the
span is counted to, however old)."""
_DATELINE = re.compile(
    r"[^\S\n]{0,8}(?:last\s{1,3})?(?:updated|posted|published|modified|edited|reviewed)\b"
    r"[^\n·|—]{0,80}?[^\S\n]{0,3}[·|—][^\S\n]{0,3}",
    re.IGNORECASE,
)
"""A dateline up to its separator: "Updated Mar 1, 2025 · ", "Posted by u/name · "."""
MAX_BREADCRUMBS = 2
FIRST_WEB_YEAR = 1991
"""No page on the web was written before this year: an earlier leading date is content
("1 October 1868 — the light is lit for the first time"), not the result's date."""
_YEAR = re.compile(r"\d{4}")


def preamble_end(text: str) -> int:
    """Where the text proper starts: after up to ``MAX_BREADCRUMBS`` breadcrumb lines and
    then one result date (from ``FIRST_WEB_YEAR`` on, or before a span counted back from it) or
    dateline (a second date is content: "On this day: …")."""
    at = 0
    for _ in range(MAX_BREADCRUMBS):
        match = _BREADCRUMB.match(text, at)
        if match is None:
            break
        at = match.end()
    match = _RESULT_DATE.match(text, at)
    if match is not None and match.group("lead") is not None \
            and int(match.group("own")) >= int(match.group("lead")):
        match = None  # "2019 — it opens in 2024": the year tells the event's plan
    if match is not None and _year_of(match.group()) < FIRST_WEB_YEAR \
            and _COUNTED_BACK.match(text, match.end()) is None:
        match = None
    match = match or _DATELINE.match(text, at)
    return match.end() if match is not None else at


def _year_of(date: str) -> int:
    """The four-digit year in a matched ``_DATE`` (each of its forms has exactly one)."""
    found = _YEAR.search(date)
    return int(found.group()) if found is not None else FIRST_WEB_YEAR  # "3 days ago"


def sentences_after(text: str, proper: int) -> Iterator[tuple[int, str]]:
    """``sentences.sentences`` of ``text`` from offset ``proper`` on: a sentence the preamble
    opens ("Posted on 2 Feb 2024 · Journey time is 2 hrs") starts where the text proper does."""
    for offset, body in sentences(text):
        if offset >= proper:
            yield offset, body
        elif offset + len(body) > proper and body[proper - offset :].strip():
            yield proper, body[proper - offset :]
