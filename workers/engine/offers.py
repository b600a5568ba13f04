"""Offers: a value that its row's price follows, past attribute clauses only, is an item's.

A shop's or a dealer's row names an item, lists its attributes between commas and ends on its
price: "Highland single malt, 12 years, 700 ml £38", "Penny Red, 1858, plate 77, used £120",
"Fern terrarium kit, 6 plants, £19.99". Each value in it describes the item on sale: one
bottle's age, one stamp's year and plate, one kit's contents. Such a value (``offer_row``) is
*offered*: followed in its row (between ``|``, ``·``, ``•``, line and sentence ends) by a
written price, with at most ``_GAP`` characters between, split by commas or dashes into
pieces of at most three words, none a linking word (``_LINK``: "and", "is", "costs" … make a
sentence, not a list). "All N" ("all 30 articles") is the whole of the subject, not the
item's: never offered; nor is a value a row label names ("Retention: 90 days, $0.02 per GB")
or a limit's words precede in its clause ("minimum 3 years, £40 a bottle"): a rule or a
spec, not an item. Pure.
"""

from __future__ import annotations

import re

from workers.engine.kept_values import ROW_LABEL, row_around
from workers.engine.terms import stem

ROW = re.compile(r"[.!?](?=[^\S\n]+[A-Z\"'“(‘])|\n|[|•·]")
"""What ends an offer's row (product_lines' sentence)."""
CURRENCY_CODES = (
    "USD|EUR|GBP|CHF|JPY|DKK|NOK|SEK|ISK|PLN|CZK|HUF|CAD|AUD|NZD|INR|CNY|HKD|SGD|ZAR|BRL|MXN"
    "|KRW|TRY")
"""ISO 4217 codes of the currencies a price is commonly written in ("NOK 390"): a closed
class, written in capitals."""
_PRICE = re.compile(rf"[$€£¥][^\S\n]*\d|\b(?:{CURRENCY_CODES}|R\$)[^\S\n]*\d")
_GAP = 40
_SPAN = 300
_PIECE = re.compile(r",|[^\S\n][—–-][^\S\n]")
_LINK = re.compile(
    r"\b(?:and|but|or|while|whereas|which|that|is|are|was|were|has|have|had|costs?|priced"
    r"|sells?|sold|pays?|paid|buy|bought)\b", re.IGNORECASE)
_STOP = re.compile(r"[;:!?()]|\.(?=\s|$)")
_ALL = re.compile(r"\ball[^\S\n]+(?:the[^\S\n]+)?$", re.IGNORECASE)
_LIMIT = re.compile(r"\b(?:minimum|maximum|min|max|at[^\S\n]+(?:least|most)|must|required)\b",
                    re.IGNORECASE)
"""A limit's words before the value, in its clause: the row states a rule, not an item."""


def offer_row(text: str, start: int, end: int) -> int | None:
    """Where the row of ``text`` holding the value at ``start:end`` begins when the value is
    offered (module docstring), else ``None``."""
    begin, row_end = row_around(text, start, ROW, _SPAN, end)
    price = _PRICE.search(text, end, min(row_end, end + _GAP + 4))
    if price is None or _ALL.search(text, max(begin, start - 12), start):
        return None
    clause = max((m.end() for m in _PIECE.finditer(text, begin, start)), default=begin)
    label = ROW_LABEL.match(text, begin)
    if _LIMIT.search(text, clause, start) or (label is not None and label.end() <= start
                                               and clause == begin):
        return None
    gap = text[end:price.start()]
    if len(gap) > _GAP or _STOP.search(gap):
        return None
    pieces = _PIECE.split(gap)
    if any(len(p.split()) > 3 or _LINK.search(p) for p in pieces):
        return None
    return begin


def may_offer(text: str) -> bool:
    """A necessary condition, cheap, for ``offer_row`` finding an offer in ``text``: a
    written price."""
    return _PRICE.search(text) is not None


_RULE = re.compile(
    r"\b(?:must|required?|minimum|allowed|permitted)\b|\bat[^\S\n]+(?:least|most)\b"
    r"|\b(?:could|can|may)\b[^?]*\band[^\S\n]+still\b", re.IGNORECASE)


def asks_rule(query: str) -> bool:
    """Does ``query`` ask what a rule requires or allows ("How long must … be aged?", "the
    minimum landing size", "How heavy could a letter be and still …?", a maximum of a kind
    that names no item: ``_NAMED``)? An offered value is one item's (this bottle is 4 years
    old), never the rule's limit."""
    return _RULE.search(query) is not None or (
        _MAXIMUM.search(query) is not None and _NAMED.search(query, 1) is None)


_MAXIMUM = re.compile(r"\bmaximum\b", re.IGNORECASE)
_NAMED = re.compile(r"\b[A-Z]")
"""A maximum asks a rule only of a kind of thing ("the maximum acidity of virgin oil"); of a
named item ("the maximum payload of the Arden X8") it asks that item's spec."""


_ITEM_WORD = re.compile(r"[A-Za-z][A-Za-z'’-]*")
_QUOTED_NAME = re.compile(
    r"[^\S\n]*(?:(?<!\w)'[^'\n]{1,40}'(?!\w)|‘[^’\n]{1,40}’|\"[^\"\n]{1,40}\"|“[^”\n]{1,40}”)")
"""An item's name in quotes after its noun ("Ethiopia tour 'Blue Nile Week'"): one name, no
words of the row; the noun before it is the item's head."""


def other_item(text: str, start: int, end: int, tokens: frozenset[str]) -> bool:
    """Is the value at ``start:end`` of ``text`` offered (``offer_row``) in a row that is a
    list from its start (pieces of at most three words, no linking word, no stop) whose item
    is a thing the question does not name: the last word of the row's first piece, its
    head noun, is none of the question's ``tokens`` (stems)? "Recurve starter bow, 68 inch,
    £129" states a bow's length, no answer to how far recurve archers shoot; "Kestrel Trail 2
    tent, 1.9 kg, £249" answers how heavy the Kestrel Trail 2 tent is. A name in quotes is
    left out ("Lake tour 'Blue Nile Week', 9 days, $900": a tour)."""
    row = offer_row(text, start, end)
    if row is None:
        return False
    before = _QUOTED_NAME.sub("", text[row:start])  # "tour 'New Year in Lalibela'": a tour
    pieces = _PIECE.split(before)
    if _STOP.search(before) or any(len(p.split()) > 3 or _LINK.search(p) for p in pieces):
        return False  # a sentence, not an item's row
    words = _ITEM_WORD.findall(pieces[0])
    return bool(words) and stem(words[-1].lower()) not in tokens


_DASH_PRICE = re.compile(
    r"(?:[^\S\n]+[—–-]|,(?=[^\S\n]+(?:hammer|sale|sold|realised|realized)[^\S\n]+price\b))"
    r"[^\S\n]+"
    r"(?P<label>(?:(?!(?:is|are|was|were|has|have|had|costs?|sells?|sold|pays?|paid|buys?"
    r"|bought|at|in|on|after|before|for|with|to|by|about|around|under|over|only|just)\b)"
    r"[a-z][a-z'’]*[^\S\n]+){0,3})"
    r"(?:(?:\b(?:A|AU|US|NZ|C|CA|HK|S))?[$€£¥][^\S\n]*\d|\b(?:" + CURRENCY_CODES
    + r")[^\S\n]*\d)")
"""A listing's price: a dash, then at most three lower-case words of a price label ("from",
"car and driver"; never a verb or a preposition: "— At £48,995 the GT …", "— After a €60
million renovation" open a news item's prose), then a written price ("— $59.00", "– from
£45", "— car and driver $45", "— A$45": a dollar's country letters, "— NOK 390": a currency's
code); or a comma before an auction's price label (", hammer price £38,000")."""
_ASIDE = re.compile(r"\([^()\n]{1,24}\)|\b(?:c|ca|approx)\.(?=[^\S\n])", re.IGNORECASE)
"""What a listing's attribute may hold besides words: a short parenthesis ("The Scandal of
the Poorhouse (1973)", a title's year) and a circa ("c. 1905"); neither ends its row."""
_NAME_LINK = re.compile(r"\b(?:and|or)\b|&", re.IGNORECASE)
"""The joining words an item's name may hold ("Fish and chips platter", "net and posts"), and
an attribute too ("30 pieces and a board"): never a verb, which makes a sentence."""
_SALE_LABEL = re.compile(
    r"(?:(?:[A-Z][a-z]+(?:[^\S\n]+[a-z]+)?|Lot[^\S\n]+\d{1,4})[^\S\n]*:"
    r"|Lot[^\S\n]+\d{1,4}[^\S\n]*,)[^\S\n]+")
"""A short label opening a listing's row before the item's name ("Sold: …", "For sale: …",
"Lot 14: …", "Lot 114, …"): it names the row's kind, no word of the item."""
_PROPER_RUN = re.compile(r"[A-Z][\w'’.-]*(?:[^\S\n]+(?:(?:la|le|de|da|di|van|von|der)[^\S\n]+)?"
                         r"[A-Z][\w'’.-]*)+")
"""A run of capitalised words (a maker's or an owner's name: "John La Farge", "Andrew Ross"):
one word when an item's name is counted."""
_NAME_OPENER = re.compile(
    r"(?:in|on|at|by|from|since|after|before|for|with|to|of|until|during|when|if)\b",
    re.IGNORECASE)
"""A piece opening on a preposition or a conjunction starts prose ("In 1978, at auction,
…"), never an item's name."""
_FILLER = frozenset({"the", "a", "an", "of", "with", "and", "for", "by", "in", "on", "to"})
_COPY = re.compile(
    r"\b(?:editions?|reprints?|facsimiles?|reissues?|replicas?|reproductions?|posters?"
    r"|prints?|illustrated|productions?|revivals?|stagings?)\b", re.IGNORECASE)
"""Words naming a copy of a thing for sale: its year, size and price are the copy's (a
production or revival of a stage work is one staging of it: its dates are the staging's). A work
"illustrated by" someone is one illustrated edition of it ("Les Contes, illustrated by
Gustave Doré, folio, 1862 — €1,200"), not the work's first appearance."""
_WHOLE = re.compile(
    r"\b(?:complete|full|entire|whole)[^\S\n]+(?:runs?|sets?|series|collections?)\b",
    re.IGNORECASE)
"""A listing of the subject's whole ("… complete run, 52 issues"): the subject itself on
sale, as "all N" is the subject's whole (``_ALL``)."""
_NAME_WORDS = 5
"""At most this many words in an item's name, its joining words (``_NAME_LINK``) left out."""


def listing_item(text: str, start: int, end: int) -> tuple[str, str] | None:
    """The item name and the body (name and attributes, up to the price) of the listing
    whose row of ``text`` holds the value at ``start:end``, else ``None``. A listing is a
    row opening on an item's name (at most five words besides "and", "or", "&"), then
    comma-separated attributes, each at most five words besides fillers ("the", "of" …) with
    no linking word or stop (a short parenthesis and a circa are none: ``_ASIDE``), then a
    dash, a short price label and a price ("Desk globe with stand, 30 cm, raised relief —
    $64.99", "Harbour ferry and pier, 2 km to the island — car and driver $30"); the whole
    row is the listing's, its price and what follows it ("— £15 adults, 90 minutes", or a
    ";" adding "the song dates from 1867": the shop's note) included, unless the price has
    a label: then only its name, attributes and that first price are ("— adults £6, children
    £3; …" goes on to other fares and a note of its own). A short label may open the row
    ("Sold: …", "Lot 7: …": ``_SALE_LABEL``); a run of capitalised words in the name (a
    maker's "John La Farge") counts as one word; an attribute may join words with "and",
    "or", "&" ("32 pieces and board"). The name may open on a number and a capitalised word
    (``_NUMBERED``) and close on a venue (``_VENUE``, left out of the name returned); its
    numbers (a season: "… home shirt 1996–97") are no words of it; a row with no attributes
    is a listing only for a value in its name, and only when the name ends on a lower-case
    head noun ("1812 Overture fireworks concert at … — £16")."""
    begin, row_end = row_around(text, start, ROW, _SPAN, end)
    while begin < row_end and text[begin].isspace():
        begin += 1
    if (label := _SALE_LABEL.match(text, begin, row_end)) is not None and label.end() <= start:
        begin = label.end()  # "Sold: Andrew Ross microscope, c. 1845 — £3,200"
    price = _DASH_PRICE.search(text, begin, row_end)
    if price is None or (price.group("label").strip() not in ("", "from")
                         and start >= price.end()):
        return None  # "— adults £6, children £3; …": other fares and a note, not the item's
    body = text[begin:price.start()]
    plain = _ASIDE.sub(lambda m: " " * len(m.group(0)), body)  # "(1973)", "c. 1905"
    pieces = plain.split(",")
    lone = len(pieces) == 1 and start < price.start()  # a value in a name-only row's name
    if (len(pieces) < 2 and not lone) or len(pieces) > 6 or _STOP.search(plain) \
            or _NAME_OPENER.match(pieces[0]) \
            or not (pieces[0][:1].isalpha() or _NUMBERED.match(pieces[0])):
        return None
    named = _VENUE.sub("", body.split(",")[0]).strip()  # "… concert at Eastbourne Bandstand"
    name = _NAME_LINK.sub(" ", _VENUE.sub("", pieces[0]))  # "net and posts": one item's name
    counted = _PROPER_RUN.sub("N", name)  # "John La Farge glass panel": a maker and 2 words
    length = sum(not w[:1].isdigit() for w in counted.split())  # "shirt 1996–97": no word
    if length > _NAME_WORDS or _LINK.search(name) or any(
            not p.strip() or _words(p) > 5 or _LINK.search(_NAME_LINK.sub(" ", p))
            for p in pieces[1:]):
        return None
    if lone and _HEAD.search(name) is None:
        return None  # "Jun 2018 — £1 …": a date, no item's name
    return named, body


_NUMBERED = re.compile(
    r"\d{1,4}[A-Za-z]?[^\S\n]+[A-Z]"
    r"|(?:1[5-9]|20)\d\d(?:[^\S\n]+(?!(?:the|and|saw|was|were|had|has|its|his|her)\b)[a-z]{3,})"
    r"{1,3}(?=,|$)")
"""A name opening on a number and a capitalised word: "1965 Ford Mustang", "1812 Overture
fireworks concert", or a year and one to three nouns: "1898 newspaper," (never "1978, at
auction, …" nor "1898 saw the treaty, …": prose)."""
_VENUE = re.compile(
    r"[^\S\n]+(?:at|in|on)[^\S\n]+(?:the[^\S\n]+)?[A-Z][\w'’.-]*"
    r"(?:[^\S\n]+[A-Z][\w'’.-]*){0,3}[^\S\n]*$")
"""Where the named item is held or stands, closing its name (" at Eastbourne Bandstand"):
a place, not the item; its words are neither counted nor the item's."""
_HEAD = re.compile(r"(?<![\w'’-])[a-z]{3,}[^\S\n]*$")
"""A name-only row's head noun, lower-case and last: "… fireworks concert"."""


def _words(piece: str) -> int:
    """How many words ``piece`` writes besides fillers ("The Scandal of the Poorhouse": 2); a
    quoted title is one ("'Peace Treaty Signed at Paris' front page": 3)."""
    return sum(w.lower() not in _FILLER for w in _QUOTED.sub(" T ", piece).split())


_QUOTED = re.compile(r"(?<!\w)['‘\"“][^'’\"”\n]{2,60}['’\"”](?!\w)")
"""A quoted title inside a listing's attribute ("'Peace Treaty Signed at Paris'")."""


def copy_words(query: str) -> frozenset[str]:
    """The copy words (``_COPY``) the question uses itself, lower-cased: "the first
    edition" is asked, and a listing of an edition may answer it."""
    return frozenset(m.group(0).lower() for m in _COPY.finditer(query))


def other_listing(text: str, start: int, end: int, tokens: frozenset[str],
                  own: frozenset[str], *, query: str = "") -> bool:
    """Is the value at ``start:end`` of ``text`` in a listing (``listing_item``) of another
    item than the question's subject, or of a copy of it? Another item: a word of the item's
    name is none of the question's ``tokens`` (stems; "Brown Betty teapot" to a question about
    the Egoist teapot). A copy: its name or attributes write a copy word (``_COPY``) the
    question does not use (``own``): "The Landlord's Game, 1906 edition reprint, boxed —
    $59.00" dates the reprint, not the patent. A listing of the subject itself ("Kestrel
    Trail 2 tent, 1.9 kg — £249") still answers, as any text, unless ``query`` writes the
    item's name as a qualifier of a plural noun of its own (``qualifies_asked``)."""
    found = listing_item(text, start, end)
    if found is None:
        return False
    name, body = found
    if _subject_note(text, start, text.find(body) + len(body), query):
        return False
    name = _WHOLE.sub(" ", name)  # "Rangers complete run": the subject whole
    words = [w for w in re.findall(r"[a-z0-9]+", name.lower()) if w not in _FILLER]
    if any(stem(w) not in tokens for w in words):
        return True
    return qualifies_asked(words, query) or any(
        m.group(0).lower() not in own for m in _COPY.finditer(body))


_QUERY_WORD = re.compile(r"[A-Za-z0-9][A-Za-z0-9'’-]*")
_CAPITALISED = re.compile(r"(?<=\s)[A-Z][\w'’-]*")
"""A capitalised word of a question past its first: a word of a name it uses."""


def _subject_note(text: str, start: int, body_end: int, query: str) -> bool:
    """Is the value at ``start`` in a note a ";" adds after the listing's price (at
    ``body_end`` and past), that note writing every name word of ``query`` (its capitalised
    words past the first, at least one) and no price (no listing of its own)? The shop
    then states a fact of the question's subject ("Mi-Teintes pad — €12.90; the Canson
    company, founded in Annonay in 1557" for "When was the Canson company founded in
    Annonay?"), not of the item on sale."""
    semi = text.rfind(";", body_end, start)
    if semi < 0:
        return False
    names = {m.group(0).lower().rstrip("'’s") for m in _CAPITALISED.finditer(query)}
    cut = text.find(";", start)
    note = text[semi + 1 : cut if cut >= 0 else len(text)].lower()
    return bool(names) and all(n in note for n in names) and _PRICE.search(note) is None


def qualifies_asked(words: list[str], query: str) -> bool:
    """Does ``query`` write the listed item's name (``words``, lower-case, fillers left out)
    word for word and right after it a lower-case plural noun ("-s", never "-ss", "-us",
    "-is")? The item then only qualifies the thing asked about: "Argos catalogue, Autumn
    1985 — £30" is a catalogue, asked when the first Argos catalogue shops opened; its year
    is the copy's, not the shops'. Invariant: a question naming the item as its own head
    ("When was the first Argos catalogue printed?") is never read so."""
    if not words:
        return False
    said = [w for w in _QUERY_WORD.findall(query) if w.lower() not in _FILLER]
    lowered = [w.lower() for w in said]
    size = len(words)
    for at in range(len(said) - size):
        after = said[at + size]
        if lowered[at:at + size] == words and after.islower() and after.endswith("s") \
                and not after.endswith(("ss", "us", "is")) and len(after) > 3:
            return True
    return False
