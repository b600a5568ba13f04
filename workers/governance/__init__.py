"""Governance tools over the engine: ``resolver eval``, ``resolver whatif``, ``resolver workqueue``.

Scoring, diffing and grouping are pure functions over JSON records and models; the modules
that read files or topics (``evaluate``, ``archive``, the ``*_command`` modules) are shell
code. Nothing here is on the worker's path.
"""
