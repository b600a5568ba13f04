"""Years and counts written as bare numbers ("built 1902", "Population: 1,234").

Read only inside a sentence that answers a question (``slots``), where a bare number is an
answer rather than noise; each is shown as written, so the sentence cited states it.
"""

from __future__ import annotations

import re

from workers.engine.abbreviated_years import ELIDED_CENTURY, elided_years, short_end
from workers.engine.anniversaries import counted_back
from workers.engine.early_years import early_years
from workers.engine.numbers import (
    SCIENTIFIC_PATTERN,
    WORD_NUMBER_PATTERN,
    parse_number,
    parse_scientific,
)
from workers.engine.predicates import canonical, matches
from workers.engine.questions import Slot
from workers.engine.range_ends import elided_end
from workers.engine.street_numbers import street_number
from workers.engine.terms import STOPWORDS, stem
from workers.engine.titled_items import titled_years
from workers.engine.values import Value
from workers.engine.verb_counts import verb_count

_SPELLED = WORD_NUMBER_PATTERN.replace("|a|an|single", "")
"""A spelled number that is not "a" or "an" alone."""
Hit = tuple[int, int, str]
"""(start, end, term) of a predicate word in a sentence."""

YEAR = re.compile(r"(?<![\w.,$€£-])(1[0-9]{3}|20[0-9]{2})(?![\w%]|,\d{3}|\.\d)")
COUNT = re.compile(
    ELIDED_CENTURY
    + r"(?<![\w.,$€£+±×/#%&=−\[-])(?<![\[±]\s)(?<!\d:)(?<!\b(?:km|mi|ft|cm|mm)\s)(?<!\bm\s)"
    rf"((?:{SCIENTIFIC_PATTERN})|\d{{1,3}}(?:,\d{{3}})+|\d+)(?![\w%]|[.,:]\d|\s?[–—-]\s?\d|\s?\])"
)
"""A bare count, not a range's end nor its start ("1,001-5,000 employees" is no count), nor
a year whose century an apostrophe elides ("back in '82", ``abbreviated_years``), nor a
reference mark ("census [8] of 2010"), nor a part of a time ("16:00", "UTC+5:30"), nor the
exponent of a unit whose superscript was lost ("92.6 km 2" is km²), nor a tolerance ("± 40",
``fields.tolerances``). A count in scientific notation ("4.3 × 10^19") is one number."""
SPELLED_ANSWER = re.compile(
    rf"[^\S\n]*(?:A|Answer)[^\S\n]*:[^\S\n]*(?P<n>{_SPELLED})(?![\w-])(?![^\S\n]*[-–—/]\d)"
    rf"(?![^\S\n]*(?:,|\bor\b|\bto\b)[^\S\n]*(?:even[^\S\n]+)?(?:\d|{_SPELLED}))",
    re.IGNORECASE,
)
"""A count spelled out at the opening of a Q/A page's answer ("A: Thirty-eight.", "Answer:
eight.", "A: Three hundred and twelve since …"): the answer is the number, as "A: 38" is;
not the first of a list of alternatives ("A: Two, four or even six")."""
_JOINED = re.compile(r"[^\S\n]{0,2}:?[^\S\n]{1,2}")
_LABEL_GAP = re.compile(
    r"[^\S\n]{0,2}:?[^\S\n]{1,2}(?:(?:c\.|ca\.|circa|about|around)[^\S\n]{1,2})?", re.IGNORECASE
)
_RANGE_END = re.compile(r"\d{4}\s?[–—-]\s?$")
_AFTER_COUNT = re.compile(r"[^\S\n]*([A-Za-z]+|\S)?")
_JOINED_WORD = re.compile(r"[A-Za-z]+")
_HEAD_WORDS = re.compile(r"(?:[^\S\n]+[A-Za-z][\w'’-]*){1,3}")
"""The words a hyphened count's compound modifies ("12-bed| Scafell dorm")."""

_INCHES = re.compile(r"[^\S\n]*+in\b[^\S\n]*+(?:[,;·|)/]|$)")
"""A number that "in" and a mark follow is a length in inches ("roll-up board, 20 in,
green"), no count."""
_CODE_BEFORE = re.compile(r"(?<![.!?:]\s)(?<=\s)[A-Z]{2,}[^\S\n]$")
"""A number after an acronym inside a sentence is a code, not a count ("HTTP 429")."""
_AGE_BEFORE = re.compile(r"\b(?:at|aged?|age of|turn(?:s|ed|ing)?)[^\S\n]$", re.IGNORECASE)
"""A bare number after "at", "aged" or "turns" is an age, an anniversary or a time ("his
debut at 19", "the Rubik's Cube turns 50"), no count."""
_PAGE_COUNT = re.compile(r"[^\S\n]+(?:answers?|repl(?:y|ies)|comments?|upvotes?)\b",
                         re.IGNORECASE)
"""A number a page's own furniture follows ("5 answers", "12 comments") counts its readers'
posts, never what the page states (as ``fields.quantity`` reads no such count)."""
_FOOTER = re.compile(r"[^\S\n]+(?:answers?|repl(?:y|ies)|comments?|upvotes?)[^\S\n]*[.·|]?\s*$",
                     re.IGNORECASE)
_AFTER_STOP = re.compile(r"[.!?)][^\S\n]+$")
"""A page count that closes the text after a full stop ("… five no. 6 answers") is the page's
footer even when the question counts answers."""
_OF_BEFORE = re.compile(r"(?<=[a-z])[^\S\n]+of[^\S\n]+$")
"""" of " right after a word: a bare number after it may say what that word's things are."""
_LAST_WORD = re.compile(r"([a-z]+)$")


def _of_counted(snippet: str, s: int, taken: list[tuple[int, int]], counted: str) -> bool:
    """Does a bare number at ``s`` follow "of" right after a value already read that counts
    the asked noun ("best of 5 legs of 501")? It then says what those things are, or names
    their kind, and is no second count of them."""
    if not counted or (found := _OF_BEFORE.search(snippet, max(0, s - 12), s)) is None:
        return False
    at = found.start()
    word = _LAST_WORD.search(snippet, max(0, at - 30), at)
    return word is not None and stem(word.group(1)) == counted \
        and any(a < at <= b for a, b in taken)


MAX_LABEL = 3
"""At most this many words before a label's predicate word ("Total population: 1,234")."""


def bare(  # noqa: PLR0917 - the sentence, what is read and what is asked
    snippet: str, offset: int, taken: list[tuple[int, int]], pattern: re.Pattern[str],
    slot: Slot, hits: list[Hit],
) -> list[Value]:
    """Years or counts written as bare numbers, outside every value already read; each shows
    as written ("4,411"), so the sentence that is cited states it literally. A bare count
    must count what is asked: it follows a predicate word and a colon at once, in a label
    that opens its sentence ("Population: 1,234"; "chromosome 2" is a name, "divided into 32
    counties: 26 in …" a part; a class word needs no colon: "population 1,234", nor does a
    present verb or a plural: "sleeps 6", "arrows 8", ``verb_counts``),
    or it is not followed by an operator ("4 × 45 g"), a unit that is no word of the
    question ("880 kJ", but "210 kcal" for calories) or "of" ("12 of the 63 islands" is a
    part, unless the question asks for one: ``Slot.partitive``), nor one after "of" right after
a count of the asked noun ("best of 5 legs of 501": ``_of_counted``). Counts of other nouns are
    quantities already (``fields.quantity``)."""
    out = []
    parts_from = _listed_parts(snippet, hits) if pattern is COUNT else len(snippet)
    for match in pattern.finditer(snippet):
        s, e = match.span(1)
        if any(a < e and s < b for a, b in taken) or s >= parts_from:
            continue
        raw = match.group(1)
        number = parse_scientific(raw) if not raw.replace(",", "").isdigit() \
            else float(raw.replace(",", ""))
        if number is None:
            continue
        if pattern is YEAR:
            if street_number(snippet, s, e):
                continue  # "opened at 1155 Broadway": an address, no year
            if _RANGE_END.search(snippet, max(0, s - 8), s) and not slot.ending \
                    and not any(a == b == s for a, b, _ in hits):
                continue  # "built 1861–1862": a range answers with its start (its end
                # only a question about an end, ``range_ends``, or a life span's death
                # year, which ``predicate_words`` marks: "Houdini (1874–1926)")
            out.append(Value("date", raw, raw, offset + s, "day", exact=raw))
            if slot.ending and (elided := elided_end(snippet, e, raw)) is not None:
                at, written, year = elided  # "1882 until '71" ends in 1971
                out.append(Value("date", year, written, offset + at, "day", exact=year))
        elif not (1000 <= number <= 2099 and "," not in raw):
            joined = [(term, ":" in snippet[end:s] and len(snippet[:start].split()) <= MAX_LABEL)
                      for start, end, term in hits
                      if start < end <= s and _JOINED.fullmatch(snippet, end, s)]
            labelled = any(colon or term.startswith("#") for term, colon in joined) \
                or any(verb_count(snippet, start, end) for start, end, _ in hits
                       if start < end <= s and _JOINED.fullmatch(snippet, end, s))
            if _FOOTER.match(snippet, e) and _AFTER_STOP.search(snippet, max(0, s - 3), s):
                continue  # the page's footer: "A: Twenty … no. 6 answers"
            if labelled or (not joined and _counts_here(snippet, e, slot)
                            and not _CODE_BEFORE.search(snippet, 0, s)
                            and not _AGE_BEFORE.search(snippet, max(0, s - 8), s)
                            and not _of_counted(snippet, s, taken, slot.counted)):
                out.append(Value("quantity", raw, raw, offset + s, "count", number))
    if pattern is COUNT and (spelled := SPELLED_ANSWER.match(snippet)) is not None:
        s, e = spelled.span("n")
        number = parse_number(spelled.group("n"))
        if number is not None and not any(a < e and s < b for a, b in taken):
            out.append(Value("quantity", spelled.group("n"), spelled.group("n"), offset + s,
                             "count", number))
    return out


def mentioned(snippet: str, offset: int, taken: list[tuple[int, int]], kind: str) -> list[Value]:
    """Every bare year (``kind`` "when") or bare count ("count") the sentence writes outside
    ``taken`` (its values read already, dates that date the document), whatever it stands
    for: not answers, only what the page also states (``charitable``)."""
    pattern = YEAR if kind == "when" else COUNT
    out = []
    for match in pattern.finditer(snippet):
        s, e = match.span(1)
        if any(a < offset + e and offset + s < b for a, b in taken) \
                or (kind == "count" and _PAGE_COUNT.match(snippet, e)):
            continue
        raw = match.group(1)
        if kind == "when":
            if street_number(snippet, s, e):
                continue
            out.append(Value("date", raw, raw, offset + s, "day", exact=raw))
            if (span := short_end(snippet, e, raw)) is not None:  # "1796–97" states 1797
                out.append(Value("date", span[1], snippet[s : span[0]], offset + s, "day",
                                 exact=span[1]))
        elif (digits := raw.replace(",", "")).isdigit():
            out.append(Value("quantity", raw, raw, offset + s, "count", float(digits)))
    return out


def dates_or_years(  # noqa: PLR0917 - the sentence, what is read and what is asked
    snippet: str, offset: int, taken: list[tuple[int, int]], slot: Slot, hits: list[Hit],
    dated: list[Value],
) -> list[Value]:
    """The candidate answers of a *when* question in one sentence: its full dates, else its
    bare years. A bare year written right after a word of a predicate class (an event:
    built, founded, born, released …), as an infobox row writes its value ("Built 1935",
    "Founded: c. 1850"; the question's own words are no label: "Spring 2027 term"), stands
    beside the full dates too ("… Added to NRHP June 4, 1980"), unless one of them is in
    its year (the fuller date says it: "(born 1936) … (born 9 February 1936)"); so does a
    year in parentheses right after the question's title (``titled_items.titled_years``).
    A year before 1000 counts among the bare years where an era mark or "in" makes it one
    (``early_years``). A year whose century an apostrophe elides ("in '29") is a candidate
    too, so that when it answers its sentence states no other year (``elided_years``)."""
    years = bare(snippet, offset, taken, YEAR, slot, hits)
    if (elided := elided_years(snippet, offset, taken)):  # "in '29": a candidate, unread
        range_ends = {offset + found[0] for y in years  # "1841 until '31" is a range's end
                      if (found := elided_end(snippet, y.end - offset, y.display)) is not None}
        years = sorted([*years, *(v for v in elided if v.start not in range_ends)],
                       key=lambda v: v.start)
    if (early := early_years(snippet, offset, taken)):  # "completed in 368", "AD 216"
        years = sorted([*years, *early], key=lambda v: v.start)
    if any(counted_back(d) for d in dated):  # "180 years ago today …, issued in 1840"
        years = sorted([*years, *(d for d in dated if counted_back(d))], key=lambda v: v.start)
        dated = [d for d in dated if not counted_back(d)]
    if not dated:
        return years
    ends = [end for start, end, term in hits if start < end and term.startswith("#")]
    titled = {at for at, _, _ in titled_years(snippet, slot.names, slot.predicate)}
    return [*dated, *(
        y for y in years
        if not any(d.display[:4] == y.display for d in dated)
        and (y.start - offset in titled or any(
            end <= y.start - offset and _LABEL_GAP.fullmatch(snippet, end, y.start - offset)
            for end in ends))
    )]


def _listed_parts(snippet: str, hits: list[Hit]) -> int:
    """Where a list of parts starts: after a predicate word and a colon inside a sentence
    ("divided into 32 counties: 26 in the Republic and 6 in Northern Ireland"), the counts
    that follow are parts of the whole, not answers (``len(snippet)`` when there is none;
    a label opening its sentence, "Population: 1,234", is no such list)."""
    for start, end, _ in hits:
        if start < end and snippet.startswith(":", end) \
                and len(snippet[:start].split()) > MAX_LABEL:
            return end
    return len(snippet)


def _counts_here(snippet: str, end: int, slot: Slot) -> bool:
    after = _AFTER_COUNT.match(snippet, end)
    following = (after.group(1) if after else None) or ""
    if after is not None and following == "-" and snippet[after.end() : after.end() + 1].isalpha():
        joined = _JOINED_WORD.match(snippet, after.end())
        # "a 20-sided die": a modifier joined to its word, no count; but "the 12-bed Scafell
        # dorm" counts the very noun a "how many beds … in the Scafell dorm" question counts,
        # in the thing the question names next ("a 5-speed hub", "a 64-card pack" may be
        # another hub or pack)
        if joined is None or not slot.counted or stem(joined.group(0).lower()) != slot.counted:
            return False
        head = _HEAD_WORDS.match(snippet, joined.end())
        return head is not None and any(
            stem(w.lower()) in slot.names for w in head.group(0).split())
    if not following[:1].isalpha():
        return following not in ("×", "+", "/", "*", "°", "=", "^", "&", "%")
    word = following.lower()
    if (word == "of" and not slot.partitive) or (word == "in" and _INCHES.match(snippet, end)):
        return False  # "12 of the 63 islands" is a part, unless a part is what is asked
    return len(word) > 2 or word in STOPWORDS or matches(canonical(stem(word)), slot.words)
