"""A numbered list's item numbers ("1. …, 2. …") are no counts, amounts or years."""

from schemas.events import RetrievalEvent
from workers.engine.claims import extract_claims
from workers.engine.list_markers import list_marker_spans
from workers.engine.query import read_query


def _marked(text: str) -> list[str]:
    return [text[a:b] for a, b in list_marker_spans(text)]


def test_markers_after_a_colon_and_middle_dots() -> None:
    assert _marked("Four oldest lighthouses: 1. Tarven Head · 2. the Skerry light · "
                   "3. Moll Point") == ["1", "2", "3"]


def test_markers_without_separators_and_with_semicolons() -> None:
    assert _marked("Best ferry routes 1. Orvik to Hale 2. Hale to Brim") == ["1", "2"]
    assert _marked("Three rules: 1. book early; 2. pay online; 3. arrive at 9") == [
        "1", "2", "3"]


def test_two_lists_each_start_over() -> None:
    assert _marked("North: 1. Aske 2. Brenn. South: 1. Coll 2. Dunn 3. Eyre") == [
        "1", "2", "1", "2", "3"]


def test_lone_number_and_decimals_are_no_markers() -> None:
    assert _marked("Q: how many wells? A: 8. They were dug in 1901.") == []
    assert _marked("It grew 1. 5 percent, then 2.5 percent.") == []
    assert _marked("Version 1.2 follows 1.1 and 2.0.") == []


def test_a_marker_is_never_a_count_answer() -> None:
    event = RetrievalEvent.model_validate({
        "event_id": "e1", "tenant": "t", "emitted_at": "2027-01-01T00:00:00Z",
        "query": "How many wrecks were found at Tarven Bay?",
        "chunks": [{"chunk_id": "c1", "doc_id": "d1", "doc_class": "team_wiki",
                    "text": "Famous wreck sites of the coast: 1. Tarven Bay, Orkney "
                            "· 2. the Moll Sound wrecks · 3. Skerry Reef"}]})
    assert extract_claims(event.chunks[0], read_query(event)) == []


def test_a_stated_count_is_still_read() -> None:
    event = RetrievalEvent.model_validate({
        "event_id": "e2", "tenant": "t", "emitted_at": "2027-01-01T00:00:00Z",
        "query": "How many wrecks were found at Tarven Bay?",
        "chunks": [{"chunk_id": "c1", "doc_id": "d1", "doc_class": "team_wiki",
                    "text": "Divers found 12 wrecks at Tarven Bay in 1998."}]})
    claims = extract_claims(event.chunks[0], read_query(event))
    assert [v.display for c in claims for v in c.values.values()] == ["12 wreck"]


