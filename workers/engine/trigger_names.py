"""Names tied to a trigger word: the agent shapes around a question's predicate word.

Reads one sentence (``snippet``) and the span of a trigger in it; each function returns the
span of the name run it credits, or None. Shapes: "directed by NAME" (``after_by``, never
another participle's agent), an agent noun before the name (``after_agent``), "NAME-produced"
(``joined``), "NAME's album" (``owner``) and "NAME founded WORK" (``doer``). A trigger
marked as a later deed ("later made by", "was afterwards rebuilt by": ``later_clause``) is
another event than the asked one: every name of its clause is that event's.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from workers.engine.name_runs import NAME_RUN
from workers.engine.name_ties import passive_gap
from workers.engine.predicates import PAST_FORMS

_GAP = re.compile(r"[^.;:()\[\]\"“”]{0,40}?(?<=\s)by\s", re.IGNORECASE)
"""From the trigger to "by", within the clause: "album by", "film directed by"."""
_OTHER_VERB = re.compile(r"\b(?:[a-z]+(?:ed|en)|built|made|run|ran|sold|won|led|held|bought|kept"
                         r"|brought|begun|sung|shot|cast|told|paid|sent|lent|dealt|taught"
                         rf"|{'|'.join(sorted(PAST_FORMS))})\b")
"""A participle between the trigger and "by" ("Films scored by", "the first pendulum clock
was built by", "first made by"): the agent of another verb, irregular ones too; or another
verb's past ("the mill stood by the river": "by" then places, it names no agent)."""
_PARTICIPLE_END = re.compile(_OTHER_VERB.pattern + "$")
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
_INFOBOX = re.compile(r"\s*[=:]")

Hit = tuple[int, int, str]


def doer(snippet: str, start: int, end: int, titles: Sequence[Hit]) -> tuple[int, int] | None:
    """"John Doe founded Acme Corp", "Mahesh Bhatt directed Lahu Ke Do Rang", "the Miles
    Davis album Kind of Blue": the name right before a trigger that the work's own name
    follows (at most an article between them)."""
    if not any(s - end <= _DOER_GAP and _ARTICLE_GAP.fullmatch(snippet, end, s)
               and not _goes_on(snippet, s, e) for s, e, _ in titles if s >= end):
        return None
    run = _DOER.search(snippet, max(0, start - 62), start)
    return run.span(1) if run else None


_DOER = re.compile(r"(?<![\w'.&-])([A-Z][\w'.&-]*(?:\s+(?:(?:of|the|de|van|von|ibn|bin|ben)\s+)*"
                   r"[A-Z][\w'.&-]*){0,4})\s+$")
_ARTICLE_GAP = re.compile(r"\s+(?:(?:the|a|an)\s+)?[\"“'‘]?", re.IGNORECASE)
_DOER_GAP = 8


def _goes_on(snippet: str, start: int, end: int) -> bool:
    """Does the work's name at ``start`` go on into a longer name ("Hansson created Ruby on
    Rails" names another work than "Ruby")?"""
    run = NAME_RUN.match(snippet, start)
    return _LONGER_NAME.match(snippet, run.end() if run else end) is not None

_LONGER_NAME = re.compile(r"\s+(?:on|of|and|for|de|&)\s+[A-Z]|-[A-Za-z]"
                          r"|[^\S\n]+(?:[2-9]|II|III|IV)\b(?![.,:/]?\d)")
"""The work's name goes on into a longer one ("Ruby on Rails", "Blue-Ray") or a sequel's
("Jaws 2", "Rocky III")."""


_OTHER_NOUN = re.compile(r",[^\S\n]*with\b|\b(?:its|their)\b", re.IGNORECASE)
"""A phrase set off between the trigger and "by" that opens on another noun ("station, with
its 76 bronze figures by …", "station and their mosaics by …"): "by" credits that noun (the
figures' sculptor), never the trigger's thing; "opened with 'Sea Fog' by Ada Lund" still
credits the opener."""


def after_by(snippet: str, end: int) -> tuple[int, int] | None:
    """The name after "by" past the trigger ending at ``end`` ("album by NAME"), unless
    another verb's participle or another noun's phrase (``_OTHER_NOUN``) stands between."""
    gap = _GAP.match(snippet, end)
    if gap is None or passive_gap(gap.group(0)) or _OTHER_NOUN.search(gap.group(0)) or (
            _OTHER_VERB.search(gap.group(0)) and not (
            _COORDINATED.fullmatch(gap.group(0))
            and _PARTICIPLE_END.search(snippet, max(0, end - 24), end) is not None)):
        return None  # "Films scored by …": another verb's agent
    described = _DESCRIPTION.match(snippet, gap.end())
    at = described.end() if described else gap.end()
    name = NAME_RUN.match(snippet, at)
    if name is None and described is not None and described.end() > gap.end():
        name = NAME_RUN.match(snippet, gap.end())  # "by Madonna released in 1990"
    return name.span() if name else None


def after_agent(snippet: str, start: int, end: int, joint_at: int | None = None,
                ) -> tuple[int, int] | None:
    """The name after an agent word ("producer: …", "number is …"); ``joint_at`` where its
    copula is looked for (past an aside naming the question's own name: ``agent_asides``)."""
    word = snippet[start:end]
    if _AGENT.search(word.lower()) is None:
        return None
    joint = _AFTER_AGENT.match(snippet, end if joint_at is None else joint_at)
    if joint is None or (word[:1].isupper() and not _INFOBOX.match(joint.group(0))):
        return None  # "Artist = Taylor Swift", "Architect: …": an infobox row
    name = NAME_RUN.match(snippet, joint.end())
    if name is not None and _placed_role(snippet, start, joint.group(0), name.end()):
        return None  # "Town crier, Romford, Essex": where the row's person holds the role
    return name.span() if name else None


_ROLE_CELL = re.compile(r"[^\S\n]*(?:[A-Z][\w'-]*(?:[^\S\n]+[a-z][\w'-]*)?[^\S\n]*:[^\S\n]+)?"
                        r"(?:[A-Za-z][\w'-]*[^\S\n]+){0,2}")
"""What may open a cell before its role word: its label ("Known for: ") and a qualifier or
two ("Town crier", "Head gardener", "first park ranger")."""
_PLACE_TAIL = re.compile(r"[^\S\n]*,[^\S\n]*(?:[A-Z][\w'.-]*(?:[^\S\n]+[A-Z][\w'.-]*){0,2}"
                         r"|1[0-9]{3}|20[0-9]{2})[^\S\n]*[.;]?[^\S\n]*$")
"""A second comma-apart name or a year that ends the cell: ", Essex", ", County Durham",
", 1880"."""


def _placed_role(snippet: str, start: int, joint: str, name_end: int) -> bool:
    """Is the agent word at ``start`` a cell's role ("Town crier, Romford, Essex") that its
    comma places: the cell opens on the role (past its label: "Known for: first park
    ranger, Yellowstone, 1880"), and a comma-apart name and a second name or a year end it?
    A row of cells is titled with its person ("Ada Brind | Town crier, Romford, Essex"); a
    role cell names where (and when) the role is held, so its names are places, no holder.
    "her husband, Sahure, was crowned" goes on past the name and keeps crediting it."""
    return joint.strip() == "," and _ROLE_CELL.fullmatch(snippet, 0, start) is not None \
        and _PLACE_TAIL.match(snippet, name_end) is not None


def joined(snippet: str, start: int) -> tuple[int, int] | None:
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


def owner(snippet: str, start: int) -> tuple[int, int] | None:
    """"The Beatles' strongest album": a possessive name a few words before the trigger. Of
    two possessives in a row ("Ola's Lund's engine") the name is the nearer one's: the
    first names the second's place or owner. A trigger in the past with an object after one
    owned noun ("Elizabeth's favourite founded it") is that noun's verb: its doer is the
    owned one, and the possessive's name did nothing (None). So does one owning an *other*
    or *rival* one ("Lyon's other silk maker", "Ada's rival designer"): that is another
    thing of the kind, named in the sentence or not, and the possessive made none of the
    question's (None)."""
    mark = _POSSESSIVE.search(snippet, max(0, start - 40), start)
    if mark is None or (_OWNED_DOER.match(snippet, start) and _OWNED_NOUN.match(mark.group(0))):
        return None  # "Elizabeth's favourite founded it": the favourite did it
    if _OTHER_OWNED.search(mark.group(0)):
        return None  # "Lyon's other silk maker, …": the possessive owns another maker
    head = snippet[max(0, mark.start() - 60) : mark.start()]
    run = re.search(r"(?:(?:[A-Z][\w'.&-]*|of|the|de|van|von)\s+){0,4}[A-Z][\w.&-]*$", head)
    if run is None:
        return None
    chained = _CHAINED.search(head, run.start())
    begin = chained.end() if chained else run.start()
    return mark.start() - len(head) + begin, mark.start()


_OTHER_OWNED = re.compile(r"\b(?:other|rival)\b")
"""Between a possessive and the trigger: the owned thing is another of its kind."""
_OWNED_NOUN = re.compile(r"(?:'s|’s|'|’)\s+[a-z][\w-]*(?<!ly)\s+$")
"""One owned word (no adverb) between a possessive and the trigger: its noun."""
_OWNED_DOER = re.compile(
    r"[a-z]+ed\s+(?:it|them|him|her|the|a|an|this|that|these|those|his|its|their|[A-Z])\b")
"""A trigger in the past with an object after it ("founded it", "built the …"): a verb whose
subject is the owned noun before it, not the possessive's name."""
_CHAINED = re.compile(r"(?:'s|’s)\s+(?!.*(?:'s|’s)\s)")
"""The last possessive inside a name run ("Brighton's Volk"): the name starts after it."""


_LATER = re.compile(r"\b(?:later|afterwards?|subsequently)(?:[^\S\n]+(?:on|also|again|being"
                    r"|been))?[^\S\n]+$", re.IGNORECASE)
"""A trigger told as a deed after another: "later made by", "were afterwards built by"."""
_CLAUSE_END = re.compile(r"[.;:!?](?=\s|$)|[^\S\n][—–][^\S\n]|\n")


def later_clause(snippet: str, start: int) -> int | None:
    """Where the clause ends of a trigger at ``start`` that "later", "afterwards" or
    "subsequently" marks as a later deed ("his tubes, later made by the Accademia's
    glassblowers"); None when the trigger is not so marked. The names from the trigger to
    that end are the later deed's agents, not the asked one's."""
    if _LATER.search(snippet, max(0, start - 32), start) is None:
        return None
    end = _CLAUSE_END.search(snippet, start)
    return end.start() if end else len(snippet)
