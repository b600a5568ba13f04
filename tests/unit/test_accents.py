"""The one accent folding: marks dropped, case and every other character kept."""

from __future__ import annotations

from workers.engine.accents import folded


def test_accents_are_dropped_and_case_kept() -> None:
    assert folded("Pathé Hôtel Ávila") == "Pathe Hotel Avila"
    assert folded("Kröller-Müller's 1,5 m") == "Kroller-Muller's 1,5 m"
    assert folded("ẞtraße") == "ẞtraße"  # no combining mark: unchanged
