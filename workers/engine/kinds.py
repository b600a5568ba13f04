"""Class answers: the sport, medium, party, profession … a *what <noun>* question asks for.

"What sport is Doak associated with?", "What is the medium of *Loitering with Intent*?",
"What political party is Senator Tate a member of?" ask for one member of a closed class
of terms. ``CLASSES`` lists common members of each class (general knowledge, written once:
extend it, never special-case a question). A term answers only in a sentence that names
the question's subject, and only near it (``slots`` ranks and rejects ties); the longest
term wins where terms overlap ("American football" over "football"). The value is a
``text`` value of dimension "name", so "football" and "American football" agree
(``values.same_name``) while "football" and "basketball" differ.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Sequence
from functools import lru_cache

from workers.engine.hatnotes import hatnote_spans
from workers.engine.values import Value

_SPORTS = (
    "football|american football|association football|soccer|gridiron football|canadian football"
    "|australian rules football|gaelic football|rugby|rugby union|rugby league|basketball"
    "|baseball|softball|ice hockey|field hockey|hockey|cricket|tennis|table tennis|golf|chess"
    "|badminton|snooker|pool|billiards|darts|volleyball|beach volleyball|handball|water polo"
    "|polo|lacrosse|netball|boxing|kickboxing|wrestling|sumo|sumo wrestling|judo|karate"
    "|taekwondo|fencing|archery|shooting|athletics|track and field|marathon|swimming|diving"
    "|rowing|canoeing|sailing|cycling|road cycling|triathlon|biathlon|skiing|alpine skiing"
    "|cross-country skiing|ski jumping|nordic combined|snowboarding|figure skating"
    "|speed skating|curling|bobsleigh|luge|skeleton|weightlifting|powerlifting|gymnastics"
    "|equestrian|horse racing|motor racing|motorsport|formula one|rallying|squash|bowling"
    "|mixed martial arts|bandy|floorball|futsal|hurling|surfing|climbing|mountaineering"
)
_MEDIA = (
    "novel|novella|short story|poem|poetry|play|stage play|musical|opera|ballet|film"
    "|feature film|short film|documentary|television series|tv series|television film"
    "|miniseries|sitcom|soap opera|radio|radio play|radio series|radio drama|podcast"
    "|video game|comic|comic book|graphic novel|manga|anime|album|song|single|painting"
    "|sculpture|photograph|photography|fresco|mural|book|magazine|newspaper|board game"
)
_PROFESSIONS = (
    "actor|actress|singer|songwriter|singer-songwriter|musician|composer|conductor|rapper"
    "|guitarist|pianist|drummer|trombonist|trumpeter|saxophonist|violinist|painter|sculptor"
    "|photographer|architect|writer|author|novelist|poet|playwright|screenwriter|journalist"
    "|editor|publisher|film director|director|producer|comedian|dancer|model|politician"
    "|diplomat|lawyer|judge|physician|surgeon|nurse|engineer|scientist|physicist|chemist"
    "|biologist|mathematician|economist|historian|philosopher|teacher|professor|academic"
    "|priest|bishop|monk|soldier|officer|general|admiral|pilot|astronaut|businessman"
    "|businesswoman|entrepreneur|banker|chef|cook|farmer|footballer|cricketer|athlete"
    "|swimmer|cyclist|boxer|wrestler|jockey|coach|manager|referee|explorer|inventor"
    "|illustrator|cartoonist|animator|designer|fashion designer|presenter|broadcaster"
    "|basketball player|football player|baseball player|ice hockey player|tennis player"
    "|golfer|rugby player|water polo player|volleyball player|handball player|chess player"
    "|soprano|mezzo-soprano|contralto|countertenor|tenor|baritone|bass-baritone|opera singer"
)
PROFESSION_WORDS = frozenset(
    word for word in _PROFESSIONS.split("|")
    if " " not in word and word not in ("general", "model", "manager", "officer"))
"""One-word professions that may stand before a name as its title ("Sculptor Adolph
Weinman"); words that open common names of firms ("General Motors") are left out."""
_PARTIES = (
    "republican|democratic|democrat|labour|labor|conservative|liberal|liberal democrat"
    "|green|socialist|social democratic|communist|whig|federalist|libertarian|independent"
    "|progressive|nationalist|christian democratic|populist|reform|unionist|national"
)
CLASSES: dict[str, frozenset[str]] = {
    "sport": frozenset(_SPORTS.split("|")),
    "medium": frozenset(_MEDIA.split("|")),
    "format": frozenset(_MEDIA.split("|")),
    "profession": frozenset(_PROFESSIONS.split("|")),
    "occupation": frozenset(_PROFESSIONS.split("|")),
    "job": frozenset(_PROFESSIONS.split("|")),
    "party": frozenset(_PARTIES.split("|")),
    "institution": frozenset(
        "academy|university|college|community college|junior college|school|high school"
        "|secondary school|grammar school|preparatory school|boarding school|seminary"
        "|institute|polytechnic|conservatory".split("|")),
    "gender": frozenset("boys|girls|men|women|male|female|co-educational|coeducational|co-ed"
                        "|mixed|all-boys|all-girls|single-sex".split("|")),
    "position": frozenset(
        "goalkeeper|defender|centre-back|center-back|full-back|fullback|wing-back|sweeper"
        "|midfielder|defensive midfielder|attacking midfielder|central midfielder|winger"
        "|forward|striker|centre-forward|center-forward|quarterback|running back"
        "|wide receiver|tight end|linebacker|cornerback|safety|offensive lineman"
        "|defensive lineman|kicker|punter|pitcher|catcher|shortstop|outfielder|infielder"
        "|point guard|shooting guard|small forward|power forward|centre|center|goaltender"
        "|wing|hooker|prop|lock|flanker|fly-half|scrum-half|fullback|batsman|bowler"
        "|wicket-keeper|all-rounder".split("|")),
    "style": frozenset(
        "baroque|gothic|gothic revival|romanesque|romanesque revival|renaissance"
        "|renaissance revival|neoclassical|classical|modernist|modern|art deco|art nouveau"
        "|brutalist|victorian|georgian|georgian revival|colonial|colonial revival|tudor"
        "|tudor revival|byzantine|moorish|mudéjar|mannerist|rococo|neo-gothic|italianate"
        "|queen anne|craftsman|bungalow|prairie school|international style|postmodern"
        "|beaux-arts|greek revival|federal|palladian|spanish colonial|earthquake baroque"
        .split("|")),
    "rank": frozenset(
        "general|lieutenant general|major general|brigadier general|generalmajor"
        "|generalleutnant|generaloberst|generalfeldmarschall|field marshal|colonel"
        "|lieutenant colonel|major|captain|lieutenant|sergeant|corporal|private|admiral"
        "|vice admiral|rear admiral|commodore|commander|brigadier|marshal|air marshal"
        "|air vice-marshal|air chief marshal|group captain|wing commander|ensign".split("|")),
    "language": frozenset(
        "english|french|german|spanish|portuguese|italian|dutch|russian|polish|czech"
        "|ukrainian|finnish|swedish|norwegian|danish|icelandic|hungarian|romanian|greek"
        "|turkish|arabic|hebrew|persian|urdu|hindi|bengali|punjabi|gujarati|marathi|tamil"
        "|telugu|kannada|malayalam|odia|assamese|nepali|sinhala|chinese|mandarin|cantonese"
        "|japanese|korean|vietnamese|thai|malay|indonesian|tagalog|filipino|swahili|latin"
        "|welsh|irish|scottish gaelic|basque|catalan|galician|serbian|croatian|bosnian"
        "|slovak|slovene|bulgarian|macedonian|albanian|lithuanian|latvian|estonian"
        "|georgian|armenian|azerbaijani|kazakh|uzbek|pashto|kurdish|amharic|yoruba|hausa"
        "|zulu|afrikaans|bhojpuri|sindhi|tibetan|burmese|khmer|lao|mongolian".split("|")),
}
"""The members of each class a *what <noun>* question may ask for."""
_SPORT_AGENTS = {
    "skier": "skiing", "alpine skier": "alpine skiing",
    "cross-country skier": "cross-country skiing", "ski jumper": "ski jumping",
    "swimmer": "swimming", "diver": "diving", "rower": "rowing", "canoeist": "canoeing",
    "sailor": "sailing", "cyclist": "cycling", "road cyclist": "road cycling",
    "racing cyclist": "cycling", "triathlete": "triathlon", "biathlete": "biathlon",
    "snowboarder": "snowboarding", "figure skater": "figure skating",
    "speed skater": "speed skating", "curler": "curling", "bobsledder": "bobsleigh",
    "luger": "luge", "weightlifter": "weightlifting", "powerlifter": "powerlifting",
    "gymnast": "gymnastics", "boxer": "boxing", "kickboxer": "kickboxing",
    "wrestler": "wrestling", "sumo wrestler": "sumo", "fencer": "fencing", "archer": "archery",
    "sport shooter": "shooting", "judoka": "judo", "karateka": "karate",
    "sprinter": "athletics", "hurdler": "athletics", "decathlete": "athletics",
    "heptathlete": "athletics", "high jumper": "athletics", "long jumper": "athletics",
    "triple jumper": "athletics", "pole vaulter": "athletics", "racing driver": "motor racing",
    "rally driver": "rallying", "jockey": "horse racing", "surfer": "surfing",
    "rock climber": "climbing", "mountaineer": "mountaineering",
}
"""Athletes named for their sport ("a Finnish cross-country skier", "a retired weightlifter"):
each stands for the sport, written in lower case (a capitalised "Archer" is a name)."""
_PARTY_FORMS = {"gop": "Republican"}
"""Other names of a party ("GOP Sen. Jack Tate"), each standing for the party."""
_FORMS: dict[str, dict[str, str]] = {"sport": _SPORT_AGENTS, "party": _PARTY_FORMS}
_SUFFIX = {"sport": r"(?:ers?|\s+players?)?", "language": r"(?:-language|\s+language)?"}
"""What a term may carry that still names the class member ("footballer", "Urdu-language")."""
_LABEL = re.compile(r"\b([A-Z][a-z]+)(?:\s+([a-z]+))?(?:\s*\(s\))?\s*[:=]?\s*$")
_LISTED = re.compile(r"\s*(?:,|/|&|\band\b|\bor\b)\s*(?:\band\b\s*)?", re.IGNORECASE)
REACH = 60
"""How far (characters) after its anchor a term may stand."""
NEAR_BEFORE = 12
"""How far before its anchor a term may stand ("Republican Senator Tate")."""
_CLAUSE_END = re.compile(
    r"(?<!\bSen)(?<!\bRep)(?<!\bGov)(?<!\bGen)(?<!\bLt)(?<!\bDr)\.|[;:!?\n|•]|\s[–—-]\s"
    r"|\b(?:and|but|while|whereas|although)\b"
)
"""Where a clause ends; a title's abbreviation does not end one ("Democratic Sen. Jack Tate")."""


def asks_class(noun: str) -> bool:
    """Is ``noun`` (the noun a what/which question asks for) a closed class of terms?"""
    return noun in CLASSES


def class_answers(
    snippet: str, offset: int, noun: str, anchors: Sequence[tuple[int, int]], *,
    named: bool = True,
) -> list[Value]:
    """The members of class ``noun`` that ``snippet`` ties to an anchor (the subject's name
    or a predicate word: ``anchors`` are their spans in ``snippet``), longest first where
    they overlap, as ``text`` values of dimension "name" at their offset in the chunk.

    A term is tied when it follows an anchor in the same clause ("Tate was a Republican
    member", "Doug Harvey (ice hockey)", "plays as a midfielder", "a novel by …" after the
    title), at most ``REACH`` characters on, or just precedes it ("Republican Senator
    Tate"). A row labelled with the class noun ("Style Modernist") is tied to its label;
    otherwise the sentence must name the subject (``named``). A term in a hatnote ("For the
    baseball pitcher, see …": ``hatnotes``) answers nothing, nor does one naming the kind of
    a work derived from another ("a film version of …", "the Hindi translation of …")."""
    out = []
    matches = list(_pattern(noun).finditer(snippet))
    listed = {
        i for n, (a, b) in enumerate(itertools.pairwise(matches))
        if _LISTED.fullmatch(snippet, a.end(), b.start()) for i in (n, n + 1)
    }
    if noun == "format":
        out.extend(_formats(snippet, offset, anchors, named=named))
    pointers = hatnote_spans(snippet)
    for index, match in enumerate(matches):
        if index in listed:
            continue  # "played football and basketball": a list answers no one way
        if any(a <= match.start() < b for a, b in pointers):
            continue  # "For the baseball pitcher, see …": another page's entity
        if noun == "format" and _OUTLET.match(snippet, match.end()):
            continue  # "a radio station": the kind of outlet, not what it broadcasts
        if derived_kind(snippet, match.end()):
            continue  # "A film version of The Quiet Shore": the film's kind, not the novel's
        if labelled(snippet, noun, match.start()):
            pass  # an infobox row: "Sport: Ice Hockey"
        elif not named or not any(_tied(snippet, a, b, *match.span()) for a, b in anchors):
            continue
        surface = match.group(1)  # "footballer", "basketball player": the sport
        display = surface
        form = _FORMS.get(noun, {}).get(" ".join(surface.lower().split()))
        if form is not None:  # "skier": skiing; "GOP": Republican
            if noun == "sport" and surface != surface.lower():
                continue
            display = form
        exact = " ".join(display.lower().replace("-", " ").split())
        out.append(Value("text", display, surface, offset + match.start(), "name", exact=exact))
    return out


def _formats(snippet: str, offset: int, anchors: Sequence[tuple[int, int]], *, named: bool,
             ) -> list[Value]:
    """A station's broadcast format, an open class read from its usual sentence: "WCMA is a
    radio station broadcasting a Spanish Tropical format", "… airing a country music format"
    (tied to the subject's name as a class term is)."""
    out = []
    for match in _FORMAT.finditer(snippet):
        if not named or not any(_tied(snippet, a, b, *match.span(1)) for a, b in anchors):
            continue
        surface = match.group(1)
        exact = " ".join(re.sub(r"[^\w\s/]", " ", surface.lower()).split())
        out.append(Value("text", surface, surface, offset + match.start(1), "name", exact=exact))
    return out


_FORMAT = re.compile(
    r"\b(?:broadcast(?:ing|s)?|air(?:ing|s)|carr(?:ying|ies)|play(?:ing|s))[^\S\n]+"
    r"(?:an?[^\S\n]+)?((?:[\w/&+'-]+[^\S\n]+){0,3}[\w/&+'-]+)[^\S\n]+format\b",
    re.IGNORECASE,
)
_OUTLET = re.compile(r"[^\S\n]+(?:stations?|networks?|channels?)\b", re.IGNORECASE)
_DERIVED_KIND = re.compile(
    r"[^\S\n]+(?:version|adaptation|remake|rendition|translation)s?[^\S\n]+of\b",
    re.IGNORECASE)
"""After a member, the noun of a work made from another ("a film version of …", "the Hindi
translation of …"): the member is that derived work's kind, never the source's."""


def derived_kind(text: str, end: int) -> bool:
    """Does the member ending at ``end`` name the kind of a work derived from another ("a
    film version of …", "the stage adaptation of …", "the Hindi translation of …")?"""
    return _DERIVED_KIND.match(text, end) is not None


def labelled(snippet: str, noun: str, start: int) -> bool:
    """Does a member at ``start`` fill a row labelled with the class noun or a noun of the
    same class ("Sport: Ice Hockey", "Style Modernist", "Occupation Painter" for a
    profession, "Political party Republican")? Such a row needs no subject's name."""
    label = _LABEL.search(snippet, max(0, start - 24), start)
    if label is None:
        return False
    word = (label.group(2) or label.group(1)).lower()
    return CLASSES.get(word, frozenset()) == CLASSES[noun]


def _tied(snippet: str, a: int, b: int, start: int, end: int) -> bool:
    if b <= start:
        between = snippet[b:start]
        return len(between) <= REACH and _CLAUSE_END.search(between) is None
    if end <= a:
        between = snippet[end:a]
        return len(between) <= NEAR_BEFORE and _CLAUSE_END.search(between) is None
    return False


@lru_cache(maxsize=64)
def _pattern(noun: str) -> re.Pattern[str]:
    terms = sorted(CLASSES[noun] | _FORMS.get(noun, {}).keys(), key=lambda t: (-len(t), t))
    body = "|".join(re.escape(t).replace(r"\ ", r"\s+") for t in terms)
    return re.compile(rf"(?<![\w-])({body}){_SUFFIX.get(noun, '')}(?![\w-])", re.IGNORECASE)
