"""Why the engine did not settle a conflict, in words, from its archived record alone.

Each rule of the chain that is not in ``rule_applied`` was tried and did not separate the
chunks; the sentence says what it looked at, with the chunk data the record keeps. The
record's own ``notes`` (a strategy's fallback) come first.
"""

from __future__ import annotations

from collections import Counter

from schemas.records import ConflictRecord

CHAIN = ("authoritative_source", "supersession", "effective_date", "specificity", "majority")


def declined_because(record: ConflictRecord) -> list[str]:
    out = list(record.notes)
    applied = set(record.rule_applied)
    if record.strategy == "escalate":
        out.append("The policy sends conflicts between these document classes straight to "
                   "review (strategy escalate): no rule was tried.")
        return out
    if record.strategy == "surface_both":
        out.append("The policy presents both values for these document classes (strategy "
                   "surface_both): no rule was tried.")
        return out
    if record.strategy != "rule_chain":
        return out
    for rule in CHAIN:
        if rule in applied:
            out.append(f"{rule}: narrowed the chunks still in contention.")
        elif record.winner is None:
            out.append(f"{rule}: did not separate them — {_why(rule, record)}")
    return out


def _why(rule: str, record: ConflictRecord) -> str:
    chunks = record.chunks
    if rule == "authoritative_source":
        ranks = ", ".join(
            f"{c.chunk_id}: {c.source_tier or 'no tier'} / {c.doc_class}" for c in chunks
        )
        return f"the highest authority (tier, then class) is shared ({ranks})."
    if rule == "supersession":
        return "no remaining document explicitly supersedes another."
    if rule == "effective_date":
        dates = ", ".join(
            f"{c.chunk_id}: {c.effective_date or c.published_at or 'undated'}" for c in chunks
        )
        return f"the latest date (effective, else published) is shared or missing ({dates})."
    if rule == "specificity":
        return ("no chunk names a condition, exception or scope facet of the query that the "
                "others leave out.")
    docs: dict[str, set[str]] = {}
    for c in chunks:
        shown = ", ".join(c.values.get(f, "—") for f in record.detected_fields)
        docs.setdefault(shown, set()).add(c.doc_id)
    counts = Counter({value: len(d) for value, d in docs.items()})
    tally = "; ".join(f"{value}: {n} document(s)" for value, n in counts.most_common())
    return f"no value is carried by 3 or more documents and more than any other ({tally})."
