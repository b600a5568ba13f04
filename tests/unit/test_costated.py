"""Values one chunk states side by side (``costated``): a day without its year states no
year, so it explains no dispute between two years, and answers no question asking a year
(``yearless``; a slot asking a year reads no such day: ``asked_values``)."""

from __future__ import annotations

from workers.engine import Policy

from .conftest import chunk, event, run

_QUERY = "In what year was the Orlen Prize for prose first awarded?"
_TWO_YEARS = (
    chunk("a", "Orlen Prize | Awarded for: prose | First awarded: 1961 | Value: £900",
          "team_wiki"),
    chunk("b", "Q: when was the orlen prize first awarded? A: The Orlen Prize for prose was "
               "first awarded in 1964, to a Fife novelist. 2 answers", "team_wiki"),
    chunk("c", "Re: small prizes — the Orlen Prize for prose was first awarded in 1961, "
               "and it still runs.", "team_wiki"),
)


def test_a_day_without_its_year_explains_no_dispute_between_years(policy: Policy) -> None:
    closing = chunk("d", "Entries for the Orlen Prize for prose: fee £4, closing date 30 June.",
                    "team_wiki")
    result = run(policy, event(_QUERY, *_TWO_YEARS, closing))
    assert result.context.status != "clean"
    assert any("date" in c.detected_fields for c in result.conflicts)



def test_a_day_without_its_year_casts_no_vote_between_two_years(policy: Policy) -> None:
    two_each = (*_TWO_YEARS, chunk("e", "The Orlen Prize for prose dates from 1964, its "
                                        "first year.", "team_wiki"))
    closing = chunk("d", "Entries for the Orlen Prize for prose: fee £4, closing date 30 June.",
                    "team_wiki")
    result = run(policy, event(_QUERY, *two_each, closing))
    assert result.context.status == "escalated"
    assert all("d" not in [m.chunk_id for m in c.chunks] for c in result.conflicts)



def test_a_year_question_reads_the_year_not_the_day_without_one() -> None:
    from workers.engine.claims import extract_claims
    from workers.engine.query import read_query

    text = ("Re: Orlen Hall — the Orlen Hall was opened in 1931; its season still opens on "
            "7 December.")
    ev = event("In what year was the Orlen Hall opened?", chunk("a", text, "team_wiki"))
    claims = extract_claims(ev.chunks[0], read_query(ev))
    assert [c.values["date"].display for c in claims if "date" in c.values] == ["1931"]


def test_a_restatement_in_another_unit_is_stated_beside_the_measure(policy: Policy) -> None:
    from workers.engine.costated import restatements
    from workers.engine.reading import read_text

    said = "The Tarn ladder rises about 12 metres, roughly 40 feet, above the weir."
    first, second = read_text(said).values[:2]
    assert restatements(said, first, (first, second)) == [second]
    apart = "The Tarn ladder rises about 12 metres, and the weir's 40 feet of fall."
    one, two = read_text(apart).values[:2]
    assert restatements(apart, one, (one, two)) == []
    query = "How high does the Tarn fish ladder rise?"
    pages = [chunk("a", "Tarn fish ladder | Rise: 2 m | Pools: 20", "team_wiki"),
             chunk("b", "Q: how high is the tarn fish ladder? A: The Tarn fish ladder rises "
                        "about 2 metres, roughly 6 feet. 3 answers", "team_wiki"),
             chunk("c", "Re: weirs — the Tarn fish ladder rises up to 6 ft over the weir.",
                   "team_wiki")]
    assert run(policy, event(query, *pages)).context.status == "clean"
    pages[2] = chunk("c", "Re: weirs — the Tarn fish ladder rises up to 9 ft over the weir.",
                     "team_wiki")
    assert run(policy, event(query, *pages)).context.status != "clean"
