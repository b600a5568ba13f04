"""The kind of value a question asks for, read from its wording alone.

Reads the lower-cased question text and its lower-cased words. ``asked_kind`` returns a
key of ``questions.FAMILIES`` or "" when the wording asks for no known kind; the first
matching cue decides (a time of day, then *when*, counts, durations, measures, money,
percentages, amounts, names). ``noun_after_what`` is the noun a what/which question asks
for, "" when none.
"""

from __future__ import annotations

import re

from workers.engine.asked_codes import asks_code
from workers.engine.fields import areas
from workers.engine.group_sizes import asks_group_size
from workers.engine.how_long_done import asks_duration_of_act
from workers.engine.kinds import asks_class
from workers.engine.span_lengths import asks_span_length
from workers.engine.unit_questions import asked_unit_dimension

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
_WHAT_CALLED = re.compile(
    r"what\s+(?:is|are|was|were|do|does|did)\b[^?]*\b(?:called|named|known\s+as)"
    r"(?:\s*\??\s*$|\s+(?:that|which|who|where)\b)")
"""A what-question ending on its naming verb ("What is the round tower of a mill called?",
"What were the kilns known as?"), or whose naming verb a relative clause follows ("What is
the tool called that shaves …?"), asks for a name, whatever the thing named measures."""
_WHAT_USED = re.compile(
    r"what\s+(?:is|are|was|were)\s+(?:\w+ly\s+)?used\s+(?:to|for|as|in)\b")
"""A what-question on what serves a purpose ("What was used to heat the pit?", "What is
traditionally used for the glaze?") asks for a thing, a name: an amount, a year or a price
near it is context."""
_MONEY_NOUNS = frozenset("price cost fee budget revenue salary income wage".split())
_DURATION_NOUNS = frozenset("time period duration lifespan runtime".split())
"""Nouns that ask how long, after "what is the …" ("the minimum ageing time", "the
gestation period"); "What time …" asks a time of day and is read before."""
_PERCENT_NOUNS = frozenset("percentage percent proportion share".split())
_TIME_UNITS = frozenset(
    "second seconds minute minutes hour hours day days week weeks month months year years"
    .split()
)


def asked_kind(text: str, words: list[str]) -> str:
    first = words[0] if words else ""
    after_what = noun_after_what(words)
    if re.match(r"(?:at )?what time\b|what hours?\b", text):
        return "time"  # a time of day ("What time does the castle open?"): no typed field
    if first == "when" or after_what in _WHEN_NOUNS or "date of birth" in text:
        return "when"
    units = "how many" in text and (areas.asks_units(text) or bool(asked_unit_dimension(text)))
    if "how many" in text and not units:  # "how many acres", "… kilograms": a measure
        at = words.index("many") + 1 if "many" in words else len(words)
        return "count-time" if _counts_time(words[at:at + 3]) else "count"
    if "population" in words or after_what in _COUNT_NOUNS or re.search(
        r"\b(?:the|a|total)\s+number\s+of\b", text
    ) or ((after_what == "size" or f"{after_what} size" in text)  # "the maximum group
          and asks_group_size(text)):  # size", "the largest team size": a head count
        return "count"
    if _HOW_LONG_TAKES.search(text) or after_what in _DURATION_NOUNS \
            or asks_span_length(words) or asks_duration_of_act(text):
        return "duration"  # "the minimum booking length": how long a booking lasts
    if "how long" in text or after_what in _MEASURE_NOUNS or _HOW_MEASURE.search(text) \
            or units:
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
    if re.search(r"\b(?:known for|refers? to|stand for|associated with)\b", text) \
            or _WHAT_CALLED.match(text) or _WHAT_USED.match(text):
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


def noun_after_what(words: list[str]) -> str:
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
