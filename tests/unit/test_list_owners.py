"""A list item opened by a name owns its values."""

from workers.engine import Policy
from workers.engine.list_owners import _may_list, bare_listed, other_items_value

from .conftest import chunk, event, run

_LINE = ("Five old harbours: Skarö, Norway; Brennvik, Norway, with 14 piers; Tallo, Finland; "
         "Mereby, Estonia")


def test_a_value_in_another_named_item_is_that_items() -> None:
    at = _LINE.index("14")
    assert other_items_value(_LINE, at, frozenset({"skaro"}))  # "Skarö" without its accent
    assert not other_items_value(_LINE, at, frozenset({"brennvik"}))
    # no item names Larvik: a headed list of other harbours, each owning its values
    assert other_items_value(_LINE, at, frozenset({"larvik"}))


def test_a_short_or_unnamed_list_is_left_alone() -> None:
    two = "Skarö, Norway; Brennvik, Norway, with 14 piers"
    assert not other_items_value(two, two.index("14"), frozenset({"skaro"}))
    unnamed = "Skarö, Norway; about 14 piers; built 1850; rebuilt 1920"
    assert not other_items_value(unnamed, unnamed.index("14"), frozenset({"skaro"}))


def test_another_items_count_makes_no_conflict(policy: Policy) -> None:
    result = run(policy, event(
        "How many piers does the harbour of Skaro have?",
        chunk("a", "Skarö harbour | Norway | Piers: 9 | Built: 1790", "team_wiki"),
        chunk("b", "The harbour of Skaro has 9 piers, all of stone.", "team_wiki"),
        chunk("c", _LINE, "team_wiki")))
    assert result.conflicts == []


def test_a_name_in_a_list_of_people_answers_only_with_its_own_item() -> None:
    from workers.engine.credited_items import outnamed_item, unasked_item
    line = ("Noted glassblowers: Ines Vo, the 'Glass Queen'; Pere Oll; Tam Rue, crown glass; "
            "Ada Mott, float glass furnace")
    terms = frozenset({"float", "glass", "furnac"})
    assert outnamed_item(line, line.index("Ines"), terms)
    assert not outnamed_item(line, line.index("Ada"), terms)
    prose = "Ines Vo, the 'Glass Queen'; Ada Mott, float glass furnace"  # two items only
    assert not outnamed_item(prose, 0, terms)
    row = "Noted glassblowers: Ines Vo (Murano's float glass), Ada Mott"
    hits = [(row.index("float"), row.index("float") + 5, "float")]
    end = row.index(" (")
    assert unasked_item(row, end, hits, frozenset({"orsk"}))  # another maker's float glass
    assert not unasked_item(row, end, hits, frozenset())
    assert not unasked_item(row, end, hits, frozenset({"murano"}))


def test_a_timeline_item_naming_another_thing_is_that_things() -> None:
    line = "Timeline: 2004 seeds flown 12 days on Bion-M1; 2007 Kestrel-2 launched; 2009 return"
    own = frozenset({"kestrel-2"})
    assert other_items_value(line, line.index("12"), own)
    assert not other_items_value(line, line.index("2009"), own)  # names nothing
    assert not other_items_value(line, line.index("12"), frozenset({"bion-m1"}))
    months = "Log: 2004 seeds flown 12 days in March; 2007 Kestrel-2 launched; 2009 return"
    assert not other_items_value(months, months.index("12"), own)  # a month is no name
    cells = "Kestrel-2 | Flown: 2004 for 12 days on Bion-M1 | Lab: Orsk"
    assert not other_items_value(cells, cells.index("12"), own)  # cells of one row


def test_an_article_opens_no_name_and_a_dateline_no_item() -> None:
    line = "Old mills: Kessel Mill, 1811; Brook Mill, Tarn, 1820; the Weir, Dunmore."
    own = frozenset({"the", "weir", "dunmore"})
    assert other_items_value(line, line.index("1820"), own)  # "the Weir" opens on Weir
    assert not other_items_value(line, line.index("1820"), frozenset({"brook", "tarn"}))
    dated = "Updated 04/2021 · Old mills: Kessel Mill, 1811; Brook Mill, 1820; the Weir, 1799."
    assert other_items_value(dated, dated.index("1820"), own)


def test_a_list_that_leaves_the_asked_thing_out_answers_nothing() -> None:
    line = "Deepest lakes: Lake Orva, Norway, 512 m; Tarnsjo, Sweden, 471 m; Vell, Norway, 430 m."
    asked = frozenset({"mirren", "norway"})  # the Mirren lake in Norway, which it leaves out
    assert other_items_value(line, line.index("430"), asked)
    # a headed list naming none of the question's names lists other things (others_listed)
    assert other_items_value(line, line.index("430"), frozenset({"mirren"}))
    assert not other_items_value(line, line.index("430"), frozenset({"vell", "norway"}))
    loose = "Deepest lakes: Lake Orva, Norway, 512 m; about 471 m in Tarnsjo; Vell, Norway, 430 m."
    assert not other_items_value(loose, loose.index("430"), asked)  # an item opens on no name


def test_a_bare_year_in_another_item_makes_no_conflict(policy: Policy) -> None:
    result = run(policy, event(
        "When did The Weir mill in Dunmore open?",
        chunk("a", "The Weir | Dunmore | Opened: 1799 | Wheels: 2", "team_wiki"),
        chunk("b", "The Weir mill in Dunmore opened in 1799 on the river bank.", "team_wiki"),
        chunk("c", "Old mills: Kessel Mill, opened 1811; the Upper Brook Mill, Tarn, 1820; "
                   "The Weir, Dunmore.", "team_wiki")))
    assert result.conflicts == []


def test_a_headed_list_of_other_named_things_answers_nothing() -> None:
    from workers.engine.list_owners import others_listed
    line = ("Board game inventors: Ada Moss, Blokko; Pim Ruys, the Spinner; "
            "Tove Lind, Kelda Tiles.")
    own = frozenset({"harrow"})  # "Who invented Harrow Towers?"
    assert others_listed(line, line.index("Ada"), own)
    assert others_listed(line, line.index("Tove"), own)
    assert not others_listed(line, line.index("Ada"), frozenset({"spinner"}))  # it names one
    prose = "Deep valleys: the Ulla Canyon in Norway, 900 m deep, and the Brae Gorge."
    assert others_listed(prose, prose.index("900"), frozenset({"orvik"}))
    facts = "Quick facts: Depth 700 m; Length 25 km; Nearest town Moustel"
    assert not others_listed(facts, facts.index("700"), frozenset({"orvik"}))  # no named item
    lone = "Our pick: Ada Moss, Blokko, 1951."
    assert not others_listed(lone, lone.index("Ada"), frozenset({"harrow"}))  # one item only
    unheaded = "Ada Moss, Blokko; Pim Ruys, the Spinner; Tove Lind, Kelda Tiles."
    assert not others_listed(unheaded, 0, frozenset({"harrow"}))


def test_the_kind_a_name_of_several_words_ends_on_is_no_name_of_its_own(policy: Policy) -> None:
    line = "Famous gorges: the Ulla Gorge in Norway, 900 m deep, and the Brae Gorge in Wales."
    assert other_items_value(line, line.index("900"), frozenset({"orvik", "gorge"}),
                             ("orvik gorge",))
    assert not other_items_value(line, line.index("900"), frozenset({"ulla", "gorge"}),
                                 ("ulla gorge",))
    result = run(policy, event(
        "Who invented Harrow Towers?",
        chunk("a", "Harrow Towers | Inventor: Ines Vale | Introduced: 1931", "team_wiki"),
        chunk("b", "Harrow Towers was invented by Ines Vale in 1931.", "team_wiki"),
        chunk("c", "Board game inventors: Ada Moss, Blokko; Pim Ruys, the Spinner; "
                   "Tove Lind, Kelda Tiles.", "team_wiki")))
    assert result.conflicts == []


def test_a_value_beside_the_bare_asked_name_is_another_items() -> None:
    line = "Board games compared: dice poker, 42 pips; Halma, 19 pegs; Quorridor; Tak, 21"
    assert other_items_value(line, line.index("42"), frozenset({"quorridor"}))
    assert other_items_value(line, line.index("19"), frozenset({"quorridor"}))
    # the asked item carries its own value: no bare item, the rule does not read the line
    given = "Board games compared: dice poker, 42 pips; Halma, 19 pegs; Quorridor, 20 walls"
    assert not bare_listed(given, given.index("42"), frozenset({"quorridor"}))


def test_a_kind_word_shared_by_items_tells_none_apart() -> None:
    line = "Cold lakes: Orvi Lake, Norway, 310 m; Lake Ohau, 129 m; Lake Vesso; Ben Tarn"
    own = frozenset({"lake", "vesso"})
    assert other_items_value(line, line.index("310"), own)
    assert other_items_value(line, line.index("129"), own)
    # asked about Lake Ohau: its own item's value stays
    assert not bare_listed(line, line.index("129"), frozenset({"lake", "ohau"}))


def test_an_attribute_question_sets_another_named_items_value_aside(policy: Policy) -> None:
    """"How tall …" names the table's attribute (height), no slot: the line's item that
    another name opens still owns its values."""
    query = "How tall is the Orvik Town Hall?"
    listed = ("Updated 03/2024 · Tall town halls: Dunmere, 212 m (696 ft), with a gilt "
              "lion on top; Orvik, 96 m; Kessel's Old Town Hall, with its bell tower")
    agree = run(policy, event(
        query,
        chunk("a", "Orvik Town Hall | Built: 1911 | Height: 96 m (315 ft)", "team_wiki"),
        chunk("b", listed, "team_wiki")))
    assert agree.conflicts == []
    differ = run(policy, event(
        query,
        chunk("a", "Orvik Town Hall | Built: 1911 | Height: 96 m (315 ft)", "team_wiki"),
        chunk("b", listed, "team_wiki"),
        chunk("c", "Orvik Town Hall | Completed: 1911 | Height: 104 m", "team_wiki")))
    assert [c.detected_fields for c in differ.conflicts] == [["quantity"]]


def test_a_line_no_list_rule_reads_is_never_another_items() -> None:
    prose = "Skarö harbour, Norway, has 14 piers and a lighthouse"
    assert not _may_list(prose)
    assert not other_items_value(prose, prose.index("14"), frozenset({"skaro"}))
    assert _may_list(_LINE)  # a heading's label
    assert _may_list("Skarö, Norway; Brennvik, 14 piers; Tallo")  # three ";" items
    assert _may_list("Skarö | Brennvik, 14 piers | Tallo")  # three cells


def test_the_per_line_memo_gives_what_the_rules_give() -> None:
    assert [_may_list(_LINE), _may_list(_LINE)] == [True, True]
    at = _LINE.index("14")
    assert [other_items_value(_LINE, at, frozenset({"skaro"})) for _ in range(2)] == [True, True]


def test_a_numbered_headed_list_whose_names_are_followed_by_their_kind() -> None:
    from workers.engine.list_owners import others_listed
    line = ("4 famous otter returns: 1. Tarka river otters, 1979; 2. Welsh otters in Powys, "
            "1984; 3. Norway's coastal otters; 4. otters in Kent")
    own = frozenset({"ouse", "washes"})  # "When were otters first released at Ouse Washes?"
    assert others_listed(line, line.index("1979"), own)
    assert others_listed(line, line.index("1984"), own)
    assert not others_listed(line, line.index("1979"), frozenset({"tarka"}))  # it names one
    three = "Famous otter returns: 1. the otters came back, 1979; 2. they spread, 1984."
    assert not others_listed(three, three.index("1979"), own)  # no item opens on a name


def test_an_item_opening_on_another_owner_is_that_owners() -> None:
    line = ("Painters and health: Ola Hagen's stroke, 1911; Per Moe's wheel accident, 1930; "
            "Lind retired, 1952")
    own = frozenset({"marta", "lind"})
    assert other_items_value(line, line.index("1930"), own)  # Moe's, while Lind has an item
    assert not other_items_value(line, line.index("1952"), own)
    assert not other_items_value(line, line.index("1930"), frozenset({"per", "moe"}))  # own
    # an item opening on a plain capitalised word names nothing: "Floods" is no owner
    plain = "Town events: Floods hit the mill, 1911; Fire in the school, 1930; Lind retired, 1952"
    assert not other_items_value(plain, plain.index("1930"), own)


def test_a_year_in_an_item_another_owner_opens_makes_no_conflict(policy: Policy) -> None:
    result = run(policy, event(
        "In what year did Marta Lind start using a wheelchair?",
        chunk("a", "Marta Lind | Painter | Wheelchair: from 1948", "team_wiki"),
        chunk("b", "Marta Lind started using a wheelchair in 1948.", "team_wiki"),
        chunk("c", "Painters and health: Ola Hagen's stroke, 1911; Per Moe's wheel accident, "
                   "1930; Lind retired, 1952", "team_wiki")))
    assert result.conflicts == []
