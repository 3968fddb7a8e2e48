"""Banners: one big word at a time, placed clear of the HUD panels and inside the window;
the result screen clears them."""

import pygame

from game.engine.effects import Effects
from tests.driver import make_app, settle


def banner_rects(fx: Effects) -> list[pygame.Rect]:
    from game.engine import ui

    out = []
    for p in fx.popups:
        if p.banner:
            img = ui.render(p.text, round(p.size * 1.3), p.colour, True)
            out.append(img.get_rect(center=(round(p.x), round(p.y))))
    return out


def test_a_new_banner_replaces_the_one_showing_and_small_popups_stay():
    fx = Effects()
    fx.popup("+2", 10, 10)
    fx.banner("PENT!", 200, 200)
    fx.banner("WIN BY PENT", 200, 200)
    assert [p.text for p in fx.popups] == ["+2", "WIN BY PENT"]


def test_a_banner_moves_off_a_panel_and_stays_in_the_window():
    pygame.font.init()
    fx = Effects()
    panel = pygame.Rect(100, 180, 300, 60)
    window = pygame.Rect(0, 0, 500, 400)
    fx.banner("THREE CHERRIES, QUEEN HIGH!", 250, 200, size=30, avoid=[panel], window=window)
    (rect,) = banner_rects(fx)
    assert not rect.colliderect(panel) and window.contains(rect)


def test_every_table_banner_keeps_off_the_hud_and_the_result_clears_it():
    app = make_app()
    app.scenes.push("menu")
    for game in ("zoomer", "slotker", "monte_carlo", "combo", "maze"):
        scene = app.scenes.push(game, seed=5)
        settle(app)
        if game == "slotker":  # over the reels, as a set's name is: off the DRAW label too
            r = scene.slot_rect("hand_1")
            scene.banner(
                "THREE CHERRIES, QUEEN HIGH!", r.centerx, r.y, size=60, avoid=scene.hud.draw_label()
            )
            (rect,) = banner_rects(scene.fx)
            assert not rect.colliderect(scene.hud.draw_label()[0])
        else:
            msg = scene.slot_rect("message")  # just over the message line: it must move off
            scene.banner("A VERY LONG BANNER WORD!", msg.centerx, msg.top - 4, size=60)
        (rect,) = banner_rects(scene.fx)
        for name, slot in scene.level.slots.items():
            if slot.kind in ("text", "button", "toolbar"):
                assert not rect.colliderect(scene.slot_rect(name)), (game, name)
        scene.session.give_up()
        scene.outcome.show()
        assert not banner_rects(scene.fx)
        app.scenes.clear_to("menu", fade=False)
        settle(app)
