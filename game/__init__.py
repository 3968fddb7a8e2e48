"""Patience Arcade: unusual solitaires on one pygame-ce engine."""
