"""The field types' readers, and ``registry``: one entry per field type (docs/records.md:
Field types; how to add one).

A field type read from a chunk's whole text has an extractor module (``quantity``,
``money``, ``dates``, ``basis``, ``identifiers``) exposing ``extract(text: Scan, taken: Taken)
-> list[Value]``: it reads its values from the scanned text, skips spans already ``taken``
by an earlier extractor, and marks its own; the registry types each as ``Extractor`` and
orders them. ``clauses`` reads one sentence at a time (``find``), and ``text`` values come
from near-copies (``copies``), so those two types have no extractor. ``facets`` finds the
scope names a text states (not a field type); ``scan`` and ``spans`` serve every reader.
"""
