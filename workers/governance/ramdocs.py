"""RAMDocs read as retrieval events, and the four measures of decision quality on real text.

RAMDocs (``tests/data/ramdocs/``) gives, per question, real web passages labelled
``correct`` (with the answer it supports: several entities may share the question's name,
each with its own answer), ``misinfo`` (a planted wrong answer) or ``noise``. ``to_event``
turns a row into a RetrievalEvent: the question is the query, each document one chunk of
class ``team_wiki``, its own ``doc_id``, no tier, no rank, no dates.

``score`` compares what the stage produced (ConflictRecords and the ResolvedContext status,
as JSON objects) with those labels:

- **false conflicts**: of the pairs of correct passages with different answers (about
  different entities), the share that share one conflict record with different values;
- **misinformation recall**: of the misinformation passages in a question with at least one
  correct passage, the share set against a correct passage in a conflict where the
  misinformation passage's value is its planted answer and the correct one's value its
  answer (strict), or in any conflict at all (loose);
- **majority**: questions where at least three independent (not near-copy) correct passages
  with one answer face misinformation; of those whose conflict holds three such passages and
  a misinformation passage, the share auto-resolved for a correct passage;
- **withheld**: events escalated (the generator is told not to answer), split by whether
  the question has misinformation; **false alarms**: events not ``clean`` whose passages
  all agree (one answer, no misinformation).

Each measure is also given per question type (``question_type``).
"""

from __future__ import annotations

import itertools
import re
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from schemas.events import RetrievalEvent
from workers.engine import Policy, resolve
from workers.engine.reading import read_text

DOC_CLASS = "team_wiki"
RECEIVED_AT = "2026-01-01T00:00:00Z"
TYPES = ("when", "count", "measure", "who", "where", "what")
_COPY_JACCARD = 0.5
"""Two passages sharing at least this share of their word 3-grams are near-copies."""


def to_event(index: int, row: Mapping[str, Any], split: str = "dev") -> dict[str, Any]:
    """One RAMDocs row as a RetrievalEvent (JSON object); chunk ``dN`` is document N."""
    return {
        "event_id": f"ramdocs-{split}-{index:03d}",
        "tenant": "ramdocs",
        "query": row["question"],
        "chunks": [
            {"chunk_id": f"d{n}", "doc_id": f"ramdocs-{split}-{index:03d}-d{n}",
             "text": doc["text"], "doc_class": DOC_CLASS}
            for n, doc in enumerate(row["documents"])
        ],
    }


def evaluate(rows: Sequence[Mapping[str, Any]], policy: Policy, split: str = "dev",
             ) -> list[tuple[str, list[dict[str, Any]]]]:
    """Run the engine on every row: (context status, conflict records as JSON objects)."""
    out: list[tuple[str, list[dict[str, Any]]]] = []
    for index, row in enumerate(rows):
        event = RetrievalEvent.model_validate(to_event(index, row, split))
        resolution = resolve(event, policy, RECEIVED_AT)
        out.append((resolution.context.status,
                    [r.model_dump(mode="json") for r in resolution.conflicts]))
    return out


def question_type(question: str) -> str:
    """What the question asks for: when, count, measure, who, where, or what (a name)."""
    q = question.lower()
    if q.startswith("when") or re.search(r"\bwhat year\b|\bin what year\b", q):
        return "when"
    if re.search(r"\bpopulation\b|\bhow many\b", q):
        return "count"
    if re.search(r"\b(?:length|height|area|elevation|how long|how tall|how high)\b", q):
        return "measure"
    if re.search(r"\bwho\b|\bwhom\b", q):
        return "who"
    if re.search(r"\bwhere\b|\bin which (?:city|country|state|town)\b", q):
        return "where"
    return "what"


@dataclass(slots=True)
class Tally:
    """Numerator / denominator of one measure, overall and per question type."""

    hits: int = 0
    total: int = 0
    by_type: dict[str, list[int]] = field(default_factory=dict)

    def add(self, kind: str, hit: bool) -> None:
        self.hits += hit
        self.total += 1
        cell = self.by_type.setdefault(kind, [0, 0])
        cell[0] += hit
        cell[1] += 1

    @property
    def rate(self) -> float:
        return self.hits / self.total if self.total else 0.0

    def text(self) -> str:
        per = "  ".join(f"{k} {h}/{t}" for k in TYPES if (c := self.by_type.get(k))
                        for h, t in [c])
        return f"{self.rate:.3f} ({self.hits}/{self.total})  [{per}]"


@dataclass(slots=True)
class Report:
    """The measures of one run (see the module docstring)."""

    events: int = 0
    false_conflicts: Tally = field(default_factory=Tally)
    recall_strict: Tally = field(default_factory=Tally)
    recall_loose: Tally = field(default_factory=Tally)
    majority_cases: Tally = field(default_factory=Tally)
    majority_right: Tally = field(default_factory=Tally)
    withheld_misinfo: Tally = field(default_factory=Tally)
    withheld_clean: Tally = field(default_factory=Tally)
    false_alarms: Tally = field(default_factory=Tally)
    types: Counter[str] = field(default_factory=Counter)

    def lines(self) -> list[str]:
        kinds = ", ".join(f"{k} {self.types[k]}" for k in TYPES if self.types[k])
        withheld = self.withheld_misinfo.hits + self.withheld_clean.hits
        return [
            f"events: {self.events} ({kinds})",
            "false conflicts (correct passages, different entities): "
            f"{self.false_conflicts.text()}",
            f"misinformation recall, strict (answer vs answer): {self.recall_strict.text()}",
            f"misinformation recall, loose (any conflict):      {self.recall_loose.text()}",
            f"majority right (>= 3 independent correct vs misinformation): "
            f"{self.majority_right.text()}; cases detected {self.majority_cases.text()}",
            f"events withheld: {withheld} of {self.events}; with misinformation "
            f"{self.withheld_misinfo.text()}; without {self.withheld_clean.text()}",
            f"false alarms (one answer, no misinformation, not clean): {self.false_alarms.text()}",
        ]


def score(rows: Sequence[Mapping[str, Any]],
          results: Sequence[tuple[str, Sequence[Mapping[str, Any]]]]) -> Report:
    """The measures over ``rows`` given, per row, (context status, conflict records)."""
    report = Report()
    for row, (status, conflicts) in zip(rows, results, strict=True):
        report.events += 1
        kind = question_type(row["question"])
        report.types[kind] += 1
        _score_row(row, kind, status, conflicts, report)
    return report


def _score_row(row: Mapping[str, Any], kind: str, status: str,
               conflicts: Sequence[Mapping[str, Any]], report: Report) -> None:
    docs = {f"d{n}": d for n, d in enumerate(row["documents"])}
    correct = [c for c, d in docs.items() if d["type"] == "correct"]
    misinfo = [c for c, d in docs.items() if d["type"] == "misinfo"]
    answer = {c: _norm(d["answer"]) for c, d in docs.items()}
    values = [_chunk_values(record) for record in conflicts]

    for a, b in itertools.combinations(correct, 2):
        if answer[a] != answer[b]:
            hit = any(a in v and b in v and _differ(v[a], v[b]) for v in values)
            report.false_conflicts.add(kind, hit)
    if correct:
        for m in misinfo:
            together = [v for v in values if m in v and any(c in v for c in correct)]
            report.recall_loose.add(kind, bool(together))
            strict = any(
                _states(v[m], docs[m]["answer"]) and _states(v[c], docs[c]["answer"])
                and _differ(v[m], v[c])
                for v in together for c in correct if c in v
            )
            report.recall_strict.add(kind, strict)
    _score_majority(docs, correct, misinfo, conflicts, kind=kind, report=report)
    (report.withheld_misinfo if misinfo else report.withheld_clean).add(
        kind, status == "escalated")
    if not misinfo and correct and len({answer[c] for c in correct}) == 1:
        report.false_alarms.add(kind, status != "clean")


def misses(rows: Sequence[Mapping[str, Any]],
           results: Sequence[tuple[str, Sequence[Mapping[str, Any]]]],
           ) -> list[tuple[int, str, str, bool]]:
    """Strict recall misses: (row index, chunk id, question type, set in any conflict)."""
    out: list[tuple[int, str, str, bool]] = []
    for index, (row, (_, conflicts)) in enumerate(zip(rows, results, strict=True)):
        kind = question_type(row["question"])
        docs = row["documents"]
        if not any(d["type"] == "correct" for d in docs):
            continue
        for n, doc in enumerate(docs):
            if doc["type"] != "misinfo":
                continue
            tally = Report()
            solo = {**row, "documents": [d if i == n or d["type"] != "misinfo"
                                         else {**d, "type": "noise"}
                                         for i, d in enumerate(docs)]}
            _score_row(solo, kind, "clean", conflicts, tally)
            if not tally.recall_strict.hits:
                out.append((index, f"d{n}", kind, bool(tally.recall_loose.hits)))
    return out


def _score_majority(docs: Mapping[str, Mapping[str, Any]], correct: list[str],
                    misinfo: list[str], conflicts: Sequence[Mapping[str, Any]], *, kind: str,
                    report: Report) -> None:
    if not misinfo:
        return
    by_answer: dict[str, list[str]] = {}
    for c in correct:
        by_answer.setdefault(_norm(docs[c]["answer"]), []).append(c)
    for group in by_answer.values():
        if _independent(group, docs) < 3:
            continue
        mine = [r for r in conflicts if _members(r) & set(misinfo)
                and _independent(sorted(_members(r) & set(group)), docs) >= 3]
        report.majority_cases.add(kind, bool(mine))
        if mine:
            right = all(r["status"] == "auto_resolved" and r["winner"] in group for r in mine)
            report.majority_right.add(kind, right)


def _members(record: Mapping[str, Any]) -> set[str]:
    return {str(c["chunk_id"]) for c in record["chunks"]}


def _chunk_values(record: Mapping[str, Any]) -> dict[str, dict[str, str]]:
    """chunk id → {field: display} for the record's detected fields."""
    fields = set(record["detected_fields"])
    return {str(c["chunk_id"]): {f: v for f, v in c["values"].items() if f in fields}
            for c in record["chunks"]}


def _differ(a: Mapping[str, str], b: Mapping[str, str]) -> bool:
    return any(f in b and b[f] != v for f, v in a.items())


def _norm(answer: str) -> str:
    return " ".join(answer.lower().replace(",", "").split())


_NUMBER = re.compile(r"\d+(?:\.\d+)?")


def _states(values: Mapping[str, str], answer: str) -> bool:
    """Does one of ``values`` (normalised displays) state ``answer`` (RAMDocs' wording)?

    A display matches when the engine reads the answer to the same display, when it is a
    date in the answer's year or on the answer's day, when its leading number is a number of
    the answer, or when it is the answer's text or whole words of it.
    """
    wanted = {v.display for v in read_text(answer).values}
    numbers = {float(n) for n in _NUMBER.findall(answer.replace(",", ""))}
    text = _norm(answer)
    for display in values.values():
        shown = display.lower()
        if display in wanted or shown == text or (len(text) > 3 and text in shown):
            return True
        if len(shown) > 3 and re.search(rf"\b{re.escape(_norm(shown))}\b", text):
            return True  # "New Orleans" states "New Orleans, Louisiana"
        if re.fullmatch(r"-?-?\d{0,4}-\d\d-\d\d", display):
            if display[:4].isdigit() and numbers == {float(display[:4])}:
                return True  # a date in the year the answer gives
            continue
        lead = _NUMBER.match(display.replace(",", ""))
        if lead and float(lead.group(0)) in numbers:
            return True
    return False


def _independent(chunk_ids: Sequence[str], docs: Mapping[str, Mapping[str, Any]]) -> int:
    """How many of ``chunk_ids`` remain when near-copies (shared word 3-grams) count once."""
    shingles = {c: _shingles(docs[c]["text"]) for c in chunk_ids}
    parent = {c: c for c in chunk_ids}

    def root(c: str) -> str:
        while parent[c] != c:
            c = parent[c]
        return c

    for a, b in itertools.combinations(chunk_ids, 2):
        sa, sb = shingles[a], shingles[b]
        if sa and sb and len(sa & sb) / len(sa | sb) >= _COPY_JACCARD:
            parent[root(a)] = root(b)
    return len({root(c) for c in chunk_ids})


def _shingles(text: str) -> set[tuple[str, ...]]:
    words = re.findall(r"\w+", text.lower())
    return {tuple(words[i:i + 3]) for i in range(max(0, len(words) - 2))}
