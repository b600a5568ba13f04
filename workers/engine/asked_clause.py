"""The clause that answers a yes/no question, when a sentence rules on several parties.

A permission sentence may join two rulings ("Guests can book the spa, but children are not
allowed in the pool") or grant one party what the question asks for another ("only members
are allowed", asked about visitors). ``answering`` reads the ruling the question asks about:

- of coordinated parts (", but", "; ", a spaced dash, or "and" before a second verb phrase
  whose subject is the first part's: "visitors must stay quiet and are not allowed to …")
  that each carry a modal, one naming the question's place when a part does and every part
  names one (a rule list whose items each name their place: "no swimming in the canals; …;
  swimming allowed at the Lido beaches" for "… in the canals?"), and of those one whose
  predicate or gerund subject writes the question's action ("blending is not allowed" for
  "… allowed to blend …?": ``asked_action``), and of those the one whose predicate (from
  its modal on) shares most of the question's content words ("you can look, but you must
  not take the wood" rules on taking the wood), then the one whose whole part does (its
  subject and verb; a verb phrase borrows the subject of the part before it, and a part
  ending on its modal, its verb left out, the words of the part before it: "X may be
  imported; those made in Iran may not" for Iranian-made X); the first on a tie;
- a permission granted "only" to parties the question does not name ("only members may
  enter" for "Can visitors enter …?") denies it to the question's party: "must not";
- a requirement of a bound the question asks to cross ("must weigh at least 6.8 kg" for
  "… allowed to weigh less than 6.8 kg?", ``crosses_required``): "must not";
- a requirement to give the thing up ("must be released") asked whether one may keep it
  (``given_up``): "must not"; so is a requirement of the opposite or a substitute act
  ("must take off your shoes" asked whether one may wear them, "must lift it with the
  stick" asked about the hand: ``required_instead``); so is a requirement to keep the thing
  closed ("must stay sealed") asked whether it is open or may be seen (``kept_closed``).

A leading scope that only restates the question's case ("In Massachusetts, …" asked about
Massachusetts) is no condition of the answer (``restated_scope``).
A prohibition's exception naming only the side the question does not ask ("Mallet hand:
right only" asked about the left hand) is no exception of the answer (``side_words``); one
naming the case the question asks under ("without the sign you may not" asked about riding
at the sign) is a plain permission there (``asked_case_excepted``).

Invariant: with one modal part, no "only" grant and no such scope, the clause is the
sentence's as read.
"""

from __future__ import annotations

import re
from itertools import pairwise

from workers.engine.asked_action import names_asked_action
from workers.engine.asked_bound import crosses_required
from workers.engine.asked_case_excepted import asked_case_excepted
from workers.engine.asked_only import excluded_terms, negates_asked, only_in_other_case
from workers.engine.asked_without import lacked_excepted, required_lacked
from workers.engine.fields import clauses
from workers.engine.fields.access_levels import beyond_level
from workers.engine.given_up import gives_up
from workers.engine.kept_closed import kept_closed
from workers.engine.other_modifiers import other_object
from workers.engine.qa_clauses import answered_clause
from workers.engine.required_instead import required_instead
from workers.engine.restated_conditions import unconditioned
from workers.engine.restated_scope import unscoped
from workers.engine.side_words import other_side_excepted
from workers.engine.terms import content_terms
from workers.engine.values import Value

_PARTS = re.compile(r"[,;][^\S\n]*(?:but|while|whereas|yet)\s|;\s|\s[-–—]\s")
"""Where a coordinated ruling opens: ", but …", "; …", " - …"."""
_ELIDED = re.compile(
    r"\s(?:and|but)\s+(?=(?:are|is|may|can|cannot|must|should|shall|will|need)\b)"
)
"""Where a second verb phrase with the same subject opens: "… and are not allowed to …"."""
_MODAL_END = (r"\b(?:may|can|must|should|shall|will|cannot|can[’']t|mustn[’']t|won[’']t)"
              r"(?:\s+not|\s+too|\s+also)?")
_ELLIPTIC = re.compile(_MODAL_END + r"\W*$")
"""A part that ends on its modal, its verb left out: "those made in Iran may not"."""
_ELLIPTIC_PIECE = re.compile(r"[^\S\n]*([^.!?;\n]{1,80}?" + _MODAL_END + r"(?:[.!?]|$))",
                             re.IGNORECASE)
"""A ";" piece after a sentence that ends on its modal: " those made in Iran may not." (a
mark or the text's end right after the modal: "non-members can join a tour" is no such
piece)."""
_CASE_WORDS = (
    "with|through|via|if|when|after|once|on|in|for|by|at|to|from|during|before|until|the"
    "|a|an|be|been|available|accepted|allowed|permitted"
)
_ONLY = re.compile(
    rf"\bonly\s+(?:the\s+)?(?P<who>(?!(?:{_CASE_WORDS})\b)[a-z][a-z\s-]{{0,60}}?)\s+"
    r"(?:are|is|can|may)\b(?:\s+(?:be\s+)?(?:allowed|permitted|admitted))?"
)
"""A grant to named parties only: "only men and boys are allowed in", "only the fleet
admins can" (its article aside; never a case: "only with a permit", "only after sign-off")."""
_JOINED = re.compile(r",|\band\b|\bor\b")
"""Between the parties of one grant: "men and boys", "staff, volunteers or members"."""


def answering(clause: Value, query_terms: frozenset[str], query: str = "",
              following: str = "") -> Value:
    """The clause of the sentence ``clause`` was read from (its ``surface``) that answers a
    yes/no question with ``query_terms`` (``query`` its text); ``clause`` when no other part
    does. ``following`` is the text after that sentence: a ";" piece there that ends on its
    modal ("…; those made in Iran may not.") is read as a part of it. A Q/A pair written as
    one sentence is read by its answer (``qa_clauses``)."""
    clause = answered_clause(clause)
    snippet = clause.surface
    if snippet.rstrip().endswith(";") and (tail := _ELLIPTIC_PIECE.match(following)):
        snippet = snippet.rstrip() + " " + tail.group(1)
    parts = _ruled_parts(snippet, snippet.lower(), clause.start)
    best = clause
    if len(parts) > 1:
        parts = _borrowed_predicates(parts)
        places = _places(parts)
        asked = all(places) and any(p & query_terms for p in places)
        scored = [(not asked or not places[i] or bool(places[i] & query_terms),
                   names_asked_action(_acted(text, predicate), query),
                   len(query_terms.intersection(content_terms(predicate))),
                   _shared(query_terms, text, parts[i - 1][0] if i else ""), -i, value)
                  for i, (text, value, predicate) in enumerate(parts)]
        best = max(scored, key=lambda s: s[:5])[5]
    if negates_asked(best, query_terms) or crosses_required(best, query) \
            or ("|" in best.surface and beyond_level(best.surface, query)) \
            or gives_up(best, query) or required_instead(best, query) \
            or required_lacked(best, query) \
            or kept_closed(best, query):
        return _denied(best)
    excluded = excluded_terms(query)
    if only_in_other_case(best, query_terms, query, excluded):
        return _denied(best)
    return lacked_excepted(asked_case_excepted(other_side_excepted(unconditioned(
        unscoped(_only_granted(best, query_terms, excluded), query_terms), query), query),
        query), query)


_PLACE = re.compile(
    r"\b(?:in|at|on|near|inside|into|within)\s+(?:the\s+|a\s+)?"
    r"([a-z][\w'’-]*(?:\s+[a-z][\w'’-]*){0,2})", re.IGNORECASE)
"""A place a ruling names: "in the canals", "at the Lido beaches" (at most three words)."""


def _borrowed_predicates(parts: list[tuple[str, Value, str]]) -> list[tuple[str, Value, str]]:
    """``parts`` with the predicate of a part ending on its modal ("those made in Iran may
    not") taken from the part before it: it rules on the same act."""
    out = list(parts)
    for i in range(1, len(out)):
        text, value, _ = out[i]
        if _ELLIPTIC.search(text.lower()):
            out[i] = (text, value, out[i - 1][2])
    return out


_GERUND = re.compile(r"\b[a-z]{3,}ing\b", re.IGNORECASE)


def _acted(text: str, predicate: str) -> str:
    """A part's predicate with the gerunds of its subject ("blending is not allowed"): where a
    part writes the act it rules on."""
    return " ".join([*_GERUND.findall(text[: len(text) - len(predicate)]), predicate])


def _places(parts: list[tuple[str, Value, str]]) -> list[frozenset[str]]:
    """The content terms of the places each part names (``_PLACE``); a part ending on its
    modal, its verb left out, names the part before it's too ("… may be sold at the fair;
    those made in Bolivia may not"). When every part of a rule list names a place and one
    names the question's ("no swimming in the canals; …; swimming allowed at the Lido
    beaches" for "… in the canals?"), a part naming only other places rules on them, never
    on the asked one."""
    out: list[frozenset[str]] = []
    for text, _, _ in parts:
        own = frozenset(t for m in _PLACE.finditer(text) for t in content_terms(m.group(1)))
        if out and _ELLIPTIC.search(text.lower()):
            own |= out[-1]
        out.append(own)
    return out


def _shared(query_terms: frozenset[str], text: str, before: str) -> int:
    """How many of the question's terms a part's ``text`` writes; a part whose modal ends
    it, its verb left out ("; those made in Iran may not"), restates the ruling of the part
    ``before`` it for its own case, so it writes that part's words too, and a word of its
    own names a question's term it begins or that begins it ("Iran" for "Iranian-made")."""
    own = frozenset(content_terms(text))
    if not before or not _ELLIPTIC.search(text.lower()):
        return len(query_terms & own)
    pieces = {q: q.split("-") for q in query_terms}
    return sum(1 for q in query_terms if q in own or q in content_terms(before) or any(
        min(len(w), len(p)) >= 4 and (p.startswith(w) or w.startswith(p))
        for w in own for p in pieces[q]))


def _ruled_parts(snippet: str, lower: str, offset: int) -> list[tuple[str, Value, str]]:
    """Each coordinated part of ``snippet`` with its clause and its predicate (from its
    modal on), for parts with a modal."""
    elided = {m.start(): m.end() for m in _ELIDED.finditer(lower)}
    cuts = sorted({0, *(m.start() for m in _PARTS.finditer(lower)), *elided, len(snippet)})
    if len(cuts) == 2:
        return []
    out: list[tuple[str, Value, str]] = []
    subject = ""
    for start, end in pairwise(cuts):
        begin = elided.get(start, start)
        text = snippet[begin:end].lstrip(",;—–- ")
        begin = end - len(text)
        found = clauses.find(text, offset + begin, lower[begin:end])
        if found.value is not None and found.value.dimension == "modal":
            if start in elided:
                out.append((subject + text, found.value, text[found.anchor:]))
                continue
            subject = text[:found.anchor]
            out.append((text, found.value, text[found.anchor:]))
    return out


def rules_on_other_object(snippet: str, query: str) -> bool:
    """Does every ruling part of ``snippet`` (``_ruled_parts``) name the query's thing with
    another modifier ("You can walk through the Greenwich foot tunnel, but the Blackwall
    Tunnel is only for cars" for "… through the Blackwall Tunnel?": ``other_modifiers``)? Its
    modal then rules on the other thing only. A sentence of one part is left as it is."""
    ruling = _ruled_parts(snippet, snippet.lower(), 0)  # none for a sentence of one part
    return bool(ruling) and all(other_object(text, query) for text, _, _ in ruling)


def _only_granted(clause: Value, query_terms: frozenset[str],
                  excluded: frozenset[str] = frozenset()) -> Value:
    """``clause`` read as "must not" when it permits only parties the question does not
    name (no joined party's words all in the question: "only fleet admins" for a question
    about drivers of the fleet), or names as excluded (``excluded_terms``: "wine made outside
    the Loire" for "only wine from the Loire may"); else ``clause``."""
    if not clause.exact.startswith("permit|"):
        return clause
    grant = _ONLY.search(clause.surface.lower())
    if grant is None:
        return clause
    parties = [frozenset(content_terms(p)) for p in _JOINED.split(grant.group("who"))]
    if not any(parties) or any(p and p <= query_terms and p.isdisjoint(excluded)
                               for p in parties):
        return clause
    return _denied(clause)


def _denied(clause: Value) -> Value:
    """``clause``'s sentence read as a plain prohibition."""
    return Value("clause", "must not", clause.surface, clause.start, clause.dimension,
                 exact="prohibit||")
