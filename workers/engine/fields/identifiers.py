"""Identifiers: product codes and SKUs, version strings, hostnames, IP addresses, accounts.

Normalisation is per kind and exact: codes ignore case and separators ("PB-441" = "pb 441"
is not read, but "pb_441" = "PB441" = "PB-441"); versions drop a leading "v"
("v2.3" = "2.3") and keep their dots; hostnames ignore case and a trailing dot.
"""

from __future__ import annotations

import re

from workers.engine.fields.spans import Taken
from workers.engine.values import Value

PATTERN = re.compile(
    r"(?P<ip>\b\d{1,3}(?:\.\d{1,3}){3}\b)"
    r"|(?P<host>\b(?i:(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+(?:com|net|org|io|dev|internal"
    r"|local|corp|cloud|app|svc|lan))\b\.?)"
    r"|(?:\b(?i:version)\s+(?P<ver1>\d+(?:\.\d+){1,3}(?:-[0-9A-Za-z.]+)?)\b)"
    r"|(?P<ver2>\bv\d+(?:\.\d+){0,3}(?:-[0-9A-Za-z.]+)?\b)"
    r"|(?:\b(?i:account|acct)(?:\s+(?i:number|no\.?))?\s*(?:#|:|(?i:is))?\s*"
    r"(?P<acct>\d[\d -]{4,}\d)\b)"
    r"|(?P<code>\b(?:[A-Za-z]{1,6}[-_]\d{2,}[A-Za-z0-9]*|[A-Z]{2,6}\d{2,}[A-Z0-9]*)\b)",
)


def extract(text: str, taken: Taken) -> list[Value]:
    """Identifiers in ``text``, in order of appearance, each with its kind as dimension."""
    found: list[Value] = []
    for match in PATTERN.finditer(text):
        kind = match.lastgroup or "item"
        raw = match.group(kind)
        start, end = match.span(kind)
        if taken.overlaps(start, end):
            continue
        taken.add(start, end)
        kind = {"ver1": "version", "ver2": "version", "code": "item"}.get(kind, kind)
        key = normalise(kind, raw)
        found.append(Value("identifier", f"{kind}:{key}", raw, start, dimension=kind, exact=key))
    return found


def normalise(kind: str, raw: str) -> str:
    """The exact comparison key of an identifier of ``kind``."""
    text = raw.strip().lower()
    if kind == "version":
        return text[1:] if text.startswith("v") else text
    if kind == "host":
        return text.rstrip(".")
    if kind == "ip":
        return text
    return re.sub(r"[-_\s]", "", text).upper()
