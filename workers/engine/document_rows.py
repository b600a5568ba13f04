"""One document answers once: its rows that disagree are about different things.

A price sheet lists "Annual season … £2,140", "Monthly season … £206" and "Flexi season …
£98"; a spec sheet the 40' and the 20' box; a support matrix Premium and Standard. Chunks of
one version of one document (same ``doc_id``, effective and publication dates and
``supersedes``) that give different values for one key are the document's rows about
different items, never a document contradicting itself. Of such rows the group keeps those
that name most of the query's words (its numbers included: "20ft" is the "20' dry" row);
a disagreeing row naming at most a third as many of the query's words as the best row speaks
of something else (another duty or item of the same policy) and goes too, even when the best
rows still disagree or tie; then every other row stays and the rules decide as before. Rows
that agree are left alone, but for another numbered section ("4.4 Critical care: two
visitors" beside "4.1 Adult wards: two visitors"): two rules of the document, where the one
naming another thing in the query's place is about another item even with the same value.
Before that, a disagreeing row whose own words no other document says goes beside a row whose
own words one does (``unechoed_rows``: the express row beside the standard one a reply names).
Revisions of a document (other dates) are versions, not rows, and are never pruned here; a
chunk that leaves out the ``supersedes`` its siblings state is no other version.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from schemas.types import FieldType
from workers.engine.detect import detected_fields
from workers.engine.fields.registry import DETECTION_ORDER
from workers.engine.leading_cases import asked_head
from workers.engine.members import Member
from workers.engine.phrase_rows import leaves_out_phrase
from workers.engine.row_words import TOKEN, Asked, asked_words, leaves_out, named_count, number
from workers.engine.terms import STOPWORDS, stem
from workers.engine.text_memo import per_text
from workers.engine.unechoed_rows import variants

_NAMING_WORDS = """standard new current eligible off day days week weeks month months year years
hour hours minute minutes one two three four five six seven eight nine ten twelve""".split()
_NAMING = frozenset(_NAMING_WORDS) | frozenset(stem(word) for word in _NAMING_WORDS)
"""Stop words that name an item or a period ("Standard support", "Off-peak", "two
surfaces"), and their stems: read as words when rows are aligned."""

_SEQUENCE_TOKEN = re.compile(rf"{TOKEN.pattern}|[,;:]")
_BREAK = ","
_LABEL = ":"
_BREAKS = frozenset((_BREAK, _LABEL))
"""A comma, semicolon or colon in a row's sequence: words on either side of it are no
neighbours ("For recliner seats, cancellations close" puts nothing beside "seats"). A table's
cell bar is none: its cells line up with another row's."""

Tokens = tuple[str, ...]


def best_rows(
    members: Sequence[Member], query: str, tolerance: dict[str, float],
    answering: Sequence[FieldType] = DETECTION_ORDER,
) -> tuple[Member, ...]:
    """``members`` without the rows of one document version that name fewer of the query's
    words than a row of that version giving another value and either name another thing
    (``_replaces``), at most a third as many words (``_aside``) or leave out a word every
    other text names (``leaves_out``), and, first, of a disagreeing version a variant row
    no other document echoes (``unechoed_rows``); order kept. Invariant: a
    document version with one member is untouched, and of one whose members agree only a
    row of another numbered section that names another thing (``_other_section``) goes.
    A member stating none of the ``answering`` fields (a rule's clause beside a question for
    a number) is no row answering the question: it is never a rival row, nor pruned."""
    by_version: dict[Version, list[Member]] = {}
    for member, version in zip(members, _versions(members), strict=True):
        if any(f in member.claim.values for f in answering):
            by_version.setdefault(version, []).append(member)
    if all(len(rows) == 1 for rows in by_version.values()):
        return tuple(members)
    asked = asked_words(query)
    dropped: set[int] = set()
    for version_rows in by_version.values():
        if len(version_rows) < 2:
            continue
        rows = version_rows if _agree(version_rows, tolerance) \
            else _unechoed(version_rows, members, query, asked, dropped)  # variants go first
        scores = [named_count(asked, m.chunk.text) for m in rows]
        top = max(scores)
        kept = [m for m, s in zip(rows, scores, strict=True) if s == top]
        if len(kept) == len(rows):
            if not _agree(rows, tolerance):  # a tie: a row breaking up the query's phrase
                _drop_phrase_breakers(rows, members, version_rows, query, dropped)
            continue
        if _agree(rows, tolerance):  # agreeing: only another numbered section
            dropped.update(id(m) for m, s in zip(rows, scores, strict=True) if s < top and any(
                _other_section(m.chunk.text, b.chunk.text)
                and _replaces(asked, m.chunk.text, b.chunk.text) for b in kept))
            continue
        if detected_fields(kept, tolerance):  # the best rows disagree: only the asides go
            dropped.update(id(m) for m, s in zip(rows, scores, strict=True) if _aside(s, top))
            continue
        others = [o for o in members if all(o is not r for r in version_rows)]
        heads = _head_scores(rows, query)
        dropped.update(id(m) for m, s, h in zip(rows, scores, heads, strict=True)
                       if s < top and ((_aside(s, top) and _aside(h, max(heads))) or any(
                           _replaces(asked, m.chunk.text, b.chunk.text) for b in kept)
                           or leaves_out(asked, m.chunk.text, kept, others)))
    return tuple(m for m in members if id(m) not in dropped)


def _drop_phrase_breakers(rows: list[Member], members: Sequence[Member],
                          version_rows: list[Member], query: str, dropped: set[int]) -> None:
    """Of ``rows`` (one version's, tied on the query's words, disagreeing), add to
    ``dropped`` the rows that write no phrase of the query while another of them and every
    member of another document (not another version of theirs) write one (``phrase_rows``)."""
    document = version_rows[0].chunk.doc_id  # another version of it is no other document
    texts = [m.chunk.text for m in members if m.chunk.doc_id != document]
    for row in rows:
        siblings = [m.chunk.text for m in rows if m is not row]
        if leaves_out_phrase(query, row.chunk.text, siblings, texts):
            dropped.add(id(row))


def _unechoed(rows: list[Member], members: Sequence[Member], query: str, asked: Asked,
              dropped: set[int]) -> list[Member]:
    """``rows`` (one version's, disagreeing) without the variants ``unechoed_rows`` finds:
    rows whose own words neither the query nor another version's member says, beside a row
    naming as many query words whose own word such a member says. Their ids join
    ``dropped``."""
    others = [o for o in members if all(o is not r for r in rows)]
    elsewhere = frozenset(t for o in others for t in _sequence(o.chunk.text))
    flags = variants([_sequence(m.chunk.text) for m in rows],
                     [named_count(asked, m.chunk.text) for m in rows],
                     frozenset(_sequence(query)), elsewhere)
    dropped.update(id(m) for m, flag in zip(rows, flags, strict=True) if flag)
    return [m for m, flag in zip(rows, flags, strict=True) if not flag]


def _agree(rows: Sequence[Member], tolerance: dict[str, float]) -> bool:
    """Do ``rows`` agree: they state a field in common, none differs, and no two of them
    price per different units? Rows stating nothing in common (a minimum count beside a
    price) or pricing per other units ("£85 per month" beside "14p per cup") are two items,
    never one answer; "£75" beside "£75 per day" is one price (no unit takes any)."""
    if detected_fields(rows, tolerance):
        return False
    common = set.intersection(*(set(m.claim.values) for m in rows))
    return bool(common) and ("money" not in common or len(
        {m.claim.values["money"].dimension for m in rows} - {""}) <= 1)


Version = tuple[str, str | None, str | None, str]
"""``doc_id``, effective and publication dates, and ``supersedes`` joined."""


def _versions(members: Sequence[Member]) -> list[Version]:
    """The document version of each member's chunk: its ``doc_id``, dates and
    ``supersedes``. A chunk that states no ``supersedes`` takes the one list the chunks of its
    document and dates state (a revision's metadata is often set on one chunk only): it is no
    other version for leaving it out. Invariant: chunks with other dates, or with two
    different stated lists, are never one version."""
    dated = [(m.chunk.doc_id, m.chunk.effective_date, m.chunk.published_at) for m in members]
    own = [",".join(m.chunk.supersedes) for m in members]
    stated: dict[tuple[str, str | None, str | None], set[str]] = {}
    for key, listed in zip(dated, own, strict=True):
        if listed:
            stated.setdefault(key, set()).add(listed)
    return [(*key, listed or (next(iter(stated[key])) if len(stated.get(key, ())) == 1 else ""))
            for key, listed in zip(dated, own, strict=True)]


def _head_scores(rows: Sequence[Member], query: str) -> list[int]:
    """How many words of the query's head (``leading_cases.asked_head``: before its
    qualifying phrase) each row names."""
    head = asked_words(asked_head(query))
    return [named_count(head, m.chunk.text) for m in rows]


def _aside(score: int, top: int) -> bool:
    """Does a row naming ``score`` of the query's words speak of something else than the row
    of its version naming ``top``: at most a third as many? (A disagreeing row must also be
    one by the query's head words alone, ``_head_scores``: a long condition the best row
    repeats, "if I bring my own knives", makes no general row an aside.) A general row that
    only leaves the query's condition out ("Standard lunch" beside "Secondary schools |
    Lunch") names the query's subject and so more than a third of the words the conditional
    row names."""
    return 3 * score <= top


def _replaces(asked: Asked, row: str, best: str) -> bool:
    """Does ``row`` name another thing than ``best``, which names the query's? Either it
    puts a word of its own in the place of a query word it lacks (``_in_place_of``) or
    before the query word ``best`` opens with, past its section number ("8.2 Weekly Luton
    hires" beside "8.1 Luton van hires"; ``_put_before``). A general row that merely
    leaves the query's condition out ("A missed appointment … £25" beside "Saturday clinics
    … £40") names no other thing and stays; so does an abbreviation ("DB" for "database")."""
    mine, theirs = _sequence(row), _sequence(best)
    if not mine or not theirs:
        return False
    have = set(mine)
    for alternatives in asked:
        word = alternatives[0]
        if word not in theirs:
            continue
        if word in have:
            if theirs[_opening(theirs)] == word and _put_before(mine, theirs, word, asked):
                return True
        elif _in_place_of(mine, theirs, word, asked) or _compounded(mine, word, asked):
            return True
    return False


def _in_place_of(mine: Tokens, theirs: Tokens, word: str, asked: Asked) -> bool:
    """Does ``mine`` hold a word of its own where ``theirs`` holds ``word``: at the start (past
    a section number both open with, ``_opening``), or
    beside the same content neighbour ("Monthly season" for "Annual season", "20' dry" for
    "40' high cube", "Standard support" for "Premium support")? A word ``theirs`` writes too
    is none of its own: "Storage | Fridge life / Filled pasta" beside "… Fridge life /
    Vacuum-packed filled pasta" only leaves the query's modifier out, and the header's "life"
    it shares is no item in its place."""
    shared = frozenset(theirs)

    def own(found: str) -> bool:
        return found not in shared and _other(found, word, asked)

    for i, token in enumerate(theirs):
        if token != word:
            continue
        if i == _opening(theirs) and i == _opening(mine) < len(mine) and own(mine[i]):
            return True
        if i == _past_label(theirs) and (k := _past_label(mine)) < len(mine) \
                and own(mine[k]):
            return True
        left = theirs[i - 1] if i and theirs[i - 1] not in _LONE else ""
        right = theirs[i + 1] if i + 1 < len(theirs) and theirs[i + 1] not in _LONE else ""
        for j, neighbour in enumerate(mine):
            if left and neighbour == left and j + 1 < len(mine) and own(mine[j + 1]):
                return True
            if right and neighbour == right and j and own(mine[j - 1]):
                return True
    return False


_LONE = _NAMING | _BREAKS
"""Neighbours that align nothing: naming stop words and a break."""


def _compounded(mine: Tokens, word: str, asked: Asked) -> bool:
    """Does ``mine`` join a word of its own before ``word`` in one compound ("off-peak" where
    the query names "peak")?"""
    return any("-" in token and stem(token.rsplit("-", 1)[1]) == word
               and _other(token.rsplit("-", 1)[0], word, asked) for token in mine)


def _opening(tokens: Tokens) -> int:
    """Where a row's words start: past the section number both numbered rows open with ("4.1
    Adult wards" beside "4.4 Critical care"), else at its first token."""
    return 1 if tokens and tokens[0][:1].isdigit() and "." in tokens[0] else 0


def _past_label(tokens: Tokens) -> int:
    """Where a row's sentence starts: past a one- or two-word label before a colon ("Earning:
    Gold members earn …" opens its sentence with "gold"), else at its first token. The label
    and the sentence each open a row: either may put a word of its own first."""
    return next((i + 1 for i in (1, 2) if i < len(tokens) and tokens[i] == _LABEL
                 and all(t and t not in _BREAKS for t in tokens[:i])), 0)


def _other_section(row: str, best: str) -> bool:
    """Do ``row`` and ``best`` open with different section numbers ("4.4" beside "4.1"):
    two rules of one document, never one rule restated?"""
    mine, theirs = _sequence(row), _sequence(best)
    return _opening(mine) == _opening(theirs) == 1 and mine[0] != theirs[0]


def _put_before(mine: Tokens, theirs: Tokens, word: str, asked: Asked) -> bool:
    """Does ``mine`` put a word of its own, foreign to ``theirs`` and not itself preceded by a
    query word, right before ``word`` ("Tapered annual allowance" beside "Annual allowance",
    where "ticketing DB backups" keeps the query's own noun phrase)?"""
    return any(
        token == word and j and _other(mine[j - 1], word, asked) and mine[j - 1] not in theirs
        and (j == 1 or not _is_asked(mine[j - 2], asked))
        for j, token in enumerate(mine))


def _is_asked(token: str, asked: Asked) -> bool:
    """Is ``token`` a query word, or a part of a compound the query names ("early" of
    "early-renewal")?"""
    return any(token in alternatives or any(token in alt.split("+") for alt in alternatives
                                            if "+" in alt) for alternatives in asked)


_PAID = frozenset(stem(word) for word in
                  "fee fees charge charges price prices cost costs rate rates fare fares".split())
"""Head nouns naming what is paid, not what for: no item of their own ("Call-out charges"
and "call-out fee" name one item; "Pump-out charges | Narrowboat" names no other case than
"Sunday narrowboat visits")."""


def _other(found: str, word: str, asked: Asked) -> bool:
    """Is ``found`` a content word of its own in the place of the query's ``word``: not a
    stop word, not a break, not a query word, not an abbreviation of ``word``, not a number
    where ``word`` is none (the row's amount, "All visitors | £6", names no other item), not
    a noun of what is paid (``_PAID``)?"""
    if not found or found in _BREAKS or _is_asked(found, asked):
        return False
    if (found[0].isdigit() and not word[0].isdigit()) or found in _PAID:
        return False
    short, long = sorted((found, word), key=len)
    return not (short[0] == long[0] and _subsequence(short, long))


def _subsequence(short: str, long: str) -> bool:
    """Are the letters of ``short`` in ``long``, in order?"""
    it = iter(long)
    return all(ch in it for ch in short)


_ASIDE = re.compile(r"\(\s*\d[\d.,]*\s*[a-z]+(?:\s+[a-z]+)?\s*\)")
"""A bracketed measure ("Knife skills (3 hours)"): a detail of the row's item, never a
word in the place of another row's ("the knife skills class")."""


@per_text
def _sequence(text: str) -> Tokens:
    """A text's tokens in order as ``row_words`` reads them, bracketed measures left out
    (``_ASIDE``); "" for a stop word, ``_BREAK`` for punctuation between words (none
    leading)."""
    out: list[str] = []
    for token in _SEQUENCE_TOKEN.findall(_ASIDE.sub(" ", text.lower())):
        if token in ",;:":
            if out and out[-1] not in _BREAKS:
                out.append(_LABEL if token == ":" else _BREAK)
        elif token[0].isdigit():
            out.append(number(token))
        elif "-" in token:
            out.append(token)
        else:
            out.append("" if token in STOPWORDS and token not in _NAMING else stem(token))
    return tuple(out)
