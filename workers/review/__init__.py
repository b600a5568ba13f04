"""The review service: reviewers settle escalated and surfaced conflicts (README: Review)."""
