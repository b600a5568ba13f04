"""Sentences about something other than what the query asks, though they share its words.

Each rule reads the text as written and the query, never a list of known strings: another
period (a year the query does not ask about), another numbered or coded thing ("Priority 3",
"Scout S3"), the other bound ("minimum" for "maximum"), an amount excluding what the query
includes ("excl. VAT"), the negation of a query word ("unpaid"), and a "Label: value" segment
whose label names another thing. Each returns the other subject's key, or "" / False.
"""

from __future__ import annotations

import re

from workers.engine.class_rows import class_label, predicate_label
from workers.engine.counted_variants import (
    ABBREVIATIONS,
    asked_variants,
    same_noun,
    spaced_variants,
    worded_variants,
)
from workers.engine.entities import query_names
from workers.engine.frozen import shared
from workers.engine.measure_labels import measure_labels
from workers.engine.message_labels import names_the_message
from workers.engine.other_modifiers import other_modifiers
from workers.engine.predicates import PAST_FORMS, canonical
from workers.engine.query import QueryView
from workers.engine.query_memo import per_query
from workers.engine.reading import read_text
from workers.engine.segments import label_spelling, label_text
from workers.engine.sentence_readings import SentenceReading
from workers.engine.step_labels import names_a_step
from workers.engine.terms import stem
from workers.engine.text_memo import per_text
from workers.engine.values import Value

_BARE_YEAR = re.compile(r"(?<![\w/.,:-])(?:19|20)\d\d(?![\w%]|[/.,:-]\d)")


@per_query
def years_in(text: str) -> frozenset[str]:
    """The years a text names as words of its own ("in 2027", "2027 benefits")."""
    return shared(frozenset(m.group(0) for m in _BARE_YEAR.finditer(text)))


def other_period(text: str, sentence: SentenceReading, asked: frozenset[str]) -> str:
    """"period:<year>" for a sentence about another year than the query asks about: it
    names years outside its values ("2026 on-call compensation: … £300"), none of them
    the query's; "" otherwise (years inside dates are values, not the period)."""
    start = text.find(sentence.snippet, sentence.offset)
    end = start + len(sentence.snippet)
    named = set()
    for match in _BARE_YEAR.finditer(text, start, end):
        if not any(v.start <= match.start() < v.end for v in sentence.sentence_values):
            named.add(match.group(0))
    if not named or named & asked or _NOW.search(text, start, end):
        return ""
    return f"period:{min(named)}"


_NOW = re.compile(r"\b(?:today|this (?:morning|afternoon|evening|week))\b", re.IGNORECASE)
"""A sentence that tells what happened today speaks of its own time; a year it names
beside ("hit 574.8 km/h today, smashing its own 1990 record") is another time it refers
to, not the period it is about."""


_NUMBERED = re.compile(
    r"\b([A-Z][A-Za-z]+)[^\S\n]?([A-Z]{0,2}\d{1,3}|I{1,3}|IV|V|VI{1,3})\b"
)
"""A capitalised word and its number or model code: "Priority 2", "Type II", "Scout S2"."""


_CODE = re.compile(r"(?<![\w-])([A-Z]{1,2})(\d{1,3})(?![\w-]|\.\d)")
"""A model code on its own: "the smaller X6" beside a query about the X8."""
_VARIANT = frozenset("lite pro max plus mini ultra air neo slim sport".split())
"""Words that name a variant of a model after its name ("P9 Lite", "Trail 2 Pro")."""


_MODEL_NUMBER = re.compile(
    r"(?<![\w'’-])(?:[A-Z][\w'’]*|[a-z]+-[a-z]+|the)[^\S\n]+([2-9]\d)(\d\d)(?![\w%]|[.,:/-]\d)")
"""A four-digit number no year can be (2100 and up) right after a name, a hyphened noun or
"the": a model number ("Alessi 9091", "bird-whistle 9093"), keyed by its first two digits,
so only a number of the same series is a rival ("9093" for the 9091)."""


def _numbered_in(text: str) -> frozenset[tuple[str, str]]:
    named = {(w.lower(), n) for w, n in _NUMBERED.findall(text)}
    named.update((f"code-{letters.lower()}", letters + digits)
                 for letters, digits in _CODE.findall(text))
    named.update((f"model-{series}", series + rest)
                 for series, rest in _MODEL_NUMBER.findall(text) if series + rest > "2100")
    return shared(frozenset(named))


_numbered = per_text(_numbered_in)
"""``_numbered_in`` of a sentence or chunk, memoised (popular chunks recur)."""
@per_query
def _asked_numbered(query: str) -> frozenset[tuple[str, str]]:
    """``_numbered_in`` of a query, memoised under the per-query bound; a model number the
    query's reading takes as a measure ("Everest 8848 m") is none."""
    measured = {v.surface.split()[0] for v in read_text(query).values}
    return shared(frozenset(n for n in _numbered_in(query)
                            if not (n[0].startswith("model-") and n[1] in measured)))


def other_numbered(snippet: str, query: str) -> str:
    """"numbered:priority-3" for a sentence that names a numbered thing the query names
    with another number ("Priority 3" when the query asks about Priority 2; "Type I" for
    Type II; a bare model code: "X6" for the X8), and never with the query's own;
    "variant:<word>" when it names the query's numbered thing only with a variant's word
    after it ("Trail 2 UL", "P9 Lite" for the Trail 2, the P9); "" otherwise."""
    asked = _asked_numbered(query)
    if not asked:
        return ""
    named = _numbered(snippet)
    for word, number in sorted(named - asked, key=lambda n: (n[0].startswith("code-"), n)):
        if any(w == word for w, _ in asked) and not any(
            (word, n) in named for w, n in asked if w == word
        ):
            return f"numbered:{word}-{number}"
    return _variant(snippet, query, asked & named)


def _variant(snippet: str, query: str, shared: frozenset[tuple[str, str]]) -> str:
    """"variant:<word>" when every mention of a numbered thing the query names is followed
    by a variant's word the query does not use: an all-capital suffix ("UL", "SE") or a
    variant word ("Lite", "Pro")."""
    used = set(re.findall(r"[a-z0-9]+", query.lower()))
    for _, number in sorted(shared):
        after = [m.group(1) for m in re.finditer(
            rf"(?<![\w.]){re.escape(number)}(?![\w.]|\.\d)[^\S\n]*([A-Za-z]*)", snippet)]
        variants = {w for w in after
                    if w.lower() not in used and (w.lower() in _VARIANT
                                                  or (w.isupper() and len(w) <= 3))}
        if after and len(variants) == 1 and all(w in variants for w in after):
            return f"variant:{next(iter(variants)).lower()}"
    return ""


_NUMBER_UNIT = re.compile(r"(?<![\w.])(\d+)[^\S\n]?-?([A-Za-z]+)")
"""A number and its unit, naming a variant: "Card 24h", "24 h €19", "5 GB plan"."""


def of_other_variants(
    text: str, values: tuple[Value, ...], every: tuple[Value, ...], query: str
) -> tuple[Value, ...]:
    """``values`` without those whose label names the query's variant with another number
    ("Card 24h — EUR 19.00" when the query asks about the 72-hour card), and, in a text
    that labels some value with the query's own variant ("Card 72h — EUR 39.00"), without
    those whose label does not (the list's other rows: "Museum Pass — EUR 25.00"). A
    value's label is the text since the value of ``every`` (the text's values) before it,
    its count written in digits or in a count word hyphened to its noun ("three-bed flat"),
    at most ``LABEL_CHARS`` long; a code leading a table row is labelled by the rest of its
    row (``_label_span``); a count of things ("eight bells") is its own label too; a value
    whose label, after a cell holding only another value, names no variant is the query's
    variant's when its row's cells before it name that variant ("Court band, 18ct | 4 mm |
    code WB-18W-C4": the 18ct band's code, though the "4 mm" column stands between), which
    only keeps it. A
    variant the query writes apart from its noun ("an extent on
    seven bells", ``spaced_variants``) sets aside the values labelled with another count
    ("the extent on eight bells, 40,320 changes") but lists no rows: such a count is often
    part of the thing's own name ("the 45 rpm single"), written before any of its values."""
    joined = asked_variants(query) if values else frozenset()  # "72-hour", "two-bedroom"
    asked = joined | spaced_variants(query) if values else frozenset()
    if not asked:
        return values

    def label(value: Value) -> tuple[bool, bool, bool]:
        """(names the query's variant, names another, names a joined one of the query's)"""
        start, end = _label_span(text, value, every, asked)
        if value.dimension.startswith("count:"):
            end = value.end  # "eight bells" counts a variant's noun: it labels itself
        named = _variants_named(text, start, end)
        pairs = [(n == number, (unit, number) in joined) for u, n in named
                 for unit, number in asked if same_noun(u, unit)]
        own = any(same for same, _ in pairs)
        if not named and _after_value_cell(text, start, every):
            row = text.rfind("\n", 0, start) + 1
            own = any(n == number for u, n in _variants_named(  # its row's lead names it
                text, max(row, end - LABEL_CHARS), end) for unit, number in asked
                if same_noun(u, unit))
        return own, bool(pairs) and not own, any(same and j for same, j in pairs)

    listed = bool(joined) and any(label(v)[2] for v in every)
    return tuple(v for v in values if label(v)[0] or not (listed or label(v)[1]))


def _after_value_cell(text: str, start: int, every: tuple[Value, ...]) -> bool:
    """Does a label starting at ``start`` start right after a table cell that holds only a
    value ("| 4 mm |")? Such a cell is one more column of the row's item, no label."""
    for v in every:
        if v.end == start:
            line = text.rfind("\n", 0, v.start) + 1
            before, after = text.rfind("|", line, v.start), text.find("|", v.end)
            return before >= 0 and not text[before + 1:v.start].strip() and after >= 0 \
                and "\n" not in text[v.end:after] and not text[v.end:after].strip()
    return False


def _variants_named(text: str, start: int, end: int) -> set[tuple[str, str]]:
    """The (unit, number) variants ``text[start:end]`` names: "24h", "three-bed"."""
    named = {(unit.lower(), number) for number, unit in _NUMBER_UNIT.findall(text, start, end)}
    return named | worded_variants(text, start, end)  # "three-bed flat | £1,350"


LABEL_CHARS = 60
_ROW_LEAD = re.compile(r"[^\S\n]*\|")


def _label_span(text: str, value: Value, every: tuple[Value, ...],
                asked: frozenset[tuple[str, str]] = frozenset()) -> tuple[int, int]:
    """Where ``value``'s label is written: the text since the value before it, at most
    ``LABEL_CHARS`` long; but for an identifier opening a table row ("CRB-2406 | 24-piece
    gift box | £38.00"), the rest of its row, which names what the code is the code of
    (the text before it is the row above). A count of a noun ("3 bedroom flat | £1,350") is
    part of the label it opens, no bound of it, and so is a value written as a count of an
    ``asked`` variant's noun, whatever unit it was read in ("30L buttons (19 mm)": 30 ligne,
    though "L" reads as litres)."""
    line_start = text.rfind("\n", 0, value.start) + 1
    if value.field == "identifier" and not text[line_start:value.start].strip() \
            and _ROW_LEAD.match(text, value.end):
        line_end = text.find("\n", value.end)
        return value.end, min(value.end + LABEL_CHARS,
                              len(text) if line_end < 0 else line_end)
    start = max([v.end for v in every
                 if v.end <= value.start and not v.dimension.startswith("count:")
                 and not _names_variant(v, asked)]
                + [value.start - LABEL_CHARS, 0])
    return start, value.start


def _names_variant(value: Value, asked: frozenset[tuple[str, str]]) -> bool:
    """Is ``value`` written as a count of the noun of one of the ``asked`` variants, read as
    another unit ("30L" beside "40 ligne", read as litres)? A noun that is itself a unit of
    the value's dimension ("35 l" beside "20-litre") is read right: the value ends a label."""
    return bool(asked) and any(
        same_noun(unit.lower(), noun) and _short(unit.lower(), noun)
        and value.dimension not in _unit_dimensions(noun)
        for _, unit in _NUMBER_UNIT.findall(value.surface) for noun, _ in asked)


def _short(unit: str, noun: str) -> bool:
    """Is ``unit`` a shortening of ``noun`` no common abbreviation spells out ("L" for
    ligne)?"""
    full = ABBREVIATIONS.get(unit, unit)
    return full != ABBREVIATIONS.get(noun, noun) and noun.startswith(full)


@per_text
def _unit_dimensions(noun: str) -> frozenset[str]:
    """The dimensions of the values "2 <noun>" reads as ("volume" for "litre"; none for
    "ligne")."""
    return frozenset(v.dimension for v in read_text(f"2 {noun}").values)


_BOUNDS = {"maximum": "max", "max": "max", "minimum": "min", "min": "min"}


def _denied_act(snippet: str, term: str, query: QueryView) -> bool:
    """For a yes/no question, a participle that negates its verb ("may enter unescorted" for
    "Must visitors be escorted …?") answers it, the other way: no other attribute."""
    return query.answer == "yes-no" and re.search(
        rf"\bun{re.escape(term)}[a-z]*ed\b", snippet, re.IGNORECASE) is not None


def opposite_bound(sentence: SentenceReading, query: QueryView) -> str:
    """"bound:min" for a sentence that states only a minimum when the query asks for a
    maximum (or the reverse): the other bound is another attribute ("the minimum member
    contribution is 3%" answers no question about the maximum); likewise an amount
    excluding what the query asks to include ("excl. VAT" for "including VAT"), or the
    negation of a word the query uses ("unpaid leave" for "paid leave"; but ``_denied_act``)."""
    asked = _asked_bounds(query.terms)
    if len(asked) == 1:
        stated = {_BOUNDS[t] for t in sentence.mentions if t in _BOUNDS}
        if stated and not stated & asked:
            return f"bound:{next(iter(stated))}"
    if not _negated(query.terms).isdisjoint(sentence.mentions):
        for term in query.terms:
            if f"un{term}" in sentence.mentions and term not in sentence.mentions \
                    and not _denied_act(sentence.snippet, term, query) \
                    and term not in _denied_in_query(query.text):
                return f"un:{term}"  # "ten days' unpaid leave" for a question on paid leave
    asked_pairs = _asked_inclusions(query.text)
    if asked_pairs:
        stated_pairs = _inclusions(sentence.snippet)
        for side, what in stated_pairs - asked_pairs:
            if (not side, what) in asked_pairs and (not side, what) not in stated_pairs:
                return f"{'incl' if side else 'excl'}:{what}"
    return ""


_DENYING = re.compile(
    r"\b(?:without|no|not|never)[^\S\n]+(?:(?:a|an|the|any)[^\S\n]+)?([A-Za-z]+)",
    re.IGNORECASE)


@per_query
def _denied_in_query(query: str) -> frozenset[str]:
    """The stems of the words ``query`` denies ("without a supervising adult", "no
    deposit"): a sentence saying "unsupervised" states the query's case, no negation of it."""
    return frozenset(stem(m.group(1).lower()) for m in _DENYING.finditer(query))


@per_query
def _negated(terms: frozenset[str]) -> frozenset[str]:
    """Each term with "un" before it: a sentence mentioning none negates no term."""
    return frozenset(f"un{term}" for term in terms)


@per_query
def _asked_bounds(terms: frozenset[str]) -> frozenset[str]:
    return frozenset(_BOUNDS[t] for t in terms if t in _BOUNDS)


_INCLUSION = re.compile(
    r"\b(?:(incl(?:\.|uding|usive of)?|inc\.)|(?:excl(?:\.|uding|usive of)?|ex\.?))\s+"
    r"([A-Za-z]+)", re.IGNORECASE,
)


def _inclusions_in(text: str) -> frozenset[tuple[bool, str]]:
    """(included?, what) for each "including X" / "excl. X" of a text: "EUR 50.00 excl.
    VAT" states another amount than the one "including VAT" asks for."""
    return frozenset(
        (m.group(1) is not None, m.group(2).lower()) for m in _INCLUSION.finditer(text)
    )


_inclusions = per_text(_inclusions_in)
"""``_inclusions_in`` of a sentence, memoised."""
_asked_inclusions = per_query(_inclusions_in)
"""``_inclusions_in`` of a query, memoised under the per-query bound."""


def _irregular_forms(words: frozenset[str]) -> frozenset[str]:
    """``words`` (stems) with each irregular past read as its verb ("began" → "begin":
    ``predicates.PAST_FORMS``), so a label "Began publication" is the question's own "begin
    publication"."""
    return frozenset(canonical(w) if w in PAST_FORMS else w for w in words)


def labels_another(sentence: SentenceReading, query: QueryView, *, listed: bool) -> bool:
    """Is a "Label: value" segment about something the query does not ask about?

    A label the query names (an irregular past as its verb: "Began publication: …" for
    "did it begin publication?"), or one that names only an attribute ("IBAN: …"), leaves the
    subject alone. Another label names what its value is about when the chunk lists things
    by label and one of them is the query's ("Silver: 15% off list; Gold: 25% off list"),
    or when neither the label nor the rest of the segment shares a word with the query
    ("Basel: CHF 230"); a label heading a segment that states the query's words itself is
    a heading ("Reminder: overdue laptops cost £2 a day").
    """
    label = sentence.label
    written = label_text(sentence.snippet)
    if not label or _named_by(label, query.tokens) or names_a_step(written) \
            or names_the_message(written) or _irregular_forms(label) <= query.tokens:
        return False  # "Step 4: keep 30 days of footage": a step of a procedure, no thing
    if _names_the_subject(sentence.snippet, query):
        return False  # "Famous aquariums: Orca Point Aquarium (opened 1984) · …": a heading
    if (pair := other_modifiers(sentence.label_words, query.text,
                                label_spelling(sentence.snippet))) is not None:
        # "Key paper: Nature, 1997" for "her Nature paper": the value names the query's own
        # modifier, so the row's is a rank of the query's thing, not another thing (also as
        # a part of a hyphenated word: "pad-work pass" names the "work" of "pad work")
        return pair[1] not in _with_parts((sentence.terms | sentence.mentions) - label)
    if not label.isdisjoint(measure_labels(query.text)):
        return False  # "Power: 380 hp" for "How much horsepower …?", in a list of labels too
    if query.slot is not None and (class_label(sentence.snippet, query.slot.predicate)
                                   or predicate_label(sentence.snippet, query.slot.predicate)):
        return False  # "Introduced: 1917" for "When did … launch …?" (``class_rows``)
    if listed:
        return True
    rest = (sentence.terms | sentence.mentions) - label - _PAID
    return label.isdisjoint(query.tokens) and rest.isdisjoint(query.terms)


_NOMINAL_ENDINGS = ("ation", "ion", "ment", "al")
"""Endings that make a noun of a verb ("restoration", "completion", "development",
"arrival"): the label word less one of them is the verb's stem."""


def _named_by(label: frozenset[str], tokens: frozenset[str]) -> bool:
    """Does the query name every word of ``label``, as written or as the verb a noun of it
    is made from ("Restoration cost: …" for "How much did it cost to restore …?")?"""
    return label <= tokens or all(
        term in tokens or any(term.endswith(end) and len(term) - len(end) >= 4
                              and term[: -len(end)] in tokens for end in _NOMINAL_ENDINGS)
        for term in label)


_PAID = frozenset(stem(w) for w in "fee charge price cost deposit tariff".split())
"""Words naming what is paid: a segment writing only these of the query's words ("Vehicle
livery: 30% deposit at booking" for the deposit on a shopfront job) states the asked amount
of its label's thing, and its label still names that thing."""


def _with_parts(terms: frozenset[str]) -> frozenset[str]:
    """``terms`` and the stem of each part of a hyphenated one ("pad-work" → "pad", "work")."""
    if not any("-" in t for t in terms):
        return terms
    return terms | {stem(p) for t in terms if "-" in t for p in t.split("-") if p}


def _names_the_subject(snippet: str, query: QueryView) -> bool:
    """Does the segment after its label name the query's subject by one of the query's
    names of two words or more, whose head noun is the label's own ("Famous aquariums: Orca
    Point Aquarium (opened 1984)")? The label then heads a list of things of the subject's
    kind that holds the subject, and names no other thing ("UK fees: Orca Point Aquarium
    £30" is still a fee's row)."""
    label = label_text(snippet)
    words = re.findall(r"[a-z]+", label.lower())
    if not words:
        return False
    rest = snippet.lower()
    rest = rest[rest.find(label.lower()) + len(label):]
    head = stem(words[-1])
    names = {*query.names, *(n.lower() for n in query_names(query.text))}
    return any(" " in name and stem(name.split()[-1]) == head
               and re.search(rf"\b{re.escape(name)}\b", rest) for name in names)
