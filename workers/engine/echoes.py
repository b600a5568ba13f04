"""Echoes: one passage repeats a stretch of another with one short phrase changed.

Two chunks need not be copies of one whole text (``copies``) to copy one stretch of it: a
mirror cut at other places, a page that quotes a sentence, a planted copy of one paragraph.
Where both write the same ``CONTEXT`` words, then a different short phrase, then the same
``CONTEXT`` words again ("… local workmen built the fort of volcanic rock in 1867. They
built it to …" / "… in 1855. They built it to …"), the phrase is what one of them changed,
and they are compared on it when it is one value of the kind the question asks for: a date
or year for *when*, a count for *how many*, a value of the slot's kinds otherwise (names
are left to ``copies``: two pages may word one sentence about two things alike, "a retired
Russian middle distance runner" / "… ice hockey player", and a name has no unit or tolerance
to tell a rewording from a changed answer). Entity facets do not apply
(one text is about one thing); scope facets named in either chunk do (an "EU" page and a
"US" page that share a template are not copies of one claim). Pure and order-free: pairs
are taken in chunk-id order and each chunk's value is read from its own text.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from difflib import SequenceMatcher
from functools import lru_cache
from itertools import combinations

from schemas.events import Chunk
from workers.engine.claims import Claim
from workers.engine.groups import Group
from workers.engine.members import Member
from workers.engine.policy import Policy
from workers.engine.preamble import preamble_end
from workers.engine.query import QueryView
from workers.engine.questions import FAMILIES, family
from workers.engine.reading import read_text
from workers.engine.sentences import sentences
from workers.engine.values import Value

CONTEXT = 4
"""Words that must be the same on each side of a changed phrase."""
STRETCH = 16
"""Words the two texts must share around a changed phrase, both sides together: a copied
stretch is long, a template sentence that two pages about different things fill in ("The
population was 4,624 at the 2010 census") is short."""
MAX_PHRASE = 6
"""The most words a changed phrase may have on either side."""
MAX_CHUNKS = 32
"""Events with more chunks are not searched for echoes (pairs grow with the square)."""
MAX_TOKENS = 600
"""Longer texts are not aligned (an alignment grows with the product of the lengths)."""
_WORD = re.compile(r"\w+")
_YEAR = re.compile(r"(?<![\w.,])(1[0-9]{3}|20[0-9]{2})(?![\w%]|,\d{3}|\.\d)")
_COUNT = re.compile(r"(?<![\w.,])(\d{1,3}(?:,\d{3})+|\d+)(?![\w%]|[.,]\d|\s?%)")

Word = tuple[str, int, int]


def echo_groups(
    chunks: Sequence[tuple[int, Chunk]], policy: Policy, query: QueryView
) -> list[Group]:
    """One comparison group per changed spot that several chunks echo; each member claims
    the value its own text states there (key "<subject> passage: <words around>")."""
    if query.slot is None or query.slot.kind in ("", "name") or len(chunks) > MAX_CHUNKS:
        return []
    by_id = {chunk.chunk_id: (order, chunk) for order, chunk in chunks}
    found: dict[str, dict[str, Value]] = {}
    ordered = sorted((c for _, c in chunks), key=lambda c: c.chunk_id)
    for a, b in combinations(ordered, 2):
        changes = [] if a.text == b.text else _changes(a.text, b.text)
        if not changes or _scoped_apart(a, b):
            continue
        for anchor, (sa, ea), (sb, eb) in changes:
            if sa < preamble_end(a.text) or sb < preamble_end(b.text):
                continue  # the site or date of the page, not what it says
            va = _answer(a.text, sa, ea, query)
            vb = _answer(b.text, sb, eb, query)
            if va is None or vb is None or va.field != vb.field:
                continue
            spot = found.setdefault(anchor, {})
            spot.setdefault(a.chunk_id, va)
            spot.setdefault(b.chunk_id, vb)
    groups = []
    for anchor, values in sorted(found.items()):
        members = []
        for chunk_id, value in sorted(values.items()):
            order, chunk = by_id[chunk_id]
            snippet = _sentence_at(chunk.text, value.start)
            claim = Claim(
                subject=query.subject, attribute="passage", facets=(),
                values={value.field: value}, snippet=snippet, position=value.start,
                qualifier_terms=frozenset(), mentions=frozenset(), asides=frozenset(),
                snippets={value.field: snippet},
            )
            authority = policy.authority(chunk.source_tier, chunk.doc_class)
            members.append(Member.of(chunk, claim, order, authority))
        key = f"{query.subject} passage: {anchor}".strip()
        groups.append(Group(key, tuple(sorted(members, key=lambda m: m.sort_key))))
    return groups


def already_compared(group: Group, conflicts: Sequence[Sequence[Member]], *, by_value: bool,
                     ) -> bool:
    """Does one of ``conflicts`` already set the group's chunks against each other? With
    ``by_value`` (an echo), only on the values the echo compares: a conflict on other values
    of the same chunks (a date the slot reading took from an infobox row, "Added to NRHP
    February 26, 1970") leaves the changed spot, the planted or stale value, to compare too.
    (Copies compare names, which two pages built on one template change with their subject.)"""
    wanted = {m.chunk_id: m.claim.values for m in group.members}
    for members in conflicts:
        held = {m.chunk_id: m.claim.values for m in members}
        if wanted.keys() <= held.keys() and (not by_value or all(
            held[c].get(f) is not None and held[c][f].display == v.display
            for c, values in wanted.items() for f, v in values.items()
        )):
            return True
    return False


def _changes(a: str, b: str) -> list[tuple[str, tuple[int, int], tuple[int, int]]]:
    """(anchor, span in a, span in b) of each short phrase b changed between ``CONTEXT``
    words that both texts share on either side."""
    wa, wb = _tokens(a), _tokens(b)
    if not (wa and wb) or len(wa) > MAX_TOKENS or len(wb) > MAX_TOKENS:
        return []
    if len(_grams(a) & _grams(b)) < STRETCH - 2 * (CONTEXT - 1):
        return []  # cheap: the shared stretch around a change holds this many grams
    ta, tb = _words(a), _words(b)
    ops = SequenceMatcher(None, wa, wb, autojunk=False).get_opcodes()
    out = []
    for n in range(1, len(ops) - 1):
        kind, i1, i2, j1, j2 = ops[n]
        before, after = ops[n - 1], ops[n + 1]
        if kind != "replace" or before[0] != "equal" or after[0] != "equal":
            continue
        if min(before[2] - before[1], after[2] - after[1]) < CONTEXT or (
            before[2] - before[1] + after[2] - after[1] < STRETCH
        ):
            continue
        if i2 - i1 > MAX_PHRASE or j2 - j1 > MAX_PHRASE:
            continue
        anchor = " ".join([*wa[i1 - CONTEXT : i1], "_", *wa[i2 : i2 + CONTEXT]])
        out.append((anchor, (ta[i1][1], ta[i2 - 1][2]), (tb[j1][1], tb[j2 - 1][2])))
    out.extend(_cut_changes(ops, wa, ta, tb))
    return out


def _cut_changes(
    ops: Sequence[tuple[str, int, int, int, int]], wa: Sequence[str], ta: Sequence[Word],
    tb: Sequence[Word],
) -> list[tuple[str, tuple[int, int], tuple[int, int]]]:
    """Changes at a cut: one text opens (or ends) on a short phrase, the other writes there
    as many words of its own, and ``STRETCH`` shared words follow (or precede) both ("1885.
    His success on the northern circuit …" / "… called to the Bar in 1859. His success on
    the northern circuit …"): a chunk cut right before the planted year still echoes the
    stretch after it. The two phrases must be as long ("2,345" cut from "12,345" is no
    change). Spans are (in a, in b), as ``_changes`` gives them."""
    out = []
    for n, step in ((0, 1), (len(ops) - 1, -1)):
        if not 0 <= n + step < len(ops):
            continue
        kind, i1, i2, j1, j2 = ops[n]
        shared = ops[n + step]
        if kind != "replace" or shared[0] != "equal" or shared[2] - shared[1] < STRETCH:
            continue
        size = min(i2 - i1, j2 - j1)
        if size > MAX_PHRASE:
            continue
        if step == 1:  # the phrase ends where the shared stretch begins
            i1, j1 = i2 - size, j2 - size
            anchor = " ".join(["_", *wa[i2 : i2 + CONTEXT]])
        else:  # the phrase begins where the shared stretch ends
            i2, j2 = i1 + size, j1 + size
            anchor = " ".join([*wa[i1 - CONTEXT : i1], "_"])
        span_a, span_b = (ta[i1][1], ta[i2 - 1][2]), (tb[j1][1], tb[j2 - 1][2])
        if span_a[1] - span_a[0] == span_b[1] - span_b[0]:  # a cut inside a number differs
            out.append((anchor, span_a, span_b))
    return out


def _answer(text: str, start: int, end: int, query: QueryView) -> Value | None:
    """The one value of the kind the question asks for in ``text[start:end]``; None when
    there is none or several, or when the phrase opens a parenthesis: "Music of the Spheres
    (Mike Oldfield album)" names which entity a page is about, not an answer."""
    slot = query.slot
    assert slot is not None
    if text[:start].rstrip().endswith("("):
        return None
    accepted = FAMILIES[slot.kind] - {"basis"}
    values = [v for v in read_text(text).values if v.start < end and start < v.end]
    if slot.kind in ("when", "count"):
        taken = [(v.start, v.end) for v in values]
        values += [v for v in _bare(text, start, end, when=slot.kind == "when")
                   if not any(a < v.end and v.start < b for a, b in taken)]
    if len(values) != 1:  # "formed in 1968, two years after": which one changed is unclear
        return None
    return values[0] if family(values[0]) in accepted else None


def _bare(text: str, start: int, end: int, *, when: bool) -> list[Value]:
    """A bare year (for *when*) or count written in the changed phrase."""
    out = []
    for match in (_YEAR if when else _COUNT).finditer(text, start, end):
        raw = match.group(1)
        if when:
            out.append(Value("date", raw, raw, match.start(1), "day", exact=raw))
        else:
            number = float(raw.replace(",", ""))
            out.append(Value("quantity", raw, raw, match.start(1), "count", number))
    return out


def _scoped_apart(a: Chunk, b: Chunk) -> bool:
    """Do the chunks' metadata or texts name different values of one scope facet?"""
    fa = dict(read_text(a.text).facets) | dict(a.scope)
    fb = dict(read_text(b.text).facets) | dict(b.scope)
    return any(fb.get(facet, value) != value for facet, value in fa.items())


def _sentence_at(text: str, at: int) -> str:
    for offset, body in sentences(text):
        if offset <= at < offset + len(body):
            return body.strip()
    return text.strip()


@lru_cache(maxsize=512)
def _tokens(text: str) -> tuple[str, ...]:
    """The lower-case words of ``text``, in order: ``_words`` without their spans, which
    only the few pairs of texts that share a stretch need."""
    return tuple(map(str.lower, _WORD.findall(text)))


@lru_cache(maxsize=512)
def _words(text: str) -> tuple[Word, ...]:
    return tuple((m.group(0).lower(), m.start(), m.end()) for m in _WORD.finditer(text))


@lru_cache(maxsize=512)
def _grams(text: str) -> frozenset[tuple[str, ...]]:
    words = _tokens(text)
    return frozenset(tuple(words[i : i + CONTEXT]) for i in range(len(words) - CONTEXT + 1))
