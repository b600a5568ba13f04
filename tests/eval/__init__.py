"""Evaluation helpers: scoring the labelled adversarial set (not collected as tests)."""
