"""Patience Arcade: five unusual solitaires on one pygame-ce engine."""
