"""RAG conflict-resolution stage: a pure engine (``workers.engine``) and its thin I/O shell."""
