"""Each tutorial walked to its end by keyboard and by mouse; wrong moves get the rules'
reason and a nudge; a tutorial records and saves nothing."""

import json
import string
import sys
from pathlib import Path

import pygame
import pytest

from game.rules import GAMES
from game.tutorials import games, lesson_for, load_lines, tutorial_for
from tests.driver import DT, click, cursor_to, drag, key, make_app, settle

ARROW = {1: pygame.K_RIGHT, -1: pygame.K_LEFT}


def start(game):
    app = make_app()
    app.settings.set("anim_speed", 0.0)
    app.scenes.push(game, tutorial=True)
    scene = app.scenes.top
    settle(app)
    return app, scene


def play_by_mouse(app, scene, move):
    names = scene.clicks_for(move)
    if move[0] == "relocate":  # a drag, card to card
        src, dst = (scene.controls.target_rect(f"card_{i}").center for i in move[1:])
        drag(app, src, dst, steps=8)
        return
    assert names, f"no clicks for {move}"
    done = len(scene.history)
    for name in names:
        if len(scene.history) > done:
            break  # the game played the move before the last click (a full set clears)
        click(app, scene.controls.target_point(name))


def play_by_keyboard(app, scene, move):
    if move[0] == "relocate":  # lift with R, carry with arrows, drop with Enter
        cursor_to(app, f"card_{move[1]}")
        key(app, pygame.K_r)
        d = 1 if move[2] > move[1] else -1
        for _ in range(abs(move[2] - move[1])):
            key(app, ARROW[d])
        key(app, pygame.K_RETURN)
        return
    done = len(scene.history)
    # Zoomer Matrix: Space selects the focused card for a clear; Enter acts everywhere else
    select = pygame.K_SPACE if move[0] == "clear" else pygame.K_RETURN
    for name in scene.clicks_for(move):
        if len(scene.history) > done:
            break
        cursor_to(app, name)
        key(app, pygame.K_RETURN if name.startswith("button") else select)


@pytest.mark.parametrize("by", ["keyboard", "mouse"])
@pytest.mark.parametrize("game", games())
def test_each_tutorial_walks_to_its_end(game, by):
    app, scene = start(game)
    tutorial = scene.tutor.tutorial
    assert scene.session.seed == tutorial.seed and scene.session.tutorial
    shown = set()
    last = None
    for _ in range(20000):
        if scene.tutor.tutorial is None:
            break
        step = scene.tutor.step()
        if step is not None and step.by == "player" and not scene.timeline.busy:
            app.step(DT)  # the step's outline and words come up
            assert scene.hints.move == step.move and step.do in scene.tutor.text
            shown.add(step.concept)
            (play_by_keyboard if by == "keyboard" else play_by_mouse)(app, scene, step.move)
            settle(app)
        else:
            # waiting on the computer's step: its first frame is drawn, not every one after
            app.step(DT, draw=step is not last)
        last = step
    assert scene.tutor.tutorial is None, f"stuck at step {len(scene.history)}"
    assert [tuple(m) for m in scene.history[: len(tutorial.steps)]] == [
        s.move for s in tutorial.steps
    ]
    if app.scenes.top is scene:
        assert "Tutorial done" in scene.tutor.text
    else:  # the last step ended the deal: the result screen says it did not count
        assert "A tutorial deal: nothing is recorded" in app.scenes.top.lines
    assert shown == {s.concept for s in tutorial.steps if s.by == "player"}
    assert app.stats.record(game, False)["played"] == 0
    app.saves.flush()
    assert app.saves.load(game) is None


@pytest.mark.parametrize("game", games())
def test_every_tutorial_shows_the_rules_its_lesson_requires(game):
    """Each game's own test folder says which rules its tutorial must show; here, what
    its lesson asks of a recorded line (tools/tutorial_lines.py) holds for the one kept."""
    got = set(tutorial_for(game).concepts)
    for need in lesson_for(game).required:
        assert got & need, f"{game} shows none of {sorted(need)}"


@pytest.mark.parametrize("game", games())
def test_a_lessons_words_name_only_what_its_facts_and_keys_fill(game):
    """Every sentence of a lesson, the ones its recorded line never reaches too, is
    filled from its own facts and keys: no game's words lean on another game's numbers."""
    lesson = lesson_for(game)
    known = lesson.known()
    said = [lesson.intro, lesson.outro, *(t for pair in lesson.text.values() for t in pair)]
    for text in said:
        text.format_map(known)  # a KeyError names the placeholder nothing fills
    names = {f for t in said for _t, f, _s, _c in string.Formatter().parse(t) if f}
    assert names <= set(known), names - set(known)
    assert all(isinstance(v, str) for v in known.values())


def test_a_wrong_move_gets_the_rules_reason_and_a_nudge():
    app, scene = start("monte_carlo")
    step = scene.tutor.step()
    game = scene.game
    legal = [m for m in game.legal_moves() if m != step.move]
    illegal = ("pair", 0, 24)
    scene.try_move(illegal)
    assert scene.history == []
    probe = GAMES["monte_carlo"].new(seed=scene.seed)
    with pytest.raises(Exception) as exc:
        probe.play(illegal)
    assert str(exc.value)[:20].lower() in scene.message.lower()
    assert step.do in scene.message
    if legal:
        scene.try_move(legal[0])
        assert scene.history == [] and "legal, but" in scene.message
    scene.try_move(step.move)  # never a dead end: the step's own move still works
    settle(app)
    assert [tuple(m) for m in scene.history][:1] == [step.move]


def test_the_tutorial_from_the_flag_the_menu_and_the_help():
    from game.cli import parse_args, start_scene

    args = parse_args(["--game", "maze", "--tutorial"])
    app = make_app(game=args.game, tutorial=args.tutorial)
    start_scene(app)
    assert app.scenes.top.tutor.tutorial is not None and app.scenes.top.GAME == "maze"

    app = make_app()
    start_scene(app)
    key(app, pygame.K_t)  # the menu: T opens the tutorial of the game in focus
    settle(app)
    assert app.scenes.top.tutor.tutorial is not None

    app = make_app()
    app.settings.set("anim_speed", 0.0)
    app.scenes.push("combo", seed=3)
    settle(app)
    key(app, pygame.K_F1)
    help_scene = app.scenes.top
    click(app, next(b for b in help_scene.buttons if b.name == "tutorial").rect.center)
    settle(app)
    assert app.scenes.top.tutor.tutorial is not None and app.scenes.top.GAME == "combo"


def test_the_recorded_lines_are_legal_and_name_their_seed():
    lines = load_lines()
    assert set(lines) == set(games())
    for game, data in lines.items():
        tut = tutorial_for(game, lines)
        assert tut.seed == data["seed"] and len(tut.steps) == len(data["moves"])


def test_each_recorded_line_is_kept_in_its_games_folder():
    """A lesson reads its line from beside it (as tools/tutorial_lines.py writes it), and
    the same line given in place of the file plays the same tutorial."""
    for game in games():
        lesson = lesson_for(game)
        if lesson.line is not None:  # a game from another package may give it inline
            continue
        rules = Path(sys.modules[GAMES[game].__module__].__file__)
        assert lesson.line_file.parent == rules.parent and lesson.line_file.is_file()
        data = json.loads(lesson.line_file.read_text(encoding="utf-8"))
        assert tutorial_for(game, {game: data}) == tutorial_for(game)


def test_the_tutorial_is_offered_the_first_time_a_game_opens():
    app = make_app()
    app.scenes.push("maze", seed=2)
    assert "T starts a short tutorial" in app.scenes.top.message
    app.scenes.stack.clear()
    app.scenes.push("maze", seed=3)
    assert "tutorial" not in app.scenes.top.message
    app.scenes.push("combo", seed=3)
    assert "T starts a short tutorial" in app.scenes.top.message
