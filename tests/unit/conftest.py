"""Shared unit fixtures: the shipped policy and a compact event builder."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from schemas import RetrievalEvent
from workers.engine import Policy, Resolution, resolve
from workers.policy_file import load_policy

ROOT = Path(__file__).resolve().parents[2]
RECEIVED_AT = "2026-11-29T10:00:00.000Z"


@pytest.fixture(scope="session")
def policy() -> Policy:
    return load_policy(str(ROOT / "deploy" / "policy.toml"))


def chunk(chunk_id: str, text: str, doc_class: str = "policy", **extra: Any) -> dict[str, Any]:
    """A chunk dict; ``doc_id`` defaults to one document per chunk."""
    return {"chunk_id": chunk_id, "doc_id": extra.pop("doc_id", f"doc-{chunk_id}"),
            "text": text, "doc_class": doc_class, **extra}


def event(query: str, *chunks: dict[str, Any], **extra: Any) -> RetrievalEvent:
    return RetrievalEvent.model_validate(
        {"event_id": extra.pop("event_id", "ev-1"), "query": query, "chunks": list(chunks),
         "emitted_at": "2026-11-29T09:59:59Z", **extra}
    )


def run(policy: Policy, ev: RetrievalEvent) -> Resolution:
    return resolve(ev, policy, RECEIVED_AT)


def conflict_sets(policy: Policy, query: str, *chunks: dict[str, Any]) -> list[set[str]]:
    """The chunk ids of each conflict of a one-query event, in record order."""
    return [{c.chunk_id for c in r.chunks} for r in run(policy, event(query, *chunks)).conflicts]


def web(chunk_id: str, text: str) -> dict[str, Any]:
    """An open-web result snippet: a wiki-class chunk with no tier and no dates."""
    return chunk(chunk_id, text, "team_wiki")


def web_conflict_sets(policy: Policy, query: str, *texts: str) -> list[set[str]]:
    """``conflict_sets`` of open-web snippets ``texts``, their ids "c0", "c1", …"""
    return conflict_sets(policy, query, *(web(f"c{i}", t) for i, t in enumerate(texts)))


def claim_surfaces(query: str, text: str, doc_class: str = "team_wiki") -> list[str]:
    """The surface of every value of every claim of a one-chunk event, in claim order."""
    from workers.engine.claims import extract_claims
    from workers.engine.query import read_query

    ev = event(query, chunk("c", text, doc_class))
    return [v.surface for claim in extract_claims(ev.chunks[0], read_query(ev))
            for v in claim.values.values()]


def sentence_answers(query: str, text: str, *, display: bool = False) -> list[str]:
    """What each sentence of ``text`` answers to ``query`` through
    ``sentence_answers.slot_answer`` (not broad), as surfaces (or displays), in order."""
    from workers.engine.questions import read_slot
    from workers.engine.reading import read_text
    from workers.engine.sentence_answers import slot_answer

    slot = read_slot(query)
    out: list[str] = []
    for sentence in read_text(text).sentences:
        found, _ = slot_answer(text, sentence, sentence.sentence_values, slot, broad=False,
                               question=query)
        out.extend(v.display if display else v.surface for v in found.values())
    return out


def slot_answers(query: str, text: str) -> list[str]:
    """What each sentence of ``text`` answers to ``query``'s slot (``slots.answer``), in
    order, each display once."""
    from workers.engine.reading import read_text
    from workers.engine.slots import answer, read_slot

    out: list[str] = []
    for sentence in read_text(text).sentences:
        start = text.find(sentence.snippet, sentence.offset)
        out.extend(v.display for v in answer(sentence.snippet, start, sentence.sentence_values,
                                             read_slot(query)))
    return list(dict.fromkeys(out))


def claim_subjects(query: str, text: str) -> list[tuple[str, list[str]]]:
    """Each claim of a one-chunk event (a policy chunk of ``text``): its subject key and the
    displays of its values, in order."""
    from workers.engine.claims import extract_claims
    from workers.engine.query import read_query

    ev = event(query, chunk("c", text))
    return [(c.subject, [v.display for v in c.values.values()])
            for c in extract_claims(ev.chunks[0], read_query(ev))]


def claim_durations(query: str, text: str) -> list[str]:
    """The durations the claims of a one-chunk event (a policy chunk of ``text``) keep as
    lengths (``duration_uses.lengths_only``), in order."""
    from workers.engine.claims import extract_claims
    from workers.engine.duration_uses import lengths_only
    from workers.engine.query import read_query

    ev = RetrievalEvent.model_validate({
        "event_id": "e", "tenant": "t", "query": query, "emitted_at": "2026-01-01T00:00:00Z",
        "chunks": [{"chunk_id": "c", "doc_id": "d", "doc_class": "policy", "text": text}],
    })
    claims = lengths_only(extract_claims(ev.chunks[0], read_query(ev)), text, query)
    return [v.display for c in claims for v in c.values.values() if v.dimension == "duration"]


def named_answers(query: str, text: str) -> list[str]:
    """The names ``named.name_answers`` reads in ``text`` for ``query``'s who/which slot."""
    from workers.engine.named import name_answers, triggers
    from workers.engine.predicate_words import predicate_hits
    from workers.engine.slots import read_slot

    slot = read_slot(query)
    own = slot.words - slot.predicate
    hits = predicate_hits(text, triggers(slot.predicate), slot.words)
    return [v.display for v in name_answers(text, 0, hits, own, predicate_hits(text, own))]
