"""The words an endpoint label names its endpoint by.

An API reference labels a limit with the HTTP method and path it documents ("GET
/v2/availability: 60 requests per minute"). The path's literal segments name the endpoint
("availability"); the method is an operation and a version segment ("v2", "v1.1") numbers
the API's release: neither names a thing the value is about, so a label read as a row must
not hold them (two revisions of one reference stating the same endpoint's limit under
"/v2/" are about the same endpoint, not another row named "v2").

Invariant: a label not led by an HTTP method and a path is returned unchanged.
"""

from __future__ import annotations

import re

_METHOD_PATH = re.compile(
    r"\s*(?:GET|POST|PUT|PATCH|DELETE|HEAD)\s+(/[\w{}/.:-]*)\s*$", re.IGNORECASE)
"""A label that is an HTTP method and a path, and nothing more."""
_VERSION = re.compile(r"v\d+(?:\.\d+)*", re.IGNORECASE)
"""A path segment that numbers the API's version."""
_PARAMETER = re.compile(r"\{[^}]*\}|:\w+")
"""A path parameter ("{id}", ":id"): no literal word of the path."""


def endpoint_words(label: str) -> str:
    """``label``'s path segments without the method, parameters and version segments
    ("GET /v2/courts/{id}/availability" → "courts availability"); ``label`` unchanged
    when it is not an HTTP method and a path."""
    found = _METHOD_PATH.match(label)
    if found is None:
        return label
    segments = _PARAMETER.sub(" ", found.group(1)).split("/")
    kept = [s for s in segments if s.strip() and not _VERSION.fullmatch(s.strip())]
    return " ".join(s.strip() for s in kept)
