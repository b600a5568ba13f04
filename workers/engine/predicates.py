"""Predicate words as answer slots compare them: one canonical term per word.

A question and its answer sentence rarely use the same form of the predicate: "When did
the Titanic sink?" / "it sank"; "born" / "birth" / "b."; "How many calories" / "210 kcal".
``canonical`` maps a stemmed word to the term slots compare: an irregular verb form to its
base, a unit to what it counts, and a word of a predicate class ("born", "built",
"population") to that class, written "#birth" so that no word prefix-matches a class.
"""

from __future__ import annotations

from workers.engine.terms import stem

CLASSES: dict[str, tuple[str, ...]] = {
    "birth": ("born", "birth", "birthday", "birthplace", "b"),
    "death": ("died", "die", "dies", "death", "dead", "d"),
    "founding": ("founded", "found", "founding", "establish", "established", "establishment",
                 "formed", "formation", "incorporated", "created", "creation", "opened",
                 "inaugurated", "chartered", "settled", "organized", "organised"),
    "building": ("built", "build", "construction", "constructed", "erected", "completed",
                 "completion", "finished"),
    "release": ("released", "release", "published", "premiered", "premiere", "aired",
                "debuted", "issued", "launched"),
    "destruction": ("destroyed", "destroy", "destruction", "burned", "burnt", "demolished",
                    "razed"),  # "When was the Turk destroyed by fire?" / "it burned in 1854"
    "population": ("population", "populated", "inhabitants", "residents", "people", "census"),
    "profession": ("profession", "occupation", "job"),
}
_IRREGULAR = {
    "sank": "sink", "sunk": "sink", "fell": "fall", "fallen": "fall", "began": "begin",
    "begun": "begin", "won": "win", "wrote": "write", "written": "write", "became": "become",
    "held": "hold", "ran": "run", "grew": "grow", "grown": "grow", "rose": "rise",
    "risen": "rise", "flew": "fly", "flown": "fly", "drew": "draw", "drawn": "draw",
    "drove": "drive", "driven": "drive", "gave": "give", "given": "give", "took": "take",
    "taken": "take", "made": "make", "sold": "sell", "bought": "buy", "led": "lead",
    "sang": "sing", "sung": "sing", "spoke": "speak", "spoken": "speak", "stood": "stand",
    "told": "tell", "knew": "know", "known": "know", "chose": "choose", "chosen": "choose",
    "broke": "break", "broken": "break", "struck": "strike", "swam": "swim", "threw": "throw",
    "thrown": "throw", "wore": "wear", "worn": "wear", "bore": "bear", "lasted": "last",
    "went": "go", "gone": "go", "came": "come", "paid": "pay", "taught": "teach",
    "caught": "catch", "fought": "fight", "hung": "hang", "laid": "lay", "saw": "see",
    "seen": "see", "bred": "breed", "fed": "feed", "kept": "keep", "sent": "send",
    "brought": "bring", "sought": "seek", "fled": "flee", "dug": "dig", "wove": "weave",
    "woven": "weave", "froze": "freeze", "frozen": "freeze", "stole": "steal",
    "stolen": "steal", "rode": "ride", "ridden": "ride", "shook": "shake", "shaken": "shake",
    "hid": "hide", "hidden": "hide", "slew": "slay", "slain": "slay", "swore": "swear",
    "sworn": "swear", "tore": "tear", "torn": "tear", "dealt": "deal", "shot": "shoot",
    "shone": "shine", "withdrew": "withdraw", "withdrawn": "withdraw", "overtook": "overtake",
    "overtaken": "overtake", "undertook": "undertake", "undertaken": "undertake",
    "blew": "blow", "blown": "blow", "sprang": "spring", "sprung": "spring", "swung": "swing",
    "spun": "spin", "woke": "wake", "woken": "wake", "forbade": "forbid",
    "forbidden": "forbid", "forgave": "forgive", "forgiven": "forgive", "overcame": "overcome",
    "lit": "light", "relit": "relight", "met": "meet", "spent": "spend", "left": "leave",
    "lent": "lend", "meant": "mean", "heard": "hear", "arose": "arise", "arisen": "arise",
    "awoke": "awake", "swept": "sweep", "forgot": "forget",
    "forgotten": "forget",
}
"""Past forms that a stem does not reach ("sank" is no "sink" to ``terms.stem``). Forms that
are as often an adjective or the past of a noun's verb a question uses itself ("lost" in
"lost in the desert", "slept" beside "sleep") are left out: read as the verb they tie
dates to events no page dated."""
PAST_FORMS = frozenset(_IRREGULAR)
"""The irregular past forms and participles ("sank", "became", "sold"): what other modules
read as a verb's past where no "-ed" ending marks it."""
_UNITS = {"kcal": "calory", "cal": "calory", "cals": "calory", "kilocalory": "calory",
          **dict.fromkeys(("horsepower", "hp", "bhp", "wattag", "watt", "kilowatt", "megawatt",
                           "gigawatt", "kw", "mw", "gw"), "power")}
"""Unit words that name what they count or measure ("210 kcal" counts calories, "510 hp"
and "wattage" are power)."""
_CLASS_OF = {stem(word): f"#{name}" for name, words in CLASSES.items() for word in words}
_EVENT_NOUNS = {
    "descent": "descend", "ascent": "ascend", "departure": "depart", "arrival": "arrive",
    "flight": "fly", "pursuit": "pursue", "explosion": "explode", "eruption": "erupt",
    "discovery": "discover", "delivery": "deliver", "composition": "compose",
}
"""Nouns of an act whose stem is not its verb's ("descent" of "descend"): a row labelled
"Descent time" names the act "How long did it take to descend?" asks about."""
_IRREGULAR_STEMS = {stem(word): stem(base)
                    for word, base in (*_IRREGULAR.items(), *_EVENT_NOUNS.items())}
_E_BASES = frozenset(word[:-1] for words in CLASSES.values() for word in words
                     if word.endswith("e") and stem(word) == word[:-1])
"""Stems of class words that are the word less its final "e" ("premier" of "premiere")."""


def canonical(term: str) -> str:
    """The term a stemmed (lower-case) word stands for in predicate matching."""
    term = _IRREGULAR_STEMS.get(term, term)
    term = _UNITS.get(term, term)
    return _CLASS_OF.get(term, term)


def canonical_word(word: str) -> str:
    """``canonical(stem(word))`` of a word as written. The stemmer drops a final "e"
    ("premiere" -> "premier"), which merges a class word with the distinct word it ends
    in: a word the stemmer leaves whole is never a form of a class word that is itself
    plus "e" ("Premier Support" is no premiere; English never inflects a word by dropping
    its "e" alone), and stands for itself."""
    lower = word.lower()
    term = stem(lower)
    if term in _E_BASES and term == lower.strip("'-").removesuffix("'s"):
        return term
    return canonical(term)


def matches(term: str, predicate: frozenset[str]) -> bool:
    """A term matches a predicate term it equals, or that it extends or is extended by
    when both have four letters or more and are no class ("effect" / "effectiv"), or that
    is it with its final "y" turned "i" before the stemmer's dropped "-ed" ("identifi" of
    "identified" for "identify": ``stem`` turns only "-ies" back into "y")."""
    if term in predicate or (term.endswith("i") and term[:-1] + "y" in predicate):
        return True
    return len(term) >= 4 and not term.startswith("#") and any(
        len(p) >= 4 and not p.startswith("#") and (term.startswith(p) or p.startswith(term))
        for p in predicate
    )
