"""Issue 27, item 9: cards in words everywhere. "A of Spades", "the As of Spades…",
"Give up JD" and "covered by the 10S" all reached players; now one naming function
(``game.rules.cards.name``/``names``) words every card a message mentions. Random play of
every game (legal moves, refused ones, hints, the result screen, what is drawn) must show
no raw card code and no half-worded card, and no f-string in the code prints a card
straight from a zone."""

import ast
import random
import re
from pathlib import Path

import pytest

from game import catalog
from game.games.zoomer.rules import zoomer_deck
from game.rules import cards as C
from game.table.scene import TableScene
from tests.driver import make_app, settle
from tests.sampling import sampled
from tests.ui_tour import Recorder

ROOT = Path(__file__).resolve().parent.parent
RAW = re.compile(r"\b(?:10|[2-9AJQKT])[SHDCX]\b")  # "10S", "JD", "AS"
HALF = re.compile(r"\b(?:10|[2-9AJQKT])s? of (?:Spades|Hearts|Diamonds|Clubs|Stars)\b")


def bad_words(texts) -> list[str]:
    return sorted({t for t in texts if RAW.search(t) or HALF.search(t)})


def test_the_naming_function_words_every_card_and_the_patterns_catch_the_old_forms():
    assert C.name("TS") == "Ten of Spades" and C.name("AX") == "Ace of Stars"
    assert C.names(["7S", "7X"]) == "Sevens of Spades and Stars"
    assert C.names(["6H", "6C"]) == "Sixes of Hearts and Clubs"
    assert C.names(["TH", "2C", "AS"]) == "Ten of Hearts, Two of Clubs and Ace of Spades"
    assert C.rank_name("6", 2) == "Sixes" and C.rank_name("Q") == "Queen"
    every = [C.name(c) for c in C.standard_deck() + zoomer_deck()]
    assert bad_words(every) == []
    old = ["A of Spades", "the As of Spades and Hearts", "Give up JD", "covered by the 10S"]
    assert bad_words(old) == sorted(old)


def wrong_moves(legal: list[tuple], deck: list[str], rng: random.Random) -> list[tuple]:
    """Moves of the legal ones' shapes with their arguments shuffled: most are refused,
    each with the rules' reason."""
    out = []
    for move in rng.sample(legal, min(3, len(legal))):
        args = [rng.choice(deck) if isinstance(a, str) else rng.randrange(0, 54) for a in move[1:]]
        if move[0] == "clear":
            args = rng.sample(deck, rng.randint(1, 3))
        out.append((move[0], *args))
    return out


# The deals each game is played on: deals 3 and 8 in the full suite, as always; the quick
# suite plays one of them alone, deal 3 but for Zoomer Matrix (its deal 3 ends within a
# few moves, with 13 messages; deal 8 says 274), each one with more than 100 messages.
QUICK_DEAL = {"zoomer": 8}
CARD_WORDS_DEALS = sampled(
    [
        pytest.param(game, deals, id=f"{game}-{'+'.join(map(str, deals))}")
        for game in catalog.names()
        for deals in ((QUICK_DEAL.get(game, 3),), (3, 8))
    ],
    keep=lambda case: len(case[1]) == 1,
)


@pytest.mark.parametrize("game, deals", CARD_WORDS_DEALS)
def test_messages_of_random_play_name_cards_in_words(game, deals, monkeypatch):
    said: list[str] = []
    say = TableScene.say

    def noting(self, text, *a, **kw):
        said.append(text)
        return say(self, text, *a, **kw)

    monkeypatch.setattr(TableScene, "say", noting)
    recorder = Recorder(monkeypatch)
    app = make_app()
    app.settings.override("anim_speed", 0.0)
    rng = random.Random(game)
    for seed in deals:
        scene = app.scenes.push(game, seed=seed)
        settle(app)
        deck = sorted(scene.session.game.all_cards())
        for step in range(60):
            g = scene.session.game
            if not scene.session.playing or app.scenes.top is not scene:
                break
            legal = g.legal_moves()
            said.extend(scene.describe_move(m) for m in legal)
            for move in wrong_moves(legal, deck, rng):
                if move not in legal:
                    scene.try_move(move)
            if step % 15 == 0:
                scene.hints.ask()
                scene.hints.wait()
                scene.hints.collect()
                recorder.draw(app, f"{game} {seed} {step}")
            scene.try_move(rng.choice(legal))
            settle(app)
        if app.scenes.top is not scene:
            said.extend(getattr(app.scenes.top, "lines", []))
            recorder.draw(app, f"{game} {seed} result")
    assert len(said) > 100
    bad = bad_words(said + sorted(recorder.strings))
    assert bad == [], "\n".join(bad)


CARD_VARS = {"card", "cards", "drawn", "ca", "cb", "hand", "trap_card"}
ZONES = {"board", "grid", "line", "matrix", "hand", "stock", "pool", "discard"}
NAMING = {"name", "names", "card_name", "card_words", "rank_name"}


def raw_card(expr: ast.expr) -> bool:
    """Does this f-string value print a card code as it is: a card variable, a card
    straight from a zone or the hand, or a join of cards?"""
    if isinstance(expr, ast.Name):
        return expr.id in CARD_VARS
    if isinstance(expr, ast.Attribute):
        return expr.attr in {"hand", "trap_card"}
    if isinstance(expr, ast.Subscript):
        base = expr.value
        return (isinstance(base, ast.Attribute) and base.attr in ZONES) or (
            isinstance(base, ast.Name) and base.id in ZONES | {"cards"}
        )
    if isinstance(expr, ast.Call):
        f = expr.func
        called = f.attr if isinstance(f, ast.Attribute) else getattr(f, "id", "")
        if called in NAMING:
            return False
        if called in {"short", "card_at"}:
            return True
        return called == "join" and any(raw_card(a) for a in expr.args)
    return False


def test_no_f_string_in_the_code_prints_a_raw_card_code():
    found = []
    for path in sorted((ROOT / "game").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.FormattedValue) and raw_card(node.value):
                found.append(f"{path.relative_to(ROOT)}:{node.lineno} {ast.unparse(node.value)}")
    assert found == []
    assert not hasattr(C, "short"), "one naming function: the old short form is gone"
