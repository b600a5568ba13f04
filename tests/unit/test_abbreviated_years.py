"""A span of years written short ("1841–44") states its second year too; a year whose century an
apostrophe elides ("'82") is no count. Texts are invented."""

from __future__ import annotations

from workers.engine import Policy
from workers.engine.abbreviated_years import elided_years, is_elided, short_end
from workers.engine.bare_numbers import COUNT

from .conftest import chunk, event, run

QUERY = "In what year was the Orlow weaving shed built?"


def _page(chunk_id: str, text: str, rank: int) -> dict[str, object]:
    return chunk(chunk_id, text, "team_wiki", doc_id=f"site-{chunk_id}.example", rank=rank)


def test_the_second_year_takes_the_first_years_century() -> None:
    text = "Built: 1841–44 | Height: 31 m"
    assert short_end(text, text.index("1841") + 4, "1841") == (text.index("44") + 2, "1844")
    text = "Season 1998-02 closure"
    assert short_end(text, text.index("1998") + 4, "1998") == (text.index("02") + 2, "2002")


def test_no_second_year_without_two_lone_digits() -> None:
    for text in ("Built: 1841–445 m", "Built: 1841–44.5 m", "Built: 1841 44", "Built: 1841–44%"):
        assert short_end(text, text.index("1841") + 4, "1841") is None


def test_a_short_span_agrees_with_pages_giving_its_second_year(policy: Policy) -> None:
    res = run(policy, event(
        QUERY,
        _page("a", "Orlow weaving shed | Town: Kessby | Built: 1841–44 | Height: 31 m", 1),
        _page("b", "The Orlow weaving shed was built in 1844 for the Hale brothers.", 2),
        _page("c", "Orlow's weaving shed, built in 1844, still has its sawtooth roof.", 3),
        _page("d", "Kessby's Orlow weaving shed was built in 1844 by local masons.", 4),
    ))
    assert res.conflicts == []
    assert res.context.status == "clean"


def test_a_short_span_ending_elsewhere_still_disagrees(policy: Policy) -> None:
    res = run(policy, event(
        QUERY,
        _page("a", "Orlow weaving shed | Town: Kessby | Built: 1841–42 | Height: 31 m", 1),
        _page("b", "The Orlow weaving shed was built in 1844 for the Hale brothers.", 2),
        _page("c", "Orlow's weaving shed, built in 1844, still has its sawtooth roof.", 3),
        _page("d", "Kessby's Orlow weaving shed was built in 1844 by local masons.", 4),
    ))
    assert [c.detected_fields for c in res.conflicts] == [["date"]]


def test_two_digits_an_apostrophe_opens_are_a_year_never_a_bare_count() -> None:
    assert [m.group(1) for m in COUNT.finditer("the herd began with 40, back in '79.")] == ["40"]
    assert [m.group(1) for m in COUNT.finditer("since ’09 | Pairs: 12")] == ["12"]
    assert [m.group(1) for m in COUNT.finditer("code '123 and '7 left")] == ["123", "7"]


def test_a_slash_joins_a_winter_s_two_years_not_a_date() -> None:
    text = "built in the hard winter of 1841/42, when the river froze"
    assert short_end(text, text.index("1841") + 4, "1841") == (text.index("42") + 2, "1842")
    for text in ("opened on 1841/12/05", "opened 1841/12", "the 1841/45 survey"):
        assert short_end(text, text.index("1841") + 4, "1841") is None  # a month; no season


def test_an_elided_year_stands_alone_and_keeps_its_apostrophe() -> None:
    text = "Back in '29 the '90s fans sang 'Figaro', 5'11 tall, ’07 too."
    found = elided_years(text, 10, [])
    assert [v.surface for v in found] == ["'29", "’07"]
    assert all(is_elided(v) for v in found) and found[0].start == 10 + text.index("'29")
    assert elided_years(text, 0, [(text.index("'29"), text.index("'29") + 3)])[0].surface == "’07"
