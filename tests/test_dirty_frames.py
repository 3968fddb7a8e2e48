"""The window painted only where a frame changed is pixel-identical to a full redraw.

Frames go through ``SceneManager.draw`` (a display list, repainted inside the
rectangles that changed: game.engine.canvas); each is compared with the same
state painted whole, directly, onto a fresh surface."""

from __future__ import annotations

import random
from pathlib import Path

import pygame
import pytest

from bench.scenarios import autoplayer
from game.engine.canvas import Recorder, changed
from game.rules import TITLES
from tests.driver import make_app, replayed, settle
from tests.sampling import sampled


def full_paint(app) -> bytes:
    ref = pygame.Surface(app.screen.get_size())
    ref.fill((255, 0, 255))  # nothing of the last frame to lean on
    app.scenes.paint(ref)
    return pygame.image.tobytes(ref, "RGB")


def shown(app) -> bytes:
    return pygame.image.tobytes(app.screen, "RGB")


def run_frames(app, frames: int, before_frame, compare) -> tuple[float, int]:
    """Run ``frames`` frames, comparing with a full redraw each one ``compare`` picks (by
    its index); returns the largest share of the window one frame repainted, and how many
    frames were compared."""
    w, h = app.screen.get_size()
    most, compared = 0.0, 0
    for i in range(frames):
        before_frame()
        app.step(1 / 60)
        most = max(most, sum(r.w * r.h for r in app.dirty) / (w * h))
        if compare(i):
            assert shown(app) == full_paint(app), f"frame {i} differs from a full redraw"
            compared += 1
    return most, compared


def assert_frames_match(app, frames: int, before_frame=lambda: None) -> float:
    """Run ``frames`` frames comparing each; returns the largest share of the window
    one frame repainted."""
    return run_frames(app, frames, before_frame, lambda i: True)[0]


# A game's deal and moves: PLAYED frames, every one drawn (painted only where it changed).
# Comparing a frame with a full redraw is most of the time, so each case compares every
# STRIDE-th frame from its offset: a game's cases compare each frame once, and the quick
# suite's case (offset 0) compares frames all through the deal and the moves, the first
# one (painted whole) too.
PLAYED, STRIDE = 100, 4
GAME_CASES = sampled(
    [(game, offset) for game in sorted(TITLES) for offset in range(STRIDE)],
    lambda case: case[1] == 0,
)


@pytest.mark.parametrize(("game", "offset"), GAME_CASES)
def test_every_game_mid_animation_and_settled_matches_a_full_redraw(game, offset):
    app = make_app()
    scene = app.scenes.push(game, seed=11, hard=False)
    tick = autoplayer(app, scene, random.Random(5))
    # the deal, then moves one after another
    _, compared = run_frames(app, PLAYED, tick, lambda i: i % STRIDE == offset)
    assert compared == len(range(offset, PLAYED, STRIDE))
    settle(app)
    quiet = assert_frames_match(app, 3)
    assert quiet < 0.1, "a settled table should repaint next to nothing"
    pos = scene.buttons[0].rect.center  # hover lights a button: a small change
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0,) * 3))
    assert 0 < assert_frames_match(app, 2) < 0.2


def test_menu_resize_and_an_overlay_match_a_full_redraw():
    app = make_app()
    app.scenes.push("menu")
    assert_frames_match(app, 20)
    app.screen = pygame.display.set_mode((900, 700), pygame.RESIZABLE)
    app.scenes.resize(app.size)
    assert assert_frames_match(app, 2) == 1.0  # a new window size is painted whole
    app.scenes.push("help", game="maze")
    assert_frames_match(app, 20)


def test_an_overlay_opening_over_a_table_is_painted_over_it_not_under_it(monkeypatch):
    """The frame a result screen opens over a table at rest paints the overlay onto the
    window's pixels: the table under it is not replayed, and the frame is still a full
    redraw's; one where the table also changed replays only what changed there."""
    from game.engine import canvas

    app = make_app()
    app.scenes.push("monte_carlo", seed=3, hard=False)
    settle(app)
    assert_frames_match(app, 2)
    replayed: list[pygame.Rect] = []
    real = canvas._replay

    def spy(surface, ops, idx, r):
        replayed.append(pygame.Rect(r))
        return real(surface, ops, idx, r)

    monkeypatch.setattr(canvas, "_replay", spy)
    app.scenes.push("result", title="Stuck", lines=["No pair left."])
    assert assert_frames_match(app, 1) == 1.0  # the shade darkens the whole window
    assert replayed == []
    app.scenes.pop()
    settle(app)
    table = app.scenes.top
    table.cursor.visible = True  # the focus ring appears as the overlay opens
    app.scenes.push("result", title="Stuck", lines=["No pair left."])
    replayed.clear()
    assert_frames_match(app, 1)
    assert replayed and sum(r.w * r.h for r in replayed) < 0.2 * 1280 * 720


def test_a_shaking_table_matches_a_full_redraw():
    app = make_app()
    scene = app.scenes.push("monte_carlo", seed=3, hard=False)
    settle(app)
    scene.fx.shake(9, 0.3)
    scene.fx.flash((255, 0, 0), 90)
    assert assert_frames_match(app, 12) > 0.5


def test_two_overlapping_blits_that_swap_order_are_repainted():
    a, b = pygame.Surface((10, 10)), pygame.Surface((10, 10))
    first, second = Recorder((100, 100)), Recorder((100, 100))
    first.blit(a, (0, 0))
    first.blit(b, (5, 5))
    second.blit(b, (5, 5))
    second.blit(a, (0, 0))
    area = changed(first.ops, second.ops)
    assert area and pygame.Rect(5, 5, 5, 5).collidelist(area) >= 0
    assert changed(first.ops, first.ops) == []


def test_a_clip_of_the_whole_window_set_back_leaves_what_follows_unchanged():
    """A piece that saves the clip (the whole window) and sets it back draws everything
    after it as a frame without the piece does: only the piece's own box changes."""
    felt, card, glow = (pygame.Surface(s) for s in ((100, 100), (10, 10), (20, 20)))
    plain, glowing = Recorder((100, 100)), Recorder((100, 100))
    for rec in (plain, glowing):
        rec.blit(felt, (0, 0))
        if rec is glowing:
            saved = rec.get_clip()
            rec.set_clip((5, 5, 30, 30))
            rec.blit(glow, (5, 5))
            rec.set_clip(saved)
        rec.blit(card, (60, 60))
    assert [tuple(r) for r in changed(plain.ops, glowing.ops)] == [(5, 5, 21, 21)]
    assert glowing.ops[-1][2] is None  # the card's clip: none, as in the plain frame
    glowing.set_clip((-50, -50, 400, 400))  # more than the window is the window too
    assert glowing.get_clip() == glowing.full and glowing._clip is None


def test_moving_pieces_among_unmoved_ones_repaint_only_the_pieces():
    """The ops in both frames keep their order (a card and two particles moved): only
    the moved pieces' old and new boxes change; a piece blitted twice that swaps with
    another is still caught (the order is looked at, not only which ops there are)."""
    felt, card, dot = (pygame.Surface(s) for s in ((100, 100), (10, 10), (2, 2)))
    frames = []
    for x in (10, 20):
        rec = Recorder((100, 100))
        rec.blit(felt, (0, 0))
        rec.blit(dot, (x, 50))
        rec.blit(card, (40, 40))
        rec.blit(dot, (x, 70))
        frames.append(rec.ops)
    area = sorted(tuple(r) for r in changed(*frames))
    assert area == sorted(tuple(op[1]) for ops in frames for op in (ops[1], ops[3]))
    swap = Recorder((100, 100))
    swap.blit(felt, (0, 0))
    swap.blit(dot, (10, 70))
    swap.blit(card, (40, 40))
    swap.blit(dot, (10, 50))
    assert changed(frames[0], swap.ops)  # the same ops, in another order


def test_the_win_cascade_and_its_growing_trail_match_a_full_redraw():
    app = make_app()
    scene = app.scenes.push("monte_carlo", seed=3, hard=False)
    settle(app)
    scene.outcome.celebrate()
    assert assert_frames_match(app, 40) > 0
    assert scene.cascade.trail is not None


def test_a_surface_painted_in_place_is_painted_again_where_it_is_touched():
    from game.engine import canvas

    window = pygame.Surface((100, 100))
    kept = canvas.Kept((50, 50))
    cv = canvas.Canvas()

    def frame() -> list:
        rec = cv.recorder(window)
        rec.fill((0, 0, 0))
        rec.blit(kept, (10, 20))
        return cv.present(window, rec)

    frame()
    kept.fill((255, 0, 0), (5, 5, 4, 4))
    assert frame() == []  # unseen: the window keeps the old pixels
    kept.fill((0, 255, 0), (30, 30, 4, 4))
    canvas.touched(kept, pygame.Rect(30, 30, 4, 4))
    painted = frame()
    assert painted and painted[0].contains(pygame.Rect(40, 50, 4, 4))
    assert window.get_at((41, 51))[:3] == (0, 255, 0)


def test_what_an_opaque_card_hides_is_left_out_and_the_window_is_still_a_full_redraw():
    from game.engine import canvas
    from game.engine.cards import CardArt

    art = CardArt(360)  # 4K-sized: small rectangles are replayed whole
    faces = [art.face(c) for c in ("AS", "KD", "7C", "QH", "2S", "9D")]
    assert all(f.solid is not None for f in faces)  # a card is solid inside its corners
    hollow = pygame.Surface((40, 40), pygame.SRCALPHA)
    hollow.fill((255, 0, 0, 255), (0, 0, 40, 5))  # see-through inside: refused
    assert canvas.mark_opaque(hollow, 2).solid is None
    window = pygame.Surface((1400, 1000))
    felt = pygame.Surface((1400, 1000))
    felt.fill((10, 80, 40))
    veil = pygame.Surface((450, 450), pygame.SRCALPHA)
    veil.fill((255, 255, 255, 90))
    cv = canvas.Canvas()

    def paint(target, moving: tuple[float, float]) -> canvas.Recorder:
        rec = cv.recorder(target)
        rec.blit(felt, (0, 0))
        for i, face in enumerate(faces):  # a pile: each card a pixel or so off the last
            rec.blit(face, (100 - i * 0.7, 80 - i * 1.3))
        rec.blit(art.shadow(), (moving[0] + 3, moving[1] + 4))
        rec.blit(faces[0], moving)
        rec.blit(veil, (60, 60))
        return rec

    painted = []
    for x in range(20, 900, 67):  # a card sliding across the pile, under a veil
        rec = paint(window, (x, 100 + x / 5))
        painted += cv.present(window, rec)
        assert pygame.image.tobytes(window, "RGB") == replayed(rec, window.get_size()), x
    assert any(r.w * r.h >= canvas.CULL_AREA for r in painted[1:])  # the culling ran


def test_overlapping_dirty_rectangles_far_apart_are_not_joined():
    from game.engine.canvas import merge

    full = pygame.Rect(0, 0, 3840, 2160)
    a, b = pygame.Rect(0, 0, 400, 40), pygame.Rect(380, 0, 40, 1500)  # an L: union is waste
    assert sorted(map(tuple, merge([a, b], full))) == sorted([tuple(a), tuple(b)])
    c, d = pygame.Rect(100, 100, 360, 500), pygame.Rect(104, 106, 360, 500)  # a card's step
    assert merge([c, d], full) == [c.union(d)]


def test_a_panel_in_strips_is_the_panel_painted_whole_and_keeps_unchanged_strips():
    from game.engine.strips import StripPanel, cut

    size = (120, 200)
    rows = {"a": (200, 40, 40), "b": (40, 200, 40), "c": (40, 40, 200)}

    def paint_with(colours):
        def paint(surf):
            surf.fill((10, 10, 10, 150))
            for i, colour in enumerate(colours.values()):
                # a little spill over each row's lower edge, as glyphs do
                pygame.draw.rect(surf, colour, (10, 50 + i * 50, 100, 53))

        return paint

    def whole(paint):
        ref = pygame.Surface(size, pygame.SRCALPHA)
        paint(ref)
        return pygame.image.tobytes(ref, "RGBA")

    def composed(strips):
        out = pygame.Surface(size, pygame.SRCALPHA)
        for at, img in strips:
            out.blit(img, at, special_flags=pygame.BLEND_RGBA_ADD)
        return pygame.image.tobytes(out, "RGBA")

    panel, rects = StripPanel(), cut(size, [50, 100, 150])
    before = panel.strips(size, rects, ["head", *rows.values()], paint_with(rows))
    assert composed(before) == whole(paint_with(rows))
    rows["c"] = (250, 250, 0)  # the last row changes (and spills into nothing below)
    after = panel.strips(size, rects, ["head", *rows.values()], paint_with(rows))
    assert composed(after) == whole(paint_with(rows))
    assert all(a[1] is b[1] for a, b in zip(before, after, strict=True))  # in place
    remade = [bool(img.painted) for _at, img in after]  # noted for the canvas (touched)
    assert remade == [False, False, True, True]  # the row above it is remade with it


def test_a_panel_grounded_once_gives_the_strips_painted_on_its_box_each_time():
    """A panel's box given as its ground is painted once and copied in under the rows:
    the strips are those of the box and rows painted together, row changes and all."""
    from game.engine import ui
    from game.engine.strips import StripPanel, cut

    size = (160, 240)
    rows = [(200, 40, 40, 255), (40, 200, 40, 120), (40, 40, 200, 60)]
    grounds = []

    def box(surf):  # translucent, with round corners
        ui.panel(surf, surf.get_rect(), 170, 14)

    def ground(surf):
        grounds.append(1)
        box(surf)

    def rows_on(surf):
        for i, colour in enumerate(rows):
            surf.blit(ui.tint((120, 50), colour), (20, 40 + i * 60))

    def whole() -> bytes:
        ref = pygame.Surface(size, pygame.SRCALPHA)
        box(ref)
        rows_on(ref)
        return pygame.image.tobytes(ref, "RGBA")

    def composed(strips) -> bytes:
        out = pygame.Surface(size, pygame.SRCALPHA)
        for at, img in strips:
            out.blit(img, at, special_flags=pygame.BLEND_RGBA_ADD)
        return pygame.image.tobytes(out, "RGBA")

    panel, rects = StripPanel(), cut(size, [40, 100, 160, 220])
    for change in range(3):
        strips = panel.strips(size, rects, ["head", *rows, "foot"], rows_on, ground)
        assert composed(strips) == whole(), change
        rows[change] = (250, 250, 0, 200 - 60 * change)
    assert len(grounds) == 1  # the box painted once for three paintings of the rows


def test_strips_are_backed_by_the_felt_only_in_a_big_window():
    from game.engine import canvas, strips
    from game.engine.strips import Backing

    img = pygame.Surface((30, 20), pygame.SRCALPHA)
    for size, backed in (((1280, 720), False), ((3840, 2160), True)):
        felt = pygame.Surface(size)
        rec = canvas.Canvas().recorder(pygame.Surface(size))
        rec.blit(felt, (0, 0))
        ((_at, shown),) = Backing().strips(rec, [((0, 0), img)], (5, 5), felt)
        assert (shown is not img) == backed, size
    assert strips.BACKED_FROM > 1920 * 1080


def test_strips_backed_by_the_felt_are_opaque_where_nothing_lies_between_and_paint_the_same(
    monkeypatch,
):
    from game.engine import canvas, strips
    from game.engine.strips import Backing

    monkeypatch.setattr(strips, "BACKED_FROM", 0)  # a small felt, backed as a big one is

    felt = pygame.Surface((600, 500))
    felt.fill((10, 80, 40))
    pygame.draw.circle(felt, (200, 200, 0), (300, 250), 200)  # felt that is not one colour
    strips = []
    for i in range(4):  # a translucent panel in four strips, one above the other
        img = pygame.Surface((300, 60), pygame.SRCALPHA)
        img.fill((0, 0, 0, 60 + 40 * i))
        pygame.draw.rect(img, (255, 255, 255, 200), (10, 10, 100 + 40 * i, 40))
        strips.append(((0, i * 60), img))
    card = pygame.Surface((80, 80), pygame.SRCALPHA)
    card.fill((250, 0, 0, 120))
    backing, cv = Backing(), canvas.Canvas()
    window = pygame.Surface(felt.get_size())

    def paint(target, card_at):
        target.blit(felt, (0, 0))
        target.blit(card, card_at)  # drawn after the felt, under the panel
        shown = backing.strips(target, strips, (200, 100), felt)
        for (x, y), img in shown:
            target.blit(img, (200 + x, 100 + y))
        return shown

    for card_at in ((20, 20), (250, 170), (400, 390), (20, 20)):  # off, over strip 1, ...
        rec = cv.recorder(window)
        shown = paint(rec, card_at)
        cv.present(window, rec)
        ref = pygame.Surface(felt.get_size())
        assert paint(ref, card_at) == strips  # a full redraw blits the strips themselves
        assert pygame.image.tobytes(window, "RGB") == pygame.image.tobytes(ref, "RGB")
        under = pygame.Rect(card_at, card.get_size())
        for ((x, y), img), (_at, strip) in zip(shown, strips, strict=True):
            covered = under.colliderect(pygame.Rect((200 + x, 100 + y), strip.get_size()))
            assert (img is strip) == covered  # backed (opaque) unless the card lies under it
            assert covered or not img.get_flags() & pygame.SRCALPHA


def test_strips_remade_in_place_and_backed_paint_a_full_redraws_pixels_frame_by_frame(
    monkeypatch,
):
    """A panel's strips are painted into their own surfaces again, and the backed copies
    too (no new surface after the first frame): the canvas still repaints every strip
    that changed, backed or not, and each frame is a full redraw's pixels."""
    from game.engine import canvas, strips
    from game.engine.strips import Backing, StripPanel, cut

    monkeypatch.setattr(strips, "BACKED_FROM", 0)  # a small felt, backed as a big one is
    felt = pygame.Surface((400, 300))
    felt.fill((10, 80, 40))
    pygame.draw.circle(felt, (200, 200, 0), (200, 150), 120)
    size, at = (160, 200), (120, 50)
    rects = cut(size, [50, 100, 150])
    rows = [(200, 40, 40, 255), (40, 200, 40, 120), (40, 40, 200, 60), (90, 90, 90, 200)]
    card = pygame.Surface((60, 60), pygame.SRCALPHA)
    card.fill((250, 0, 0, 150))
    panel, backing, cv = StripPanel(), Backing(), canvas.Canvas()
    window = pygame.Surface(felt.get_size())

    def rows_on(surf):
        surf.fill((0, 0, 0, 90))
        for i, colour in enumerate(rows):
            pygame.draw.rect(surf, colour, (10, 10 + i * 50, 40 + 25 * i, 34))

    def paint(target, card_at):
        target.blit(felt, (0, 0))
        target.blit(card, card_at)  # under the panel where it lies
        made = panel.strips(size, rects, list(rows), rows_on)
        shown = backing.strips(target, made, at, felt)
        for (x, y), img in shown:
            target.blit(img, (at[0] + x, at[1] + y))
        return [img for _at, img in made], [img for _at, img in shown]

    plan = [(None, (0, 0)), (1, (0, 0)), (None, (130, 110)), (3, (130, 110)), (0, (0, 0))]
    plan += [(2, (300, 240)), (None, (0, 0)), (1, (130, 60)), (1, (0, 0)), (3, (0, 0))]
    first, last_shown, frames = None, None, 0
    for n, (row, card_at) in enumerate(plan):  # a row changes, the card comes and goes
        if row is not None:
            rows[row] = (250, 250 - 20 * n, 20 * n, 100 + 15 * n)
        rec = cv.recorder(window)
        made, shown = paint(rec, card_at)
        cv.present(window, rec)
        ref = pygame.Surface(felt.get_size())
        paint(ref, card_at)  # a full redraw: the strips as they now are, unbacked
        assert pygame.image.tobytes(window, "RGB") == pygame.image.tobytes(ref, "RGB"), n
        first = first or made
        assert all(a is b for a, b in zip(made, first, strict=True)), n  # no new strip
        for i, img in enumerate(shown):  # a strip backed two frames running: one copy
            if last_shown and img is not made[i] and last_shown[i] is not made[i]:
                assert img is last_shown[i], (n, i)
        last_shown = shown
        frames += 1
    assert frames == len(plan)


def test_drawing_never_replaces_pygame_draw():
    from game.engine import canvas

    originals = dict(canvas.ORIGINAL_DRAW)
    app = make_app()
    for name in ("menu", "zoomer", "slotker", "slotker_match"):
        kw = {} if name == "menu" else {"seed": 3}
        if name == "slotker_match":
            kw["seats"] = [("Ann", False), ("Bob", True)]
        app.scenes.push(name, **kw)
        settle(app)
        app.step(1 / 60)
    for name, fn in originals.items():
        assert getattr(pygame.draw, name) is fn, name
    with pytest.raises(TypeError):
        pygame.draw.rect(canvas.Recorder((10, 10)), (0, 0, 0), (0, 0, 4, 4))


def test_no_code_in_the_game_calls_pygame_draw_but_the_paint_module():
    """Shapes go through game.engine.paint (recorded onto the canvas, drawn elsewhere):
    pygame.draw on the canvas's Recorder would fail, so nothing else may call it."""
    root = Path(__file__).resolve().parent.parent / "game"
    allowed = {root / "engine" / "paint.py", root / "engine" / "canvas.py"}
    found = [
        f"{p.relative_to(root)}:{n}"
        for p in sorted(root.rglob("*.py"))
        if p not in allowed
        for n, line in enumerate(p.read_text(encoding="utf-8").splitlines(), 1)
        if "pygame.draw." in line
    ]
    assert found == []


def test_paint_records_onto_a_recorder_and_draws_onto_a_surface_alike():
    from game.engine import canvas, paint

    window, ref = pygame.Surface((60, 60)), pygame.Surface((60, 60))
    cv = canvas.Canvas()
    rec = cv.recorder(window)
    for target in (rec, ref):
        target.fill((0, 0, 0))
        paint.rect(target, (200, 10, 10), (5, 5, 30, 20), 3, border_radius=6)
        paint.circle(target, (10, 200, 10), (40, 40), 9)
        paint.line(target, (10, 10, 200), (0, 59), (59, 0), 2)
    cv.present(window, rec)
    assert [op[0][1] for op in rec.ops if op[0][0] == "d"] == ["rect", "circle", "line"]
    assert pygame.image.tobytes(window, "RGB") == pygame.image.tobytes(ref, "RGB")


def test_a_selected_zoomer_card_is_not_painted_again_while_nothing_moves():
    app = make_app()
    scene = app.scenes.push("zoomer", seed=3, hard=False)
    settle(app)
    card = next(c for c in scene.game.matrix if c is not None)
    scene.selection = [card]
    scene.restyle()
    app.step(1 / 60)
    app.step(1 / 60)
    tints = {op[0][1] for op in app.scenes.canvas.last if op[0][0] == "b"}
    app.step(1 / 60)
    assert {op[0][1] for op in app.scenes.canvas.last if op[0][0] == "b"} == tints
    w, h = app.size
    assert sum(r.w * r.h for r in app.dirty) < 0.05 * w * h


def test_a_particle_circle_is_recorded_as_the_general_path_records_it():
    """A circle's box is worked out directly (a chain's bursts draw dozens a frame): the
    box ``_points_box`` gives its centre padded by the radius, the same key and clipping
    with arguments by position or keyword, and it holds every pixel the circle paints."""
    from game.engine import canvas

    rnd = random.Random(4)
    fast, slow = Recorder((300, 200)), Recorder((300, 200))
    surface = pygame.Surface((300, 200))
    for i in range(400):
        colour = tuple(rnd.randrange(256) for _ in range(rnd.choice((3, 4))))
        centre = (rnd.randrange(-20, 320), rnd.randrange(-20, 220))
        radius = rnd.randrange(0, 30)
        for rec in (fast, slow):
            rec.set_clip(None if i % 3 else (10, 10, 200, 150))
        fast.draw("circle", (colour, centre, radius), {})
        slow.draw("circle", (colour, centre, radius), {"width": 0})
        (fk, fb, fc, _fp, fa, _fkw), (sk, sb, sc, _sp, sa, _skw) = fast.ops[-1], slow.ops[-1]
        assert (fb, fc, fa) == (sb, sc, sa)
        assert fk[:3] == sk[:3] and fk[4:] == sk[4:]  # all but the keywords' slot
        assert fk[:4] == ("d", "circle", canvas._freeze((colour, centre, radius)), None)
        assert fb == canvas._points_box([centre], radius + 1).clip(fc or fast.full)
        surface.fill((0, 0, 0))
        surface.set_clip(fc)
        fast.ops[-1][3](surface, colour, centre, radius)
        surface.set_clip(None)
        lit = pygame.mask.from_threshold(surface, (0, 0, 0), (1, 1, 1, 255))
        lit.invert()
        assert all(fb.contains(r) for r in lit.get_bounding_rects()), (centre, radius)
