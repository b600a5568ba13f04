"""Answer slots, the question's side: what kind of value a question asks for.

A question that names no attribute of the table (``terms.ATTRIBUTES``) still says what it
wants: *when* → a date or year (or a period, "within 5 days of …"); *how many* or
*population* → a count; *how long … take* → a duration; *how long*, *length*, *how deep*
→ a duration or measure; *how much*, *price* → money or an amount; *who*, *where*, *what
sport* → a name, which no typed field holds. ``slots`` finds the value that answers it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from workers.engine.anchors import anchor_start
from workers.engine.asked_codes import asks_code
from workers.engine.asked_operator import asks_operator
from workers.engine.compound_terms import compounds
from workers.engine.debuts import debut_class
from workers.engine.fields import areas
from workers.engine.kinds import asks_class
from workers.engine.name_ties import asks_office
from workers.engine.owners import question_names
from workers.engine.predicates import canonical, canonical_word
from workers.engine.query_memo import per_query
from workers.engine.range_ends import asks_end
from workers.engine.terms import STOPWORDS, stem
from workers.engine.values import Value

_NAME_NOUNS = frozenset(
    "sport party genre medium profession occupation job language nationality religion position "
    "artist director author writer producer composer founder team club league country city "
    "state capital location type kind category function purpose species instrument name "
    "title band singer performer architect designer creator owner manufacturer publisher "
    "label network channel station school university college institution format style "
    "government war operator line region rank gender product industry activity".split()
)
_TYPE_WORDS = frozenset("type kind sort form".split())
"""Words that ask for a member of the class named after them ("which type of medium")."""
_AGENT_NOUNS = frozenset(
    "artist director author writer producer composer founder architect designer creator "
    "owner manufacturer publisher operator band singer performer team club company label "
    "inventor builder developer leader".split()
)
"""Nouns for whoever does something: "which operator", "what band" (not "which city", nor
"what gender")."""
_WHEN_NOUNS = frozenset("year date birthday anniversary".split())
_TYPED_NOUNS = frozenset(
    "year years date day days month months week weeks hour hours version versions part "
    "model number price plan tier size".split()
)
"""Nouns after "which" that ask for a typed value ("Which version …", "Which day …")."""
_LEADING_PREPOSITIONS = frozenset("in on at from to into onto for by with near".split())
"""Prepositions a which-question may open with ("On which island …"): it still asks which."""
_FRONTED_WHICH = re.compile(
    rf"(?:{'|'.join(sorted(_LEADING_PREPOSITIONS))})\b[^,?;:]*,\s*which\s+([a-z]+)\b")
"""A which-question after a fronted setting, a prepositional phrase closed by a comma ("On
the clock of the tower, which hand …"): it asks which as a question opening with "which"
does, and the word after "which" is the noun it asks for. Read on the lower-cased text."""
_COUNT_NOUNS = frozenset("population inhabitants residents".split())
_MEASURE_NOUNS = frozenset(
    "length height area elevation altitude depth width distance size age weight speed "
    "temperature diameter volume range point wingspan span circumference radius thickness "
    "aperture power output wattage horsepower torque".split()
)
_HOW_MEASURE = re.compile(
    r"\bhow (?:tall|high|deep|far|wide|old|big|large|fast|heavy|powerful)\b")
_HOW_LONG_TAKES = re.compile(
    r"\b(?:how long|(?:the|at) (?:longest|shortest))\b.{0,80}"
    r"\b(?:take|takes|took|last|lasts|lasted)\b")
"""How long something takes or lasts, also as its bound: "What is the longest a storm can
last?" asks how long, at most."""
_MONEY_NOUNS = frozenset("price cost fee budget revenue salary income wage".split())
_DURATION_NOUNS = frozenset("time period duration lifespan runtime".split())
"""Nouns that ask how long, after "what is the …" ("the minimum ageing time", "the
gestation period"); "What time …" asks a time of day and is read before."""
_PERCENT_NOUNS = frozenset("percentage percent proportion share".split())
_TIME_UNITS = frozenset(
    "second seconds minute minutes hour hours day days week weeks month months year years"
    .split()
)
FAMILIES: dict[str, frozenset[str]] = {
    "when": frozenset({"date", "duration", "basis"}),
    "count": frozenset({"count"}),
    "count-time": frozenset({"duration"}),
    "duration": frozenset({"duration"}),
    "measure": frozenset({"duration", "measure", "size"}),
    "amount": frozenset({"money", "duration", "size", "percent", "count", "measure"}),
    "money": frozenset({"money"}),
    "percent": frozenset({"percent"}),
    "name": frozenset(),
    "time": frozenset(),
}
"""The kinds of value each slot accepts; a name slot, and a time-of-day slot ("What time
does … open?": a clock time, which no typed field holds), accept none of the typed fields."""


_OFFSET_WORDS = frozenset("ago after before later earlier".split())
_QUESTION_WORDS = frozenset(
    "much many long often far tall high soon quickly first last ever originally initially "
    "currently still officially".split()
)
"""Words that ask how, or modify the predicate ("first lit"): never a predicate word."""


_ABBREVIATIONS = {"h": "hour", "hr": "hour", "hrs": "hour", "min": "minute", "mins": "minute",
                  "sec": "second", "secs": "second", "s": "second", "wk": "week", "wks": "week",
                  "yr": "year", "yrs": "year", "fps": "frame", "bpm": "beat", "rpm": "revolution"}
"""Short unit words and the noun they stand for ("24 fps" counts frames)."""
_FUNCTION = frozenset(
    "of per a an the do does did is are was were has have had in on at for to can could will "
    "would should must may might there by from with that which who and or".split())
"""Words that end the noun phrase after "how many" ("pairs of ribs" counts pairs)."""
def term_of(word: str) -> str:
    """The term a word of a count or a unit stands for ("arches" → arch, "hrs" → hour)."""
    lowered = word.lower().strip("'’-")
    return canonical(stem(_ABBREVIATIONS.get(lowered, lowered)))


def counted_phrase(after: list[str]) -> frozenset[str]:
    """The terms of the noun phrase a "how many" question counts: its first three words
    before a function word ("unused vacation days", "pairs" of "pairs of ribs", "frames" of
    "frames per second"). A time unit after "per" is a rate's, not the phrase's."""
    nouns: list[str] = []
    for word in after[:3]:
        if word in _FUNCTION:
            break
        nouns.append(term_of(word))
    return frozenset(n for n in nouns if len(n) > 1)


@dataclass(slots=True)
class Slot:
    """What a question asks for: ``kind`` (a key of ``FAMILIES``, "" when unknown), the
    canonical stems of its predicate words (the non-name content words), of all its content
    words, names included (``words``), the noun a "how many" question counts, and whether
    it asks about the past ("How many keys did early pianos have?", "… in 1900?")."""

    kind: str
    predicate: frozenset[str]
    words: frozenset[str]
    counted: str = ""
    past: bool = False
    measures: frozenset[str] = frozenset()
    """The dimensions a measure question accepts ("How deep …" → length; "duration" too
    when it asks how long); empty: any."""
    agent: bool = False
    """Does it ask who did or does something (a person, band, firm: ``named``)?"""
    asked: str = ""
    """The noun a what/which question asks for ("sport", "party"; "" when none)."""
    relative: bool = False
    """Does it ask about an offset between two moments ("How long after …", "… ago")?"""
    material: str = ""
    """The canonical stem of what a "how much" question measures ("How much protein …":
    "protein"; "" when a verb follows: "How much does it cost?")."""
    names: frozenset[str] = frozenset()
    """The question's own names, lower-cased (``owners.question_names``)."""
    qualifiers: tuple[tuple[str, str, float], ...] = ()
    """The amounts and measures the question states (``qualifiers``), set by ``query``."""
    counts: frozenset[str] = frozenset()
    """The terms of the noun phrase a "how many" question counts (``counted_phrase``)."""
    partitive: bool = False
    """Does a "how many" question ask for a part of a named set ("How many of the Isles …
    are inhabited?")? Then "5 of the 140 islands" states the part it asks for."""
    office: bool = False
    """Does it ask for the holder of an office ("the first director of …": ``asks_office``)?"""
    operated: bool = False
    """Does it ask who piloted, led or sang something (``asked_operator``)? A possessive
    before the thing then names its owner or maker, no answer (as for an ``office``)."""
    ending: bool = False
    """Does a *when* question ask for an end ("… completed?": ``range_ends.asks_end``)?"""
    of_what: str = ""
    """What an "of" after the noun a "how many" question counts names ("volumes of plates"
    → "plat"; ``term_of``), "" when none: it singles out a part of a breakdown."""
    compounds: tuple[tuple[str, str], ...] = ()
    """The (modifier, head) terms of the question's noun compounds ("its state flower":
    ``compound_terms``): the modifier alone answers nothing."""

    @property
    def strict(self) -> bool:
        """A predicate with a class ("born", "built", "population") must be in the answer
        sentence; other questions fall back to sentences that share any of their words."""
        return any(p.startswith("#") for p in self.predicate)


@per_query
def read_slot(query: str) -> Slot:
    """The slot of ``query`` (memoised)."""
    words = re.findall(r"[A-Za-z][A-Za-z'-]*", query)
    lower = [w.lower() for w in words]
    predicate: set[str] = set()
    every: set[str] = set()
    anchor = anchor_start(lower) if _kind(query.lower(), lower) == "when" else len(lower)
    for index, word in enumerate(words):
        for part in {word, *word.split("-")}:
            term = stem(part.lower())
            if part.lower() in STOPWORDS or term in STOPWORDS or len(term) <= 2 \
                    or part.lower() in _QUESTION_WORDS:
                continue
            every.add(canonical_word(part))
            if not (index and word[:1].isupper()) and index < anchor:
                # not part of a name ("Broken Bow"), nor of a time anchor ("after it fell")
                predicate.add(canonical_word(part))
    predicate |= debut_class(lower)
    counted = ""
    if "many" in lower:  # the noun counted: "How many API requests" counts requests
        after = words[lower.index("many") + 1 :]
        noun = "" if after[:1] == ["of"] else next(  # "How many of the Isles …": a part
            (w for w in after if not w[:1].isupper()), after[0] if after else "")
        counted = canonical(stem(noun.lower())) if noun else ""
    past = _PAST_QUESTION.search(query) is not None
    kind = _kind(query.lower(), lower)
    measures = _measures(query.lower()) if kind in ("measure", "amount") else frozenset()
    if measures:  # "How much does the tent weigh?" asks for a mass, not any amount
        kind = "measure"
    asked = _noun_after_what(lower)
    agent = bool(lower) and (lower[0] in ("who", "whom", "whose")
                             or asked in _AGENT_NOUNS)
    relative = not _OFFSET_WORDS.isdisjoint(lower)
    material = ""
    if "much" in lower:  # the thing a "how much" question measures: "How much sugar …"
        after = lower[lower.index("much") + 1 : lower.index("much") + 2]
        if after and after[0] not in STOPWORDS and after[0] not in _QUESTION_WORDS:
            material = canonical(stem(after[0]))
    counts = counted_phrase(lower[lower.index("many") + 1 :]) if "many" in lower else frozenset()
    partitive = "many" in lower and lower[lower.index("many") + 1 :][:1] == ["of"]
    return Slot(kind, frozenset(predicate), frozenset(every), counted, past, measures, agent,
                asked, relative, material, question_names(query), counts=counts,
                partitive=partitive, office=agent and asks_office(query),
                operated=agent and asks_operator(query),
                ending=kind == "when" and asks_end(query), of_what=_of_what(lower),
                compounds=compounds(query))


def _of_what(lower: list[str]) -> str:
    """``Slot.of_what`` of a question's lower-cased words: the word after "many", "of"."""
    after = lower[lower.index("many") + 1 :] if "many" in lower else []
    if len(after) < 3 or after[1] != "of" or after[0] in _FUNCTION or after[2] in _FUNCTION:
        return ""
    return term_of(after[2])


_DIMENSION_CUES: tuple[tuple[re.Pattern[str], frozenset[str]], ...] = (
    (re.compile(r"\bhow (?:tall|high|deep|far|wide|long)\b|\b(?:length|height|depth|width"
                r"|distance|elevation|altitude|diameter|range|long|deep|tall|high|wingspan"
                r"|span|circumference|radius|thickness|aperture)\b"),
     frozenset({"length"})),
    (re.compile(r"\b(?:power|powerful|output|wattage|horsepower)\b"), frozenset({"power"})),
    (re.compile(r"\btorque\b"), frozenset({"torque"})),
    (re.compile(r"\bhow heavy\b|\b(?:weigh|weighs|weight|mass)\b"), frozenset({"mass"})),
    (re.compile(r"\bhow fast\b|\b(?:speed|fast)\b"), frozenset({"speed"})),
    (re.compile(r"\b(?:temperature|boil|boils|melt|melts|freeze|freezes|hot|cold)\b"),
     frozenset({"temperature"})),
    (re.compile(r"\b(?:volume|capacity)\b"), frozenset({"volume"})),
)
"""The physical dimension a measure question names; the first cue found decides."""


def _measures(text: str) -> frozenset[str]:
    """The dimensions a measure question accepts; empty (any) for "how big", "size", …,
    an area for one that names it or its unit ("How large is … in square kilometres?")."""
    if areas.ASKED.search(text):
        return _AREA
    if re.search(r"\bhow (?:big|large)\b", text):
        return _EXTENTS  # "How big is …": a physical extent, never its age
    if re.search(r"(?<![-\w])(?:size|big|large|area|old|age)\b", text):
        return frozenset()
    for cue, dimensions in _DIMENSION_CUES:
        if cue.search(text):
            return dimensions | _DURATION if "how long" in text else dimensions
    return frozenset()


_AREA = frozenset({"area"})
_EXTENTS = frozenset({"length", "area", "volume", "mass"})
"""What "how big" or "how large" asks: how far a thing extends, how much it holds or
weighs; not a duration (its age), a speed or a power."""
_DURATION = frozenset({"duration"})
"""Not a physical dimension: a measure question accepts a duration only when it asks how
long ("How long is the warranty?")."""


_PAST_QUESTION = re.compile(
    r"\b(?:did|was|were|had|used to|originally|initially|first|early|earliest|former|formerly"
    r"|1[0-9]{3}|1[0-9]th century)\b",
    re.IGNORECASE,
)


def _kind(text: str, words: list[str]) -> str:
    first = words[0] if words else ""
    after_what = _noun_after_what(words)
    if re.match(r"(?:at )?what time\b|what hours?\b", text):
        return "time"  # a time of day ("What time does the castle open?"): no typed field
    if first == "when" or after_what in _WHEN_NOUNS or "date of birth" in text:
        return "when"
    if "how many" in text and not areas.asks_units(text):  # "how many acres": a measure
        at = words.index("many") + 1 if "many" in words else len(words)
        return "count-time" if _counts_time(words[at:at + 3]) else "count"
    if "population" in words or after_what in _COUNT_NOUNS or re.search(
        r"\b(?:the|a|total)\s+number\s+of\b", text
    ):
        return "count"
    if _HOW_LONG_TAKES.search(text) or after_what in _DURATION_NOUNS:
        return "duration"
    if "how long" in text or after_what in _MEASURE_NOUNS or _HOW_MEASURE.search(text) \
            or areas.asks_units(text):
        return "measure"
    if after_what in _MONEY_NOUNS:
        return "money"
    if after_what in _PERCENT_NOUNS:
        return "percent"  # "What percentage of the atmosphere is nitrogen?"
    if "how much" in text:
        return "amount"
    if asks_code(words):
        return ""  # "Which rate code …": an identifier, a typed value (``asked_codes``)
    if first in ("who", "whom", "whose", "where") or after_what in _NAME_NOUNS:
        return "name"
    at = 1 if first in _LEADING_PREPOSITIONS else 0  # "On which island …", "In which …"
    if words[at:at + 1] == ["which"] and len(words) > at + 1 \
            and words[at + 1] not in _TYPED_NOUNS:
        return "name"  # "Which terminal does …": one of a set of things
    fronted = _FRONTED_WHICH.match(text)
    if fronted and fronted.group(1) not in _TYPED_NOUNS:
        return "name"  # "On the clock of the tower, which hand …": asked after the setting
    if re.search(r"\b(?:known for|refers? to|stand for|associated with)\b", text):
        return "name"
    return ""


def _counts_time(phrase: list[str]) -> bool:
    """Does a "how many" phrase count a time unit ("how many calendar days")? Not one after
    "per" or "a": "frames per second" counts frames, at a rate. A unit in the possessive
    counts time as well ("how many hours' rest", "how many days' notice")."""
    return any(word.removesuffix("'") in _TIME_UNITS
               and not (at and phrase[at - 1] in ("per", "a", "an", "each"))
               for at, word in enumerate(phrase))


_AUXILIARIES = frozenset("do does did can could should must will would shall may might".split())
"""Verbs that end the noun phrase a what/which question asks for and open its clause."""


def _noun_after_what(words: list[str]) -> str:
    """The noun a what/which question asks for: "What sport is …", "What is the genre of …",
    "In which city …" ("" when there is none)."""
    for index, word in enumerate(words):
        if word not in ("what", "which"):
            continue
        rest = [w.removesuffix("'s") for w in words[index + 1 : index + 8]
                if w not in ("is", "was", "are", "were", "the", "a", "an", "of", "median",
                             "primary", "total", "estimated", "main", "private")]
        for at, noun in enumerate(rest[:3]):
            if noun in _AUXILIARIES:
                break  # "What royalty does an author earn": the clause's subject is not asked
            if noun in _TYPE_WORDS and at + 1 < len(rest) and asks_class(rest[at + 1]):
                return rest[at + 1]  # "which type of medium", "the type of institution"
            if noun in _NAME_NOUNS or noun in _WHEN_NOUNS or noun in _COUNT_NOUNS \
                    or noun in _MEASURE_NOUNS or noun in _MONEY_NOUNS or noun in _PERCENT_NOUNS \
                    or noun in _DURATION_NOUNS:
                return noun
        return ""
    return ""


def family(value: Value) -> str:
    """The kind of a value, as slots name kinds."""
    if value.field == "quantity":
        dimension = value.dimension.split(":")[0]
        if dimension in ("duration", "business-duration"):
            return "duration"
        if dimension in ("count", "rate"):
            return "count"
        if dimension in ("size", "percent"):
            return dimension
        return "measure"
    if value.field == "date_basis":
        return "basis"
    return value.field
