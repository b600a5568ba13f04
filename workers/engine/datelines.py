"""A search result's dateline, read past to where its text opens.

Result snippets open on the page's date before "·" or a spaced dash ("Jun 2016 — …",
"Updated 11/2023 · …", "3 weeks ago · …"); readers that look at how a snippet's own text
opens skip it with ``DATELINE`` (which matches the empty string where there is none).
"""

from __future__ import annotations

import re

DATELINE = re.compile(r"[^\S\n]*(?:[^·•—–\n]{1,30}(?:[·•]|[^\S\n][—–])[^\S\n]*)?")
"""Up to 30 characters before "·", "•" or a spaced dash, with the spaces around it."""
