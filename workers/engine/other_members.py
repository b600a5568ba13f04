"""A sentence that names another member of the kind the query names in lower-case words.

Enterprise questions name their plan, intake or condition in plain words: "… the deposit
for September 2027 entry?", "… the early termination charge on a 24-month SIM-only
contract?". A sentence that names another member of that kind before its first value
states that member's value, not the asked one:

- another intake: "For January 2027 entry the deadline is 30 November 2026" writes the
  head noun of the query's closing "for/on …" phrase ("entry") after a period or number of
  its own ("January"), while it never writes the query's ("September"): periods and numbers
  exclude one another, where lower-case adjectives may be synonyms ("public" and
  "internet-facing" endpoints) or include one another ("company" and "engineering" laptops);
- another condition: "Handset agreements (36 months): the charge is £120" writes a measure
  of the kind the question states as its condition (``qualifiers``: the 24 months), with
  another size and never the question's, where the question asks another kind of value.

- another member of a named family: "How long is the Tarn path of the Via Nova …?" names a
  member ("the Tarn path") of a family ("the Via Nova"); a sentence whose opening writes the
  family's name and, within three words, "include" or "comprise" ("The Via Nova routes also
  include the coastal path from Sète, 310 km") lists its members, and when it writes none of
  the member's own capitalised words, the member it states is another (``_included_member``).

Modifiers compare by their stems, one abbreviating the other ("Sept" for "September") the
same, and a number joined to its unit ("50-litre") as that number: "50 l keg" writes the
question's "50-litre keg", never another member. Reads the sentence and the query only;
never a list of known strings.
"""

from __future__ import annotations

import re

from workers.engine.asked import asked_fields
from workers.engine.qualifiers import question_values
from workers.engine.query import QueryView
from workers.engine.query_memo import per_query
from workers.engine.sentence_readings import SentenceReading
from workers.engine.terms import STOPWORDS, stem

_CLOSING = re.compile(r"\b(?:for|on)\s+(?:an?\s+|the\s+)?((?:[\w-]+\s+){0,3}?[a-z][\w-]*)\s*\?",
                      re.IGNORECASE)
"""The noun phrase a question closes on after "for" or "on" ("for September 2027 entry?")."""
_WORD = re.compile(r"[A-Za-z0-9][\w-]*")
_NUMBER = re.compile(r"\d+(?:\.\d+)?(?![\d.])")
_PERIODS = tuple(stem(w) for w in """january february march april may june july august september
    october november december spring summer autumn fall winter""".split())
"""The names of the periods an intake, edition or season is named by."""


def other_member(text: str, sentence: SentenceReading, query: QueryView) -> str:
    """"member:<terms>" for a sentence that names, before its first value, another member
    of the kind the query names (module docstring); "" otherwise."""
    start = text.find(sentence.snippet, sentence.offset)
    firsts = [v.start - start for v in sentence.values if v.start >= start]
    opening = sentence.snippet[:min(firsts, default=len(sentence.snippet))]
    if (included := _included_member(opening, sentence.snippet, query.text)):
        return included
    if not _may_name_members(query.text):
        return ""
    return _other_modified(opening, sentence.snippet, query.text) or _other_condition(
        sentence, query.text)


@per_query
def _may_name_members(query: str) -> bool:
    """Can either reading apply to ``query`` at all: a closing phrase with a period or number
    among its modifiers, or a stated condition beside an asked field that is no quantity?"""
    phrase = _closing_phrase(query)
    if len(phrase) >= 2 and any(_periodic(a) for a in phrase[:-1]):
        return True
    asked = asked_fields(query)
    return bool(question_values(query)) and asked is not None and "quantity" not in asked


def _other_modified(opening: str, snippet: str, query: str) -> str:
    """The other period or number an ``opening`` writes among the modifiers of the head
    noun of the query's closing phrase, where the sentence writes none of the query's own
    period or number there; "" else."""
    phrase = _closing_phrase(query)
    if len(phrase) < 2:
        return ""
    head, asked = phrase[-1], phrase[:-1]
    if not any(_periodic(a) for a in asked):
        return ""
    words = [_term(w) for w in _WORD.findall(opening)]
    written = {_term(w) for w in _WORD.findall(snippet)} - {""}
    for i, word in enumerate(words):
        if word != head:
            continue
        mine = []
        for before in reversed(words[:i]):
            if not before:
                break
            mine.append(before)
        missing = [a for a in asked if _periodic(a) and not _alike(a, tuple(mine))]
        if missing and any(_periodic(m) and not _alike(m, asked) for m in mine) \
                and not any(_alike(a, written) for a in missing):
            return "member:" + "-".join(sorted(mine))
    return ""


def _periodic(term: str) -> bool:
    """Is a modifier a number or a period's name ("2027", "septemb", "autumn")?"""
    return term[:1].isdigit() or _alike(term, _PERIODS)


def _other_condition(sentence: SentenceReading, query: str) -> str:
    """The size of a condition a sentence states before its first value of the asked kind
    (another size than the question's, which it never writes) for a question that states
    the condition and asks another kind of value; "" else."""
    stated = question_values(query)
    asked = asked_fields(query)
    if not stated or asked is None or "quantity" in asked:
        return ""
    kinds = {(field, dimension) for field, dimension, _ in stated}
    sizes = {magnitude for _, _, magnitude in stated}
    found = [v for v in sentence.sentence_values if (v.field, v.dimension) in kinds
             and v.magnitude is not None]
    if not found or any(_same(v.magnitude, sizes) for v in found if v.magnitude is not None):
        return ""
    first = min((v.start for v in sentence.sentence_values if v.field in asked), default=-1)
    lead = [v for v in found if v.start < first]
    return f"member:{lead[0].dimension}:{lead[0].magnitude:g}" if lead else ""


def _same(size: float, sizes: set[float]) -> bool:
    return any(abs(size - s) <= 1e-6 * max(abs(s), 1.0) for s in sizes)


@per_query
def _closing_phrase(query: str) -> tuple[str, ...]:
    """The terms of the phrase a question closes on after "for"/"on", head last; () when it
    closes on no such phrase or the phrase holds a stop word (a clause, not a name)."""
    found = _CLOSING.search(query)
    if found is None:
        return ()
    words = _WORD.findall(found.group(1))
    if any(w.lower() in STOPWORDS for w in words):
        return ()
    return tuple(_term(w) for w in words)


def _term(word: str) -> str:
    """A word's stem, lower case; "" for a stop word."""
    lowered = word.lower()
    return "" if lowered in STOPWORDS else stem(lowered)


def _alike(word: str, others: set[str] | tuple[str, ...]) -> bool:
    """Is ``word`` one of ``others``, or an abbreviation of one ("sept" of "septemb")? A
    number joined to its unit ("50-litr") is that number ("50"): the unit is no period."""
    if (number := _NUMBER.match(word)) is not None:
        return any((n := _NUMBER.match(o)) is not None and n.group() == number.group()
                   for o in others)
    return any(word == o or (len(word) >= 3 and len(o) >= 3
                             and (o.startswith(word) or word.startswith(o))) for o in others)


_CAP_WORD = r"[A-Z][\w'’-]*"
_MEMBER_OF = re.compile(
    rf"(?<=\s)(?P<member>(?:{_CAP_WORD}[^\S\n]+){{1,3}})[a-z][\w-]*[^\S\n]+of[^\S\n]+"
    rf"(?:the[^\S\n]+)?(?P<family>{_CAP_WORD}(?:[^\S\n]+{_CAP_WORD}){{0,3}})")
"""A question's member of a named family: "the Tarn path of the Via Nova"."""
_INCLUDE = re.compile(r"(?:[^\S\n]+[a-z][\w-]*){0,2}?[^\S\n]+(?:include|comprise)[sd]?\b")
_NAME_WORD = re.compile(r"[^\W\d_][\w-]*")


def _name_stems(name: str) -> list[str]:
    """The stems of a name's words, without a possessive ending."""
    return [stem(w.lower()) for w in _NAME_WORD.findall(re.sub(r"['’]s\b", "", name))]


@per_query
def _family(query: str) -> tuple[frozenset[str], tuple[str, ...]]:
    """The stems of the member's own capitalised words and of the family's name, in order,
    of a question naming a member of a named family; empty when it names none."""
    found = _MEMBER_OF.search(query)
    if found is None:
        return frozenset(), ()
    return frozenset(_name_stems(found.group("member"))), tuple(_name_stems(found.group("family")))


def _included_member(opening: str, snippet: str, query: str) -> str:
    """"member:included" when ``opening`` (a sentence's words before its first value) writes
    the question's family name and "include" or "comprise" right after it, and ``snippet``
    writes none of the member's own words (module docstring); "" otherwise."""
    member, family = _family(query)
    if not member or not family:
        return ""
    if not member.isdisjoint(_name_stems(snippet)):
        return ""
    for run in re.finditer(rf"{_CAP_WORD}(?:[^\S\n]+{_CAP_WORD}){{0,4}}", opening):
        if tuple(_name_stems(run.group(0)))[-len(family):] == family \
                and _INCLUDE.match(opening, run.end()) is not None:
            return "member:included"
    return ""
