"""The shell's exceptions: one root, a few leaves, each caught in exactly one place.

    ResolverError               anything the shell raises on purpose
    ├── SettingsError           a RESOLVER_* setting is missing, malformed or inconsistent
    │                           (also a ValueError; the message names the variable) → exit 2
    └── TopicsError             the broker refused to create a topic or could not be reached
        └── MissingTopicsError  a topic the worker reads or writes does not exist → exit 1

An invalid policy file is the engine's ``workers.engine.PolicyError`` (the engine does not
depend on the shell); the entry points treat it like ``SettingsError``. Bad input is never
an exception: ``workers.step.step`` turns it into a dead letter. A write the broker does
not acknowledge propagates as aiokafka's own error, so nothing is committed.
"""

from __future__ import annotations


class ResolverError(Exception):
    """Root of every error the shell raises on purpose."""


class SettingsError(ResolverError, ValueError):
    """A setting is missing, malformed or inconsistent; the message names the variable."""


class TopicsError(ResolverError):
    """The broker refused to create a topic, or could not be reached."""


class MissingTopicsError(TopicsError):
    """A topic the worker reads or writes does not exist (the broker may not auto-create)."""
