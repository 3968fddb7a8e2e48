"""Combo-bliterate's greedy one-ply player, the "person playing by eye" calibration
quotes beside the best bot: the move that leaves the best score now."""

from __future__ import annotations

from game.games.combo.greedy import ComboGreedy
from game.rules import GAMES
from game.rules import cards as C

COMBO = GAMES["combo"]


def test_combo_greedy_takes_the_best_scoring_removal():
    # RULES.md's example: removing 9C lets 4S meet 5D, and 3H 4S 5D 6H go face up (+4-2)
    line = ["3H", "4S", "9C", "5D", "6H", "KC", "2D", "QS", "8C"]
    deck = line + [c for c in C.standard_deck() if c not in line]
    g = COMBO.new(deck=deck)
    move = ComboGreedy().choose(g)
    best = max(
        (lambda c: (c.play(m), c.score)[1])(g.clone()) for m in g.legal_moves() if m[0] == "remove"
    )
    c = g.clone()
    c.play(move)
    if move[0] == "remove":
        assert c.score == best >= 2
    else:  # a relocation only when a removal after it scores more than any now
        follow = [m for m in c.legal_moves() if m[0] == "remove"]
        assert max((lambda x: (x.play(m), x.score)[1])(c.clone()) for m in follow) > best
