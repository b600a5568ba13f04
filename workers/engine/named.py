"""Named answers: the person, band or firm a *who* question asks for, read as a ``text`` value.

A name answers only where the sentence ties it to the question's predicate word (its
*trigger*, matched as ``slots`` matches predicate words) in one of the few shapes real text
uses for an agent:

- the trigger, then "by" and the name, past a short description ("directed by Frank Oz",
  "the seventh studio album by American alternative country band Blitzen Trapper");
- an agent noun right before the name ("with producer Elton John", "architect Willis Irwin",
  "her husband, Sahure");
- the name joined to the trigger ("the Joe Boyd-produced album") or owning it ("The
  Beatles' strongest album", "John Coltrane's album").

A name is a run of capitalised words (with initials, "of", "de", "van", …), never one of
the question's own names (the work it asks about is no answer). Two names agree when the
words of one are all words of the other ("Coltrane", "John Coltrane"): ``values.same_name``.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from workers.engine.agent_asides import past_own_aside
from workers.engine.list_owners import unasked_item
from workers.engine.misread_names import misread, thread_title
from workers.engine.name_lists import paired
from workers.engine.name_ties import own_name, passive_gap, possessor_end
from workers.engine.preamble import preamble_end
from workers.engine.predicates import canonical
from workers.engine.questions import Slot
from workers.engine.reading import MAX_CLAIM_SENTENCES, SentenceReading, TextReading
from workers.engine.segments import segments
from workers.engine.sentences import MAX_SENTENCE_CHARS
from workers.engine.terms import stem
from workers.engine.values import Value, same_name

_NAME = re.compile(
    r"(?:(?:Dr|Mr|Mrs|Ms|Sir|St)\.?\s+)?"
    r"[A-Z][\w'.&-]*(?:\s+(?:(?:of|the|de|da|di|del|van|von|der|le|la|du|y)\s+)*"
    r"(?:[A-Z][\w'.&-]*|[A-Z]\.))*"
)
"""A run of capitalised words; lower-case particles only between capitalised words."""
_BY = re.compile(r"[^\S\n]+by[^\S\n]+")
_GAP = re.compile(r"[^.;:()\[\]\"“”]{0,40}?(?<=\s)by\s", re.IGNORECASE)
"""From the trigger to "by", within the clause: "album by", "film directed by"."""
_OTHER_VERB = re.compile(r"\b(?:[a-z]+(?:ed|en)|built|made|run|ran|sold|won|led|held|bought|kept"
                         r"|brought|begun|sung|shot|cast|told|paid|sent|lent|dealt|taught)\b")
"""A participle between the trigger and "by" ("Films scored by", "the first pendulum clock
was built by", "first made by"): the agent of another verb, irregular ones too."""
_PARTICIPLE_END = re.compile(_OTHER_VERB.pattern + "$")
_DENIED = re.compile(r"(?:(?<![\w'’])(?:not|never)|n[’']t)[^\S\n]+(?:(?:been|be|originally|actually"
                     r"|really|even|first)[^\S\n]+)?$", re.IGNORECASE)
"""A trigger denied right before it ("was not founded by Jon Reyes but by …", "wasn't
directed by"): the name after "by" is the one the text says did not do it."""
_COORDINATED = re.compile(r"[^\S\n]*(?:,[^\S\n]*)?(?:and|or|&)[^\S\n]+[a-z]+[^\S\n]+by\s")
"""A participle joined to a participle trigger ("designed and built by"): one agent for both
("Records and distributed by" is another's)."""
_DESCRIPTION = re.compile(
    r"(?:(?:(?!(?:with|his|her|their|our|my|your|to|in|of|at|on|from|as|than)\b)[a-z][\w/&-]*"
    r"|R&B|(?:[A-Z][a-z]+(?:an|ese|sh|ch|i|ic)|Greek|Swiss)"
    r"(?=\s+(?:R&B|(?!(?:and|the|for|but|nor|was|who|had|has|its)\b)[a-z][\w/&-]{2,}))"
    r"|[A-Z][a-z]+(?=\s+[a-z][\w-]*(?:er|or|ist|ect|ant|ent|band)\b))\s+){0,5}"
)
"""Words before a name that describe it: "American rock band", "jazz musician", "British
pop singer", "Canadian folk/rock singer", "American R&B singer", "Tyler architect" (never a
preposition or a possessive: "by most accounts with his son William" credits no one); a
capitalised one is an origin ("American", "Japanese", "Dutch", "Pakistani") before a
description word (of three letters or more, no function word), or qualifies an agent noun,
so "album by Metallica edit Language" credits Metallica."""
_AGENT = re.compile(r"(?:er|or|ist|ect|ant|ent|band|husband|wife|father|mother|son|daughter)$")
_AFTER_AGENT = re.compile(r"(?:,\s*|\s+(?:is|was|were|named|called)\s+|\s*[=:]\s*|\s+)")
_POSSESSIVE = re.compile(r"(?:'s|’s|'|’)\s+(?:[a-z][\w-]*\s+){0,3}$")
_ARTICLE = re.compile(r"(?:the|a|an)\s+", re.IGNORECASE)
_LEADING_ARTICLE = re.compile(r"^(?:the|a|an)\s+", re.IGNORECASE)
_STOP_AT = re.compile(
    r"\s+(?:(?:[A-Z][\w'-]*\s+)?by\b|(?:and|or|in|on|at|for|with|from|as|is|was)\b"
    r"|[A-Z][a-z]{2,}ed\b|(?:Written|Chosen|Given|Taken|Driven|Broken|Spoken|Shown|Known"
    r"|Drawn|Sworn|Hidden|Proven|Beaten|Fallen)\b|(?:From|Films?|Albums?|Songs?|Categories|Category|Retrieved"
    r"|References|External|Edit|Wikipedia|Music|Starring|Genre|Label|Length|Studio|Track"
    r"|Discography|Personnel|Notes|See|Also|Links|Main|Article|Talk|Read|View)\b"
    r"|[A-Z][\w'-]*(?=\s+[a-z][a-z-]{3,}\b(?<!\bthe)))"
)
"""Where a name run ends inside a run of capitals: "Mahesh Bhatt Written by …", "Story by"
(a capitalised label before "by"), "Joni Mitchell Released June 22" (a participle: "-ed"
after three letters or more, or a past participle in "-en" of a common verb, not a surname
like "Austen", "Owen", "Allen" or "Reed"); a name keeps its last word before a lower-case
function word ("Jane Austen in 1813", "Frank Oz and")."""
_PAGE_LABEL = re.compile(
    r"(?:Reviews?|Reception|Interview|Lyrics|Credits|Tracklist|Overview|Video|Listen|Stream"
    r"|News|Watch)\b"
)
"""A page's label before a work's name ("Review : Big Fun"): no name credited with it."""
_NOT_NAMES = frozenset(
    "the a an this that these those it he she they his her its their american british english "
    "french german italian japanese indian canadian australian irish scottish welsh spanish "
    "swedish russian chinese dutch in on at of by for and with from as".split()
)
ROLE_WORDS: dict[str, tuple[str, ...]] = {
    "architect": ("design", "built"), "designer": ("design",), "artist": (
        "album", "mixtape", "record", "single", "painting", "paint"),
    "band": ("album", "record", "single"), "author": ("write", "novel", "book"),
    "writer": ("write",), "composer": ("compos", "write", "work"), "director": ("direct",),
    "producer": ("produc",), "creator": ("creat", "#founding"), "founder": ("#founding",),
    "owner": ("own",), "inventor": ("invent",), "perform": ("record",), "compos": ("work",),
    "writ": ("novel", "book", "poem"),
}
"""The verbs and works each role noun (or verb) implies, as stems ``slots`` matches: "a work
by Brahms" credits a composer, "created by" ("#founding") a creator, "a song recorded by"
its performer."""
_TITLE_BY = re.compile(r"[\"“”'`’),\s]{0,4}\s+by\s+")
_NAME_BEFORE = re.compile(r"(?<![\w'-])[A-Z][\w'.&-]*(?:\s+(?:(?:of|the|de|van|von)\s+)*"
                          r"[A-Z][\w'.&-]*){0,4}(?=(?:\s+[–—:-]|'s|’s)\s*[\"“'`‘]*$)")
_INFOBOX = re.compile(r"\s*[=:]")
_DASH_LED = re.compile(r"[-–—]\s")
_CREDIT = re.compile(r"(?<![\w'.&-])[A-Z][\w'.&-]*(?:\s+(?:(?:of|the|de|van|von)\s+)*"
                     r"[A-Z][\w'.&-]*){0,4}\s+$")
"""A name ending the text before a dash-led part (``_credited``)."""
_CREDIT_REACH = 62
MAX_WORDS = 5
"""The most words a name may have."""

Hit = tuple[int, int, str]


def every_sentence(text: str, reading: TextReading, slot: Slot | None = None,
                   ) -> list[SentenceReading]:
    """The text's sentences in order, those without any typed value too (a name is no typed
    value, so ``reading`` skips the sentences that state only a name); each sentence once,
    none longer than ``MAX_SENTENCE_CHARS`` and at most ``MAX_CLAIM_SENTENCES`` of them (as
    ``reading``: the work per text stays bounded). For an agent question (``slot``), a
    dash-led part opens with the name right before it (``_credited``)."""
    credits = slot is not None and slot.agent
    read = {s.offset: s for s in reading.sentences}
    out: list[SentenceReading] = []
    for offset, body in segments(text, preamble_end(text)):
        if len(out) >= MAX_CLAIM_SENTENCES:
            break
        if offset in read:
            sentence = read.pop(offset)
            out.append(_credited(text, sentence) if credits else sentence)
        elif body.strip() and len(body) <= MAX_SENTENCE_CHARS and not body.rstrip().endswith("?"):
            bare = SentenceReading(
                offset=offset, snippet=body.strip(), sentence_values=(), values=(),
                clause=None, qualifier_terms=frozenset(), facets=(), measure="", named=False,
                terms=frozenset(), row=None, mentions=frozenset(), asides=frozenset(),
            )
            out.append(_credited(text, bare) if credits else bare)
    out.extend(read.values())  # never expected: every reading is a segment
    return sorted(out, key=lambda s: s.offset)


def _credited(text: str, sentence: SentenceReading) -> SentenceReading:
    """A dash-led part with the name that ends the text right before it: "Miles Davis –
    Giant Steps" is how pages, shops and citations credit a work to its artist, and a spaced
    dash ends a sentence, so the credit would be cut in two. The name (a run of capitalised
    words, ``_CREDIT``) then opens the part; anything else is left as it is."""
    at = text.find(sentence.snippet, sentence.offset)
    if at < 0 or _DASH_LED.match(sentence.snippet) is None:
        return sentence
    name = _CREDIT.search(text, max(0, at - _CREDIT_REACH), at)
    if name is None or thread_title(text, name.start()):
        return sentence
    start = name.start()
    return replace(sentence, offset=start, snippet=text[start:at] + sentence.snippet)


def triggers(predicate: frozenset[str]) -> frozenset[str]:
    """The predicate words of an agent question with the verbs and works its role noun
    implies: an architect *designed*, an artist's *album*, a director *directed*."""
    return predicate | {verb for role in predicate for verb in ROLE_WORDS.get(role, ())}


def name_answers(
    snippet: str, offset: int, hits: Sequence[Hit], own_words: frozenset[str],
    titles: Sequence[Hit] = (), *, own_names: frozenset[str] = frozenset(), office: bool = False,
) -> list[Value]:
    """The names tied to a trigger in ``hits`` (predicate words of the sentence), or to the
    question's own name (``titles``: "Miles Davis – Giant Steps", "Coltrane's 'Giant
    Steps'", "the album "VII" by The Beatles"), as ``text`` values of dimension "name" at
    their offset in the chunk (``snippet`` starts at ``offset``). ``own_words`` are the
    canonical stems of the question's own names. A reply's heading ("Re: Galileo's clock",
    ``_REPLY_HEADING``) answers nothing: it quotes the thread's subject, the post says what
    the replier holds. ``own_names`` are the question's capitalised words (``Slot.names``): a
    name of those words only is the subject (``name_ties.own_name``). For an office
    (``office``: "the first director of X") a possessive names no holder."""
    if _REPLY_HEADING.fullmatch(snippet):
        return []
    found: dict[int, Value] = {}
    spans: list[tuple[int, int] | None] = []
    for start, end, _ in hits:
        if start < end:
            denied = _DENIED.search(snippet, max(0, start - 24), start) is not None
            spans += [None if denied else _after_by(snippet, end),
                      _after_agent(snippet, start, end, past_own_aside(snippet, end, own_names)),
                      _joined(snippet, start),
                      None if office else _owner(snippet, start)]
    label = _ROW_LABEL.match(snippet)
    role = label is not None and any(s < e and label.start(1) <= s < label.end(1)
                                     for s, e, _ in hits)
    if role and label is not None:
        spans.append(_labelled(snippet, label.end(), hits, own_names))
    own = label is None or role or any(label.start(1) <= s < label.end(1) for s, _, _ in titles)
    for start, end, _ in titles:
        if own or label is None or start < label.end():
            spans.append(_after_title(snippet, end))
        before = _before_title(snippet, start, office)
        if before is None or _titled(snippet, start) or not _namesake(
                snippet[before[0]:before[1]], own_names):
            spans.append(before)
    spans += [_doer(snippet, start, end, titles) for start, end, _ in hits if start < end]
    design = _TO_DESIGN.search(snippet) if _DESIGN_CUE.search(snippet) else None
    for span in spans:
        if span is None:
            continue
        owned = possessor_end(snippet[span[0]:span[1]], own_names)
        # "Falconet's Bronze Horseman": the possessor credited
        end = span[1] if owned is None else span[0] + owned
        value = _value(snippet, offset, span[0], end, own_words)
        if value is not None and (own_name(value.display, own_names) or misread(
                snippet, value.start - offset, value.start - offset + len(value.surface), hits,
                own_names)):
            continue  # "St Paul" of "St Paul's": the question's own; "Spain's": misread_names
        if value is not None and (design is None or _by_designer(value, design)):
            value = paired(snippet, offset, value, lambda a, b: _partner(
                snippet, offset, a, b, own_words=own_words, own_names=own_names))
            found.setdefault(value.start, value)
    return [found[at] for at in sorted(found)]


_DESIGN_CUE = re.compile(r"design|plan|drawing|blueprint")
_DESIGN_WORD = r"(?:designs?|plans?|drawings?|blueprints?)"
_DESIGNER = (r"[A-Z][\w'.&-]*(?:[^\S\n]+(?:(?:de|da|van|von|der|le|la|du)[^\S\n]+)?"
             r"[A-Z][\w'.&-]*){0,4}")
"""A name of up to five capitalised words, each after a space: one way to read each text."""
_TO_DESIGN = re.compile(
    r"\b(?:to|after|from|following)[^\S\n]+(?:(?:a|an|the)[^\S\n]+)?"
    r"(?:(?:original|earlier|first|own)[^\S\n]+)?" + _DESIGN_WORD
    + r"[^\S\n]+(?:by|of)[^\S\n]+(?P<by>" + _DESIGNER + r")"
    r"|\b(?:to|after|from|following)[^\S\n]+(?P<owner>" + _DESIGNER + r")(?:'s|’s|'|’)"
    r"[^\S\n]+(?:(?:original|earlier|first|own|1[0-9]{3})[^\S\n]+)?(?:patent[^\S\n]+)?"
    + _DESIGN_WORD + r"\b"
)
"""A work made to someone's design ("made to Huygens's design", "built to a design by
Christiaan Huygens"): the designer is that name; whoever else the sentence credits with the
work (its maker: "Coster's 1657 pendulum clock", "built by Salomon Coster") had another role."""


def _by_designer(value: Value, design: re.Match[str]) -> bool:
    """Is ``value`` the designer ``design`` names (``_TO_DESIGN``)? Another name of that
    sentence is the maker's: context, no answer."""
    named = design.group("by") or design.group("owner") or ""
    exact = " ".join(re.sub(r"[^\w\s]", "", _LEADING_ARTICLE.sub("", named).lower()).split())
    return same_name(value.exact or "", exact)


_REPLY_HEADING = re.compile(r"[^\S\n]*Re[^\S\n]*:[^\S\n]*[^.!?\n]{1,80}[^\S\n]*")
"""A forum reply's subject line on its own ("Re: Galileo's clock", "Re: Okafor's first season")."""
_ROW_LABEL = re.compile(r"[^\S\n]*([A-Z][^:|;.!?\n]{2,40}?)[^\S\n]*:[^\S\n]+(?=\S)")
"""A row's label ("Based on: …", "Directed by: …", "Music, lyrics, book: …"); "Q:", "A:",
"Re:" (two letters or fewer) are no role. A label naming the asked role (a trigger) or the
work credits the name right after it; a label naming neither is another role's row ("Based
on: Alexander Hamilton by Ron Chernow"), whose "by NAME" after the work is that role's
("Review: Lena Orvik – "Harbour Lights"" still credits the work to the name before it)."""


def _name_at(snippet: str, at: int) -> tuple[int, int] | None:
    name = _NAME.match(snippet, at)
    return name.span() if name else None


def _labelled(snippet: str, at: int, hits: Sequence[Hit], names: frozenset[str] = frozenset(),
              ) -> tuple[int, int] | None:
    """The name right after a row label that names the asked role ("Inventor: …"), unless
    its own item names another thing (``list_owners.unasked_item``: "Famous printers: Ada
    Kell (movable type)" credits Ada Kell with another work; ``names``: the question's own)."""
    span = _name_at(snippet, at)
    if span is None or unasked_item(snippet, span[1], hits, names):
        return None
    return span


def _doer(snippet: str, start: int, end: int, titles: Sequence[Hit]) -> tuple[int, int] | None:
    """"John Doe founded Acme Corp", "Mahesh Bhatt directed Lahu Ke Do Rang", "the Miles
    Davis album Kind of Blue": the name right before a trigger that the work's own name
    follows (at most an article between them)."""
    if not any(s - end <= _DOER_GAP and _ARTICLE_GAP.fullmatch(snippet, end, s)
               and not _goes_on(snippet, s, e) for s, e, _ in titles if s >= end):
        return None
    run = _DOER.search(snippet, max(0, start - 62), start)
    return run.span(1) if run else None


_DOER = re.compile(r"(?<![\w'.&-])([A-Z][\w'.&-]*(?:\s+(?:(?:of|the|de|van|von)\s+)*"
                   r"[A-Z][\w'.&-]*){0,4})\s+$")
_ARTICLE_GAP = re.compile(r"\s+(?:(?:the|a|an)\s+)?[\"“'‘]?", re.IGNORECASE)
_DOER_GAP = 8


def _goes_on(snippet: str, start: int, end: int) -> bool:
    """Does the work's name at ``start`` go on into a longer name ("Hansson created Ruby on
    Rails" names another work than "Ruby")?"""
    run = _NAME.match(snippet, start)
    return _LONGER_NAME.match(snippet, run.end() if run else end) is not None

_LONGER_NAME = re.compile(r"\s+(?:on|of|and|for|de|&)\s+[A-Z]|-[A-Za-z]"
                          r"|[^\S\n]+(?:[2-9]|II|III|IV)\b(?![.,:/]?\d)")
"""The work's name goes on into a longer one ("Ruby on Rails", "Blue-Ray") or a sequel's
("Jaws 2", "Rocky III")."""


def _after_title(snippet: str, end: int) -> tuple[int, int] | None:
    """"The album "VII" by The Beatles": "by" right after the work's own name."""
    joint = _TITLE_BY.match(snippet, end)
    if joint is None:
        return None
    name = _NAME.match(snippet, joint.end())
    return name.span() if name else None


def _titled(snippet: str, start: int) -> bool:
    """Is the question's name word at ``start`` written as a work's title: capitalised or
    right after a quote ("Coldplay's Direct Hits", "Coldplay's 'direct hits'")?"""
    return snippet[start:start + 1].isupper() or snippet[max(0, start - 1):start] in _QUOTES


def _namesake(name: str, own_names: frozenset[str]) -> bool:
    """Does the possessor ``name`` write one of the question's own capitalised words
    (``own_names``, lower-cased)? Before a common noun ("Abraham Lincoln's log cabin" for
    "Lincoln Logs", not ``_titled``) it is the thing the subject is named after, not its
    maker; a possessor of other words ("Mirk and Bešić's theatre") is credited."""
    return any(_OWNING_END.sub("", w).lower() in own_names for w in _WORDS.findall(name))


_WORDS = re.compile(r"[^\W\d_][\w'’-]*")
_OWNING_END = re.compile(r"['’]s?$")
_QUOTES = frozenset("'\"‘’“”")


def _before_title(snippet: str, start: int, office: bool = False) -> tuple[int, int] | None:
    """"Miles Davis – Giant Steps", "Jay-Z : Shock Value", "Coldplay's 'Direct Hits'": the
    name credited right before the work's own name; for an ``office``, never a possessive
    ("Boston's Arnold Arboretum" names its place, not its first director)."""
    run = _NAME_BEFORE.search(snippet, max(0, start - 62), start)
    if run is None or (office and snippet[run.end():run.end() + 2] in ("'s", "’s")):
        return None
    return run.span()


def _after_by(snippet: str, end: int) -> tuple[int, int] | None:
    gap = _GAP.match(snippet, end)
    if gap is None or passive_gap(gap.group(0)) or (_OTHER_VERB.search(gap.group(0)) and not (
            _COORDINATED.fullmatch(gap.group(0))
            and _PARTICIPLE_END.search(snippet, max(0, end - 24), end) is not None)):
        return None  # "Films scored by …": another verb's agent
    described = _DESCRIPTION.match(snippet, gap.end())
    at = described.end() if described else gap.end()
    name = _NAME.match(snippet, at)
    if name is None and described is not None and described.end() > gap.end():
        name = _NAME.match(snippet, gap.end())  # "by Madonna released in 1990"
    return name.span() if name else None


def _after_agent(snippet: str, start: int, end: int, joint_at: int | None = None,
                 ) -> tuple[int, int] | None:
    """The name after an agent word ("producer: …", "number is …"); ``joint_at`` where its
    copula is looked for (past an aside naming the question's own name: ``agent_asides``)."""
    word = snippet[start:end]
    if _AGENT.search(word.lower()) is None:
        return None
    joint = _AFTER_AGENT.match(snippet, end if joint_at is None else joint_at)
    if joint is None or (word[:1].isupper() and not _INFOBOX.match(joint.group(0))):
        return None  # "Artist = Taylor Swift", "Architect: …": an infobox row
    name = _NAME.match(snippet, joint.end())
    return name.span() if name else None


def _joined(snippet: str, start: int) -> tuple[int, int] | None:
    """"Joe Boyd-produced": the trigger's first part is a name's last word."""
    word = re.match(r"[\w'.-]+", snippet[start:])
    if word is None or "-" not in word.group(0) or not word.group(0)[:1].isupper():
        return None
    head = word.group(0).split("-", 1)[0]
    before = re.search(r"(?:[A-Z][\w'.&]*\s+){0,3}$", snippet[:start])
    begin = before.start() if before else start
    article = _ARTICLE.match(snippet, begin, start)  # "the Joe Boyd-produced album"
    begin = article.end() if article else begin
    return begin, start + len(head)


def _owner(snippet: str, start: int) -> tuple[int, int] | None:
    """"The Beatles' strongest album": a possessive name a few words before the trigger. Of
    two possessives in a row ("Ola's Lund's engine") the name is the nearer one's: the
    first names the second's place or owner."""
    mark = _POSSESSIVE.search(snippet, max(0, start - 40), start)
    if mark is None:
        return None
    head = snippet[max(0, mark.start() - 60) : mark.start()]
    run = re.search(r"(?:(?:[A-Z][\w'.&-]*|of|the|de|van|von)\s+){0,4}[A-Z][\w.&-]*$", head)
    if run is None:
        return None
    chained = _CHAINED.search(head, run.start())
    begin = chained.end() if chained else run.start()
    return mark.start() - len(head) + begin, mark.start()


_CHAINED = re.compile(r"(?:'s|’s)\s+(?!.*(?:'s|’s)\s)")
"""The last possessive inside a name run ("Brighton's Volk"): the name starts after it."""


def _value(
    snippet: str, offset: int, start: int, end: int, own_words: frozenset[str]
) -> Value | None:
    text = snippet[start:end]
    stop = _STOP_AT.search(text)
    if stop is not None:
        text = text[: stop.start()]
    text = text.rstrip(" .,'’")
    if text.endswith(("'s", "’s")):
        text = text[:-2]
    bare = _LEADING_ARTICLE.sub("", text)
    words = bare.split()
    if not words or len(words) > MAX_WORDS or not words[0][:1].isupper():
        return None
    lowered = [w.lower().strip(".") for w in words]
    if lowered[0] in _NOT_NAMES or len(bare) < 3 or _PAGE_LABEL.match(bare):
        return None
    if all(canonical(stem(w)) in own_words for w in lowered):
        return None  # the question's own name: the subject, not its answer
    exact = " ".join(re.sub(r"[^\w\s]", "", bare.lower()).split())
    return Value("text", text, text, offset + start, "name", exact=exact)


def _partner(snippet: str, offset: int, start: int, end: int, *, own_words: frozenset[str],
             own_names: frozenset[str]) -> Value | None:
    """The name at ``start:end`` as ``name_answers`` reads one, None when it is the question's."""
    value = _value(snippet, offset, start, end, own_words)
    return None if value is None or own_name(value.display, own_names) else value


def read_name(snippet: str, offset: int, start: int, end: int, slot: Slot) -> Value | None:
    """The name at ``start:end`` of ``snippet`` as a ``text`` value (as ``name_answers``
    reads one), or ``None`` when it is no name or wholly the question's own."""
    value = _value(snippet, offset, start, end, slot.words - slot.predicate)
    return None if value is None or own_name(value.display, slot.names) else value
