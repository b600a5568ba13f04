"""Product lines: a sentence that sells a derived product states the product's sizes.

A shop's line for a copy or a by-product of the question's subject ("Van Gogh – The Starry
Night, canvas print 60 × 75 cm, €49.95", "Inverted Jenny replica block of 4, unused —
$9.95", "Inactivated polio vaccine (IPV), 10-dose vial — about $2.80 per dose") gives the
print's size, the block's count, the vial's doses, a coin set's year ("Croatia euro coin
set 2023, 8 coins … — €34.90"): never the subject's dimensions, copies, cases or dates.
A value whose clause holds a product word (``_PRODUCT``: a print, a replica, a paperback,
a vial, a dose, a block of N, a coin set, a kit …) that the question does not use itself, in a
sentence with a price, makes no claim of a measure, count or date; nor does a value offered
after a product word in its row ("Orchid starter kit, 3 species, £29": ``offers``), and, to a
question about a rule ("How long must … be aged?"), no offered value at all: an offer states
one item's age or size, never what the rule requires. A product whose content
is the subject states the subject's counts: a course ("all 38 letters with audio — course
£29") names no product word, and a poster's "updated with all 118 elements" stands in a
clause of its own. A shop that sells the subject itself ("Kestrel Trail 2 tent, 1.9 kg,
£249") names no product word and answers as any text; generic shop words (shipping,
tickets, course) are no product word. Money is left alone (a deal question gates it:
``asked_deal``), but for a question about what making the subject cost (``asks_making_cost``)
or about a prize it pays out (``asks_prize``: "the top prize on Deal or No Deal") a product
line's price is a copy's price, no answer ("double Blu-ray — $19.99", "… board game, family
edition — £22.00"), and so is
a fare or a ticket's ("single — £7 adults": a price whose clause writes a fare word, ``_FARE``).
To a question about who invented a kind, a name offered in a priced row is one specimen's
maker, no answer (``specimen_makers``).
Pure; claims are replaced, never mutated.
"""

from __future__ import annotations

import re

from workers.engine.claims import Claim
from workers.engine.kept_values import Keep, kept, row_around
from workers.engine.offers import (
    asks_rule,
    copy_words,
    may_offer,
    offer_row,
    other_item,
    other_listing,
)
from workers.engine.query import QueryView
from workers.engine.specimen_makers import asks_inventor, specimen_maker

_PRODUCT = re.compile(
    r"\b(?:(?:canvas|art|fine[^\S\n]+art|poster|giclée|giclee)[^\S\n]+prints?|replicas?"
    r"|reproductions?|posters?|paperback|hardback|hardcover|\d+[^\S\n]*pp"
    r"|vials?|per[^\S\n]+dose|a[^\S\n]+dose|[\d-]+dose|block[^\S\n]+of[^\S\n]+\w+"
    r"|(?:coin|gift|box|presentation|starter)[^\S\n]+sets?|souvenir|keyring|mug|t-shirt|jigsaw|puzzle|kits?"
    r"|board[^\S\n]+games?"
    r"|blu-rays?|dvds?|vinyl|lp)\b",
    re.IGNORECASE)
_PRICE = re.compile(r"[$€£¥]|\b(?:USD|EUR|GBP|CHF|R\$)[^\S\n]*\d", re.IGNORECASE)
_CODE = re.compile(r"\b(?:USD|EUR|GBP|CHF|R\$)[^\S\n]*\d", re.IGNORECASE)
_SIGNS = "$€£¥"
_CODES = ("usd", "eur", "gbp", "chf")
_PRODUCT_KEYS = ("print", "replica", "reproduction", "poster", "paperback", "hardback",
                 "hardcover", "pp", "vial", "dose", "block", "set", "souvenir", "keyring", "mug",
                 "t-shirt", "jigsaw", "puzzle", "kit", "blu-ray", "dvd", "vinyl", "lp", "board")
_FOLDS = "ıİſ"
"""Letters the patterns' IGNORECASE matches to an ASCII letter that ``str.lower`` does not
lower to it (a text holding one is searched in full)."""
_SENTENCE = re.compile(r"[.!?](?=[^\S\n]+[A-Z\"'“(‘])|\n|[|•·]")
_CLAUSE = re.compile(r",(?=[^\S\n])|;")
_SPAN = 300
_MEASURED = frozenset({"quantity", "date"})
_LISTED = _MEASURED | {"money", "text"}
"""The fields a listing of another item or of a copy answers nothing with (``other_listing``):
a name in it ("Old quay and Fyfe's bell tower, guided walk — £12") names the item on sale."""


def product_words(query: QueryView) -> frozenset[str]:
    """The product words the question uses itself (lower-cased): a question about a vial's
    doses is answered by the vial's line."""
    return frozenset(m.group(0).lower() for m in _PRODUCT.finditer(query.text))


def _product_line(text: str, at: int, stop: int, own: frozenset[str]) -> bool:
    """Does the sentence of ``text`` around the value at ``at:stop`` (at most ``_SPAN``
    characters either side) hold a price, and the value's clause a product word the
    question does not use?"""
    begin, end = row_around(text, at, _SENTENCE, _SPAN, stop)
    if _PRICE.search(text, begin, end) is None:
        return False
    low = max((m.end() for m in _CLAUSE.finditer(text, begin, at)), default=begin)
    cut = _CLAUSE.search(text, stop, end)
    high = cut.start() if cut is not None else end
    if any(m.group(0).lower() not in own for m in _PRODUCT.finditer(text, low, high)):
        return True
    row = offer_row(text, at, stop)
    return row is not None and any(
        m.group(0).lower() not in own for m in _PRODUCT.finditer(text, row, at))


def _product_priced(text: str, at: int, stop: int, own: frozenset[str]) -> bool:
    """Is the money at ``at:stop`` the price of a product its sentence names before it
    ("… board game, family edition — £22.00": a product word, ``_PRODUCT``, the question
    does not use, anywhere in the sentence before the price)?"""
    begin, _ = row_around(text, at, _SENTENCE, _SPAN, stop)
    return any(m.group(0).lower() not in own for m in _PRODUCT.finditer(text, begin, at))


def _may_sell(text: str) -> bool:
    """A necessary condition, cheap, for ``_PRICE`` and ``_PRODUCT`` both finding something in
    ``text``: a currency sign or code, and one of the product words' letters (``_PRODUCT_KEYS``,
    lower-cased), or one of ``_FOLDS``; exact, the patterns decide."""
    low = text.lower()
    odd = any(c in text for c in _FOLDS)
    if not (any(c in text for c in _SIGNS)
            or ((odd or any(c in low for c in _CODES)) and _CODE.search(text) is not None)):
        return False
    if not odd and not any(k in low for k in _PRODUCT_KEYS):
        return False
    return _PRODUCT.search(text) is not None


def unsold_only(
    chunks: list[tuple[str, list[Claim]]], query: QueryView
) -> list[list[Claim]]:
    """Each chunk's claims (``chunks``: its text and claims) without the measures and counts
    of a product line (module docstring). A claim left with no value is dropped."""
    own = product_words(query)
    copies = copy_words(query.text)
    rule = asks_rule(query.text)
    measured = _MEASURED | {"money"} if asks_making_cost(query.text) or asks_prize(query.text) \
        else _MEASURED
    inventor = query.slot is not None and asks_inventor(query.slot.predicate)
    out = []
    for text, claims in chunks:
        if all(v.field not in _LISTED for c in claims for v in c.values.values()) \
                or not may_offer(text):
            out.append(claims)
            continue
        keep = _unlisted(text, _unsold(text, own, rule, query.tokens, measured),
                         query.tokens, copies, query.text)
        if inventor:
            keep = _not_specimen(text, keep)
        out.append(kept(claims, keep))
    return out


def _not_specimen(text: str, keep: Keep) -> Keep:
    """``keep``, and no name of one priced specimen's maker (``specimen_makers``)."""
    return lambda c, f, v: keep(c, f, v) and not specimen_maker(text, v)


def _unlisted(text: str, unsold: Keep, tokens: frozenset[str], copies: frozenset[str],
              query: str = "") -> Keep:
    """``unsold``, and no value of ``_LISTED`` fields that a listing of another item or of a
    copy of the subject holds (``offers.other_listing``: the item's year, size or price)."""
    return lambda c, f, v: unsold(c, f, v) and not (
        v.field in _LISTED and other_listing(text, v.start, v.end, tokens, copies, query=query))


_MAKING_COST = re.compile(
    r"\bcost\b[^?]{0,40}?\bto[^\S\n]+(?:make|build|produce|shoot|film|construct|develop"
    r"|restore|renovate|repair|rebuild|refurbish)\b"
    r"|\bcost[^\S\n]+of[^\S\n]+(?:making|building|producing|constructing|developing"
    r"|restoring|renovating|repairing|rebuilding|refurbishing)\b"
    r"|\b(?:restoration|renovation|refurbishment|rebuilding)\b[^?]{0,60}?\bcost\b"
    r"|\b(?:budget|production[^\S\n]+cost)\b", re.IGNORECASE)
"""What making the subject, or making it again (restoring, renovating, repairing,
rebuilding it), cost: a work done once on the thing, never a ticket or a copy's price."""


def asks_making_cost(query: str) -> bool:
    """Does ``query`` ask what making the subject cost ("How much did it cost to make?", "the
    cost of building …", "What was the film's budget?"), or making it again ("cost to
    restore", "How much did the restoration of … cost?")? A shop line's price for a product of
    it ("double Blu-ray — $19.99") is what a copy sells for, no answer to that."""
    return _MAKING_COST.search(query) is not None


_PRIZE = re.compile(
    r"\b(?:prizes?|jackpots?|winnings|prize[^\S\n]+(?:money|fund|pot))\b", re.IGNORECASE)


def asks_prize(query: str) -> bool:
    """Does ``query`` ask for a prize ("What was the top prize on …?", "… the jackpot …")?
    Money a contest pays out is never a shop's price: a product line's price for
    merchandise named after the contest ("… board game, family edition — £22.00") is what a
    copy sells for, no answer (as for ``asks_making_cost``)."""
    return _PRIZE.search(query) is not None


_FARE = re.compile(
    r"\b(?:adults?|child(?:ren)?|kids?|concessions?|seniors?|students?|famil(?:y|ies)"
    r"|singles?|returns?|tickets?|seats?|fares?|admission|entry|(?:day|season)[^\S\n]+pass(?:es)?"
    r"|per[^\S\n]+(?:person|head|adult|child)|off-peak)\b",
    re.IGNORECASE)
"""The words of a ticket or fare listing ("single — £7 adults", "Admission: $25", "£75 per
seat")."""


def _fare_price(text: str, at: int, stop: int) -> bool:
    """Does the clause of ``text`` holding the price at ``at:stop`` (its sentence cut at ","
    and ";") write a fare or ticket word? Such a price is what a ride or a visit costs, never
    what the subject cost to make (``asks_making_cost``)."""
    begin, end = row_around(text, at, _SENTENCE, _SPAN, stop)
    low = max((m.end() for m in _CLAUSE.finditer(text, begin, at)), default=begin)
    cut = _CLAUSE.search(text, stop, end)
    return _FARE.search(text, low, cut.start() if cut is not None else end) is not None


def _unsold(text: str, own: frozenset[str], rule: bool, tokens: frozenset[str],
            measured: frozenset[str] = _MEASURED) -> Keep:
    """Keeps every value but a measure or count of a product line in ``text``, of an offer
    of an item the question does not name (``offers.other_item``), and, for a question
    about a rule (``rule``), of any offer."""
    sells = _may_sell(text)
    fares = "money" in measured
    return lambda _c, _f, v: (
        v.field not in measured
        or not ((sells and (_product_line(text, v.start, v.end, own) or (
            v.field == "money" and _product_priced(text, v.start, v.end, own))))
                or (fares and v.field == "money" and _fare_price(text, v.start, v.end))
                or other_item(text, v.start, v.end, tokens)
                or (rule and offer_row(text, v.start, v.end) is not None)))
