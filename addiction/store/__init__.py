"""Persistence: the autosaved game, the statistics database, the preferences."""
