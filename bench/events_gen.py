"""Realistic retrieval events for the benchmarks: seeded, varied, about 3 KB each.

Each event asks one question about one subject (a product, plan, API or resource); its
chunks are 150-300 characters of two to four sentences drawn from many templates: prices,
return and refund windows, rate and size limits, identifiers (versions, part numbers,
hosts), dates, and permission clauses, mixed with filler that states nothing. Some chunks
answer the question with differing values (conflicts), the rest are about other attributes
or other subjects, as retrieval returns them.

Reuse: with ``reuse=r`` each chunk is, with probability r, a chunk already emitted earlier
(same chunk_id, doc_id and text, as a popular chunk recurs in a stream); otherwise it is
new (fresh numbers and identifiers, so its text has never been seen).

    .venv/bin/python bench/events_gen.py --events 4000 --reuse 0.5 > events.jsonl
"""

from __future__ import annotations

import argparse
import random
import sys
from collections.abc import Callable, Iterator
from typing import Any

import orjson

R = random.Random
Filler = Callable[[R, dict[str, str]], str]

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
CLASSES = [("policy", "primary"), ("support_email", "secondary"), ("price_sheet", "primary"),
           ("partner_deck", "secondary"), ("api_reference", "primary"), ("runbook", "primary"),
           ("team_wiki", "secondary"), ("meeting_notes", "tertiary"), ("contract", "primary"),
           ("hr_handbook", "primary"), ("security_standard", "primary"),
           ("access_control", "secondary")]
POPULAR = 5000
"""A reused chunk is one of the last POPULAR chunks emitted (any cache of that size holds it)."""
REGIONS = ["EU", "US", "APAC", "Canada", "the UK"]


def _date(r: R) -> str:
    style = r.randrange(3)
    y, m, d = r.randint(2024, 2027), r.randint(1, 12), r.randint(1, 28)
    if style == 0:
        return f"{MONTHS[m - 1]} {d}, {y}"
    if style == 1:
        return f"{y}-{m:02d}-{d:02d}"
    return f"{d} {MONTHS[m - 1]} {y}"


def _money(r: R) -> str:
    amount = f"{r.randint(5, 400)}.{r.choice(['00', '50', '99', '25'])}"
    return r.choice([f"${amount}", f"€{amount}", f"{amount} USD", f"£{amount}", f"CA${amount}"])


# Sentences per topic: each takes the random source and the event's names (subject etc.).
TOPICS: dict[str, list[Filler]] = {
    "returns": [
        lambda r, s: f"Returns for {s['sku']} are accepted within {r.randint(7, 90)} days of "
                     f"{r.choice(['delivery', 'purchase', 'the invoice date'])}.",
        lambda r, s: f"Customers can return the {s['sku']} within {r.randint(7, 90)} days from "
                     f"{r.choice(['purchase', 'delivery'])} for a full refund.",
        lambda r, s: f"You have {r.randint(2, 12)} weeks after delivery to send back a "
                     f"{s['sku']} in its original packaging.",
        lambda r, s: f"Refunds for {s['sku']} are issued within {r.randint(3, 20)} business days "
                     "after we receive the item.",
    ],
    "price": [
        lambda r, s: f"The {s['plan']} plan costs {_money(r)} per seat per month.",
        lambda r, s: f"Partner price for the {s['plan']} plan: {_money(r)} per user per month, "
                     "billed annually.",
        lambda r, s: f"List price of {s['sku']} is {_money(r)} excluding VAT.",
        lambda r, s: f"Upgrading to {s['plan']} adds {_money(r)} to each monthly invoice.",
    ],
    "limit": [
        lambda r, s: f"The {s['api']} API allows {r.randint(1, 60) * 100:,} requests per "
                     f"{r.choice(['minute', 'hour', 'second'])} per key.",
        lambda r, s: f"Uploads to {s['api']} are limited to {r.randint(5, 500)} MB per file.",
        lambda r, s: f"Each account may create up to {r.randint(3, 200)} projects on the "
                     f"{s['plan']} plan.",
        lambda r, s: f"The {s['api']} API rejects batches larger than {r.randint(10, 5000)} "
                     "records.",
        lambda r, s: f"Sessions on {s['api']} time out after {r.randint(5, 120)} minutes of "
                     "inactivity.",
    ],
    "identifier": [
        lambda r, s: f"The current firmware for {s['sku']} is version {r.randint(1, 9)}."
                     f"{r.randint(0, 30)}.{r.randint(0, 9)}.",
        lambda r, s: f"Replacement filter for {s['sku']} is part number "
                     f"FLT-{r.randint(1000, 9999)}.",
        lambda r, s: f"Point the {s['api']} client at host api-{r.randint(1, 99)}."
                     f"{r.choice(['eu', 'us', 'ap'])}.example.com on port "
                     f"{r.choice([443, 8443, 9443])}.",
        lambda r, s: f"Use release {r.randint(1, 5)}.{r.randint(0, 20)} of the {s['api']} SDK "
                     "in production.",
    ],
    "date": [
        lambda r, s: f"The {s['plan']} plan will be retired on {_date(r)}.",
        lambda r, s: f"Support for {s['sku']} ends on {_date(r)}; no patches after that.",
        lambda r, s: f"The new {s['api']} endpoint becomes mandatory on {_date(r)}.",
        lambda r, s: f"Price changes for {s['plan']} take effect {_date(r)}.",
    ],
    "permission": [
        lambda r, s: f"Contractors may access the {s['resource']} with manager approval.",
        lambda r, s: f"Contractors must not access the {s['resource']} under any circumstances.",
        lambda r, s: f"Interns are not permitted to export data from the {s['resource']} unless "
                     "a lead signs off.",
        lambda r, s: f"Only on-call engineers can restart the {s['resource']} during business "
                     "hours.",
        lambda r, s: f"Vendors are allowed to read the {s['resource']}, except for payroll "
                     "tables.",
    ],
}
QUESTIONS = {
    "returns": ["What is the return window for {sku}?", "How long do I have to return {sku}?"],
    "price": ["How much does the {plan} plan cost per seat?", "What is the price of {sku}?"],
    "limit": ["What is the rate limit of the {api} API?", "How large can uploads to {api} be?"],
    "identifier": ["Which firmware version should {sku} run?", "Which host does {api} use?"],
    "date": ["When is the {plan} plan retired?", "When does support for {sku} end?"],
    "permission": ["May contractors access the {resource}?", "Who may use the {resource}?"],
}
FILLER: list[Filler] = [
    lambda r, s: f"This section applies to all customers in {r.choice(REGIONS)}.",
    lambda r, s: "See the knowledge base article for the full terms and exceptions.",
    lambda r, s: f"Last reviewed by the {r.choice(['billing', 'platform', 'legal'])} team.",
    lambda r, s: f"Questions about {s['sku']} go to the support desk.",
    lambda r, s: "The details below summarise the agreement in plain language.",
    lambda r, s: f"Teams in {r.choice(REGIONS)} should read this with the local addendum.",
    lambda r, s: "Note that older documents may describe a previous arrangement.",
]


def _names(r: R) -> dict[str, str]:
    return {
        "sku": f"{r.choice(['PB', 'QX', 'HL', 'TR', 'MZ'])}-{r.randint(100, 999)}",
        "plan": r.choice(["Team", "Pro", "Business", "Starter", "Enterprise", "Growth"]),
        "api": r.choice(["Orders", "Reports", "Billing", "Search", "Ingest", "Export"]),
        "resource": r.choice(["production database", "payroll system", "build cluster",
                              "customer CRM", "finance warehouse"]),
    }


def _text(r: R, names: dict[str, str], topic: str) -> str:
    """Two to four sentences, 150-300 characters, one of them about ``topic``."""
    while True:
        parts = [r.choice(TOPICS[topic])(r, names)]
        while sum(len(p) + 1 for p in parts) < 150:
            pool = FILLER if r.random() < 0.6 else TOPICS[r.choice(list(TOPICS))]
            parts.insert(r.randrange(len(parts) + 1), r.choice(pool)(r, names))
        text = " ".join(parts)
        if len(text) <= 300:
            return text


class EventSource:
    """A seeded stream of events; ``reuse`` is the share of chunks seen before."""

    def __init__(self, seed: int = 7, chunks: int = 10, reuse: float = 0.0) -> None:
        self.rnd = random.Random(seed)
        self.chunks = chunks
        self.reuse = reuse
        self.seen: list[dict[str, Any]] = []
        self.count = 0

    def warm(self, count: int) -> None:
        """Emit ``count`` chunks into the pool of seen chunks (a stream already running)."""
        for _ in range(count):
            self._new_chunk(_names(self.rnd), self.rnd.choice(list(TOPICS)))

    def _new_chunk(self, names: dict[str, str], topic: str) -> dict[str, Any]:
        r = self.rnd
        doc_class, tier = r.choice(CLASSES)
        n = len(self.seen)
        chunk = {
            "chunk_id": f"c-{n}", "doc_id": f"{doc_class.replace('_', '-')}-{r.randint(1, 400)}",
            "text": _text(r, names, topic), "doc_class": doc_class, "source_tier": tier,
            "effective_date": r.choice([None, "2024-01-01", "2025-03-01", "2026-06-15"]),
            "published_at": r.choice([None, None, None, "2025-11-02"]),
        }
        self.seen.append(chunk)
        return chunk

    def event(self) -> dict[str, Any]:
        r = self.rnd
        names = _names(r)
        topic = r.choice(list(TOPICS))
        chunks = []
        for rank in range(1, self.chunks + 1):
            if self.seen and r.random() < self.reuse:
                chunk = dict(r.choice(self.seen[-POPULAR:]))
            else:
                on_topic = r.random() < 0.6
                chunk = self._new_chunk(names, topic if on_topic else r.choice(list(TOPICS)))
            chunk["rank"] = rank
            chunks.append({k: v for k, v in chunk.items() if v is not None})
        self.count += 1
        return {
            "event_id": f"bench-{self.count}", "tenant": r.choice(["acme", "globex", "initech"]),
            "query": r.choice(QUESTIONS[topic]).format(**names),
            "emitted_at": "2026-11-29T10:00:00Z", "chunks": chunks,
        }

    def events(self, count: int) -> Iterator[dict[str, Any]]:
        for _ in range(count):
            yield self.event()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--events", type=int, default=4000)
    parser.add_argument("--chunks", type=int, default=10)
    parser.add_argument("--reuse", type=float, default=0.0)
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args()
    source = EventSource(args.seed, args.chunks, args.reuse)
    if args.reuse:
        source.warm(2000)
    out = sys.stdout.buffer
    for event in source.events(args.events):
        out.write(orjson.dumps(event) + b"\n")


if __name__ == "__main__":
    main()
