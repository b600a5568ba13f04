"""Which candidate answers a sentence states as what is, not as a bound, a former value or
a date the chunk's cut left without its year (``slots`` asks, for every kind of answer)."""

from __future__ import annotations

import re

from workers.engine.deletion_ages import deletion_age
from workers.engine.predicates import canonical, matches
from workers.engine.stated_ages import AGE_BOUND
from workers.engine.terms import STOPWORDS, stem
from workers.engine.values import Value

_FORMER = re.compile(
    r"\b(?:down|up|increas\w*|decreas\w*|ris\w*|fell|fall\w*|grow\w*|grew|chang\w*)?\s*from"
    r"(?:\s+(?:about|around|approximately|some|roughly|only|just))?\s*$",
    re.IGNORECASE,
)
"""A value a change starts from ("1,294 at the 2010 census, down from 1,418") is a former
one: it answers only when the sentence holds no other."""
_SPAN_END = re.compile(r"\s*(?:until|till|to|through|[–—-])\s*\d")
_CHANGE_FROM = re.compile(
    r"\b(?:grow(?:s|n|ing)?|grew|ris(?:e|es|en|ing)|rose|f[ae]ll(?:s|en|ing)?"
    r"|drop(?:s|ped|ping)?|doubl(?:e|es|ed|ing)|tripl(?:e|es|ed|ing)|halv(?:e|es|ed|ing)"
    r"|increas(?:e|es|ed|ing)|decreas(?:e|es|ed|ing)|rais(?:e|es|ed|ing)|lower(?:s|ed|ing)?"
    r"|reduc(?:e|es|ed|ing)|cut(?:s|ting)?|jump(?:s|ed|ing)?|climb(?:s|ed|ing)?"
    r"|expand(?:s|ed|ing)?|extend(?:s|ed|ing)?|shr[iau]nk(?:s|ing)?|chang(?:e|es|ed|ing)"
    r"|went|goes|going|boost(?:s|ed|ing)?|revis(?:e|es|ed|ing))"
    r"(?:[^\S\n]++[\w'’-]++){0,4}?[^\S\n]++from"
    r"(?:[^\S\n]++(?:about|around|approximately|some|roughly|only|just))?[^\S\n]*+$",
    re.IGNORECASE,
)
"""A change a verb states ("grew from 1,945 to 2,136", "doubles its limit from 140 to
280"): the value after "from" is the former one even though "to" follows; without such a
verb, "from 1861 until 2008" and "from 5 to 10 days" are a period and a range."""
_BOUND = re.compile(
    r"\b(?:(?<!no )(?<!not )(?:fewer|less|more) than|(?<!no )(?<!not )[a-z]{2,}er than"
    r"|nearly|almost|over|(?<!just )under|as (?:little|few|low) as)\s*$",
    re.IGNORECASE,
)
"""A loose bound ("fewer than 300 people", "over 1,000", "in under an hour", "as little as
5%") says what a value is not, not what it is: never an answer, nor is a comparison
("deeper than a mile"). A limit ("no later than 5 days", "up to 2 days per week", "at
least 12", "not less than 11 hours", a bound under a denied rule: ``_NEGATED_RULE``) is
one."""
_MILESTONE = re.compile(
    r"\b(?:pass(?:es|ed|ing)|top(?:s|ped|ping)|surpass(?:es|ed|ing)?|cross(?:es|ed|ing))"
    r"(?:[^\S\n]+the)?[^\S\n]+$",
    re.IGNORECASE,
)
_MARK_AFTER = re.compile(r"[^\S\n]*(?:mark|milestone|barrier|threshold)\b", re.IGNORECASE)
"""A milestone crossed ("passes $100 million in North America", "topped the 1,000 mark"): a
sum or a count the total went past on the way, not what it came to. Only a sum of money or a
figure called a mark: "the Senate passed 12 bills" counts what was passed; and only a sum of a
million or more (``MILESTONE_AT_LEAST``), so that "Day passes €14" stays a price."""
MILESTONE_AT_LEAST = 1_000_000
_NEGATED_RULE = re.compile(
    r"(?:\bno[^\S\n]+[a-z]+(?:[^\S\n]+[a-z]+)?[^\S\n]+(?:may|can|shall|is[^\S\n]+allowed[^\S\n]+to)"
    r"|\b(?:may|can|must|shall|should)[^\S\n]+not|\bcannot|\bcan't|\bmustn't|\bnobody"
    r"|\bno[^\S\n]+one)\b[^,;:.()]*$",
    re.IGNORECASE,
)
"""A rule denied in the value's clause ("no member may fish with more than 2 rods", "guests
may not bring more than 3 bags"): the bound after it is the rule's limit, at most 2 rods,
never a loose bound."""
_OBLIGED_RULE = re.compile(
    r"\b(?:must|shall|should|(?:has|have|needs?)[^\S\n]+to|(?:is|are)[^\S\n]+required"
    r"[^\S\n]+to)(?:[^\S\n]+(?:be|stay|remain))?[^\S\n]+[a-z]+"
    r"(?:[^\S\n]+(?:in|out|up|down|at|by))?[^\S\n]*$",
    re.IGNORECASE,
)
"""An obligation whose verb takes no object right before the bound ("the set must come in
under six minutes", "bags should weigh less than 8 kg", "must be kept under 5 °C"): the
bound is the rule's limit, never a loose bound. With an object between ("must keep flour
under 10%") the bound is the object's."""
_RANGE_TAIL = re.compile(
    r"(?:\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve))"
    r"\s*(?:to|[–—-])\s*$",
    re.IGNORECASE,
)
"""An amount that ends a range it was not read with (``fields.ranges`` reads "10-15 m" and
"four to five years" as one value; "from 30 to 45 days" is a change) is no answer on its
own. (A date that ends one is a date: "(February 8, 1900 – March 1, 1977)".)"""


_PER_AMOUNT = re.compile(r"[^\S\n]*(?:[A-Za-z]+[^\S\n]+)?(?:/|per\b)[^\S\n]*\d")
"""An amount per an amount of something else ("32 mg/100 ml", "9 g per 100 g", "10 g
protein per 100 g") is a concentration, no amount of its own: it never answers how much
there is."""


_PER_BEFORE = re.compile(r"\bper[^\S\n]+$", re.IGNORECASE)
"""An amount after "per" ("sugars 28 g per 100 g", "139 kcal per 330 ml can") is the basis
the other amounts are stated for, never an answer itself."""


_TIMES_BEFORE = re.compile(r"\d[^\S\n]*[×x][^\S\n]*$")
"""An amount after "N ×" ("2 × 40 min", "6 × 40 g", "36 × 78 ft") is one of several items
or the second of two dimensions, never the whole the question asks about."""


_PART_OF = re.compile(r"(?:[^\S\n]+or[^\S\n]+so)?[^\S\n]+of[^\S\n]+"
                      r"(?:the|its|their|this|that|it|them)\b", re.IGNORECASE)
"""A measure of part of something ("covers 160 km of the navigable lower river", "you walk
a mile or so of it") is a part, not the whole the question asks about; a pronoun ("of it")
names the thing already spoken of, and "or so" only says the part is approximate."""


_COVERING = re.compile(
    r"\b(?:covers?|covering|covered|spans?|spanning|occup(?:ies|y|ying|ied)|sprawls?"
    r"|spreads?|extends?)(?:[^\S\n]+(?:over|across|under|about|around|some|roughly|nearly"
    r"|almost|approximately))?[^\S\n]+$",
    re.IGNORECASE,
)
"""An area after a verb of covering ("covers 2,200 acres of the Blue Mountains", "spreads
under 900 hectares of the forest") is the extent of what covers it: the "of …" that
follows says where it lies, not that the area is part of the question's thing."""
_SPREADING = re.compile(
    r"\b(?:spread|sprawl|extend|stretch)(?:s|es|ed|ing)?[^\S\n]+(?:over|under|across)"
    r"[^\S\n]+$",
    re.IGNORECASE,
)
"""After a verb of spreading, "over", "under" or "across" says where an area lies
("spreading under 900 hectares", "sprawls over 40 km²"), not a loose bound (``_BOUND``;
"covers over 2,000 acres" is one)."""


WHOLE = re.compile(r"\b(?:all(?: of)?|(?:the )?(?:whole|entire|full))\s*$",
                   re.IGNORECASE)
"""… unless it says it measures all of it ("all 42 km of the trail")."""
_WITHIN = re.compile(r"\bwithin[^\S\n]+$", re.IGNORECASE)
"""… nor is a length "within" leads: "within 25 miles of the depot" is a distance from a
place (a radius around it), no part of it."""


_INSTEAD_OF_USUAL = re.compile(
    r"[^\S\n]+(?:[A-Za-z-]+[^\S\n]+){0,3}?(?:instead of|rather than|in place of)[^\S\n]+"
    r"(?:the[^\S\n]+)?(?:usual|normal|typical|standard|regular|expected|ordinary)\b",
    re.IGNORECASE,
)
"""A value set against the usual one ("a person has 47 chromosomes instead of the usual 46")
is an anomaly, not what is: it never answers (the usual value may)."""
_INSTEAD_OF_VALUE = re.compile(
    r"[^\S\n]+(?:instead of|rather than|in place of)[^\S\n]+(?:[€$£¥]|[A-Z]{3}[^\S\n]?\d|\d)"
)
_HYPOTHETICAL = re.compile(
    r"\bwould\b[^?:;—–]*$", re.IGNORECASE
)
"""A value a sentence states after "would" in the same clause is a hypothetical or a
proposal ("another 23 turbines would lift capacity to 450 MW", "it would take about 1,000
bathtubs to fill"), never what is. ("It could carry 853 passengers" states an ability; a
plan's date answers when it will happen: "go-live is planned for 10 March".)"""
_RELATIVE_CASE = re.compile(
    r"^(?:(?:hi|hello|dear)[^,]{0,30},\s+)?(?:a|an|any)\s+(?:[\w'’-]+\s+){1,4}?"
    r"(?:that|which|who)\s+(?:[\w'’-]+\s+){0,5}$", re.IGNORECASE)
"""A value in a relative clause that restricts a sentence's indefinite subject ("A Scout S2
that only lasts four hours needs a new battery pack") names which things the sentence is
about, a case, never what the thing is or does."""
_CHANGED = re.compile(r"\b(?:now|currently|today|since|as of|from now|new|newly|no longer)\b",
                      re.IGNORECASE)
"""A value set at once against another ("day pass €14.90 instead of €19.50 with the city
card") is an exception, a deal or a case, unless the sentence tells of a change ("It now
takes 3 days instead of 5 days": the new value answers)."""


def stated(snippet: str, offset: int, candidates: list[Value]) -> list[Value]:
    """``candidates`` (values of ``snippet``, which starts at ``offset`` in its chunk)
    without those cut off, milestones crossed, anomalies set against the usual value,
    concentrations, parts,
    plans and hypotheticals, cases a relative clause on an indefinite subject names
    (``_RELATIVE_CASE``), the bases of amounts ("per 100 g"), items of a product ("2 ×
    40 min"), loose bounds and amounts ending a range; a former value only when no other is
    left."""
    whole = [v for v in candidates if not _cut_off(snippet, v.end - offset, v)
             and not _INSTEAD_OF_USUAL.match(snippet, v.end - offset)
             and not (_INSTEAD_OF_VALUE.match(snippet, v.end - offset)
                      and not _CHANGED.search(snippet))
             and (v.field == "date" or not _PER_AMOUNT.match(snippet, v.end - offset))
             and not (_physical(v) and _PART_OF.match(snippet, v.end - offset)
                      and not WHOLE.search(snippet, max(0, v.start - offset - 16),
                                            v.start - offset)
                      and not _WITHIN.search(snippet, max(0, v.start - offset - 8),
                                             v.start - offset)
                      and not _covered(snippet, v, offset))
             and not _HYPOTHETICAL.search(snippet, max(0, v.start - offset - 120),
                                          v.start - offset)
             and not _RELATIVE_CASE.match(snippet[:v.start - offset])
             and (v.field == "date"  # "per 1 March" is "as of"
                  or not _PER_BEFORE.search(snippet, max(0, v.start - offset - 8),
                                            v.start - offset))
             and not _TIMES_BEFORE.search(snippet, max(0, v.start - offset - 8),
                                          v.start - offset)
             and not _milestone(snippet, v, offset)]
    current = [v for v in whole if not _former(snippet, v.start - offset, v.end - offset)]
    changed = [v.end - offset for v in whole if len(current) < len(whole)
               and _CHANGE_FROM.search(snippet, max(0, v.start - offset - 64), v.start - offset)]
    return [v for v in current or whole
            if not ((bound := _BOUND.search(snippet, max(0, v.start - offset - 16),
                                            v.start - offset))
                    and not _spread_over(snippet, v, offset) and v.exact != AGE_BOUND
                    and not deletion_age(snippet, v.start - offset, v.end - offset)
                    and not _NEGATED_RULE.search(snippet, 0, v.start - offset)
                    and not _OBLIGED_RULE.search(snippet, 0, bound.start()))
            and (v.field == "date" or _changed_to(snippet, v.start - offset, changed)
                 or not _RANGE_TAIL.search(snippet, max(0, v.start - offset - 16),
                                           v.start - offset))]


_NOT_PHYSICAL = ("duration", "business-duration", "percent", "size", "count", "rate")


def _milestone(snippet: str, value: Value, offset: int) -> bool:
    """Is ``value`` a milestone crossed (``_MILESTONE``)?"""
    return value.field != "date" \
        and _MILESTONE.search(snippet, max(0, value.start - offset - 16),
                              value.start - offset) is not None \
        and ((value.field == "money" and (value.magnitude or 0) >= MILESTONE_AT_LEAST)
             or _MARK_AFTER.match(snippet, value.end - offset) is not None
             or _MARK_AFTER.search(value.surface) is not None)


def _covered(snippet: str, value: Value, offset: int) -> bool:
    """Is ``value`` an area a verb of covering states (``_COVERING``)?"""
    return value.dimension == "area" and _COVERING.search(
        snippet, max(0, value.start - offset - 32), value.start - offset) is not None


def _spread_over(snippet: str, value: Value, offset: int) -> bool:
    """Is ``value`` an area a verb of spreading lies over or under (``_SPREADING``)?"""
    return value.dimension == "area" and _SPREADING.search(
        snippet, max(0, value.start - offset - 32), value.start - offset) is not None


def _physical(value: Value) -> bool:
    """Is ``value`` a physical measure (a length, mass, volume …), which can be a part?"""
    return value.field == "quantity" and value.dimension.split(":")[0] not in _NOT_PHYSICAL


def _cut_off(snippet: str, end: int, value: Value) -> bool:
    """Is ``value`` a date whose year the chunk's cut took away ("confirmed on August 10,"
    ending the text)? Its year is unknown, so it answers nothing."""
    return value.field == "date" and value.exact.startswith("--") and \
        snippet[end:].strip() == ","


def _former(snippet: str, start: int, end: int) -> bool:
    """Is the value at ``start:end`` the one a change starts from? Not when a span's end
    follows ("from 1861 until 2008" is a period, not a change) unless a verb of change
    governs "from" (``_CHANGE_FROM``)."""
    return _FORMER.search(snippet, max(0, start - 24), start) is not None and (
        _SPAN_END.match(snippet, end) is None
        or _CHANGE_FROM.search(snippet, max(0, start - 64), start) is not None)


_TO_NEW = re.compile(r"[^\S\n]*+(?:[^\W\d]++[^\S\n]++)?to[^\S\n]++")


def _changed_to(snippet: str, at: int, changed: list[int]) -> bool:
    """Is the value at ``at`` the one a change goes to ("grew from 1,945 to 2,136"; the
    ends of the values a change verb starts from are ``changed``)? Then it ends no range."""
    return any(end <= at and _TO_NEW.fullmatch(snippet, end, at) is not None for end in changed)


_FOR_CASE = re.compile(r"\W*for\s+([^,.;:]{3,60}),", re.IGNORECASE)
"""A sentence that opens with the case it is about ("For a half batch in a 20 cm tin, use
250 g flour", "For four mini loaves, bake for 25 minutes")."""


def other_case(snippet: str, words: frozenset[str]) -> bool:
    """Does ``snippet`` open with a case (``_FOR_CASE``) that names none of the question's
    content ``words``? Then its values hold for that case, not for the question's."""
    case = _FOR_CASE.match(snippet)
    if case is None:
        return False
    named = [w for w in re.findall(r"[a-z][a-z-]*", case.group(1).lower()) if w not in STOPWORDS]
    return not any(matches(canonical(stem(w)), words) for w in named)
