"""Combo-bliterate's tutorial: it shows its rules, words a removal by where the card lies,
says which deals it plays through itself, names the lift key as the player has it bound,
and marks a carried card apart from the place it goes."""

from game.engine.keymaps import use_bindings
from game.engine.theme import HINT, resolve
from game.games.combo.tutorial import LESSON
from game.rules import GAMES
from game.table.tutorial import played_for_you
from game.tutorials import tutorial_for
from tests.driver import make_app, show
from tests.test_tutorial_panel import start, walk_to


def test_the_tutorial_shows_the_rules_that_matter():
    concepts = {"remove", "run", "pair", "chain", "relocate", "pass", "bonus"}
    got = set(tutorial_for("combo").concepts)
    assert concepts <= got, f"combo misses {concepts - got}"


def test_the_relocation_step_names_the_lift_key_as_bound():
    assert "(or R, arrows, Enter)" in next(
        s.do for s in tutorial_for("combo").steps if s.concept == "relocate"
    )
    app = make_app()
    use_bindings({"combo.lift": ["l"]}, {})  # as a settings file's rebinding does
    try:
        scene = app.scenes.push("combo", tutorial=True)
        step = next(s for s in scene.tutor.tutorial.steps if s.concept == "relocate")
        assert "(or L, arrows, Enter)" in step.do
    finally:
        use_bindings({}, {})


def test_combo_says_when_it_plays_moves_itself_and_how_far_they_go():
    app, scene = start("combo")
    tut = scene.tutor.tutorial
    run = next(i for i, s in enumerate(tut.steps) if s.by == "tutorial" and i > 6)
    count, first, last = tut.played_for_you(run)
    assert count > 1 and first != last  # Combo's long run: deal 3 to deal 6
    walk_to(app, scene, run)
    assert played_for_you(count, first, last) in scene.tutor.text
    assert f"from {first} to {last}" in scene.tutor.text
    assert GAMES["combo"].new(seed=tut.seed).deals == 1


def combo_before(line):
    game = GAMES["combo"].new(seed=0)
    game.line = list(line)  # only the line is read: where the removed card lies
    return game


def test_combo_words_a_removal_by_where_the_card_lies():
    middle = combo_before(["3H", "9C", "8S"])
    end = combo_before(["3H", "9C", "8S"])
    alone = combo_before(["3H"])
    assert LESSON.place(middle, ("remove", 1)) == ""
    assert LESSON.place(end, ("remove", 2)) == "end"
    assert LESSON.place(alone, ("remove", 0)) == "alone"
    assert "neighbours will meet" in LESSON.text["remove"][0]
    assert "neighbours will meet" not in LESSON.text["remove@end"][0]
    assert "no neighbours" in LESSON.text["remove@alone"][0]
    last = tutorial_for("combo").steps[-1]
    assert last.concept == "remove" and "neighbours will meet" not in last.do
    assert "no neighbours" in last.do  # the tutorial's own last card is alone on the line


def ring_row(surface, rect, y):
    """The hint-coloured pixels along row ``y`` of ``rect``'s width."""
    hint = resolve(HINT)[:3]
    return [surface.get_at((x, y))[:3] == hint for x in range(rect.left + 8, rect.right - 8)]


def test_a_relocation_hint_marks_the_card_and_its_place_apart():
    app, scene = start("combo")
    step = scene.tutor.step()
    walk_to(app, scene, next(i for i, s in enumerate(scene.tutor.tutorial.steps)
                             if s.concept == "relocate"))  # fmt: skip
    move = scene.tutor.step().move
    assert move[0] == "relocate" and scene.hints.move == move
    show(app)
    src, dst = (scene.controls.target_rect(f"card_{i}").inflate(16, 16) for i in move[1:])
    card_row = ring_row(app.screen, src, src.top + 1)
    place_row = ring_row(app.screen, dst, dst.top + 1)
    assert all(card_row)  # the card: a solid ring
    assert any(place_row) and not all(place_row)  # its place: a dashed one
    assert step is not None


def test_no_hint_outline_while_a_card_is_carried():
    app, scene = start("combo")
    walk_to(app, scene, next(i for i, s in enumerate(scene.tutor.tutorial.steps)
                             if s.concept == "relocate"))  # fmt: skip
    move = scene.tutor.step().move
    assert scene.hint_targets(move)
    scene.relocation.carry = (move[1], move[1])
    assert scene.hint_targets(move) == []
    scene.relocation.carry = None
