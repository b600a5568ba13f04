"""The asked event: a date answers a *when* question only beside the event it asks about.

A *when* question asks for the date of one event of its subject's story ("When was
Iguanodon named?", "In what year did the United States end the dollar's convertibility
into gold?"); every text about that subject is full of the dates of its other events
(the 1878 Bernissart find, the 1944 Bretton Woods agreement, Scott's arrival). The
question's event is its verb: a word of a predicate class ("born", "issued"), a past
participle ("named", "first issued"), a verb in "-ing" ("start supplying"), or the verb
after "did/does/do" and the subject ("did Roald Amundsen reach"); a question with none
("On what date was Easter Sunday in 2024?") asks for the date of its named day, whose
name is then the event. A date answers only when it is tied to that event
(``predicate_words``: any form or synonym of the event's words):

- it opens the answer of a question-and-answer chunk whose question names the event
  ("Q: when was iguanodon named? A: 1825"), or it is the one year of the first sentence of
  the answer to a *when* question that names the event, and that sentence names the
  question's subject before it, whatever its verb ("Q: when was the atlas published? A: The
  atlas came out in 1569": ``answer_dates``; "A: Mantell wrote about it in 1825" names no
  iguanodon, and is read as any sentence);
- in an infobox row, the row's label names the event or is a bare date label ("Named by:
  Gideon Mantell, 1825", "Pole reached: 14 December 1911", "Date: 7 January"); a row
  labelled with another attribute ("Denominations: €5 – €500 (€500 no longer issued since
  2019)") answers nothing;
- in a parenthesis, the parenthesis or the words right before it name the event ("34 days
  ahead of Scott (17 January 1912)" does not);
- otherwise its clause (between commas; the whole sentence when the date's clause has no
  verb: "On 14 December 1911, Amundsen reached the Pole") names the event, and no other
  event's verb stands between the event's word and the date ("ending the convertibility
  agreed at Bretton Woods in 1944": the date is the agreement's).

A date whose own words give it to another event answers no *when* question that does not
ask for that event, whatever names the asked one nearby: the end of a period ("Java SE 8:
GA 18/03/2014 · Premier Support until March 2022"), a deadline ("Order by 20 December for
delivery before Orthodox Christmas"), a next occurrence ("Next cohort 12 May"), an
anniversary; "When does the agreement terminate?" asks for the end ("ends Dec. 31, 2026").
A bare year the question itself names ("… Easter Sunday in 2024?") qualifies the question
and answers nothing. A date no clause ties to the event still stands when it equals one
another claim ties to it: a page that repeats the answer without its event ("Brockwell
Valley went in the first wave, 30th September 1963") witnesses it and disputes nothing.
Only dates are gated: a *when* question's period ("within 30 days of
delivery") passes. A snippet whose date is not clearly the asked event's makes no claim.
Pure; claims are replaced, never mutated.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from workers.engine.claims import Claim
from workers.engine.event_mentions import other_verb
from workers.engine.event_of_question import Event, question_event
from workers.engine.kept_values import tied_or_witnessed
from workers.engine.other_event_clauses import clause_of_other_event
from workers.engine.query import QueryView
from workers.engine.slots import read_slot
from workers.engine.tied_dates import tied
from workers.engine.values import Value, same

ROW_LEVEL_FOR_CLASSES = False
"""Gate questions whose predicate has a class ("born", "built", "issued") too, at the row
level (the row names the class or one of ``_CLASS_SYNONYMS``)? Off: the slot already reads
their answers only in sentences with one of the question's words. With life spans read
across their dash (``_life_span_marks``) and initials no sentence end, the row-level gate
removes one flagged event of the ten tuning snippet sets (sn9-045: "(€500 no longer issued
since 2019)", "Croatia euro coin set 2023") and no catch, leaves the enterprise sets
byte-identical and RAMDocs strict recall (0.699) and false conflicts (0.049) as they are,
but costs loose recall 0.745 -> 0.739 and majority right 15/16 -> 14/15: one event, whose
"Es mi nombre ( 1984 )" (another album's year) had caught a misinformation passage whose
own answer is its "Chayanne ( 1990 )". Tied at the clause (``close``) instead, it removes
the same flagged event and costs RAMDocs strict recall 0.699 -> 0.693."""


def asked_event(query: QueryView) -> Event | None:
    """The event a *when* question asks about; ``None`` for any other question. Only an
    unclassed question about the past needs its dates tied to the event (a past event is
    one of its subject's story, and the slot reads any sentence with one of its words);
    a schedule's "When does … start?" is asked of one planned event, whose texts state its
    date, and a classed question's answer sentence holds its class word already: of theirs,
    only dates their own words give to another event are set aside (``other_event``). A
    question keyed by an attribute of the table ("When does fieldwork start for the audit?"
    names "audit") has no slot of its own; read as one, its *when* is such an untied event."""
    slot = query.slot
    if slot is None and query.attributes:
        slot = read_slot(query.text)  # attribute-keyed: "When does fieldwork start for the audit?"
    if slot is None or slot.kind != "when":
        return None
    if query.slot is None or not query.slot.past or (
            query.slot.strict and not ROW_LEVEL_FOR_CLASSES):
        found = question_event(query.text, close=False, tie=False)
        classes = frozenset(t for t in slot.predicate if t.startswith("#"))
        return replace(found, classes=classes) if found is not None else None
    return question_event(query.text, close=not query.slot.strict)


def evented_only(
    chunks: list[tuple[str, list[Claim]]], event: Event | None
) -> list[list[Claim]]:
    """Each chunk's claims (``chunks``: its text and claims) with only the dates tied to
    ``event``, or equal to a date another claim ties to it (a page that repeats the answer
    without its event witnesses it, and disputes nothing); all when ``event`` is ``None``.
    A claim left with no value is dropped."""
    if event is None:
        return [claims for _, claims in chunks]
    return tied_or_witnessed(chunks, "date", lambda text, v: tied(text, v, event), _witnessed_by,
                             lambda text, v: not _given_to_another(text, v.start, event)
                             and not clause_of_other_event(text, v.start, v.end, event))


_PARTICIPLE_BEFORE = re.compile(
    r"\b([a-z]{3,}ed)[^\S\n]+(?:in|on|since|from)[^\S\n]+(?:the[^\S\n]+)?$")


def _given_to_another(text: str, start: int, event: Event) -> bool:
    """Does a past participle right before the date at ``start`` give it to another event
    ("the Oyster range launched in 1926" when the question asks when it was worn)? Such a
    date repeats no answer: it witnesses nothing."""
    found = _PARTICIPLE_BEFORE.search(text, max(0, start - 24), start)
    return found is not None and other_verb(found.group(1), event)


def _witnessed_by(answers: list[Value]) -> Callable[[Value], bool]:
    """A date equal to one of ``answers`` (one per spelling: the last of each)."""
    distinct = list({a.display: a for a in answers}.values())
    return lambda v: any(same(v, a, 0.0) for a in distinct)
