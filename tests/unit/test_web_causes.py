"""Web-snippet readings by cause (round 9): permissions granted only in one case
(``clauses``), per-item amounts beside totals (``per_item``), the opposite place
(``opposite_places``), counts of other things (``claims``, ``quantity``) and sentences that
deny being the answer (``self_denied``)."""

from __future__ import annotations

import pytest

from workers.engine import Policy
from workers.engine.fields.clauses import find
from workers.engine.reading import read_text
from workers.engine.self_denied import about_each_other, denies_being_asked
from workers.engine.sentence_claims import counted_by

from .conftest import chunk, event, run


def _page(chunk_id: str, text: str) -> dict[str, object]:
    return chunk(chunk_id, text, "team_wiki", doc_id=f"site-{chunk_id}.example")


def _clause(text: str) -> str:
    value = find(text, 0).value
    assert value is not None
    return value.exact


@pytest.mark.parametrize(
    ("text", "exact"),
    [("Under-12s may only fly alone with the airline's minor service, so book first.",
      "prohibit||airlin,minor,servic"),
     ("Only with the minor service, under-12s can't travel alone otherwise.",
      "prohibit||minor,servic"),
     ("Under 12 they cannot fly alone without the UM service, full stop.",
      "prohibit||servic,um"),
     # a case already read as a condition, and "only if", stay conditions
     ("Refunds may only be issued with manager approval.", "permit|approval,manager|"),
     ("You can only cancel if the seal is unbroken.", "permit|seal,unbroken|"),
     ("Guests may bring pets.", "permit||"),
     # a qualifier after a later clause is that clause's; one right after a comma attaches
     ("Cars are banned, and e-bikes too unless you have a mobility permit.", "prohibit||"),
     ("With no cars allowed, the road is the only highway in Michigan without motor vehicles.",
      "prohibit||"),
     ("Refunds are not allowed, unless the item is faulty.", "prohibit||faulty,item"),
     ("You can transfer £1,260 of your allowance (12,570 quid) to your spouse if they're "
      "a basic-rate taxpayer.", "permit|basic-rat,taxpayer,they'r|")],
)
def test_a_permission_only_in_one_case_is_a_prohibition_with_that_exception(
    text: str, exact: str
) -> None:
    assert _clause(text) == exact


def test_only_with_and_unless_agree(policy: Policy) -> None:
    query = "Can children under 12 fly alone on Nordavia?"
    res = run(policy, event(
        query,
        _page("a", "Children under 12 may not travel alone unless they are booked with our "
                   "minor service."),
        _page("b", "Note that on Nordavia under-12s may only fly alone with the airline's "
                   "minor service, so book that first."),
    ))
    assert res.context.status == "clean"


def test_a_per_engine_figure_is_no_rival_of_the_total(policy: Policy) -> None:
    query = "How powerful are the engines of the Hagerup-class patrol vessel?"
    pages = [_page("a", "Hagerup class: main engines 7,200 kW total."),
             _page("b", "The Hagerup class has 7,200 kilowatts from two diesels."),
             _page("c", "Reference list: Hagerup-class OPV, 2 engines, 3,600 kW at 750 rpm each.")]
    assert run(policy, event(query, *pages)).context.status == "clean"
    wrong = _page("c", "Reference list: Hagerup-class OPV engines give 5,000 kW in total.")
    assert run(policy, event(query, *pages[:2], wrong)).context.status != "clean"


def test_a_per_item_figure_that_nothing_multiplies_still_compares(policy: Policy) -> None:
    query = "How powerful are the engines of the Hagerup-class patrol vessel?"
    res = run(policy, event(
        query,
        _page("a", "Hagerup class: main engines 7,200 kW total."),
        _page("b", "The Hagerup class has 7,200 kilowatts from two diesels."),
        _page("c", "Reference list: Hagerup-class OPV engines, 2,500 kW at 750 rpm each."),
    ))
    assert res.context.status != "clean"


def test_a_permission_for_the_opposite_place_answers_nothing(policy: Policy) -> None:
    query = "Are Irish pubs allowed to let customers smoke indoors?"
    pages = [_page("a", "Smoking is not allowed in pubs or any enclosed workplace in Ireland."),
             _page("b", "You can't smoke inside a pub, full stop.")]
    outdoor = _page("c", "It is illegal to smoke inside pubs. You may smoke in a designated "
                         "outdoor area.")
    assert run(policy, event(query, *pages, outdoor)).context.status == "clean"
    indoor = _page("c", "You may smoke indoors in any Irish pub.")
    assert run(policy, event(query, *pages, indoor)).context.status != "clean"


def test_an_adjective_before_the_counted_noun_is_skipped() -> None:
    values = read_text("A: 64 individual squares on the board.").values
    assert [(v.display, v.dimension) for v in values] == [("64 square", "count:square")]


def test_counted_by() -> None:
    assert counted_by("Q: How many squares are on a chessboard?") == "squar"
    assert counted_by("how many rectangles (not just squares) can you find?") == "rectangl"
    assert counted_by("What is the height?") == ""


def test_answers_to_another_count_are_not_read(policy: Policy) -> None:
    query = "How many squares are there on a chessboard?"
    pages = [_page("a", "A chessboard has 64 squares arranged in an 8×8 grid."),
             _page("b", "For standard chess, yes: sixty-four squares."),
             _page("c", "A tournament board has 64 squares, each 2.25 inches."),
             _page("d", "Puzzle: how many rectangles (not just squares) can you find on a "
                        "chessboard? Answer: 1,296. Last week's answer, 204 squares of all "
                        "sizes, drew 3,100 entries.")]
    assert run(policy, event(query, *pages)).context.status == "clean"


def test_an_answer_that_counts_in_other_words_is_still_read(policy: Policy) -> None:
    query = "How many pieces does the LEGO set 75192 have?"
    pages = [_page("a", "LEGO 75192 has 7,541 pieces."),
             _page("b", "The 75192 set: 7541 pieces, 17 bags."),
             _page("c", "Q: How many bricks are in set 75192? A: 7,514 pieces.")]
    assert run(policy, event(query, *pages)).context.status != "clean"


@pytest.mark.parametrize(
    ("snippet", "denies"),
    [("Radar estimated ~301 mph, but that's a radar estimate aloft, not an anemometer gust.",
      True),
     ("The 301 mph figure is a gust, and it's not disputed.", False),
     ("That is not a record anyone expected: 408 km/h.", False)],
)
def test_a_sentence_that_denies_being_the_asked_thing(snippet: str, denies: bool) -> None:
    terms = frozenset({"fastest", "wind", "gust", "ever", "record"})
    assert denies_being_asked(snippet, terms) is denies


@pytest.mark.parametrize(
    ("snippet", "other"),
    [("A: Every link counts as 23 characters however long it is.", True),
     ("Each team has eleven players on the pitch.", False),
     ("Each side fields eleven players.", False),
     ("Every cell in your body has forty-six chromosomes.", False),
     ("Every post can be up to 280 characters long.", False)],
)
def test_a_sentence_about_each_of_another_thing(snippet: str, other: bool) -> None:
    terms = frozenset({"character", "post", "team", "player", "chromosom", "human"})
    assert about_each_other(snippet, terms) is other


def test_a_clause_about_another_numbered_item_answers_nothing(policy: Policy) -> None:
    query = "What percentage of gold is in 18-carat gold?"
    pages = [_page("a", "18 carat gold is 75% pure gold, 18 parts in 24."),
             _page("b", "A: Seventy-five per cent gold; the rest is other metals."),
             _page("c", "18-carat gold contains 75 per cent gold by mass.")]
    other = _page("d", "Is 18k worth it? 18k is three quarters gold, 14k is 58.5%.")
    assert run(policy, event(query, *pages, other)).context.status == "clean"
    wrong = _page("d", "Is 18k worth it? 18k is 58.5% gold, the rest is copper.")
    assert run(policy, event(query, *pages, wrong)).context.status != "clean"


def test_a_value_of_another_version_answers_nothing(policy: Policy) -> None:
    query = "How long is the song 'Copper Semaphore' by The Wrenfields?"
    pages = [_page("a", "A: The album version of Copper Semaphore runs 4 min 37 s."),
             _page("b", "The Wrenfields' 'Copper Semaphore' takes four minutes and "
                        "thirty-seven seconds.")]
    live = _page("c", "They closed with Copper Semaphore, stretched to like 9 minutes live.")
    assert run(policy, event(query, *pages, live)).context.status == "clean"
    studio = _page("c", "They closed with Copper Semaphore, all 9 minutes of the song.")
    assert run(policy, event(query, *pages, studio)).context.status != "clean"


def test_other_things_values_in_sentences_off_the_question_are_no_conflict(
    policy: Policy,
) -> None:
    query = "What is the value of the Avogadro constant?"
    pages = [_page("a", "The Avogadro constant is 6.02214076 × 10^23 per mole."),
             _page("b", "Q: Is it the same as Avogadro's number? A: Same digits. "
                        "A mole of water is about 18 g."),
             _page("c", "One mole contains that many entities. So 12 g of carbon-12, 18 g of "
                        "water or 58.44 g of salt each contain that many particles.")]
    assert run(policy, event(query, *pages)).context.status == "clean"
