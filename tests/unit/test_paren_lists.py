"""A headed list of parenthesised items: each item owns its values and names."""

from workers.engine import Policy
from workers.engine.list_owners import other_items_value
from workers.engine.paren_lists import other_paren_item

from .conftest import chunk, event, run

_BOOKS = ("Great baking books: Bread Baking (Agnes Jekyll), Winter Baking (Ruth Ober), "
          "Ben Tovey's Baking Book")
_LIGHTS = ("Famous lighthouses: Skerry Light (Orkney), Bell Rock (Angus, eleven storeys), "
           "Fastnet (Cork)")


def test_a_name_or_value_in_another_item_is_that_items() -> None:
    own = frozenset({"winter", "baking"})
    assert other_paren_item(_BOOKS, _BOOKS.index("Ben Tovey"), own)
    assert other_paren_item(_BOOKS, _BOOKS.index("Agnes"), own)
    assert not other_paren_item(_BOOKS, _BOOKS.index("Ruth"), own)  # the asked item's own
    skerry = frozenset({"skerry", "light"})
    assert other_paren_item(_LIGHTS, _LIGHTS.index("eleven"), skerry)
    assert not other_paren_item(_LIGHTS, _LIGHTS.index("eleven"), frozenset({"bell", "rock"}))
    # through the list owner, the value's chunk-wide entry point
    text = "Updated 05/2024 · " + _LIGHTS
    assert other_items_value(text, text.index("eleven"), skerry)


def test_a_kind_word_every_item_shares_picks_out_no_item() -> None:
    # "Baking" is the kind: "Ben Tovey's Baking Book" is not picked out by it alone
    assert not other_paren_item(_BOOKS, _BOOKS.index("Ben Tovey"), frozenset({"baking"}))
    shared = "Old mills: Ash Mill (Leeds), Oak Mill (York), Elm Mill (Hull, 6 floors)"
    assert other_paren_item(shared, shared.index("6"), frozenset({"ash", "mill"}))
    assert not other_paren_item(shared, shared.index("6"), frozenset({"mill"}))


def test_an_unheaded_short_or_unparenthesised_list_or_a_row_is_left_alone() -> None:
    own = frozenset({"winter", "baking"})
    bare = _BOOKS.removeprefix("Great baking books: ")
    assert not other_paren_item(bare, bare.index("Ben"), own)  # no heading
    two = "Great baking books: Winter Baking (Ruth Ober), Ben Tovey's Baking Book"
    assert not other_paren_item(two, two.index("Ben"), own)
    plain = "Great baking books: Bread Baking, Winter Baking (Ruth Ober), Ben Tovey's Baking Book"
    assert not other_paren_item(plain, plain.index("Ben"), own)  # one parenthesis only
    row = ("Bell Foundry | Closed: 2017 | Bells cast: Tom (1845), Great Paul (1881), "
           "Ada Bell (1901) | Site: Bell Road")
    assert not other_paren_item(row, row.index("2017"), frozenset({"bell", "foundry"}))
    qa = "Q: which? A: Bread Baking (Agnes Jekyll), Winter Baking (Ruth Ober), Pie Book (Ben)"
    assert not other_paren_item(qa, qa.index("Agnes"), own)  # "Q:" is no heading


def test_another_items_maker_makes_no_name_conflict(policy: Policy) -> None:
    result = run(policy, event(
        "Who wrote the baking book Winter Baking?",
        chunk("a", "Winter Baking | Author: Ruth Ober | Published: 1961", "team_wiki"),
        chunk("b", "Ruth Ober wrote Winter Baking, a book of cold-season recipes.", "team_wiki"),
        chunk("c", _BOOKS, "team_wiki")))
    assert result.conflicts == []


def test_another_items_count_makes_no_conflict(policy: Policy) -> None:
    result = run(policy, event(
        "How many storeys does the Skerry Light lighthouse have?",
        chunk("a", "Skerry Light | Storeys: 7 | Lit: 1851 | Island: Orkney", "team_wiki"),
        chunk("c", _LIGHTS, "team_wiki")))
    assert result.conflicts == []
