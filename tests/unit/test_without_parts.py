"""A sentence naming the thing with the part the question asks it without (``without_parts``)
states another product's values."""

from __future__ import annotations

from workers.engine.without_parts import left_out

from .conftest import chunk, event


def subjects(query: str, text: str) -> list[tuple[str, list[str]]]:
    """Each claim of a one-chunk event: its subject key and the displays of its values."""
    from workers.engine.claims import extract_claims
    from workers.engine.query import read_query

    ev = event(query, chunk("c", text, source_tier="secondary"))
    return [(c.subject, [v.display for v in c.values.values()])
            for c in extract_claims(ev.chunks[0], read_query(ev))]


def test_the_part_left_out_is_the_last_word_of_the_without_phrase() -> None:
    assert left_out("What does a boiler service cost without the safety certificate?") \
        == left_out("… without a certificate") != ""
    assert left_out("What does a boiler service cost?") == ""


def test_a_sentence_with_the_part_states_another_product() -> None:
    query = "What does a boiler service cost without the certificate?"
    assert subjects(query, "Landlords: boiler service with gas certificate for £95.")[0][0] \
        == "with:certificat"
    # the thing without the part, or a sentence writing both, is the asked one
    assert subjects(query, "A boiler service without a certificate is £70.")[0][0] == ""
    assert subjects(query, "A boiler service is £70, or £95 with no certificate fee.")[0][0] \
        == ""
    # a question writing no "without" reads every sentence as before
    assert subjects("What does a boiler service cost?",
                    "Boiler service with gas certificate for £95.")[0][0] == ""
