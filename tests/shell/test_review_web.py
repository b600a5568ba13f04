"""The review service's web layer without a broker: sign-in, tenant isolation, CSRF, every
rejection (4xx and nothing produced), escaping, headers, the write-back it produces."""

from __future__ import annotations

from typing import Any

from schemas import ConflictRecord
from workers.engine.decisions import record_disagreement
from workers.review.web import HEADERS

from .review_fixtures import PASSWORD, RecordingPublisher, client, escalated, review_for, token


def _produced(review: Any) -> list[Any]:
    publisher = review.publisher
    assert isinstance(publisher, RecordingPublisher)
    return publisher.produced


async def _form(c: Any, record: ConflictRecord) -> str:
    page = await c.get(f"/conflicts/{record.conflict_id}")
    assert page.status == 200
    return await page.text()


async def _decide(c: Any, record: ConflictRecord, **fields: str) -> Any:
    data = {"csrf": token(await _form(c, record))} | fields
    return await c.post(f"/conflicts/{record.conflict_id}/decision", data=data,
                        allow_redirects=False)


async def test_pages_need_a_session() -> None:
    record = escalated()
    review = review_for(record)
    async with client(review, name=None) as c:
        page = await c.get("/conflicts", allow_redirects=False)
        assert (page.status, page.headers["Location"]) == (303, "/login")
        post = await c.post(f"/conflicts/{record.conflict_id}/decision",
                            data={"decision": "accept_neither"})
        assert post.status == 401
    assert _produced(review) == []


async def test_sign_in_needs_the_password_and_the_form_token() -> None:
    review = review_for()
    async with client(review, name=None) as c:
        form = token(await (await c.get("/login")).text())
        wrong = await c.post("/login", data={"csrf": form, "name": "ann", "password": "nope"},
                             allow_redirects=False)
        assert wrong.status == 401
        forged = await c.post("/login", data={"name": "ann", "password": "x"},
                              allow_redirects=False)
        assert forged.status == 403


async def test_a_reviewer_sees_only_their_tenant() -> None:
    ours, theirs = escalated("acme"), escalated("globex")
    review = review_for(ours, theirs)
    async with client(review, "ann") as c:
        listing = await (await c.get("/conflicts")).text()
        assert ours.conflict_id in listing
        assert theirs.conflict_id not in listing
        other = await c.get(f"/conflicts/{theirs.conflict_id}")
        assert other.status == 404
        csrf = token(listing)
        post = await c.post(f"/conflicts/{theirs.conflict_id}/decision",
                            data={"csrf": csrf, "decision": "accept_neither"})
        assert post.status == 404
    assert _produced(review) == []


async def test_decisions_without_the_right_csrf_token_are_refused() -> None:
    record = escalated()
    review = review_for(record)
    async with client(review) as c:
        for data in ({"decision": "accept_neither"},
                     {"decision": "accept_neither", "csrf": "forged"}):
            post = await c.post(f"/conflicts/{record.conflict_id}/decision", data=data)
            assert post.status == 403
            assert "CSRF" in await post.text()
    assert _produced(review) == []


async def test_each_invalid_decision_gets_a_clear_4xx_and_nothing_is_produced() -> None:
    record = escalated()
    review = review_for(record)
    cases = [
        ({"decision": "accept_winner", "chunk_id": "c_zzz"}, 400, "one of this conflict"),
        ({"decision": "accept_winner"}, 400, "one of this conflict"),
        ({"decision": "accept_both_with_condition", "condition": "   "}, 400, "condition"),
        ({"decision": "overrule"}, 400, "one of the four"),
        ({"decision": "accept_neither", "note": "x" * 5000}, 400, "too long"),
    ]
    async with client(review) as c:
        for fields, status, message in cases:
            reply = await _decide(c, record, **fields)
            assert reply.status == status, fields
            assert message in await reply.text()
        csrf = token(await _form(c, record))
        unknown = await c.post("/conflicts/cf_0000000000000000/decision",
                               data={"csrf": csrf, "decision": "accept_neither"})
        assert unknown.status == 404
    assert _produced(review) == []


async def test_accept_winner_produces_the_decision_and_the_reviewed_record() -> None:
    record = escalated()
    review = review_for(record)
    async with client(review) as c:
        reply = await _decide(c, record, decision="accept_winner", chunk_id="c_b",
                              note="confirmed with the data team")
        assert reply.status == 303
        ((decision, reviewed),) = _produced(review)
        assert (decision.conflict_id, decision.reviewer, decision.chunk_id) == (
            record.conflict_id, "ann", "c_b")
        assert decision.disagreement_id == record_disagreement(record)
        assert decision.tenant == "acme"
        assert reviewed.status == "reviewed"
        assert (reviewed.reviewer, reviewed.reviewer_decision, reviewed.winner) == (
            "ann", "accept_winner", "c_b")
        assert reviewed.reviewer_note == "confirmed with the data team"
        page = await (await c.get(reply.headers["Location"])).text()
        assert "Decision recorded." in page
        assert "Decided by ann" in page
        again = await _decide(c, record, decision="accept_neither")
        assert again.status == 409
        assert "already been decided" in await again.text()
    assert len(_produced(review)) == 1


async def test_accept_both_carries_the_condition() -> None:
    record = escalated()
    review = review_for(record)
    async with client(review) as c:
        reply = await _decide(c, record, decision="accept_both_with_condition",
                              condition="90 days for audit logs, 30 for the rest")
        assert reply.status == 303
    ((decision, reviewed),) = _produced(review)
    assert decision.condition == "90 days for audit logs, 30 for the rest"
    assert reviewed.reviewer_condition == decision.condition
    assert reviewed.winner is None


async def test_retrieved_html_renders_as_text_under_a_strict_csp() -> None:
    record = escalated(script=True)
    review = review_for(record)
    async with client(review) as c:
        page = await c.get(f"/conflicts/{record.conflict_id}")
        html = await page.text()
        assert "<script" not in html
        assert "&lt;script&gt;alert(&#x27;x&#x27;)&lt;/script&gt;" in html
        assert "&lt;b&gt;bold&lt;/b&gt;" in html
        for name, value in HEADERS.items():
            assert page.headers[name] == value
        assert "frame-ancestors 'none'" in page.headers["Content-Security-Policy"]


async def test_conflict_page_sections_come_in_order() -> None:
    earlier = escalated(event_id="ev-0")
    current = escalated(event_id="ev-9", days=("90", "31"), suffix="9")
    assert earlier.entity_key == current.entity_key
    review = review_for(earlier, current)
    async with client(review) as c:
        await _decide(c, earlier, decision="accept_neither", note="both outdated")
        html = await _form(c, current)
    headings = ["<h2>Query", "<h2>Conflicting values", "<h2>What differs",
                "<h2>The engine's verdict", "<h2>Prior decisions", "<h2>Decision"]
    positions = [html.index(h) for h in headings]
    assert positions == sorted(positions)
    prior = html[html.index('id="prior"'):]
    assert "Accept neither" in prior
    assert earlier.conflict_id in prior
    assert "majority: did not separate them" in html


async def test_list_filters_and_pages() -> None:
    records = [escalated(event_id=f"ev-{n}", days=("90", str(n + 1)), suffix=str(n))
               for n in range(60)]
    review = review_for(*records)
    async with client(review) as c:
        first = await (await c.get("/conflicts")).text()
        assert "page 1 of 2" in first
        second = await (await c.get("/conflicts?page=2")).text()
        assert "page 2 of 2" in second
        none = await (await c.get("/conflicts?owner=security-office")).text()
        assert "No open conflicts match." in none
        by_field = await (await c.get("/conflicts?field=quantity&doc_class=team_wiki")).text()
        assert "page 1 of 2" in by_field


async def test_repeated_failed_sign_ins_are_throttled() -> None:
    review = review_for()
    async with client(review, name=None) as c:
        for attempt in range(6):
            form = token(await (await c.get("/login")).text())
            reply = await c.post("/login", data={"csrf": form, "name": "ann",
                                                 "password": "guess"}, allow_redirects=False)
            assert reply.status == (401 if attempt < 5 else 429)
        form = token(await (await c.get("/login")).text())
        right = await c.post("/login", data={"csrf": form, "name": "ann",
                                             "password": PASSWORD}, allow_redirects=False)
        assert right.status == 429  # even the right password waits out the window
