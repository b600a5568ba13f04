"""The review service's web application (aiohttp), built in a factory.

Every response carries a strict CSP (no script at all, styles from this origin), no framing
and no caching. Pages need a signed-in session; a reviewer only ever reads or decides
conflicts of their own tenant (another tenant's conflict is "not found"). A decision is
checked completely before anything is produced: CSRF token, conflict, open status, not
decided yet, a known kind, the chunk belongs to the conflict, a condition when one is
required. Then the ReviewerDecision is produced and the reviewed record written back, both
acknowledged, before the reviewer sees the result.
"""

from __future__ import annotations

import asyncio
import logging
import secrets
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Protocol, get_args

from aiohttp import web
from prometheus_client import generate_latest

from schemas.records import ConflictRecord, ReviewerDecision
from schemas.types import DecisionKind, parse_iso
from workers.engine.decisions import (
    DecisionError,
    as_entry,
    decision_for,
    fold_decision,
    record_disagreement,
)
from workers.review import pages
from workers.review.auth import Authenticator, Session, Sessions, Throttle, same_token
from workers.review.metrics import ReviewMetrics
from workers.review.store import OPEN_STATUSES, Filters, Store

log = logging.getLogger(__name__)

SESSION_COOKIE = "review_session"
LOGIN_COOKIE = "review_login"
PAGE_SIZE = 50
MAX_CONDITION, MAX_NOTE = 2000, 4000
CSS = Path(__file__).with_name("review.css")
HEADERS = {
    "Content-Security-Policy": (
        "default-src 'none'; style-src 'self'; img-src 'self'; form-action 'self'; "
        "frame-ancestors 'none'; base-uri 'none'"
    ),
    "X-Frame-Options": "DENY",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
    "Cache-Control": "no-store",
}
KINDS: tuple[str, ...] = get_args(DecisionKind)


class Publisher(Protocol):
    """Produces a decision, then the reviewed record; returns once both are acknowledged."""

    async def publish(self, decision: ReviewerDecision, reviewed: ConflictRecord) -> None: ...


class Rejected(Exception):  # noqa: N818 -- a reply, not a failure
    """A request refused with an HTTP status and a message for the reviewer."""

    def __init__(self, status: int, message: str) -> None:
        super().__init__(message)
        self.status = status


@dataclass(slots=True)
class Review:
    """What the handlers share; ``ready`` turns true once the store has caught up."""

    store: Store
    auth: Authenticator
    sessions: Sessions
    publisher: Publisher
    metrics: ReviewMetrics
    now: Callable[[], datetime]
    secure_cookies: bool = False
    ready: bool = False
    throttle: Throttle = field(default_factory=Throttle)
    lock: asyncio.Lock | None = None


Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]
REVIEW = web.AppKey("review", Review)


@web.middleware
async def _headers(request: web.Request, handler: Handler) -> web.StreamResponse:
    try:
        response = await handler(request)
    except Rejected as exc:
        response = _html(pages.message_page("Not done", str(exc)), exc.status)
    except web.HTTPException as exc:
        exc.headers.update(HEADERS)
        raise
    response.headers.update(HEADERS)
    return response


def create_web_app(review: Review) -> web.Application:
    review.lock = review.lock or asyncio.Lock()
    app = web.Application(middlewares=[_headers], client_max_size=64 * 1024)
    app[REVIEW] = review
    app.router.add_get("/", _home)
    app.router.add_get("/static/review.css", _css)
    app.router.add_get("/health", _health)
    app.router.add_get("/metrics", _metrics)
    app.router.add_get("/login", _login_form)
    app.router.add_post("/login", _login)
    app.router.add_post("/logout", _logout)
    app.router.add_get("/conflicts", _list)
    app.router.add_get("/conflicts/{conflict_id}", _conflict)
    app.router.add_post("/conflicts/{conflict_id}/decision", _decide)
    return app


def _html(body: str, status: int = 200) -> web.Response:
    return web.Response(text=body, status=status, content_type="text/html", charset="utf-8")


def _redirect(location: str) -> web.Response:
    return web.Response(status=303, headers={"Location": location})


async def _home(request: web.Request) -> web.StreamResponse:
    return _redirect("/conflicts")


async def _css(request: web.Request) -> web.StreamResponse:
    return web.Response(body=CSS.read_bytes(), content_type="text/css")


async def _health(request: web.Request) -> web.StreamResponse:
    ready = request.app[REVIEW].ready
    return web.json_response({"ready": ready}, status=200 if ready else 503)


async def _metrics(request: web.Request) -> web.StreamResponse:
    body = generate_latest(request.app[REVIEW].metrics.registry)
    return web.Response(body=body, content_type="text/plain", charset="utf-8")


async def _login_form(request: web.Request) -> web.StreamResponse:
    token = secrets.token_urlsafe(24)
    response = _html(pages.login_page(token))
    _set_cookie(request, response, LOGIN_COOKIE, token)
    return response


async def _login(request: web.Request) -> web.StreamResponse:
    review = request.app[REVIEW]
    form = await request.post()
    if not same_token(request.cookies.get(LOGIN_COOKIE, ""), _text(form, "csrf")):
        raise Rejected(403, "The sign-in form expired; reload the page and sign in again.")
    name = (_text(form, "name") or "")[:64]
    if review.throttle.blocked(name):
        raise Rejected(429, "Too many failed sign-ins for this name: wait 15 minutes.")
    reviewer = review.auth.check(name, _text(form, "password") or "")
    if reviewer is None:
        review.throttle.failed(name)
        token = secrets.token_urlsafe(24)
        response = _html(pages.login_page(token, "Unknown name or wrong password."), 401)
        _set_cookie(request, response, LOGIN_COOKIE, token)
        return response
    review.throttle.succeeded(name)
    token, _ = review.sessions.open(reviewer)
    log.info("reviewer %s of tenant %s signed in", reviewer.name, reviewer.tenant)
    response = _redirect("/conflicts")
    _set_cookie(request, response, SESSION_COOKIE, token)
    response.del_cookie(LOGIN_COOKIE, path="/")
    return response


async def _logout(request: web.Request) -> web.StreamResponse:
    review = request.app[REVIEW]
    session = _session(request)
    form = await request.post()
    if not same_token(session.csrf, _text(form, "csrf")):
        raise Rejected(403, "Missing or wrong form token (CSRF): nothing was done.")
    review.sessions.close(request.cookies.get(SESSION_COOKIE))
    response = _redirect("/login")
    response.del_cookie(SESSION_COOKIE, path="/")
    return response


async def _list(request: web.Request) -> web.StreamResponse:
    review, session = request.app[REVIEW], _session(request)
    _ready(review)
    q = request.query
    filters = Filters(q.get("owner", ""), q.get("doc_class", ""), q.get("field", ""))
    number = int(q["page"]) if q.get("page", "").isdigit() and int(q["page"]) > 0 else 1
    tenant = session.reviewer.tenant
    page = review.store.open_conflicts(tenant, filters, number, PAGE_SIZE)
    body = pages.list_page(page, filters, facets=review.store.facets(tenant), now=review.now(),
                           who=session.reviewer.name, tenant=tenant, csrf=session.csrf)
    return _html(body)


async def _conflict(request: web.Request) -> web.StreamResponse:
    review, session = request.app[REVIEW], _session(request)
    _ready(review)
    record = _own_conflict(review, session, request.match_info["conflict_id"])
    prior = review.store.prior_decisions(record.tenant, record.entity_key, record.conflict_id)
    flash = "Decision recorded." if request.query.get("decided") else None
    body = pages.conflict_page(record, prior, now=review.now(), who=session.reviewer.name,
                               csrf=session.csrf, flash=flash)
    return _html(body)


async def _decide(request: web.Request) -> web.StreamResponse:
    review, session = request.app[REVIEW], _session(request)
    _ready(review)
    form = await request.post()
    if not same_token(session.csrf, _text(form, "csrf")):
        raise Rejected(403, "Missing or wrong form token (CSRF): nothing was recorded.")
    assert review.lock is not None
    async with review.lock:
        record = _own_conflict(review, session, request.match_info["conflict_id"])
        decision = _checked_decision(review, session, record, form)
        reviewed = fold_decision(record, as_entry(decision), decision.chunk_id)
        try:
            await review.publisher.publish(decision, reviewed)
        except Exception as exc:
            log.exception("could not record the decision on %s", record.conflict_id)
            raise Rejected(503, "The decision could not be written to Kafka; try again.") from exc
        review.store.put_decision(decision)
        review.store.put_conflict(reviewed)
    waited = (review.now() - parse_iso(record.created_at)).total_seconds()
    review.metrics.decided(decision.decision, waited)
    log.info("%s decided %s on %s", session.reviewer.name, decision.decision, record.conflict_id)
    return _redirect(f"/conflicts/{record.conflict_id}?decided=1")


def _checked_decision(
    review: Review, session: Session, record: ConflictRecord, form: object
) -> ReviewerDecision:
    """The decision the form asks for; Rejected (4xx) for anything that does not hold."""
    earlier = review.store.decision(record.conflict_id)
    if record.reviewer_decision is not None or (earlier is not None and earlier.disagreement_id
                                                in (None, record_disagreement(record))):
        raise Rejected(409, f"Conflict {record.conflict_id} has already been decided.")
    if record.status not in OPEN_STATUSES:
        raise Rejected(409, f"Conflict {record.conflict_id} is {record.status}, not open.")
    kind = _text(form, "decision")
    if kind not in KINDS:
        raise Rejected(400, "Choose one of the four decisions.")
    chunk_id = _text(form, "chunk_id") if kind == "accept_winner" else None
    if kind == "accept_winner" and chunk_id not in {c.chunk_id for c in record.chunks}:
        raise Rejected(400, "Accepting the winner needs one of this conflict's chunks.")
    condition = (_text(form, "condition") or "").strip() or None
    if kind == "accept_both_with_condition" and condition is None:
        raise Rejected(400, "Accepting both needs the condition under which both hold.")
    note = (_text(form, "note") or "").strip() or None
    if len(condition or "") > MAX_CONDITION or len(note or "") > MAX_NOTE:
        raise Rejected(400, "The condition or the note is too long.")
    decided_at = review.now().isoformat().replace("+00:00", "Z")
    try:
        return decision_for(record, kind, session.reviewer.name, decided_at,  # type: ignore[arg-type] # kind checked in KINDS
                            chunk_id=chunk_id, condition=condition, note=note)
    except DecisionError as exc:
        raise Rejected(400, str(exc)) from exc


def _own_conflict(review: Review, session: Session, conflict_id: str) -> ConflictRecord:
    record = review.store.conflict(session.reviewer.tenant, conflict_id)
    if record is None:
        raise Rejected(404, f"No conflict {conflict_id} in tenant {session.reviewer.tenant}.")
    return record


def _session(request: web.Request) -> Session:
    session = request.app[REVIEW].sessions.get(request.cookies.get(SESSION_COOKIE))
    if session is None:
        if request.method == "GET":
            raise web.HTTPSeeOther("/login")
        raise Rejected(401, "Sign in first: nothing was done.")
    return session


def _ready(review: Review) -> None:
    if not review.ready:
        raise Rejected(503, "The review service is still reading the archive; retry shortly.")


def _text(form: object, name: str) -> str | None:
    value = form.get(name) if hasattr(form, "get") else None
    return value if isinstance(value, str) else None


def _set_cookie(request: web.Request, response: web.StreamResponse, name: str, value: str) -> None:
    secure = request.app[REVIEW].secure_cookies
    response.set_cookie(name, value, path="/", httponly=True, samesite="Strict", secure=secure)
