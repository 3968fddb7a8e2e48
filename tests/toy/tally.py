"""Toy Pairs' scene of its own: the tally of the deal, over the table (the entry's
``scenes={"toy_tally": ...}``). Built on a base the collection offers every game."""

from __future__ import annotations

from game.scenes.overlay import ConfirmScene


class TallyScene(ConfirmScene):
    """ "4 pairs made, 8 cards left." Any answer closes it."""

    def __init__(self, app, pairs: int, left: int) -> None:
        super().__init__(
            app, f"{pairs} pairs made, {left} cards left.", None, title="Tally", yes="OK", no="Back"
        )
