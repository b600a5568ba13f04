"""A sentence about a rival of the question's subject: a thing of its kind, but another one.

One reading of whose value a sentence states: the thing it names before the value, by the
head of that naming, is the owner; the value answers only when that owner is the question's
subject. Another owner is named in the subject's place by another year, name or code before
the subject's word (a capitalised pair opening a clause is one name: "Bronx Zoo (opened
1899)" for the San Diego Zoo), by a "has" clause whose head is not the subject's ("Adult
cats have 30 teeth" for an adult dog: sharing "adult" is not enough), or by the subject's
name followed by a word naming another model or a copy ("The iPod mini (2004)", "Java 11"
for Java SE 8, "Sue skull replica"), or by the question's class word qualified by another
name or numeral ("Belfry of Bruges" for the belfry of Tournai: ``qualified_rivals``), or by
"another" before the question's own word ("The Dodington, another East Indiaman, …":
``another_kinds``). ``owners``
reads the same rule inside a sentence, per value: a value belongs to the name before it in
its clause, and a value set against the subject's own in a comparison is the other side's.

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

Its parts: ``subject_phrases`` (the question's side), ``rival_modifiers``,
``rival_owners``, ``rival_models`` and ``rival_places``.

Pure; one pass over the sentence's words (the question's pairs are memoised per query).
"""

from __future__ import annotations

from workers.engine.another_kinds import another_kind
from workers.engine.contrast_subjects import contrasted_subject
from workers.engine.format_names import format_named
from workers.engine.headed_names import headed_rival, reads_headed
from workers.engine.kind_rivals import kind_rival
from workers.engine.name_forks import forked
from workers.engine.named_openings import named_opening
from workers.engine.named_owners import counts_any, named_owner
from workers.engine.other_agents import other_agent
from workers.engine.owner_verbs import asks_owner, other_doer, own_doer
from workers.engine.possessed_things import owned_thing, owner_alone
from workers.engine.qualified_rivals import asked_classes
from workers.engine.query_memo import per_query
from workers.engine.rival_models import asked_names, other_model
from workers.engine.rival_modifiers import other_modifier
from workers.engine.rival_owners import other_owner, owner_words
from workers.engine.rival_places import other_place
from workers.engine.set_modifiers import set_modifier
from workers.engine.subject_phrases import asked_phrases, head_keys
from workers.engine.successors import asks_age, other_age


@per_query
def can_rival(query: str) -> bool:
    """Does the question name its subject in a way a sentence can rival (a modified word,
    or the owner of a "have" question)? Else ``rival`` is "" for every sentence."""
    return bool(asked_phrases(query)[1] or owner_words(query) or asked_names(query)
                or asks_owner(query) or any(asked_classes(query)[:2]) or counts_any(query)
                or asks_age(query) or reads_headed(query))


def rival(snippet: str, query: str, until: int | None = None) -> str:
    """"rival:<modifier>-<word>" for a sentence that names a rival of the question's
    subject in its place, before ``until`` (where its first value stands: what a sentence
    states a value about comes before the value; "… on February 25, 2027, three weeks after
    the PC launch" is about no PC launch); "" otherwise."""
    pairs, heads, words = asked_phrases(query)
    until = len(snippet) if until is None else until
    lowered = snippet.lower()
    found = other_modifier(snippet, pairs, heads, words, until) if any(
        key in lowered for key in head_keys(query)) else ""
    return found or other_owner(snippet, query, until) or other_doer(snippet, query, until) \
        or other_model(snippet, query, until) or other_place(snippet, query, until) \
        or forked(snippet, query, until) or other_agent(snippet, query, until) \
        or set_modifier(snippet, query, until) or owned_thing(snippet, query, until) \
        or owner_alone(snippet, query, until) \
        or contrasted_subject(snippet, query, until) or format_named(snippet, query, until) \
        or kind_rival(snippet, query, until) or own_doer(snippet, query, until) \
        or named_owner(snippet, query, until) or named_opening(snippet, query, until) \
        or other_age(snippet, query, until) or headed_rival(snippet, query, until) \
        or another_kind(snippet, query, until)
