"""A value read without the question's predicate that is an order of magnitude away from
every predicate answer measures another attribute: it disputes nothing (``unpredicated``)."""

from __future__ import annotations

from workers.engine import Policy

from .conftest import conflict_sets

ORBIT = "How long does Ixion take to orbit Keld?"
TAKES = "Ixion takes 9 hours 20 minutes to orbit Keld, faster than Keld turns."
ORBITS = "Astronomers note that Ixion orbits Keld every 9 hours 20 minutes."
SPIRAL = ("5 months ago · Re: Ixion's slow spiral — it sinks 3 m a century and should break "
          "apart in 40 to 60 million years. — reply #4")
NEAR = "5 months ago · Re: Ixion — it goes round in about 11 hours, if I remember. — reply #2"
SHORTER = ("Ixion is 3 hours faster than thought: new tracking puts it at 9 hours 20 minutes "
           "round Keld.")


def test_a_far_value_without_the_predicate_disputes_nothing(policy: Policy) -> None:
    assert conflict_sets(policy, ORBIT, *_chunks(a=TAKES, b=ORBITS, c=SPIRAL)) == []


def test_a_near_value_without_the_predicate_still_disputes(policy: Policy) -> None:
    assert conflict_sets(policy, ORBIT, *_chunks(a=TAKES, b=ORBITS, c=NEAR)) == [
        {"a", "b", "c"}]


def test_without_a_predicate_answer_broad_readings_stand(policy: Policy) -> None:
    assert conflict_sets(policy, ORBIT, *_chunks(c=SPIRAL, d=NEAR)) == [{"c", "d"}]


def _chunks(**texts: str) -> list[dict[str, str]]:
    return [{"chunk_id": cid, "doc_id": f"doc-{cid}", "text": text, "doc_class": "team_wiki"}
            for cid, text in texts.items()]
