"""The one phrase two near-copies of a text differ in: where it is, and whether it is a
changed answer rather than a rewrite, a cut, a page's furniture or another excerpt.

Reads the two texts and their tokens (``copy_tokens``). Invariants: the result depends only
on the two texts; a phrase with a digit, a scope facet, a bracket or quote, or more than
``MAX_PHRASE`` tokens is never the change; the spans are offsets in each text.
"""

from __future__ import annotations

from collections.abc import Sequence
from difflib import SequenceMatcher

from workers.engine.copy_tokens import text_tokens, token_words
from workers.engine.fields.facets import FACET_WORDS
from workers.engine.preamble import preamble_end
from workers.engine.terms import STOPWORDS

MAX_PHRASE = 8
"""The most tokens a changed phrase may have on either side."""
MAX_ALIGNED = 400
"""The most tokens aligned between two copies once their common start and end are set
aside (an alignment grows with the product of the lengths)."""
MAX_CHANGES = 6
"""The most places two copies may replace words in (a planted name recurs)."""
MAX_PLAIN_PHRASE = 4
"""A longer changed phrase must name something (a capitalised word after its first): "the
museum shop sells pieces made by local artists" for "the old furnace hall" is another
sentence, not a changed answer."""
_BRACKETS = frozenset("( ) [ ] { } \" ` ''".split())


def one_change(
    a: str, b: str
) -> tuple[str, tuple[int, int], tuple[int, int]] | None:
    """(anchor, span in a, span in b) of the phrase b changed, or None.

    The copies may differ in punctuation and in whole sentences one of them adds or drops;
    the words they replace must be short phrases (at most ``MAX_PHRASE`` tokens, at most
    ``MAX_CHANGES`` distinct replacements: a planted name recurs; excerpts that open or end
    elsewhere, ``_other_windows``, are set aside). The first replaced phrase without a
    digit or a scope facet, outside the pages' preambles (``preamble``), is the value."""
    ta, tb = text_tokens(a), text_tokens(b)
    wa, wb = token_words(a), token_words(b)
    head = 0
    while head < min(len(wa), len(wb)) and wa[head] == wb[head]:
        head += 1
    tail = 0
    while tail < min(len(wa), len(wb)) - head and wa[-1 - tail] == wb[-1 - tail]:
        tail += 1
    if max(len(wa), len(wb)) - head - tail > MAX_ALIGNED:
        return None  # too far apart to align cheaply: not a copy with one changed phrase
    ops = [
        (kind, i1 + head, i2 + head, j1 + head, j2 + head)
        for kind, i1, i2, j1, j2 in SequenceMatcher(
            None, wa[head : len(wa) - tail], wb[head : len(wb) - tail], autojunk=False
        ).get_opcodes()
    ]
    replaced = [
        op for op in ops
        if op[0] == "replace" and any(t[0].isalnum() for t, _, _ in (*ta[op[1]:op[2]],
                                                                      *tb[op[3]:op[4]]))
    ]
    common = [("equal", 0, head, 0, head),
              ("equal", len(wa) - tail, len(wa), len(wb) - tail, len(wb))]
    elsewhere = _other_windows([common[0], *ops, common[1]])
    replaced = [op for op in replaced if op not in elsewhere]
    changes = {(wa[i1:i2], wb[j1:j2]) for _, i1, i2, j1, j2 in replaced}
    if not replaced or len(changes) > MAX_CHANGES:
        return None
    if any(i2 - i1 > MAX_PHRASE or j2 - j1 > MAX_PHRASE for _, i1, i2, j1, j2 in replaced):
        return None  # a rewrite, not a changed phrase
    proper_a, proper_b = preamble_end(a), preamble_end(b)
    for _, a1, a2, b1, b2 in replaced:
        i1, i2 = _trim(ta, a1, a2)
        j1, j2 = _trim(tb, b1, b2)
        if i1 < i2 and j1 < j2 and (ta[i1][1] < proper_a or tb[j1][1] < proper_b):
            continue  # the site or date of the page, not what it says
        old = tuple(t for t, _, _ in ta[i1:i2])
        new = tuple(t for t, _, _ in tb[j1:j2])
        if _cut(a, b, (i1, i2, len(ta)), (j1, j2, len(tb)), (ta, tb)):
            continue  # one copy cut shorter inside a word: no changed phrase
        if _a_phrase(old) and _a_phrase(new) and (
            max(len(old), len(new)) <= MAX_PLAIN_PHRASE
            or _named(a[ta[i1][1] : ta[i2 - 1][2]]) or _named(b[tb[j1][1] : tb[j2 - 1][2]])
        ):
            around = [t for t, _, _ in ta[max(0, i1 - 3) : i1]] + ["_"]
            around += [t for t, _, _ in ta[i2 : i2 + 3]]
            more = _qualified_words((a, ta, i1, i2), (b, tb, j1, j2))
            return (" ".join(around), (ta[i1][1], ta[i2 - 1 + more][2]),
                    (tb[j1][1], tb[j2 - 1 + more][2]))
    return None


SETTLED = 3
"""Two copies are aligned from the first run of this many shared words on."""


def _other_windows(ops: Sequence[tuple[str, int, int, int, int]],
                   ) -> set[tuple[str, int, int, int, int]]:
    """The blocks where two excerpts of one text start or end at other places: all blocks
    before the copies' first run of ``SETTLED`` shared words (or after their last) when,
    taken whole, that stretch is longer than a changed phrase on one side. They change
    nothing; a short opening stretch still may ("Cut Copy is" for "The Beatles is" at the
    start of both). None when those stretches hold as many words as the copies share."""
    settled = [n for n, op in enumerate(ops) if op[0] == "equal" and op[2] - op[1] >= SETTLED]
    if not settled:
        return set()
    out: set[tuple[str, int, int, int, int]] = set()
    for stretch in (ops[: settled[0]], ops[settled[-1] + 1 :]):
        edge = [op for op in stretch if op[2] > op[1] or op[4] > op[3]]
        if edge and max(edge[-1][2] - edge[0][1], edge[-1][4] - edge[0][3]) > MAX_PHRASE:
            out.update(edge)
    shared = sum(i2 - i1 for kind, i1, i2, _, _ in ops if kind == "equal")
    set_a = sum(i2 - i1 for _, i1, i2, _, _ in out)
    set_b = sum(j2 - j1 for _, _, _, j1, j2 in out)
    if max(set_a, set_b) >= shared:
        return set()  # mostly other text: two pages wording one stretch alike (``echoes``)
    return out


MAX_QUALIFIED = 3
"""The most words a changed modifier takes in after it (``_qualified_words``)."""


def _qualified_words(
    at_a: tuple[str, tuple[tuple[str, int, int], ...], int, int],
    at_b: tuple[str, tuple[tuple[str, int, int], ...], int, int],
) -> int:
    """How many words after a changed single word both copies go on with as one name: a
    modifier alone names nothing ("the red lantern banksia" for "the yellow lantern
    banksia" changes the name, not a colour). The words must follow at once, be the same
    in both copies, be no stop word, and be written as the changed word is in at least one
    copy (all lower case after a lower-case word, capitalised after a capitalised one: "Red
    Lantern Banksia edit" against "Yellow lantern banksia edit" takes "Lantern Banksia" and
    stops before "edit"); at most ``MAX_QUALIFIED``. 0 when either copy changed more
    than one word."""
    (a, ta, i1, i2), (b, tb, j1, j2) = at_a, at_b
    if i2 - i1 != 1 or j2 - j1 != 1:
        return 0
    more = 0
    while more < MAX_QUALIFIED and i2 + more < len(ta) and j2 + more < len(tb):
        (word, sa, _), (other, sb, _) = ta[i2 + more], tb[j2 + more]
        if word != other or not word.isalpha() or word in STOPWORDS \
                or not (_same_case(a[ta[i1][1]], a[sa]) or _same_case(b[tb[j1][1]], b[sb])):
            break  # punctuation is a token of its own: a comma or bracket ends the name
        more += 1
    return more


def _same_case(first: str, other: str) -> bool:
    return first.isupper() == other.isupper()


def _cut(a: str, b: str, at_a: tuple[int, int, int], at_b: tuple[int, int, int],
         tokens: tuple[tuple[tuple[str, int, int], ...], tuple[tuple[str, int, int], ...]],
         ) -> bool:
    """Is the block (start, end, tokens in all) of each copy where one of them was cut
    short: both blocks end their texts and one is the other's start ("მარგალუ" against
    "მარგალური Bahasa Melayu"), or both open them and one is the other's end?"""
    (i1, i2, na), (j1, j2, nb) = at_a, at_b
    ta, tb = tokens
    if i1 >= i2 or j1 >= j2:
        return False
    one, other = a[ta[i1][1] : ta[i2 - 1][2]], b[tb[j1][1] : tb[j2 - 1][2]]
    if i2 == na and j2 == nb:
        return one.startswith(other) or other.startswith(one)
    if i1 == 0 and j1 == 0:
        return one.endswith(other) or other.endswith(one)
    return False


def _named(phrase: str) -> bool:
    """Does ``phrase`` hold a capitalised word after its first word?"""
    return any(word[:1].isupper() for word in phrase.split()[1:])


def _trim(tokens: tuple[tuple[str, int, int], ...], start: int, end: int) -> tuple[int, int]:
    """The block without the punctuation at its ends ("T-ara ``" → "T-ara")."""
    while start < end and not tokens[start][0][0].isalnum():
        start += 1
    while end > start and not tokens[end - 1][0][0].isalnum():
        end -= 1
    return start, end


def _a_phrase(tokens: tuple[str, ...]) -> bool:
    """A short phrase of words: no digit (typed fields own numbers), no scope facet, no
    bracket or quote inside (a phrase never spans a parenthesis)."""
    if not 0 < len(tokens) <= MAX_PHRASE:
        return False
    if any(t in _BRACKETS for t in tokens):
        return False
    if any(any(c.isdigit() for c in t) for t in tokens):
        return False
    if any(t in FACET_WORDS for t in tokens):
        return False
    return any(t[0].isalpha() for t in tokens)


