"""Money: "$42.00 per seat", "37.50 USD", "€12/month", "USD 1.2 million", "42.00 per seat",
"8p per mile" (pence: 0.08 GBP; one or two digits, so "1080p" is no amount).

An amount is normalised to its currency (ISO code; unknown when none is written) and the
unit it is charged per ("seat", "user/month"). Amounts compare within a relative
tolerance; different per-units are different measures and never compared, but an amount
stated without a per-unit ("£75") is compared with any ("£60.00 per day"): the unit is
unknown, not different. "50 cents per thousand calls" is 0.0005 per call.
"""

from __future__ import annotations

import re

from workers.engine.fields.per_nouns import in_order, noun_after
from workers.engine.fields.ranges import ranged
from workers.engine.fields.scan import Anchored, Scan
from workers.engine.fields.spans import Taken
from workers.engine.numbers import (
    DIGIT_NUMBER_PATTERN,
    NUMBER_WORDS,
    WORD_NUMBER_PATTERN,
    format_number,
    parse_number,
)
from workers.engine.values import Value

_SYMBOLS = {"$": "USD", "€": "EUR", "£": "GBP", "¥": "¥", "₹": "INR", "₩": "KRW", "₽": "RUB",
            "₺": "TRY", "₱": "PHP", "₪": "ILS", "₫": "VND"}
_SUFFIXES = {"€": "EUR", "kr": "kr", "zł": "PLN", "kč": "CZK", "₽": "RUB", "₺": "TRY", "₫": "VND",
             "₩": "KRW"}
"""``_SYMBOLS``: "¥" is the sign of both the yen and the yuan, so an amount after it is of that
family (``values.CURRENCY_FAMILIES``): "¥1.68 million" agrees with "1,680,000 yuan" and with
"1.68 million yen"; a word or code names one of them.

Symbols written after the amount ("12,50 €", "395 kr", "120 zł"); "kr" is the krona or
krone of any Nordic country (``values.CURRENCY_FAMILIES``)."""
_SUFFIX_SIGN = r"(?:€|(?i:kr|zł|kč)(?![^\W\d_])|[₽₺₫₩])(?![^\S\n]?\d)"
"""A sign of ``_SUFFIXES`` after an amount, not before another number: the amount pattern
and its start gate (``_AMOUNT_FOLLOWS``) read it from here."""
_ISO = (
    "USD EUR GBP JPY CHF CAD AUD INR SEK NOK DKK PLN CZK HUF RON BGN CNY HKD SGD NZD ZAR BRL "
    "MXN KRW TRY AED SAR ILS THB MYR IDR PHP TWD ARS CLP COP PEN NGN KES EGP MAD ISK QAR KWD "
    "BHD OMR JOD TND PKR BDT LKR VND UAH RSD GHS TZS UGX RMB"
).split()
"""ISO codes, and "RMB" (renminbi), which pages write for CNY."""
_WORDS = {
    "usd": "USD", "eur": "EUR", "gbp": "GBP", "jpy": "JPY", "chf": "CHF", "cad": "CAD",
    "aud": "AUD", "inr": "INR", "dollar": "USD", "dollars": "USD", "euro": "EUR",
    "euros": "EUR", "pound": "GBP", "pounds": "GBP", "yen": "JPY", "yuan": "CNY", "rupee": "INR",
    "rupees": "INR", "zloty": "PLN", "zlotys": "PLN", "złoty": "PLN", "złotys": "PLN",
    "kronor": "SEK", "krona": "SEK", "kroner": "kr", "krone": "kr",
    "dirham": "dh", "dirhams": "dh", "dh": "dh", "dhs": "dh", "peso": "peso", "pesos": "peso",
    "reais": "BRL", "baht": "THB", "ringgit": "MYR", "rupiah": "IDR", "forint": "HUF",
    "forints": "HUF", "rand": "ZAR", "shekel": "ILS", "shekels": "ILS", "lira": "TRY",
}
_NATIONAL = {
    "danish": "DKK", "norwegian": "NOK", "swedish": "SEK", "icelandic": "ISK", "swiss": "CHF",
    "moroccan": "MAD", "emirati": "AED", "uae": "AED", "mexican": "MXN", "argentine": "ARS",
    "argentinian": "ARS", "chilean": "CLP", "colombian": "COP", "philippine": "PHP",
    "brazilian": "BRL", "indian": "INR", "pakistani": "PKR", "japanese": "JPY", "chinese": "CNY",
    "turkish": "TRY", "czech": "CZK", "polish": "PLN", "hungarian": "HUF", "egyptian": "EGP",
}
"""A currency named after its country ("450 Danish kroner", "180 Moroccan dirhams") is that
country's; named alone, a name several countries share is their family (``values``)."""
_DOLLARS = {"singapore": "SGD", "australian": "AUD", "canadian": "CAD", "hong kong": "HKD",
            "new zealand": "NZD", "us": "USD", "u.s.": "USD"}
"""Dollars named by their country ("110 Singapore dollars") are that country's currency."""
_COUNTRIES = "|".join(re.escape(c) for c in _DOLLARS)
_PREFIXED = {"CA": "CAD", "C": "CAD", "US": "USD", "A": "AUD", "AU": "AUD", "NZ": "NZD",
             "HK": "HKD", "S": "SGD", "R": "BRL", "MX": "MXN", "NT": "TWD"}
_WORDS.update({code.lower(): code for code in _ISO})
_WORDS.update({"rmb": "CNY", "renminbi": "CNY"})
CURRENCY_BEFORE = re.compile(
    "(?:[" + "".join(_SYMBOLS) + r"]|\b(?:" + "|".join(_ISO) + r"))[^\S\n]?$")
"""A currency sign or ISO code right before where an amount's digits start (``identifiers``:
"R$ 2.400.000,00" is an amount, not a dotted version; "NIMBUS-CLI 3.8.0" is one)."""
_MARKER_WORDS = frozenset(
    {*_WORDS, "per", "cent", "cents", "franc", "francs", "p", "pence", "kr", "kč"})
"""Without a currency symbol, one of these words must appear for a text to hold money."""
_SCALE = {
    "hundred": 1e2, "k": 1e3, "thousand": 1e3, "m": 1e6, "million": 1e6, "bn": 1e9, "billion": 1e9,
    "mil": 1e3, "b": 1e9, "mi": 1e6, "mio": 1e6, "mln": 1e6, "milhão": 1e6, "milhões": 1e6,
    "millón": 1e6, "millones": 1e6, "bi": 1e9, "mrd": 1e9, "bilhão": 1e9, "bilhões": 1e9,
}
"""Scale words after an amount, also as pages in other languages write them ("R$ 2,4 mi",
"€3 Mio", "900 mil": a thousand in Spanish and Portuguese), and as capitals ("$3M", "$2B",
"£40K")."""
_NUM = (
    r"(?:(?=\d{1,3}\.\d{3}[.,])(?:\d{1,3}(?:\.\d{3})+,\d{1,2}(?![\d,])"
    r"|\d{1,3}(?:\.\d{3}){2,}(?!\d|[.,]\d))"
    rf"|\d+,\d{{1,2}}(?![\d,])|{DIGIT_NUMBER_PATTERN})"
)
"""An amount; a comma before one or two digits (never a thousands group) is a decimal
comma ("59,50", "2,4"), and then dots group thousands ("2.400.000,00"), as they also do
when there are two groups or more ("2.400.000")."""
_CODE = "(?=[A-Z]{3})(?:" + "|".join(_ISO) + ")"
_SIGN = "[" + "".join(_SYMBOLS) + "]"
_SCALE_P = (
    r"(?:\s?(?P<scale>k|m|bn|[KMB]|BN|thousand|million|billion|(?i:mi|mio|mln|mrd|bi|mil"
    r"|milh(?:ão|ões)|mill(?:ón|ones)|bilh(?:ão|ões))(?![\w-]))\b)?"
)
_FUNCTION_WORDS = r"(?:and|or|but|for|with|to|in|on|at|by|of|from|if|so|as|plus|the|is|are|was)\b"
_UNIT = rf"(?:(?!{_FUNCTION_WORDS})[a-z]{{2,}}|(?:[KMGTP]B|[GT]iB|kWh)\b)"
"""A per-unit: a word in lower case, or a unit of data or energy ("per TB per month"); never
a conjunction, preposition, article or copula, which opens what follows the amount: "£640
each for Trust patients" and "£6 each and …" are prices each, per nothing named."""
_PER = (
    rf"(?:\s*(?:per\b|/|an?\b|each\b)\s*(?P<unit>(?!cent\b){_UNIT})"
    rf"(?:\s*(?:per\b|/|an?\b)\s*(?P<unit2>{_UNIT}))?)?"
)
_CURRENCY_WORDS = (
    rf"(?i:(?:(?:{_COUNTRIES})\s)?dollars?|euros?|pounds?|swiss\s+francs?|yen|yuan|rupees?"
    r"|z[lł]otys?|kron(?:or|a|er|e)|dirhams?|pesos?|reais|baht|ringgit|rupiah|forints?|rand"
    r"|shekels?|lira)"
)
"""A currency named in words; only these follow an amount in words ("fifty dollars"), never a
code ("a EUR 3,000" is EUR 3,000, not one euro)."""
_NATIONAL_P = "|".join(_NATIONAL)
_NAMED_CURRENCY = (
    rf"(?=[^\W\d_]{{3}}|(?i:u\.?s)\b)(?i:(?:(?:{_NATIONAL_P})\s)?){_CURRENCY_WORDS}"
)
"""A currency in words, perhaps after its country's adjective; every one starts with three
letters or "US", which is checked first ("12 kr" tries none of them)."""
_S_ENDED_WORDS = "(?i:plus|minus|less|unless|across|versus|was|has|this|thus|always)"
"""Words ending in "s" that are no plural noun (prepositions, conjunctions, verbs, adverbs):
"nineteen pounds eighty plus VAT" speaks its pence before them."""
_SUBUNIT = (
    r"(?:\s(?:and\s)?(?P<sub>(?i:(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)"
    r"(?:[- ](?:one|two|three|four|five|six|seven|eight|nine))?|ten|eleven|twelve|thirteen"
    r"|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen))(?![\w-])"
    r"(?:\s(?:p|pence|cents?)\b|(?!\s+(?!" + _S_ENDED_WORDS + r"\b)[A-Za-z]{3,}s\b))"
    r"|\sand\s(?P<small>(?i:one|two|three|four|five|six|seven|eight|nine))\s(?:pence|cents?)\b)?"
)
"""The hundredths spoken after a currency in words ("three pounds fifty", "two dollars and
ten cents"): ten to ninety-nine, since a smaller word is rather a count ("ten dollars one
way"), unless "and" joins it and "pence" or "cents" names it ("a pound and five pence",
"two dollars and three cents": ``small``); never before a plural noun, which the number
counts ("five euros twenty minutes away"), though a word ending in "s" that is no noun may
follow ("… eighty plus VAT")."""
_WORDED = rf"\b(?P<n6>(?i:{WORD_NUMBER_PATTERN}))\s(?P<code3>{_NAMED_CURRENCY})\b{_SUBUNIT}"
"""An amount in words: only before a currency in words ("fifty dollars"), perhaps with its
hundredths in words after it (``_SUBUNIT``)."""


def _amount_pattern(worded: str) -> re.Pattern[str]:
    return re.compile(
        rf"(?:(?:(?<![A-Za-z])(?P<pre>CA|C|US|A|AU|NZ|HK|S|R|MX|NT))?(?P<sym>{_SIGN})\s?"
        rf"(?P<n1>{_NUM})"
        rf"|\b(?P<code1>{_CODE})\s?(?P<n2>{_NUM})"
        rf"|\b(?P<n3>{_NUM})(?:\s?(?P<code2>{_CODE}|{_NAMED_CURRENCY}|(?i:dhs?))\b"
        rf"|[^\S\n]?(?P<sym2>{_SUFFIX_SIGN}))"
        rf"|{worded}"
        rf"|\b(?P<n5>{_NUM})\s?(?P<cents>cents?|¢)"
        rf"(?:\s+per\s+(?P<per_n>thousand|hundred|million)\s+(?P<cunit>[a-z]{{2,}}))?"
        rf"|\b(?P<n4>\d+\.\d{{2}})(?=\s*(?:per|/)\s*(?!cent\b)[a-z])"
        rf"|\b(?P<n7>\d{{1,2}}(?:\.\d+)?)(?:p|\s?pence)\b)"
        rf"{_SCALE_P}{_PER}",
    )


PATTERN = _amount_pattern(_WORDED)
_AMOUNT_FOLLOWS = (
    r"\d*+(?:,\d\d?(?![\d,])|(?:\.\d{3})++(?:,\d\d?(?![\d,]))?"
    r"|(?:[, \u00a0\u202f]\d{3})*+(?:\.\d++|[½¼¾])?)\s*+(?=[^\W\d_]|[€₽₺₫₩¢/])"
    rf"(?:{_CODE}|{_NAMED_CURRENCY}|(?i:dhs?)\b"
    rf"|{_SUFFIX_SIGN}|cents?|¢|p\b|pence\b|per|/)"
)
"""After the first digit of an amount: the rest of its number (its digits, groups of three,
a decimal comma or part, taken possessively: what follows a number starts with none of
these), its spaces, then what makes the number an amount: a currency code, name or sign,
cents or pence, or a per-unit; each begins with a letter or a sign, which is checked first.
A number alone is no amount."""
_CAPITAL_AT = rf"(?<![A-Za-z].)(?<=(?=(?:{'|'.join(_PREFIXED)}){_SIGN}|{_CODE}\s?\d).)"
_DIGIT_AT = rf"(?<![A-Za-z\d].)(?={_AMOUNT_FOLLOWS})"


def _starts(initials: str) -> re.Pattern[str]:
    """Where an amount can start: a currency symbol; a capital that no letter precedes and
    that begins a symbol's prefix or a currency code before digits; a digit that no letter or
    digit precedes and that ``_AMOUNT_FOLLOWS``; or one of ``initials`` that no letter
    precedes. Written as one character class, then what the character is and what stands
    around it (lookbehinds read after it): a pattern that opens with a class is searched in
    C for that class, one that opens with an alternation is tried at every position."""
    return re.compile(
        "[" + "".join(_SYMBOLS) + r"A-Z\d" + initials + "]"
        "(?:(?<=[" + "".join(_SYMBOLS) + "])"
        rf"|(?<=[A-Z]){_CAPITAL_AT}|(?<=\d){_DIGIT_AT}"
        + (rf"|(?<=[{initials}])(?<![A-Za-z].)" if initials else "") + ")"
    )


_WORD_INITIALS = "".join(sorted({w[0] for w in re.findall(r"[a-z]+", WORD_NUMBER_PATTERN)}))
ANCHORED = Anchored(PATTERN, _starts(_WORD_INITIALS + _WORD_INITIALS.upper()))
"""An amount starts at a currency symbol, at a capital that no letter precedes and that
begins a symbol's prefix ("CA$") or a currency code before digits ("USD 5"), at a digit
that no letter or digit precedes and that a currency, cents, pence or a per-unit follows
after the number (``_AMOUNT_FOLLOWS``: the characters a number and its spaces are made of
run up to it), or at the first letter (either case) of a word that can start a number word."""
UNWORDED = Anchored(_amount_pattern(r"(?!)(?P<n6>)(?P<code3>)(?P<sub>)(?P<small>)"), _starts(""))
"""``PATTERN`` without amounts in words (their groups never match): on a text that names no
currency in words it finds exactly what ``PATTERN`` finds, from far fewer starts."""
_CURRENCY_WORD = re.compile(
    r"dollar|euro|pound|franc|yen|yuan|rupee|z[lł]oty|kron|dirham|peso|reais|baht|ringgit"
    r"|rupiah|forint|rand|shekel|lira")
"""In the lower-cased text, a part of every currency in words (none folds to these letters
but their own upper case)."""
_CENTESIMAL = re.compile(r"(?i)(?:\w+\s)?(?:dollar|euro|pound)")
"""Currencies in words whose hundredths are spoken after them (cents, pence)."""
_UNIT_SINGULAR = {"mo": "month", "yr": "year", "hr": "hour", "seats": "seat", "users": "user"}


def extract(text: Scan, taken: Taken) -> list[Value]:
    """Money amounts in ``text``, in order of appearance."""
    if not text.has_digit and text.words.isdisjoint(NUMBER_WORDS):
        return []
    if text.words.isdisjoint(_MARKER_WORDS) and not _has_symbol(text.text):
        return []
    found: list[Value] = []
    anchored = ANCHORED if _CURRENCY_WORD.search(text.lower) else UNWORDED
    for match in anchored.finditer(text.text):
        if taken.full:
            break
        start, end = match.span()
        if taken.overlaps(start, end):
            continue
        g = match.groupdict()
        raw = g["n1"] or g["n2"] or g["n3"] or g["n4"] or g["n5"] or g["n6"] or g["n7"] or ""
        amount = parse_number(_plain(raw))
        if amount is None:
            continue
        if g["scale"]:
            amount *= _SCALE[g["scale"].lower()]
        if g["cents"]:
            amount /= 100 * (_SCALE[g["per_n"].lower()] if g["per_n"] else 1.0)
        if g["n7"]:  # pence: "8p per mile", "7 pence"
            amount /= 100
        if (g["sub"] or g["small"]) and _CENTESIMAL.match(g["code3"] or ""):
            amount += (parse_number((g["sub"] or g["small"]).lower()) or 0) / 100
        code = " ".join((g["code1"] or g["code2"] or g["code3"] or "").lower().split())
        if code.endswith(("dollar", "dollars")) and " " in code:
            code = _DOLLARS.get(code.rsplit(" ", 1)[0], "").lower()
        elif " " in code:  # "danish kroner": the country's currency
            code = _NATIONAL.get(code.split(" ", 1)[0], "").lower()
        currency = _PREFIXED.get(g["pre"] or "", "") if g["sym"] == "$" else ""
        currency = currency or _SYMBOLS.get(g["sym"] or "") or _WORDS.get(code, "") or (
            "GBP" if g["n7"] else "") or _SUFFIXES.get((g["sym2"] or "").lower(), "")
        per = "/".join(in_order([_unit(u) for u in (g["unit"] or g["cunit"], g["unit2"]) if u]))
        surface = match.group(0).rstrip()
        if g["unit"] and not g["unit2"]:  # "per teaching hour" is per hour (``per_nouns``)
            noun, noun_end = noun_after(text.text, g["unit"], match.end("unit"))
            if noun:
                per, surface = _unit(noun), text.text[start:noun_end]
        taken.add(start, start + len(surface))
        shown = _show(amount, currency, per)
        found.append(
            Value("money", shown, surface, start, dimension=per, magnitude=amount, exact=currency)
        )
    # a money range's low end is an amount of its own ("£150–£200"): "$9–12 million" and
    # "€12–15" are read as their upper end, as before
    return ranged(found, text.text, None) if len(found) > 1 else found


_DECIMAL_COMMA = re.compile(r",(?=\d{1,2}$)")
_DOT_GROUPS = re.compile(r"\d{1,3}(?:\.\d{3}){2,}|\d{1,3}(?:\.\d{3})+,\d{1,2}")


def _plain(raw: str) -> str:
    """An amount as ``parse_number`` reads it: "2.400.000,00" and "2,4" become "2400000.00"
    and "2.4"; "2.400" (one group: a decimal point or a thousand) is left as written."""
    if _DOT_GROUPS.fullmatch(raw):
        raw = raw.replace(".", "")
    return _DECIMAL_COMMA.sub(".", raw)


def _has_symbol(text: str) -> bool:
    return any(symbol in text for symbol in _SYMBOLS) or "zł" in text or "Kč" in text


def _unit(word: str) -> str:
    lowered = word.lower()
    if lowered in _UNIT_SINGULAR:
        return _UNIT_SINGULAR[lowered]
    return lowered[:-1] if lowered.endswith("s") and not lowered.endswith("ss") else lowered


def _show(amount: float, currency: str, per: str) -> str:
    """"42.00 USD per seat"; the currency is omitted when the text does not state one."""
    exact_cents = abs(amount) < 1e15 and round(amount, 2) == amount
    number = f"{amount:.2f}" if exact_cents else format_number(amount)
    return " ".join(part for part in (number, currency, f"per {per}" if per else "") if part)
