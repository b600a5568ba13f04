"""The verb a question asks about, read from its words after "did/does/do/will" (``asked_verb``).

After the auxiliary comes the subject's noun phrase, then the verb: the first lower-case content
word that is no plural, no "-ment"/"-tion" noun and no compound, and that a determiner, a
particle, a name, an "-ing" verb or the question's end follows ("did Roald Amundsen reach the
pole?"). Special shapes are read before that rule: a name of two or more words with a verb and
its bare object ("did Ada Moss patent linoleum?"), an apposition closed by a comma ("…, the
largest island of the Brack Sea, start?"), a noun in apposition to a name ("submarine Resurgam
sink?"), a noun placed by a name before the question's final word ("mine in Goslar close?"), and
a light stop-word verb after an event adverb ("first make"). Also the word classes those
readings share (``content``, ``NOT_EVENT``) and the event verbs that name one another's event
(``SYNONYMS``). Pure.
"""

from __future__ import annotations

from workers.engine.predicates import canonical, canonical_word
from workers.engine.terms import STOPWORDS, stem

AUXILIARIES = frozenset("did does do will can could would should".split())
DETERMINERS = frozenset("the a an its their his her this that these those".split())
NOT_EVENT = frozenset(
    "first last ever originally initially currently still officially also "
    "finally actually later formerly".split())
"""Adverbs that modify the event ("first issued") or a name's apposition ("8MK, later WWJ,"),
never name it."""
_TRANSFER = "receive get got gotten obtain grant award"
SYNONYMS: tuple[frozenset[str], ...] = tuple(
    frozenset(canonical(stem(w)) for w in group.split()) for group in (
        "begin start commence", "end finish conclude cease", "reach arrive",
        "adopt join switch", "plunge crash plummet", _TRANSFER, "buy purchase sale"))
"""Event verbs that name one another's event ("When does the moot begin?" / "starting 26
August"; "plunge into" / "crash into" a planet), beside the predicate classes
(``predicate_words.CLASSES``). A transfer is one event from either side: "When did the guild
receive its charter?" is answered by "the king granted the guild its charter in 1391" and
"the guild got its charter in 1391"; so is a sale: what a buyer could first buy went on sale
then ("On sale from: 17 October 2022")."""


def content(word: str) -> bool:
    """Is ``word`` a content word (no function word, no adverb of the event)?"""
    lower = word.lower()
    return lower not in STOPWORDS and lower not in NOT_EVENT and lower not in DETERMINERS \
        and lower not in ("date", "day", "what", "which", "when")


_NOUN_ENDINGS = ("ment", "tion", "sion", "ness", "ity", "ance", "ence", "ship")
_PREPOSITIONS = frozenset(
    "across along around through towards toward aboard beyond against among behind beneath "
    "beside near via".split())
"""Prepositions that are no stop word: never the question's verb, and a verb before them
("did Ada Lund swim across the Solent?")."""
_FOLLOWERS = frozenset(
    "the a an its their his her this that off past to in on at for from into over out up "
    "down by with after before live as".split()) | _PREPOSITIONS
"""Words after which the word before is a verb ("reach the", "go off", "fly past", "go
live", "graduate as"); a question's end, a capitalised word or an "-ing" verb do the
same."""


NAME_PARTICLES = frozenset(
    "de da di del della dos das du des van von der den ter ten le la y bin ibn al el af zu"
    .split())
"""Particles that join the parts of a personal name ("Afonso de Albuquerque", "Ludwig van
Beethoven"), a closed class: between two capitalised words one belongs to the name, never
the verb after it."""


def _name_particle(words: list[tuple[str, int]], index: int) -> bool:
    """Is the word at ``index`` a name particle (``NAME_PARTICLES``) between two capitalised
    words ("did Afonso de Albuquerque capture …")?"""
    return 0 < index < len(words) - 1 and words[index][0] in NAME_PARTICLES \
        and words[index - 1][0][:1].isupper() and words[index + 1][0][:1].isupper()


_STOP_VERBS = frozenset({"make", "get"})
"""Light verbs, stop words, that are the event's verb only when no other word after the
subject is one ("did Ada Moser make the first Brezel?"): their object names the event where
it can ("did Lund make his radio broadcast …" asks for the broadcast)."""


def asked_verb(words: list[tuple[str, int]], text: str) -> str:
    """``_verb_after``, or with none, a light verb (``_STOP_VERBS``) whose object holds no
    lower-case content word, only names ("make the first Weißwurst"): a common noun there
    ("make his record break of …") names the event better than the light verb does."""
    verb = _verb_after(words, text)
    if verb:
        return verb
    light = _verb_after(words, text, light=True)
    if not light:
        return ""
    after = next(i for i, (w, _) in enumerate(words) if w == light) + 1
    return "" if any(content(w) and w[:1].islower() for w, _ in words[after:]) else light


def _after_name(words: list[tuple[str, int]], index: int) -> bool:
    """Does the word at ``index`` follow a capitalised word that is no possessive ("did the
    Vale Soap Company introduce Lustre soap?")? The subject's name ends there, so the word is
    its verb, never a common noun in apposition to a name after it ("Ada's schooner Marit")."""
    if index == 0:
        return False
    before = words[index - 1][0]
    return before[:1].isupper() and not before.lower().endswith(("'s", "’s", "'", "’"))


def _verb_after(words: list[tuple[str, int]], text: str, *, light: bool = False) -> str:
    """The verb after "did"/"does" and the subject's noun phrase: after the phrase's first
    word, the first lower-case word that is no plural, no "-ment"/"-tion" noun and no
    compound, and that a determiner, a particle, a name, an "-ing" verb or the question's
    end follows ("did the Calder Hall reactors start supplying", "does the Q4 code freeze
    start?", "do Russian Orthodox Christians celebrate Christmas", "did the US go off")."""
    object_verb = _verb_before_object(words, text) or _verb_after_apposition(words, text)
    if object_verb:
        return object_verb
    started = False
    for index, (word, at) in enumerate(words):
        lower = word.lower()
        if not started:
            if content(word):
                started = True
            continue
        if lower in _LIGHT_VERBS and _after_adverb(words, index):
            return word  # "did Joseph Steinwand first make Colby cheese?": "make" is the verb
        if word[:1].isupper() or not (content(word) or (light and lower in _STOP_VERBS)) \
                or "-" in word or lower in _PREPOSITIONS or _name_particle(words, index) \
                or lower.endswith(_NOUN_ENDINGS) or (
                lower.endswith("s") and not lower.endswith("ss") and len(lower) > 3):
            continue
        if index + 1 == len(words) or text[at + len(word):].lstrip()[:1] in ("?", ""):
            return word
        follower = words[index + 1][0]
        if follower[:1].isupper() and not _after_name(words, index):
            past = _verb_past_name(words[index + 1 :], text)
            if past:  # "did George Garrett's submarine Resurgam sink?": the noun names it
                return past
        placed = _placed_verb(words, index, text)  # "did the Rammelsberg mine in Goslar close?"
        if placed:
            return placed
        if placed is not None:
            continue
        if follower[:1].isupper() or follower.lower() in _FOLLOWERS \
                or follower.lower().endswith("ing"):
            return word
    return ""


_NAME_PLACES = frozenset(("in", "at", "near"))
"""The prepositions after which a name alone places a noun ("mine in Goslar", "yard at Leith")."""
_PLACE_PREPOSITIONS = frozenset("in on at for from into over by with after before to".split())
"""The prepositions after which a place's words may run to the question's end."""


def _placed_verb(words: list[tuple[str, int]], index: int, text: str) -> str | None:
    """Is the word at ``index`` a noun placed by a name, with the question's verb as its
    final word? The shape: a preposition right after the word, and the question ending on
    one lower-case word after a capitalised one ("did the Rammelsberg mine in Goslar close?",
    "did the Lawrence textile strike in Massachusetts begin?"). It holds when either

    - the preposition is "in", "at" or "near", only names follow it, and the final word is a
      content word with "?" or nothing next; then "": the noun is passed over, and the final
      word read as any other (no verb when it is a plural or a "-ment"/"-tion" noun);
    - or the preposition is a place preposition (``_PLACE_PREPOSITIONS``, any case), the
      question ends right on the final word (only "?" after it), and that word is an event
      verb (of ``SYNONYMS`` or of a predicate class), whatever words stand between ("strike
      at the mill in Lawrence begin?"); then that word, the question's verb.

    ``None`` when neither holds: the word at ``index`` is read as any other."""
    preposition = words[index + 1][0]
    last, at = words[-1]
    after = text[at + len(last):]
    names = 0
    while index + 2 + names < len(words) and words[index + 2 + names][0][:1].isupper():
        names += 1
    if preposition in _NAME_PLACES and names and index + 3 + names == len(words) \
            and content(last) and after.lstrip()[:1] in ("?", ""):
        return ""
    if preposition.lower() not in _PLACE_PREPOSITIONS or not words[-2][0][:1].isupper() \
            or not last.islower() or after.strip() not in ("?", ""):
        return None
    term = canonical_word(last)
    return last if term.startswith("#") or any(term in group for group in SYNONYMS) else None


def _verb_before_object(words: list[tuple[str, int]], text: str) -> str:
    """The verb of a question whose subject is a name of two or more capitalised words and
    whose last two words are lower-case: a verb and its bare object ("did Ada Moss patent
    linoleum?" asks about patenting, not linoleum). A subject opening on a determiner or on
    one capitalised word, or a possessive name ("did the Q4 code freeze start?", "did Leeds'
    Kirkgate market close?"), may go on with lower-case nouns, so it reads nothing here;
    nor does a verb word that is no content word ("last erupt")."""
    names = 0
    while names < len(words) and words[names][0][:1].isupper():
        names += 1
    rest = words[names:]
    if names < 2 or len(rest) != 2 or any(
            w.endswith(("'", "’", "'s", "’s")) for w, _ in words[:names]):
        return ""
    if text[rest[1][1] + len(rest[1][0]):].lstrip()[:1] not in ("?", ""):
        return ""
    verb = rest[0][0]
    if not verb.islower() or not content(verb) or "-" in verb \
            or verb.endswith(_NOUN_ENDINGS) or (verb.endswith("s") and not verb.endswith("ss")):
        return ""
    return verb if rest[1][0].islower() and content(rest[1][0]) else ""


_LIGHT_VERBS = frozenset("make get follow apply allow let".split())
"""The verbs among the stopwords (``terms.STOPWORDS``), which the subject's phrase would
otherwise pass over: after an event adverb, the question's verb. A content verb there is
left to the reading below (its object's words may name the event better: "first swim 100
metres freestyle in under a minute")."""


def _after_adverb(words: list[tuple[str, int]], index: int) -> bool:
    """Does an adverb of the event ("first", "originally": ``NOT_EVENT``) stand right
    before the word at ``index``, itself after a word of the subject, not after a determiner
    or a possessive? Then it modifies a verb ("Steinwand first make"); after "the", "a" or
    "Ada's" it is an adjective of the subject's noun ("the first ferry service")."""
    if index < 2 or words[index - 1][0].lower() not in NOT_EVENT:
        return False
    before = words[index - 2][0]
    return before.lower() not in DETERMINERS and before.lower() not in AUXILIARIES \
        and not before.endswith(("'", "’", "'s", "’s"))


def _verb_after_apposition(words: list[tuple[str, int]], text: str) -> str:
    """The question's last word when a comma closes the subject right before it and the
    question ends on it ("did the first ferry service to Skellan Holm, the largest island of
    the Brack Sea, start?"): an apposition's closing comma leaves the bare verb, whatever
    prepositions ("service to") the subject's phrase holds; "" otherwise."""
    if len(words) < 2:
        return ""
    word, at = words[-1]
    between = text[words[-2][1] + len(words[-2][0]) : at]
    if between.strip() != "," or text[at + len(word):].strip() not in ("?", ""):
        return ""
    lower = word.lower()
    if not word.islower() or not content(word) or "-" in word \
            or lower.endswith(_NOUN_ENDINGS) or (lower.endswith("s") and not lower.endswith("ss")):
        return ""
    return word


def _verb_past_name(words: list[tuple[str, int]], text: str) -> str:
    """The question's verb ("" if none) when a name (a run of capitalised words, none
    possessive) that opens ``words`` stands in apposition to the word before it, with the
    question's verb right after it, as its
    last word ("submarine Resurgam sink?"), before a determiner or particle ("parasol maker
    Hesketh & Vane receive its royal warrant?") or after an event adverb ("plant hunter Ada
    Lind first bring seed back?"). A possessive name owns what follows ("discover
    Neptune's moon Nereid"), and a plural after it is a noun ("introduce ZIP codes?")."""
    adverb = False
    for index, (word, at) in enumerate(words):
        if word[:1].isupper() or _name_particle(words, index):
            if word.lower().endswith(("'s", "’s", "'", "’")):
                return ""
            continue
        lower = word.lower()
        if lower in NOT_EVENT and index:
            adverb = True
            continue  # "strip Pennywhistle Lane first appear in …": the adverb before the verb
        ends = index + 1 == len(words) and text[at + len(word):].lstrip()[:1] in ("?", "")
        objected = index > 0 and index + 1 < len(words) \
            and words[index + 1][0].lower() in _FOLLOWERS
        verb = (ends or objected or adverb) \
            and content(word) and "-" not in word and not lower.endswith(_NOUN_ENDINGS) \
            and not (lower.endswith("s") and not lower.endswith("ss"))
        return word if verb else ""
    return ""
