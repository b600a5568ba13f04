"""A game's short format named by a plural number word is another thing than the game
(``format_names``). The texts are invented."""

from __future__ import annotations

from workers.engine.format_names import format_named

_NETBALL = "How many players are on a netball team on court?"


def test_a_format_of_the_game_is_another_thing() -> None:
    said = "The league added netball fives, with five players a side, last winter."
    assert format_named(said, _NETBALL) == "rival:format-netball-fives"


def test_the_asked_format_a_singular_or_another_game_stays() -> None:
    assert format_named("Netball fives has five players a side.",
                        "How many players are on a netball fives team?") == ""
    assert format_named("A netball seven takes the court.", _NETBALL) == ""
    assert format_named("Rugby sevens has seven players a side.", _NETBALL) == ""
