"""Server-rendered HTML of the review service: sign-in, the open list, the conflict page.

Every value that comes from a record (retrieved text, ids, names, notes) goes through
``e`` (html.escape, quotes included) and nothing is ever inserted unescaped: a chunk that
contains ``<script>`` renders as text. Pages load one stylesheet and no script.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from datetime import datetime
from html import escape
from urllib.parse import urlencode

from schemas.records import ConflictChunk, ConflictRecord
from schemas.types import DecisionKind, parse_iso
from workers.engine.fields.registry import DECIDING
from workers.review.explain import declined_because
from workers.review.store import Filters, Page, PriorDecision

KIND_LABEL: dict[DecisionKind, str] = {
    "accept_winner": "Accept the winner",
    "accept_both_with_condition": "Accept both, with a condition",
    "accept_neither": "Accept neither",
    "request_fresher_source": "Request a fresher source",
}
FIELD_TYPES = DECIDING


def e(value: object) -> str:
    return escape(str(value), quote=True)


def age(created_at: str, now: datetime) -> str:
    seconds = max(0, int((now - parse_iso(created_at)).total_seconds()))
    days, rest = divmod(seconds, 86400)
    hours, rest = divmod(rest, 3600)
    if days:
        return f"{days} d {hours} h"
    if hours:
        return f"{hours} h {rest // 60} min"
    return f"{rest // 60} min"


def layout(title: str, body: str, who: str | None = None, csrf: str | None = None) -> str:
    signed = ""
    if who is not None and csrf is not None:
        signed = (
            f'<form class="signout" method="post" action="/logout">{e(who)} '
            f'<input type="hidden" name="csrf" value="{e(csrf)}">'
            '<button type="submit">Sign out</button></form>'
        )
    return (
        '<!doctype html><html lang="en"><head><meta charset="utf-8">'
        '<meta name="viewport" content="width=device-width, initial-scale=1">'
        f'<title>{e(title)}</title><link rel="stylesheet" href="/static/review.css"></head>'
        f'<body><header><a href="/conflicts">Conflict review</a>{signed}</header>'
        f"<main>{body}</main></body></html>"
    )


def login_page(csrf: str, error: str | None = None) -> str:
    problem = f'<p class="error">{e(error)}</p>' if error else ""
    return layout("Sign in", (
        f"<h1>Sign in</h1>{problem}"
        '<form method="post" action="/login" class="login">'
        f'<input type="hidden" name="csrf" value="{e(csrf)}">'
        '<label>Name <input name="name" autocomplete="username" required></label>'
        '<label>Password <input name="password" type="password" '
        'autocomplete="current-password"></label>'
        '<button type="submit">Sign in</button></form>'
    ))


def _select(name: str, label: str, options: Iterable[str], chosen: str) -> str:
    opts = ['<option value="">any</option>'] + [
        f'<option value="{e(o)}"{" selected" if o == chosen else ""}>{e(o)}</option>'
        for o in options
    ]
    return f'<label>{e(label)} <select name="{e(name)}">{"".join(opts)}</select></label>'


def list_page(
    page: Page, filters: Filters, *, facets: dict[str, list[str]], now: datetime, who: str,
    tenant: str, csrf: str,
) -> str:
    rows = "".join(
        f'<tr class="{e(r.status)}"><td><span class="badge {e(r.status)}">{e(r.status)}</span>'
        f'</td><td>{e(age(r.created_at, now))}</td>'
        f'<td><a href="/conflicts/{e(r.conflict_id)}">{e(r.entity_key)}</a></td>'
        f'<td class="query">{e(r.query)}</td><td>{e(r.owner)}</td>'
        f'<td>{e(", ".join(sorted({c.doc_class for c in r.chunks})))}</td>'
        f'<td>{e(", ".join(r.detected_fields))}</td></tr>'
        for r in page.records
    ) or '<tr><td colspan="7">No open conflicts match.</td></tr>'
    form = (
        '<form method="get" action="/conflicts" class="filters">'
        + _select("owner", "Owner", facets["owner"], filters.owner)
        + _select("doc_class", "Document class", facets["doc_class"], filters.doc_class)
        + _select("field", "Field type", FIELD_TYPES, filters.field)
        + '<button type="submit">Filter</button></form>'
    )
    return layout("Open conflicts", (
        f"<h1>Open conflicts <small>tenant {e(tenant)} · {page.total}</small></h1>{form}"
        '<table class="list"><thead><tr><th>Status</th><th>Age</th><th>Entity</th>'
        "<th>Query</th><th>Owner</th><th>Classes</th><th>Fields</th></tr></thead>"
        f"<tbody>{rows}</tbody></table>{_pager(page, filters)}"
    ), who, csrf)


def _pager(page: Page, filters: Filters) -> str:
    def link(number: int, text: str) -> str:
        query = urlencode({"owner": filters.owner, "doc_class": filters.doc_class,
                           "field": filters.field, "page": number})
        return f'<a href="/conflicts?{e(query)}">{e(text)}</a>'

    parts = [f"page {page.number} of {page.pages}"]
    if page.number > 1:
        parts.insert(0, link(page.number - 1, "← newer"))
    if page.number < page.pages:
        parts.append(link(page.number + 1, "older →"))
    return f'<nav class="pager">{" · ".join(parts)}</nav>'


def _chunk_column(c: ConflictChunk, record: ConflictRecord) -> str:
    scope = ", ".join(f"{k}={v}" for k, v in sorted(c.scope.items())) or "not stated"
    marker = ' <span class="badge winner">engine winner</span>' if record.winner == c.chunk_id \
        else ""
    values = "".join(
        f'<li><b>{e(f)}</b> {e(c.values.get(f, "—"))}</li>' for f in record.detected_fields
    )
    return (
        f'<section class="chunk" id="chunk-{e(c.chunk_id)}"><h3>{e(c.chunk_id)}{marker}</h3>'
        f'<ul class="values">{values}</ul>'
        f'<blockquote class="verbatim">{e(c.verbatim)}</blockquote><dl>'
        f"<dt>Document</dt><dd>{e(c.doc_id)}</dd><dt>Class</dt><dd>{e(c.doc_class)}</dd>"
        f"<dt>Tier</dt><dd>{e(c.source_tier or 'not stated')}</dd>"
        f"<dt>Effective</dt><dd>{e(c.effective_date or 'not stated')}</dd>"
        f"<dt>Published</dt><dd>{e(c.published_at or 'not stated')}</dd>"
        f"<dt>Scope</dt><dd>{e(scope)}</dd></dl></section>"
    )


def _differs(record: ConflictRecord) -> str:
    head = "".join(f"<th>{e(c.chunk_id)}</th>" for c in record.chunks)
    rows = "".join(
        f"<tr><th>{e(f)}</th>"
        + "".join(f"<td>{e(c.values.get(f, '—'))}</td>" for c in record.chunks) + "</tr>"
        for f in record.detected_fields
    )
    return f'<table class="differs"><tr><th>Field</th>{head}</tr>{rows}</table>'


def _verdict(record: ConflictRecord) -> str:
    reasons = "".join(f"<li>{e(r)}</li>" for r in declined_because(record))
    return (
        f"<p>Strategy <b>{e(record.strategy)}</b>, rules applied "
        f"<b>{e(' → '.join(record.rule_applied))}</b>: status <b>{e(record.status)}</b>, "
        f"category {e(record.category)}, owner {e(record.owner)}, policy "
        f"{e(record.policy_version)}.</p><ul class=\"reasons\">{reasons}</ul>"
    )


def _prior(prior: Sequence[PriorDecision]) -> str:
    if not prior:
        return "<p>No earlier decision on this entity key.</p>"
    items = []
    for p in prior:
        d = p.decision
        detail = f" chunk {e(d.chunk_id)}" if d.chunk_id else ""
        if d.condition:
            detail += f" — condition: <q>{e(d.condition)}</q>"
        note = f" — note: <q>{e(d.note)}</q>" if d.note else ""
        items.append(
            f'<li><time>{e(d.decided_at)}</time> {e(d.reviewer)}: '
            f"<b>{e(KIND_LABEL[d.decision])}</b>{detail}{note} "
            f'(<a href="/conflicts/{e(d.conflict_id)}">{e(d.conflict_id)}</a>)</li>'
        )
    return f'<ul class="prior">{"".join(items)}</ul>'


def _decision_form(record: ConflictRecord, csrf: str) -> str:
    if record.reviewer_decision is not None:
        condition = f" — condition: <q>{e(record.reviewer_condition)}</q>" \
            if record.reviewer_condition else ""
        return (
            f'<p class="decided">Decided by {e(record.reviewer)} at {e(record.decided_at)}: '
            f"<b>{e(KIND_LABEL[record.reviewer_decision])}</b>{condition}</p>"
        )
    chunks = "".join(
        f'<label><input type="radio" name="chunk_id" value="{e(c.chunk_id)}"> {e(c.chunk_id)}'
        f' ({e(c.doc_id)}: {e(", ".join(c.values.get(f, "—") for f in record.detected_fields))})'
        "</label>"
        for c in record.chunks
    )
    choices = "".join(
        f'<label class="choice"><input type="radio" name="decision" value="{e(kind)}" required>'
        f" {e(label)}</label>"
        + (f'<fieldset class="winner">{chunks}</fieldset>' if kind == "accept_winner" else "")
        + ('<label class="condition">Condition <textarea name="condition" rows="2" '
           'maxlength="2000"></textarea></label>'
           if kind == "accept_both_with_condition" else "")
        for kind, label in KIND_LABEL.items()
    )
    return (
        f'<form method="post" action="/conflicts/{e(record.conflict_id)}/decision" '
        f'class="decide"><input type="hidden" name="csrf" value="{e(csrf)}">{choices}'
        '<label>Note (optional) <textarea name="note" rows="2" maxlength="4000"></textarea>'
        '</label><button type="submit">Record decision</button></form>'
    )


def conflict_page(
    record: ConflictRecord, prior: Sequence[PriorDecision], *, now: datetime, who: str,
    csrf: str, flash: str | None = None,
) -> str:
    columns = "".join(_chunk_column(c, record) for c in record.chunks)
    notice = f'<p class="flash">{e(flash)}</p>' if flash else ""
    return layout(f"Conflict {record.conflict_id}", (
        f'{notice}<h1><span class="badge {e(record.status)}">{e(record.status)}</span> '
        f"{e(record.entity_key)} <small>{e(record.conflict_id)} · "
        f"{e(age(record.created_at, now))} old · event {e(record.event_id)}</small></h1>"
        f'<h2>Query</h2><p class="query">{e(record.query)}</p>'
        f'<h2>Conflicting values</h2><div class="side-by-side">{columns}</div>'
        f"<h2>What differs</h2>{_differs(record)}"
        f"<h2>The engine's verdict</h2>{_verdict(record)}"
        f'<h2>Prior decisions on this entity key</h2><div id="prior">{_prior(prior)}</div>'
        f"<h2>Decision</h2>{_decision_form(record, csrf)}"
    ), who, csrf)


def message_page(title: str, message: str) -> str:
    return layout(title, f'<h1>{e(title)}</h1><p class="error">{e(message)}</p>'
                         '<p><a href="/conflicts">Back to the open conflicts</a></p>')
