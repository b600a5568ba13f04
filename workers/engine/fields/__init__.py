"""One small extractor per field type (docs/records.md: Field types).

Each module exposes ``extract(text, taken) -> list[Value]``: it reads values from a chunk's
whole text, skips spans already ``taken`` by an earlier extractor, and marks its own.
"""
