"""A sentence about a rival of the question's subject: a thing of its kind, but another one.

One reading of whose value a sentence states: the thing it names before the value, by the
head of that naming, is the owner; the value answers only when that owner is the question's
subject. Another owner is named in the subject's place by another year, name or code before
the subject's word (a capitalised pair opening a clause is one name: "Bronx Zoo (opened
1899)" for the San Diego Zoo), by a "has" clause whose head is not the subject's ("Adult
cats have 30 teeth" for an adult dog: sharing "adult" is not enough), or by the subject's
name followed by a word naming another model or a copy ("The iPod mini (2004)", "Java 11"
for Java SE 8, "Sue skull replica"). ``owners`` reads the same rule inside a sentence, per
value: a value belongs to the name before it in its clause, and a value set against the
subject's own in a comparison is the other side's.

The question's subject is written as phrases a determiner or preposition opens ("the 2020
Atlantic hurricane season", "the Chrysler Building", "the Orders API"); in such a phrase each
word but the last modifies the next, and those modified words are the subject's kind
("season", "Building", "API"). A sentence names a rival in the subject's place when, before
its first value and in a mention that writes none of the question's modifiers of that word,
it writes one of those words right after an exclusive modifier of its own: another year for
a year ("The 2021 Atlantic season produced 21 named storms", though it names 2020 later as a
comparison), another name or code for a name or code the sentence never writes ("Empire
State Building" for the Chrysler Building, "The Reports API allows 100 requests"). For a
"How many … does X have?" question the subject's place is also the owner of a "has" clause:
"A pork side has 14 or 15 ribs" names another owner than "a human". Its values are that
rival's, never answers. A common word before the subject's word is a description ("the
record-shattering Atlantic season", "new Velora vehicles"), never a rival: only years,
names and codes exclude one another; a pronoun or a short definite description ("both
have", "The bridge has") refers back to the subject.

Pure; one pass over the sentence's words (the question's pairs are memoised per query).
"""

from __future__ import annotations

import re
from functools import lru_cache
from itertools import pairwise

from workers.engine.contrast_subjects import contrasted_subject
from workers.engine.fields.facets import facet_spelling
from workers.engine.format_names import format_named
from workers.engine.kind_rivals import kind_rival
from workers.engine.name_forks import forked
from workers.engine.other_agents import other_agent
from workers.engine.owner_verbs import asks_owner, other_doer
from workers.engine.owners import question_names
from workers.engine.possessed_things import owned_thing, owner_alone
from workers.engine.query_memo import per_query
from workers.engine.set_modifiers import set_modifier
from workers.engine.terms import stem

_TOKEN = re.compile(r"[A-Za-z0-9][A-Za-z0-9']*")
_OPENERS = frozenset("the a an of in on at for from by with".split())
"""Words that open a phrase naming a thing ("the …", "of …")."""
_FUNCTION = frozenset(
    """a an the of in on at for from by with to and or is are was were be been do does did has
    have had can could will would should may might must how many much what when where which
    who whom whose why this that these those it its their his her there as than per""".split()
)
"""Words that end a phrase."""
_YEAR = re.compile(r"(?:1[5-9]|20)\d\d")
_NUMBER = re.compile(r"\d+")
_JOINT = re.compile(r"[ \t]?[-/&]?[ \t]?")
"""What may stand between a modifier and its word: a space, a hyphen or a slash
("standard-gauge", "CI/CD")."""
_CLAUSE_MARKS = frozenset(".:;!?—–·|(\"“")
"""Marks after which a capitalised word is capitalised only because it opens a clause."""
_AUXILIARIES = frozenset("do does did can could will would should must may might".split())
_WH_PASSIVE = re.compile(r"\s*(?:when|where|why|in what year)\s+(?:is|was|are|were)\b", re.I)


@per_query
def _asked(query: str) -> tuple[frozenset[tuple[str, str]],
                                dict[str, frozenset[tuple[str, str]]], frozenset[str]]:
    """The question's modifier–word pairs (stems), each modified word's modifiers as (kind,
    stem) (kinds: "year", "name", "number", "word"), and the stems of all its words. A phrase
    opened after an auxiliary that ends at an opener, or the phrase that ends a question
    ending with its verb (``_ends_with_verb``), ends with that verb ("does the Enterprise
    SLA guarantee?", "was the foundation stone of Kelross Town Hall laid?"): its last word
    is no subject's word."""
    runs: list[list[re.Match[str]]] = []
    run: list[re.Match[str]] = []
    open_ = after_aux = False
    previous = ""
    for match in _TOKEN.finditer(query):
        word = match.group(0).lower().removesuffix("'s")
        if word in _OPENERS:
            runs.append(run[:-1] if after_aux else run)
            run, open_, after_aux = [], True, previous in _AUXILIARIES
        elif word in _FUNCTION or (word.endswith("ed") and match.group(0).islower() and run):
            runs.append(run)
            run, open_ = [], False
        elif open_:
            if run and not _JOINT.fullmatch(query, run[-1].end(), match.start()):
                runs.append(run)
                run = []
            run.append(match)
        previous = word
    runs.append(run[:-1] if after_aux or _ends_with_verb(query) else run)
    pairs: set[tuple[str, str]] = set()
    heads: dict[str, set[tuple[str, str]]] = {}
    for modifier, head in (pair for each in runs for pair in pairwise(each)):
        word, mine = stem(head.group(0)), stem(modifier.group(0))
        if word.isalpha() and len(word) > 2:  # "Document K" names no kind: "K" is a code
            pairs.add((mine, word))
            heads.setdefault(word, set()).add(
                (_kind(query, modifier.start(), modifier.group(0)), mine))
    words = frozenset(stem(m.group(0)) for m in _TOKEN.finditer(query))
    return frozenset(pairs), {w: frozenset(m) for w, m in heads.items()}, words



def _ends_with_verb(query: str) -> bool:
    """Does the question end with its verb: with do-support or a modal ("does …
    guarantee?", "can … go?"), or as "When/Where was … laid?"?"""
    return any(m.group(0).lower() in _AUXILIARIES for m in _TOKEN.finditer(query)) \
        or _WH_PASSIVE.match(query) is not None


def _kind(text: str, start: int, raw: str) -> str:
    """"year", "number", "name" (capitalised where no clause opens, or in capitals but no
    unit after a number) or "word": what the modifier ``raw`` at ``start`` is."""
    if _YEAR.fullmatch(raw):
        return "year"
    if _NUMBER.fullmatch(raw):
        return "number"
    if len(raw) > 1 and raw.isupper():
        return "word" if _after_number(text, start) else "name"
    if raw[:1].isupper() and raw.lower() not in _FUNCTION and not _opens_clause(text, start):
        return "name"
    return "word"


def _modifier_kind(snippet: str, modifier: tuple[int, int, str, str],
                   word: tuple[int, int, str, str]) -> str:
    """``_kind`` of a sentence's ``modifier`` of the subject's ``word``; a capitalised one
    that opens a clause is a name when the word after it is capitalised too: the two are
    one proper name ("Bronx Zoo (opened 1899)" for the San Diego Zoo), as a common noun is
    written in lower case (a determiner names nothing: "Each API key"; nor does a word in
    capitals, an acronym)."""
    kind = _kind(snippet, modifier[0], modifier[3])
    if kind == "word" and modifier[3].istitle() and word[3].istitle() \
            and modifier[3].lower() not in _FUNCTION | _REFERS_BACK | _DETERMINERS:
        return "name"
    return kind


def _after_number(text: str, start: int) -> bool:
    """Does a word in capitals follow a number ("500 GB"): a unit, no name?"""
    at = start
    while at > 0 and text[at - 1] in " \t":
        at -= 1
    return at > 0 and text[at - 1].isdigit()


@per_query
def _head_keys(query: str) -> tuple[str, ...]:
    """Text every word whose stem is one of the subject's words contains (the stem, less a
    final "y" that "ies" became): a sentence without any of them names none."""
    return tuple(word[:-1] if word.endswith("y") else word for word in _asked(query)[1])


@per_query
def can_rival(query: str) -> bool:
    """Does the question name its subject in a way a sentence can rival (a modified word,
    or the owner of a "have" question)? Else ``rival`` is "" for every sentence."""
    return bool(_asked(query)[1] or _owner_words(query) or _names(query) or asks_owner(query))


def rival(snippet: str, query: str, until: int | None = None) -> str:
    """"rival:<modifier>-<word>" for a sentence that names a rival of the question's
    subject in its place, before ``until`` (where its first value stands: what a sentence
    states a value about comes before the value; "… on February 25, 2027, three weeks after
    the PC launch" is about no PC launch); "" otherwise."""
    pairs, heads, words = _asked(query)
    until = len(snippet) if until is None else until
    lowered = snippet.lower()
    found = _other_modifier(snippet, pairs, heads, words, until) if any(
        key in lowered for key in _head_keys(query)) else ""
    return found or _other_owner(snippet, query, until) or other_doer(snippet, query, until) \
        or _variant(snippet, query, until) or _other_place(snippet, query, until) \
        or forked(snippet, query, until) or other_agent(snippet, query, until) \
        or set_modifier(snippet, query, until) or owned_thing(snippet, query, until) \
        or owner_alone(snippet, query, until) \
        or contrasted_subject(snippet, query, until) or format_named(snippet, query, until) \
        or kind_rival(snippet, query, until)


_PLACE_OPENING = re.compile(
    r"(?:^|(?<=[.;:!?—–·|])[^\S\n]*)(?:In|At|On)[^\S\n]+(?:the[^\S\n]+)?"
    r"((?:[A-Z][\w'’.-]*[^\S\n]+){0,3}[A-Z][\w'’.-]*),")
"""A clause opening with the place it is about: "In London, Cats ran 21 years …"."""
_TIMES = frozenset(
    """january february march april may june july august september october november december
    monday tuesday wednesday thursday friday saturday sunday spring summer autumn fall winter
    christmas easter day eve night week weekend""".split())
"""Capitalised words of a time, not a place ("In March, …", "On Constitution Day, …")."""


def _other_place(snippet: str, query: str, until: int) -> str:
    """"rival:place-<name>" for a sentence that, before its value, opens a clause with a
    place the question does not name ("In London, Cats ran 21 years …, 8,949 performances"
    for the original Broadway run): the value is that place's run, branch or edition. Only
    for a question that names things (``_names``); a time ("In March,"), a region the facets
    read ("In the EU,": ``fields.facets``) or a place any of whose words the question writes
    is no other place."""
    names, asked, _ = _names(query)
    if not names or "," not in snippet[:until]:
        return ""
    stems = _asked(query)[2]
    for found in _PLACE_OPENING.finditer(snippet, 0, until):
        place = found.group(1)
        words = [w.lower().strip("'’.") for w in place.split()]
        if any(w in _TIMES or w in asked or stem(w) in stems for w in words) \
                or facet_spelling(place):
            continue
        return f"rival:place-{'-'.join(words)}"
    return ""


_HAVE_QUESTION = re.compile(r"\b(?:does|do|did)\s+([^?]{2,60}?)\s+have\b", re.IGNORECASE)
_HAVE_CLAUSE = re.compile(
    r"(?:^|(?<=[.;:!?—–·])[^\S\n]*)((?:[\w'×-]+[^\S\n]+){0,4}?[\w'×-]+)[^\S\n]+(?:has|have|had)"
    r"[^\S\n]")
"""A clause that opens with its owner and "has": "A pork side has 14 or 15 ribs"."""
_REFERS_BACK = frozenset(
    """it they we you i he she both each all most mine ours yours his hers theirs this that
    these those which who one there here some many none either neither""".split())
_DETERMINERS = frozenset("each every any no our your my all another other".split())
_DEFINITE = frozenset("the its their his her this that these those our your".split())


@per_query
def _owner_words(query: str) -> frozenset[str]:
    """The content words of the owner a "How many … does X have?" question names."""
    found = _HAVE_QUESTION.search(query)
    if found is None:
        return frozenset()
    return frozenset(stem(m.group(0)) for m in _TOKEN.finditer(found.group(1))
                     if m.group(0).lower() not in _FUNCTION)


@per_query
def _owner_heads(query: str) -> tuple[str, ...]:
    """The stems of the heads of the owner a "have" question names: its last word and any
    possessive ("dog" of "an adult dog"; "stomach" and "cow" of "a cow's stomach")."""
    found = _HAVE_QUESTION.search(query)
    words = [m.group(0) for m in _TOKEN.finditer(found.group(1))] if found else []
    return tuple(stem(w.removesuffix("'s")) for w in words
                 if w is words[-1] or w.endswith("'s"))


def _other_owner(snippet: str, query: str, until: int) -> str:
    """"rival:<word>" for a sentence that, before its value, says another owner has it ("A
    pork side has 14 or 15 ribs" for "How many pairs of ribs does a human have?"): a clause
    opening with a noun phrase that writes neither a head of the question's owner
    (``_owner_heads``) nor, as its own head (its last word but an adverb or an auxiliary,
    or a possessive: "a dog's mouth"), a word of that owner (not even inside a code: "C64
    had 64 KB" for the Commodore 64; sharing a modifier is not enough: "Adult cats have 30
    teeth" for an adult dog), is no pronoun ("both have twelve pairs") and no short
    definite description ("The bridge has 9 arches"), then "has"; "" otherwise."""
    owner, heads = _owner_words(query), _owner_heads(query)
    if not owner:
        return ""
    for clause in _HAVE_CLAUSE.finditer(snippet, 0, until):
        said = clause.group(1).split()
        first = said[0].lower()
        if first in _REFERS_BACK or (first in _DEFINITE and len(said) <= 2):
            continue
        nouns = [w for w in said if not w.endswith(("ly", "n't", "n’t"))
                 and w.lower() not in _AUXILIARIES] or said
        own = [w for w in nouns if w.endswith(("'s", "’s"))] + nouns[-1:]
        if not any(o in stem(w) for w in own for o in owner) \
                and not any(h in stem(w) for w in said for h in heads):  # "C64"
            return f"rival:{stem(nouns[-1])}"
    return ""


def _other_modifier(snippet: str, pairs: frozenset[tuple[str, str]],
                    heads: dict[str, frozenset[tuple[str, str]]], words: frozenset[str],
                    until: int) -> str:
    """The first rival mention of a sentence that has no mention of the subject as the
    question names it. A mention is a run of words joined by spaces, hyphens or slashes;
    a rival one when one of the subject's words follows an exclusive modifier of its own
    and none of the question's modifiers of that word ("The New Quennell Bridge" for the
    Old Quennell Bridge, though it writes "Quennell Bridge"; not "CI/CD environment" for
    the CI environment); the subject's own when it writes a word after one of the
    question's modifiers of it, and no rival."""
    tokens, stems = _tokens(snippet)
    if stems.isdisjoint(heads):
        return ""
    found = ""
    own = rivalled = False
    run: set[str] = set()
    previous: tuple[int, int, str, str] | None = None  # the word before
    for token in tokens:
        start, _, word, _ = token
        if previous is None or not _JOINT.fullmatch(snippet, previous[1], start):
            if own and not rivalled:
                return ""
            own = rivalled = False
            run = set()
        elif (modifiers := heads.get(word)) is not None:
            if any((mine, word) in pairs for mine in run):
                own = True
            elif previous[2] not in words and previous[0] < until \
                    and _excludes(modifiers, _modifier_kind(snippet, previous, token), stems) \
                    and not _abbreviates(previous[2], modifiers):
                rivalled = True
                found = found or f"rival:{previous[2]}-{word}"
        run.add(word)
        previous = token
    return "" if own and not rivalled else found


_stem = lru_cache(maxsize=16_384)(stem)
"""``stem`` of a word, memoised (words recur far more than sentences)."""


@lru_cache(maxsize=2_048)
def _tokens(snippet: str) -> tuple[tuple[tuple[int, int, str, str], ...], frozenset[str]]:
    """A sentence's words as (start, end, stem, text), and their stems; memoised (chunks
    recur across events) in a small bound: a sentence's entry is a few kilobytes."""
    tokens = tuple((m.start(), m.end(), _stem(m.group(0)), m.group(0))
                   for m in _TOKEN.finditer(snippet))
    return tokens, frozenset(t[2] for t in tokens)


@lru_cache(maxsize=2_048)
def _words(snippet: str) -> tuple[tuple[int, int, str], ...]:
    """A sentence's words as (start, end, text): ``_tokens`` without the stems, which
    ``_variant`` never reads (a stem per word is most of ``_tokens``' cost); memoised alike."""
    return tuple((m.start(), m.end(), m.group(0)) for m in _TOKEN.finditer(snippet))


def _excludes(modifiers: frozenset[tuple[str, str]], kind: str, stems: frozenset[str]
              ) -> bool:
    """Does a modifier of ``kind`` name another thing than the question's ``modifiers``
    (kind, stem) do? A year excludes a year; a name or code excludes a name or code the
    sentence never writes; a common word describes (a "record-shattering" season, "new
    Velora vehicles"), never excludes."""
    if kind == "year":
        return any(k == "year" for k, _ in modifiers)
    return kind == "name" and any(k == "name" and m not in stems for k, m in modifiers)


def _abbreviates(short: str, modifiers: frozenset[tuple[str, str]]) -> bool:
    """Is ``short`` an abbreviation of one of the question's ``modifiers`` ("St" of
    "Saint", "Mt" of "Mount"): shorter, with its first letter and its letters in order?"""
    return any(len(short) < len(m) and short[:1] == m[:1] and _in_order(short, m)
               for _, m in modifiers)


def _in_order(short: str, long: str) -> bool:
    letters = iter(long)
    return all(c in letters for c in short)


def _opens_clause(snippet: str, start: int) -> bool:
    """Does the word at ``start`` open the sentence or a clause (after a colon, a dash…)?"""
    at = start
    while at > 0 and snippet[at - 1] in " \t":
        at -= 1
    return at == 0 or snippet[at - 1] in _CLAUSE_MARKS \
        or (snippet[at - 1] == "-" and at > 1 and snippet[at - 2] == " ")



_VARIANTS = frozenset(
    """mini nano shuffle touch classic pro plus max ultra lite air xl jr junior ii iii iv vi
    vii viii ix""".split())
"""Words that, right after a product's or work's name, name another model of it ("iPod
mini", "iPhone 15 Pro Max", "Rocky II"); capitalised but for ``_LOWER_VARIANTS`` ("plus
27" adds, "air" is air)."""
_LOWER_VARIANTS = frozenset({"mini", "nano", "shuffle"})
_VARIANT_NUMBER = re.compile(
    r"\d{1,3}(?!\w|[.,/:-]?\d|[-–/]|[^\S\n]*[%°×x])(?![^\S\n]+(?:[a-z]|[A-Z]{1,3}\b))")
"""A model number: a short number, whole, that no unit nor word in lower case follows
("Java 11, the first …"; not "iPod 5 GB", "5,000", "4 × 45 g", "Zoo 2-for-1"); read only
for a subject the question numbers itself ("Java SE 8"): after another name a number is
that thing's value ("Schubert 31, Mozart 35")."""
_COPIES = frozenset(
    """replica replicas poster posters figurine figurines miniature miniatures plush
    """.split())
"""Words that, after a thing's name and at most ``_DESCRIBED`` words in lower case, name
a copy of it, another object ("Sue skull replica, 1:6 scale, 25 cm")."""
_DESCRIBED = 2
_WALK = 6
"""The most words read after a name for its model: a model's name is short, and the work
per sentence stays linear however many names it repeats."""


@per_query
def _names(query: str) -> tuple[frozenset[str], frozenset[str], bool]:
    """The question's own names (``owners.question_names``, and words with a capital
    inside: "iPod") but possessive groups; all its words, less possessive endings; and
    whether it numbers one of its names ("Java SE 8", "Hornsea 2's")."""
    tokens = [m.group(0) for m in _TOKEN.finditer(query)]
    bare = [t.lower().removesuffix("'s") for t in tokens]
    inner = {b for t, b in zip(tokens, bare, strict=True)
             if any(c.isupper() for c in t[1:]) and t[:1].islower()}
    names = frozenset(n for n in question_names(query) | inner if not n.startswith("'"))
    numbered = any(a in names and b.isdigit() for a, b in pairwise(bare))
    return names, frozenset(bare), numbered


def _variant(snippet: str, query: str, until: int) -> str:
    """"rival:<name>-<variant>" for a sentence that, before its value, names another model
    of the question's named subject and never the subject alone: one of the question's
    names, then (past words the question writes too) a variant word (``_VARIANTS``), a
    model number (``_VARIANT_NUMBER``) the question does not write ("The iPod mini (2004)
    came with a 4 GB Microdrive" for the first iPod), or a word naming a copy of it
    (``_COPIES``); "" otherwise ("Velora P9 vs P9 Lite: 5,000 mAh vs 4,500 mAh" names
    both)."""
    names, asked, numbered = _names(query)
    lowered = snippet.lower()
    if not any(n in lowered for n in names):
        return ""  # only a word that is one of the names, as lowered, starts a model below
    tokens = _words(snippet)
    found = ""
    for index, (start, _, raw) in enumerate(tokens):
        if start >= until:
            break
        if raw.lower() in names:  # not "Latynina's 18": a possessive name owns what follows
            other = _model_after(snippet, tokens, index, asked, numbered, until)
            if not other:
                return ""
            found = found or f"rival:{raw.lower()}-{other}"
    return found


def _model_after(  # noqa: PLR0917 - private, one caller
    snippet: str, tokens: tuple[tuple[int, int, str], ...], index: int,
    asked: frozenset[str], numbered: bool, until: int,
) -> str:
    """The variant, model number or copy word that follows the name at ``index`` (the
    subject's own words and, before a copy word, a few words in lower case between), or
    "" when the mention is the subject's."""
    previous_end = tokens[index][1]
    described = 0
    for start, end, raw in tokens[index + 1 : index + 1 + _WALK]:
        if not _JOINT.fullmatch(snippet, previous_end, start) or start >= until:
            break
        word = raw.lower().removesuffix("'s")
        previous_end = end
        if word in asked and word not in _FUNCTION:
            continue
        if word in _COPIES or (not described and (
                (word in _VARIANTS and (word in _LOWER_VARIANTS or not raw.islower()))
                or (numbered and _VARIANT_NUMBER.match(snippet, start)))):
            return word
        if not raw.islower() or word in _FUNCTION or described == _DESCRIBED:
            break
        described += 1  # "Sue skull replica": a copy of a part of it
    return ""
