"""A row label that names the asked event with another object than the question's.

"When was the mill renamed Harbour Works?" asks for one renaming; a row "Renamed Larkin
Studios: 1990" names the same event word but reaches another name, so its date tells another
renaming. Invariant: read only when the question writes capitalised words after its event
word (``Event.objects``) and the label writes capitalised words after its last event word;
the row is another object's only when none of the label's are the question's. A label
without such words ("Renamed: 1974") stays the question's. Pure.
"""

from __future__ import annotations

import re

from workers.engine.event_mentions import event_hits
from workers.engine.event_of_question import Event

_NAME = re.compile(r"[A-Z][\w&'’.-]*")


def other_object_label(label: str, event: Event) -> bool:
    """Does ``label`` (as written) name ``event`` with an object that shares no capitalised
    word with the question's (module docstring)?"""
    if not event.objects:
        return False
    hits = event_hits(label.lower(), event)
    if not hits:
        return False
    after = max(e for _, e, _ in hits)
    names = {w.lower().rstrip(".") for w in _NAME.findall(label, after)}
    return bool(names) and not names & event.objects
