"""Identifiers: product codes and SKUs, version strings, hostnames, IP addresses, accounts.

Normalisation is per kind and exact: codes ignore case and separators ("pb_441" =
"PB441" = "PB-441"); versions drop a leading "v" ("v2.3" = "2.3") and keep their dots
(a bare "3.0.13" is a version: three parts are never a decimal); IBANs ignore their
spaces; hostnames ignore case and a trailing dot. Kinds are read in priority order (IP, host,
version, account, code), each skipping spans an earlier kind has taken.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator

from workers.engine.fields.money import CURRENCY_BEFORE
from workers.engine.fields.scan import Anchored, Scan
from workers.engine.fields.spans import Taken
from workers.engine.values import Value

HOST_WORDS = frozenset(
    "com net org io dev internal local corp cloud app svc lan example test co uk de eu".split()
)
_DIGIT = re.compile(r"\d")
_IP = re.compile(r"\d(?<!\w\d)\d{0,2}(?:\.\d{1,3}){3}\b")
"""Up to three digits at a word start, four times (the start is checked after the first digit:
a pattern that begins with a character class is searched for it in C)."""
_LABEL = r"(?>[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)"
"""One DNS label and its dot: at most 63 characters, matched atomically (a label can end only
at its dot, so nothing is lost), which keeps the host pattern linear in the text."""
_HOST = re.compile(
    rf"\b{_LABEL}{{1,10}}(?:com|net|org|io|dev|internal|local|corp|cloud"
    r"|app|svc|lan|example|test|co|uk|de|eu)\b\.?"
    rf"|\b{_LABEL}{{2,10}}[a-z]{{2,63}}\b"  # three labels or more
)
_VERSION = re.compile(
    r"(?:\bversion\s+(?=\d+\.)|\bv(?=\d))(?P<id>\d+(?:\.\d+){0,3}(?:-[0-9a-z.]+)?)\b"
)
_ACCOUNT = re.compile(
    r"\b(?:account|acct)(?:\s{1,8}(?:number|no\.?))?\s{0,8}(?:#|:|is)?\s{0,8}"
    r"(?P<id>\d[\d -]{4,40}\d)\b"
)
_CODE = re.compile(
    r"\b(?:[A-Za-z]{1,6}[-_]\d{2,}(?=s\b)"  # under-18s: the plural of "under-18"
    r"|(?:[A-Za-z]{1,6}[-_]\d{2,}[A-Za-z0-9]*(?:-[A-Z0-9]+)*"  # PB-441, sku_1234
    r"|[A-Z][A-Z0-9]*(?:-[A-Z0-9]+)+"  # AP-F300-B (hyphenated, capitals and digits)
    r"|(?=[A-Z0-9]*\d)(?=[A-Z0-9]*[A-Z])[A-Z0-9]{5,})\b)"  # P7XK2QD, SKU12345
)
"""A product code; a code of letters, a separator and digits followed by a lone plural "s"
("under-18s", "over-65s") is read without it: the plural names the same code's things."""
_PERIOD_PHRASE = re.compile(
    r"(?:[Mm]id|[Ee]arly|[Ll]ate|[Pp]re|[Pp]ost|[Cc]irca)[-_]"
    r"(?:\d{4}s?|\d0s|\d{1,2}(?:st|nd|rd|th))(?:-[a-z]+)*"
)
"""A year, decade or century that a word of period leads ("mid-1970s", "late-1800s", "pre-1990",
"mid-90s", "mid-19th-century"): a time of history, never a code, though written as a code's
letters, hyphen and digits are; only a lower-case or capitalised lead (an all-capitals one,
"PRE-2000", may be a model's name)."""
_LABELLED_CODE = re.compile(
    r"\b(?i:code|model|form|part|sku|ref)\s+(?i:(?:no\.?|number|#)\s*)?"
    r"(?P<id>(?=[A-Z0-9]{0,3}\d)(?=[A-Z0-9]{0,3}[A-Z])[A-Z0-9]{3,4})\b(?![-_])"
)
"""A short code (three or four capitals and digits, both) that a labelling noun names: "code
MH7L", "form Q12", "model X3T"; the noun tells the token is a code, which alone it is too
short to show (``_CODE`` reads five or more, or a separated one)."""
_SPACED_CODE = re.compile(r"\b[A-Z]{2,6}(?: \d{2,4}){3,6}\b(?![.,]\d)")
"""A capitals prefix and three or more groups of two to four digits, one space apart ("EWC
20 02 01", "NHS 943 476 5919"): a register's code written in groups; never an amount (no
group of one digit, no decimal after)."""
_SLASHED_CODE = re.compile(r"(?<![\w/])[A-Z]{1,6}(?:/[A-Z0-9]{1,10}){2,5}(?![\w/])")
"""A capitals prefix and two to five more parts, slash-separated, capitals and digits
("UK/TA2/40817", "PO/2024/118"): a register's reference, its slashes its separators; a
digit is required (checked by ``_slashed``), so "A/B/C" and "TCP/IP" are none, and a
lower-case or digit-led run ("km/h", "12/05/2024") never starts one."""
_NUMBERED = re.compile(
    r"(?:(?<!(?i:\bthe ))(?<!(?i:\ba ))\b(?i:number|no\.)|(?<![\w#])#)[^\S\n]?"
    r"(?P<id>\d{3,12})\b(?![.,]\d|[^\S\n]?%)"
)
"""Three to twelve digits that "number", "no." or "#" labels ("accreditation number 4817",
"lab no. 4871", "permit #20931"): the label tells the digits are a register's number, never an
amount or a count; "the number 300" and "a number 12" are figures."""
_CODE_LABELS = frozenset({"code", "model", "form", "part", "sku", "ref"})
"""The labelling nouns of ``_LABELLED_CODE``: one is a word of a text it matches in, or the
text holds a letter its case-insensitive match folds to one of theirs (``_FOLDS_TO_LABEL``)."""
_FOLDS_TO_LABEL = re.compile("[\u017f\u212a]")
"""Long s and the Kelvin sign: "s" and "k" to ``re.IGNORECASE``, never to ``str.lower``'s
``[a-z]`` words."""
_NAME_CODE = re.compile(
    r"\b(?:[A-Z]{2,32}(?:[-_][A-Z0-9]{2,32}){1,8}|[a-z][a-z0-9]{0,31}(?:_[a-z0-9]{1,32}){1,8}"
    r"|(?P<dashed>[a-z][a-z0-9]{0,31}(?:-[a-z0-9]{1,32}){2,8}))\b"
)
"""Group, role, key and resource names: FIN-DWH-READ, fin_dwh_readers, bkp-vault-eu1 (a
lower-case hyphenated name needs a digit: checked after the match, not by a lookahead that
would rescan the rest of the run from every hyphen)."""
_HOST_TOKEN = re.compile(
    r"(?<![a-z0-9.-])-*(?P<run>(?=[a-z0-9.-]*?\.[a-z]{2})[a-z0-9][a-z0-9-]*\.[a-z0-9][a-z0-9.-]*)"
)
"""A run of the characters a host name is made of, whose first dot is followed by a letter
or digit (as a host's second label or suffix is) and which has a dot followed by two letters
somewhere (every host has: its suffix, or its last label, follows a dot); a host starts where
such a run starts (other runs are skipped inside the regex engine, one pass: "a. a. a. …",
"e.g. e.g. …" and "10.0.0.1 10.0.0.1 …" cost no Python)."""
MAX_HOST_CHARS = 254
"""The longest host name (253 characters and a final dot); longer runs hold none."""
_IBAN = re.compile(r"\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,3})?\b")
_IBAN_START = re.compile(r"[A-Z][A-Z]\d\d")
"""What every IBAN starts with (``_IBAN`` opens with ``\\b``, so it is tried at every
position; this class-first search runs in C): a text without it holds none."""
_DOTTED_VERSION = re.compile(
    r"(?<![\w.])(?P<id>\d+\.\d+\.\d+(?:\.\d+)?(?:-[0-9a-z.]+)?)(?![\w.]*\d)"
)

_Gate = Callable[[Scan], bool]
_DOTTED_DIGITS = re.compile(r"\d\.\d+\.\d")
"""What an IP address and a dotted version cannot do without: digits, dot, digits, dot."""
_ANCHORED = {
    "version": Anchored(_VERSION, re.compile(r"v(?<!\w.)(?=ersion\s|\d)")),
    "dotted": Anchored(_DOTTED_VERSION, re.compile(r"\d(?<![\w.].)(?=\d*\.\d+\.\d)")),
    "item": Anchored(
        _CODE, re.compile(r"\W(?=[A-Za-z]{1,6}[-_]\d\d|[A-Z][A-Z0-9]*-[A-Z0-9]|[A-Z0-9]{5})"),
        after=True,
    ),
    "name": Anchored(_NAME_CODE, re.compile(
        r"\W(?=[A-Z]{2,32}[-_][A-Z0-9]{2}"
        r"|[a-z][a-z0-9]{0,31}(?:_[a-z0-9]|-[a-z0-9]{1,32}-[a-z0-9]))"
    ), after=True),
}
"""Where each kind can start (``scan.Anchored``): a word start followed, within the
pattern's reach, by what the kind cannot do without (dots between digits, a separator; for
a name code, its first part and the start of its second: capitals and two capitals or
digits, or lower case and "_" or two "-" parts, so "a- a- …" and "AB- AB- …" start none).
IPs and IBANs are searched whole: no start pattern made them cheaper."""


def _dotted(text: Scan) -> bool:
    """The gate of IPs and dotted versions (``extract`` asks it once per text)."""
    return _DOTTED_DIGITS.search(text.text) is not None


_KINDS: tuple[tuple[str, re.Pattern[str], Anchored | None, bool, _Gate], ...] = (
    # kind, pattern, its anchored search, matched against the lower-case twin?, worth running?
    ("ip", _IP, None, False, _dotted),
    ("iban", _IBAN, None, False,
     lambda s: s.has_digit and s.text != s.lower and _IBAN_START.search(s.text) is not None),
    ("host", _HOST, None, True, lambda s: not s.words.isdisjoint(HOST_WORDS)),
    ("version", _VERSION, _ANCHORED["version"], True, lambda s: s.has_digit),
    ("version", _DOTTED_VERSION, _ANCHORED["dotted"], True, _dotted),
    ("acct", _ACCOUNT, None, True, lambda s: "account" in s.words or "acct" in s.words),
    ("numbered", _NUMBERED, None, False, lambda s: s.has_digit and (
        "number" in s.words or "no" in s.words or "#" in s.text)),
    ("item", _SPACED_CODE, None, False, lambda s: s.has_digit and s.text != s.lower),
    ("item", _SLASHED_CODE, None, False, lambda s: "/" in s.text and s.has_digit),
    ("item", _LABELLED_CODE, None, False, lambda s: s.has_digit and s.text != s.lower
     and (not s.words.isdisjoint(_CODE_LABELS) or _FOLDS_TO_LABEL.search(s.text) is not None)),
    ("item", _CODE, _ANCHORED["item"], False,
     lambda s: s.has_digit and ("-" in s.text or s.text != s.lower)),
    ("name", _NAME_CODE, _ANCHORED["name"], False, lambda s: "_" in s.text or "-" in s.text),
)


def extract(text: Scan, taken: Taken) -> list[Value]:
    """Identifiers in ``text``, in order of appearance, each with its kind as dimension."""
    found: list[Value] = []
    dotted: bool | None = None
    for kind, pattern, anchored, folded, worth in _KINDS:
        if taken.full:
            break
        if worth is _dotted:
            dotted = _dotted(text) if dotted is None else dotted
            if not dotted:
                continue
        elif not worth(text):
            continue
        subject = text.lower if folded else text.text
        if pattern is _HOST:
            matches = _hosts(subject)
        elif anchored is not None:
            matches = anchored.finditer(subject)
        else:
            matches = pattern.finditer(subject)
        for match in matches:
            if taken.full:
                break
            if match.groupdict().get("dashed") and not _DIGIT.search(match.group()):
                continue
            if pattern is _SLASHED_CODE and not _DIGIT.search(match.group()):
                continue  # "N/A/B": a slashed run with no digit is no reference
            if kind in ("item", "name") and _PERIOD_PHRASE.fullmatch(
                    subject[match.start():match.end() + (subject[match.end():][:1] == "s")]):
                continue  # "since the mid-1970s", "the early-90s": a time, no identifier
            start, end = match.span()
            if taken.overlaps(start, end):
                continue
            if pattern is _DOTTED_VERSION and CURRENCY_BEFORE.search(
                    text.text, max(0, start - 5), start):
                continue  # "R$ 2.400.000,00": an amount grouped by dots, for ``money``
            taken.add(start, end)
            raw = text.text[start:end]
            core = match.group("id") if "id" in pattern.groupindex else raw
            key = normalise(kind, core)
            found.append(Value("identifier", f"{kind}:{key}", raw, start, kind, exact=key))
    found.sort(key=lambda v: v.start)
    return found


def _hosts(lower: str) -> Iterator[re.Match[str]]:
    """Host names, each matched at the start of a run of host characters: one attempt per
    run keeps the scan linear ("1." repeated a million times once took minutes)."""
    for token in _HOST_TOKEN.finditer(lower):
        start, end = token.span("run")
        if end - start <= MAX_HOST_CHARS:
            match = _HOST.match(lower, start, end)
            if match is not None:
                yield match


_SEPARATORS = re.compile(r"[-_\s]")


def normalise(kind: str, raw: str) -> str:
    """The exact comparison key of an identifier of ``kind``."""
    text = raw.strip().lower()
    if kind == "version":
        return text[1:] if text.startswith("v") else text
    if kind == "host":
        return text.rstrip(".")
    if kind == "ip":
        return text
    if kind == "iban":
        return text.replace(" ", "").upper()
    return _SEPARATORS.sub("", text).upper()
