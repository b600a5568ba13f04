"""What the query names: identifiers (its subject), content terms and scope facets."""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from schemas.events import RetrievalEvent
from workers.engine.asked_party import asks_permitted_party
from workers.engine.fields import facets, identifiers
from workers.engine.fields.scan import scan
from workers.engine.fields.spans import Taken
from workers.engine.history_questions import asks_history
from workers.engine.qualifiers import question_values
from workers.engine.query_memo import per_query
from workers.engine.slots import Slot, read_slot
from workers.engine.terms import content_terms, named_terms, names_in_query, stem
from workers.engine.two_asks import asks_two_kinds


@dataclass(slots=True)
class QueryView:
    """The parts of a query that keys and the specificity rule use.

    ``ids`` maps each identifier's exact key to its kind; ``subject`` is the key prefix
    for claims about the query's own subject ("" when the query names no identifier).
    """

    ids: dict[str, str]
    id_kinds: frozenset[str]
    subject: str
    terms: frozenset[str]
    facets: frozenset[tuple[str, str]]
    names: frozenset[str]
    """Multi-word capitalised names the query uses ("orders api")."""
    tokens: frozenset[str]
    """Stems of every alphanumeric token ("p2", "premium"): what a table row must match."""
    attributes: frozenset[str]
    focus: str
    """The attribute the query asks about: the first it names, else "topic"."""
    slot: Slot | None = None
    """What a query that names no attribute asks for (``slots``); None when unknown."""
    text: str = ""
    """The query as written."""
    answer: str = ""
    """What kind of answer the query takes (``answer_kind``): "yes-no", "value" or ""."""
    case: tuple[str, ...] = ()
    """Terms of the case the query scopes itself to, in order, its head last ("… for
    electric cars?" → electric, car): ``case_terms``."""
    split: bool = False
    """Does the query join two asks of different kinds (``two_asks``)? Then it has no slot,
    and its values are keyed by kind as for a query naming several attributes."""


def read_query(event: RetrievalEvent) -> QueryView:
    """Analyse ``event.query`` and ``event.query_scope`` once per event."""
    ids, terms, named, attributes = _read_query_text(event.query)
    subject = " ".join(sorted(f"{kind}:{key}" for key, kind in ids))
    scope = frozenset((k, str(v)) for k, v in event.query_scope.items())
    slot: Slot | None = read_slot(event.query)
    split = asks_two_kinds(event.query)
    if asks_permitted_party(event.query):
        slot = None  # "Who may unlock …?": the rule answers, not a name
    elif split:
        slot = None  # "How much is it, and how long does it last?": no one slot answers
    elif attributes and slot is not None and asks_history(event.query, slot):
        attributes = ()  # "In what year did the islanders return home?": no return window
    elif attributes and slot is not None and _typed_slot(event.query, slot, attributes):
        attributes = ()  # "How far can it drive between charges?": no price
    elif attributes and slot is not None and slot.kind == "name" and _WHERE.match(event.query):
        attributes = ()  # "Where is the map kept?" asks a place: no retention period
    elif attributes:
        slot = None
    return QueryView(
        ids=dict(ids),
        id_kinds=frozenset(k for _, k in ids),
        subject=subject,
        terms=terms,
        facets=named | scope,
        tokens=_tokens(event.query),
        names=frozenset(names_in_query(event.query)),
        attributes=frozenset(attributes),
        focus=attributes[0] if attributes else "topic",
        slot=replace(slot, qualifiers=question_values(event.query))
        if slot is not None and slot.kind else None,
        text=event.query,
        answer=answer_kind(event.query) or _asks_value(event.query, attributes),
        case=case_terms(event.query),
        split=split,
    )


_PHYSICAL = frozenset({"length", "area", "mass", "speed", "temperature", "power", "volume"})
"""Dimensions no attribute of the table is measured in (capacity, height … are restricted
to theirs by ``measured``)."""
_PHYSICAL_ATTRIBUTES = frozenset({"capacity", "height", "width", "weight", "payload"})


_HOW_PHYSICAL = re.compile(r"\bhow (?:far|tall|high|deep|wide|fast|heavy|powerful)\b",
                           re.IGNORECASE)


def _typed_slot(query: str, slot: Slot, attributes: tuple[str, ...]) -> bool:
    """Does the question ask for a physical measure in so many words ("How far …", "How
    heavy …") while the words it shares with the attribute table name no physical
    attribute? Then those words name none ("How far can it drive between charges?" asks
    no price): no attribute of the table is a distance, speed or power. (A "password
    length" is a count of characters: only the how-words say it.)"""
    return slot.kind == "measure" and slot.measures <= _PHYSICAL \
        and _HOW_PHYSICAL.search(query) is not None and _PHYSICAL_ATTRIBUTES.isdisjoint(attributes)


_WHERE = re.compile(r"\s*where\b", re.IGNORECASE)
"""A question asking where: a place answers it, never a value of an attribute the table
names ("Where is the violin kept?", "Where can the ship be seen?")."""
_YES_NO = re.compile(r"\s*(?:can|may|must|should|is|are|do|does|will)\b", re.IGNORECASE)
_HOW_MUCH = re.compile(
    r"\s*(?:(?:within|for|by|in|after)\s+)?how\s+"
    r"(?:long|much|many|often|late|early|soon|quickly)\b", re.IGNORECASE)
"""A how-long/-much/-many/-often question, or one asking how late, early, soon or quickly
(a point or span of time: "How late can I arrive …?" asks a number of minutes, whatever
may follow it), also led by its preposition ("Within how many days …", "For how long …")."""
_EITHER_OR = re.compile(
    r"\s*(?:is|are|do|does)\b[^?]*?\b(?P<word>from|after|before|on|at|by|in|with)\s+[^?]+?"
    r"\s+or\s+(?P=word)\s+[^?]+\?\s*$", re.IGNORECASE)
"""A choice between two alternatives led by one preposition ("Does the period run from
delivery or from completion?"): it asks which, not whether (a modal question, "Can I pay by
card or by cash?", still asks a permission)."""


def answer_kind(query: str) -> str:
    """"yes-no" for a question a permission or obligation answers ("Can contractors …?",
    "Is MFA required …?"), "value" for a how-long/-much/-many/-often/-late/-soon question
    (``_HOW_MUCH``), else "" (an either-or question, ``_EITHER_OR``, is answered by a value
    of any field)."""
    if _YES_NO.match(query):
        return "" if _EITHER_OR.match(query) else "yes-no"
    return "value" if _HOW_MUCH.match(query) else ""


_WH = re.compile(r"\W*(?:[^,?]{1,60},\s*)?(?:\w+\s+){0,2}?(?:what|which|who|whom|whose|when"
                 r"|where|how)\b", re.IGNORECASE)
"""A wh-question, also after a fronted phrase ("For night shifts, what is …")."""
_PERMISSION = re.compile(
    r"\b(?:may|can|could|must|should|shall|allowed|permitted|required|prohibited|forbidden"
    r"|banned|need|needs|rule|rules|policy|exceptions?|conditions?)\b",
    re.IGNORECASE,
)


def _asks_value(query: str, attributes: tuple[str, ...]) -> str:
    """"value" for a wh-question about a topic ("What is the minimum legal drinking age in
    the United States?") that asks no permission, rule or condition: a may/must sentence
    beside the answer is context, not another answer. A limit's "allowed" or "required"
    ("the lowest strength allowed": ``_LIMIT``) asks a value too. A question naming an attribute of
    the table keeps its clauses ("What is the return window …" has exceptions)."""
    if attributes or not _WH.match(query) or _PERMISSION.search(_LIMIT.sub(" ", query)):
        return ""
    return "value"


_LIMIT = re.compile(
    r"\b(?:lowest|highest|minimum|maximum|least|most|smallest|largest|fewest|greatest"
    r"|longest|shortest|strongest|weakest)\b[^?,;]{0,60}?\b(?:allowed|permitted|required)\b",
    re.IGNORECASE)
"""A limit asked as a value ("What is the lowest strength allowed for …?"): its permission
word names which bound, it asks no permission."""


_CASE = re.compile(r"\bfor\s+((?:[\w-]+\s*){1,4})(?=[,?.]|$)", re.IGNORECASE)
_OBJECT = re.compile(r"\b(?:a|an)\s+((?:[\w-]+\s*){2,3})\?\s*$", re.IGNORECASE)
"""Else the indefinite noun phrase a question ends with ("… to cancel a custom-engraved
order?"): a kind of thing, whose modifiers make the case."""
_CODE_WORD = re.compile(r"\w*\d\w*")
_CASE_END = re.compile(
    r"\s(?:before|after|in|on|at|to|from|with|of|during|within|under|over|by)\s", re.IGNORECASE)


@per_query
def case_terms(query: str) -> tuple[str, ...]:
    """Content terms of the noun phrase of the first "for …" phrase that closes a clause of
    ``query`` (else of the indefinite noun phrase it ends with), in order, its head last:
    the case it asks about ("What is the mileage rate for electric cars?" → electric, car;
    "… for standard delivery before Christmas?" → delivery; "How long do I have to cancel
    a custom-engraved order?" → custom-engraved, order)."""
    found = _CASE.search(query) or _OBJECT.search(query)
    if found is None:
        return ()
    phrase = _CASE_END.split(f"{found.group(1)} ", maxsplit=1)[0]
    if _CODE_WORD.search(phrase):
        return ()  # "P2 tickets": a code is an identifier, and "Priority-2" names it too
    return tuple(content_terms(phrase))


@per_query
def _tokens(query: str) -> frozenset[str]:
    return frozenset(stem(t) for t in re.findall(r"[a-z0-9]+", query.lower()))


@per_query
def _read_query_text(
    query: str,
) -> tuple[
    tuple[tuple[str, str], ...], frozenset[str], frozenset[tuple[str, str]], tuple[str, ...]
]:
    """Identifiers (key, kind), terms, facets and named attributes of a query (memoised)."""
    prepared = scan(query)
    found = identifiers.extract(prepared, Taken())
    ids = tuple(sorted({(v.exact, v.dimension) for v in found}))
    named = frozenset((facet, value) for facet, value, _, _ in facets.find(prepared))
    words = named_terms(query)
    attributes = tuple(dict.fromkeys(name for _, name in words if name))
    if _BY_WHEN.match(query) or (attributes and _LAST_DAY.match(query)):
        # "By what date must …?" asks a deadline, whatever it names; so does "What is the
        # last day to cancel … for a refund?", a question naming an attribute
        attributes = tuple(dict.fromkeys(("deadline", *attributes)))
    terms = frozenset(content_terms(query)) | {term for term, _ in words}
    return ids, terms, named, attributes


_BY_WHEN = re.compile(r"[^\S\n]*by[^\S\n]+(?:when|what[^\S\n]+(?:date|day|time)|which"
                      r"[^\S\n]+(?:date|day))\b", re.IGNORECASE)
"""A question opening "By when", "By what date" or "By which day" asks the last day
something may be done: a deadline, which "due", "deadline" or "no later than" name."""
_LAST_DAY = re.compile(r"[^\S\n]*(?:what|when)(?:[^\S\n]+is|['’]s)[^\S\n]+the[^\S\n]+"
                       r"(?:last|latest|final)[^\S\n]+(?:day|date)\b", re.IGNORECASE)
"""A question asking "What is the last day" or "the latest date" asks a deadline too. With
no attribute named, its *when* slot reads it (``questions``); naming one ("… to cancel …
for a refund"), it has no slot, and "deadline" is named first so that "the refund deadline
is 15 January" and "cancel until 20 January" answer one key."""
